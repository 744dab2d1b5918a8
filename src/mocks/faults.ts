import { HttpResponse } from 'msw';
import { IDEMPOTENCY_HEADER } from '@/contract/headers';
import { standInSettings } from './settings';

/**
 * Faults the stand-in can be told to produce, per call, so browser tests can walk the portal through
 * a broken backend: POST /__stand-in/faults {path, kind, message?, times?, delayMs?}. A fault is keyed
 * by the end of the pathname ('/a/stone/operator/add') and is used up after `times` calls (default 1).
 */
export const FAULT_KINDS = ['http500', 'timeout', 'garbage', 'business', 'expired'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  path: string;
  kind: FaultKind;
  message: string;
  times: number;
  /** 'timeout': how long the answer is held back; longer than the client waits. */
  delayMs: number;
}

const pending: Fault[] = [];

export const addFault = (fault: Fault) => void pending.push(fault);

export function clearFaults(): void {
  pending.length = 0;
  recentWrites.clear();
  writesAtWork.clear();
}

/** The faults waiting, as the control answers them (at once: a later call uses them up). */
export const listFaults = (): readonly Fault[] => pending;

/** The fault waiting for this call, used up by taking it. The stand-in's own controls never fail. */
export function takeFault(pathname: string): Fault | undefined {
  if (pathname.includes('/__stand-in/')) return undefined;
  const fault = pending.find((f) => pathname.endsWith(f.path));
  if (!fault) return undefined;
  fault.times -= 1;
  if (fault.times <= 0) pending.splice(pending.indexOf(fault), 1);
  return fault;
}

/**
 * Idempotent writes, as the backend's duplicate-submission guard does. The portal sends every write
 * with an idempotency key (header X-Idempotency-Key) made once per intended submission and kept
 * across its retries; calls with the same key are carried out once: a repeat within the window gets
 * the first answer again, and a repeat arriving while the first is still at work waits for it (a
 * retry after the client gave up, a double click). Calls without a key (other clients) fall back to
 * session + path + body for the create/commit paths, with multipart bodies read as their fields:
 * their boundary is random, so the raw text of two identical uploads never matches.
 *
 * A remembered answer belongs to its caller and its request: it is replayed only to the same account
 * (or, for calls without a session, to another anonymous call) sending the same method, path, query
 * and body. Anyone else presenting the key is refused, before any work, so a key seen on the wire
 * neither replays another account's answer nor gets past an access check.
 */
const WRITE_SUFFIXES = ['/add', '/save', '/commit', '/submit'];
/** Answers that carry credentials (a session, a one-time token) are issued afresh on every call. */
const NEVER_REPLAYED = ['/a/login', '/a/stone/user/ssoToken'];

export const REPLAY_MISMATCH = '重复提交的请求与原请求不一致，请重新提交';

/** Remembered successes by key; the answer is a copy never read (each replay answers a copy of it). */
const recentWrites = new Map<string, { at: number; answer: Response; caller: string; fingerprint: string }>();
/** Writes at work, by key: a repeat waits for the first one's outcome instead of working twice. */
const writesAtWork = new Map<string, Promise<unknown>>();

/** Canonical text of a body: multipart as its fields (files by name, type and content). */
async function bodyText(request: Request): Promise<string> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('multipart/form-data')) return request.clone().text();
  const fields = [...(await request.clone().formData())].map(async ([name, value]) =>
    typeof value === 'string'
      ? `${name}=${value}`
      : `${name}=file:${value.name}:${value.type}:${value.size}:${await value.text()}`,
  );
  return (await Promise.all(fields)).join('&');
}

/**
 * The guard of a call: the key it is carried out once under and its fingerprint, what makes a repeat
 * the same request (method, path, query without the session parameters, which change on logging in
 * again, body); undefined when it is not guarded (reads, the stand-in's controls, calls that issue
 * credentials, keyless calls outside the create/commit paths).
 */
export async function writeKey(request: Request) {
  const url = new URL(request.url);
  if (request.method !== 'POST' || url.pathname.includes('/__stand-in/')) return undefined;
  if (NEVER_REPLAYED.some((p) => url.pathname.endsWith(p))) return undefined;
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (!key && !WRITE_SUFFIXES.some((s) => url.pathname.endsWith(s))) return undefined;
  const query = new URLSearchParams(url.search);
  const { sid, extendSid } = standInSettings.sessionParams;
  [sid, extendSid].forEach((param) => query.delete(param));
  query.sort();
  const fingerprint = `${request.method} ${url.pathname}?${query.toString()} ${await bodyText(request)}`;
  // Not scoped to the session: a call repeated after logging in again carries a new session id.
  if (key) return { key: `key ${key} ${url.pathname}`, fingerprint };
  return { key: `body ${url.searchParams.get(sid) ?? ''} ${fingerprint}`, fingerprint };
}

const mismatch = () =>
  HttpResponse.json({ success: false, result: 'false', errorMsg: REPLAY_MISMATCH, data: null });

const isRecent = (write: { at: number }) => Date.now() - write.at <= standInSettings.idempotencyWindowMs;

/**
 * Carries out a guarded call once per key: waits while a call with the same key is at work, answers
 * a remembered success again to the same caller and request (refuses anyone else), otherwise does
 * the work and remembers its answer. `caller` names the account ('user:<id>') or 'anonymous'.
 */
export async function carryOutOnce(
  { key, fingerprint }: { key: string; fingerprint: string },
  caller: string,
  work: () => Promise<Response>,
): Promise<Response> {
  while (writesAtWork.has(key)) await writesAtWork.get(key);
  const seen = recentWrites.get(key);
  if (seen && isRecent(seen)) {
    return seen.caller === caller && seen.fingerprint === fingerprint ? seen.answer.clone() : mismatch();
  }
  // Nothing awaited between the check above and this registration: no second call slips in.
  const working = work().then(async (response) => {
    for (const [old, write] of recentWrites) if (!isRecent(write)) recentWrites.delete(old);
    // Only a success is remembered: a refused write may be tried again.
    if (response.status === 200 && (await response.clone().text()).includes('"success":true')) {
      recentWrites.set(key, { at: Date.now(), answer: response.clone(), caller, fingerprint });
    }
    return response;
  });
  const settled = working.catch(() => undefined);
  writesAtWork.set(key, settled);
  try {
    return await working;
  } finally {
    if (writesAtWork.get(key) === settled) writesAtWork.delete(key);
  }
}
