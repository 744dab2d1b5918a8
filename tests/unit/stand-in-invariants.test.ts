import { describe, expect, it } from 'vitest';
import { accountApi } from '@/api/account';
import { newAttachmentGroup, uploadAttachment } from '@/api/attachments';
import { unitApi } from '@/api/company';
import {
  auditEquipmentChange,
  changeEquipment,
  getEquipment,
  withdrawEquipmentChange,
} from '@/api/equipment';
import { inspectionApi } from '@/api/inspection';
import { handleChangeRegistration } from '@/api/useRegistration';
import { CATEGORY, USE_STATE } from '@/domain/equipment';
import { EQUIPMENT_CHANGE_STATUS } from '@/domain/equipmentFile';
import { APPLICATION_STATUS } from '@/domain/registration';
import { CHANGE_KIND, REGISTRATION_STATUS } from '@/domain/useRegistration';
import { Refusal } from '@/mocks/respond';
import { attachments, GROUP_NOT_OURS, issuedGroups } from '@/mocks/families/attachments';
import { operators } from '@/mocks/families/operator';
import { units } from '@/mocks/callers';
import { equipment, equipmentChanges, type EquipmentRecord } from '@/mocks/families/equipment';
import { inspectionApplications } from '@/mocks/families/inspection';
import { registrationApplications } from '@/mocks/families/registration';
import { changeRegistrations, useRegistrations } from '@/mocks/families/useRegistration';
import { OPEN_STATUSES } from '@/domain/inspectionApplication';
import { brokenInvariants, INVARIANTS } from '@/mocks/invariants';
import { newAccount } from '../helpers/accounts';
import { applyInspection, commitTransfer, elevator } from '../helpers/domainSteps';
import { scanFile } from '../helpers/scans';
import { loginAs } from '../helpers/session';

const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: Error) => e.message,
  );

/** The message a guard refuses a direct write with, or 'stored'. */
const refusalOf = async (write: () => unknown) => {
  try {
    write();
    return 'stored';
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return ((await error.response.json()) as { errorMsg: string }).errorMsg;
  }
};

describe('stand-in invariants', () => {
  it('hold in the seed', () => {
    expect(INVARIANTS.length).toBeGreaterThanOrEqual(6);
    expect(brokenInvariants()).toEqual({});
  });

  it('a unit change cannot take the credit code a pending registration holds (the model test found it)', async () => {
    await loginAs('syqy');
    const unit = await unitApi.get();
    const { data: change } = await unitApi.changeUnit({
      ...unit,
      orgcode: '91330212MA2KD3LW5K',
      reason: '更正',
    });
    await loginAs('admin');
    expect(await failure(unitApi.auditChange(change!.id, true))).toBe(
      '统一社会信用代码 91330212MA2KD3LW5K 已被待审核的注册申请 ZC202611050001（宁波鄞州海晨食品有限公司）使用',
    );
    expect(units.find('unit-use')!.orgcode).toBe(unit.orgcode);
    expect(brokenInvariants()).toEqual({});
  });

  it('one unit cannot upload into an attachment group issued to another unit', async () => {
    await loginAs('syqy');
    const group = await newAttachmentGroup();
    await uploadAttachment(scanFile('a.png', 1024), group, 'photo');
    await loginAs('duojs');
    expect(await failure(uploadAttachment(scanFile('b.png', 1024), group, 'photo'))).toBe(GROUP_NOT_OURS);
    expect(attachments.filter((a) => a.attrefsysid === group).map((a) => a.unitId)).toEqual(['unit-use']);
  });

  it('every write path of equipment keeps 设备代码 and 注册代码 unique, naming the holder', async () => {
    const [mine, theirs] = [
      equipment.findBy((e) => e.unitId === 'unit-use' && e.equcode !== '')!,
      equipment.findBy((e) => e.unitId !== 'unit-use' && e.equregcode !== '')!,
    ];
    expect(await refusalOf(() => equipment.update(mine.id, { equregcode: theirs.equregcode }))).toBe(
      `注册代码 ${theirs.equregcode} 已被其他单位（${units.find(theirs.unitId)!.orgname}）的设备使用`,
    );
    expect(await refusalOf(() => equipment.insert({ ...mine, id: 'eqm-copy', equregcode: '' }))).toBe(
      `设备代码 ${mine.equcode} 已被本单位的设备「${mine.equname}」使用`,
    );
    expect(
      await refusalOf(() =>
        equipment.insert({ ...mine, id: 'eqm-orphan', equcode: '', equregcode: '', unitId: 'unit-gone' }),
      ),
    ).toBe('设备所属单位不存在');
    expect(equipment.find('eqm-copy')).toBeUndefined();
  });

  it('equipment is in one open inspection application at most', async () => {
    const open = inspectionApplications.findBy((a) => OPEN_STATUSES.includes(a.status))!;
    const taken = open.equipment[0];
    expect(
      await refusalOf(() => inspectionApplications.insert({ ...open, id: 'bj-copy', applyNo: 'BJ-COPY' })),
    ).toBe(`设备 ${taken.equcode || taken.equname} 已在检验申请 ${open.applyNo} 中，请待其办结后再申请`);
  });
});

