import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '@/api/account';
import {
  addEquipment,
  auditEquipmentChange,
  changeEquipment,
  equipmentImport,
  withdrawEquipmentChange,
} from '@/api/equipment';
import { newAttachmentGroup, uploadAttachment } from '@/api/attachments';
import { unitApi } from '@/api/company';
import {
  commitNotice,
  completeNotice,
  enterParameters,
  giveOpinion,
  requestSupervision,
} from '@/api/construction';
import { inspectionApi, payApi } from '@/api/inspection';
import { draftAttachmentsApi, registrationApi } from '@/api/registration';
import { handleChangeRegistration } from '@/api/useRegistration';
import { CATEGORY } from '@/domain/equipment';
import { EQUIPMENT_CHANGE_STATUS } from '@/domain/equipmentFile';
import { NOTICE_STATUS } from '@/domain/constructionNotice';
import { OPEN_STATUSES, INSPECTION_APPLY_STATUS } from '@/domain/inspectionApplication';
import { APPLICATION_STATUS, SMS_PURPOSE } from '@/domain/registration';
import { CHANGE_KIND, REGISTRATION_STATUS } from '@/domain/useRegistration';
import { request } from '@/http/client';
import { ApiError } from '@/http/errors';
import { resetDb, restore, setChangeListener, snapshot } from '@/mocks/db';
import { attachments, issuedGroups } from '@/mocks/families/attachments';
import { invoiceCerts, mailAddresses, makeCreditCode, unitChanges } from '@/mocks/families/company';
import { constructionNotices } from '@/mocks/families/construction';
import { equipment, equipmentChanges } from '@/mocks/families/equipment';
import { inspectionApplications } from '@/mocks/families/inspection';
import { registrationApplications } from '@/mocks/families/registration';
import { units } from '@/mocks/callers';
import { changeRegistrations } from '@/mocks/families/useRegistration';
import { brokenInvariants, INVARIANTS } from '@/mocks/invariants';
import { readSessionTokens, writeSessionTokens } from '@/utils/storage';
import { sendCallsDirectly } from '../helpers/directTransport';
import { applyInspection, commitTransfer, elevator, inspectionForm, MOBILE } from '../helpers/domainSteps';
import { useNodeBlobs } from '../helpers/node-blobs';
import { scanFile } from '../helpers/scans';
import { loginAs } from '../helpers/session';
import { elevatorRow } from '../helpers/equipment';
import { readSheet, writeWorkbook } from '../helpers/workbooks';
import { dayFromToday } from '@/utils/beijingTime';

/**
 * A model-based test of the stand-in: random sequences of the domain's operations by two units, a
 * construction unit and the administrator, run in order through the portal's api calls, every invariant
 * checked after every step that wrote. The pools of codes are small on purpose, so that sequences often
 * reach for a code another record holds.
 */

const UNITS = { use: { login: 'syqy', unitId: 'unit-use' }, multi: { login: 'duojs', unitId: 'unit-multi' } };
type UnitKey = keyof typeof UNITS;
const EQUCODES = ['311033012202100456', '311033012202100457', '311033012202100458'];
const REGCODES = ['31103302122019050123', '31103302122019050124', '31103302122019050125'];
const CREDIT_CODES = [
  '91330212MA2KD3LW5K', // the seed's pending registration
  '91330203MA2GQ5X106', // unit-use's
  makeCreditCode('91330203MA2TEXT01'),
  makeCreditCode('91330203MA2TEXT02'),
];

