import { APPLICATION_STATUS } from '@/domain/registration';
import { indexApi } from '@/api/common';
import { request } from '@/http/client';
import { passwordResetApplications, registrationApplications } from '@/mocks/families/registration';
import { loginAs } from '../helpers/session';
import { XSS_CORPUS } from '../shared/xss-corpus';

/** The stand-in's plant control, as the XSS browser test calls it. */
const plant = (body: Record<string, string>) =>
  request<{ id: string }>('/__stand-in/plant', { json: body, session: false, silent: true });

const hostile = XSS_CORPUS.map((p) => p.text).join(' ');

describe('stand-in plant control', () => {
  it('publishes a notice as the CMS would: first in the lists, its text stored as sent', async () => {
    const planted = await plant({ target: 'notice', title: hostile, content: `<p>${hostile}</p>` });
    await loginAs('syqy');
    const page = await indexApi.articlePage({ pageNo: 1, pageSize: 10 });
    expect(page.list[0]).toMatchObject({ id: planted.data.id, title: hostile, author: '信息中心' });
    expect(page.list[0]).not.toHaveProperty('content');
    expect((await indexApi.article(planted.data.id)).content).toBe(`<p>${hostile}</p>`);
  });

  it('files pending applications with the given text', async () => {
    const registration = await plant({ target: 'registration', orgname: hostile, address: hostile });
    expect(registrationApplications.find(registration.data.id)).toMatchObject({
      orgname: hostile,
      address: hostile,
      status: APPLICATION_STATUS.pending,
    });
    const reset = await plant({ target: 'passwordReset', reason: hostile, contactPerson: hostile });
    expect(passwordResetApplications.find(reset.data.id)).toMatchObject({
      reason: hostile,
      contactPerson: hostile,
      loginName: 'zzdw',
    });
  });

  it('refuses an empty record or an unknown target', async () => {
    await expect(plant({ target: 'notice', title: ' ' })).rejects.toThrow('请填写通知标题');
    await expect(plant({ target: 'registration', orgname: '' })).rejects.toThrow('请填写单位名称');
    await expect(plant({ target: 'passwordReset', reason: '' })).rejects.toThrow('请填写申请原因');
    await expect(plant({ target: 'unit', text: hostile })).rejects.toThrow(
      'target 须为 notice、registration 或 passwordReset',
    );
  });
});
