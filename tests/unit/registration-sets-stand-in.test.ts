import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newAttachmentGroup } from '@/api/attachments';
import { listEquipment } from '@/api/equipment';
import { printHostBase } from '@/api/print';
import {
  getSetRegistration,
  getTermination,
  getUnitRegistration,
  handleTermination,
  listCylinders,
  listSetRegistrations,
  listTerminations,
  listUnitRegistrations,
  saveTermination,
  withdrawTermination,
  type Termination,
} from '@/api/registrationSets';
import { request, sessionQuery } from '@/http/client';
import { CATEGORY, INSPECTION_STATE, USE_STATE } from '@/domain/equipment';
import { REGISTRATION_STATUS as S } from '@/domain/useRegistration';
import { equipment } from '@/mocks/families/equipment';
import {
  cylinders,
  setRegistrations,
  terminations,
  unitRegistrations,
} from '@/mocks/families/registrationSets';
import { expectEvery, expectNone } from '../helpers/lists';
import { loginAs } from '../helpers/session';
import { beijingDay } from '@/utils/beijingTime';

const work = mkdtempSync(join(tmpdir(), 'registration-sets-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: Error) => e.message,
  );

const stored = () =>
  JSON.stringify([terminations.all(), equipment.all(), setRegistrations.all(), unitRegistrations.all()]);

/** The unit's first equipment in use that is overdue or due soon: it is on a due list. */
const dueEquipment = () =>
  listEquipment({ pageNo: 1, pageSize: 5, inspState: INSPECTION_STATE.overdue }).then((p) => p.list[0]!);

/** A termination of the equipment, its proof in a group the server issued to the caller's unit. */
const termination = async (equipmentId: string): Promise<Termination> => ({
  termkind: '1',
  equipmentId,
  reason: '设备报废，申请注销',
  attrefsysid: await newAttachmentGroup(),
});

describe('stand-in useManage: sets and unit registrations', () => {
  it('seeds sets of the unit’s own piping and boilers, dated before today, and lists only the caller’s', async () => {
    await loginAs('syqy');
    const page = await listSetRegistrations({ pageNo: 1, pageSize: 50 });
    expect(page.count).toBeGreaterThan(3);
    const today = beijingDay();
    for (const set of page.list) {
      expect([CATEGORY.pressurePiping, CATEGORY.boiler]).toContain(set.equclacode);
      expect(set.regdate < today).toBe(true);
      expect(set.memberCount).toBeGreaterThanOrEqual(2);
      expect(set.usecercode).toMatch(/^(管|锅)\d{2}浙B8\d{4}\(\d{2}\)$/);
      expect(set.orgname).toBe('宁波甬江化工机械有限公司');
    }
    const detail = await getSetRegistration(page.list[0]!.id);
    expect(detail.members).toHaveLength(detail.memberCount);
    for (const member of detail.members) {
      const record = equipment.find(member.id)!;
      expect(record.unitId).toBe('unit-use');
      expect(record.equclacode).toBe(detail.equclacode);
    }
    // Filters: by category.
    const boilers = await listSetRegistrations({ pageNo: 1, pageSize: 50, equclacode: CATEGORY.boiler });
    expectEvery(boilers.list, (s) => s.equclacode === CATEGORY.boiler, 'boiler sets');
    expect(boilers.count).toBeLessThan(page.count);
  });

  it('counts a unit registration’s cylinders by variety and pages them', async () => {
    await loginAs('syqy');
    const page = await listUnitRegistrations({ pageNo: 1, pageSize: 10 });
    expect(page.list.map((r) => r.sitename)).toEqual(['望春工业园区气体站', '质检中心实验室']);
    const site = await getUnitRegistration(page.list.find((r) => r.sitename === '望春工业园区气体站')!.id);
    expect(site.memberCount).toBe(64);
    expect(site.varietyCounts.reduce((n, v) => n + v.count, 0)).toBe(64);
    const first = await listCylinders({ pageNo: 1, pageSize: 20, unitRegId: site.id });
    expect(first.count).toBe(64);
    expect(first.list).toHaveLength(20);
    expect(first.list[0]!.bottleno).toBe('QP01-0001');
    const third = await listCylinders({ pageNo: 4, pageSize: 20, unitRegId: site.id });
    expect(third.list).toHaveLength(4);
    const variety = site.varietyCounts[0]!;
    const ofVariety = await listCylinders({
      pageNo: 1,
      pageSize: 100,
      unitRegId: site.id,
      variety: variety.variety,
    });
    expect(ofVariety.count).toBe(variety.count);
    expect(await failure(listCylinders({ pageNo: 1, pageSize: 10 }))).toBe('单位登记不存在或已注销');
  });

  it('another unit’s set, registration or cylinders are not found', async () => {
    const otherSet = setRegistrations.findBy((s) => s.unitId === 'unit-multi')!;
    const otherSite = unitRegistrations.findBy((r) => r.unitId === 'unit-multi')!;
    await loginAs('syqy');
    expect(await failure(getSetRegistration(otherSet.id))).toBe('台套登记不存在或已注销');
    expect(await failure(getUnitRegistration(otherSite.id))).toBe('单位登记不存在或已注销');
    expect(await failure(listCylinders({ pageNo: 1, pageSize: 10, unitRegId: otherSite.id }))).toBe(
      '单位登记不存在或已注销',
    );
    const own = await listSetRegistrations({ pageNo: 1, pageSize: 100 });
    expectNone(own.list, (s) => s.id === otherSet.id, 'own sets');
    expect(cylinders.filter((c) => c.unitRegId === otherSite.id).length).toBeGreaterThan(0);
  });

  it('prints a set’s 使用登记证 on the print host; another unit’s is refused', async () => {
    await loginAs('syqy');
    const set = (await listSetRegistrations({ pageNo: 1, pageSize: 1 })).list[0]!;
    const url = new URL(`${printHostBase()}/pdf/setCertificate`, 'http://localhost');
    Object.entries({ id: set.id, ...sessionQuery() }).forEach(([k, v]) => url.searchParams.set(k, v));
    const answer = await fetch(url);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const file = join(work, 'set.pdf');
    writeFileSync(file, new Uint8Array(await answer.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('特种设备使用登记证');
    expect(text).toContain(set.setname);

    url.searchParams.set('id', setRegistrations.findBy((s) => s.unitId === 'unit-multi')!.id);
    const refused = (await (await fetch(url)).json()) as { errorMsg: string };
    expect(refused.errorMsg).toBe('台套登记不存在或已注销');
  });
});

describe('stand-in pemEqmRlvBasic: a termination through its machine', () => {
  it('draft, commit, accept, complete: the equipment is 注销 and leaves the due lists', async () => {
    await loginAs('syqy');
    const due = await dueEquipment();
    const draft = (await saveTermination(await termination(due.id), false)).data;
    expect(draft.status).toBe(S.draft);
    expect(draft.applyNo).toMatch(/^ZX\d{12}$/);
    expect(draft.equcode).toBe(due.equcode);
    const committed = (
      await saveTermination(
        { ...(await termination(due.id)), id: draft.id, attrefsysid: draft.attrefsysid },
        true,
      )
    ).data;
    expect(committed.status).toBe(S.pending);

    // The unit cannot handle its own application; a second one of the same equipment is refused.
    expect(await failure(handleTermination(draft.id!, 'accept'))).toBe('当前角色无权进行此操作');
    expect(await failure(saveTermination(await termination(due.id), true))).toBe(
      '该设备已有办理中的注销申请，请办结或撤回后再申请',
    );

    await loginAs('admin');
    expect(await failure(handleTermination(draft.id!, 'complete'))).toBe(
      '该注销申请当前状态为“待受理”，不能办结',
    );
    await handleTermination(draft.id!, 'accept');
    expect(await failure(handleTermination(draft.id!, 'refuse'))).toBe('请填写意见');
    await handleTermination(draft.id!, 'complete');
    expect(equipment.find(due.id)!.usestatus).toBe(USE_STATE.cancelled);

    await loginAs('syqy');
    const done = await getTermination(draft.id!);
    expect(done.status).toBe(S.completed);
    expect(done.flow?.map((s) => s.action)).toEqual(['submit', 'accept', 'complete']);
    const overdue = await listEquipment({ pageNo: 1, pageSize: 500, inspState: INSPECTION_STATE.overdue });
    expectNone(overdue.list, (e) => e.id === due.id, 'overdue');
    // A cancelled equipment cannot be terminated again.
    expect(await failure(saveTermination(await termination(due.id), false))).toBe(
      '该设备已注销，不能再申请注销',
    );
  });

  it('withdraws before acceptance; after acceptance a withdraw is refused and nothing changes', async () => {
    await loginAs('syqy');
    const pending = terminations.findBy((t) => t.status === S.pending && t.unitId === 'unit-use')!;
    await withdrawTermination(pending.id);
    expect((await getTermination(pending.id)).status).toBe(S.withdrawn);
    expect(await failure(withdrawTermination(pending.id))).toBe('该注销申请当前状态为“已撤回”，不能撤回');

    const due = await dueEquipment();
    const committed = (await saveTermination(await termination(due.id), true)).data;
    await loginAs('admin');
    await handleTermination(committed.id!, 'accept');
    await loginAs('syqy');
    const before = stored();
    expect(await failure(withdrawTermination(committed.id!))).toBe('该注销申请当前状态为“已受理”，不能撤回');
    expect(stored()).toBe(before);
  });

  it('the authority sees every unit’s applications; another unit sees none of these', async () => {
    await loginAs('admin');
    const all = await listTerminations({ pageNo: 1, pageSize: 50 });
    expect(all.count).toBe(terminations.all().length);
    expect(all.list[0]!.orgname).toBe('宁波甬江化工机械有限公司');
    await loginAs('duojs');
    expect((await listTerminations({ pageNo: 1, pageSize: 50 })).count).toBe(0);
    expect(await failure(getTermination(all.list[0]!.id!))).toBe('注销申请不存在或已删除');
  });

  it('refuses hostile writes naming the field; nothing is stored', async () => {
    await loginAs('syqy');
    const due = await dueEquipment();
    const valid = await termination(due.id);
    const other = equipment.findBy((e) => e.unitId === 'unit-multi')!;
    const before = stored();
    const post = (path: string, body: { json: unknown } | { form: Record<string, string> }) =>
      failure(request(path, body));
    const SAVE = '/a/stone/pemEqmRlvBasic/save';
    const cases: [string, { json: unknown } | { form: Record<string, string> }, string][] = [
      [SAVE, { json: { ...valid, termkind: '9' } }, '请选择有效的注销类别'],
      [SAVE, { json: { ...valid, reason: '' } }, '请填写注销原因'],
      [SAVE, { json: { ...valid, reason: '因'.repeat(201) } }, '注销原因不能超过200个字符'],
      [SAVE, { json: { ...valid, reason: 42 } }, '注销原因格式不正确'],
      [SAVE, { json: { ...valid, equipmentId: '' } }, '请选择注销设备'],
      [SAVE, { json: { ...valid, equipmentId: other.id } }, '设备不存在或已删除'],
      [SAVE, { json: { ...valid, isCommit: 'yes' } }, '提交标记格式不正确'],
      [SAVE, { json: { ...valid, attrefsysid: '' } }, '附件编号无效'],
      [SAVE, { json: { ...valid, id: 'zx-none' } }, '注销申请不存在或已删除'],
      [SAVE, { json: [1, 2] }, '请求内容格式不正确'],
      ['/a/stone/pemEqmRlvBasic/withdraw', { form: { id: 'x'.repeat(65) } }, '注销申请无效'],
      ['/a/stone/pemEqmRlvBasic/handle', { form: { id: 'zx-0001', action: 'approve' } }, '办理操作无效'],
    ];
    for (const [path, body, message] of cases) {
      expect(await post(path, body), JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    expect(stored()).toBe(before);
  });
});