export type Operation =
  | { op: 'idle' }
  | { op: 'addEquipment'; unit: UnitKey; code: number; reg: number }
  | { op: 'importEquipment'; unit: UnitKey; code: number; reg: number }
  | { op: 'changeEquipmentCodes'; unit: UnitKey; pick: number; code: number; reg: number }
  | { op: 'withdrawEquipmentChange'; unit: UnitKey; pick: number }
  | { op: 'auditEquipmentChange'; pick: number; pass: boolean }
  | { op: 'fileConstructionNotice'; unit: UnitKey; code: number }
  | { op: 'completeConstructionNotice'; pick: number }
  | { op: 'fileTransfer'; unit: UnitKey; pick: number }
  | { op: 'completeTransfer'; pick: number }
  | { op: 'changeUnitCreditCode'; unit: UnitKey; credit: number }
  | { op: 'auditUnitChange'; pick: number; pass: boolean }
  | { op: 'registerAccount'; credit: number }
  | { op: 'approveRegistration'; pick: number }
  | { op: 'applyInspection'; unit: UnitKey; picks: number[] }
  | { op: 'acceptInspection'; pick: number }
  | { op: 'payInspection'; unit: UnitKey; pick: number }
  | { op: 'withdrawInspection'; unit: UnitKey; pick: number }
  | { op: 'issueGroup'; unit: UnitKey }
  | { op: 'uploadIntoGroup'; unit: UnitKey; pick: number };

const unitKey = fc.constantFrom<UnitKey>('use', 'multi');
const pick = fc.nat(20);
const code = fc.nat(2);
const step = <T extends Operation['op'], R>(op: T, fields: { [K in keyof R]: fc.Arbitrary<R[K]> }) =>
  fc.record({ op: fc.constant(op), ...fields });
// 'idle' first: a step shrinks to doing nothing, so a shrunk sequence keeps only the steps that matter.
// The administrator's decisions weigh more: a request left pending never reaches the rules that span families.
const operation = fc.oneof(
  { withCrossShrink: true },
  fc.constant({ op: 'idle' as const }),
  step('addEquipment', { unit: unitKey, code, reg: code }),
  step('importEquipment', { unit: unitKey, code, reg: code }),
  step('changeEquipmentCodes', { unit: unitKey, pick, code, reg: code }),
  step('withdrawEquipmentChange', { unit: unitKey, pick }),
  { weight: 3, arbitrary: step('auditEquipmentChange', { pick, pass: fc.boolean() }) },
  step('fileConstructionNotice', { unit: unitKey, code }),
  { weight: 2, arbitrary: step('completeConstructionNotice', { pick }) },
  step('fileTransfer', { unit: unitKey, pick }),
  { weight: 2, arbitrary: step('completeTransfer', { pick }) },
  step('changeUnitCreditCode', { unit: unitKey, credit: fc.nat(3) }),
  { weight: 3, arbitrary: step('auditUnitChange', { pick, pass: fc.boolean() }) },
  step('registerAccount', { credit: fc.nat(3) }),
  { weight: 3, arbitrary: step('approveRegistration', { pick }) },
  step('applyInspection', { unit: unitKey, picks: fc.array(pick, { minLength: 1, maxLength: 2 }) }),
  { weight: 3, arbitrary: step('acceptInspection', { pick }) },
  step('payInspection', { unit: unitKey, pick }),
  step('withdrawInspection', { unit: unitKey, pick }),
  step('issueGroup', { unit: unitKey }),
  step('uploadIntoGroup', { unit: unitKey, pick }),
) as fc.Arbitrary<Operation>;

/** The sessions of a run: each actor logs in once, and acting as one puts its tokens in the cookies. */
type Actor = UnitKey | 'builder' | 'admin';
type Sessions = Record<Actor, { token?: string; extendToken?: string }>;
const LOGINS: Record<Actor, string> = { use: 'syqy', multi: 'duojs', builder: 'sgdw', admin: 'admin' };

async function logInAll(): Promise<Sessions> {
  const sessions = {} as Sessions;
  for (const [actor, login] of Object.entries(LOGINS) as [Actor, string][]) {
    await loginAs(login);
    sessions[actor] = readSessionTokens();
  }
  return sessions;
}

const actAs = (sessions: Sessions, actor: Actor) =>
  writeSessionTokens(sessions[actor].token ?? '', sessions[actor].extendToken ?? '', 1);

