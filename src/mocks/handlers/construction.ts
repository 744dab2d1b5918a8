import { allowed } from '../workflow';
import { http } from 'msw';
import { CONSTRUCTION_NOTICE, MANUFACTURE, SUPERVISION_REQUEST } from '@/contract/records/construction';
import { fieldSchema, optionalSchema, recordSchema, recordShape } from '@/contract/schema';
import { ACCESS, ROLE_TYPES } from '@/domain/access';
import {
  CONSTRUCTION_KIND,
  NOTICE_MESSAGES,
  NOTICE_STATUS,
  constructionNoticeMachine,
  type NoticeAction,
} from '@/domain/constructionNotice';
import { USE_STATE, categoryOf, conclusionsOf, inspectionIntervalYears } from '@/domain/equipment';
import {
  TECHNICAL_PARAMETER_NAMES,
  kindOfVariety,
  type TechnicalParameterName,
  type TechnicalValues,
} from '@/domain/equipmentKinds';
import { refusal } from '@/domain/workflow';
import { deviceCodeProblem } from '@/utils/validators';
import { newId } from '../db';
import { units } from '../families/accounts';
import { nowText } from '../families/company';
import {
  constructionNotices,
  inspectionUnitOptions,
  noticeNumber,
  usingUnitOptions,
  type ConstructionNoticeRecord,
} from '../families/construction';
import { NO_SPECIAL_DATES, equipment, isoDay, type EquipmentRecord } from '../families/equipment';
import {
  bodySchema,
  containsText,
  endpoint,
  fields,
  formBody,
  jsonBody,
  listEndpoint,
  recordEndpoint,
  records,
  type Records,
} from '../endpoints';
import { authorisedCaller, handle, ok, refuse, type Caller } from '../respond';
import { parameterProblem } from './equipment';

const M = NOTICE_MESSAGES;
const isAuthority = (caller: Caller) => caller.role.roleType === ROLE_TYPES.admin;

/** The construction unit's own notifications (every write of the unit goes through these). */
const ownNotices = records(constructionNotices, { scope: 'unit', notFound: M.notFound });
/** The authority decides on every unit's notifications. */
const allNotices = records(constructionNotices, { scope: 'all', notFound: M.notFound });

/** Who reads what: a unit its own, the authority every unit's once committed (a draft is the unit's alone). */
const readableNotices: Records<ConstructionNoticeRecord> = {
  visibleTo: (caller) =>
    isAuthority(caller)
      ? constructionNotices.filter((n) => n.status !== NOTICE_STATUS.draft)
      : ownNotices.visibleTo(caller),
  get: (caller, id) => {
    if (!isAuthority(caller)) return ownNotices.get(caller, id);
    const found = allNotices.get(caller, id);
    return found.status === NOTICE_STATUS.draft ? refuse(M.notFound) : found;
  },
};

const view = ({ unitId: _unit, ...notice }: ConstructionNoticeRecord) => notice;

const operatorOf = (caller: Caller) => caller.user.name || caller.user.loginName;
const stepOf = (action: NoticeAction, caller: Caller, opinion = '') => ({
  action,
  operator: operatorOf(caller),
  time: nowText(),
  opinion,
});

/** Takes a transition: the machine's status, the flow log's step, and what else the call changes. */
function advance(
  notice: ConstructionNoticeRecord,
  action: NoticeAction,
  caller: Caller,
  patch: Partial<ConstructionNoticeRecord> = {},
  opinion = '',
) {
  const updated = constructionNotices.update(notice.id, {
    ...patch,
    status: constructionNoticeMachine.transitions[action].to,
    flowLog: [...notice.flowLog, stepOf(action, caller, opinion)],
  });
  return view(updated ?? notice);
}

// ---------- The notification form ----------

const today = () => isoDay(new Date());

const noticeSchema = bodySchema({
  id: fields.id('施工告知'),
  ...recordShape(CONSTRUCTION_NOTICE),
}).superRefine((body, context) => {
  const problem = (message: string) => context.addIssue({ code: 'custom', message });
  if (!kindOfVariety(body.equsortcode)) return problem(M.varietyOfKind);
  const codeProblem = deviceCodeProblem(body.equcode, categoryOf(body.equsortcode), body.equsortcode);
  if (codeProblem) return problem(codeProblem);
  if (body.planenddate < body.planstartdate) return problem(M.endBeforeStart);
});
const readNotice = jsonBody(noticeSchema);
type NoticeInput = ReturnType<typeof noticeSchema.parse>;

