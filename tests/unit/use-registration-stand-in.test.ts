import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newAttachmentGroup, uploadAttachment } from '@/api/attachments';
import { getEquipment, listEquipment } from '@/api/equipment';
import { printHostBase } from '@/api/print';
import {
  checkUseAttachments,
  commitChangeRegistration,
  getChangeRegistration,
  getUseRegistration,
  handleChangeRegistration,
  handleUseRegistration,
  listRegistrationApplications,
  listRegistrationRecords,
  listUseRegistrations,
  saveChangeRegistration,
  saveUseRegistration,
  withdrawUseRegistration,
  type ChangeRegistration,
  type UseRegistration,
} from '@/api/useRegistration';
import { request, sessionQuery } from '@/http/client';
import { CATEGORY, INSPECTION_STATE, USE_STATE } from '@/domain/equipment';
import {
  CHANGE_KIND,
  REGISTRATION_MESSAGES,
  REGISTRATION_STATUS as S,
  REQUIRED_CHANGE_ATTACHMENTS,
  REQUIRED_USE_ATTACHMENTS,
  USE_KIND,
} from '@/domain/useRegistration';
import { registrationCodeProblem, registrationCertificateProblem } from '@/utils/validators';
import { equipment } from '@/mocks/families/equipment';
import { changeRegistrations, useRegistrations } from '@/mocks/families/useRegistration';
import { nextChangeNo } from '@/mocks/families/company';
import { nextNumber } from '@/mocks/families/registration';
import { expectEvery, expectNone } from '../helpers/lists';
import { loginAs } from '../helpers/session';
import { scanFile } from '../helpers/scans';