/** Import workbooks of one new elevator, by 设备代码 and 注册代码 of the pools: made once, sent by every run. */
const importFiles = new Map<string, File>();
async function makeImportFiles(sessions: Sessions) {
  actAs(sessions, 'use');
  const template = new Uint8Array(await (await equipmentImport.template()).blob.arrayBuffer());
  const { header } = await readSheet(template);
  for (const [c, equcode] of EQUCODES.entries()) {
    for (const [r, equregcode] of REGCODES.entries()) {
      const row = elevatorRow('', { 设备代码: equcode, 注册代码: equregcode, 单位内编号: `DT-${c}${r}` });
      // The template's header over one row, with none of its pickers: the check reads it ten times faster.
      const workbook = await writeWorkbook([header, header.map((label) => row[label] ?? null)]);
      importFiles.set(`${c}${r}`, new File([workbook], '导入.xlsx'));
    }
  }
}

const nth = <T>(items: readonly T[], index: number): T | undefined =>
  items.length ? items[index % items.length] : undefined;
/** A unit's newest elevators, few on purpose: steps of a sequence meet on the same equipment. */
const ownElevators = (unit: UnitKey) =>
  equipment.filter((e) => e.unitId === UNITS[unit].unitId && e.equclacode === CATEGORY.elevator).slice(0, 4);
const other = (unit: UnitKey): UnitKey => (unit === 'use' ? 'multi' : 'use');
const withAuthority = (status: string) =>
  status === REGISTRATION_STATUS.pending || status === REGISTRATION_STATUS.accepted;

async function verifiedToken(mobile: string) {
  await registrationApi.sendSmsCode(mobile, SMS_PURPOSE.register);
  return (await registrationApi.checkSmsCode(mobile, SMS_PURPOSE.register, '123456')).smsToken;
}