const unitIn = (options: { id: string }[], id: string, message: string) =>
  options.some((u) => u.id === id) ? units.find(id)! : refuse(message);

/** The stored values of a form: the category from the variety, the units' names from their ids. */
function noticeValues(input: NoticeInput) {
  const { id: _id, ...values } = input;
  const useUnit = unitIn(usingUnitOptions(), input.useunitId, M.useUnit);
  const inspUnit = unitIn(inspectionUnitOptions(), input.inspunitId, M.inspectionUnit);
  // An installation is of equipment not yet on anyone's file.
  if (
    input.constructkind === CONSTRUCTION_KIND.install &&
    equipment.findBy((e) => e.equcode === input.equcode)
  ) {
    refuse(M.installedAlready(input.equcode));
  }
  return {
    ...values,
    equclacode: categoryOf(input.equsortcode),
    useunitname: useUnit.orgname,
    inspunitname: inspUnit.orgname,
  };
}

let serial = 0;
/** The next 告知编号 of the day. */
function nextNotifyNo() {
  const taken = new Set(constructionNotices.all().map((n) => n.notifyNo));
  let number: string;
  do number = noticeNumber(today(), 5000 + ++serial);
  while (taken.has(number));
  return number;
}

/** Saves a form (a new draft, or an editable one again); `then` commits in the same step. */
function saveForm(caller: Caller, input: NoticeInput, then: 'save' | 'commit') {
  const values = noticeValues(input);
  const existing = input.id ? ownNotices.get(caller, input.id) : undefined;
  if (existing) {
    allowed(constructionNoticeMachine, then, existing.status, caller);
    return advance(existing, then, caller, {
      ...values,
      ...(then === 'commit' && { commitTime: nowText(), opinion: '', auditor: '', auditTime: '' }),
    });
  }
  if (caller.role.roleType !== ROLE_TYPES.construction) refuse('当前角色无权进行此操作');
  const created = constructionNotices.insert({
    id: newId('bcw-'),
    unitId: caller.user.unitId,
    orgname: caller.unit?.orgname ?? '',
    notifyNo: nextNotifyNo(),
    ...values,
    status: NOTICE_STATUS.draft,
    opinion: '',
    auditor: '',
    auditTime: '',
    cancelReason: '',
    sbjjdate: '',
    sbjjcontact: '',
    sbjjmobile: '',
    sbjjremarks: '',
    equmodel: '',
    factorycode: '',
    makeunit: '',
    makedate: '',
    paramsTime: '',
    equipmentId: '',
    createDate: nowText(),
    commitTime: '',
    flowLog: [stepOf('save', caller)],
  });
  if (then === 'save') return view(created);
  return advance(created, 'commit', caller, { commitTime: nowText() });
}

// ---------- Supervision and parameters ----------

const readSupervision = jsonBody(
  recordSchema(SUPERVISION_REQUEST, { id: fields.id('施工告知') }).refine(
    (body) => body.sbjjdate >= today(),
    '约检日期不能早于今天',
  ),
);

const technicalFields = Object.fromEntries(
  TECHNICAL_PARAMETER_NAMES.map((name) => [name, fields.text('技术参数', 50)]),
) as Record<TechnicalParameterName, ReturnType<typeof fields.text>>;

const readParameters = jsonBody(
  recordSchema(MANUFACTURE, { id: fields.id('施工告知'), ...technicalFields }).refine(
    (body) => body.makedate <= today(),
    '制造日期不能晚于今天',
  ),
);

// ---------- Completion: the equipment's file ----------

const addYears = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;

/** The technical parameters of the notification's kind, as the equipment file keeps them. */
function parametersOf(notice: ConstructionNoticeRecord) {
  const kind = kindOfVariety(notice.equsortcode);
  const values: TechnicalValues = notice;
  return Object.fromEntries(
    (kind?.parameters ?? []).map((p) => [p.name, values[p.name as TechnicalParameterName] ?? '']),
  );
}

/**
 * The using unit's equipment after the work: an installation (or equipment the unit does not hold yet)
 * becomes a new, unregistered record whose first inspection is the supervision inspection; other work
 * updates the unit's record of that code (the parameters, and the site after a relocation).
 */
