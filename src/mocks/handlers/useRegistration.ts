import { allowed, registrationStep } from '../workflow';
import { z } from 'zod';
import { missingMessage } from '@/contract/field';
import { USE_REGISTRATION } from '@/contract/records/useRegistration';
import { optionalSchema, recordShape } from '@/contract/schema';
import { ACCESS, ROLE_TYPES } from '@/domain/access';
import { NINGBO_DISTRICTS } from '@/domain/areas';
import { labelOf } from '@/domain/dict';
import { USE_STATE, inspectionIntervalYears } from '@/domain/equipment';
import { kindOfVariety } from '@/domain/equipmentKinds';
import {
  AUTHORITY_ACTIONS,
  CHANGE_KIND,
  CHANGE_KINDS,
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
  type AuthorityAction,
  type RegistrationAction,
  type RegistrationStatus,
} from '@/domain/useRegistration';
import type { Machine } from '@/domain/workflow';
import { deviceCodeProblem, isCreditCode } from '@/utils/validators';
import { newId, type Collection } from '../db';
import {
  bodySchema,
  endpoint,
  fields,
  formBody,
  jsonBody,
  listEndpoint,
  recordEndpoint,
  records,
  type Records,
} from '../endpoints';
import { ok, refuse, type Caller } from '../respond';
import { units } from '../families/accounts';
import { attachments } from '../families/attachments';
import { nowText } from '../families/company';
import { NO_SPECIAL_DATES, addDays, equipment, isoDay, type EquipmentRecord } from '../families/equipment';
import {
  changeRegistrations,
  equipmentFacts,
  issueCertificateNumber,
  issueRegistrationCode,
  nextApplyNo,
  useRegistrations,
  type ChangeRegistrationRecord,
  type UseRegistrationRecord,
} from '../families/useRegistration';

/**
 * Use registration (epPemUseregistApply) and change registration (useManage). Each application kind
 * has one state machine (domain/useRegistration.ts) that every call asks before it writes, so an
 * illegal step (commit twice, withdraw after acceptance, edit a completed application) is refused with
 * the machine's message and changes nothing. A status is checked and written with no await between,
 * so of two concurrent commits of one application the second finds it committed and is refused.
 */

const S = REGISTRATION_STATUS;

/** What both kinds of application keep. */
type ApplicationRecord = UseRegistrationRecord | ChangeRegistrationRecord;

/** A unit sees its own applications; the registration authority every unit's. */
export const visibleUseRegistrations = records(useRegistrations, {
  scope: 'unitOrAdmin',
  notFound: '使用登记申请不存在或已删除',
});
const visibleChanges = records(changeRegistrations, {
  scope: 'unitOrAdmin',
  notFound: '变更登记申请不存在或已删除',
});
const ownEquipment = records(equipment, { scope: 'unit', notFound: '设备不存在或已删除' });

/** The groups the caller's unit has uploaded files to under an attachment id. */
const presentGroups = (caller: Caller, attrefsysid: string) => [
  ...new Set(
    attachments
      .filter((a) => a.attrefsysid === attrefsysid && a.unitId === caller.user.unitId)
      .map((a) => a.group),
  ),
];

/** An application's attachment id: client-made, used by no other application nor another unit's files. */
function attachmentGroup(caller: Caller, requested: string, ownId: string | undefined) {
  if (!requested) refuse('附件编号无效');
  const usedByOther = (c: Collection<ApplicationRecord>) =>
    c.findBy((a) => a.attrefsysid === requested && a.id !== ownId);
  if (
    usedByOther(useRegistrations as Collection<ApplicationRecord>) ||
    usedByOther(changeRegistrations as Collection<ApplicationRecord>) ||
    attachments.findBy((a) => a.attrefsysid === requested && a.unitId !== caller.user.unitId)
  ) {
    refuse('附件编号无效');
  }
  return requested;
}

const missingOf = (caller: Caller, required: readonly string[], attrefsysid: string) =>
  missingAttachments(required, presentGroups(caller, attrefsysid));

const missingView = (missing: readonly string[]) => ({
  missing: missing.map((group) => ({ group, label: labelOf(REGISTRATION_ATTACHMENTS, group) })),
});