/** Carries out one operation as its actor would through the portal; a refusal is a fine outcome. */
async function perform(sessions: Sessions, step: Operation, index: number): Promise<void> {
  switch (step.op) {
    case 'idle':
      return;
    case 'addEquipment':
      actAs(sessions, step.unit);
      await addEquipment(elevator(EQUCODES[step.code], REGCODES[step.reg]));
      return;
    case 'importEquipment': {
      actAs(sessions, step.unit);
      const check = await equipmentImport.check(importFiles.get(`${step.code}${step.reg}`)!);
      if (check.importId) await equipmentImport.save(check.importId);
      return;
    }
    case 'changeEquipmentCodes': {
      const target = nth(ownElevators(step.unit), step.pick);
      if (!target) return;
      actAs(sessions, step.unit);
      await changeEquipment({ ...elevator(EQUCODES[step.code], REGCODES[step.reg]), id: target.id });
      return;
    }
    case 'withdrawEquipmentChange': {
      const change = nth(
        equipmentChanges.filter(
          (c) => c.unitId === UNITS[step.unit].unitId && c.status === EQUIPMENT_CHANGE_STATUS.pending,
        ),
        step.pick,
      );
      if (!change) return;
      actAs(sessions, step.unit);
      await withdrawEquipmentChange(change.id);
      return;
    }
    case 'auditEquipmentChange': {
      const change = nth(
        equipmentChanges.filter((c) => c.status === EQUIPMENT_CHANGE_STATUS.pending),
        step.pick,
      );
      if (!change) return;
      actAs(sessions, 'admin');
      await auditEquipmentChange(change.id, step.pass, step.pass ? '' : '资料不符');
      return;
    }
    case 'fileConstructionNotice':
      actAs(sessions, 'builder');
      await commitNotice({
        constructkind: '1',
        equsortcode: '3110',
        equname: '曳引驱动乘客电梯',
        equcode: EQUCODES[step.code],
        areacode: '330203',
        address: '宁波市海曙区丽园北路1288号',
        planstartdate: dayFromToday(7),
        planenddate: dayFromToday(60),
        inspunitId: 'unit-admin',
        useunitId: UNITS[step.unit].unitId,
        contactman: '徐明',
        contactmobile: '13586703456',
        remarks: '',
      });
      return;
    case 'completeConstructionNotice': {
      // Taken through the authority's and the builder's steps to completion, which files the equipment.
      const notice = nth(
        constructionNotices.filter((n) => n.status === NOTICE_STATUS.pending),
        step.pick,
      );
      if (!notice) return;
      actAs(sessions, 'admin');
      await giveOpinion(notice.id, true);
      actAs(sessions, 'builder');
      const contact = { sbjjcontact: '徐明', sbjjmobile: '13586703456', sbjjremarks: '' };
      await requestSupervision({ id: notice.id, sbjjdate: dayFromToday(10), ...contact });
      await enterParameters({
        ...{
          id: notice.id,
          equmodel: 'GeN2-MR',
          factorycode: `F-${index}`,
          makeunit: '杭州西奥电梯有限公司',
        },
        makedate: dayFromToday(-90),
        ratedspeed: '1.75',
        ratedload: '1000',
        floors: '18',
        stations: '18',
        doors: '18',
      });
      actAs(sessions, 'admin');
      await completeNotice(notice.id);
      return;
    }
    case 'fileTransfer': {
      const subject = nth(
        ownElevators(step.unit).filter((e) => e.regstatus === '1'),
        step.pick,
      );
      if (!subject) return;
      actAs(sessions, step.unit);
      await commitTransfer(subject.id, units.find(UNITS[other(step.unit)].unitId)!.orgcode);
      return;
    }
    case 'completeTransfer': {
      const transfer = nth(
        changeRegistrations.filter((a) => a.changeKind === CHANGE_KIND.transfer && withAuthority(a.status)),
        step.pick,
      );
      if (!transfer) return;
      actAs(sessions, 'admin');
      if (transfer.status === REGISTRATION_STATUS.pending)
        await handleChangeRegistration(transfer.id, 'accept');
      await handleChangeRegistration(transfer.id, 'complete');
      return;
    }
    case 'changeUnitCreditCode': {
      actAs(sessions, step.unit);
      const unit = await unitApi.get();
      await unitApi.changeUnit({ ...unit, orgcode: CREDIT_CODES[step.credit], reason: '信用代码更正' });
      return;
    }
    case 'auditUnitChange': {
      const change = nth(
        unitChanges.filter((c) => c.status === APPLICATION_STATUS.pending),
        step.pick,
      );
      if (!change) return;
      actAs(sessions, 'admin');
      await unitApi.auditChange(change.id, step.pass, step.pass ? '' : '资料不符');
      return;
    }
    case 'registerAccount': {
      const mobile = `139${String(index).padStart(8, '0')}`;
      const draft = await draftAttachmentsApi.newDraft();
      await draftAttachmentsApi.upload(scanFile('licence.png', 2048), draft, 'businessLicence');
      await draftAttachmentsApi.upload(scanFile('letter.pdf', 2048), draft, 'authorisationLetter');
      await registrationApi.apply({
        unittype: '4',
        orgname: `宁波模型测试${index}有限公司`,
        orgcode: CREDIT_CODES[step.credit],
        areacode: '330203',
        address: '宁波市海曙区测试路1号',
        legalPerson: '张三',
        ...{
          contactPerson: '李四',
          contactMobile: mobile,
          loginName: `mx${index}${draft.slice(6, 12)}`,
        },
        password: 'Test@2026',
        attrefsysid: draft,
        smsToken: await verifiedToken(mobile),
      });
      return;
    }
    case 'approveRegistration': {
      const pending = nth(
        registrationApplications.filter((r) => r.status === APPLICATION_STATUS.pending),
        step.pick,
      );
      if (!pending) return;
      actAs(sessions, 'admin');
      await accountApi.audit(pending.id, '同意');
      return;
    }
    case 'applyInspection': {
      const own = ownElevators(step.unit);
      const ids = [...new Set(step.picks.map((p) => nth(own, p)?.id).filter((id) => id !== undefined))];
      if (!ids.length) return;
      actAs(sessions, step.unit);
      await applyInspection(ids);
      return;
    }
    case 'acceptInspection': {
      const pending = nth(
        inspectionApplications.filter((a) => a.status === INSPECTION_APPLY_STATUS.pending),
        step.pick,
      );
      if (!pending) return;
      actAs(sessions, 'admin');
      await inspectionApi.accept(pending.id, dayFromToday(10));
      await inspectionApi.setFee(pending.id);
      return;
    }
    case 'payInspection': {
      const unitId = UNITS[step.unit].unitId;
      const due = nth(
        inspectionApplications.filter(
          (a) => a.unitId === unitId && a.status === INSPECTION_APPLY_STATUS.awaitingPayment,
        ),
        step.pick,
      );
      const invoice = invoiceCerts.findBy((c) => c.unitId === unitId);
      const mail = mailAddresses.findBy((m) => m.unitId === unitId);
      if (!due || !invoice || !mail) return;
      actAs(sessions, step.unit);
      const order = (await payApi.createOrder(due.id, invoice.id, mail.id)).data;
      await request('/__stand-in/pay-order', {
        form: { orderNo: order.orderNo },
        session: false,
        silent: true,
      });
      return;
    }
    case 'withdrawInspection': {
      const open = nth(
        inspectionApplications.filter(
          (a) => a.unitId === UNITS[step.unit].unitId && OPEN_STATUSES.includes(a.status),
        ),
        step.pick,
      );
      if (!open) return;
      actAs(sessions, step.unit);
      await inspectionApi.withdraw(open.id);
      return;
    }
    case 'issueGroup': {
      actAs(sessions, step.unit);
      await newAttachmentGroup();
      return;
    }
    case 'uploadIntoGroup': {
      // A group id issued to either unit, or guessed from a stored file or another record of either
      // unit, or never issued: only the unit's own is taken.
      const groups = [
        ...issuedGroups.all().map((g) => g.id),
        ...attachments.all().map((a) => a.attrefsysid),
        ...(['use', 'multi'] as const).flatMap((unit) => ownElevators(unit).map((e) => e.id)),
      ];
      actAs(sessions, step.unit);
      const group = nth(groups, step.pick) ?? crypto.randomUUID();
      await uploadAttachment(scanFile('photo.png', 1024), group, 'photo');
      return;
    }
  }
}