function fileEquipment(notice: ConstructionNoticeRecord, installer: string): EquipmentRecord {
  const day = today();
  const conclusion = conclusionsOf(notice.equclacode)[0].value;
  const inspection = {
    lastinsdate: day,
    inspconclusion: conclusion,
    nextinsdate: addYears(day, inspectionIntervalYears(notice.equsortcode, notice.safegrade ?? '')),
  };
  const manufacture = {
    equmodel: notice.equmodel,
    factorycode: notice.factorycode,
    makeunit: notice.makeunit,
    makedate: notice.makedate,
  };
  const held = equipment.findBy((e) => e.equcode === notice.equcode && e.unitId === notice.useunitId);
  if (held && notice.constructkind !== CONSTRUCTION_KIND.install) {
    const site =
      notice.constructkind === CONSTRUCTION_KIND.relocate
        ? { areacode: notice.areacode, address: notice.address }
        : {};
    return equipment.update(held.id, {
      ...parametersOf(notice),
      ...manufacture,
      ...site,
      ...inspection,
      installunit: installer,
      updateDate: day,
    })!;
  }
  return equipment.insert({
    id: newId('eqm-'),
    unitId: notice.useunitId,
    equcode: notice.equcode,
    equregcode: '',
    usecercode: '',
    equclacode: notice.equclacode,
    equsortcode: notice.equsortcode,
    equname: notice.equname,
    regstatus: '0',
    usestatus: USE_STATE.inUse,
    innercode: '',
    areacode: notice.areacode,
    address: notice.address,
    safeman: '',
    safemobile: '',
    maintainunit: '',
    usedate: day,
    ...manufacture,
    installunit: installer,
    ...inspection,
    ...NO_SPECIAL_DATES,
    ...parametersOf(notice),
    createDate: day,
    updateDate: day,
  });
}

const readId = formBody(bodySchema({ id: fields.id('施工告知') }));
const readOpinion = formBody(
  bodySchema({
    id: fields.id('施工告知'),
    pass: fields.code('受理结果', [{ value: '1' }, { value: '0' }]),
    opinion: optionalSchema(CONSTRUCTION_NOTICE.opinion),
  }),
);
const readCancel = formBody(
  bodySchema({
    id: fields.id('施工告知'),
    reason: fieldSchema(CONSTRUCTION_NOTICE.cancelReason),
  }),
);

/** A unit option as the pickers show it. */
const optionOf = (u: { id: string; orgname: string; orgcode: string; areacode: string }) => ({
  id: u.id,
  orgname: u.orgname,
  orgcode: u.orgcode,
  areacode: u.areacode,
});

const EDITABLE: readonly string[] = constructionNoticeMachine.transitions.save.from;

