import {
  changeLifecycle,
  useRegistrationCalls as C,
  type ApplicationState,
  type ChangeRegistration,
  type ChangeRegistrationInput,
  type lifecycleCalls,
  type UseRegistration,
  type UseRegistrationInput,
} from '@/contract/calls/useRegistration';
import type { CallDeclaration } from '@/contract/wire';
import { ACCESS, ROLE_TYPES } from '@/domain/access';
import { labelOf } from '@/domain/dict';
import { USE_STATE, inspectionIntervalYears } from '@/domain/equipment';
import {
  CHANGE_KIND as K,
  REGISTRATION_ATTACHMENTS,
  REGISTRATION_MESSAGES as M,
  REGISTRATION_STATUS as S,
  REGISTRATION_TRANSITIONS,
  REQUIRED_CHANGE_ATTACHMENTS,
  REQUIRED_USE_ATTACHMENTS,
  USE_KIND,
  certificateNumberOf,
  changeRegistrationMachine,
  missingAttachments,
  missingAttachmentsMessage,
  useRegistrationMachine,
  type AuthorityAction,
} from '@/domain/useRegistration';
import { beijingDateTime, beijingDay, dayFromToday } from '@/utils/beijingTime';
import { blank, collection, newId, pad, pick, words, type Collection, type Entity, type Owned } from '../db';
import { flowCalls, newestFirst, records, serve, serveList, serveRecord } from '../endpoints';
import { ok, refuse, type Caller } from '../respond';
import { workflow } from '../workflow';
import {
  ownEquipment,
  NO_SPECIAL_DATES,
  REGISTRATION_AUTHORITY,
  addDays,
  equipment,
  type EquipmentRecord,
} from './equipment';
import { flowStep, groupFiles, nextNumber, sharePrefix } from './registration';
import { units } from '../callers';

/**
 * Use registration (epPemUseregistApply), change registration (useManage) and termination
 * (families/registrationSets.ts) applications, filed and handled alike: every call asks its kind's
 * machine before it writes, so an illegal step is refused with the machine's message, changing nothing.
 * The seed gives the demo use unit a few in every stage (completed, returned with an opinion, waiting),
 * dated from today, on equipment of its own.
 */

export type UseRegistrationRecord = Owned<Required<Omit<UseRegistration, 'orgname'>>>;
type ChangeRegistrationRecord = Owned<Required<Omit<ChangeRegistration, 'orgname'>>>;

/** The prefixes of an application kind's ids and of its 申请编号 (DJ/BG/ZX). */
type Prefixes = readonly [id: string, applyNo: string];

/** A seeded step of the authority, with its opinion; and the `n`th of a kind filed `days` ago at `time`. */
export type SeededStep = [AuthorityAction, string?];
type Filed = [n: number, days: number, time: string];

/** A seeded flow: the demo use unit's user submits `days` ago at `time`, the authority steps a day apart. */
export const seededFlow = (days: number, time: string, steps: SeededStep[]) =>
  [['submit', ''], ...steps].map(([action, opinion], k) =>
    flowStep(action, k ? REGISTRATION_AUTHORITY : '王丽娟', `${dayFromToday(k - days)} ${time}`, opinion),
  );

/** A seeded application of a kind on a piece of equipment: its status and opinion are its last step's. */
export function seededApplication(
  [ids, numbers]: Prefixes,
  e: EquipmentRecord,
  [n, days, time]: Filed,
  ...steps: SeededStep[]
) {
  const id = `${ids}-${pad(n, 4)}`;
  const last = steps.at(-1);
  return {
    id,
    unitId: e.unitId,
    applyNo: `${numbers}${dayFromToday(-days).replace(/-/g, '')}${pad(n, 4)}`,
    attrefsysid: id,
    applyTime: `${dayFromToday(-days)} ${time}`,
    ...equipmentNamed(e),
    flow: seededFlow(days, time, steps),
    status: last ? REGISTRATION_TRANSITIONS[last[0]].to : S.pending,
    opinion: last?.[1] ?? '',
  };
}

/** What a use registration says of where and by whom the equipment is used (使用情况). */
const USE_FIELDS = words('areacode address innercode usedate safeman safemobile maintainunit');
/** What it says of the equipment itself (设备基本情况). */
const IDENTITY_FIELDS = words(
  'equclacode equsortcode equcode equname equmodel factorycode makeunit makedate installunit',
);

