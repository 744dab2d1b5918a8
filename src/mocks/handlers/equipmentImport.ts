import { EQUIPMENT, parameterFields } from '@/contract/records/equipment';
import { importColumns, workbookColumn } from '@/contract/workbook';
import { ACCESS } from '@/domain/access';
import { treeLabel } from '@/domain/dict';
import { EQUIPMENT_CATEGORIES } from '@/domain/equipment';
import {
  EQUIPMENT_KINDS,
  kindByKey,
  kindOfVariety,
  parameterLabel,
  type EquipmentKind,
  type TechnicalParameter,
} from '@/domain/equipmentKinds';
import { equipment, isoDay, type EquipmentRecord } from '../families/equipment';
import { endpoint } from '../endpoints';
import {
  importHold,
  readImportId,
  readTemplate,
  readWorkbookUpload,
  templateWorkbook,
  workbookResponse,
  type CellProblem,
  type SheetRow,
  type TemplateColumn,
} from '../excel';
import { ok, refuse, type Caller } from '../respond';
import {
  duplicateCode,
  equipmentSchema,
  insertEquipment,
  ownEquipment,
  parameterIssues,
  pendingChangeOf,
  type EquipmentInput,
} from './equipment';

/**
 * Workbooks that write equipment: new equipment from a template (eqm/importTemplate, import,
 * importSave, importCancel; the add form's schema checks each row) and the technical parameters of
 * one kind exported and imported back (/api/eqmProperty/<kind>/…). Both go through the operator
 * import's machinery (excel.ts): the same file checks, a check that writes nothing, and a save of
 * every accepted row or none.
 */

/** A problem of a row under its column's label, with what the row holds there. */
function problemOf(
  columns: readonly TemplateColumn[],
  row: SheetRow,
  key: string,
  message: string,
): CellProblem {
  const index = columns.findIndex((c) => c.key === key);
  const label = index >= 0 ? columns[index].label : '';
  return {
    field: label,
    value: index >= 0 ? row.shown[index] : '',
    // The schema words every message in Chinese; its own English one means a shape no cell can give.
    message: /\p{Script=Han}/u.test(message) ? message : `${label || key}格式不正确`,
  };
}

const stamp = () => isoDay(new Date());

// ---------- New equipment from a template ----------

/** 设备品种 as a picker: each variety a kind registers, "3110 曳引驱动乘客电梯". */
const VARIETY_CHOICES = EQUIPMENT_KINDS.flatMap((kind) =>
  kind.varieties.map((value) => ({
    value,
    label: `${value} ${treeLabel(EQUIPMENT_CATEGORIES, value).split(' / ').at(-1) ?? ''}`,
  })),
);

/** A technical parameter's column: one per label over all kinds (设计压力(MPa) is one column for three). */
const parameterKey = (p: TechnicalParameter) => `param:${parameterLabel(p)}`;

/** The parameter columns of the template, each saying which kinds fill it. */
const PARAMETER_COLUMNS: TemplateColumn[] = [
  ...new Map(
    EQUIPMENT_KINDS.flatMap((kind) => kind.parameters.map((p) => [parameterKey(p), p] as const)),
  ).entries(),
].map(([key, p]) => {
  const users = EQUIPMENT_KINDS.flatMap((kind) =>
    kind.parameters.flatMap((own) =>
      parameterKey(own) === key ? [`${kind.title}${own.required ? '必填' : '选填'}`] : [],
    ),
  );
  const choices = p.dict ? `，从下拉列表选择：${p.dict.map((d) => d.label).join('、')}` : '';
  return {
    key,
    label: parameterLabel(p),
    dict: p.dict,
    maxLength: p.kind === 'text' ? (p.maxLength ?? 50) : 20,
    hint: `技术参数，${users.join('、')}；其他品种留空${choices}`,
  };
});

