import { z } from 'zod';
import { ACCESS } from '@/domain/access';
import {
  CATEGORY,
  DUE_SOON_DAYS,
  INSPECTION_STATES,
  USE_CERTIFICATE_ABBREVIATIONS,
  USE_STATES,
  conclusionsOf,
  hasInspectionState,
  isWithin,
} from '@/domain/equipment';
import {
  TECHNICAL_PARAMETER_NAMES,
  kindOfVariety,
  parameterLabel,
  type EquipmentKind,
  type TechnicalParameter,
  type TechnicalParameterName,
} from '@/domain/equipmentKinds';
import {
  deviceCodeProblem,
  isNonNegativeInteger,
  isPositiveDecimal2,
  registrationCodeProblem,
  registrationCertificateProblem,
} from '@/utils/validators';
import {
  EQUIPMENT_CHANGE_MESSAGES,
  EQUIPMENT_CHANGE_STATUS,
  UNCHANGEABLE_FIELDS,
  equipmentChangeMachine,
} from '@/domain/equipmentFile';
import { refusal } from '@/domain/workflow';
import { newId } from '../db';
import { nowText } from '../families/company';
import {
  dueWindow,
  equipment,
  equipmentChanges,
  inspectionHistoryOf,
  isoDay,
  NO_SPECIAL_DATES,
  pipelineSegments,
  registrationHistoryOf,
  type EquipmentChangeRecord,
  type EquipmentRecord,
  type PipelineSegmentRecord,
} from '../families/equipment';
import {
  bodySchema,
  endpoint,
  fields,
  formBody,
  jsonBody,
  listEndpoint,
  listSpec,
  recordEndpoint,
  records,
  type FilterKinds,
  type Query,
  type RowFilter,
} from '../endpoints';
import { ok, refuse, type Caller } from '../respond';
import { exportableList, type ExportableList } from '../excel';
import { EQUIPMENT, PIPELINE_SEGMENT, equipmentListExport } from '@/contract/records/equipment';
import {
  EQUIPMENT_LISTS,
  type EquipmentListCall,
  type EquipmentListName,
} from '@/contract/records/equipmentLists';
import { recordSchema, recordShape } from '@/contract/schema';

/** Each unit sees and changes only its own equipment and pipeline segments. */
const NOT_FOUND = '设备不存在或已删除';
export const ownEquipment = records(equipment, { scope: 'unit', notFound: NOT_FOUND });
const ownSegments = records(pipelineSegments, { scope: 'unit', notFound: '管段不存在或已删除' });

// ---------- The filter vocabulary, one for every equipment list ----------

/** The longest window a list accepts for "due within N days". */
const MAX_WINDOW_DAYS = 366;

/** withinDays of a query: the configured window, DUE_SOON_DAYS when absent. */
export function windowDays(query: Query): number {
  const text = (query.withinDays ?? '').trim();
  if (!text) return DUE_SOON_DAYS;
  const days = Number(text);
  return isNonNegativeInteger(text) && days <= MAX_WINDOW_DAYS ? days : refuse('到期提醒天数无效');
}

/** The window of one call, computed once per query rather than once per row. */
const windows = new WeakMap<Query, { today: string; end: string }>();
const windowOf = (query: Query) => {
  let window = windows.get(query);
  if (!window) windows.set(query, (window = dueWindow(windowDays(query))));
  return window;
};

/**
 * Filters every equipment list shares: category, variety (any level of the tree), the three codes,
 * name, district and address, use state, inspection state, next inspection date range, maintenance unit.
 */
const equipmentFilters = (by: FilterKinds<EquipmentView>): RowFilter<EquipmentView>[] => [
  by.code('equclacode'),
  by.custom('equsortcode', (row, code) => isWithin(row.equsortcode, code)),
  by.text('equcode'),
  by.text('equregcode'),
  by.text('usecercode'),
  by.text('equname'),
  by.code('areacode'),
  by.text('address'),
  by.code('usestatus'),
  by.dateRange('nextinsdate'),
  by.text('maintainunit'),
  (row, query) => {
    const state = (query.inspState ?? '').trim();
    if (!state) return true;
    if (!INSPECTION_STATES.some((s) => s.value === state)) refuse('检验状态无效');
    const { today, end } = windowOf(query);
    return hasInspectionState(row, state, today, end);
  },
];