/** The facts a change or termination names its equipment by. */
export const equipmentNamed = (e: EquipmentRecord) => ({
  equipmentId: e.id,
  ...pick(e, ['equcode', 'equname', 'equsortcode', 'usecercode']),
});

const demoSubjects = () =>
  equipment.filter((e) => e.unitId === 'unit-use' && e.usestatus === USE_STATE.inUse && e.regstatus === '1');

export const useRegistrations = collection<UseRegistrationRecord>('useRegistrations', () => {
  const [done, returned, waiting] = demoSubjects();
  const seeded = (e: EquipmentRecord, regkind: string, filed: Filed, ...steps: SeededStep[]) => {
    const application = seededApplication(['ur', 'DJ'], e, filed, ...steps);
    // The form's facts of the equipment; the certificate is issued on completion.
    const usecercode = application.status === S.completed ? e.usecercode : '';
    return {
      ...application,
      ...pick(e, [...IDENTITY_FIELDS, ...USE_FIELDS, 'equregcode']),
      regkind,
      usecercode,
    };
  };
  return [
    seeded(done, USE_KIND.alteration, [1, 200, '09:30:00'], ['accept'], ['complete']),
    seeded(
      returned,
      USE_KIND.designLife,
      [2, 12, '09:30:00'],
      ['sendBack', '安全评估报告缺少评估机构盖章，请补充后重新提交'],
    ),
    seeded(waiting, USE_KIND.alteration, [3, 2, '14:12:00']),
  ];
});

export const changeRegistrations = collection<ChangeRegistrationRecord>('changeRegistrations', () => {
  const [moved, stopping] = demoSubjects().slice(3);
  // What the seeded kinds leave empty, and the certificate completion may re-issue.
  const unchanged = blank('newOrgname newAreacode newAddress toOrgcode toOrgname newUsecercode');
  return [
    {
      ...seededApplication(['cr', 'BG'], moved, [1, 300, '10:00:00'], ['accept'], ['complete']),
      ...unchanged,
      changeKind: K.address,
      reason: '门牌号调整',
      newAreacode: moved.areacode,
      newAddress: moved.address,
    },
    {
      ...seededApplication(['cr', 'BG'], stopping, [2, 1, '10:00:00']),
      ...unchanged,
      changeKind: K.stop,
      reason: '车间停产检修，设备暂停使用',
    },
  ];
});
// A unit change (company) is numbered BG too: each counts the other's numbers.
sharePrefix('BG', changeRegistrations);

