import { constructionCalls as C, unitOption, type ConstructionNotice } from '@/contract/calls/construction';
import { MANUFACTURE } from '@/contract/records/construction';
import { ACCESS, ROLE_TYPES, type RoleType } from '@/domain/access';
import { NINGBO_DISTRICTS } from '@/domain/areas';
import {
  CONSTRUCTION_KIND,
  CONSTRUCTION_KINDS,
  NOTICE_MESSAGES as M,
  NOTICE_STATUS as S,
  constructionNoticeMachine,
  type NoticeStatus,
} from '@/domain/constructionNotice';
import { USE_STATE, categoryOf, conclusionsOf, inspectionIntervalYears } from '@/domain/equipment';
import {
  TECHNICAL_PARAMETER_NAMES,
  kindOfVariety,
  type TechnicalParameterName,
  type TechnicalValues,
} from '@/domain/equipmentKinds';
import { refusal } from '@/domain/workflow';
import { beijingDateTime, dayFromToday } from '@/utils/beijingTime';
import { blank, collection, newId, pad, pick, type Owned, type Rng } from '../db';
import { containsText, flowCalls, records, serve, serveList, serveRecord, withoutOwner } from '../endpoints';
import { ok, refuse, type Caller } from '../respond';
import { allowed, workflow } from '../workflow';
import { parameterProblem, NO_SPECIAL_DATES, addYears, equipment, type EquipmentRecord } from './equipment';
import { flowStep as step, nextNumber } from './registration';
import { units } from '../callers';

type ConstructionNoticeRecord = Owned<ConstructionNotice>;

/** The demo's construction unit (sgdw) and whom it works for. */
const CONSTRUCTION_UNIT_ID = 'unit-cons';
const USE_UNITS = ['unit-use', 'unit-multi', 'unit-simple'];
const INSPECTION_UNITS = ['unit-admin', 'unit-insp'];

/** A variety the demo builds and its maker; a supervised one has the parameters of the demo's equipment of it. */
const VARIETIES = [
  { equsortcode: '3110', equname: '曳引驱动乘客电梯', makeunit: '杭州西奥电梯有限公司' },
  { equsortcode: '3310', equname: '自动扶梯', makeunit: '日立电梯（中国）有限公司' },
  { equsortcode: '4100', equname: '桥式起重机', makeunit: '河南卫华重型机械股份有限公司' },
  { equsortcode: '4300', equname: '塔式起重机', makeunit: '宁波恒力起重机械有限公司' },
  { equsortcode: '1100', equname: '承压蒸汽锅炉', makeunit: '宁波东海锅炉制造有限公司' },
];

/** The technical parameters of a variety's kind, from what was entered (a blank where none was). */
const parametersOf = (values: TechnicalValues, variety: string) => {
  const names = (kindOfVariety(variety)?.parameters ?? []).map((p) => p.name as TechnicalParameterName);
  return Object.fromEntries(names.map((name) => [name, values[name] ?? '']));
};

const SITES = '科技园区研发楼 物流中心3号库 新建住宅小区5号楼 厂区锅炉房 商业综合体A座 港区堆场'.split(' ');
const CONTACTS = [
  { contactman: '徐明', contactmobile: '13586703456' },
  { contactman: '周海涛', contactmobile: '13586701122' },
  { contactman: '陈立', contactmobile: '13857409876' },
];

/** How far each demo notification got: every status, drafts and pending ones most often. */
const STAGES = [S.draft, S.pending, S.accepted, S.pending, S.returned, S.supervising, S.cancelled, S.draft];

const orgnameOf = (unitId: string) => units.find(unitId)?.orgname ?? '';

/** What the authority and the later steps fill in: blank on a new notification. */
const UNHANDLED_NOTICE = {
  ...blank('opinion auditor auditTime commitTime cancelReason paramsTime equipmentId'),
  ...blank('sbjjdate sbjjcontact sbjjmobile sbjjremarks equmodel factorycode makeunit makedate'),
};