/** Open = with the authority: committed and not yet finished. */
const isOpen = (status: string) => status === S.pending || status === S.accepted;

/** An application as the portal shows it: the applying unit's name instead of its id. */
const viewOf = <T extends ApplicationRecord>({ unitId, ...rest }: T) => ({
  ...rest,
  orgname: units.find(unitId)?.orgname ?? '',
});

const useView = (record: UseRegistrationRecord) => viewOf(record);
const changeView = (record: ChangeRegistrationRecord) => viewOf(record);

const readId = (label: string) => formBody(bodySchema({ id: fields.id(label) }));
const readHandle = formBody(
  bodySchema({
    id: fields.id('登记申请'),
    action: fields.code(
      '办理操作',
      AUTHORITY_ACTIONS.map((value) => ({ value })),
      '办理操作无效',
    ),
    opinion: fields.text('意见', 500),
  }),
);

const isCommitField = z.boolean({ error: '提交标记格式不正确' }).optional();

interface FamilySpec<T extends ApplicationRecord> {
  path: string;
  machine: Machine<RegistrationStatus, RegistrationAction>;
  collection: Collection<T>;
  visible: Records<T>;
  label: string;
  /** The menu id of the kind's query page: the unit's own calls and the authority's. */
  access: string;
  /** Prefixes of a new application's id and of its 申请编号. */
  idPrefix: string;
  applyPrefix: 'DJ' | 'BG';
  /** What completion writes into the equipment; the application's own patch (issued numbers) back. */
  complete: (application: T) => Partial<T>;
}

/** Withdraw, delete and the authority's step: the same for both kinds, through each kind's machine. */
function lifecycleEndpoints<T extends ApplicationRecord>(
  spec: FamilySpec<T>,
  paths: { withdraw: string; remove: string; handle: string },
) {
  return [
    endpoint({
      path: `${spec.path}/${paths.withdraw}`,
      access: spec.access,
      body: readId(spec.label),
      record: { of: spec.visible },
      run: ({ caller, record }) => {
        const t = allowed(spec.machine, 'withdraw', record.status, caller);
        const updated = spec.collection.update(record.id, {
          status: t.to,
          flow: [...record.flow, registrationStep(caller, 'withdraw')],
        } as Partial<T>);
        return ok(updated && viewOf(updated), '已撤回');
      },
    }),
    endpoint({
      path: `${spec.path}/${paths.remove}`,
      access: spec.access,
      body: readId(spec.label),
      record: { of: spec.visible },
      run: ({ caller, record }) => {
        allowed(spec.machine, 'remove', record.status, caller);
        spec.collection.remove(record.id);
        return ok(null, '删除成功');
      },
    }),
    endpoint({
      path: `${spec.path}/${paths.handle}`,
      access: spec.access,
      body: readHandle,
      record: { of: spec.visible },
      run: ({ caller, body, record }) => {
        const action = body.action as AuthorityAction;
        const t = allowed(spec.machine, action, record.status, caller);
        if ('opinion' in t && t.opinion && !body.opinion) refuse(REGISTRATION_MESSAGES.opinion);
        // Completion writes the equipment first: if it is refused, the application stays as it was.
        const issued = action === 'complete' ? spec.complete(record) : {};
        const updated = spec.collection.update(record.id, {
          ...issued,
          status: t.to,
          opinion: body.opinion || record.opinion,
          flow: [...record.flow, registrationStep(caller, action, body.opinion)],
        } as Partial<T>);
        return ok(updated && viewOf(updated), `已${t.label}`);
      },
    }),
  ];
}

// ---------- Use registration ----------

const U = USE_REGISTRATION;

