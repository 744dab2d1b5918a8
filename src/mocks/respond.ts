import { delay, HttpResponse, type PathParams } from 'msw';
import { aidsOpen, standInSettings } from './settings';
import { carryOutOnce, takeFault, writeKey, type Fault, type FaultKind } from './faults';
import { sessions, users, roles, units, type RoleRecord, type UnitRecord, type UserRecord } from './callers';

/** The envelope the institute's backend answers with (JeeSite style). */
const envelope = (result: 'true' | 'false' | 'login', errorMsg: string, data: unknown = null, status = 200) =>
  HttpResponse.json({ success: result === 'true', result, errorMsg, data }, { status });

export const ok = (data?: unknown, message = '操作成功') => envelope('true', message, data);

export const fail = (message: string, status = 200) => envelope('false', message, null, status);

/** Session missing or expired: AJAX callers get result 'login'. */
export const loginRequired = () => envelope('login', '未登录或登录超时，请重新登录');

/** A file the stand-in makes, inline or downloaded; the ASCII name is for clients that cannot read `filename*`. */
export const fileAnswer = (
  bytes: Uint8Array,
  type: string,
  file: { name: string; ascii: string },
  kind: 'inline' | 'attachment' = 'attachment',
) =>
  new HttpResponse(bytes, {
    headers: {
      'Content-Type': type,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `${kind}; filename="${file.ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });

/** Throwable answers: handlers stop at the first failed check. */
export class Refusal extends Error {
  /** The message is the refusal's, for a family function called directly (a test, a control). */
  constructor(
    readonly response: Response,
    message = 'refused',
  ) {
    super(message);
  }
}
export const refuse = (message: string): never => {
  throw new Refusal(fail(message), message);
};

/** The largest form or JSON body a call takes (uploads are multipart and have their own limit). */
export const MAX_BODY_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE = '请求内容过大（不能超过1MB）';

/** The body's text, refused (HTTP 413, in the envelope) past MAX_BODY_BYTES, by header or by count. */
async function bodyText(request: Request): Promise<string> {
  const tooLarge = () => new Refusal(fail(BODY_TOO_LARGE, 413));
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) throw tooLarge();
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) throw tooLarge();
  return text;
}

export const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** A JSON body as sent, or a form body as strings: the caller's claim, which endpoints check by schema. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await bodyText(request);
  const json = (request.headers.get('content-type') ?? '').includes('application/json');
  return json ? (parsedJson(text) ?? {}) : Object.fromEntries(new URLSearchParams(text));
}

/** Reads a form-encoded or JSON body into a plain object of strings (a JSON value other than text as its JSON). */
export async function readBody(request: Request): Promise<Record<string, string>> {
  const sent = await readJson(request);
  if (typeof sent !== 'object' || sent === null) return {};
  return Object.fromEntries(
    Object.entries(sent).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}

export interface Caller {
  user: UserRecord;
  role: RoleRecord;
  unit: UnitRecord | undefined;
  sessionId: string;
}

export const sessionIdOf = (request: Request) =>
  new URL(request.url).searchParams.get(standInSettings.sessionParams.sid) ?? '';

/** The live session a call names by its session parameter; an idle one is gone. */
export function sessionOf(request: Request) {
  const session = sessions.find(sessionIdOf(request));
  return session && Date.now() - session.lastSeen <= standInSettings.idleMinutes * 60_000
    ? session
    : undefined;
}

/** The session of a call, from the session query parameter; refuses with result 'login' if gone. */
export function callerOf(request: Request): Caller {
  const session = sessionOf(request);
  const user = session && users.find(session.userId);
  const role = session && roles.find(session.roleId);
  if (!session || !user || !role || !user.enabled) {
    // An expired session, or one whose account or role is gone, is ended.
    sessions.remove(sessionIdOf(request));
    throw new Refusal(loginRequired());
  }
  session.lastSeen = Date.now();
  return { user, role, unit: units.find(user.unitId), sessionId: session.id };
}

/** The write guard's caller: 'user:<id>' of any session of the account, else 'anonymous'; touches no session. */
export function callerIdentity(request: Request): string {
  const session = sessionOf(request);
  return session ? `user:${session.userId}` : 'anonymous';
}

/** A menu id (the access codes the portal's routes carry), or several of which any one will do. */
export type Access = string | readonly string[];

/** The caller's role must hold the menu id, or one of them. The one role check of the stand-in. */
export function requireAccess(caller: Caller, access: Access): void {
  if (![access].flat().some((code) => caller.role.menuIdList.includes(code)))
    refuse('当前角色无权进行此操作');
}

const serverError = () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });

/** The answer of each fault that replaces the real work (a timeout does the work and holds its answer back). */
const FAULT_ANSWERS: Record<Exclude<FaultKind, 'timeout'>, (fault: Fault) => Response> = {
  http500: serverError,
  // What a broken gateway sends: HTML with status 200 where JSON was expected.
  garbage: () =>
    new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    }),
  business: (fault) => fail(fault.message || '业务处理失败，请稍后再试'),
  expired: loginRequired,
};

export interface HandlerArgs {
  request: Request;
  params: PathParams;
}

/**
 * Wraps a resolver: injected faults, latency, idempotent writes, and Refusal -> its response. Every
 * stand-in handler goes through here so that a failed check is an answer, not a crash.
 */
export function handle(resolver: (args: HandlerArgs) => Promise<Response> | Response) {
  return async (args: HandlerArgs): Promise<Response> => {
    const { request } = args;
    const fault = takeFault(new URL(request.url).pathname);
    if (fault && fault.kind !== 'timeout') return FAULT_ANSWERS[fault.kind](fault);
    // The guard and the caller are read before the resolver consumes the body or the session.
    const guard = await writeKey(request);
    const work = async () => {
      if (standInSettings.latency) await delay(standInSettings.latency);
      try {
        return await resolver(args);
      } catch (error) {
        if (error instanceof Refusal) return error.response;
        console.error('[stand-in]', error);
        return serverError();
      }
    };
    // Latency is part of the work: a repeat arriving meanwhile waits for the first call's answer.
    const response = guard ? await carryOutOnce(guard, callerIdentity(request), work) : await work();
    // A timeout holds the answer back past the client's patience: the work is done, the caller never hears of it.
    if (fault) await delay(fault.delayMs);
    return response;
  };
}

/** A call that does not exist: what the HTTP server answers for an unknown path, and a closed aid. */
export const notFound = (pathname: string) => fail(`接口不存在：${pathname}`, 404);

/**
 * A stand-in aid (a control, the demo accounts): handled as any call in demo and test mode, and not
 * there at all otherwise, so a stand-in serving real users gives nothing away.
 */
export function aid(resolver: (args: HandlerArgs) => Promise<Response> | Response) {
  const handled = handle(resolver);
  return (args: HandlerArgs): Promise<Response> | Response =>
    aidsOpen() ? handled(args) : notFound(new URL(args.request.url).pathname);
}

const collator = new Intl.Collator('zh-CN', { numeric: true });

/** A list ordered by `orderBy` ("field desc"; stable, Chinese collation, numbers by value); as is without one. */
export function orderRows<T>(items: T[], orderBy: string): T[] {
  const [field, direction] = orderBy.trim().split(/\s+/);
  if (!field) return items;
  const sign = direction?.toLowerCase() === 'desc' ? -1 : 1;
  // One collator for the whole sort: localeCompare with a locale builds one per comparison
  // (10,000 rows took over a second).
  const keyOf = (item: T) => String((item as Record<string, unknown>)[field] ?? '');
  return items.toSorted((a, b) => collator.compare(keyOf(a), keyOf(b)) * sign);
}

/** Server-side paging and sorting over a list: pageNo (1-based), pageSize, orderBy ("field desc"). */
export function paginate<T>(items: T[], query: Record<string, string>) {
  const pageNo = Math.max(1, Number(query.pageNo) || 1);
  const pageSize = Math.min(500, Math.max(1, Number(query.pageSize) || 10));
  const rows = orderRows(items, query.orderBy ?? '');
  return {
    list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    count: items.length,
    pageNo,
    pageSize,
  };
}
