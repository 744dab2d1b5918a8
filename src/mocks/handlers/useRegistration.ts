import {
  useRegistrationCalls as C,
  type ApplicationState,
  type ChangeRegistrationInput,
  type lifecycleCalls,
  type UseRegistrationInput,
} from '@/contract/calls/useRegistration';
import { ACCESS, ROLE_TYPES } from '@/domain/access';
import { labelOf } from '@/domain/dict';
import { USE_STATE, inspectionIntervalYears } from '@/domain/equipment';
import {
  CHANGE_KIND,
  REGISTRATION_ATTACHMENTS,
  REGISTRATION_MESSAGES,
  REGISTRATION_STATUS,
  REQUIRED_CHANGE_ATTACHMENTS,
  REQUIRED_USE_ATTACHMENTS,
  USE_KIND,
  changeRegistrationMachine,
  missingAttachments,
  missingAttachmentsMessage,
  useRegistrationMachine,
  type RegistrationAction,
  type RegistrationStatus,
} from '@/domain/useRegistration';
import { newId, type Collection, type Entity } from '../db';
import { records, serve, serveList, serveRecord, type Records } from '../endpoints';
import { ok, refuse, type Caller } from '../respond';
import { workflow } from '../workflow';
import { refuseTransferWhileOpen } from '../invariants';
import { units } from '../families/session';
import { attachments } from '../families/attachments';
import { nowText } from '../families/company';
import { NO_SPECIAL_DATES, addDays, equipment, isoDay, type EquipmentRecord } from '../families/equipment';
import { terminations } from '../families/registrationSets';
import {
  IDENTITY_FIELDS,
  USE_FIELDS,
  changeRegistrations,
  equipmentFacts,
  equipmentNamed,
  issueCertificateNumber,
  issueRegistrationCode,
  nextApplyNo,
  pick,
  useRegistrations,
  type Prefixes,
  type ChangeRegistrationRecord,
  type UseRegistrationRecord,
} from '../families/useRegistration';

/**
 * Use registration (epPemUseregistApply) and change registration (useManage); the termination
 * application (handlers/registrationSets.ts) is filed and handled the same way. Each application kind
 * has one state machine that every call asks before it writes (through workflow()), so an illegal step
 * (commit twice, withdraw after acceptance, edit a completed application) is refused with the
 * machine's message and changes nothing.
 */

const S = REGISTRATION_STATUS;

/** What every registration application keeps (use, change, termination), and the equipment it names. */
export type Application = Entity &
  Required<Omit<ApplicationState, 'id' | 'orgname'>> &
  Pick<EquipmentRecord, 'unitId' | 'equcode' | 'equname' | 'usecercode'> & { equipmentId: string };

/** An application kind: its machine over its collection, whose it is, how it is numbered and completed. */
export interface ApplicationKind<T extends Application> {
  flow: ReturnType<typeof workflow<T, RegistrationStatus, RegistrationAction>>;
  visible: Records<T>;
  prefixes: Prefixes;
  /** The attachment groups a commit asks for. */
  required: (application: T) => readonly string[];
  /** The refusal of a commit while another application of the same equipment is with the authority. */
  openMessage: string;
  /** What completion writes into the equipment; the application's own patch (issued numbers) back. */
  complete: (application: T) => Partial<T>;
}

/** A unit sees its own applications; the registration authority every unit's. */
export const visibleUseRegistrations = records(useRegistrations, {
  scope: 'unitOrAdmin',
  notFound: '使用登记申请不存在或已删除',
});
const visibleChanges = records(changeRegistrations, {
  scope: 'unitOrAdmin',
  notFound: '变更登记申请不存在或已删除',
});
export const ownEquipment = records(equipment, { scope: 'unit', notFound: '设备不存在或已删除' });

/** A record as the portal shows it: the owning unit's name instead of its id. */
export const viewOf = <T extends { unitId: string }>({ unitId, ...rest }: T) => ({
  ...rest,
  orgname: units.find(unitId)?.orgname ?? '',
});