/** The template: the add form's fields (identity, use, manufacture, inspection) and every kind's parameters. */
const EQUIPMENT_COLUMNS: TemplateColumn[] = [
  ...importColumns(EQUIPMENT).map((column) =>
    column.key === 'equsortcode'
      ? { ...column, type: 'select' as const, tree: undefined, dict: VARIETY_CHOICES, required: true }
      : column,
  ),
  ...PARAMETER_COLUMNS,
];
const EQUIPMENT_SHEET = '设备';
const COMMON_KEYS = EQUIPMENT_COLUMNS.filter((c) => !c.key.startsWith('param:')).map((c) => c.key);

/** A template row as the add form would send it: the common fields and the row's kind's parameters. */
function equipmentOfRow(values: Record<string, string>, kind: EquipmentKind | undefined) {
  const common = Object.fromEntries(COMMON_KEYS.map((key) => [key, values[key] ?? '']));
  const parameters = Object.fromEntries(
    (kind?.parameters ?? []).map((p) => [p.name, values[parameterKey(p)] ?? '']),
  );
  return { id: '', ...common, ...parameters };
}

const heldEquipment = importHold<EquipmentInput>();

type CodeField = 'equcode' | 'equregcode' | 'usecercode';
const CODE_FIELDS: CodeField[] = ['equcode', 'equregcode', 'usecercode'];
const CODE_LABELS: Record<CodeField, string> = {
  equcode: '设备代码',
  equregcode: '注册代码',
  usecercode: '使用登记证编号',
};

/**
 * Checks every row with the add call's schema (codes against category and variety, required fields,
 * dates, the kind's parameters), the codes against every stored record and the rows above it.
 * Nothing is written.
 */
function checkEquipmentRows(rows: SheetRow[]) {
  const accepted: { row: number; shown: string[]; value: EquipmentInput }[] = [];
  const refused: { row: number; shown: string[]; problems: CellProblem[] }[] = [];
  const seen: Record<CodeField, Map<string, number>> = {
    equcode: new Map(),
    equregcode: new Map(),
    usecercode: new Map(),
  };
  for (const row of rows) {
    const problem = (key: string, message: string) => problemOf(EQUIPMENT_COLUMNS, row, key, message);
    const problems = [...row.problems];
    const kind = kindOfVariety(row.values.equsortcode ?? '');
    const own = new Set((kind?.parameters ?? []).map(parameterKey));
    // A parameter of another kind would be dropped silently: the row says what it means to store.
    for (const column of PARAMETER_COLUMNS) {
      if (kind && !own.has(column.key) && row.values[column.key]) {
        problems.push(problem(column.key, `${kind.title}没有此技术参数，请留空`));
      }
    }
    // The schema names a parameter by its field; the template's column is the parameter's label.
    const parameterColumn = (name: string) => {
      const parameter = kind?.parameters.find((p) => p.name === name);
      return parameter ? parameterKey(parameter) : name;
    };
    const parsed = equipmentSchema.safeParse(equipmentOfRow(row.values, kind));
    if (!parsed.success) {
      const fieldsSeen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path.at(-1) ?? '');
        // One message a field: a blank one is "请填写…", not also a format problem.
        if (fieldsSeen.has(field)) continue;
        fieldsSeen.add(field);
        problems.push(problem(parameterColumn(field), issue.message));
      }
    } else {
      const input = parsed.data;
      // The schema stops at a row's first rule; the kind's other parameters are checked here too.
      for (const issue of parameterIssues(kindOfVariety(input.equsortcode)!, input).slice(1)) {
        problems.push(problem(parameterColumn(issue.name), issue.message));
      }
      const taken = duplicateCode(input);
      if (taken) problems.push(problem(taken.field, taken.message));
      for (const field of CODE_FIELDS) {
        const above = input[field] ? seen[field].get(input[field]) : undefined;
        if (above) problems.push(problem(field, `与第${above}行的${CODE_LABELS[field]}重复`));
      }
      if (!problems.length) {
        for (const field of CODE_FIELDS) if (input[field]) seen[field].set(input[field], row.row);
        accepted.push({ row: row.row, shown: row.shown, value: input });
        continue;
      }
    }
    refused.push({ row: row.row, shown: row.shown, problems });
  }
  return { accepted, refused };
}

// ---------- Technical parameters of one kind ----------

