import type { z } from 'zod';
import { ALL_CALLS, type DeclaredCall } from '@/contract/calls';
import { loginResult, userInfo, type UserInfo } from '@/contract/calls/session';
import { answerOf, envelope, FILE_TYPES, pathOf, pathParams, type CallDeclaration } from '@/contract/wire';
import type { WireFormat } from '@/config/defaults';
import { encipher, loginCipherKey } from '@/utils/cipher';

/**
 * The contract check: logs in to a backend and makes every read call of the contract, checking each
 * answer's envelope and data against the declared schema. It writes nothing unless asked (`write`).
 * scripts/contract/check.ts is its command line; tests run it against the stand-in in Node.
 */

/** How the login credentials are ciphered (config wire.loginCipherKey, docs/wire-format.md). */
export type CipherMode = WireFormat['loginCipherKey'];

export interface CheckOptions {
  /** The backend's base address, `/esp` included: `http://127.0.0.1:8090/esp`. */
  base: string;
  /** The print host; `<origin of base>/print` unless given. */
  printBase?: string;
  /** Login names; each call is made by the first whose role may make it. */
  accounts: readonly string[];
  password: string;
  /** The AES passphrase of config.json (`cipherKey`). */
  cipherKey: string;
  /** Which cipher to use; both are tried (fixed first) when not given, each with a captcha of its own. */
  cipher?: CipherMode;
  /** A captcha the operator read: its random number and code (a backend without the stand-in's aid). */
  captcha?: { randomNum: string; code: string };
  sessionParams?: { sid: string; extendSid: string };
  /** Also make the writes that leave nothing behind but a spent token (user/ssoToken). */
  write?: boolean;
  fetch?: typeof fetch;
  /** Each result line as it is known. */
  print?: (line: string) => void;
}

export type Verdict = 'ok' | 'shape differs' | 'not answered' | 'skipped';

export interface CallResult {
  id: string;
  method: string;
  path: string;
  verdict: Verdict;
  detail: string;
}

export interface CheckReport {
  results: CallResult[];
  passed: number;
  failed: number;
  skipped: number;
}

interface Session {
  loginName: string;
  query: Record<string, string>;
  access: ReadonlySet<string>;
}

/** A failure of one call: its verdict and what to say. */
class CallFailure extends Error {
  constructor(
    readonly verdict: Exclude<Verdict, 'ok'>,
    message: string,
  ) {
    super(message);
  }
}

/** The first problem of a value against a schema, as `<field path>: <problem>`. */
export function firstProblem(schema: z.ZodType, value: unknown, prefix = ''): string | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(data)';
  const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
  return `${path}: ${missing ? `missing (${issue.message.replace(/^Invalid input: /, '').replace(/, received undefined$/, '')})` : issue.message}`;
}

const rowsOf = (data: unknown): unknown[] => {
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object') {
    const list = (data as { list?: unknown }).list;
    return Array.isArray(list) ? list : [data];
  }
  return [];
};

/** A field of a record by a dotted path (`orders.0.orderNo`). */
const fieldOf = (record: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      record,
    );

const accessOf = (declaration: CallDeclaration): string[] | 'public' | 'session' =>
  declaration.access === 'public' || declaration.access === 'session'
    ? declaration.access
    : typeof declaration.access === 'string'
      ? [declaration.access]
      : [...declaration.access];