/** The required groups to which the caller's unit has uploaded no file under an attachment id. */
const missingOf = (caller: Caller, required: readonly string[], attrefsysid: string) => {
  const own = (a: { attrefsysid: string; unitId: string }) =>
    a.attrefsysid === attrefsysid && a.unitId === caller.user.unitId;
  return missingAttachments(
    required,
    attachments.filter(own).map((a) => a.group),
  );
};
const missingView = (missing: readonly string[]) => ({
  missing: missing.map((group) => ({ group, label: labelOf(REGISTRATION_ATTACHMENTS, group) })),
});

const APPLICATIONS = [useRegistrations, changeRegistrations, terminations] as Collection<Application>[];

/** An application's attachment id: client-made, used by no other application nor another unit's files. */
function attachmentGroup(caller: Caller, requested: string, ownId: string | undefined) {
  const taken =
    APPLICATIONS.some((c) => c.findBy((a) => a.attrefsysid === requested && a.id !== ownId)) ||
    attachments.findBy((a) => a.attrefsysid === requested && a.unitId !== caller.user.unitId);
  return !requested || taken ? refuse('附件编号无效') : requested;
}

/** Open = with the authority: committed and not yet finished. */
const isOpen = (status: string) => status === S.pending || status === S.accepted;

/** Another application of the collection open for the same equipment (new equipment: the same code). */
const openApplication = <T extends Application>(
  collection: Collection<T>,
  of: Pick<Application, 'id' | 'equipmentId' | 'equcode'>,
) =>
  collection.findBy(
    (a) =>
      a.id !== of.id &&
      isOpen(a.status) &&
      (of.equipmentId ? a.equipmentId === of.equipmentId : a.equcode === of.equcode),
  );

/** What a commit asks of an application: its required attachments, and no other open one of its equipment. */
function checkCommit<T extends Application>(kind: ApplicationKind<T>, caller: Caller, application: T) {
  const missing = missingOf(caller, kind.required(application), application.attrefsysid);
  if (missing.length) refuse(missingAttachmentsMessage(missing));
  if (openApplication(kind.flow.collection, application)) refuse(kind.openMessage);
}

/**
 * Writes an application: a new one as a draft, an existing one where the machine allows an edit;
 * with isCommit it is committed in the same step once its attachments and conflicts are checked.
 * Every check comes before the first write, with no await in between.
 */
export function saveApplication<T extends Application>(
  kind: ApplicationKind<T>,
  caller: Caller,
  input: { id: string; attrefsysid: string; isCommit?: boolean },
  values: Partial<T>,
) {
  const existing = input.id ? kind.visible.get(caller, input.id) : undefined;
  const action = input.isCommit ? 'commit' : 'save';
  const current =
    existing ??
    ({
      id: newId(`${kind.prefixes[0]}-`),
      unitId: caller.user.unitId,
      applyNo: nextApplyNo(kind.prefixes[1]),
      status: S.draft,
      flow: [],
      opinion: '',
    } as unknown as T);
  kind.flow.check(current, action, caller);
  const attrefsysid = attachmentGroup(caller, input.attrefsysid, existing?.id);
  const draft = { ...current, ...values, attrefsysid, applyTime: nowText() };
  if (input.isCommit) checkCommit(kind, caller, draft);
  const { collection } = kind.flow;
  const stored = existing ? collection.update(draft.id, draft)! : collection.insert(draft);
  const saved = kind.flow.step(stored, action, caller, { logAs: input.isCommit ? 'submit' : false });
  return ok(viewOf(saved), input.isCommit ? '提交成功' : '保存成功');
}

/** The equipment an application completes on: still the applying unit's. */
export function completedSubject(application: Application) {
  const subject = equipment.find(application.equipmentId);
  return subject && subject.unitId === application.unitId
    ? subject
    : refuse('该设备已不属于申请单位，不能办结');
}