/** The flow log and audit fields of a notification that reached a status. */
function historyOf(status: NoticeStatus, created: string, rng: Rng) {
  const auditTime = `${dayFromToday(-rng.int(1, 3))} 10:${pad(rng.int(0, 59))}:00`;
  const today = (time: string) => `${dayFromToday(0)} ${time}`;
  const flowLog = [step('save', '徐明', created)];
  if (status === S.draft) return { flowLog };
  flowLog.push(step('commit', '徐明', created));
  if (status === S.pending) return { flowLog, commitTime: created };
  const returned = status === S.returned;
  const opinion = returned ? '施工地点与使用单位登记地址不一致，请核实后重新提交' : '告知材料齐全，予以受理';
  flowLog.push(step(returned ? 'return' : 'accept', '黄晓东', auditTime, opinion));
  const cancelReason = status === S.cancelled ? '业主调整工期，本次施工取消' : '';
  if (cancelReason) flowLog.push(step('cancel', '徐明', today('09:12:00'), cancelReason));
  if (status === S.supervising) {
    flowLog.push(step('requestSupervision', '徐明', today('08:40:00')));
    flowLog.push(step('enterParameters', '徐明', today('08:55:00')));
  }
  return { flowLog, commitTime: created, opinion, auditor: '黄晓东', auditTime, cancelReason };
}

/** The demo construction unit's notifications, dated from today so every list has rows. */
export const constructionNotices = collection<ConstructionNoticeRecord>('constructionNotices', (rng) =>
  Array.from({ length: 24 }, (_, index) => {
    const status = STAGES[index % STAGES.length];
    const variety = VARIETIES[index % VARIETIES.length];
    const { equsortcode } = variety;
    const kind = CONSTRUCTION_KINDS[index % 3 === 2 ? rng.int(1, 3) : 0].value;
    const createdDay = dayFromToday(-(index * 3 + rng.int(1, 2)));
    const created = `${createdDay} ${pad(rng.int(8, 17))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}`;
    const start = dayFromToday(rng.int(5, 40));
    const useunitId = USE_UNITS[index % USE_UNITS.length];
    const inspunitId = INSPECTION_UNITS[index % INSPECTION_UNITS.length];
    const district = NINGBO_DISTRICTS[index % NINGBO_DISTRICTS.length];
    const year = rng.int(2023, 2026);
    const supervising = status === S.supervising;
    return {
      id: `bcw-${pad(index + 1, 4)}`,
      unitId: CONSTRUCTION_UNIT_ID,
      orgname: orgnameOf(CONSTRUCTION_UNIT_ID),
      notifyNo: `SG${createdDay.replace(/-/g, '')}${pad(index + 1, 4)}`,
      constructkind: kind,
      equclacode: categoryOf(equsortcode),
      // A serial above the demo equipment's: an installation's code is not yet registered anywhere.
      equcode: `${equsortcode}33${rng.digits(3)}${year}${pad(90_000 + index, 5)}`,
      areacode: district.value,
      address: `宁波市${district.label}${rng.pick(SITES)}`,
      planstartdate: start,
      planenddate: dayFromToday(rng.int(45, 120)),
      useunitId,
      useunitname: orgnameOf(useunitId),
      inspunitId,
      inspunitname: orgnameOf(inspunitId),
      ...rng.pick(CONTACTS),
      remarks: '',
      status,
      ...UNHANDLED_NOTICE,
      ...historyOf(status, created, rng),
      // Under supervision the parameters are entered: the authority can record it complete.
      ...(supervising && {
        sbjjdate: dayFromToday(rng.int(3, 10)),
        sbjjcontact: '徐明',
        sbjjmobile: '13586703456',
        ...parametersOf(equipment.findBy((e) => e.equsortcode === equsortcode) ?? {}, equsortcode),
        equmodel: `TX-${rng.int(100, 999)}`,
        factorycode: `${year}${rng.digits(6)}`,
        makedate: `${year}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`,
        paramsTime: `${dayFromToday(0)} 08:55:00`,
      }),
      ...variety,
      createDate: created,
    };
  }),
);

/** The construction unit's own notifications (every write of the unit goes through these). */
const ownNotices = records(constructionNotices, { scope: 'unit', notFound: M.notFound });
const allNotices = records(constructionNotices, { scope: 'all', notFound: M.notFound });

/** Who reads what: a unit its own, the authority every unit's once committed (a draft is the unit's alone). */
const readableNotices = records(constructionNotices, {
  scope: 'unitOrAdmin',
  notFound: M.notFound,
  unsubmitted: (notice) => notice.status === S.draft,
});