/** The kind a property call names (/api/eqmProperty/<kind>/…), or a refusal. */
function kindOfCall(request: Request): EquipmentKind {
  const key = new URL(request.url).pathname.split('/').at(-2) ?? '';
  return kindByKey(key) ?? refuse('设备种类无效');
}

/** The sheet of a kind: 设备代码 (which record), 注册代码 (to compare), then the kind's parameters. */
const propertyColumns = (kind: EquipmentKind): TemplateColumn[] => [
  {
    ...workbookColumn(EQUIPMENT.equcode),
    hint: `本单位${kind.title}的设备代码，确定要更新的设备；请勿修改`,
  },
  {
    ...workbookColumn(EQUIPMENT.equregcode),
    hint: '仅用于核对，与设备代码不符的行不予更新；技术参数之外的信息请走设备变更',
  },
  ...parameterFields(kind).map((field) => workbookColumn(field)),
];
const propertySheet = (kind: EquipmentKind) => `${kind.title}技术参数`;

/** The caller's equipment of a kind, by 设备代码. */
const ownOfKind = (caller: Caller, kind: EquipmentKind) =>
  ownEquipment
    .visibleTo(caller)
    .filter((e) => (kind.varieties as readonly string[]).includes(e.equsortcode))
    .sort((a, b) => a.equcode.localeCompare(b.equcode));

/** Parameters to write into one record. */
interface PropertyUpdate {
  id: string;
  equcode: string;
  parameters: Record<string, string>;
}
const heldProperties = importHold<PropertyUpdate>();

/** Why a record's parameters cannot be written now, or undefined. */
const propertyHold = (record: EquipmentRecord) =>
  pendingChangeOf(record.id) ? '该设备有待审核的变更申请，请审核完成后再导入技术参数' : undefined;

/**
 * Checks every row of a kind's sheet: the 设备代码 is one of the unit's equipment of the kind (once
 * per file), the 注册代码 matches it, no change request waits on it, and the parameters pass the add
 * form's rules. Nothing is written.
 */
function checkPropertyRows(caller: Caller, kind: EquipmentKind, rows: SheetRow[]) {
  const columns = propertyColumns(kind);
  const byCode = new Map(ownOfKind(caller, kind).map((e) => [e.equcode, e]));
  const seen = new Map<string, number>();
  const accepted: { row: number; shown: string[]; value: PropertyUpdate }[] = [];
  const refused: { row: number; shown: string[]; problems: CellProblem[] }[] = [];
  for (const row of rows) {
    const problem = (key: string, message: string) => problemOf(columns, row, key, message);
    const problems = [...row.problems];
    const code = row.values.equcode ?? '';
    const record = byCode.get(code);
    if (!code) problems.push(problem('equcode', '请填写设备代码'));
    else if (!record) problems.push(problem('equcode', `本单位没有设备代码为 ${code} 的${kind.title}`));
    else if (seen.has(code)) problems.push(problem('equcode', `与第${seen.get(code)}行的设备代码重复`));
    else {
      const regcode = row.values.equregcode ?? '';
      if (regcode && regcode !== record.equregcode) {
        problems.push(problem('equregcode', '注册代码与设备代码不符，请核对'));
      }
      const held = propertyHold(record);
      if (held) problems.push(problem('equcode', held));
    }
    const parameters = Object.fromEntries(kind.parameters.map((p) => [p.name, row.values[p.name] ?? '']));
    for (const issue of parameterIssues(kind, parameters)) problems.push(problem(issue.name, issue.message));
    if (problems.length || !record) {
      refused.push({ row: row.row, shown: row.shown, problems });
      continue;
    }
    seen.set(code, row.row);
    accepted.push({ row: row.row, shown: row.shown, value: { id: record.id, equcode: code, parameters } });
  }
  return { accepted, refused };
}