/** Withdraw, delete and the authority's step: the same for every kind, through its machine. */
export function serveLifecycle<T extends Application>(
  calls: ReturnType<typeof lifecycleCalls>,
  kind: ApplicationKind<T>,
) {
  const of = { of: kind.visible };
  return [
    serve(calls.withdraw, {
      record: of,
      run: ({ caller, record }) => ok(viewOf(kind.flow.step(record, 'withdraw', caller)), '已撤回'),
    }),
    serve(calls.delete, {
      record: of,
      run: ({ caller, record }) => {
        kind.flow.remove(record, 'remove', caller);
        return ok(null, '删除成功');
      },
    }),
    serve(calls.handle, {
      record: of,
      run: ({ caller, body: { action, opinion }, record }) => {
        const t = kind.flow.check(record, action, caller);
        if ('opinion' in t && t.opinion && !opinion) refuse(REGISTRATION_MESSAGES.opinion);
        // Completion writes the equipment first: if it is refused, the application stays as it was.
        const issued = action === 'complete' ? kind.complete(record) : {};
        const patch = { ...issued, opinion: opinion || record.opinion } as Partial<T>;
        return ok(viewOf(kind.flow.step(record, action, caller, { patch, opinion })), `已${t.label}`);
      },
    }),
  ];
}

// ---------- Use registration ----------

/** The equipment the application is for, checked against its 登记类别. */
function subjectOf(caller: Caller, input: UseRegistrationInput): EquipmentRecord | undefined {
  if (!input.equipmentId) {
    if (input.regkind !== USE_KIND.firstUse) refuse(REGISTRATION_MESSAGES.needsEquipment);
    const taken = equipment.findBy((e) => e.equcode === input.equcode);
    return taken && refuse(`设备代码 ${input.equcode} 已存在，请选择该设备办理登记`);
  }
  const subject = ownEquipment.get(caller, input.equipmentId);
  const M = REGISTRATION_MESSAGES;
  if (subject.usestatus === USE_STATE.scrapped || subject.usestatus === USE_STATE.cancelled)
    refuse(M.retired);
  const registered = subject.regstatus === '1';
  if (input.regkind === USE_KIND.firstUse && registered) refuse(M.alreadyRegistered);
  if (input.regkind !== USE_KIND.firstUse && !registered) refuse(M.notRegistered);
  return subject;
}

/** Completion: the codes issued, written into the equipment (a new record for new equipment). */
function completeUseRegistration(application: UseRegistrationRecord): Partial<UseRegistrationRecord> {
  const now = new Date();
  const subject = application.equipmentId ? completedSubject(application) : undefined;
  if (!subject && equipment.findBy((e) => e.equcode === application.equcode)) {
    refuse(`设备代码 ${application.equcode} 已存在，不能办结`);
  }
  const { equsortcode } = subject ?? application;
  const usecercode = issueCertificateNumber(application.equclacode, application.equsortcode, now);
  const equregcode = subject?.equregcode || issueRegistrationCode(equsortcode, application.areacode, now);
  const registered = { ...pick(application, USE_FIELDS), equregcode, usecercode, regstatus: '1' };
  const written = subject
    ? equipment.update(subject.id, {
        ...registered,
        ...(application.regkind === USE_KIND.firstUse && { usestatus: USE_STATE.inUse }),
        updateDate: isoDay(now),
      })!
    : equipment.insert({
        id: newId('eqm-'),
        unitId: application.unitId,
        ...pick(application, IDENTITY_FIELDS),
        ...registered,
        usestatus: USE_STATE.inUse,
        lastinsdate: '',
        inspconclusion: '',
        nextinsdate: isoDay(addDays(now, 365 * Math.max(1, inspectionIntervalYears(equsortcode)))),
        ...NO_SPECIAL_DATES,
        createDate: isoDay(now),
        updateDate: isoDay(now),
      });
  return { equipmentId: written.id, equregcode, usecercode };
}

const useKind: ApplicationKind<UseRegistrationRecord> = {
  flow: workflow({ machine: useRegistrationMachine, collection: useRegistrations, log: 'flow' }),
  visible: visibleUseRegistrations,
  prefixes: ['ur', 'DJ'],
  required: (application) => REQUIRED_USE_ATTACHMENTS[application.regkind],
  openMessage: REGISTRATION_MESSAGES.openApplication,
  complete: completeUseRegistration,
};

// ---------- Change registration ----------

/** The receiving use unit of a transfer, by credit code. */
function receiverOf(unitId: string, toOrgcode: string) {
  const receiver = units.findBy(
    (u) => u.orgcode === toOrgcode.toUpperCase() && u.unittype === ROLE_TYPES.use,
  );
  if (!receiver) return refuse(REGISTRATION_MESSAGES.receiver);
  if (receiver.id === unitId) refuse(REGISTRATION_MESSAGES.selfTransfer);
  return receiver;
}