const useRegistrationSchema = bodySchema({
  id: fields.id('登记申请'),
  ...recordShape(U),
  // Equipment picked from the unit's needs none of its facts; new equipment needs them (below).
  equsortcode: optionalSchema(U.equsortcode),
  equcode: optionalSchema(U.equcode),
  equname: optionalSchema(U.equname),
  makeunit: optionalSchema(U.makeunit),
  isCommit: isCommitField,
}).superRefine((body, context) => {
  if (body.equipmentId) return;
  const problem = (message: string) => context.addIssue({ code: 'custom', message });
  // New equipment entered in the form: its identity is the form's.
  if (!body.equclacode) return problem('请选择设备或填写设备类别');
  const kind = kindOfVariety(body.equsortcode);
  if (!kind || kind.equclacode !== body.equclacode) return problem('请选择所选类别下的设备品种');
  const codeProblem = deviceCodeProblem(body.equcode, body.equclacode, body.equsortcode);
  if (codeProblem) return problem(codeProblem);
  if (!body.equname) return problem(missingMessage(U.equname));
  if (!body.makeunit) return problem(missingMessage(U.makeunit));
});
const readUseRegistration = jsonBody(useRegistrationSchema);
type UseRegistrationInput = z.output<typeof useRegistrationSchema>;

/** The use fields of the 使用登记表 as the form sends them. */
const usageOf = (input: UseRegistrationInput) => ({
  areacode: input.areacode,
  address: input.address,
  innercode: input.innercode,
  usedate: input.usedate,
  safeman: input.safeman,
  safemobile: input.safemobile,
  maintainunit: input.maintainunit,
});

/** The equipment the application is for, checked against its 登记类别. */
function subjectOf(caller: Caller, input: UseRegistrationInput): EquipmentRecord | undefined {
  if (!input.equipmentId) {
    if (input.regkind !== USE_KIND.firstUse) refuse(REGISTRATION_MESSAGES.needsEquipment);
    if (equipment.findBy((e) => e.equcode === input.equcode)) {
      refuse(`设备代码 ${input.equcode} 已存在，请选择该设备办理登记`);
    }
    return undefined;
  }
  const subject = ownEquipment.get(caller, input.equipmentId);
  if (subject.usestatus === USE_STATE.scrapped || subject.usestatus === USE_STATE.cancelled) {
    refuse(REGISTRATION_MESSAGES.retired);
  }
  if (input.regkind === USE_KIND.firstUse && subject.regstatus === '1') {
    refuse(REGISTRATION_MESSAGES.alreadyRegistered);
  }
  if (input.regkind !== USE_KIND.firstUse && subject.regstatus !== '1') {
    refuse(REGISTRATION_MESSAGES.notRegistered);
  }
  return subject;
}

/** Another application of the same equipment (or the same new device code) with the authority. */
const openUseRegistration = (application: UseRegistrationRecord) =>
  useRegistrations.findBy(
    (a) =>
      a.id !== application.id &&
      isOpen(a.status) &&
      (application.equipmentId
        ? a.equipmentId === application.equipmentId
        : a.equcode === application.equcode),
  );

/** Completion: the codes issued, written into the equipment (a new record for new equipment). */
function completeUseRegistration(application: UseRegistrationRecord): Partial<UseRegistrationRecord> {
  const now = new Date();
  const use = {
    areacode: application.areacode,
    address: application.address,
    innercode: application.innercode,
    usedate: application.usedate,
    safeman: application.safeman,
    safemobile: application.safemobile,
    maintainunit: application.maintainunit,
  };
  const usecercode = issueCertificateNumber(application.equclacode, application.equsortcode, now);
  if (application.equipmentId) {
    const subject = equipment.find(application.equipmentId);
    if (!subject || subject.unitId !== application.unitId) refuse('该设备已不属于申请单位，不能办结');
    const equregcode =
      subject!.equregcode || issueRegistrationCode(subject!.equsortcode, application.areacode, now);
    equipment.update(subject!.id, {
      ...use,
      equregcode,
      usecercode,
      regstatus: '1',
      ...(application.regkind === USE_KIND.firstUse && { usestatus: USE_STATE.inUse }),
      updateDate: isoDay(now),
    });
    return { equregcode, usecercode };
  }
  if (equipment.findBy((e) => e.equcode === application.equcode)) {
    refuse(`设备代码 ${application.equcode} 已存在，不能办结`);
  }
  const equregcode = issueRegistrationCode(application.equsortcode, application.areacode, now);
  const years = Math.max(1, inspectionIntervalYears(application.equsortcode));
  const created = equipment.insert({
    id: newId('eqm-'),
    unitId: application.unitId,
    equclacode: application.equclacode,
    equsortcode: application.equsortcode,
    equcode: application.equcode,
    equname: application.equname,
    equmodel: application.equmodel,
    factorycode: application.factorycode,
    makeunit: application.makeunit,
    makedate: application.makedate,
    installunit: application.installunit,
    ...use,
    equregcode,
    usecercode,
    regstatus: '1',
    usestatus: USE_STATE.inUse,
    lastinsdate: '',
    inspconclusion: '',
    nextinsdate: isoDay(addDays(now, 365 * years)),
    ...NO_SPECIAL_DATES,
    createDate: isoDay(now),
    updateDate: isoDay(now),
  });
  return { equipmentId: created.id, equregcode, usecercode };
}