const view = withoutOwner<ConstructionNoticeRecord>;

/** The units a notification may name: using units, and the inspection bodies that supervise. */
const unitsOf = (type: RoleType) => units.filter((u) => u.unittype === type);

/** Steps are logged by the user's name, the authority's by its auditor's. */
const operatorOf = (caller: Caller) => caller.user.name || caller.user.loginName;
const W = workflow({
  machine: constructionNoticeMachine,
  collection: constructionNotices,
  log: 'flowLog',
  operator: operatorOf,
});

const unit = flowCalls(W, ownNotices, view);
const authority = flowCalls(W, allNotices, view);

type NoticeInput = ReturnType<typeof C.save.request.parse>;

/** The stored values of a form: the category from the variety, the units' names from their ids. */
function noticeValues({ id: _id, ...values }: NoticeInput) {
  const useUnit = unitsOf(ROLE_TYPES.use).find((u) => u.id === values.useunitId) ?? refuse(M.useUnit);
  const inspUnit =
    unitsOf(ROLE_TYPES.inspection).find((u) => u.id === values.inspunitId) ?? refuse(M.inspectionUnit);
  // An installation is of equipment not yet on anyone's file.
  const filed = equipment.findBy((e) => e.equcode === values.equcode);
  if (filed && values.constructkind === CONSTRUCTION_KIND.install) refuse(M.installedAlready(values.equcode));
  return {
    ...values,
    equclacode: categoryOf(values.equsortcode),
    useunitname: useUnit.orgname,
    inspunitname: inspUnit.orgname,
  };
}

/** Saves a form (a new draft, or an editable one again); `then` commits in the same step. */
function saveForm(caller: Caller, input: NoticeInput, then: 'save' | 'commit') {
  const values = noticeValues(input);
  const committed = then === 'commit' && {
    commitTime: beijingDateTime(),
    ...blank('opinion auditor auditTime'),
  };
  const patch = { ...values, ...committed };
  if (input.id) return view(W.step(ownNotices.get(caller, input.id), then, caller, { patch }));
  allowed(constructionNoticeMachine, 'save', S.draft, caller);
  const created = constructionNotices.insert({
    id: newId('bcw-'),
    unitId: caller.user.unitId,
    orgname: caller.unit?.orgname ?? '',
    notifyNo: nextNumber('SG', constructionNotices, 'notifyNo'),
    ...values,
    status: S.draft,
    ...UNHANDLED_NOTICE,
    createDate: beijingDateTime(),
    flowLog: [],
  });
  // A new notification is saved as a draft first, then committed when asked.
  const saved = W.step(created, 'save', caller);
  return view(committed ? W.step(saved, 'commit', caller, { patch }) : saved);
}

const MANUFACTURE_FIELDS = Object.keys(MANUFACTURE) as (keyof typeof MANUFACTURE)[];

/**
 * The using unit's equipment after the work: an installation (or equipment the unit does not hold yet)
 * becomes a new, unregistered record whose first inspection is the supervision inspection; other work
 * updates the unit's record of that code (the parameters, and the site after a relocation).
 */
function fileEquipment(notice: ConstructionNoticeRecord): EquipmentRecord {
  const day = dayFromToday(0);
  const { equclacode, equsortcode, constructkind } = notice;
  const site = pick(notice, ['areacode', 'address']);
  const filed = {
    ...parametersOf(notice, equsortcode),
    ...pick(notice, MANUFACTURE_FIELDS),
    installunit: notice.orgname,
    updateDate: day,
    lastinsdate: day,
    inspconclusion: conclusionsOf(equclacode)[0].value,
    nextinsdate: addYears(day, inspectionIntervalYears(equsortcode, notice.safegrade ?? '')),
  };
  const held = equipment.findBy((e) => e.equcode === notice.equcode && e.unitId === notice.useunitId);
  if (held && constructkind !== CONSTRUCTION_KIND.install) {
    const moved = constructkind === CONSTRUCTION_KIND.relocate && site;
    return equipment.update(held.id, { ...filed, ...moved })!;
  }
  return equipment.insert({
    id: newId('eqm-'),
    unitId: notice.useunitId,
    ...pick(notice, ['equcode', 'equclacode', 'equsortcode', 'equname']),
    ...site,
    regstatus: '0',
    usestatus: USE_STATE.inUse,
    usedate: day,
    createDate: day,
    ...blank('equregcode usecercode innercode safeman safemobile maintainunit'),
    ...NO_SPECIAL_DATES,
    ...filed,
  });
}