/** Whether the equipment's state admits the change; refused with the reason otherwise. */
function checkChangeSubject({ regstatus, usestatus }: EquipmentRecord, changeKind: string) {
  const M = REGISTRATION_MESSAGES;
  if (regstatus !== '1') refuse(M.notRegistered);
  const scrapped = usestatus === USE_STATE.scrapped && changeKind !== CHANGE_KIND.cancel;
  if (usestatus === USE_STATE.cancelled || scrapped) refuse(M.retired);
  if (changeKind === CHANGE_KIND.stop && usestatus !== USE_STATE.inUse) refuse(M.notInUse);
  if (changeKind === CHANGE_KIND.restart && usestatus !== USE_STATE.stopped) refuse(M.notStopped);
}

const K = CHANGE_KIND;

/** What each 变更类别 writes into the equipment on completion; `reissue` gives a new certificate. */
type EquipmentChange = (
  application: ChangeRegistrationRecord,
  reissue: () => string,
) => Partial<EquipmentRecord>;
const CHANGES: Record<string, EquipmentChange> = {
  [K.rename]: (_, reissue) => ({ usecercode: reissue() }),
  [K.address]: (a) => ({ areacode: a.newAreacode, address: a.newAddress }),
  [K.relocation]: (a, reissue) => ({ areacode: a.newAreacode, address: a.newAddress, usecercode: reissue() }),
  [K.transfer]: (a, reissue) => ({ unitId: receiverOf(a.unitId, a.toOrgcode).id, usecercode: reissue() }),
  [K.stop]: () => ({ usestatus: USE_STATE.stopped }),
  [K.restart]: () => ({ usestatus: USE_STATE.inUse }),
  [K.scrap]: () => ({ usestatus: USE_STATE.scrapped }),
  [K.cancel]: () => ({ usestatus: USE_STATE.cancelled, regstatus: '0' }),
};

/** Completion: the equipment changes as the 变更类别 says; renames, transfers and moves get a new certificate. */
function completeChange(application: ChangeRegistrationRecord): Partial<ChangeRegistrationRecord> {
  const subject = completedSubject(application);
  checkChangeSubject(subject, application.changeKind);
  const patch = CHANGES[application.changeKind](application, () =>
    issueCertificateNumber(subject.equclacode, subject.equsortcode),
  );
  equipment.update(subject.id, { ...patch, updateDate: isoDay(new Date()) });
  return { newUsecercode: patch.usecercode ?? '' };
}

const changeKind: ApplicationKind<ChangeRegistrationRecord> = {
  flow: workflow({ machine: changeRegistrationMachine, collection: changeRegistrations, log: 'flow' }),
  visible: visibleChanges,
  prefixes: ['cr', 'BG'],
  required: () => REQUIRED_CHANGE_ATTACHMENTS,
  openMessage: REGISTRATION_MESSAGES.openApplication,
  complete: completeChange,
};

/** What a change application stores of its input and its equipment. */
function changeValues(caller: Caller, input: Omit<ChangeRegistrationInput, 'id'>) {
  const subject = ownEquipment.get(caller, input.equipmentId);
  checkChangeSubject(subject, input.changeKind);
  const moves = input.changeKind === K.address || input.changeKind === K.relocation;
  const receiver =
    input.changeKind === K.transfer ? receiverOf(caller.user.unitId, input.toOrgcode) : undefined;
  if (receiver) refuseTransferWhileOpen(subject);
  return {
    ...equipmentNamed(subject),
    changeKind: input.changeKind,
    reason: input.reason,
    newOrgname: input.changeKind === K.rename ? input.newOrgname : '',
    newAreacode: moves ? input.newAreacode : '',
    newAddress: moves ? input.newAddress : '',
    toOrgcode: receiver ? input.toOrgcode.toUpperCase() : '',
    toOrgname: receiver?.orgname ?? '',
  };
}

// ---------- The unit's registration records and applications of both kinds ----------

/** Registered and not cancelled: equipment a change registration may be applied for. */
const isRegistered = (e: EquipmentRecord) => e.regstatus === '1' && e.usestatus !== USE_STATE.cancelled;