const byDate =
  (field: 'nextinsdate' | 'nextdetectdate' | 'delaydate' | 'nextloadtestdate') =>
  (a: EquipmentView, b: EquipmentView) =>
    (a[field] ?? '').localeCompare(b[field] ?? '');

/**
 * The equipment record a caller sees. Lists show their rows as stored (the owner is the caller's own
 * unit): copying 5,000 records per call to drop one field would cost more than the whole page.
 */
const view = ({ unitId: _unit, ...shown }: EquipmentRecord) => shown;
type EquipmentView = EquipmentRecord;
const asStored = (record: EquipmentRecord) => record;

/** The unit's equipment (综合查询 and the state lists, which add inspState or usestatus). */
const equipmentList = listSpec({
  records: ownEquipment,
  row: asStored,
  filters: equipmentFilters,
});

/** A list of the unit's equipment that also holds a condition of its own. */
const listOf = (
  keep: (row: EquipmentView, query: Query) => boolean,
  order: (a: EquipmentView, b: EquipmentView) => number,
  more: (by: FilterKinds<EquipmentView>) => RowFilter<EquipmentView>[] = () => [],
) =>
  listSpec({
    records: ownEquipment,
    row: asStored,
    filters: (by) => [keep, ...equipmentFilters(by), ...more(by)],
    order,
  });

const inUse = (row: EquipmentView) => row.usestatus === USE_STATES[0].value;

/** Elevators in use whose self-detection is due within the window, or past. */
const detectDueList = listOf(
  (row, query) => inUse(row) && !!row.nextdetectdate && row.nextdetectdate <= windowOf(query).end,
  byDate('nextdetectdate'),
  (by) => [by.dateRange('nextdetectdate')],
);

/** Equipment whose inspection is postponed. */
const detectExtendedList = listOf(
  (row) => !!row.delaydate,
  byDate('delaydate'),
  (by) => [by.dateRange('delaydate')],
);

/** Cranes and elevators in use with their next load test. */
const loadTestList = listOf(
  (row) => inUse(row) && !!row.nextloadtestdate,
  byDate('nextloadtestdate'),
  (by) => [by.dateRange('nextloadtestdate')],
);

/** The unit's pressure piping. */
const pressurePipingList = listOf((row) => row.equclacode === CATEGORY.pressurePiping, byDate('nextinsdate'));

/** A segment as listed: with its pipeline's name and codes. */
function segmentRow(segment: PipelineSegmentRecord) {
  const pipe = equipment.find(segment.pipelineId);
  const { unitId: _unit, ...shown } = segment;
  return {
    ...shown,
    pipelineName: pipe?.equname ?? '',
    equcode: pipe?.equcode ?? '',
    equregcode: pipe?.equregcode ?? '',
  };
}

const segmentList = listSpec({
  records: ownSegments,
  row: segmentRow,
  filters: (by) => [
    by.code('pipelineId'),
    by.text('pipelineName'),
    by.text('equcode'),
    by.text('segno'),
    by.text('segname'),
    by.code('pipelevel'),
  ],
  order: (a, b) => a.pipelineId.localeCompare(b.pipelineId) || a.segno.localeCompare(b.segno),
});

// ---------- Writes ----------

/** A technical parameter's value as its kind writes it. */
const PARAMETER_FORMATS: Record<TechnicalParameter['kind'], ((value: string) => boolean) | undefined> = {
  decimal: isPositiveDecimal2,
  integer: isNonNegativeInteger,
  text: undefined,
  select: undefined,
};
const PARAMETER_MESSAGES: Record<TechnicalParameter['kind'], string> = {
  decimal: '须为正数（最多两位小数）',
  integer: '须为整数',
  text: '',
  select: '',
};

/** Technical parameters as the schema reads them: each optional text; the kind decides the rest. */
const technicalFields = Object.fromEntries(
  TECHNICAL_PARAMETER_NAMES.map((name) => [name, fields.text('技术参数', 50)]),
) as Record<TechnicalParameterName, ReturnType<typeof fields.text>>;

