import type { Params } from './params';

/**
 * Idempotency keys of writes. A write whose outcome the client never learnt (timeout, network error,
 * HTTP error, a malformed answer) may have been carried out by the server; when the user sends the
 * same submission again, it goes with the same key and the server answers it once. A submission is
 * the path and the input: a key is made on its first send, kept across its retries (and across the
 * repeat after logging in again), and dropped once the server has answered it (success or refusal),
 * so the next identical submission is a new one. Changed input is a new submission with a new key.
 */
export { IDEMPOTENCY_HEADER } from '@/contract/headers';

/** How long an unanswered submission keeps its key (the server remembers answers for a minute). */
const KEPT_MS = 10 * 60_000;

interface Unanswered {
  key: string;
  at: number;
}
const unanswered = new Map<string, Unanswered>();

export interface WriteCall {
  method: string;
  path: string;
  /** Query parameters of the call itself, without the session ones (they change on logging in again). */
  params?: Params;
  form?: Params;
  json?: unknown;
  body?: FormData;
}

const fileText = (file: File) => `file:${file.name}:${file.type}:${file.size}:${file.lastModified}`;

/** What makes two calls the same submission: method, path, parameters and body. */
export function submissionOf(call: WriteCall): string {
  const body = call.body
    ? [...call.body.entries()].map(([name, value]) => [
        name,
        typeof value === 'string' ? value : fileText(value),
      ])
    : (call.form ?? call.json ?? null);
  return JSON.stringify([call.method, call.path, call.params ?? null, body]);
}

/** The key of this submission: the one its earlier unanswered send had, or a new one. */
export function submissionKey(submission: string): string {
  const now = Date.now();
  for (const [old, entry] of unanswered) {
    if (now - entry.at > KEPT_MS) unanswered.delete(old);
  }
  const kept = unanswered.get(submission);
  if (kept) return kept.key;
  const key = crypto.randomUUID();
  unanswered.set(submission, { key, at: now });
  return key;
}

/** The server has answered this submission: the next identical one is a new submission. */
export function submissionAnswered(submission: string): void {
  unanswered.delete(submission);
}