/** The unit's use registration records (使用登记记录): its registered equipment, only its own. */
const registrationRecords = {
  visibleTo: (caller: Caller) => ownEquipment.visibleTo(caller).filter(isRegistered),
};

/** A registration record as queryList answers it: the certificate, and the change open on it if any. */
const registrationRecordView = (e: EquipmentRecord) =>
  C.registrationRecords.response.parse({
    ...e,
    openChangeApplyNo: openApplication(changeRegistrations, { ...e, equipmentId: e.id })?.applyNo ?? '',
  });

/** Either kind of application as applyList answers it: the kind, its 登记类别 or 变更类别, where it stands. */
const applicationRow = (kind: 'use' | 'change', subkind: string, record: Application) =>
  C.applications.response.parse({ ...viewOf(record), kind, subkind });

/** Both kinds in one list, each where the caller's role may query that kind (the unit's own; the authority's all). */
const registrationApplications = {
  visibleTo: (caller: Caller) => {
    const may = (access: string) => caller.role.menuIdList.includes(access);
    return [
      ...(may(ACCESS.useRecordQuery)
        ? visibleUseRegistrations.visibleTo(caller).map((r) => applicationRow('use', r.regkind, r))
        : []),
      ...(may(ACCESS.changeQuery)
        ? visibleChanges.visibleTo(caller).map((r) => applicationRow('change', r.changeKind, r))
        : []),
    ];
  },
};

export const latestFirst = (a: { applyTime: string }, b: { applyTime: string }) =>
  b.applyTime.localeCompare(a.applyTime);

export const useRegistrationHandlers = [
  serveList(C.list, { records: visibleUseRegistrations, row: viewOf, order: latestFirst }),
  serveRecord(C.detail, { records: visibleUseRegistrations, view: viewOf }),
  serve(C.checkUseAtt, {
    run: ({ caller, body }) =>
      ok(missingView(missingOf(caller, REQUIRED_USE_ATTACHMENTS[body.regkind], body.attrefsysid))),
  }),
  serve(C.save, {
    run: ({ caller, body: input }) => {
      const subject = subjectOf(caller, input);
      return saveApplication(useKind, caller, input, {
        regkind: input.regkind,
        ...(subject ? equipmentFacts(subject) : { equipmentId: '', ...pick(input, IDENTITY_FIELDS) }),
        ...pick(input, USE_FIELDS),
        equregcode: subject?.equregcode ?? '',
        usecercode: '',
      });
    },
  }),
  ...serveLifecycle(C, useKind),

  serveList(C.changeList, { records: visibleChanges, row: viewOf, order: latestFirst }),
  serveRecord(C.changeDetail, { records: visibleChanges, view: viewOf }),
  serve(C.changeAttachments, {
    run: ({ caller, body }) =>
      ok(missingView(missingOf(caller, REQUIRED_CHANGE_ATTACHMENTS, body.attrefsysid))),
  }),
  serve(C.changeSave, {
    run: ({ caller, body: input }) =>
      saveApplication(changeKind, caller, input, { ...changeValues(caller, input), newUsecercode: '' }),
  }),
  serve(C.changeCommit, {
    record: { of: visibleChanges },
    run: ({ caller, record }) => {
      changeKind.flow.check(record, 'commit', caller);
      // The equipment and the receiver may have changed since the draft was saved: taken again, as a save does.
      const patch = { ...changeValues(caller, record), applyTime: nowText() };
      checkCommit(changeKind, caller, record);
      const committed = changeKind.flow.step(record, 'commit', caller, { patch, logAs: 'submit' });
      return ok(viewOf(committed), '提交成功');
    },
  }),
  serveList(C.registrationRecords, {
    records: registrationRecords,
    row: registrationRecordView,
    order: (a, b) => a.equname.localeCompare(b.equname, 'zh-CN') || a.equcode.localeCompare(b.equcode),
  }),
  serveList(C.applications, { records: registrationApplications, row: (row) => row, order: latestFirst }),
  ...serveLifecycle(
    { withdraw: C.changeWithdraw, delete: C.changeDelete, handle: C.changeHandle },
    changeKind,
  ),
];