const EDITABLE: readonly string[] = constructionNoticeMachine.transitions.save.from;

/** The family eqmBcwBasic (施工告知) and the unit calls its form picks from. */
export const constructionHandlers = [
  serveList(C.list, {
    // register-list is the unit's to edit; the query list is the authority's too.
    access: (query) =>
      query.listType === 'register' ? ACCESS.constructionRegister : ACCESS.constructionQuery,
    records: readableNotices,
    row: view,
    filters: () => [(row, query) => query.listType !== 'register' || EDITABLE.includes(row.status)],
    order: (a, b) => b.createDate.localeCompare(a.createDate),
  }),
  serveRecord(C.detail, { records: readableNotices, view }),
  serve(C.save, { run: ({ caller, body }) => ok(saveForm(caller, body, 'save'), '暂存成功') }),
  serve(C.commit, {
    run: ({ caller, body }) => ok(saveForm(caller, body, 'commit'), '施工告知已提交，等待受理'),
  }),
  unit.remove(C.delete, 'delete'),

  // The authority's opinion: its access is the administrators' audit menu; the machine decides the rest.
  serve(C.showOpinion, {
    record: { of: allNotices },
    run: ({ caller, body, record }) => {
      const action = body.pass === '1' ? 'accept' : 'return';
      const t = W.check(record, action, caller);
      if (t.opinion && !body.opinion) refuse(M.returnReason);
      const opinion = body.opinion || '告知材料齐全，予以受理';
      const patch = { opinion, auditor: operatorOf(caller), auditTime: beijingDateTime() };
      return ok(view(W.step(record, action, caller, { patch, opinion })), `已${t.label}`);
    },
  }),
  serve(C.checkBcwCancell, {
    record: { of: ownNotices },
    run: ({ caller, record }) => {
      const reason = refusal(constructionNoticeMachine, 'cancel', record.status, caller.role.roleType);
      return ok({ cancellable: !reason, reason: reason ?? M.cancellable });
    },
  }),
  unit.step(C.cancellationNotice, 'cancel', '施工告知已撤销', (_, { reason }) => ({
    patch: { cancelReason: reason },
    opinion: reason,
  })),
  unit.step(C.constructionSbjj, 'requestSupervision', '监督检验申请已提交', (_, { id: _id, ...patch }) => ({
    patch,
  })),
  unit.step(C.constructionSbcs, 'enterParameters', '设备参数已保存', (record, body) => {
    const kind = kindOfVariety(record.equsortcode) ?? refuse(M.varietyOfKind);
    const problem = parameterProblem(kind, body);
    if (problem) refuse(problem);
    // Only the kind's own parameters are kept: another kind's are cleared.
    const cleared = Object.fromEntries(TECHNICAL_PARAMETER_NAMES.map((name) => [name, undefined]));
    const own = parametersOf(body, record.equsortcode);
    return {
      patch: { ...pick(body, MANUFACTURE_FIELDS), ...cleared, ...own, paramsTime: beijingDateTime() },
    };
  }),
  // The authority records the work complete: the equipment becomes (or updates) the using unit's file.
  authority.step(C.complete, 'complete', '已完工，设备已转入使用单位档案', (record) => {
    if (!record.paramsTime) refuse(M.parametersMissing);
    return { patch: { equipmentId: fileEquipment(record).id } };
  }),

  serve(C.useUnits, {
    run: ({ body: { keyword = '' } }) =>
      ok(
        unitsOf(ROLE_TYPES.use)
          .filter((u) => containsText(u.orgname, keyword) || containsText(u.orgcode, keyword))
          .map((u) => unitOption.parse(u)),
      ),
  }),
  serve(C.inspectionUnits, { run: () => ok(unitsOf(ROLE_TYPES.inspection).map((u) => unitOption.parse(u))) }),
];
