import { APPLICATION_STATUS } from '@/domain/registration';
import { indexApi } from '@/api/common';
import { request } from '@/http/client';
import { passwordResetApplications, registrationApplications } from '@/mocks/families/registration';
import { units, users } from '@/mocks/callers';
import { operators, qualifications } from '@/mocks/families/operator';
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

  it('lists notices newest first, on the notice page and the work desk alike', async () => {
    await loginAs('syqy');
    const newestFirst = (dates: string[]) => dates.toSorted().reverse();
    const page = await indexApi.articlePage({ pageNo: 1, pageSize: 20 });
    const pageDates = page.list.map((article) => article.publishDate);
    expect(new Set(pageDates).size).toBeGreaterThan(10);
    expect(pageDates).toEqual(newestFirst(pageDates));
    const latest = await indexApi.latestArticles(6);
    expect(latest.map((article) => article.id)).toEqual(page.list.slice(0, 6).map((article) => article.id));
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

  it('files an application the administrator rejected with the given opinion', async () => {
    const planted = await plant({ target: 'registration', orgname: hostile, auditOpinion: hostile });
    const application = registrationApplications.find(planted.data.id)!;
    expect(application).toMatchObject({ status: APPLICATION_STATUS.rejected, auditOpinion: hostile });
    expect(application.flowLog.at(-1)).toMatchObject({ action: 'reject', opinion: hostile });
  });

  it('carries over an account and an operator with texts longer than the forms allow', async () => {
    await plant({ target: 'account', loginName: 'syqy', name: hostile, orgname: hostile });
    const user = users.findBy((u) => u.loginName === 'syqy')!;
    expect(user.name).toBe(hostile);
    expect(units.find(user.unitId)?.orgname).toBe(hostile);

    const operator = await plant({
      target: 'operator',
      loginName: 'syqy',
      name: '"><b id="xss-n0">',
      address: hostile,
      remarks: hostile,
      certno: 'TSXSS0000',
      issueorg: hostile,
    });
    expect(operators.find(operator.data.id)).toMatchObject({
      unitId: user.unitId,
      address: hostile,
      remarks: hostile,
    });
    expect(qualifications.findBy((q) => q.operatorId === operator.data.id)).toMatchObject({
      certno: 'TSXSS0000',
      issueorg: hostile,
    });
  });

  it('refuses an empty record or an unknown target', async () => {
    await expect(plant({ target: 'notice', title: ' ' })).rejects.toThrow('请填写通知标题');
    await expect(plant({ target: 'registration', orgname: '' })).rejects.toThrow('请填写单位名称');
    await expect(plant({ target: 'passwordReset', reason: '' })).rejects.toThrow('请填写申请原因');
    await expect(plant({ target: 'account', loginName: 'nobody', name: hostile })).rejects.toThrow(
      '无此账号',
    );
    await expect(plant({ target: 'operator', loginName: 'syqy', name: hostile })).rejects.toThrow(
      '请填写姓名和证书编号',
    );
    await expect(plant({ target: 'unit', text: hostile })).rejects.toThrow(
      'target 须为 notice、registration、passwordReset、account 或 operator',
    );
  });
});
