import { equipmentCalls as C, equipmentInput, type EquipmentInput } from '@/contract/calls/equipment';
import { missingMessage } from '@/contract/field';
import {
  COMMON_COLUMNS,
  EQUIPMENT,
  EQUIPMENT_COLUMNS,
  PARAMETER_COLUMNS,
  equipmentListExport,
  parameterIssues,
  parameterKey,
  propertyColumns,
} from '@/contract/records/equipment';
import { EQUIPMENT_LISTS, type EquipmentListName } from '@/contract/records/equipmentLists';
import { ACCESS } from '@/domain/access';
import {
  CATEGORY,
  DUE_SOON_DAYS,
  INSPECTION_STATES,
  USE_STATES,
  hasInspectionState,
  isWithin,
} from '@/domain/equipment';
import {
  EQUIPMENT_CHANGE_MESSAGES,
  EQUIPMENT_CHANGE_STATUS,
  UNCHANGEABLE_FIELDS,
  equipmentChangeMachine,
} from '@/domain/equipmentFile';
import {
  TECHNICAL_PARAMETER_NAMES,
  kindByKey,
  kindOfVariety,
  type EquipmentKind,
} from '@/domain/equipmentKinds';
import { isNonNegativeInteger } from '@/utils/validators';
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
  type EquipmentRecord,
  type PipelineSegmentRecord,
} from '../families/equipment';
import { listSpec, records, serve, serveList, serveRecord, type Query, type RowFilter } from '../endpoints';
import { exportableList, schemaProblems, serveImport, type ExportableList, type RowProblem } from '../excel';
import { workflow } from '../workflow';
import { ok, refuse, type Caller } from '../respond';

/** Each unit sees and changes only its own equipment and pipeline segments. */
const NOT_FOUND = '设备不存在或已删除';
export const ownEquipment = records(equipment, { scope: 'unit', notFound: NOT_FOUND });
const ownSegments = records(pipelineSegments, { scope: 'unit', notFound: '管段不存在或已删除' });

const stamp = () => isoDay(new Date());

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

/** The inspection state a list asks for (of equipment in use), "due soon" within the query's window. */
const inInspectionState: RowFilter<EquipmentRecord> = (row, query) => {
  const state = (query.inspState ?? '').trim();
  if (!state) return true;
  if (!INSPECTION_STATES.some((s) => s.value === state)) refuse('检验状态无效');
  const { today, end } = windowOf(query);
  return hasInspectionState(row, state, today, end);
};

const inUse = (row: EquipmentRecord) => row.usestatus === USE_STATES[0].value;
type DateField = 'nextinsdate' | 'nextdetectdate' | 'delaydate' | 'nextloadtestdate';

/**
 * A list of the unit's equipment that holds a condition of its own, ordered by a date. Rows are the
 * records as stored (the owner is the caller's own unit): copying 5,000 records per call to drop one
 * field would cost more than the whole page.
 */
const listOf = (call: typeof C.list, keep?: RowFilter<EquipmentRecord>, by?: DateField) => ({
  call,
  ...listSpec({
    records: ownEquipment,
    row: (record: EquipmentRecord) => record,
    declared: call.filters,
    // Beside the declared filters, every equipment list filters by the variety's tree and the inspection state.
    filters: (by) => [
      ...(keep ? [keep] : []),
      by.custom('equsortcode', (row, code) => isWithin(row.equsortcode, code)),
      inInspectionState,
    ],
    order: by && ((a, b) => (a[by] ?? '').localeCompare(b[by] ?? '')),
  }),
});