/** Problems of the parameters of a kind, one per parameter, worded with the parameter's label. */
export function parameterIssues(
  kind: EquipmentKind,
  values: Partial<Record<string, string>>,
): { name: string; message: string }[] {
  const issues = kind.parameters.flatMap((p) => {
    const value = values[p.name] ?? '';
    const label = parameterLabel(p);
    const issue = (message: string) => [{ name: p.name, message }];
    if (!value) return p.required ? issue(`请${p.kind === 'select' ? '选择' : '填写'}${label}`) : [];
    const format = PARAMETER_FORMATS[p.kind];
    if (format && !format(value)) return issue(`${label}${PARAMETER_MESSAGES[p.kind]}`);
    if (p.dict && !p.dict.some((d) => d.value === value)) return issue(`请选择有效的${label}`);
    if (value.length > (p.maxLength ?? 50)) return issue(`${label}不能超过${p.maxLength ?? 50}个字符`);
    return [];
  });
  if (kind.oneOf && kind.oneOf.names.every((name) => !values[name])) {
    issues.push({ name: kind.oneOf.names[0], message: kind.oneOf.message });
  }
  return issues;
}

/** The first problem of the parameters of a kind, worded with the parameter's label. */
export const parameterProblem = (kind: EquipmentKind, values: Partial<Record<string, string>>) =>
  parameterIssues(kind, values)[0]?.message;

/**
 * Equipment as the add form sends it (and changeEqm): common fields, the category's technical
 * parameters, codes checked by format and against the category and variety.
 */
export const equipmentSchema = bodySchema({
  id: fields.id('设备'),
  ...recordShape(EQUIPMENT),
  ...technicalFields,
}).superRefine((body, context) => {
  // Each refusal names its field (path): an import row shows it under the column it is about.
  const problem = (field: string, message: string) =>
    context.addIssue({ code: 'custom', message, path: [field] });
  const kind = kindOfVariety(body.equsortcode);
  if (!kind || kind.equclacode !== body.equclacode)
    return problem('equsortcode', '请选择所选类别下的设备品种');
  const today = isoDay(new Date());
  const deviceCode = deviceCodeProblem(body.equcode, body.equclacode, body.equsortcode);
  if (deviceCode) return problem('equcode', deviceCode);
  const registrationCode =
    body.equregcode && registrationCodeProblem(body.equregcode, body.equclacode, body.equsortcode);
  if (registrationCode) return problem('equregcode', registrationCode);
  const certificate =
    body.usecercode &&
    registrationCertificateProblem(body.usecercode, USE_CERTIFICATE_ABBREVIATIONS[body.equclacode]);
  if (certificate) return problem('usecercode', certificate);
  if (body.usecercode && !body.equregcode) return problem('equregcode', '填写使用登记证编号时须填写注册代码');
  const [parameters] = parameterIssues(kind, body);
  if (parameters) return problem(parameters.name, parameters.message);
  if (body.makedate > today) return problem('makedate', '制造日期不能晚于今天');
  if (body.makedate && body.usedate && body.usedate < body.makedate)
    return problem('usedate', '投入使用日期不能早于制造日期');
  if (body.lastinsdate > today) return problem('lastinsdate', '上次检验日期不能晚于今天');
  if (body.lastinsdate && body.nextinsdate && body.nextinsdate <= body.lastinsdate) {
    return problem('nextinsdate', '下次检验日期须晚于上次检验日期');
  }
  if (body.inspconclusion && !conclusionsOf(body.equclacode).some((c) => c.value === body.inspconclusion)) {
    return problem('inspconclusion', '检验结论与设备类别不符');
  }
});
export type EquipmentInput = z.output<typeof equipmentSchema>;
const readEquipment = jsonBody(equipmentSchema);

type CodeField = 'equcode' | 'equregcode' | 'usecercode';
const CODE_LABELS: Record<CodeField, string> = {
  equcode: '设备代码',
  equregcode: '注册代码',
  usecercode: '使用登记证编号',
};

/** The first code of an input another record holds: codes are unique across every unit (issued once). */
export function duplicateCode(
  input: Partial<Record<CodeField, string>>,
  ownId?: string,
): { field: CodeField; message: string } | undefined {
  const field = (Object.keys(CODE_LABELS) as CodeField[]).find(
    (name) => !!input[name] && !!equipment.findBy((e) => e[name] === input[name] && e.id !== ownId),
  );
  return field && { field, message: `${CODE_LABELS[field]} ${input[field]} 已存在，不能重复登记` };
}