const useFamily: FamilySpec<UseRegistrationRecord> = {
  path: '*/a/stone/epPemUseregistApply',
  machine: useRegistrationMachine,
  collection: useRegistrations,
  visible: visibleUseRegistrations,
  label: '使用登记申请',
  access: ACCESS.useRecordQuery,
  idPrefix: 'ur-',
  applyPrefix: 'DJ',
  complete: completeUseRegistration,
};

// ---------- Change registration ----------

const changeSchema = bodySchema({
  id: fields.id('变更登记申请'),
  changeKind: fields.code('变更类别', CHANGE_KINDS),
  equipmentId: fields.required('设备', 64, '请选择设备'),
  reason: fields.required('变更原因', 200),
  newOrgname: fields.text('变更后单位名称', 100),
  newAreacode: fields.optionalCode('变更后所在区域', NINGBO_DISTRICTS),
  newAddress: fields.text('变更后使用地点', 100),
  toOrgcode: fields.optionalFormat(
    '受让单位统一社会信用代码',
    (v) => isCreditCode(v.toUpperCase()),
    '请输入有效的统一社会信用代码',
  ),
  attrefsysid: fields.id('附件编号'),
  isCommit: isCommitField,
}).superRefine((body, context) => {
  const problem = (message: string) => context.addIssue({ code: 'custom', message });
  if (body.changeKind === CHANGE_KIND.rename && !body.newOrgname) return problem('请填写变更后单位名称');
  if (body.changeKind === CHANGE_KIND.address || body.changeKind === CHANGE_KIND.relocation) {
    if (!body.newAreacode) return problem('请选择变更后所在区域');
    if (!body.newAddress) return problem('请填写变更后使用地点');
  }
  if (body.changeKind === CHANGE_KIND.transfer && !body.toOrgcode)
    return problem('请填写受让单位统一社会信用代码');
});
const readChange = jsonBody(changeSchema);
type ChangeInput = z.output<typeof changeSchema>;

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
function checkChangeSubject(subject: EquipmentRecord, changeKind: string) {
  if (subject.regstatus !== '1') refuse(REGISTRATION_MESSAGES.notRegistered);
  const retired =
    subject.usestatus === USE_STATE.cancelled ||
    (subject.usestatus === USE_STATE.scrapped && changeKind !== CHANGE_KIND.cancel);
  if (retired) refuse(REGISTRATION_MESSAGES.retired);
  if (changeKind === CHANGE_KIND.stop && subject.usestatus !== USE_STATE.inUse)
    refuse(REGISTRATION_MESSAGES.notInUse);
  if (changeKind === CHANGE_KIND.restart && subject.usestatus !== USE_STATE.stopped) {
    refuse(REGISTRATION_MESSAGES.notStopped);
  }
}

/** Completion: the equipment changes as the 变更类别 says; renames, transfers and moves get a new certificate. */
function completeChange(application: ChangeRegistrationRecord): Partial<ChangeRegistrationRecord> {
  const subject = equipment.find(application.equipmentId);
  if (!subject || subject.unitId !== application.unitId) return refuse('该设备已不属于申请单位，不能办结');
  checkChangeSubject(subject, application.changeKind);
  const reissue = () => issueCertificateNumber(subject.equclacode, subject.equsortcode);
  const K = CHANGE_KIND;
  let patch: Partial<EquipmentRecord> = {};
  switch (application.changeKind) {
    case K.rename:
      patch = { usecercode: reissue() };
      break;
    case K.address:
      patch = { areacode: application.newAreacode, address: application.newAddress };
      break;
    case K.relocation:
      patch = { areacode: application.newAreacode, address: application.newAddress, usecercode: reissue() };
      break;
    case K.transfer:
      patch = { unitId: receiverOf(application.unitId, application.toOrgcode).id, usecercode: reissue() };
      break;
    case K.stop:
      patch = { usestatus: USE_STATE.stopped };
      break;
    case K.restart:
      patch = { usestatus: USE_STATE.inUse };
      break;
    case K.scrap:
      patch = { usestatus: USE_STATE.scrapped };
      break;
    case K.cancel:
      patch = { usestatus: USE_STATE.cancelled, regstatus: '0' };
      break;
  }
  equipment.update(subject.id, { ...patch, updateDate: isoDay(new Date()) });
  return { newUsecercode: patch.usecercode ?? '' };
}