/** The list each eqm list call serves; the export applies the same filters. */
const LISTS = {
  list: listOf(C.list),
  /** Elevators in use whose self-detection is due within the window, or past. */
  detectDue: listOf(
    C.detectDueList,
    (row, query) => inUse(row) && !!row.nextdetectdate && row.nextdetectdate <= windowOf(query).end,
    'nextdetectdate',
  ),
  detectExtended: listOf(C.detectExtendedList, (row) => !!row.delaydate, 'delaydate'),
  /** Cranes and elevators in use with their next load test. */
  loadTest: listOf(C.loadTestList, (row) => inUse(row) && !!row.nextloadtestdate, 'nextloadtestdate'),
  pressurePiping: listOf(
    C.pressurePipingList,
    (row) => row.equclacode === CATEGORY.pressurePiping,
    'nextinsdate',
  ),
};

/** eqm/expListExcel: each equipment list page's list, by route name, with the page's own columns. */
export const equipmentExports: Record<string, ExportableList> = Object.fromEntries(
  Object.entries(EQUIPMENT_LISTS).map(([name, { title, call }]) => [
    name,
    exportableList(LISTS[call], {
      access: ACCESS.equipmentQuery,
      section: title,
      columns: equipmentListExport(name as EquipmentListName),
    }),
  ]),
);

/** A record as its unit sees it: the owner is the caller's own unit. */
const shown = <T extends { unitId: string }>({ unitId: _unit, ...record }: T) => record;

/** A segment as listed: with its pipeline's name and codes. */
function segmentRow(segment: PipelineSegmentRecord) {
  const pipe: Partial<EquipmentRecord> = equipment.find(segment.pipelineId) ?? {};
  const { equname: pipelineName = '', equcode = '', equregcode = '' } = pipe;
  return { ...shown(segment), pipelineName, equcode, equregcode };
}

/** The first problem of the parameters of a kind, worded with the parameter's label. */
export const parameterProblem = (kind: EquipmentKind, values: Partial<Record<string, string>>) =>
  parameterIssues(kind, values)[0]?.message;

/** The problems of the parameters of a kind, each under its parameter's field. */
const parameterProblems = (kind: EquipmentKind, values: Partial<Record<string, string>>): RowProblem[] =>
  parameterIssues(kind, values).map(({ name, message }) => ({ field: name, message }));

const CODE_FIELDS = ['equcode', 'equregcode', 'usecercode'] as const;
type CodeField = (typeof CODE_FIELDS)[number];

/** The first code of an input another record holds: codes are unique across every unit (issued once). */
function duplicateCode(input: Partial<Record<CodeField, string>>, ownId?: string): RowProblem | undefined {
  const field = CODE_FIELDS.find(
    (name) => !!input[name] && !!equipment.findBy((e) => e[name] === input[name] && e.id !== ownId),
  );
  return field && { field, message: `${EQUIPMENT[field].label} ${input[field]} 已存在，不能重复登记` };
}

function refuseDuplicates(input: Partial<Record<CodeField, string>>, ownId?: string) {
  const duplicate = duplicateCode(input, ownId);
  if (duplicate) refuse(duplicate.message);
}

/** What is stored of an input: the common fields and only the kind's own parameters. */
function storedFields({ id: _id, ...input }: EquipmentInput) {
  const own = new Set<string>(kindOfVariety(input.equsortcode)?.parameters.map((p) => p.name));
  const technical = Object.fromEntries(
    TECHNICAL_PARAMETER_NAMES.map((name) => [name, own.has(name) ? (input[name] ?? '') : undefined]),
  );
  return {
    ...input,
    ...technical,
    usestatus: input.usestatus as EquipmentRecord['usestatus'],
    regstatus: input.equregcode ? '1' : '0',
  };
}

/** New equipment of the caller's unit (the add form, a row of an import), checked by the caller. */
const insertEquipment = (caller: Caller, input: EquipmentInput) =>
  equipment.insert({
    id: newId('eqm-'),
    unitId: caller.user.unitId,
    ...NO_SPECIAL_DATES,
    ...storedFields(input),
    createDate: stamp(),
    updateDate: stamp(),
  });

