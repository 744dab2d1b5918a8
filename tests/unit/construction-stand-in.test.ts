import { describe, expect, it, vi } from 'vitest';
import {
  cancelNotice,
  checkCancellation,
  commitNotice,
  completeNotice,
  deleteNotice,
  enterParameters,
  getNotice,
  giveOpinion,
  listInspectionUnits,
  listNotices,
  listRegisterNotices,
  listUseUnits,
  requestSupervision,
  saveNotice,
  type ConstructionNoticeForm,
} from '@/api/construction';
import { NOTICE_MESSAGES, NOTICE_STATUS } from '@/domain/constructionNotice';
import { listEquipment } from '@/api/equipment';
import { constructionNotices } from '@/mocks/families/construction';
import { expectNone } from '../helpers/lists';
import { loginAs } from '../helpers/session';
import { dayFromToday } from '@/utils/beijingTime';

const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: Error) => e.message,
  );

const S = NOTICE_STATUS;

/** A new elevator installation for the demo use unit, supervised by the institute. */
const form = (overrides: Partial<ConstructionNoticeForm> = {}): ConstructionNoticeForm => ({
  constructkind: '1',
  equsortcode: '3110',
  equname: '曳引驱动乘客电梯',
  equcode: '311033012202500777',
  areacode: '330203',
  address: '宁波市海曙区望春工业园区丽园北路1288号3号楼',
  planstartdate: dayFromToday(7),
  planenddate: dayFromToday(60),
  useunitId: 'unit-use',
  inspunitId: 'unit-admin',
  contactman: '徐明',
  contactmobile: '13586703456',
  remarks: '',
  ...overrides,
});

const parameters = (id: string) => ({
  id,
  equmodel: 'GeN2-MR',
  factorycode: '2025A00777',
  makeunit: '杭州西奥电梯有限公司',
  makedate: dayFromToday(-90),
  ratedspeed: '1.75',
  ratedload: '1000',
  floors: '18',
  stations: '18',
  doors: '18',
});

