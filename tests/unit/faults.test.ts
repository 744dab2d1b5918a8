import { http } from 'msw';
import { server } from '@/mocks/node';
import { clearFaults, listFaults } from '@/mocks/faults';
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