/** A unit's change requests are its own; the authority audits every unit's. */
const ownChanges = records(equipmentChanges, { scope: 'unit', notFound: '变更申请不存在' });
const allChanges = records(equipmentChanges, { scope: 'all', notFound: '变更申请不存在' });
const changeFlow = workflow({ machine: equipmentChangeMachine, collection: equipmentChanges });

const pendingChangeOf = (equipmentId: string) =>
  equipmentChanges.findBy(
    (c) => c.equipmentId === equipmentId && c.status === EQUIPMENT_CHANGE_STATUS.pending,
  );

/** The file of a record: the record, its histories, its documents' group and its owner's change requests. */
function fileOf(record: EquipmentRecord) {
  const changes = equipmentChanges
    .filter((c) => c.equipmentId === record.id && c.unitId === record.unitId)
    .sort((a, b) => b.applyTime.localeCompare(a.applyTime))
    .map(shown);
  return {
    ...shown(record),
    attrefsysid: record.id,
    inspections: inspectionHistoryOf(record),
    registrations: registrationHistoryOf(record),
    changes,
    pendingChange: changes.find((c) => c.status === EQUIPMENT_CHANGE_STATUS.pending) ?? null,
  };
}

/** The identity of equipment: a change request that alters it is refused. */
const FIXED_FIELDS = ['equclacode', 'equsortcode', 'equcode'] as const;

/** Fields of an input a change never carries: the unchangeable ones, and the state the server derives. */
const NOT_COMPARED = new Set([...UNCHANGEABLE_FIELDS, 'regstatus']);

/** The values a change request may carry: what the form sends, the identity and results aside. */
const changeableValues = (values: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => !NOT_COMPARED.has(entry[0]) && typeof entry[1] === 'string',
    ),
  );

let applySerial = 0;
const nextApplyNo = () => `SB${stamp().replace(/-/g, '')}${String(++applySerial % 10_000).padStart(4, '0')}`;

/** A template row checked as the add call checks it, and its codes against every stored record. */
function checkEquipmentRow(values: Record<string, string>) {
  const kind = kindOfVariety(values.equsortcode ?? '');
  const own = new Set((kind?.parameters ?? []).map(parameterKey));
  // A parameter of another kind would be dropped silently: the row says what it means to store.
  const foreign = PARAMETER_COLUMNS.filter((c) => kind && !own.has(c.key) && values[c.key]).map((c) => ({
    field: c.key,
    message: `${kind!.title}没有此技术参数，请留空`,
  }));
  // The schema names a parameter by its field; the template's column is the parameter's label.
  const columnOf = ({ field, message }: RowProblem) => {
    const parameter = kind?.parameters.find((p) => p.name === field);
    return { field: parameter ? parameterKey(parameter) : field, message };
  };
  const input = {
    id: '',
    ...Object.fromEntries(COMMON_COLUMNS.map((c) => [c.key, values[c.key] ?? ''])),
    ...Object.fromEntries((kind?.parameters ?? []).map((p) => [p.name, values[parameterKey(p)] ?? ''])),
  };
  const { value, problems } = schemaProblems(equipmentInput, input);
  if (value) {
    // The schema stops at a row's first rule; the kind's other parameters are checked here too.
    problems.push(...parameterProblems(kind!, value).slice(1));
    const taken = duplicateCode(value);
    if (taken) problems.push(taken);
  }
  return { value, problems: [...foreign, ...problems.map(columnOf)] };
}

/** The caller's equipment of a kind. */
const ownOfKind = (caller: Caller, kind: EquipmentKind) =>
  ownEquipment.visibleTo(caller).filter((e) => kind.varieties.includes(e.equsortcode));

/** Why a record's parameters cannot be written now, or undefined. */
const propertyHold = (record: EquipmentRecord) =>
  pendingChangeOf(record.id) ? '该设备有待审核的变更申请，请审核完成后再导入技术参数' : undefined;