/** The eqm import calls and the /api property calls. */
export const equipmentImportHandlers = [
  endpoint({
    method: 'get',
    path: '*/a/stone/eqm/importTemplate',
    access: ACCESS.equipmentAdd,
    run: async () =>
      workbookResponse(
        await templateWorkbook(EQUIPMENT_SHEET, EQUIPMENT_COLUMNS, { rowNoun: '一台设备' }),
        '设备导入模板.xlsx',
        'equipment_template.xlsx',
      ),
  }),

  endpoint({
    path: '*/a/stone/eqm/import',
    access: ACCESS.equipmentAdd,
    body: readWorkbookUpload,
    run: async ({ caller, body: bytes }) => {
      const { accepted, refused } = checkEquipmentRows(
        await readTemplate(bytes, EQUIPMENT_SHEET, EQUIPMENT_COLUMNS),
      );
      return heldEquipment.checked(caller, EQUIPMENT_COLUMNS, accepted, refused);
    },
  }),

  endpoint({
    path: '*/a/stone/eqm/importSave',
    access: ACCESS.equipmentAdd,
    body: readImportId,
    run: ({ caller, body }) => {
      const rows = heldEquipment.take(caller, body.importId);
      if (!rows.length) refuse('没有可保存的数据行');
      // The store may have changed since the check: every row is checked again before any is written.
      for (const { row, value } of rows) {
        const taken = duplicateCode(value);
        if (taken) refuse(`第${row}行：${taken.message}。数据已变化，请重新导入`);
      }
      rows.forEach(({ value }) => insertEquipment(caller, value));
      return ok({ saved: rows.length }, `已导入${rows.length}台设备`);
    },
  }),

  endpoint({
    path: '*/a/stone/eqm/importCancel',
    access: ACCESS.equipmentAdd,
    body: readImportId,
    run: ({ caller, body }) => {
      heldEquipment.drop(caller, body.importId);
      return ok(null, '已取消导入');
    },
  }),

  // The export is the import's template: the unit's equipment of the kind with today's values.
  endpoint({
    method: 'get',
    path: '*/api/eqmProperty/:kind/export',
    access: ACCESS.equipmentQuery,
    run: async ({ caller, request }) => {
      const kind = kindOfCall(request);
      const rows = ownOfKind(caller, kind);
      const day = stamp().replace(/-/g, '');
      return workbookResponse(
        await templateWorkbook(propertySheet(kind), propertyColumns(kind), { rowNoun: '一台设备', rows }),
        `${propertySheet(kind)}_${day}.xlsx`,
        `${kind.key}_properties_${day}.xlsx`,
      );
    },
  }),

  endpoint({
    path: '*/api/eqmProperty/:kind/import',
    access: ACCESS.equipmentQuery,
    body: readWorkbookUpload,
    run: async ({ caller, body: bytes, request }) => {
      const kind = kindOfCall(request);
      const columns = propertyColumns(kind);
      const rows = await readTemplate(bytes, propertySheet(kind), columns);
      const { accepted, refused } = checkPropertyRows(caller, kind, rows);
      return heldProperties.checked(caller, columns, accepted, refused);
    },
  }),

  endpoint({
    path: '*/api/eqmProperty/:kind/importSave',
    access: ACCESS.equipmentQuery,
    body: readImportId,
    run: ({ caller, body, request }) => {
      const kind = kindOfCall(request);
      const rows = heldProperties.take(caller, body.importId);
      if (!rows.length) refuse('没有可保存的数据行');
      // Checked again before any is written: a record gone, moved to another unit or held by a change.
      for (const { row, value } of rows) {
        const record = equipment.find(value.id);
        const gone = !record || record.unitId !== caller.user.unitId;
        const held = record && propertyHold(record);
        if (gone || held) refuse(`第${row}行：${gone ? '设备不存在或已删除' : held}。数据已变化，请重新导入`);
      }
      for (const { value } of rows) equipment.update(value.id, { ...value.parameters, updateDate: stamp() });
      return ok({ saved: rows.length }, `已更新${rows.length}台${kind.title}的技术参数`);
    },
  }),

  endpoint({
    path: '*/api/eqmProperty/:kind/importCancel',
    access: ACCESS.equipmentQuery,
    body: readImportId,
    run: ({ caller, body, request }) => {
      kindOfCall(request);
      heldProperties.drop(caller, body.importId);
      return ok(null, '已取消导入');
    },
  }),
];