/** Unit-use's registered elevator in use with nothing filed on it: one a transfer could take. */
const transferable = () =>
  equipment.findBy(
    (e) =>
      e.unitId === 'unit-use' &&
      e.equsortcode === '3110' &&
      e.usestatus === USE_STATE.inUse &&
      e.regstatus === '1' &&
      !equipmentChanges.findBy((c) => c.equipmentId === e.id) &&
      !useRegistrations.findBy((a) => a.equipmentId === e.id) &&
      !changeRegistrations.findBy((a) => a.equipmentId === e.id) &&
      !inspectionApplications.findBy((a) => a.equipment.some((applied) => applied.id === e.id)),
  )!;

/** The unit's change request of the elevator as filed, with `patch` changed. */
const requestChange = (subject: EquipmentRecord, patch: Partial<ReturnType<typeof elevator>> = {}) =>
  changeEquipment({
    ...elevator(subject.equcode, subject.equregcode),
    usecercode: subject.usecercode,
    id: subject.id,
    ...patch,
  });

describe('a transfer (过户) is refused while anything is open on the equipment', () => {
  it("while the unit's change request of it waits for the audit: the unit's commit names the request", async () => {
    const subject = transferable();
    await loginAs('syqy');
    const { data: request } = await requestChange(subject);
    expect(await failure(commitTransfer(subject.id))).toBe(
      `设备「${subject.equname}」有待审核的设备信息变更申请 ${request.applyNo}，办结或撤回后才能过户`,
    );
    expect(changeRegistrations.findBy((a) => a.equipmentId === subject.id)).toBeUndefined();
    await withdrawEquipmentChange(request.id!);
    expect((await commitTransfer(subject.id)).status).toBe(REGISTRATION_STATUS.pending);
  });

  it("while the old owner's inspection application is open: the completion names it and moves nothing", async () => {
    const subject = transferable();
    await loginAs('syqy');
    const transfer = await commitTransfer(subject.id);
    // Filed while the transfer waits: nothing stops the owner applying for its own equipment.
    const inspection = await applyInspection([subject.id]);
    await loginAs('admin');
    await handleChangeRegistration(transfer.id!, 'accept');
    expect(await failure(handleChangeRegistration(transfer.id!, 'complete'))).toBe(
      `设备「${subject.equname}」有未办结的报检申请 ${inspection.applyNo}，办结或撤回后才能过户`,
    );
    expect(equipment.find(subject.id)!.unitId).toBe('unit-use');
    expect(changeRegistrations.find(transfer.id!)!.status).toBe(REGISTRATION_STATUS.accepted);
    await loginAs('syqy');
    await inspectionApi.withdraw(inspection.id);
    await loginAs('admin');
    await handleChangeRegistration(transfer.id!, 'complete');
    expect(equipment.find(subject.id)!.unitId).toBe('unit-multi');
    expect(brokenInvariants()).toEqual({});
  });

  it('while a use or change registration of it is open: every write that moves equipment is refused', async () => {
    const open = (status: string) =>
      status === REGISTRATION_STATUS.pending || status === REGISTRATION_STATUS.accepted;
    const openUse = useRegistrations.findBy((a) => a.equipmentId !== '' && open(a.status))!;
    const openChange = changeRegistrations.findBy(
      (a) => a.changeKind !== CHANGE_KIND.transfer && open(a.status),
    )!;
    for (const [filed, kind] of [
      [openUse, '使用登记'],
      [openChange, '变更登记'],
    ] as const) {
      const subject = equipment.find(filed.equipmentId)!;
      expect(await refusalOf(() => equipment.update(subject.id, { unitId: 'unit-multi' }))).toBe(
        `设备「${subject.equname}」有未办结的${kind}申请 ${filed.applyNo}，办结或撤回后才能过户`,
      );
      expect(equipment.find(subject.id)!.unitId).toBe(filed.unitId);
    }
  });
});

