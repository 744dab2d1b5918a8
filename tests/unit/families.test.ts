import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import * as feedback from '@/lib/feedback';
import { request, setSessionExpiredHandler } from '@/http/client';
import { familyOf, onWrite, readFrom } from '@/http/families';

describe('backend families', () => {
  let written: string[];
  let stopListening: () => void;
  beforeEach(() => {
    vi.spyOn(feedback.toast, 'error').mockImplementation(() => {});
    written = [];
    stopListening = onWrite((family) => written.push(family));
  });
  afterEach(() => {
    stopListening();
    vi.restoreAllMocks();
    setSessionExpiredHandler(null);
  });

  it('a family is the path segment after /a/stone/', () => {
    expect(familyOf('/a/stone/operator/qualification/list')).toBe('operator');
    expect(familyOf('/a/stone/passwordResetApply/get/7')).toBe('passwordResetApply');
    expect(familyOf('/a/login')).toBeUndefined();
  });

  it('a successful write announces its family; a GET, a refusal and an unannounced call do not', async () => {
    server.use(
      http.post('*/a/stone/operator/add', () => HttpResponse.json({ success: true })),
      http.post('*/a/stone/operator/del', () => HttpResponse.json({ success: false, errorMsg: '不能删除' })),
      http.get('*/a/stone/operator/get', () => HttpResponse.json({ success: true, data: {} })),
      http.post('*/a/stone/common/check', () => HttpResponse.json({ success: true })),
    );
    await request('/a/stone/operator/get', { params: { id: '1' } });
    await expect(request('/a/stone/operator/del', { form: { ids: '1' } })).rejects.toThrow('不能删除');
    await request('/a/stone/common/check', { form: { code: '1' }, announce: false });
    expect(written).toEqual([]);
    await request('/a/stone/operator/add', { json: { name: '张三' } });
    expect(written).toEqual(['operator']);
  });

  it("a load's calls are reads whatever their method, and the load learns their families", async () => {
    let calls = 0;
    server.use(
      http.post('*/a/stone/account/findAccount', () => {
        calls += 1;
        // The first answer says the session has expired: the repeat is sent after logging in again.
        return HttpResponse.json(calls === 1 ? { result: 'login' } : { success: true, data: { list: [] } });
      }),
    );
    setSessionExpiredHandler(() => Promise.resolve());
    const read: string[] = [];
    await readFrom(
      () => request('/a/stone/account/findAccount', { form: { pageNo: 1 } }),
      (family) => read.push(family),
    );
    expect(calls).toBe(2);
    expect(read).toEqual(['account']);
    expect(written).toEqual([]);
  });
});
