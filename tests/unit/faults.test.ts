import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { clearFaults, listFaults } from '@/mocks/faults';
import { IDEMPOTENCY_HEADER } from '@/http/submission';
import { handle, ok } from '@/mocks/respond';
import { setConfig } from '@/config';
import { request } from '@/http/client';
import { ApiError, SERVER_ERROR_TEXT } from '@/http/errors';
import { defaultConfig } from '@/config/defaults';

/** Registers a fault through the stand-in's control endpoint, as the browser tests do. */
const injectFault = (fault: Record<string, string | number>) =>
  request('/__stand-in/faults', { json: fault, session: false });

let probeWrites = 0;
beforeEach(() => {
  clearFaults();
  probeWrites = 0;
  server.use(
    http.get(
      '*/probe/list',
      handle(() => ok({ list: [1, 2, 3] })),
    ),
    http.post(
      '*/probe/add',
      handle(async ({ request: call }) => {
        probeWrites += 1;
        return ok({ body: await call.text(), writes: probeWrites }, '保存成功');
      }),
    ),
  );
});
afterEach(() => setConfig(defaultConfig));

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('the call did not fail');
};

describe('stand-in fault injection', () => {
  it.each(['http500', 'garbage'])(
    '%s: the client says 服务器出错了请稍后再试, the next call succeeds',
    async (kind) => {
      await injectFault({ path: '/probe/list', kind });
      const error = await failureOf(request('/probe/list', { session: false }));
      expect(error.message).toBe(SERVER_ERROR_TEXT);
      expect((await request('/probe/list', { session: false })).data).toEqual({ list: [1, 2, 3] });
    },
  );

  it('business: the message given is the answer', async () => {
    await injectFault({ path: '/probe/list', kind: 'business', message: '系统维护中' });
    const error = await failureOf(request('/probe/list', { session: false, silent: true }));
    expect(error.kind).toBe('business');
    expect(error.message).toBe('系统维护中');
  });

  it('expired: the call answers result login', async () => {
    await injectFault({ path: '/probe/list', kind: 'expired' });
    const error = await failureOf(request('/probe/list', { session: false }));
    expect(error.kind).toBe('session');
  });

  it('times counts the failing calls, then the fault is gone', async () => {
    await injectFault({ path: '/probe/list', kind: 'http500', times: 2 });
    await failureOf(request('/probe/list', { session: false }));
    expect(listFaults()).toHaveLength(1);
    await failureOf(request('/probe/list', { session: false }));
    expect(listFaults()).toHaveLength(0);
    await expect(request('/probe/list', { session: false })).resolves.toMatchObject({ ok: true });
  });

  it('refuses an unknown kind', async () => {
    const error = await failureOf(
      request('/__stand-in/faults', {
        json: { path: '/probe/list', kind: 'fire' },
        session: false,
        silent: true,
      }),
    );
    expect(error.message).toContain('kind');
  });

  it('timeout: the work is done but the answer comes too late; a retry of the same write is not done twice', async () => {
    await injectFault({ path: '/probe/add', kind: 'timeout', delayMs: 600 });
    const post = (name: string, signal?: AbortSignal) =>
      fetch(new URL('/esp/probe/add', window.location.href), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name }),
        signal,
      });
    await expect(post('张三', AbortSignal.timeout(200))).rejects.toThrow();
    expect(probeWrites).toBe(1);
    const retry = (await (await post('张三')).json()) as { data: { writes: number } };
    expect(retry.data.writes).toBe(1);
    expect(probeWrites).toBe(1);
    // A different body is a different write.
    await post('李四');
    expect(probeWrites).toBe(2);
  });
});

describe('stand-in duplicate-submission guard', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(new URL('/esp/probe/add', window.location.href), { method: 'POST', headers, body });

  it('a duplicate arriving while the first call is still at work waits for its answer', async () => {
    const json = { 'Content-Type': 'application/json' };
    const [first, second] = await Promise.all([
      post(JSON.stringify({ name: '张三' }), json),
      post(JSON.stringify({ name: '张三' }), json),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(probeWrites).toBe(1);
  });

  it('multipart: the same fields under a new boundary are the same write', async () => {
    const form = () => {
      const body = new FormData();
      body.append('name', '张三');
      body.append('file', new File(['scan'], 'licence.png', { type: 'image/png' }));
      return body;
    };
    await post(form());
    await post(form());
    expect(probeWrites).toBe(1);
  });

  it('a keyed write is carried out once per key, across sessions, and again under a new key', async () => {
    const keyed = (key: string, sid: string) =>
      fetch(new URL(`/esp/probe/add?__sid=${sid}`, window.location.href), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: key },
        body: JSON.stringify({ name: '张三' }),
      });
    await keyed('key-1', 'sid-old');
    // The repeat after logging in again comes under a new session id.
    const repeat = (await (await keyed('key-1', 'sid-new')).json()) as { data: { writes: number } };
    expect(repeat.data.writes).toBe(1);
    // The same input under a new key is a new submission (the user meant a second record).
    await keyed('key-2', 'sid-new');
    expect(probeWrites).toBe(2);
  });

  it('a refused keyed write is not remembered: its retry is carried out', async () => {
    let refuseFirst = true;
    server.use(
      http.post(
        '*/probe/add',
        handle(() => {
          probeWrites += 1;
          if (refuseFirst) {
            refuseFirst = false;
            return HttpResponse.json({ success: false, result: 'false', errorMsg: '附件未上传' });
          }
          return ok({ writes: probeWrites });
        }),
      ),
    );
    const keyed = () =>
      fetch(new URL('/esp/probe/add', window.location.href), {
        method: 'POST',
        headers: { [IDEMPOTENCY_HEADER]: 'key-3' },
        body: 'name=x',
      });
    expect(((await (await keyed()).json()) as { success: boolean }).success).toBe(false);
    expect(((await (await keyed()).json()) as { success: boolean }).success).toBe(true);
    expect(probeWrites).toBe(2);
  });
});