const changeFamily: FamilySpec<ChangeRegistrationRecord> = {
  path: '*/a/stone/useManage',
  machine: changeRegistrationMachine,
  collection: changeRegistrations,
  visible: visibleChanges,
  label: '变更登记申请',
  access: ACCESS.changeQuery,
  idPrefix: 'cr-',
  applyPrefix: 'BG',
  complete: completeChange,
};

/** What a change application stores of its input and its equipment. */
function changeValues(caller: Caller, input: ChangeInput) {
  const subject = ownEquipment.get(caller, input.equipmentId);
  checkChangeSubject(subject, input.changeKind);
  const K = CHANGE_KIND;
  const moves = input.changeKind === K.address || input.changeKind === K.relocation;
  const receiver =
    input.changeKind === K.transfer ? receiverOf(caller.user.unitId, input.toOrgcode) : undefined;
  return {
    changeKind: input.changeKind,
    equipmentId: subject.id,
    equcode: subject.equcode,
    equname: subject.equname,
    equsortcode: subject.equsortcode,
    usecercode: subject.usecercode,
    reason: input.reason,
    newOrgname: input.changeKind === K.rename ? input.newOrgname : '',
    newAreacode: moves ? input.newAreacode : '',
    newAddress: moves ? input.newAddress : '',
    toOrgcode: receiver ? input.toOrgcode.toUpperCase() : '',
    toOrgname: receiver?.orgname ?? '',
  };
}

// ---------- Saving: 暂存 or 保存并提交, the same for both kinds ----------

/** What a commit asks of an application: its required attachments, and no other open one of its equipment. */
function checkCommit<T extends ApplicationRecord>(
  caller: Caller,
  required: readonly string[],
  application: T,
  conflict: (application: T) => boolean,
) {
  const missing = missingOf(caller, required, application.attrefsysid);
  if (missing.length) refuse(missingAttachmentsMessage(missing));
  if (conflict(application)) refuse(REGISTRATION_MESSAGES.openApplication);
}

/**
 * Writes an application: a new one as a draft, an existing one where the machine allows an edit;
 * with isCommit it is committed in the same step once its attachments and conflicts are checked.
 */
function saveApplication<T extends ApplicationRecord>(
  spec: FamilySpec<T>,
  caller: Caller,
  input: { id: string; attrefsysid: string; isCommit?: boolean },
  values: Omit<T, 'id' | 'unitId' | 'applyNo' | 'status' | 'flow' | 'opinion' | 'applyTime' | 'attrefsysid'>,
  required: readonly string[],
  conflict: (draft: T) => boolean,
) {
  const existing = input.id ? spec.visible.get(caller, input.id) : undefined;
  const action = input.isCommit ? 'commit' : 'save';
  const t = allowed(spec.machine, action, existing?.status ?? S.draft, caller);
  const attrefsysid = attachmentGroup(caller, input.attrefsysid, existing?.id);
  const draft = {
    ...(existing ?? {
      id: newId(spec.idPrefix),
      unitId: caller.user.unitId,
      applyNo: nextApplyNo(spec.applyPrefix),
      flow: [],
      opinion: '',
    }),
    ...values,
    attrefsysid,
  } as T;
  if (input.isCommit) checkCommit(caller, required, draft, conflict);
  const stored = {
    ...draft,
    status: t.to,
    applyTime: nowText(),
    flow: input.isCommit ? [...draft.flow, registrationStep(caller, 'submit')] : draft.flow,
  } as T;
  const saved = existing ? spec.collection.update(existing.id, stored) : spec.collection.insert(stored);
  return ok(saved && viewOf(saved), input.isCommit ? '提交成功' : '保存成功');
}

