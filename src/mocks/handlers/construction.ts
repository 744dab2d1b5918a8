import { constructionCalls as C, unitOption } from '@/contract/calls/construction';
import { MANUFACTURE } from '@/contract/records/construction';
import { ACCESS } from '@/domain/access';
import {
  CONSTRUCTION_KIND,
  NOTICE_MESSAGES as M,
  NOTICE_STATUS,
  constructionNoticeMachine,
} from '@/domain/constructionNotice';
import { USE_STATE, categoryOf, conclusionsOf, inspectionIntervalYears } from '@/domain/equipment';
import { TECHNICAL_PARAMETER_NAMES, kindOfVariety } from '@/domain/equipmentKinds';
import { refusal } from '@/domain/workflow';
import { newId } from '../db';
import { nowText } from '../families/company';
import { nextNumber } from '../families/registration';
import { blank } from '../families/inspection';
import { units } from '../families/session';
import { pick } from '../families/useRegistration';
import {
  constructionNotices,
  parametersOf,
  UNHANDLED_NOTICE,
  type ConstructionNoticeRecord,
} from '../families/construction';
import { NO_SPECIAL_DATES, addYears, equipment, type EquipmentRecord } from '../families/equipment';
import { containsText, flowCalls, records, serve, serveList, serveRecord, withoutOwner } from '../endpoints';
import { ok, refuse, type Caller } from '../respond';
import { allowed, workflow } from '../workflow';
import { parameterProblem } from '../families/equipment';
import { dayFromToday } from '@/utils/beijingTime';

/** The construction unit's own notifications (every write of the unit goes through these). */
const ownNotices = records(constructionNotices, { scope: 'unit', notFound: M.notFound });
/** The authority decides on every unit's notifications. */
const allNotices = records(constructionNotices, { scope: 'all', notFound: M.notFound });

/** Who reads what: a unit its own, the authority every unit's once committed (a draft is the unit's alone). */
const readableNotices = records(constructionNotices, {
  scope: 'unitOrAdmin',
  notFound: M.notFound,
  unsubmitted: (notice) => notice.status === NOTICE_STATUS.draft,
});

const view = withoutOwner<ConstructionNoticeRecord>;

/** Using units a notification may name: enterprise units of type 4. */
const usingUnitOptions = () => units.filter((u) => u.unittype === '4');
/** Inspection bodies that supervise: units of type 8. */
const inspectionUnitOptions = () => units.filter((u) => u.unittype === '8');

/** Steps are logged by the user's name, the authority's as the unit's. */
const operatorOf = (caller: Caller) => caller.user.name || caller.user.loginName;
const W = workflow({
  machine: constructionNoticeMachine,
  collection: constructionNotices,
  log: 'flowLog',
  operator: operatorOf,
});

/** The construction unit's steps on its own notifications; the authority's on every unit's. */
const unit = flowCalls(W, ownNotices, view);
const authority = flowCalls(W, allNotices, view);

type NoticeInput = ReturnType<typeof C.save.request.parse>;

/** The stored values of a form: the category from the variety, the units' names from their ids. */
function noticeValues({ id: _id, ...values }: NoticeInput) {
  const useUnit = usingUnitOptions().find((u) => u.id === values.useunitId) ?? refuse(M.useUnit);
  const inspUnit =
    inspectionUnitOptions().find((u) => u.id === values.inspunitId) ?? refuse(M.inspectionUnit);
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
  const committed = then === 'commit' && { commitTime: nowText(), opinion: '', auditor: '', auditTime: '' };
  if (input.id) {
    const patch = { ...values, ...committed };
    return view(W.step(ownNotices.get(caller, input.id), then, caller, { patch }));
  }
  allowed(constructionNoticeMachine, 'save', NOTICE_STATUS.draft, caller);
  const created = constructionNotices.insert({
    id: newId('bcw-'),
    unitId: caller.user.unitId,
    orgname: caller.unit?.orgname ?? '',
    notifyNo: nextNumber('SG', constructionNotices, 'notifyNo'),
    ...values,
    status: NOTICE_STATUS.draft,
    ...UNHANDLED_NOTICE,
    createDate: nowText(),
    flowLog: [],
  });
  // A new notification is saved as a draft first, then committed when asked.
  const saved = W.step(created, 'save', caller);
  return view(committed ? W.step(saved, 'commit', caller, { patch: committed }) : saved);
}

/** The manufacture facts a notification records before its file. */
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

const optionOf = (unit: object) => unitOption.parse(unit);

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
      W.check(record, action, caller);
      if (action === 'return' && !body.opinion) refuse(M.returnReason);
      const opinion = body.opinion || '告知材料齐全，予以受理';
      const patch = { opinion, auditor: operatorOf(caller), auditTime: nowText() };
      return ok(
        view(W.step(record, action, caller, { patch, opinion })),
        action === 'accept' ? '已受理' : '已退回',
      );
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
    return { patch: { ...pick(body, MANUFACTURE_FIELDS), ...cleared, ...own, paramsTime: nowText() } };
  }),
  // The authority records the work complete: the equipment becomes (or updates) the using unit's file.
  authority.step(C.complete, 'complete', '已完工，设备已转入使用单位档案', (record) => {
    if (!record.paramsTime) refuse(M.parametersMissing);
    return { patch: { equipmentId: fileEquipment(record).id } };
  }),

  serve(C.useUnits, {
    run: ({ body: { keyword = '' } }) =>
      ok(
        usingUnitOptions()
          .filter((u) => containsText(u.orgname, keyword) || containsText(u.orgcode, keyword))
          .map(optionOf),
      ),
  }),
  serve(C.inspectionUnits, { run: () => ok(inspectionUnitOptions().map(optionOf)) }),
];