/** A new 使用登记证编号 for a piece of equipment, this year: the serial after the highest any equipment holds. */
function issueCertificateNumber(equclacode: string, equsortcode: string, today = new Date()) {
  const serialOf = (e: EquipmentRecord) => Number(/浙B(\d{5})\(/.exec(e.usecercode)?.[1] ?? 0);
  const highest = equipment.all().reduce((max, e) => Math.max(max, serialOf(e)), 0);
  return certificateNumberOf(equclacode, equsortcode, highest + 1, Number(beijingDay(today).slice(0, 4)));
}

/** A new 注册代码: variety + area + this month + the next 4-digit serial of that prefix. */
function issueRegistrationCode(equsortcode: string, areacode: string, today = new Date()) {
  const month = beijingDay(today).slice(0, 7).replace('-', '');
  const prefix = `${equsortcode}${areacode}${month}`;
  const highest = equipment
    .filter((e) => e.equregcode.startsWith(prefix))
    .reduce((max, e) => Math.max(max, Number(e.equregcode.slice(16))), 0);
  return `${prefix}${pad(highest + 1, 4)}`;
}

/** What every registration application keeps (use, change, termination), and the equipment it names. */
type Application = Entity &
  Required<Omit<ApplicationState, 'id' | 'orgname'>> &
  Pick<EquipmentRecord, 'unitId' | 'equcode' | 'equname' | 'usecercode'> & { equipmentId: string };

/** An application kind: its machine over its collection, whose it is, how it is numbered and completed. */
export const applicationKind = <T extends Application>(kind: {
  collection: Collection<T>;
  machine: typeof useRegistrationMachine;
  /** The refusal for a missing application or another unit's (the authority sees every unit's once submitted). */
  notFound: string;
  prefixes: Prefixes;
  /** The attachment groups a commit asks for (none unless given). */
  required?: (application: T) => readonly string[];
  /** The refusal of a commit while another application of the same equipment is with the authority. */
  openMessage?: string;
  /** What completion writes into the equipment; the application's own patch (issued numbers) back. */
  complete: (application: T) => Partial<T>;
}) => ({
  ...kind,
  flow: workflow({ machine: kind.machine, collection: kind.collection, log: 'flow' }),
  visible: records(kind.collection, {
    scope: 'unitOrAdmin',
    notFound: kind.notFound,
    unsubmitted: (application) => application.status === S.draft,
  }),
});
type ApplicationKind<T extends Application> = ReturnType<typeof applicationKind<T>>;

/** A record as the portal shows it: the owning unit's name instead of its id. */
export const viewOf = <T extends { unitId: string }>({ unitId, ...rest }: T) => ({
  ...rest,
  orgname: units.find(unitId)?.orgname ?? '',
});

const latestFirst = newestFirst('applyTime');

const missingOf = (caller: Caller, required: readonly string[], attrefsysid: string) => {
  const uploaded = groupFiles(caller.user.unitId, attrefsysid).map((a) => a.group);
  return missingAttachments(required, uploaded);
};

const missingAnswer = (...args: Parameters<typeof missingOf>) =>
  ok({
    missing: missingOf(...args).map((group) => ({ group, label: labelOf(REGISTRATION_ATTACHMENTS, group) })),
  });

/** Another application of the collection with the authority (committed, not finished) for the same equipment. */
const openApplication = <T extends Application>(
  collection: Collection<T>,
  of: Pick<Application, 'id' | 'equipmentId' | 'equcode'>,
) =>
  collection.findBy(
    (a) =>
      a.id !== of.id &&
      (a.status === S.pending || a.status === S.accepted) &&
      (of.equipmentId ? a.equipmentId === of.equipmentId : a.equcode === of.equcode),
  );

/**
 * Writes an application: a new one as a draft, an existing one where the machine allows an edit;
 * with isCommit it is committed in the same step once its attachments are uploaded and no other
 * application of its equipment is open. Every check comes before the first write, with no await between.
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
      applyNo: nextNumber(kind.prefixes[1], kind.collection, 'applyNo'),
      status: S.draft,
      flow: [],
      opinion: '',
    } as unknown as T);
  kind.flow.check(current, action, caller);
  // One the server issued to the unit and no other record holds: invariants.ts guards every save.
  const attrefsysid = input.attrefsysid || refuse('附件编号无效');
  const draft = { ...current, ...values, attrefsysid, applyTime: beijingDateTime() };
  if (input.isCommit) {
    const missing = missingOf(caller, kind.required?.(draft) ?? [], attrefsysid);
    if (missing.length) refuse(missingAttachmentsMessage(missing));
    if (openApplication(kind.collection, draft)) refuse(kind.openMessage ?? M.openApplication);
  }
  const stored = existing ? kind.collection.update(draft.id, draft)! : kind.collection.insert(draft);
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

/** A kind's list, detail, withdraw, delete and the authority's step, each through its machine. */
export function serveApplications<T extends Application>(
  kind: ApplicationKind<T>,
  list: CallDeclaration,
  detail: CallDeclaration,
  calls: ReturnType<typeof lifecycleCalls>,
) {
  const steps = flowCalls(kind.flow, kind.visible, viewOf);
  return [
    serveList(list, { records: kind.visible, row: viewOf, order: latestFirst }),
    serveRecord(detail, { records: kind.visible, view: viewOf }),
    steps.step(calls.withdraw, 'withdraw', '已撤回'),
    steps.remove(calls.delete, 'remove'),
    serve(calls.handle, {
      record: { of: kind.visible },
      run: ({ caller, body: { action, opinion }, record }) => {
        const t = kind.flow.check(record, action, caller);
        if ('opinion' in t && t.opinion && !opinion) refuse(M.opinion);
        // Completion writes the equipment first: if it is refused, the application stays as it was.
        const issued = action === 'complete' ? kind.complete(record) : {};
        const patch = { ...issued, opinion: opinion || record.opinion } as Partial<T>;
        return ok(viewOf(kind.flow.step(record, action, caller, { patch, opinion })), `已${t.label}`);
      },
    }),
  ];
}

/** The equipment the application is for, checked against its 登记类别. */
function subjectOf(caller: Caller, input: UseRegistrationInput): EquipmentRecord | undefined {
  if (!input.equipmentId) {
    if (input.regkind !== USE_KIND.firstUse) refuse(M.needsEquipment);
    const taken = equipment.findBy((e) => e.equcode === input.equcode);
    return taken && refuse(`设备代码 ${input.equcode} 已存在，请选择该设备办理登记`);
  }
  const subject = ownEquipment.get(caller, input.equipmentId);
  if (subject.usestatus === USE_STATE.scrapped || subject.usestatus === USE_STATE.cancelled)
    refuse(M.retired);
  // A first use registers unregistered equipment; the other kinds registered equipment.
  const firstUse = input.regkind === USE_KIND.firstUse;
  if (firstUse === (subject.regstatus === '1')) refuse(firstUse ? M.alreadyRegistered : M.notRegistered);
  return subject;
}

/**
 * Completion: the codes issued, written into the equipment, or a new record for new equipment (whose
 * code another may have taken since: the equipment's guard refuses it then, before anything is written).
 */
function completeUseRegistration(application: UseRegistrationRecord): Partial<UseRegistrationRecord> {
  const now = new Date();
  const subject = application.equipmentId ? completedSubject(application) : undefined;
  const { equsortcode } = subject ?? application;
  const usecercode = issueCertificateNumber(application.equclacode, application.equsortcode, now);
  const equregcode = subject?.equregcode || issueRegistrationCode(equsortcode, application.areacode, now);
  const registered = {
    ...pick(application, USE_FIELDS),
    equregcode,
    usecercode,
    regstatus: '1',
    updateDate: beijingDay(now),
  };
  const written = subject
    ? equipment.update(subject.id, {
        ...registered,
        ...(application.regkind === USE_KIND.firstUse && { usestatus: USE_STATE.inUse }),
      })!
    : equipment.insert({
        id: newId('eqm-'),
        unitId: application.unitId,
        ...pick(application, IDENTITY_FIELDS),
        ...registered,
        usestatus: USE_STATE.inUse,
        ...blank('lastinsdate inspconclusion'),
        nextinsdate: beijingDay(addDays(now, 365 * Math.max(1, inspectionIntervalYears(equsortcode)))),
        ...NO_SPECIAL_DATES,
        createDate: beijingDay(now),
      });
  return { equipmentId: written.id, equregcode, usecercode };
}

const useKind = applicationKind({
  collection: useRegistrations,
  machine: useRegistrationMachine,
  notFound: '使用登记申请不存在或已删除',
  prefixes: ['ur', 'DJ'],
  required: (application) => REQUIRED_USE_ATTACHMENTS[application.regkind],
  complete: completeUseRegistration,
});
export const visibleUseRegistrations = useKind.visible;

/** The receiving use unit of a transfer, by credit code: another use unit. */
function receiverOf(unitId: string, toOrgcode: string) {
  const receiver =
    units.findBy((u) => u.orgcode === toOrgcode.toUpperCase() && u.unittype === ROLE_TYPES.use) ??
    refuse(M.receiver);
  return receiver.id === unitId ? refuse(M.selfTransfer) : receiver;
}

/** The equipment, if its state admits the change; refused with the reason otherwise. */
function changeable(subject: EquipmentRecord, changeKind: string) {
  const { regstatus, usestatus } = subject;
  if (regstatus !== '1') refuse(M.notRegistered);
  const scrapped = usestatus === USE_STATE.scrapped && changeKind !== K.cancel;
  if (usestatus === USE_STATE.cancelled || scrapped) refuse(M.retired);
  if (changeKind === K.stop && usestatus !== USE_STATE.inUse) refuse(M.notInUse);
  if (changeKind === K.restart && usestatus !== USE_STATE.stopped) refuse(M.notStopped);
  return subject;
}

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

const changeKind = applicationKind({
  collection: changeRegistrations,
  machine: changeRegistrationMachine,
  notFound: '变更登记申请不存在或已删除',
  prefixes: ['cr', 'BG'],
  required: () => REQUIRED_CHANGE_ATTACHMENTS,
  complete: (application) => {
    const subject = changeable(completedSubject(application), application.changeKind);
    const patch = CHANGES[application.changeKind](application, () =>
      issueCertificateNumber(subject.equclacode, subject.equsortcode),
    );
    equipment.update(subject.id, { ...patch, updateDate: beijingDay() });
    return { newUsecercode: patch.usecercode ?? '' };
  },
});

/** What a change application stores of its input and its equipment, both taken again at every save. */
function changeValues(caller: Caller, input: Omit<ChangeRegistrationInput, 'id'>) {
  const subject = changeable(ownEquipment.get(caller, input.equipmentId), input.changeKind);
  const moves = input.changeKind === K.address || input.changeKind === K.relocation;
  const receiver =
    input.changeKind === K.transfer ? receiverOf(caller.user.unitId, input.toOrgcode) : undefined;
  // Refused now if the transfer could not be completed: something is open on the equipment (invariants.ts).
  if (receiver) equipment.admits(subject.id, { unitId: receiver.id });
  return {
    ...equipmentNamed(subject),
    changeKind: input.changeKind,
    reason: input.reason,
    newOrgname: input.changeKind === K.rename ? input.newOrgname : '',
    newAreacode: moves ? input.newAreacode : '',
    newAddress: moves ? input.newAddress : '',
    toOrgcode: receiver ? input.toOrgcode.toUpperCase() : '',
    toOrgname: receiver?.orgname ?? '',
    newUsecercode: '',
  };
}

export const useRegistrationHandlers = [
  ...serveApplications(useKind, C.list, C.detail, C),
  serve(C.checkUseAtt, {
    run: ({ caller, body }) =>
      missingAnswer(caller, REQUIRED_USE_ATTACHMENTS[body.regkind], body.attrefsysid),
  }),
  serve(C.save, {
    run: ({ caller, body: input }) => {
      const subject = subjectOf(caller, input);
      return saveApplication(useKind, caller, input, {
        equipmentId: subject?.id ?? '',
        ...pick(subject ?? input, IDENTITY_FIELDS),
        ...pick(input, ['regkind', ...USE_FIELDS]),
        equregcode: subject?.equregcode ?? '',
        usecercode: '',
      });
    },
  }),
  serve(C.changeAttachments, {
    run: ({ caller, body }) => missingAnswer(caller, REQUIRED_CHANGE_ATTACHMENTS, body.attrefsysid),
  }),
  serve(C.changeSave, {
    run: ({ caller, body: input }) => saveApplication(changeKind, caller, input, changeValues(caller, input)),
  }),
  serve(C.changeCommit, {
    record: { of: changeKind.visible },
    // Committed as it was saved: its equipment and receiver are taken again, as a save does.
    run: ({ caller, record }) => {
      changeKind.flow.check(record, 'commit', caller);
      return saveApplication(changeKind, caller, { ...record, isCommit: true }, changeValues(caller, record));
    },
  }),
  serveList(C.registrationRecords, {
    // Registered and not cancelled: the unit's equipment a change registration may be applied for.
    records: {
      visibleTo: (caller: Caller) =>
        ownEquipment
          .visibleTo(caller)
          .filter((e) => e.regstatus === '1' && e.usestatus !== USE_STATE.cancelled),
    },
    row: (e) =>
      C.registrationRecords.response.parse({
        ...e,
        openChangeApplyNo: openApplication(changeRegistrations, { ...e, equipmentId: e.id })?.applyNo ?? '',
      }),
    order: (a, b) => a.equname.localeCompare(b.equname, 'zh-CN') || a.equcode.localeCompare(b.equcode),
  }),
  serveList(C.applications, {
    // Each kind where the caller's role may query it: the unit's own, the authority's every unit's.
    records: {
      visibleTo: (caller: Caller) => [
        ...(caller.role.menuIdList.includes(ACCESS.useRecordQuery) ? useKind.visible.visibleTo(caller) : []),
        ...(caller.role.menuIdList.includes(ACCESS.changeQuery) ? changeKind.visible.visibleTo(caller) : []),
      ],
    },
    // Either kind: the kind, its 登记类别 or 变更类别, where it stands.
    row: (a) =>
      C.applications.response.parse({
        ...viewOf(a),
        ...('regkind' in a ? { kind: 'use', subkind: a.regkind } : { kind: 'change', subkind: a.changeKind }),
      }),
    order: latestFirst,
  }),
  ...serveApplications(changeKind, C.changeList, C.changeDetail, changeLifecycle),
];