/** The change registration open (with the authority) for a piece of equipment, other than `exceptId`. */
const openChangeOf = (equipmentId: string, exceptId?: string) =>
  changeRegistrations.findBy((a) => a.id !== exceptId && isOpen(a.status) && a.equipmentId === equipmentId);

/** Registered and not cancelled: equipment a change registration may be applied for. */
const isRegistered = (e: EquipmentRecord) => e.regstatus === '1' && e.usestatus !== USE_STATE.cancelled;

/** The unit's use registration records (使用登记记录): its registered equipment, only its own. */
const registrationRecords: Records<EquipmentRecord> = {
  visibleTo: (caller) => ownEquipment.visibleTo(caller).filter(isRegistered),
  get: (caller, id) => {
    const found = ownEquipment.get(caller, id);
    return isRegistered(found) ? found : refuse(REGISTRATION_MESSAGES.notRegistered);
  },
};

/** A registration record as queryList answers it: the certificate, and the change open on it if any. */
const registrationRecordView = (e: EquipmentRecord) => ({
  id: e.id,
  equcode: e.equcode,
  equname: e.equname,
  equclacode: e.equclacode,
  equsortcode: e.equsortcode,
  equregcode: e.equregcode,
  usecercode: e.usecercode,
  usestatus: e.usestatus,
  areacode: e.areacode,
  address: e.address,
  openChangeApplyNo: openChangeOf(e.id)?.applyNo ?? '',
});

/** Either kind of application as applyList answers it: the kind, its 登记类别 or 变更类别, where it stands. */
const applicationRow = (kind: 'use' | 'change', subkind: string, record: ApplicationRecord) => ({
  id: record.id,
  kind,
  subkind,
  applyNo: record.applyNo,
  status: record.status,
  applyTime: record.applyTime,
  equipmentId: record.equipmentId,
  equcode: record.equcode,
  equname: record.equname,
  usecercode: record.usecercode,
  orgname: units.find(record.unitId)?.orgname ?? '',
});
type ApplicationRow = ReturnType<typeof applicationRow>;