describe('stand-in eqmBcwBasic: construction notification', () => {
  it('a draft is the unit’s alone: the authority neither lists it nor opens it until it is committed', async () => {
    await loginAs('sgdw');
    const filed = form({ equcode: '311033012202500778' });
    const draft = (await saveNotice(filed)).data!;
    await loginAs('admin');
    expect((await listNotices({ notifyNo: draft.notifyNo })).count).toBe(0);
    expect(await failure(getNotice(draft.id))).toBe(NOTICE_MESSAGES.notFound);
    await loginAs('sgdw');
    await commitNotice({ ...filed, id: draft.id });
    await loginAs('admin');
    expect((await listNotices({ notifyNo: draft.notifyNo })).count).toBe(1);
    expect((await getNotice(draft.id)).status).toBe(S.pending);
  });

  it('walks a notification from draft to the using unit’s equipment file', async () => {
    await loginAs('sgdw');
    const draft = (await saveNotice(form())).data!;
    expect(draft).toMatchObject({
      status: S.draft,
      equclacode: '3000',
      useunitname: '宁波甬江化工机械有限公司',
    });
    expect(draft.notifyNo).toMatch(/^SG\d{8}\d{4}$/);
    expect((await listRegisterNotices({ notifyNo: draft.notifyNo })).count).toBe(1);

    const committed = (await commitNotice({ ...form(), id: draft.id })).data!;
    expect(committed.status).toBe(S.pending);
    // Committed: no longer the unit's to edit, still in its query list.
    expect((await listRegisterNotices({ notifyNo: draft.notifyNo })).count).toBe(0);
    expect((await listNotices({ notifyNo: draft.notifyNo })).count).toBe(1);
    expect(await failure(saveNotice({ ...form(), id: draft.id }))).toBe(
      '该施工告知当前状态为“待受理”，不能暂存',
    );
    // Only the authority gives its opinion.
    expect(await failure(giveOpinion(draft.id, true))).toBe('当前角色无权进行此操作');

    await loginAs('admin');
    expect(await failure(giveOpinion(draft.id, false))).toBe(NOTICE_MESSAGES.returnReason);
    expect((await giveOpinion(draft.id, true)).data!.status).toBe(S.accepted);
    expect(await failure(completeNotice(draft.id))).toBe('该施工告知当前状态为“已受理”，不能完工确认');

    await loginAs('sgdw');
    expect(await failure(enterParameters(parameters(draft.id)))).toBe(
      '该施工告知当前状态为“已受理”，不能填写设备参数',
    );
    const supervising = await requestSupervision({
      id: draft.id,
      sbjjdate: dayFromToday(10),
      sbjjcontact: '徐明',
      sbjjmobile: '13586703456',
      sbjjremarks: '',
    });
    expect(supervising.data!.status).toBe(S.supervising);
    // Under supervision it can no longer be cancelled.
    expect(await checkCancellation(draft.id)).toMatchObject({ cancellable: false });

    await loginAs('admin');
    expect(await failure(completeNotice(draft.id))).toBe(NOTICE_MESSAGES.parametersMissing);

    await loginAs('sgdw');
    expect(await failure(enterParameters({ ...parameters(draft.id), ratedspeed: '' }))).toBe(
      '请填写额定速度(m/s)',
    );
    expect(await failure(enterParameters({ ...parameters(draft.id), ratedload: '1.5' }))).toBe(
      '额定载重量(kg)须为整数',
    );
    await enterParameters(parameters(draft.id));

    await loginAs('admin');
    const done = (await completeNotice(draft.id)).data!;
    expect(done.status).toBe(S.completed);
    expect((await getNotice(draft.id)).flowLog.map((s) => s.action)).toEqual([
      'save',
      'commit',
      'accept',
      'requestSupervision',
      'enterParameters',
      'complete',
    ]);

    // The using unit now holds it: unregistered, its first inspection the supervision inspection.
    await loginAs('syqy');
    const [filed] = (await listEquipment({ equcode: '311033012202500777' })).list;
    expect(filed).toMatchObject({
      id: done.equipmentId,
      regstatus: '0',
      ratedload: '1000',
      installunit: '宁波恒力起重安装工程有限公司',
      lastinsdate: dayFromToday(0),
    });
    // An installation of a code already on file is refused.
    await loginAs('sgdw');
    expect(await failure(saveNotice(form()))).toBe(NOTICE_MESSAGES.installedAlready('311033012202500777'));
  });

  it('dates by Beijing’s day: at 01:30 there, the UTC date is still yesterday', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T17:30:00Z'));
    try {
      await loginAs('sgdw');
      const { id, notifyNo } = (await commitNotice(form())).data!;
      expect(notifyNo).toMatch(/^SG20261128\d{4}$/);
      await loginAs('admin');
      await giveOpinion(id, true);
      await loginAs('sgdw');
      const request = {
        id,
        sbjjdate: '2026-11-27',
        sbjjcontact: '徐明',
        sbjjmobile: '13586703456',
        sbjjremarks: '',
      };
      expect(await failure(requestSupervision(request))).toBe('约检日期不能早于今天');
      expect((await requestSupervision({ ...request, sbjjdate: '2026-11-28' })).data!.sbjjdate).toBe(
        '2026-11-28',
      );
      await enterParameters(parameters(id));
      await loginAs('admin');
      await completeNotice(id);
      await loginAs('syqy');
      const [filed] = (await listEquipment({ equcode: '311033012202500777' })).list;
      expect(filed).toMatchObject({
        lastinsdate: '2026-11-28',
        usedate: '2026-11-28',
        nextinsdate: '2027-11-28',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a cancelled notification cannot be committed, and the reason is kept', async () => {
    await loginAs('sgdw');
    const { id } = (await commitNotice(form())).data!;
    expect(await checkCancellation(id)).toEqual({ cancellable: true, reason: NOTICE_MESSAGES.cancellable });
    expect(await failure(cancelNotice(id, ' '))).toBe(NOTICE_MESSAGES.cancelReason);
    const cancelled = (await cancelNotice(id, '业主取消施工')).data!;
    expect(cancelled).toMatchObject({ status: S.cancelled, cancelReason: '业主取消施工' });
    expect(await failure(commitNotice({ ...form(), id }))).toBe('该施工告知当前状态为“已撤销”，不能提交');
    expect(await failure(cancelNotice(id, '再次撤销'))).toBe('该施工告知当前状态为“已撤销”，不能撤销告知');
  });

  it('a returned notification is edited and committed again; only a draft is deleted', async () => {
    const returned = constructionNotices.findBy((n) => n.status === S.returned)!;
    await loginAs('sgdw');
    expect(await failure(deleteNotice(returned.id))).toBe('该施工告知当前状态为“已退回”，不能删除');
    const again = await commitNotice({
      ...form({
        equcode: returned.equcode,
        equsortcode: returned.equsortcode,
        equname: returned.equname,
        constructkind: '2',
      }),
      id: returned.id,
    });
    expect(again.data).toMatchObject({ status: S.pending, opinion: '' });
    const draft = constructionNotices.findBy((n) => n.status === S.draft)!;
    await deleteNotice(draft.id);
    expect(await failure(getNotice(draft.id))).toBe(NOTICE_MESSAGES.notFound);
  });

  it('checks the form: variety, code, dates, units', async () => {
    await loginAs('sgdw');
    expect(await failure(saveNotice(form({ equsortcode: '3100' })))).toBe(NOTICE_MESSAGES.varietyOfKind);
    expect(await failure(saveNotice(form({ equcode: '411033012202500777' })))).toMatch(/设备代码/);
    expect(await failure(saveNotice(form({ planenddate: dayFromToday(1) })))).toBe(
      NOTICE_MESSAGES.endBeforeStart,
    );
    expect(await failure(saveNotice(form({ useunitId: 'unit-cons' })))).toBe(NOTICE_MESSAGES.useUnit);
    expect(await failure(saveNotice(form({ inspunitId: 'unit-use' })))).toBe(NOTICE_MESSAGES.inspectionUnit);
    expect(await failure(saveNotice(form({ contactmobile: '123' })))).toBe('请输入有效的手机号码');
    expect((await listUseUnits('甬江')).map((u) => u.id)).toEqual(['unit-use']);
    expect((await listInspectionUnits()).map((u) => u.orgname)).toContain('宁波市特种设备检验研究院');
  });

  it('each unit sees its own; the authority never a draft; other unit types are refused', async () => {
    await loginAs('sgdw');
    const draft = constructionNotices.findBy((n) => n.status === S.draft)!;
    const all = await listNotices({ pageSize: '100' });
    expect(all.count).toBe(24);

    await loginAs('admin');
    // The 24 less the unit's 6 drafts.
    const seen = await listNotices({ pageSize: '100' });
    expect(seen.count).toBe(18);
    expectNone(seen.list, (n) => n.status === S.draft, 'the authority’s list');
    expect(await failure(getNotice(draft.id))).toBe(NOTICE_MESSAGES.notFound);
    expect(await failure(saveNotice(form()))).toMatch(/无权/);

    for (const login of ['syqy', 'wbdw', 'zzdw', 'jydw']) {
      await loginAs(login);
      expect(await failure(listNotices({})), login).toMatch(/无权/);
      expect(await failure(getNotice(draft.id)), login).toMatch(/无权/);
    }
  });
});
