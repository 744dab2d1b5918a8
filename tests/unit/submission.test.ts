import { http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { server } from '@/mocks/node';
import * as feedback from '@/lib/feedback';
import { request, setSessionExpiredHandler } from '@/http/client';
import { ApiError } from '@/http/errors';
import { IDEMPOTENCY_HEADER } from '@/http/submission';
import { clearFaults } from '@/mocks/faults';
import { handle, ok } from '@/mocks/respond';
import { STORAGE_KEYS } from '@/utils/storage';

/**
 * The client's idempotency keys against the stand-in's duplicate-submission guard: a submission
 * keeps its key across retries, so a write whose answer was lost is carried out once.
 */
let keys: (string | null)[] = [];
let writes = 0;
beforeEach(() => {
  clearFaults();
  keys = [];
  writes = 0;
  vi.spyOn(feedback.toast, 'error').mockImplementation(() => {});
  server.use(
    http.post(
      '*/probe/commit',
      handle(async ({ request: call }) => {
        writes += 1;
        return ok({ body: await call.text(), writes }, '提交成功');
      }),
    ),
  );
  // Sees every call's key before the stand-in answers it.
  server.events.on('request:start', ({ request: call }) => {
    if (new URL(call.url).pathname.endsWith('/probe/commit')) keys.push(call.headers.get(IDEMPOTENCY_HEADER));
  });
});
afterEach(async () => {
  await lateAnswer;
  server.events.removeAllListeners();
  setSessionExpiredHandler(null);
  vi.restoreAllMocks();
});

const HELD_MS = 400;
/** A late answer still on its way: the test waits for it, so it does not land after the test ends. */
let lateAnswer: Promise<void> = Promise.resolve();
const injectFault = (fault: Record<string, string | number>) => {
  if (fault.kind === 'timeout') lateAnswer = new Promise((resolve) => setTimeout(resolve, HELD_MS + 100));
  return request('/__stand-in/faults', { json: { delayMs: HELD_MS, ...fault }, session: false });
};
const commit = (form: Record<string, string>, signal?: AbortSignal) =>
  request<{ writes: number }>('/probe/commit', { form, signal });
/** The client giving up on a call (jsdom's XHR under MSW does not time out by itself). */
const givenUp = () => AbortSignal.timeout(150);

describe('idempotency keys of submissions', () => {
  it('a retry after the client gave up sends the same key and the server works once', async () => {
    await injectFault({ path: '/probe/commit', kind: 'timeout' });
    await expect(commit({ applyNo: 'ZC1' }, givenUp())).rejects.toBeInstanceOf(ApiError);
    expect(writes).toBe(1);
    const retry = await commit({ applyNo: 'ZC1' });
    expect(retry.data.writes).toBe(1);
    expect(writes).toBe(1);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a retry after HTTP 500 or garbage keeps the key; the server had not worked, so it works now', async () => {
    await injectFault({ path: '/probe/commit', kind: 'http500' });
    await injectFault({ path: '/probe/commit', kind: 'garbage' });
    await expect(commit({ applyNo: 'ZC2' })).rejects.toBeInstanceOf(ApiError);
    await expect(commit({ applyNo: 'ZC2' })).rejects.toBeInstanceOf(ApiError);
    expect(writes).toBe(0);
    await commit({ applyNo: 'ZC2' });
    expect(writes).toBe(1);
    expect(new Set(keys).size).toBe(1);
  });

  it('after an answer the same input is a new submission with a new key', async () => {
    await commit({ applyNo: 'ZC3' });
    await commit({ applyNo: 'ZC3' });
    expect(writes).toBe(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a refusal is an answer too: the next send is a new submission', async () => {
    await injectFault({ path: '/probe/commit', kind: 'business', message: '系统维护中' });
    await expect(commit({ applyNo: 'ZC4' })).rejects.toMatchObject({ kind: 'business' });
    await commit({ applyNo: 'ZC4' });
    expect(writes).toBe(1);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('changed input after a lost answer is a new submission', async () => {
    await injectFault({ path: '/probe/commit', kind: 'timeout' });
    await expect(commit({ applyNo: 'ZC5' }, givenUp())).rejects.toBeInstanceOf(ApiError);
    await commit({ applyNo: 'ZC5', remarks: '补充说明' });
    expect(writes).toBe(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('the repeat after logging in again carries the same key under the new session', async () => {
    Cookies.set(STORAGE_KEYS.token, 'sid-old');
    await injectFault({ path: '/probe/commit', kind: 'expired' });
    setSessionExpiredHandler(() => {
      Cookies.set(STORAGE_KEYS.token, 'sid-new');
      return Promise.resolve();
    });
    await commit({ applyNo: 'ZC6' });
    expect(writes).toBe(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a double click sends one key; the second call waits for the first and gets its answer', async () => {
    const [first, second] = await Promise.all([commit({ applyNo: 'ZC7' }), commit({ applyNo: 'ZC7' })]);
    expect(writes).toBe(1);
    expect(second.data).toEqual(first.data);
    expect(keys[1]).toBe(keys[0]);
  });

  it('uploads: the same fields and file are one submission, whatever multipart boundary is used', async () => {
    await injectFault({ path: '/probe/commit', kind: 'timeout' });
    const scan = new File(['scan'], 'licence.png', { type: 'image/png', lastModified: 1 });
    const upload = (signal?: AbortSignal) => {
      const body = new FormData();
      body.append('group', 'licence');
      body.append('file', scan);
      return request('/probe/commit', { body, signal });
    };
    await expect(upload(givenUp())).rejects.toBeInstanceOf(ApiError);
    await upload();
    expect(writes).toBe(1);
    expect(keys[1]).toBe(keys[0]);
  });

  it('reads carry no key', async () => {
    let key: string | null = 'unset';
    server.use(
      http.get('*/probe/list', ({ request: call }) => {
        key = call.headers.get(IDEMPOTENCY_HEADER);
        return HttpResponse.json({ success: true, data: [] });
      }),
    );
    await request('/probe/list');
    expect(key).toBeNull();
  });
});