/** A row of a kind's sheet: the unit's equipment of the kind, held by no change, parameters as the add form's. */
function checkPropertyRow(caller: Caller, kind: EquipmentKind, values: Record<string, string>) {
  const problems: RowProblem[] = [];
  const code = values.equcode ?? '';
  const record = ownOfKind(caller, kind).find((e) => e.equcode === code);
  if (!code) problems.push({ field: 'equcode', message: missingMessage(EQUIPMENT.equcode) });
  else if (!record)
    problems.push({ field: 'equcode', message: `本单位没有设备代码为 ${code} 的${kind.title}` });
  else {
    if (values.equregcode && values.equregcode !== record.equregcode) {
      problems.push({ field: 'equregcode', message: '注册代码与设备代码不符，请核对' });
    }
    const held = propertyHold(record);
    if (held) problems.push({ field: 'equcode', message: held });
  }
  const parameters = Object.fromEntries(kind.parameters.map((p) => [p.name, values[p.name] ?? '']));
  problems.push(...parameterProblems(kind, parameters));
  return { value: record && { id: record.id, equcode: code, parameters }, problems };
}

const kindOf = ({ kind = '' }: Record<string, string>) => kindByKey(kind) ?? refuse('设备种类无效');
const propertySheet = (kind: EquipmentKind) => `${kind.title}技术参数`;