function refuseDuplicates(input: Partial<Record<CodeField, string>>, ownId?: string) {
  const duplicate = duplicateCode(input, ownId);
  if (duplicate) refuse(duplicate.message);
}

/** What is stored of an input: the common fields and only the kind's own parameters. */
function storedFields(input: EquipmentInput) {
  const { id: _id, ...rest } = input;
  const kind = kindOfVariety(input.equsortcode);
  const own = new Set<string>(kind?.parameters.map((p) => p.name));
  const common = Object.fromEntries(
    Object.entries(rest).filter(([name]) => !(TECHNICAL_PARAMETER_NAMES as readonly string[]).includes(name)),
  ) as Omit<EquipmentInput, 'id' | TechnicalParameterName>;
  const technical = Object.fromEntries(
    TECHNICAL_PARAMETER_NAMES.map((name) => [name, own.has(name) ? (input[name] ?? '') : undefined]),
  );
  return {
    ...common,
    ...technical,
    usestatus: common.usestatus as EquipmentRecord['usestatus'],
    regstatus: input.equregcode ? '1' : '0',
  };
}

/** A segment as the maintenance form sends it. */
const segmentSchema = recordSchema(PIPELINE_SEGMENT, { id: fields.id('管段') });
const readSegment = jsonBody(segmentSchema);

/** The pipeline a segment belongs to: the caller's own pressure piping. */
function ownPipeline(caller: Caller, pipelineId: string) {
  const pipe = ownEquipment.get(caller, pipelineId);
  return pipe.equclacode === CATEGORY.pressurePiping ? pipe : refuse(NOT_FOUND);
}

const stamp = () => isoDay(new Date());

/** New equipment of the caller's unit (the add form, a row of an import), checked by the caller. */
export const insertEquipment = (caller: Caller, input: EquipmentInput) =>
  equipment.insert({
    id: newId('eqm-'),
    unitId: caller.user.unitId,
    ...NO_SPECIAL_DATES,
    ...storedFields(input),
    createDate: stamp(),
    updateDate: stamp(),
  });

// ---------- The file and its change requests ----------

/** A unit's change requests are its own; the authority audits every unit's. */
const ownChanges = records(equipmentChanges, { scope: 'unit', notFound: '变更申请不存在' });
const allChanges = records(equipmentChanges, { scope: 'all', notFound: '变更申请不存在' });

const changeRow = ({ unitId: _unit, ...change }: EquipmentChangeRecord) => change;

export const pendingChangeOf = (equipmentId: string) =>
  equipmentChanges.findBy(
    (c) => c.equipmentId === equipmentId && c.status === EQUIPMENT_CHANGE_STATUS.pending,
  );

/** The file of a record: the record, its histories, its documents' group and its change requests. */
function fileOf(record: EquipmentRecord) {
  const changes = equipmentChanges
    .filter((c) => c.equipmentId === record.id)
    .sort((a, b) => b.applyTime.localeCompare(a.applyTime))
    .map(changeRow);
  return {
    ...view(record),
    attrefsysid: record.id,
    inspections: inspectionHistoryOf(record),
    registrations: registrationHistoryOf(record),
    changes,
    pendingChange: changes.find((c) => c.status === EQUIPMENT_CHANGE_STATUS.pending) ?? null,
  };
}

/** Fields a change compares beside the unchangeable ones: the server's own bookkeeping. */
const NOT_COMPARED = new Set([
  ...UNCHANGEABLE_FIELDS,
  'id',
  'unitId',
  'regstatus',
  'createDate',
  'updateDate',
]);

/** The values a change request may carry: what the form sends, the identity and results aside. */
function changeableValues(values: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => !NOT_COMPARED.has(entry[0]) && typeof entry[1] === 'string',
    ),
  );
}

const readChangeAudit = formBody(
  bodySchema({
    id: fields.id('变更申请'),
    pass: fields.code('审核结果', [{ value: '1' }, { value: '0' }]),
    opinion: fields.text('审核意见', 500),
  }),
);
const readChangeId = formBody(bodySchema({ id: fields.id('变更申请') }));