const work = mkdtempSync(join(tmpdir(), 'use-registration-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: Error) => e.message,
  );

/** A new passenger elevator entered in the form (the example device code of docs/requirements.md). */
const newElevator = (attrefsysid: string): UseRegistration => ({
  regkind: USE_KIND.firstUse,
  equipmentId: '',
  equclacode: CATEGORY.elevator,
  equsortcode: '3110',
  equcode: '311033012202100456',
  equname: '登记测试客梯',
  equmodel: 'GeN2-800',
  factorycode: '2021000456',
  makeunit: '日立电梯（中国）有限公司',
  makedate: '2021-03-01',
  installunit: '宁波安捷电梯工程有限公司',
  areacode: '330212',
  address: '宁波市鄞州区天童南路588号1号楼',
  innercode: '梯-101',
  usedate: '2021-06-01',
  safeman: '王丽娟',
  safemobile: '13857401234',
  maintainunit: '宁波安捷电梯工程有限公司',
  attrefsysid,
});

async function uploadAll(attrefsysid: string, groups: readonly string[]) {
  for (const group of groups) await uploadAttachment(scanFile(`${group}.pdf`), attrefsysid, group);
}

/** Files the unit's new elevator application with its attachments and commits it. */
async function committedElevator(): Promise<UseRegistration> {
  await loginAs('syqy');
  const attrefsysid = await newAttachmentGroup();
  await uploadAll(attrefsysid, REQUIRED_USE_ATTACHMENTS[USE_KIND.firstUse]);
  return (await saveUseRegistration(newElevator(attrefsysid), true)).data;
}

const storedState = () =>
  JSON.stringify([useRegistrations.all(), changeRegistrations.all(), equipment.all()]);

/** The text poppler reads from a PDF the print host answers (Node's fetch: jsdom's XHR mangles binaries). */
async function printedText(document: string, id: string) {
  const url = new URL(`${printHostBase()}/pdf/${document}`, 'http://localhost');
  Object.entries({ id, ...sessionQuery() }).forEach(([k, v]) => url.searchParams.set(k, v));
  const answer = await fetch(url);
  if (answer.headers.get('content-type') !== 'application/pdf') {
    return `refused: ${((await answer.json()) as { errorMsg: string }).errorMsg}`;
  }
  const file = join(work, `${id}-${document}.pdf`);
  writeFileSync(file, new Uint8Array(await answer.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('stand-in epPemUseregistApply: a use registration from draft to certificate', () => {
  it('saves a draft; checkUseAtt and the commit name the missing attachments; the commit then goes through', async () => {
    await loginAs('syqy');
    const attrefsysid = await newAttachmentGroup();
    const draft = (await saveUseRegistration(newElevator(attrefsysid), false)).data;
    expect(draft.status).toBe(S.draft);
    expect(draft.applyNo).toMatch(/^DJ\d{12}$/);

    const { missing } = await checkUseAttachments(USE_KIND.firstUse, attrefsysid);
    expect(missing.map((m) => m.label)).toEqual(['使用登记表（加盖公章）', '产品合格证', '监督检验证明']);
    // The server refuses a commit without them, whatever the client checked.
    const direct = request('/a/stone/epPemUseregistApply/save', {
      json: { ...newElevator(attrefsysid), id: draft.id, isCommit: true },
    });
    expect(await failure(direct)).toBe('请先上传：使用登记表（加盖公章）、产品合格证、监督检验证明');
    expect((await getUseRegistration(draft.id!)).status).toBe(S.draft);

    await uploadAll(attrefsysid, REQUIRED_USE_ATTACHMENTS[USE_KIND.firstUse]);
    expect((await checkUseAttachments(USE_KIND.firstUse, attrefsysid)).missing).toEqual([]);
    const committed = (await saveUseRegistration({ ...draft, ...newElevator(attrefsysid) }, true)).data;
    expect(committed.status).toBe(S.pending);
    expect(committed.flow?.map((s) => s.action)).toEqual(['submit']);
  });

  it('a draft is the unit’s alone: the authority neither lists it nor opens it until it is committed', async () => {
    await loginAs('syqy');
    const draft = (await saveUseRegistration(newElevator(await newAttachmentGroup()), false)).data;
    expect((await listUseRegistrations({ pageSize: 100 })).list.map((a) => a.id)).toContain(draft.id);
    await loginAs('admin');
    const seen = (await listUseRegistrations({ pageSize: 500 })).list;
    expect(seen.length).toBeGreaterThan(0);
    expectNone(seen, (a) => a.status === S.draft, 'drafts the authority lists');
    expect(await failure(getUseRegistration(draft.id!))).toBe('使用登记申请不存在或已删除');
  });

  it('the authority accepts and completes: a certificate number of the right format on a new equipment record', async () => {
    const application = await committedElevator();
    await loginAs('admin');
    // The authority sees every unit's applications, with the applying unit's name.
    const listed = await listUseRegistrations({ pageNo: 1, pageSize: 10, applyNo: application.applyNo! });
    expect(listed.list.map((a) => a.orgname)).toEqual(['宁波甬江化工机械有限公司']);
    await handleUseRegistration(application.id!, 'accept');

    await loginAs('syqy');
    expect(await failure(withdrawUseRegistration(application.id!))).toBe(
      '该使用登记申请当前状态为“已受理”，不能撤回',
    );

    await loginAs('admin');
    const done = (await handleUseRegistration(application.id!, 'complete')).data;
    expect(done.status).toBe(S.completed);
    expect(registrationCertificateProblem(done.usecercode!, '梯')).toBeUndefined();
    expect(done.usecercode).toMatch(
      new RegExp(`^梯11浙B\\d{5}\\(${String(new Date().getFullYear()).slice(2)}\\)$`),
    );
    expect(registrationCodeProblem(done.equregcode!, CATEGORY.elevator, '3110')).toBeUndefined();
    expect(done.flow?.map((s) => [s.action, s.operator])).toEqual([
      ['submit', '王丽娟'],
      ['accept', '宁波市特种设备检验研究院'],
      ['complete', '宁波市特种设备检验研究院'],
    ]);

    // The unit's equipment file holds the new record with the issued codes.
    await loginAs('syqy');
    const file = await getEquipment(done.equipmentId, CATEGORY.elevator);
    expect(file.equcode).toBe('311033012202100456');
    expect(file.usecercode).toBe(done.usecercode);
    expect(file.equregcode).toBe(done.equregcode);
    expect(file.regstatus).toBe('1');
    expect(file.usestatus).toBe(USE_STATE.inUse);
    // Issued once: no other equipment holds the number.
    expect(equipment.filter((e) => e.usecercode === done.usecercode)).toHaveLength(1);

    // The certificate and the form print with the number in Chinese text.
    const certificate = await printedText('useCertificate', done.id!);
    expect(certificate).toContain('特种设备使用登记证');
    expect(certificate).toContain(done.usecercode!.slice(0, 5));
    expect(await printedText('useRegistrationForm', done.id!)).toContain('特种设备使用登记表');
  });

  it('refuses illegal steps with the machine’s message and changes nothing', async () => {
    const application = await committedElevator();
    const before = storedState();
    // Commit twice.
    expect(await failure(saveUseRegistration(application, true))).toBe(
      '该使用登记申请当前状态为“待受理”，不能提交',
    );
    // The unit cannot take the authority's steps.
    expect(await failure(handleUseRegistration(application.id!, 'complete'))).toBe('当前角色无权进行此操作');
    // Completing before acceptance.
    await loginAs('admin');
    expect(await failure(handleUseRegistration(application.id!, 'complete'))).toBe(
      '该使用登记申请当前状态为“待受理”，不能办结',
    );
    // A return needs an opinion.
    expect(await failure(handleUseRegistration(application.id!, 'sendBack'))).toBe('请填写意见');
    // Another unit does not find the application.
    await loginAs('duojs');
    expect(await failure(getUseRegistration(application.id!))).toBe('使用登记申请不存在或已删除');
    expect(await failure(withdrawUseRegistration(application.id!))).toBe('使用登记申请不存在或已删除');
    expect(storedState()).toBe(before);
  });

  it('withdraws before acceptance; a completed application cannot be edited', async () => {
    const application = await committedElevator();
    const withdrawn = await withdrawUseRegistration(application.id!);
    expect(withdrawn.ok).toBe(true);
    expect((await getUseRegistration(application.id!)).status).toBe(S.withdrawn);

    const completed = useRegistrations.findBy((a) => a.status === S.completed && a.unitId === 'unit-use')!;
    const file = await getUseRegistration(completed.id);
    expect(await failure(saveUseRegistration(file, false))).toBe(
      '该使用登记申请当前状态为“已办结”，不能保存',
    );
  });

  it('a returned application shows the opinion; edited and committed again it waits for the authority', async () => {
    const application = await committedElevator();
    await loginAs('admin');
    await handleUseRegistration(application.id!, 'sendBack', '监督检验证明不清晰，请重新上传');
    await loginAs('syqy');
    const returned = await getUseRegistration(application.id!);
    expect(returned.status).toBe(S.returned);
    expect(returned.opinion).toBe('监督检验证明不清晰，请重新上传');
    expect(returned.flow?.at(-1)).toMatchObject({
      action: 'sendBack',
      opinion: '监督检验证明不清晰，请重新上传',
    });
    const again = (await saveUseRegistration({ ...returned, innercode: '梯-102' }, true)).data;
    expect(again.status).toBe(S.pending);
    expect(again.innercode).toBe('梯-102');
    expect(again.flow?.map((s) => s.action)).toEqual(['submit', 'sendBack', 'submit']);
  });

  it('of concurrent commits of one application exactly one is carried out', async () => {
    await loginAs('syqy');
    const attrefsysid = await newAttachmentGroup();
    await uploadAll(attrefsysid, REQUIRED_USE_ATTACHMENTS[USE_KIND.firstUse]);
    const draft = (await saveUseRegistration(newElevator(attrefsysid), false)).data;
    // Repeats of one submission (a double click) share its answer: the server carries it out once.
    const repeats = await Promise.all(
      Array.from({ length: 3 }, () => failure(saveUseRegistration(draft, true))),
    );
    expect(repeats).toEqual(['resolved', 'resolved', 'resolved']);
    // Different commits of the same application (two tabs): the machine lets one through.
    const other = (
      await saveUseRegistration(
        { ...newElevator(await newAttachmentGroup()), equcode: '311033012202100457' },
        false,
      )
    ).data;
    await uploadAll(other.attrefsysid, REQUIRED_USE_ATTACHMENTS[USE_KIND.firstUse]);
    const results = await Promise.all(
      ['梯-201', '梯-202', '梯-203'].map((innercode) =>
        failure(saveUseRegistration({ ...other, innercode }, true)),
      ),
    );
    expect(results.filter((r) => r === 'resolved')).toHaveLength(1);
    expect(results.filter((r) => r !== 'resolved')).toEqual([
      '该使用登记申请当前状态为“待受理”，不能提交',
      '该使用登记申请当前状态为“待受理”，不能提交',
    ]);
    for (const id of [draft.id!, other.id!]) {
      const stored = await getUseRegistration(id);
      expect(stored.status).toBe(S.pending);
      expect(stored.flow?.filter((s) => s.action === 'submit')).toHaveLength(1);
    }
  });

  it('first use of equipment already registered, and a second open application, are refused', async () => {
    await loginAs('syqy');
    const registered = equipment.findBy(
      (e) => e.unitId === 'unit-use' && e.regstatus === '1' && e.usestatus === USE_STATE.inUse,
    )!;
    const attrefsysid = await newAttachmentGroup();
    expect(
      await failure(saveUseRegistration({ ...newElevator(attrefsysid), equipmentId: registered.id }, false)),
    ).toBe('该设备已办理使用登记，新设备首次启用登记不能重复申请');
    // The seed's waiting alteration holds its equipment.
    const waiting = useRegistrations.findBy((a) => a.status === S.pending && a.unitId === 'unit-use')!;
    await uploadAll(attrefsysid, REQUIRED_USE_ATTACHMENTS[USE_KIND.alteration]);
    expect(
      await failure(
        saveUseRegistration(
          { ...newElevator(attrefsysid), regkind: USE_KIND.alteration, equipmentId: waiting.equipmentId },
          true,
        ),
      ),
    ).toBe('该设备已有办理中的登记申请，请办结或撤回后再申请');
  });
});

describe('stand-in useManage: change registration changes the equipment on completion', () => {
  /** Files, commits, accepts and completes a change as the unit and the authority. */
  async function completedChange(
    values: Partial<ChangeRegistration> & { equipmentId: string; changeKind: string },
  ) {
    await loginAs('syqy');
    const attrefsysid = await newAttachmentGroup();
    await uploadAll(attrefsysid, REQUIRED_CHANGE_ATTACHMENTS);
    const change: ChangeRegistration = {
      reason: '测试变更',
      newOrgname: '',
      newAreacode: '',
      newAddress: '',
      toOrgcode: '',
      attrefsysid,
      ...values,
    };
    const committed = (await saveChangeRegistration(change, true)).data;
    await loginAs('admin');
    await handleChangeRegistration(committed.id!, 'accept');
    return (await handleChangeRegistration(committed.id!, 'complete')).data;
  }

  const unitElevator = () =>
    equipment.findBy(
      (e) =>
        e.unitId === 'unit-use' &&
        e.equclacode === CATEGORY.elevator &&
        e.usestatus === USE_STATE.inUse &&
        !changeRegistrations.findBy((c) => c.equipmentId === e.id),
    )!;

  it('a change of address shows in the file', async () => {
    const subject = unitElevator();
    const done = await completedChange({
      equipmentId: subject.id,
      changeKind: CHANGE_KIND.address,
      newAreacode: '330205',
      newAddress: '宁波市江北区长兴路100号',
    });
    expect(done.status).toBe(S.completed);
    await loginAs('syqy');
    const file = await getEquipment(subject.id, CATEGORY.elevator);
    expect([file.areacode, file.address]).toEqual(['330205', '宁波市江北区长兴路100号']);
    expect((await getChangeRegistration(done.id!)).flow?.map((s) => s.action)).toEqual([
      'submit',
      'accept',
      'complete',
    ]);
  });

  it('a transfer moves the equipment to the receiving unit with a new certificate', async () => {
    const subject = unitElevator();
    const done = await completedChange({
      equipmentId: subject.id,
      changeKind: CHANGE_KIND.transfer,
      toOrgcode: '91330281MA2B9WQ300',
    });
    expect(done.toOrgname).toBe('宁波三江物业服务有限公司');
    expect(registrationCertificateProblem(done.newUsecercode!, '梯')).toBeUndefined();
    await loginAs('syqy');
    expect(await failure(getEquipment(subject.id, CATEGORY.elevator))).toBe('设备不存在或已删除');
    await loginAs('duojs');
    const file = await getEquipment(subject.id, CATEGORY.elevator);
    expect(file.usecercode).toBe(done.newUsecercode);
  });

  it('a stopped elevator leaves the due lists', async () => {
    await loginAs('syqy');
    const overdue = await listEquipment({ pageNo: 1, pageSize: 500, inspState: INSPECTION_STATE.overdue });
    const subject = overdue.list.find((e) => !changeRegistrations.findBy((c) => c.equipmentId === e.id))!;
    await completedChange({ equipmentId: subject.id, changeKind: CHANGE_KIND.stop });
    await loginAs('syqy');
    const after = await listEquipment({ pageNo: 1, pageSize: 500, inspState: INSPECTION_STATE.overdue });
    expect(after.count).toBe(overdue.count - 1);
    expectNone(after.list, (e) => e.id === subject.id, 'overdue after the stop');
  });

  it('refuses a transfer to an unknown unit and a restart of equipment in use', async () => {
    await loginAs('syqy');
    const subject = unitElevator();
    const base = {
      reason: '测试',
      newOrgname: '',
      newAreacode: '',
      newAddress: '',
      attrefsysid: await newAttachmentGroup(),
    };
    expect(
      await failure(
        saveChangeRegistration(
          {
            ...base,
            equipmentId: subject.id,
            changeKind: CHANGE_KIND.transfer,
            toOrgcode: '91330200MA2AAAAA1X',
          },
          false,
        ),
      ),
    ).toMatch(/统一社会信用代码/);
    expect(
      await failure(
        saveChangeRegistration(
          { ...base, equipmentId: subject.id, changeKind: CHANGE_KIND.restart, toOrgcode: '' },
          false,
        ),
      ),
    ).toBe('只有停用的设备才能重新启用');
  });
});

describe('stand-in registration writes: hostile input refused naming the field, nothing stored', () => {
  const post = (path: string, json: unknown) => failure(request(path, { json }));
  const USE = '/a/stone/epPemUseregistApply/save';
  const CHANGE = '/a/stone/useManage/save';

  it('refuses wrong types, missing and over-long fields, unknown codes and another unit’s equipment', async () => {
    await loginAs('syqy');
    const valid = newElevator(await newAttachmentGroup());
    const before = storedState();
    const cases: [string, unknown, string][] = [
      [USE, { ...valid, regkind: '9' }, '请选择有效的登记类别'],
      [USE, { ...valid, safeman: '' }, '请填写安全管理人员'],
      [USE, { ...valid, safemobile: '12345' }, '请输入有效的手机号码'],
      [USE, { ...valid, address: '路'.repeat(101) }, '使用地点不能超过100个字符'],
      [USE, { ...valid, makedate: '2024-02-30' }, '制造日期不是有效日期'],
      [USE, { ...valid, equcode: '123' }, '请输入有效的18位设备代码'],
      [USE, { ...valid, equname: 42 }, '设备名称格式不正确'],
      [USE, { ...valid, isCommit: 'yes' }, '提交标记格式不正确'],
      [USE, { ...valid, regkind: USE_KIND.alteration }, '改造或达到设计使用年限的登记须选择已登记的设备'],
      [USE, { ...valid, equipmentId: 'eqm-00181' }, '设备不存在或已删除'],
      [USE, { ...valid, attrefsysid: '' }, '附件编号无效'],
      [USE, [1, 2], '请求内容格式不正确'],
      [CHANGE, { changeKind: '2', equipmentId: 'eqm-00001', reason: '', attrefsysid: 'x' }, '请填写变更原因'],
      [
        CHANGE,
        { changeKind: '2', equipmentId: 'eqm-00001', reason: '迁址', attrefsysid: 'x' },
        '请选择变更后所在区域',
      ],
      [
        CHANGE,
        { changeKind: '3', equipmentId: 'eqm-00001', reason: '过户', toOrgcode: '123', attrefsysid: 'x' },
        '请输入有效的统一社会信用代码',
      ],
      [
        CHANGE,
        { changeKind: '0', equipmentId: 'eqm-00001', reason: '迁址', attrefsysid: 'x' },
        '请选择有效的变更类别',
      ],
    ];
    for (const [path, body, message] of cases) {
      expect(await post(path, body), JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    expect(storedState()).toBe(before);
  });
});

describe('stand-in useManage: queryList, applyList and commitEqdEquat', () => {
  const registeredOf = (unitId: string) =>
    equipment.filter(
      (e) => e.unitId === unitId && e.regstatus === '1' && e.usestatus !== USE_STATE.cancelled,
    );

  /** A change of address of one of the unit's elevators, saved as a draft with its attachments. */
  async function draftChange(withAttachments = true) {
    await loginAs('syqy');
    const subject = equipment.findBy(
      (e) =>
        e.unitId === 'unit-use' &&
        e.equclacode === CATEGORY.elevator &&
        e.usestatus === USE_STATE.inUse &&
        !changeRegistrations.findBy((c) => c.equipmentId === e.id),
    )!;
    const attrefsysid = await newAttachmentGroup();
    if (withAttachments) await uploadAll(attrefsysid, REQUIRED_CHANGE_ATTACHMENTS);
    const change: ChangeRegistration = {
      changeKind: CHANGE_KIND.address,
      equipmentId: subject.id,
      reason: '搬迁',
      newOrgname: '',
      newAreacode: '330205',
      newAddress: '宁波市江北区长兴路100号',
      toOrgcode: '',
      attrefsysid,
    };
    return { subject, draft: (await saveChangeRegistration(change, false)).data };
  }

  it("queryList: the unit's registered equipment only, with the change open on it", async () => {
    const { subject, draft } = await draftChange();
    const all = await listRegistrationRecords({ pageNo: 1, pageSize: 500 });
    const expected = registeredOf('unit-use');
    expect(all.count).toBe(expected.length);
    expect(all.list.map((r) => r.id).sort()).toEqual(expected.map((e) => e.id).sort());
    expectEvery(all.list, (r) => r.usecercode !== '', 'all.list');
    // A draft is not with the authority yet; committed, it is.
    const row = () => listRegistrationRecords({ pageNo: 1, pageSize: 10, usecercode: subject.usecercode });
    expect((await row()).list).toEqual([expect.objectContaining({ id: subject.id, openChangeApplyNo: '' })]);
    await commitChangeRegistration(draft.id!);
    expect((await row()).list[0].openChangeApplyNo).toBe(draft.applyNo);

    await loginAs('duojs');
    const other = await listRegistrationRecords({ pageNo: 1, pageSize: 500 });
    expect(other.count).toBe(registeredOf('unit-multi').length);
    expectNone(other.list, (r) => r.id === subject.id, 'other.list');
    await loginAs('admin');
    expect(await failure(listRegistrationRecords({ pageNo: 1, pageSize: 10 }))).toBe(
      '当前角色无权进行此操作',
    );
  });

  it('commitEqdEquat commits a saved draft as it was saved, once, and only the unit’s own', async () => {
    const { draft } = await draftChange();
    await loginAs('duojs');
    expect(await failure(commitChangeRegistration(draft.id!))).toBe('变更登记申请不存在或已删除');
    await loginAs('syqy');
    const committed = (await commitChangeRegistration(draft.id!)).data;
    expect(committed).toMatchObject({
      id: draft.id,
      status: S.pending,
      newAddress: '宁波市江北区长兴路100号',
    });
    expect(committed.flow?.map((s) => s.action)).toEqual(['submit']);
    const before = storedState();
    expect(await failure(commitChangeRegistration(draft.id!))).toMatch(/当前状态为“待受理”/);
    expect(storedState()).toBe(before);
  });

  it('commitEqdEquat refuses a draft without its attachments, or whose equipment changed since', async () => {
    const { subject, draft } = await draftChange(false);
    const before = storedState();
    expect(await failure(commitChangeRegistration(draft.id!))).toMatch(/^请先上传/);
    expect(storedState()).toBe(before);
    await uploadAll(draft.attrefsysid, REQUIRED_CHANGE_ATTACHMENTS);
    equipment.update(subject.id, { usestatus: USE_STATE.cancelled, regstatus: '0' });
    expect(await failure(commitChangeRegistration(draft.id!))).toBe(REGISTRATION_MESSAGES.notRegistered);
    expect(changeRegistrations.find(draft.id!)?.status).toBe(S.draft);
  });

  it('applyList: both kinds of the unit’s applications, by equipment; the authority sees every unit’s committed', async () => {
    const elevator = await committedElevator();
    const { subject, draft } = await draftChange();
    const mine = await listRegistrationApplications({ pageNo: 1, pageSize: 500 });
    const expected = [
      ...useRegistrations.filter((a) => a.unitId === 'unit-use'),
      ...changeRegistrations.filter((a) => a.unitId === 'unit-use'),
    ];
    expect(mine.list.map((r) => r.id).sort()).toEqual(expected.map((a) => a.id).sort());
    expect(mine.list.find((r) => r.id === elevator.id)).toMatchObject({
      kind: 'use',
      subkind: USE_KIND.firstUse,
    });
    const ofSubject = await listRegistrationApplications({
      pageNo: 1,
      pageSize: 50,
      equipmentId: subject.id,
    });
    expect(ofSubject.list.map((r) => [r.kind, r.id])).toContainEqual(['change', draft.id]);
    expectEvery(ofSubject.list, (r) => r.equipmentId === subject.id, 'ofSubject.list');
    const changes = await listRegistrationApplications({ pageNo: 1, pageSize: 500, kind: 'change' });
    expectEvery(changes.list, (r) => r.kind === 'change', 'changes.list');

    await loginAs('duojs');
    const other = await listRegistrationApplications({ pageNo: 1, pageSize: 500 });
    // Another unit sees none of these (its list may well be empty).
    expect(other.list.filter((r) => r.id === draft.id || r.id === elevator.id)).toEqual([]);
    await loginAs('admin');
    const authority = await listRegistrationApplications({ pageNo: 1, pageSize: 500 });
    // Every unit's once committed: the draft of before is the unit's alone.
    const committed = [...useRegistrations.all(), ...changeRegistrations.all()].filter(
      (a) => a.status !== S.draft,
    );
    expect(authority.count).toBe(committed.length);
    expect(authority.list.map((r) => r.id)).not.toContain(draft.id);
  });
});

describe('stand-in 申请编号: unique under a prefix two kinds share', () => {
  it('a unit change numbered after a change registration of the same day (both BG) gets the next serial', () => {
    const taken = nextChangeNo();
    const registration = changeRegistrations.all()[0]!;
    changeRegistrations.update(registration.id, { applyNo: taken });
    const next = nextChangeNo();
    expect(next.slice(0, -4)).toBe(taken.slice(0, -4));
    expect(Number(next.slice(-4))).toBe(Number(taken.slice(-4)) + 1);
    expect(nextNumber('BG', changeRegistrations, 'applyNo')).toBe(next);
  });
});