/** Both kinds in one list, each where the caller's role may query that kind (the unit's own; the authority's all). */
const registrationApplications: Records<ApplicationRow> = {
  visibleTo: (caller) => {
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
  get: (caller, id) =>
    registrationApplications.visibleTo(caller).find((row) => row.id === id) ??
    refuse('登记申请不存在或已删除'),
};

export const useRegistrationHandlers = [
  listEndpoint({
    method: 'post',
    path: `${useFamily.path}/list`,
    access: ACCESS.useRecordQuery,
    records: visibleUseRegistrations,
    row: useView,
    filters: (by) => [
      by.text('applyNo'),
      by.code('regkind'),
      by.code('status'),
      by.text('equcode'),
      by.text('equname'),
      by.text('usecercode'),
      by.text('orgname'),
      by.dateRange('applyTime'),
    ],
    order: (a, b) => b.applyTime.localeCompare(a.applyTime),
  }),
  recordEndpoint({
    path: `${useFamily.path}/detail/:id`,
    access: ACCESS.useRecordQuery,
    records: visibleUseRegistrations,
    view: useView,
  }),
  endpoint({
    method: 'get',
    path: `${useFamily.path}/checkUseAtt`,
    access: ACCESS.useRecordApply,
    run: ({ caller, body: query }) => {
      const required = REQUIRED_USE_ATTACHMENTS[query.regkind ?? ''] ?? refuse('请选择有效的登记类别');
      return ok(missingView(missingOf(caller, required, query.attrefsysid ?? '')));
    },
  }),
  endpoint({
    path: `${useFamily.path}/save`,
    access: ACCESS.useRecordApply,
    body: readUseRegistration,
    run: ({ caller, body: input }) => {
      const subject = subjectOf(caller, input);
      const values = {
        regkind: input.regkind,
        ...(subject
          ? equipmentFacts(subject)
          : {
              equipmentId: '',
              equclacode: input.equclacode,
              equsortcode: input.equsortcode,
              equcode: input.equcode,
              equname: input.equname,
              equmodel: input.equmodel,
              factorycode: input.factorycode,
              makeunit: input.makeunit,
              makedate: input.makedate,
              installunit: input.installunit,
            }),
        ...usageOf(input),
        equregcode: subject?.equregcode ?? '',
        usecercode: '',
      };
      return saveApplication(
        useFamily,
        caller,
        input,
        values,
        REQUIRED_USE_ATTACHMENTS[input.regkind],
        (draft) => !!openUseRegistration(draft),
      );
    },
  }),
  ...lifecycleEndpoints(useFamily, { withdraw: 'withdraw', remove: 'delete', handle: 'handle' }),

  listEndpoint({
    method: 'post',
    path: `${changeFamily.path}/equatChangeList`,
    access: ACCESS.changeQuery,
    records: visibleChanges,
    row: changeView,
    filters: (by) => [
      by.text('applyNo'),
      by.code('changeKind'),
      by.code('status'),
      by.text('equcode'),
      by.text('equname'),
      by.text('orgname'),
      by.dateRange('applyTime'),
    ],
    order: (a, b) => b.applyTime.localeCompare(a.applyTime),
  }),
  recordEndpoint({
    path: `${changeFamily.path}/changeDetail/:id`,
    access: ACCESS.changeQuery,
    records: visibleChanges,
    view: changeView,
  }),
  endpoint({
    method: 'get',
    path: `${changeFamily.path}/attachments`,
    access: ACCESS.changeRegister,
    run: ({ caller, body: query }) =>
      ok(missingView(missingOf(caller, REQUIRED_CHANGE_ATTACHMENTS, query.attrefsysid ?? ''))),
  }),
  endpoint({
    path: `${changeFamily.path}/save`,
    access: ACCESS.changeRegister,
    body: readChange,
    run: ({ caller, body: input }) =>
      saveApplication(
        changeFamily,
        caller,
        input,
        { ...changeValues(caller, input), newUsecercode: '' },
        REQUIRED_CHANGE_ATTACHMENTS,
        (draft) => !!openChangeOf(draft.equipmentId, draft.id),
      ),
  }),
  endpoint({
    path: `${changeFamily.path}/commitEqdEquat`,
    access: ACCESS.changeRegister,
    body: readId(changeFamily.label),
    record: { of: visibleChanges },
    run: ({ caller, record }) => {
      const t = allowed(changeRegistrationMachine, 'commit', record.status, caller);
      // The equipment and the receiver may have changed since the draft was saved: taken again, as a save does.
      const values = changeValues(caller, record);
      checkCommit(caller, REQUIRED_CHANGE_ATTACHMENTS, record, (a) => !!openChangeOf(a.equipmentId, a.id));
      const updated = changeRegistrations.update(record.id, {
        ...values,
        status: t.to,
        applyTime: nowText(),
        flow: [...record.flow, registrationStep(caller, 'submit')],
      });
      return ok(updated && viewOf(updated), '提交成功');
    },
  }),
  listEndpoint({
    method: 'post',
    path: `${changeFamily.path}/queryList`,
    access: ACCESS.changeRegister,
    records: registrationRecords,
    row: registrationRecordView,
    filters: (by) => [
      by.text('equcode'),
      by.text('equname'),
      by.text('usecercode'),
      by.code('equclacode'),
      by.code('usestatus'),
    ],
    order: (a, b) => a.equname.localeCompare(b.equname, 'zh-CN') || a.equcode.localeCompare(b.equcode),
  }),
  listEndpoint({
    method: 'post',
    path: `${changeFamily.path}/applyList`,
    access: [ACCESS.useRecordQuery, ACCESS.changeQuery],
    records: registrationApplications,
    row: (row) => row,
    filters: (by) => [
      by.text('applyNo'),
      by.code('kind'),
      by.code('status'),
      by.code('equipmentId'),
      by.text('equcode'),
      by.text('equname'),
      by.dateRange('applyTime'),
    ],
    order: (a, b) => b.applyTime.localeCompare(a.applyTime),
  }),
  ...lifecycleEndpoints(changeFamily, { withdraw: 'withdraw', remove: 'del', handle: 'handle' }),
];