let applySerial = 0;
const nextApplyNo = () => `SB${stamp().replace(/-/g, '')}${String(++applySerial % 10_000).padStart(4, '0')}`;

/** The eqm family: the unit's equipment, its lists, registration of new equipment and pipeline segments. */
export const equipmentHandlers = [
  listEndpoint({
    ...equipmentList,
    method: 'post',
    path: '*/a/stone/eqm/list',
    access: ACCESS.equipmentQuery,
  }),
  listEndpoint({
    ...detectDueList,
    method: 'post',
    path: '*/a/stone/eqm/detectDueList',
    access: ACCESS.equipmentQuery,
  }),
  listEndpoint({
    ...detectExtendedList,
    method: 'post',
    path: '*/a/stone/eqm/detectExtendedList',
    access: ACCESS.equipmentQuery,
  }),
  listEndpoint({
    ...loadTestList,
    method: 'post',
    path: '*/a/stone/eqm/loadTestList',
    access: ACCESS.equipmentQuery,
  }),
  listEndpoint({
    ...pressurePipingList,
    method: 'post',
    path: '*/a/stone/eqm/pressurePipingList',
    // The segment form picks its pipeline from this list.
    access: [ACCESS.equipmentQuery, ACCESS.equipmentPipeline],
  }),
  listEndpoint({
    ...segmentList,
    method: 'post',
    path: '*/a/stone/eqm/pipelineList',
    access: ACCESS.equipmentPipeline,
  }),

  endpoint({
    method: 'get',
    path: '*/a/stone/eqm/getDetailBy',
    access: ACCESS.equipmentQuery,
    record: { of: ownEquipment, id: (query) => query.equdatasysid },
    run: ({ body: query, record }) => {
      // A file is opened by id and category together: a category that is not the record's finds nothing.
      if (query.equclacode && query.equclacode !== record.equclacode) refuse(NOT_FOUND);
      return ok(fileOf(record));
    },
  }),

  endpoint({
    path: '*/a/stone/eqm/addEqm',
    access: ACCESS.equipmentAdd,
    body: readEquipment,
    run: ({ caller, body: input }) => {
      if (input.id) refuse('新增设备不能指定设备编号');
      refuseDuplicates(input);
      return ok(view(insertEquipment(caller, input)), '保存成功');
    },
  }),

  // A change request: checked by the add form's schema, stored pending; the equipment stays as it is
  // until the authority approves.
  endpoint({
    path: '*/a/stone/eqm/changeEqm',
    access: ACCESS.equipmentQuery,
    body: readEquipment,
    record: { of: ownEquipment },
    run: ({ caller, body: input, record: found }) => {
      if (
        input.equclacode !== found.equclacode ||
        input.equsortcode !== found.equsortcode ||
        input.equcode !== found.equcode
      ) {
        refuse(EQUIPMENT_CHANGE_MESSAGES.fixed);
      }
      if (pendingChangeOf(found.id)) refuse(EQUIPMENT_CHANGE_MESSAGES.pending);
      refuseDuplicates(input, found.id);
      // Compared over what the form sends: the special lists' dates are the institute's, not compared.
      const before = changeableValues(found);
      const after = changeableValues(storedFields(input));
      const changed = Object.keys(after).filter((name) => (before[name] ?? '') !== after[name]);
      if (!changed.length) refuse(EQUIPMENT_CHANGE_MESSAGES.noChange);
      const pick = (values: Record<string, string>) =>
        Object.fromEntries(changed.map((name) => [name, values[name] ?? '']));
      const request = equipmentChanges.insert({
        id: newId('eqc-'),
        unitId: caller.user.unitId,
        equipmentId: found.id,
        applyNo: nextApplyNo(),
        changedFields: changed.join(','),
        before: pick(before),
        after: pick(after),
        status: EQUIPMENT_CHANGE_STATUS.pending,
        applicant: caller.user.name || caller.user.loginName,
        applyTime: nowText(),
        auditor: '',
        auditOpinion: '',
        auditTime: '',
      });
      return ok(changeRow(request), EQUIPMENT_CHANGE_MESSAGES.submitted);
    },
  }),

  endpoint({
    path: '*/a/stone/eqm/withdrawChange',
    access: ACCESS.equipmentQuery,
    body: readChangeId,
    record: { of: ownChanges },
    run: ({ caller, record: change }) => {
      const refused = refusal(equipmentChangeMachine, 'withdraw', change.status, caller.role.roleType);
      if (refused) refuse(refused);
      const withdrawn = equipmentChanges.update(change.id, {
        status: equipmentChangeMachine.transitions.withdraw.to,
      });
      return ok(withdrawn && changeRow(withdrawn), '变更申请已撤回');
    },
  }),

  // The authority's audit: its access is the administrators' audit menu; the machine decides the rest.
  endpoint({
    path: '*/a/stone/eqm/auditChange',
    access: ACCESS.accountCheck,
    body: readChangeAudit,
    record: { of: allChanges },
    run: ({ caller, body, record: change }) => {
      const action = body.pass === '1' ? 'approve' : 'reject';
      const refused = refusal(equipmentChangeMachine, action, change.status, caller.role.roleType);
      if (refused) refuse(refused);
      if (action === 'reject' && !body.opinion) refuse(EQUIPMENT_CHANGE_MESSAGES.returnReason);
      // Approval writes the new values into the equipment in the same step as the status.
      if (action === 'approve') {
        const target = equipment.find(change.equipmentId) ?? refuse(NOT_FOUND);
        refuseDuplicates(change.after, target.id);
        const equregcode = change.after.equregcode ?? target.equregcode;
        equipment.update(target.id, {
          ...change.after,
          regstatus: equregcode ? '1' : '0',
          updateDate: stamp(),
        });
      }
      const audited = equipmentChanges.update(change.id, {
        status: equipmentChangeMachine.transitions[action].to,
        auditor: caller.unit?.orgname ?? caller.user.name,
        auditOpinion: body.opinion || (action === 'approve' ? '同意变更' : ''),
        auditTime: nowText(),
      });
      return ok(audited && changeRow(audited), action === 'approve' ? '审核通过，变更已生效' : '已退回');
    },
  }),

  recordEndpoint({
    path: '*/a/stone/eqm/getPipeline',
    access: ACCESS.equipmentPipeline,
    records: ownSegments,
    view: segmentRow,
  }),

  endpoint({
    path: '*/a/stone/eqm/savePipeline',
    access: ACCESS.equipmentPipeline,
    body: readSegment,
    run: ({ caller, body: input }) => {
      const existing = input.id ? ownSegments.get(caller, input.id) : undefined;
      const pipe = ownPipeline(caller, input.pipelineId);
      const clash = pipelineSegments.findBy(
        (s) => s.pipelineId === pipe.id && s.segno === input.segno && s.id !== existing?.id,
      );
      if (clash) refuse(`管段编号 ${input.segno} 在该管道中已存在`);
      const { id: _id, ...values } = input;
      const saved = existing
        ? pipelineSegments.update(existing.id, { ...values, updateDate: stamp() })
        : pipelineSegments.insert({
            id: newId('seg-'),
            unitId: caller.user.unitId,
            ...values,
            updateDate: stamp(),
          });
      return ok(saved && segmentRow(saved), '保存成功');
    },
  }),

  endpoint({
    path: '*/a/stone/eqm/deletePipeline',
    access: ACCESS.equipmentPipeline,
    body: formBody(bodySchema({ id: fields.id('管段') })),
    record: { of: ownSegments },
    run: ({ record: found }) => {
      pipelineSegments.remove(found.id);
      return ok(null, '删除成功');
    },
  }),
];

/** The list spec each eqm list call reads: the export applies the same filters. */
const LIST_SPECS = {
  list: equipmentList,
  detectDue: detectDueList,
  detectExtended: detectExtendedList,
  loadTest: loadTestList,
  pressurePiping: pressurePipingList,
} satisfies Record<EquipmentListCall, unknown>;

/** eqm/expListExcel: each equipment list page's list, by route name, with the page's own columns. */
export const equipmentExports: Record<string, ExportableList> = Object.fromEntries(
  (Object.keys(EQUIPMENT_LISTS) as EquipmentListName[]).map((name) => [
    name,
    exportableList(LIST_SPECS[EQUIPMENT_LISTS[name].call], {
      access: ACCESS.equipmentQuery,
      section: EQUIPMENT_LISTS[name].title,
      columns: equipmentListExport(name),
    }),
  ]),
);
