/**
 * The backend answers with several spellings of the same envelope (JeeSite and older services):
 * { success | isSuccess | result, errorMsg | errmsg | message, data }. This is the one place that reads them.
 */
export interface Envelope<T = unknown> {
  ok: boolean;
  /** The session is gone: the server answered result 'login'. */
  loginRequired: boolean;
  message: string;
  data: T;
  raw: Record<string, unknown>;
  /** A download's file name as the server gave it (Content-Disposition). */
  fileName?: string;
}

/** A server-side paged list (src/contract/wire.ts). Requests send pageNo, pageSize and orderBy. */
export type { Page } from '@/contract/wire';

const truthy = (v: unknown) => v === true || v === 'true';

export function normaliseEnvelope<T = unknown>(body: unknown): Envelope<T> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const raw = body as Record<string, unknown>;
  const loginRequired = raw.result === 'login';
  const ok = !loginRequired && (truthy(raw.success) || truthy(raw.isSuccess) || truthy(raw.result));
  const text = raw.errorMsg ?? raw.errmsg ?? raw.message ?? raw.msg;
  return { ok, loginRequired, message: typeof text === 'string' ? text : '', data: raw.data as T, raw };
}
