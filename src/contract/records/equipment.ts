import { treeLabel } from '@/domain/dict';
import {
  EQUIPMENT_CATEGORIES,
  INSPECTION_CONCLUSIONS,
  IN_SERVICE_CATEGORIES,
  LAYING_MODES,
  REGISTRATION_STATES,
  USE_STATES,
} from '@/domain/equipment';
import {
  EQUIPMENT_KINDS,
  PIPING_LEVELS,
  parameterLabel,
  type EquipmentKind,
  type TechnicalParameter,
} from '@/domain/equipmentKinds';
import { checks, isNonNegativeInteger, isPositiveDecimal2 } from '@/utils/validators';
import { COMMON } from './common';
import { defineRecord, type ContractField } from '../field';
import { exportColumns, importColumns, workbookColumn, type TemplateColumn } from '../workbook';
import type { EquipmentListName } from './equipmentLists';

/** The in-service categories as a plain dictionary (the category select and its column). */
export const EQUIPMENT_CATEGORY_CODES = IN_SERVICE_CATEGORIES.map(({ value, label }) => ({ value, label }));

/**
 * A unit's equipment (设备): identity and registration, use and management, manufacture, inspection;
 * then what the special lists add (self-detection, postponement, load test, piping).
 */
export const EQUIPMENT = defineRecord({
  equclacode: { label: '设备类别', dict: EQUIPMENT_CATEGORY_CODES, required: true },
  equsortcode: { label: '设备品种', tree: [...IN_SERVICE_CATEGORIES], required: true, maxLength: 4 },
  equcode: { label: '设备代码', required: true, maxLength: 18, fixed: true },
  equregcode: { label: '注册代码', maxLength: 20 },
  usecercode: { label: '使用登记证编号', maxLength: 20 },
  equname: { label: '设备名称', required: true, maxLength: 50 },
  regstatus: { label: '登记状态', dict: REGISTRATION_STATES, derived: true },
  usestatus: { label: '使用状态', dict: USE_STATES, required: true },
  innercode: { label: '单位内编号', maxLength: 30 },
  areacode: { ...COMMON.areacode, required: true },
  address: { ...COMMON.address, required: true, maxLength: 100 },
  safeman: { label: '安全管理人员', required: true, maxLength: 20 },
  safemobile: { label: '安全管理人员手机', required: true, checks: checks.mobile },
  maintainunit: { label: '维保单位', maxLength: 100 },
  usedate: { label: '投入使用日期', type: 'date' },
  equmodel: { label: '型号', maxLength: 50 },
  factorycode: { label: '产品编号', maxLength: 50 },
  makeunit: { label: '制造单位', required: true, maxLength: 100 },
  makedate: { label: '制造日期', type: 'date' },
  installunit: { label: '安装单位', maxLength: 100 },
  lastinsdate: { label: '上次检验日期', type: 'date' },
  inspconclusion: { label: '检验结论', dict: INSPECTION_CONCLUSIONS },
  nextinsdate: { label: '下次检验日期', type: 'date' },
  nextdetectdate: { label: '下次自行检测日期', type: 'date', derived: true },
  delaydate: { label: '延期至', type: 'date', derived: true },
  delayreason: { label: '延期原因', derived: true },
  lastloadtestdate: { label: '上次载荷试验', type: 'date', derived: true },
  nextloadtestdate: { label: '下次载荷试验', type: 'date', derived: true },
  pipelength: { label: '管道长度', derived: true },
  nominaldiameter: { label: '公称直径(mm)', derived: true },
  designpressure: { label: '设计压力(MPa)', derived: true },
  medium: { label: '介质', derived: true },
});

/** The technical parameters of a kind as fields: the add form and the parameter workbooks read them. */
export const parameterFields = (kind: EquipmentKind): ContractField[] =>
  kind.parameters.map((p) => ({
    name: p.name,
    label: parameterLabel(p),
    dict: p.dict,
    required: p.required,
    maxLength: p.kind === 'text' ? (p.maxLength ?? 50) : 20,
    checks:
      p.kind === 'decimal'
        ? checks.positiveDecimal
        : p.kind === 'integer'
          ? checks.nonNegativeInteger
          : undefined,
  }));

/** A technical parameter's value as its kind writes it, and the refusal after its label. */
const PARAMETER_FORMATS: Partial<Record<TechnicalParameter['kind'], [(value: string) => boolean, string]>> = {
  decimal: [isPositiveDecimal2, '须为正数（最多两位小数）'],
  integer: [isNonNegativeInteger, '须为整数'],
};

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
    if (format && !format[0](value)) return issue(`${label}${format[1]}`);
    if (p.dict && !p.dict.some((d) => d.value === value)) return issue(`请选择有效的${label}`);
    if (value.length > (p.maxLength ?? 50)) return issue(`${label}不能超过${p.maxLength ?? 50}个字符`);
    return [];
  });
  if (kind.oneOf && kind.oneOf.names.every((name) => !values[name])) {
    issues.push({ name: kind.oneOf.names[0], message: kind.oneOf.message });
  }
  return issues;
}