export async function checkContract(options: CheckOptions): Promise<CheckReport> {
  const send = options.fetch ?? fetch;
  const base = options.base.replace(/\/+$/, '');
  const printBase = (options.printBase ?? `${new URL(base).origin}/print`).replace(/\/+$/, '');
  const params = options.sessionParams ?? { sid: '__sid', extendSid: '__esid' };
  const say = options.print ?? (() => undefined);
  const results: CallResult[] = [];
  const record = (result: CallResult) => {
    results.push(result);
    const line = `${result.verdict}  ${result.method} ${result.path}`;
    say(result.detail ? `${line}: ${result.detail}` : line);
  };

  async function answer(url: string, init: RequestInit): Promise<Response> {
    try {
      return await send(url, { ...init, headers: { 'X-Requested-With': 'XMLHttpRequest', ...init.headers } });
    } catch (error) {
      throw new CallFailure('not answered', error instanceof Error ? error.message : String(error));
    }
  }

  /** The envelope's data of a JSON answer, or the failure it is. */
  async function dataOf(response: Response): Promise<unknown> {
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('json')) {
      throw new CallFailure('not answered', `HTTP ${response.status}, ${type || 'no content type'}`);
    }
    const body: unknown = await response.json().catch(() => undefined);
    const problem = firstProblem(envelope, body);
    if (problem) throw new CallFailure('shape differs', `envelope: ${problem}`);
    const e = body as z.infer<typeof envelope>;
    const ok = [e.success, e.isSuccess, e.result].some((v) => v === true || v === 'true');
    if (!ok) {
      const message = e.errorMsg ?? e.errmsg ?? e.message ?? '';
      throw new CallFailure(
        'not answered',
        `HTTP ${response.status}${e.result === 'login' ? ', session gone' : ''}${message ? `, ${message}` : ''}`,
      );
    }
    return e.data;
  }

  // ---------- Logging in ----------

  async function captchaFor(): Promise<{ randomNum: string; code: string }> {
    if (options.captcha) return options.captcha;
    const randomNum = `contract-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await answer(`${base}/a/stone/common/captcha?randomNum=${randomNum}`, {});
    // The stand-in's aid (test and demo mode) tells the code it drew; a real backend has none.
    const aid = await answer(`${base}/__stand-in/captcha/${randomNum}`, {});
    const code = aid.ok ? await dataOf(aid).catch(() => undefined) : undefined;
    if (typeof code !== 'string') {
      throw new CallFailure(
        'not answered',
        `the backend has no captcha aid: open ${base}/a/stone/common/captcha?randomNum=${randomNum} and run again with --random-num ${randomNum} --captcha <the code>`,
      );
    }
    return { randomNum, code };
  }

  async function loginWith(loginName: string, mode: CipherMode): Promise<Record<string, string>> {
    const { randomNum, code } = await captchaFor();
    const key = loginCipherKey(mode, options.cipherKey, randomNum, code);
    const form = new URLSearchParams({
      username: encipher(loginName, key),
      password: encipher(options.password, key),
      validateCode: code,
      randomNum,
      __ajax: 'json',
    });
    const response = await answer(`${base}/a/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const data = await dataOf(response);
    const problem = firstProblem(loginResult, data);
    if (problem) throw new CallFailure('shape differs', problem);
    const { sessionid, extendSessionId } = data as z.infer<typeof loginResult>;
    return { [params.sid]: sessionid, [params.extendSid]: extendSessionId };
  }

  async function login(loginName: string): Promise<Session | undefined> {
    const modes: CipherMode[] = options.cipher
      ? [options.cipher]
      : options.captcha
        ? ['fixed']
        : ['fixed', 'captchaBound'];
    let failure: CallFailure | undefined;
    let query: Record<string, string> | undefined;
    for (const mode of modes) {
      try {
        query = await loginWith(loginName, mode);
        break;
      } catch (error) {
        if (!(error instanceof CallFailure)) throw error;
        failure = error;
      }
    }
    if (!query) {
      record({
        id: 'session.login',
        method: 'POST',
        path: `/a/login (${loginName})`,
        verdict: failure!.verdict,
        detail: failure!.message,
      });
      return undefined;
    }
    record({
      id: 'session.login',
      method: 'POST',
      path: `/a/login (${loginName})`,
      verdict: 'ok',
      detail: '',
    });
    const info = await dataOf(
      await answer(`${base}/a/stone/user/info?${new URLSearchParams(query)}`, {}),
    ).catch(() => undefined);
    const parsed = userInfo.safeParse(info);
    const profile: UserInfo | undefined = parsed.success ? parsed.data : undefined;
    const current = profile?.roleList.find((r) => r.id === profile.user.currentRole) ?? profile?.roleList[0];
    return { loginName, query, access: new Set(current?.menuIdList ?? []) };
  }

  const sessions: Session[] = [];
  for (const loginName of options.accounts) {
    const session = await login(loginName);
    if (session) sessions.push(session);
  }

  // ---------- The calls ----------

  /** The writes --write allows: each leaves nothing behind but a token that expires by itself. */
  const writes = new Set(options.write ? ['session.ssoToken', 'registration.uploadTicket'] : []);
  const answered = new Map<string, unknown[]>();
  const done = new Set<string>();
  const byId = new Map(ALL_CALLS.map((c) => [c.id, c]));

  function sessionFor(declaration: CallDeclaration): Session | null | undefined {
    const access = accessOf(declaration);
    if (access === 'public') return null;
    if (access === 'session') return sessions[0];
    return sessions.find((s) => access.some((code) => s.access.has(code)));
  }

  function urlOf(declaration: CallDeclaration, values: Record<string, string>, session: Session | null) {
    const inPath = pathParams(declaration.path);
    const path = pathOf(declaration, values);
    const rest = Object.fromEntries(Object.entries(values).filter(([name]) => !inPath.includes(name)));
    const host = declaration.host === 'print' ? printBase : base;
    const carrier = declaration.carrier ?? (declaration.method === 'GET' ? 'query' : 'form');
    const query = new URLSearchParams({ ...(carrier === 'query' ? rest : {}), ...(session?.query ?? {}) });
    const init: RequestInit = { method: declaration.method };
    if (carrier === 'form') {
      init.headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
      init.body = new URLSearchParams(rest).toString();
    } else if (carrier === 'json') {
      init.headers = { 'Content-Type': 'application/json' };
      init.body = JSON.stringify(rest);
    }
    const search = query.toString();
    return { url: `${host}${path}${search ? `?${search}` : ''}`, init };
  }

  async function request(
    declaration: CallDeclaration,
    values: Record<string, string>,
    session: Session | null,
  ) {
    const { url, init } = urlOf(declaration, values, session);
    const response = await answer(url, init);
    if (declaration.file) {
      const type = response.headers.get('content-type') ?? '';
      if (type.includes('json')) {
        await dataOf(response);
        throw new CallFailure(
          'shape differs',
          `a JSON answer where a file (${declaration.file}) is declared`,
        );
      }
      if (response.status === 200 && type.startsWith(FILE_TYPES[declaration.file])) return [];
      throw new CallFailure(
        'not answered',
        `HTTP ${response.status}, ${type || 'no content type'} (expected ${declaration.file})`,
      );
    }
    const data = await dataOf(response);
    const schema = answerOf(declaration);
    const problem = schema && firstProblem(schema, data);
    if (problem) throw new CallFailure('shape differs', problem);
    return data;
  }

  /** The parameters a call is made with, from its sample; a reason when they cannot be had. */
  async function sampleOf(call: DeclaredCall): Promise<Record<string, string> | string> {
    const sample = call.declaration.sample;
    const values: Record<string, string> = { ...(sample?.params ?? {}) };
    if (sample?.from) {
      const source = byId.get(sample.from.call);
      if (!source) return `no call ${sample.from.call}`;
      await check(source);
      const where = Object.entries(sample.from.where ?? {});
      const row = (answered.get(source.id) ?? []).find((r) =>
        where.every(([field, value]) => fieldOf(r, field) === value),
      );
      if (!row)
        return `no record in ${source.declaration.method} ${source.declaration.path} to take ${Object.values(sample.from.fields).join(', ')} from`;
      for (const [param, field] of Object.entries(sample.from.fields)) {
        const value = fieldOf(row, field);
        if (typeof value !== 'string' && typeof value !== 'number') return `the record has no ${field}`;
        values[param] = String(value);
      }
    }
    const missing = pathParams(call.declaration.path).filter((name) => values[name] === undefined);
    if (missing.length) return `no value for ${missing.join(', ')}`;
    return values;
  }

  async function check(call: DeclaredCall): Promise<void> {
    if (done.has(call.id)) return;
    done.add(call.id);
    const { declaration } = call;
    const line = { id: call.id, method: declaration.method, path: declaration.path };
    if (!declaration.reads && !writes.has(call.id)) {
      record({ ...line, verdict: 'skipped', detail: 'a write: made only with --write' });
      return;
    }
    const session = sessionFor(declaration);
    if (session === undefined) {
      record({
        ...line,
        verdict: 'skipped',
        detail: `no account given may (${[accessOf(declaration)].flat().join(' | ')})`,
      });
      return;
    }
    const values = await sampleOf(call);
    if (typeof values === 'string') {
      record({ ...line, verdict: 'skipped', detail: values });
      return;
    }
    try {
      if (declaration.paged) {
        const first = await request(declaration, { ...values, pageNo: '1', pageSize: '5' }, session);
        const page = first as { list: unknown[]; pageNo: number; count: number };
        if (page.pageNo !== 1)
          throw new CallFailure('shape differs', `pageNo: ${page.pageNo} answered for page 1`);
        if (page.list.length > 5)
          throw new CallFailure('shape differs', `list: ${page.list.length} rows answered for pageSize 5`);
        const second = (await request(
          declaration,
          { ...values, pageNo: '2', pageSize: '5' },
          session,
        )) as typeof page;
        if (page.count > 5 && second.list.length === 0) {
          throw new CallFailure('shape differs', `list: page 2 is empty though count is ${page.count}`);
        }
        answered.set(call.id, [...page.list, ...second.list]);
      } else {
        answered.set(call.id, rowsOf(await request(declaration, values, session)));
      }
      record({ ...line, verdict: 'ok', detail: session ? '' : 'without a session' });
    } catch (error) {
      if (!(error instanceof CallFailure)) throw error;
      record({ ...line, verdict: error.verdict, detail: error.message });
    }
  }

  if (sessions.length) {
    for (const call of ALL_CALLS) {
      if (call.declaration.reads || writes.has(call.id)) await check(call);
    }
  }
  for (const session of sessions) {
    await answer(`${base}/a/logout?${new URLSearchParams(session.query)}`, { method: 'POST' }).catch(
      () => undefined,
    );
  }

  const passed = results.filter((r) => r.verdict === 'ok').length;
  const skipped = results.filter((r) => r.verdict === 'skipped').length;
  return { results, passed, skipped, failed: results.length - passed - skipped };
}