/** The family eqmBcwBasic (施工告知) and the unit calls its form picks from. */
export const constructionHandlers = [
  listEndpoint({
    method: 'post',
    path: '*/a/stone/eqmBcwBasic/list',
    // register-list is the unit's to edit; the query list is the authority's too.
    access: (query) =>
      query.listType === 'register' ? ACCESS.constructionRegister : ACCESS.constructionQuery,
    records: readableNotices,
    row: view,
    filters: (by) => [
      (row, query) => query.listType !== 'register' || EDITABLE.includes(row.status),
      by.text('notifyNo'),
      by.text('equname'),
      by.text('equcode'),
      by.code('constructkind'),
      by.code('equclacode'),
      by.code('status'),
      by.code('areacode'),
      by.text('useunitname'),
      by.text('orgname'),
      by.dateRange('planstartdate'),
      by.dateRange('createDate'),
    ],
    order: (a, b) => b.createDate.localeCompare(a.createDate),
  }),

  recordEndpoint({
    path: '*/a/stone/eqmBcwBasic/detail/:id',
    access: ACCESS.constructionQuery,
    records: readableNotices,
    view,
  }),

  endpoint({
    path: '*/a/stone/eqmBcwBasic/save',
    access: ACCESS.constructionRegister,
    body: readNotice,
    run: ({ caller, body }) => ok(saveForm(caller, body, 'save'), '暂存成功'),
  }),

  endpoint({
    path: '*/a/stone/eqmBcwBasic/commit',
    access: ACCESS.constructionRegister,
    body: readNotice,
    run: ({ caller, body }) => ok(saveForm(caller, body, 'commit'), '施工告知已提交，等待受理'),
  }),

  endpoint({
    path: '*/a/stone/eqmBcwBasic/delete',
    access: ACCESS.constructionRegister,
    body: readId,
    record: { of: ownNotices },
    run: ({ caller, record }) => {
      allowed(constructionNoticeMachine, 'delete', record.status, caller);
      constructionNotices.remove(record.id);
      return ok(null, '删除成功');
    },
  }),

  // The authority's opinion: its access is the administrators' audit menu; the machine decides the rest.
  endpoint({
    path: '*/a/stone/eqmBcwBasic/showOpinion',
    access: ACCESS.accountCheck,
    body: readOpinion,
    record: { of: allNotices },
    run: ({ caller, body, record }) => {
      const action = body.pass === '1' ? 'accept' : 'return';
      allowed(constructionNoticeMachine, action, record.status, caller);
      if (action === 'return' && !body.opinion) refuse(M.returnReason);
      const opinion = body.opinion || '告知材料齐全，予以受理';
      const audited = advance(
        record,
        action,
        caller,
        { opinion, auditor: operatorOf(caller), auditTime: nowText() },
        opinion,
      );
      return ok(audited, action === 'accept' ? '已受理' : '已退回');
    },
  }),

  http.get(
    '*/a/stone/eqmBcwBasic/checkBcwCancell',
    handle(({ request }) => {
      const caller = authorisedCaller(request, ACCESS.constructionRegister);
      const notice = ownNotices.get(caller, new URL(request.url).searchParams.get('id') ?? undefined);
      const reason = refusal(constructionNoticeMachine, 'cancel', notice.status, caller.role.roleType);
      return ok({ cancellable: !reason, reason: reason ?? M.cancellable });
    }),
  ),

  endpoint({
    path: '*/a/stone/eqmBcwBasic/cancellationNotice',
    access: ACCESS.constructionRegister,
    body: readCancel,
    record: { of: ownNotices },
    run: ({ caller, body, record }) => {
      allowed(constructionNoticeMachine, 'cancel', record.status, caller);
      return ok(
        advance(record, 'cancel', caller, { cancelReason: body.reason }, body.reason),
        '施工告知已撤销',
      );
    },
  }),

  endpoint({
    path: '*/a/stone/eqmBcwBasic/constructionSbjj',
    access: ACCESS.constructionRegister,
    body: readSupervision,
    record: { of: ownNotices },
    run: ({ caller, body, record }) => {
      allowed(constructionNoticeMachine, 'requestSupervision', record.status, caller);
      const { id: _id, ...request } = body;
      return ok(advance(record, 'requestSupervision', caller, request), '监督检验申请已提交');
    },
  }),

  endpoint({
    path: '*/a/stone/eqmBcwBasic/constructionSbcs',
    access: ACCESS.constructionRegister,
    body: readParameters,
    record: { of: ownNotices },
    run: ({ caller, body, record }) => {
      allowed(constructionNoticeMachine, 'enterParameters', record.status, caller);
      const kind = kindOfVariety(record.equsortcode) ?? refuse(M.varietyOfKind);
      const problem = parameterProblem(kind, body);
      if (problem) refuse(problem);
      const { id: _id, ...values } = body;
      // Only the kind's own parameters are kept.
      const own = new Set<string>(kind.parameters.map((p) => p.name));
      const technical = Object.fromEntries(
        TECHNICAL_PARAMETER_NAMES.map((name) => [name, own.has(name) ? (values[name] ?? '') : undefined]),
      );
      return ok(
        advance(record, 'enterParameters', caller, {
          equmodel: values.equmodel,
          factorycode: values.factorycode,
          makeunit: values.makeunit,
          makedate: values.makedate,
          ...technical,
          paramsTime: nowText(),
        }),
        '设备参数已保存',
      );
    },
  }),

  // The authority records the work complete: the equipment becomes (or updates) the using unit's file.
  endpoint({
    path: '*/a/stone/eqmBcwBasic/complete',
    access: ACCESS.accountCheck,
    body: readId,
    record: { of: allNotices },
    run: ({ caller, record }) => {
      allowed(constructionNoticeMachine, 'complete', record.status, caller);
      if (!record.paramsTime) refuse(M.parametersMissing);
      const filed = fileEquipment(record, record.orgname);
      return ok(
        advance(record, 'complete', caller, { equipmentId: filed.id }),
        '已完工，设备已转入使用单位档案',
      );
    },
  }),

  endpoint({
    method: 'get',
    path: '*/a/stone/unit/bcwlist',
    access: ACCESS.constructionRegister,
    run: ({ body: query }) => {
      const keyword = query.keyword ?? '';
      return ok(
        usingUnitOptions()
          .filter((u) => containsText(u.orgname, keyword) || containsText(u.orgcode, keyword))
          .map(optionOf),
      );
    },
  }),

  endpoint({
    method: 'get',
    path: '*/a/stone/unit/inspectionUnitBasicList',
    access: ACCESS.constructionRegister,
    run: () => ok(inspectionUnitOptions().map(optionOf)),
  }),
];