describe('the equipment file', () => {
  it("shows the new owner none of the old owner's change requests", async () => {
    const subject = transferable();
    await loginAs('syqy');
    const { data: old } = await requestChange(subject);
    await loginAs('admin');
    await auditEquipmentChange(old.id!, false, '资料不符');
    await loginAs('syqy');
    expect((await getEquipment(subject.id, CATEGORY.elevator)).changes?.map((c) => c.id)).toEqual([old.id]);
    const transfer = await commitTransfer(subject.id);
    await loginAs('admin');
    await handleChangeRegistration(transfer.id!, 'accept');
    await handleChangeRegistration(transfer.id!, 'complete');
    await loginAs('duojs');
    const file = await getEquipment(subject.id, CATEGORY.elevator);
    expect([file.changes, file.pendingChange]).toEqual([[], null]);
    // The new owner's own request is not held up by the old owner's history, and only it sees it.
    const { data: own } = await requestChange(subject, { safeman: '张伟' });
    expect((await getEquipment(subject.id, CATEGORY.elevator)).pendingChange?.id).toBe(own.id);
    expect(equipmentChanges.find(old.id!)!.status).toBe(EQUIPMENT_CHANGE_STATUS.returned);
  });
});

describe('a credit code a pending registration holds', () => {
  it('cannot be taken by an account the administrator creates; the registration is still approved', async () => {
    const pending = registrationApplications.find('reg-seed-pending')!;
    await loginAs('admin');
    expect(
      await failure(accountApi.create(newAccount({ orgcode: pending.orgcode, orgname: '宁波抢注有限公司' }))),
    ).toBe(
      `统一社会信用代码 ${pending.orgcode} 已被待审核的注册申请 ${pending.applyNo}（${pending.orgname}）使用`,
    );
    expect(units.findBy((u) => u.orgcode === pending.orgcode)).toBeUndefined();
    await accountApi.audit(pending.id, '同意');
    expect(registrationApplications.find(pending.id)!.status).toBe(APPLICATION_STATUS.approved);
    expect(units.filter((u) => u.orgcode === pending.orgcode).map((u) => u.orgname)).toEqual([
      pending.orgname,
    ]);
    expect(brokenInvariants()).toEqual({});
  });
});