/** Refusals are outcomes; a crash, a malformed answer or a lost session is a failure of the stand-in. */
async function attempt(sessions: Sessions, step: Operation, index: number): Promise<void> {
  try {
    await perform(sessions, step, index);
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'business') throw error;
  }
}

/**
 * 200 runs of 30 steps by default. A run costs some 0.2 s of CPU (measured on the loaded 2-CPU host: 40
 * runs, 8.8 s user time): the calls go straight to the handlers (../helpers/directTransport), the seed is
 * restored rather than seeded again, and the rules are checked after the steps that wrote.
 */
const RUNS = Number(process.env.MODEL_RUNS) || 200;
const STEPS = Number(process.env.MODEL_STEPS) || 30;
const SEED = Number(process.env.MODEL_SEED) || 20261127;

describe('the stand-in keeps its cross-family invariants', () => {
  useNodeBlobs();
  let putBack = () => {};
  beforeAll(() => {
    putBack = sendCallsDirectly();
  });
  afterAll(() => putBack());

  it(
    'in every order of random operations by two units, a builder and the administrator',
    async () => {
      expect(INVARIANTS.length).toBeGreaterThanOrEqual(7);
      // Logging in takes a while: each run starts from the seed with the sessions already open.
      const sessions = await logInAll();
      await makeImportFiles(sessions);
      // Every collection a run reads is seeded once and kept: seeding the equipment again took longer than a run.
      brokenInvariants();
      [constructionNotices, unitChanges, invoiceCerts, mailAddresses].forEach((c) => c.all());
      const loggedIn = JSON.stringify(snapshot());
      // The rules are checked after every step that wrote (a refused step writes nothing) and at the end.
      let wrote = false;
      setChangeListener(() => (wrote = true));
      const check = (steps: Operation[], index: number) => {
        const broken = brokenInvariants();
        if (!Object.keys(broken).length) return;
        const taken = steps.slice(0, index + 1).filter((s) => s.op !== 'idle');
        throw new Error(
          `invariants broken ${JSON.stringify(broken)} after:\n${taken.map((s) => JSON.stringify(s)).join('\n')}`,
        );
      };
      try {
        await fc.assert(
          fc.asyncProperty(fc.array(operation, { minLength: STEPS, maxLength: STEPS }), async (steps) => {
            resetDb();
            restore(JSON.parse(loggedIn) as ReturnType<typeof snapshot>);
            for (const [index, step] of steps.entries()) {
              wrote = false;
              await attempt(sessions, step, index);
              if (wrote) check(steps, index);
            }
            check(steps, steps.length - 1);
          }),
          { numRuns: RUNS, seed: SEED },
        );
      } finally {
        setChangeListener(null);
      }
    },
    RUNS * 3_000 * Number(process.env.TEST_TIME_SCALE || 1),
  );

  it('when two units add the same 设备代码 at once', async () => {
    const sessions = await logInAll();
    const outcome = (p: Promise<unknown>) =>
      p.then(
        () => 'stored',
        (e: Error) => e.message,
      );
    // Each call reads its session when it starts: the cookies switch between the starts. Each unit
    // adds the contested code twice over and one code of its own, all in flight together.
    const contested: Promise<string>[] = [];
    const own: Promise<string>[] = [];
    for (const [round, unit] of (['use', 'multi', 'use', 'multi'] as const).entries()) {
      actAs(sessions, unit);
      contested.push(outcome(addEquipment(elevator(EQUCODES[0], `3110330212201905020${round}`))));
      if (round < 2) own.push(outcome(addEquipment(elevator(EQUCODES[round + 1], REGCODES[round + 1]))));
    }
    const results = await Promise.all(contested);
    expect(await Promise.all(own)).toEqual(['stored', 'stored']);
    expect(results.filter((r) => r === 'stored')).toHaveLength(1);
    for (const refused of results.filter((r) => r !== 'stored')) {
      expect(refused).toMatch(/^设备代码 311033012202100456 已/);
    }
    expect(equipment.filter((e) => e.equcode === EQUCODES[0])).toHaveLength(1);
    // Both units did act: each stored its own equipment under its own unit.
    expect(equipment.filter((e) => e.equcode === EQUCODES[1]).map((e) => e.unitId)).toEqual(['unit-use']);
    expect(equipment.filter((e) => e.equcode === EQUCODES[2]).map((e) => e.unitId)).toEqual(['unit-multi']);
    expect(brokenInvariants()).toEqual({});
  });

  it('when a transfer completes while its old owner files requests on the equipment and two units upload into one group', async () => {
    const sessions = await logInAll();
    const subject = ownElevators('use').find((e) => e.regstatus === '1')!;
    actAs(sessions, 'use');
    const transfer = await commitTransfer(subject.id, units.find('unit-multi')!.orgcode);
    await registrationApi.sendSmsCode(MOBILE, SMS_PURPOSE.inspectionApply);
    actAs(sessions, 'admin');
    await handleChangeRegistration(transfer.id!, 'accept');
    const outcome = (p: Promise<unknown>) =>
      p.then(
        () => 'stored',
        (e: Error) => e.message,
      );
    // Each call reads its session when it starts: the cookies switch between the starts.
    actAs(sessions, 'use');
    const group = await newAttachmentGroup();
    const change = outcome(
      changeEquipment({ ...elevator(subject.equcode, subject.equregcode), id: subject.id }),
    );
    const inspection = outcome(inspectionApi.save(inspectionForm([subject.id])));
    const ownUpload = outcome(uploadAttachment(scanFile('a.png'), group, 'photo'));
    actAs(sessions, 'admin');
    const completion = outcome(handleChangeRegistration(transfer.id!, 'complete'));
    actAs(sessions, 'multi');
    const otherUpload = outcome(uploadAttachment(scanFile('b.png'), group, 'photo'));
    const [changed, applied, completed] = await Promise.all([change, inspection, completion]);
    const uploads = await Promise.all([ownUpload, otherUpload]);

    expect(brokenInvariants()).toEqual({});
    expect(uploads.filter((u) => u === 'stored')).toHaveLength(1);
    expect(new Set(attachments.filter((a) => a.attrefsysid === group).map((a) => a.unitId)).size).toBe(1);
    const moved = equipment.find(subject.id)!.unitId === 'unit-multi';
    expect(completed === 'stored').toBe(moved);
    if (moved) expect([changed, applied]).not.toContain('stored');
    else expect(completed).toMatch(/^设备「.+」有(待审核|未办结)的.+，办结或撤回后才能过户$/);
  });
});