const E = EQUIPMENT;

/** The columns an equipment list adds after the equipment's name, where a reader looks first. */
export const EQUIPMENT_LIST_COLUMNS: Record<EquipmentListName, readonly ContractField[]> = {
  equipment_query_comprehensive: [],
  equipment_query_timeout: [],
  equipment_query_fault: [],
  equipment_query_non_use: [],
  equipment_query_about_expire: [],
  equipment_query_detect_due: [E.nextdetectdate],
  equipment_query_detect_extended: [E.delaydate, E.delayreason],
  equipment_query_payload_time: [E.lastloadtestdate, E.nextloadtestdate],
  equipment_query_pressure_piping: [E.pipelength, E.nominaldiameter, E.designpressure, E.medium],
};

/** The exported columns of an equipment list: the shared columns, the list's own after the name. */
export const equipmentListExport = (name: EquipmentListName) =>
  exportColumns([
    E.equclacode,
    E.equsortcode,
    E.equcode,
    E.equregcode,
    E.usecercode,
    E.equname,
    ...EQUIPMENT_LIST_COLUMNS[name],
    E.usestatus,
    E.areacode,
    E.address,
    E.maintainunit,
    E.inspconclusion,
    E.nextinsdate,
  ]);

/** A segment of a pressure pipeline (管段). */
export const PIPELINE_SEGMENT = defineRecord({
  pipelineId: { label: '所属管道', required: true, missing: '请选择所属管道', maxLength: 64 },
  pipelineName: { label: '所属管道', derived: true },
  equcode: { label: EQUIPMENT.equcode.label, derived: true },
  segno: { label: '管段编号', required: true, maxLength: 30 },
  segname: { label: '管段名称', required: true, maxLength: 50 },
  startpoint: { label: '起点', required: true, maxLength: 50 },
  endpoint: { label: '终点', required: true, maxLength: 50 },
  nominaldiameter: {
    ...EQUIPMENT.nominaldiameter,
    derived: undefined,
    required: true,
    checks: checks.positiveInteger,
  },
  pipelength: { label: '管段长度(m)', required: true, checks: checks.positiveDecimal },
  designpressure: {
    ...EQUIPMENT.designpressure,
    derived: undefined,
    required: true,
    checks: checks.positiveDecimal,
  },
  medium: { ...EQUIPMENT.medium, derived: undefined, required: true, maxLength: 30 },
  pipelevel: { label: '管道级别', dict: PIPING_LEVELS, required: true },
  laymode: { label: '敷设方式', dict: LAYING_MODES, required: true },
});

// ---------- Workbooks: the import template, the parameter sheet of a kind ----------

/** 设备品种 as a picker: each variety a kind registers, "3110 曳引驱动乘客电梯". */
const VARIETY_CHOICES = EQUIPMENT_KINDS.flatMap((kind) =>
  kind.varieties.map((value) => ({
    value,
    label: `${value} ${treeLabel(EQUIPMENT_CATEGORIES, value).split(' / ').at(-1) ?? ''}`,
  })),
);

/** A technical parameter's column: one per label over all kinds (设计压力(MPa) is one column for three). */
export const parameterKey = (p: TechnicalParameter) => `param:${parameterLabel(p)}`;

/** The parameter columns of the template, each saying which kinds fill it. */
export const PARAMETER_COLUMNS: TemplateColumn[] = [
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
export const COMMON_COLUMNS = importColumns(E).map((column) =>
  column.key === 'equsortcode'
    ? { ...column, type: 'select' as const, tree: undefined, dict: VARIETY_CHOICES, required: true }
    : column,
);
export const EQUIPMENT_COLUMNS: TemplateColumn[] = [...COMMON_COLUMNS, ...PARAMETER_COLUMNS];

/** The sheet of a kind: 设备代码 (which record), 注册代码 (to compare), then the kind's parameters. */
export const propertyColumns = (kind: EquipmentKind): TemplateColumn[] => [
  { ...workbookColumn(E.equcode), hint: `本单位${kind.title}的设备代码，确定要更新的设备；请勿修改` },
  {
    ...workbookColumn(E.equregcode),
    hint: '仅用于核对，与设备代码不符的行不予更新；技术参数之外的信息请走设备变更',
  },
  ...parameterFields(kind).map((field) => workbookColumn(field)),
];

/** Where and by whom equipment is used, as the records of others (maintenance, supervision) show it. */
export const EQUIPMENT_USE = defineRecord({
  useUnit: { label: '使用单位', derived: true },
  address: { label: '使用地点', derived: true },
});
