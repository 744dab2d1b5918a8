/**
 * Request headers of the contract beside the session parameters. Kept free of zod so the HTTP client
 * can import them without the schemas.
 */

/** Carries a submission's idempotency key (src/http/submission.ts; docs/api.md, Idempotency). */
export const IDEMPOTENCY_HEADER = 'X-Idempotency-Key';