describe('attachment groups are issued by the server, bound to the unit and the record that hold them', () => {
  const FOREIGN = GROUP_NOT_OURS;

  it("refuse a guessed id of another unit's record even before it has a file", async () => {
    const application = useRegistrations.findBy((a) => a.unitId === 'unit-use')!;
    const theirs = equipment.findBy((e) => e.unitId === 'unit-multi')!;
    expect(
      attachments.findBy((a) => [application.attrefsysid, theirs.id].includes(a.attrefsysid)),
    ).toBeUndefined();
    await loginAs('duojs');
    expect(await failure(uploadAttachment(scanFile('a.png'), application.attrefsysid, 'photo'))).toBe(
      FOREIGN,
    );
    await loginAs('syqy');
    expect(await failure(uploadAttachment(scanFile('a.png'), theirs.id, 'photo'))).toBe(FOREIGN);
    // The owner's save is not blocked: its files go into its record's group.
    await uploadAttachment(scanFile('b.png'), application.attrefsysid, 'photo');
    expect(attachments.filter((a) => a.attrefsysid === application.attrefsysid).map((a) => a.unitId)).toEqual(
      ['unit-use'],
    );
    expect(brokenInvariants()).toEqual({});
  });

  it('refuse a record that takes the group another record holds', async () => {
    const operator = operators.findBy((o) => o.unitId === 'unit-use')!;
    const held = useRegistrations.findBy((a) => a.unitId === 'unit-use')!.attrefsysid;
    const HELD = '附件编号无效：该附件组已属于本单位的其他记录';
    expect(await refusalOf(() => operators.insert({ ...operator, id: 'op-copy', attrefsysid: held }))).toBe(
      HELD,
    );
    expect(await refusalOf(() => operators.update(operator.id, { attrefsysid: held }))).toBe(HELD);
    // Another unit's record's group: not told apart from one that does not exist.
    const theirs = operators.findBy((o) => o.unitId !== 'unit-use')!.attrefsysid;
    expect(await refusalOf(() => operators.update(operator.id, { attrefsysid: theirs }))).toBe(
      `附件编号无效：${FOREIGN}`,
    );
    expect(operators.find('op-copy')).toBeUndefined();
  });

  it('refuse an upload into a group id the server never issued, and a record saved with one', async () => {
    await loginAs('syqy');
    const forged = crypto.randomUUID();
    expect(await failure(uploadAttachment(scanFile('a.png'), forged, 'photo'))).toBe(FOREIGN);
    expect(attachments.findBy((a) => a.attrefsysid === forged)).toBeUndefined();
    const operator = operators.findBy((o) => o.unitId === 'unit-use')!;
    expect(await refusalOf(() => operators.update(operator.id, { attrefsysid: forged }))).toBe(
      `附件编号无效：${FOREIGN}`,
    );
    expect(operators.find(operator.id)!.attrefsysid).toBe(operator.attrefsysid);
  });

  it("refuse a group issued to another unit, for uploads and saves alike, until it is the holder's", async () => {
    await loginAs('duojs');
    const theirs = await newAttachmentGroup();
    expect(issuedGroups.find(theirs)!.unitId).toBe('unit-multi');
    await loginAs('syqy');
    expect(await failure(uploadAttachment(scanFile('a.png'), theirs, 'photo'))).toBe(FOREIGN);
    const operator = operators.findBy((o) => o.unitId === 'unit-use')!;
    expect(await refusalOf(() => operators.update(operator.id, { attrefsysid: theirs }))).toBe(
      `附件编号无效：${FOREIGN}`,
    );
    // Its own issued group: the upload is stored and the record may take it.
    const mine = await newAttachmentGroup();
    expect(mine).not.toBe(theirs);
    await uploadAttachment(scanFile('b.png'), mine, 'photo');
    expect(await refusalOf(() => operators.update(operator.id, { attrefsysid: mine }))).toBe('stored');
    expect(attachments.filter((a) => a.attrefsysid === mine).map((a) => a.unitId)).toEqual(['unit-use']);
    expect(brokenInvariants()).toEqual({});
  });

  it("take uploads into a seeded record's group and an equipment's own id, for their unit only", async () => {
    await loginAs('syqy');
    const seeded = operators.findBy((o) => o.unitId === 'unit-use')!;
    const ownEquipment = equipment.findBy((e) => e.unitId === 'unit-use')!;
    expect(issuedGroups.find(seeded.attrefsysid)).toBeUndefined();
    await uploadAttachment(scanFile('a.png'), seeded.attrefsysid, 'certificate');
    await uploadAttachment(scanFile('b.png'), ownEquipment.id, 'photo');
    expect(
      attachments
        .filter((a) => [seeded.attrefsysid, ownEquipment.id].includes(a.attrefsysid))
        .map((a) => a.name)
        .sort(),
    ).toEqual(['a.png', 'b.png']);
    await loginAs('duojs');
    expect(await failure(uploadAttachment(scanFile('c.png'), seeded.attrefsysid, 'certificate'))).toBe(
      FOREIGN,
    );
    expect(brokenInvariants()).toEqual({});
  });
});
