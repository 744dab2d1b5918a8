import { http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { server } from '@/mocks/node';
import * as feedback from '@/lib/feedback';
import { request, setSessionExpiredHandler } from '@/http/client';
import { normaliseEnvelope } from '@/http/envelope';
import { ApiError, SERVER_ERROR_TEXT } from '@/http/errors';
import { handleResult } from '@/http/result';
import { STORAGE_KEYS } from '@/utils/storage';

describe('envelope normalising', () => {
  it.each([
    [{ success: true, errorMsg: '好' }, true, '好'],
    [{ isSuccess: true, errmsg: '好' }, true, '好'],
    [{ result: 'true', message: '好' }, true, '好'],
    [{ success: false, errorMsg: '坏' }, false, '坏'],
    [{ isSuccess: 'false', errmsg: '坏' }, false, '坏'],
    [{ errorMsg: '无标志' }, false, '无标志'],
  ])('%j -> ok %s', (body, ok, message) => {
    const envelope = normaliseEnvelope(body);
    expect(envelope?.ok).toBe(ok);
    expect(envelope?.message).toBe(message);
  });

  it('recognises an expired session and refuses non-objects', () => {
    expect(normaliseEnvelope({ result: 'login' })?.loginRequired).toBe(true);
    expect(normaliseEnvelope('<html>')).toBeNull();
    expect(normaliseEnvelope(null)).toBeNull();
    expect(normaliseEnvelope([1])).toBeNull();
  });
});

describe('HTTP client', () => {
  let errorToast: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errorToast = vi.spyOn(feedback.toast, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setSessionExpiredHandler(null);
  });

  it('sends the session id and extended session id on every call, and form posts form-encoded', async () => {
    Cookies.set(STORAGE_KEYS.token, 'sid-1');
    Cookies.set(STORAGE_KEYS.extendToken, 'esid-1');
    let seen: { query: URLSearchParams; type: string | null; body: string } | undefined;
    server.use(
      http.post('*/a/echo', async ({ request: req }) => {
        seen = {
          query: new URL(req.url).searchParams,
          type: req.headers.get('content-type'),
          body: await req.text(),
        };
        return HttpResponse.json({ success: true, data: 1 });
      }),
    );
    await request('/a/echo', { form: { name: '张三', ids: ['1', '2'], empty: undefined } });
    expect(seen?.query.get('__sid')).toBe('sid-1');
    expect(seen?.query.get('__esid')).toBe('esid-1');
    expect(seen?.type).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(seen?.body).getAll('ids')).toEqual(['1', '2']);
    expect(new URLSearchParams(seen?.body).get('name')).toBe('张三');
    expect(new URLSearchParams(seen?.body).has('empty')).toBe(false);
  });

  it('sends no XSRF header: the session travels in the query, so no cookie is read for a call', async () => {
    Cookies.set('XSRF-TOKEN', 'xsrf-1');
    onTestFinished(() => Cookies.remove('XSRF-TOKEN'));
    let xsrf: string | null | undefined;
    server.use(
      http.get('*/a/plain', ({ request: req }) => {
        xsrf = req.headers.get('x-xsrf-token');
        return HttpResponse.json({ success: true, data: 1 });
      }),
    );
    await request('/a/plain');
    expect(xsrf).toBeNull();
  });

  it.each([
    ['a network drop', () => HttpResponse.error()],
    ['HTTP 500', () => new HttpResponse('oops', { status: 500 })],
    [
      'an HTML page',
      () => new HttpResponse('<html>代理错误</html>', { headers: { 'Content-Type': 'text/html' } }),
    ],
    [
      'garbage JSON',
      () => new HttpResponse('{"success": tru', { headers: { 'Content-Type': 'application/json' } }),
    ],
  ])('%s shows 服务器出错了请稍后再试 and rejects', async (_case, answer) => {
    server.use(http.get('*/a/broken', answer));
    await expect(request('/a/broken')).rejects.toBeInstanceOf(ApiError);
    expect(errorToast).toHaveBeenCalledWith(SERVER_ERROR_TEXT);
  });

  it('a response without a success flag shows its message as an error and rejects', async () => {
    server.use(http.get('*/a/refused', () => HttpResponse.json({ errmsg: '该设备已注销' })));
    await expect(request('/a/refused')).rejects.toMatchObject({ kind: 'business', message: '该设备已注销' });
    expect(errorToast).toHaveBeenCalledWith('该设备已注销');
  });

  it('silent calls leave the message to the caller', async () => {
    server.use(
      http.get('*/a/refused', () => HttpResponse.json({ success: false, errorMsg: '账号或密码错误' })),
    );
    await expect(request('/a/refused', { silent: true })).rejects.toMatchObject({
      message: '账号或密码错误',
      notified: false,
    });
    expect(errorToast).not.toHaveBeenCalled();
  });

  it.each([
    ['result login', () => HttpResponse.json({ result: 'login' })],
    ['HTTP 401', () => new HttpResponse(null, { status: 401 })],
  ])(
    'an expired session (%s) waits for the user to log in again, then retries the call',
    async (_case, expired) => {
      let calls = 0;
      server.use(
        http.get('*/a/data', () => {
          calls += 1;
          return calls === 1 ? expired() : HttpResponse.json({ success: true, data: 'fresh' });
        }),
      );
      const relogin = vi.fn(() => Promise.resolve());
      setSessionExpiredHandler(relogin);
      const envelope = await request('/a/data');
      expect(relogin).toHaveBeenCalledTimes(1);
      expect(envelope.data).toBe('fresh');
      expect(calls).toBe(2);
    },
  );

  it('an expired session rejects when the user gives up logging in again', async () => {
    server.use(http.get('*/a/data', () => HttpResponse.json({ result: 'login' })));
    setSessionExpiredHandler(() => Promise.reject(new Error('cancelled')));
    await expect(request('/a/data')).rejects.toMatchObject({ kind: 'session' });
  });
});

describe('shared result handler', () => {
  afterEach(() => vi.restoreAllMocks());

  it('success: toast with the server text, then the success callback', async () => {
    const success = vi.spyOn(feedback.toast, 'success').mockImplementation(() => {});
    server.use(
      http.post('*/a/save', () =>
        HttpResponse.json({ success: true, errorMsg: '保存成功', data: { id: '9' } }),
      ),
    );
    const onSuccess = vi.fn();
    expect(await handleResult(request('/a/save', { form: {} }), { onSuccess })).toBe(true);
    expect(success).toHaveBeenCalledWith('保存成功');
    expect(onSuccess).toHaveBeenCalledWith({ id: '9' });
  });

  it('failure: one error toast, then the failure callback', async () => {
    const error = vi.spyOn(feedback.toast, 'error').mockImplementation(() => {});
    server.use(http.post('*/a/save', () => HttpResponse.json({ success: false, errorMsg: '名称重复' })));
    const onFailure = vi.fn();
    expect(await handleResult(request('/a/save', { form: {} }), { onFailure })).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('名称重复');
    expect(onFailure).toHaveBeenCalledWith('名称重复');
  });
});