/** The eqm family: the unit's equipment, its lists, its file and changes, pipeline segments, workbooks. */
export const equipmentHandlers = [
  ...Object.values(LISTS).map(({ call, ...list }) => serveList(call, list)),
  serveList(C.pipelineList, {
    records: ownSegments,
    row: segmentRow,
    order: (a, b) => a.pipelineId.localeCompare(b.pipelineId) || a.segno.localeCompare(b.segno),
  }),

  serve(C.getDetailBy, {
    record: { of: ownEquipment, id: (query) => query.equdatasysid },
    run: ({ body: query, record }) => {
      // A file is opened by id and category together: a category that is not the record's finds nothing.
      if (query.equclacode && query.equclacode !== record.equclacode) refuse(NOT_FOUND);
      return ok(fileOf(record));
    },
  }),

  serve(C.addEqm, {
    run: ({ caller, body: input }) => {
      if (input.id) refuse('新增设备不能指定设备编号');
      refuseDuplicates(input);
      return ok(shown(insertEquipment(caller, input)), '保存成功');
    },
  }),

  // A change request: checked by the add form's schema, stored pending; the equipment stays as it is
  // until the authority approves.
  serve(C.changeEqm, {
    record: { of: ownEquipment },
    run: ({ caller, body: input, record: found }) => {
      if (FIXED_FIELDS.some((name) => input[name] !== found[name])) refuse(EQUIPMENT_CHANGE_MESSAGES.fixed);
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
      return ok(shown(request), EQUIPMENT_CHANGE_MESSAGES.submitted);
    },
  }),

  serve(C.withdrawChange, {
    record: { of: ownChanges },
    run: ({ caller, record: change }) =>
      ok(shown(changeFlow.step(change, 'withdraw', caller)), '变更申请已撤回'),
  }),

  // The authority's audit: its access is the administrators' audit menu; the machine decides the rest.
  serve(C.auditChange, {
    record: { of: allChanges },
    run: ({ caller, body, record: change }) => {
      const action = body.pass === '1' ? 'approve' : 'reject';
      changeFlow.check(change, action, caller);
      if (action === 'reject' && !body.opinion) refuse(EQUIPMENT_CHANGE_MESSAGES.returnReason);
      // Approval writes the new values into the equipment in the same step as the status.
      if (action === 'approve') {
        const target = equipment.find(change.equipmentId) ?? refuse(NOT_FOUND);
        refuseDuplicates(change.after, target.id);
        equipment.update(target.id, {
          ...change.after,
          regstatus: (change.after.equregcode ?? target.equregcode) ? '1' : '0',
          updateDate: stamp(),
        });
      }
      const audited = changeFlow.step(change, action, caller, {
        patch: {
          auditor: caller.unit?.orgname ?? caller.user.name,
          auditOpinion: body.opinion || (action === 'approve' ? '同意变更' : ''),
          auditTime: nowText(),
        },
      });
      return ok(shown(audited), action === 'approve' ? '审核通过，变更已生效' : '已退回');
    },
  }),

  serveRecord(C.getPipeline, { records: ownSegments, view: segmentRow }),

  serve(C.savePipeline, {
    run: ({ caller, body: { id, ...values } }) => {
      const existing = id ? ownSegments.get(caller, id) : undefined;
      // A segment belongs to the caller's own pressure piping.
      const pipe = ownEquipment.get(caller, values.pipelineId);
      if (pipe.equclacode !== CATEGORY.pressurePiping) refuse(NOT_FOUND);
      const clash = pipelineSegments.findBy(
        (s) => s.pipelineId === pipe.id && s.segno === values.segno && s.id !== existing?.id,
      );
      if (clash) refuse(`管段编号 ${values.segno} 在该管道中已存在`);
      const stored = { unitId: caller.user.unitId, ...values, updateDate: stamp() };
      const saved = existing
        ? pipelineSegments.update(existing.id, stored)!
        : pipelineSegments.insert({ id: newId('seg-'), ...stored });
      return ok(segmentRow(saved), '保存成功');
    },
  }),

  serve(C.deletePipeline, {
    record: { of: ownSegments },
    run: ({ record: found }) => {
      pipelineSegments.remove(found.id);
      return ok(null, '删除成功');
    },
  }),

  ...serveImport(
    { check: C.import, save: C.importSave, cancel: C.importCancel },
    {
      scope: () => undefined,
      sheet: () => '设备',
      columns: () => EQUIPMENT_COLUMNS,
      check: (row) => checkEquipmentRow(row.values),
      unique: (input) => Object.fromEntries(CODE_FIELDS.map((name) => [name, input[name]])),
      recheck: (input) => {
        const taken = duplicateCode(input);
        return taken && { message: taken.message };
      },
      save: (inputs, caller) => {
        inputs.forEach((input) => insertEquipment(caller, input));
        return `已导入${inputs.length}台设备`;
      },
    },
    {
      call: C.importTemplate,
      rowNoun: '一台设备',
      file: () => ({ name: '设备导入模板.xlsx', ascii: 'equipment_template.xlsx' }),
    },
  ),

  ...serveImport(
    { check: C.propertyImport, save: C.propertyImportSave, cancel: C.propertyImportCancel },
    {
      scope: kindOf,
      sheet: propertySheet,
      columns: propertyColumns,
      check: (row, caller, kind) => checkPropertyRow(caller, kind, row.values),
      unique: (update) => ({ equcode: update.equcode }),
      // A record gone, moved to another unit or held by a change since the check.
      recheck: (update, caller) => {
        const record = equipment.find(update.id);
        if (!record || record.unitId !== caller.user.unitId) return { message: NOT_FOUND };
        const held = propertyHold(record);
        return held ? { message: held } : undefined;
      },
      save: (updates, _caller, kind) => {
        for (const { id, parameters } of updates)
          equipment.update(id, { ...parameters, updateDate: stamp() });
        return `已更新${updates.length}台${kind.title}的技术参数`;
      },
    },
    // The export is the import's template: the unit's equipment of the kind with today's values.
    {
      call: C.propertyExport,
      rowNoun: '一台设备',
      file: (kind) => {
        const day = stamp().replace(/-/g, '');
        return { name: `${propertySheet(kind)}_${day}.xlsx`, ascii: `${kind.key}_properties_${day}.xlsx` };
      },
      rows: (caller, kind) => ownOfKind(caller, kind).sort((a, b) => a.equcode.localeCompare(b.equcode)),
    },
  ),
];
