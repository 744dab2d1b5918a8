import type { ReactElement } from 'react';
import type { Rule } from 'antd/es/form';
import { deletePipelineSegment, type EquipmentRow, type PipelineSegmentRow } from '@/api/equipment';
import { formSections, type Catalogue, type CatalogueField } from '@/components/catalogue';
import type { FormSection } from '@/components/RecordForm';
import { technicalFields } from '@/components/technicalFields';
import type { RecordAction } from '@/components/WorkflowActions';
import { treeLabel } from '@/domain/dict';
import {
  EQUIPMENT_CATEGORIES,
  INSPECTION_CONCLUSIONS,
  INSPECTION_STATES,
  IN_SERVICE_CATEGORIES,
  LAYING_MODES,
  REGISTRATION_STATES,
  USE_CERTIFICATE_ABBREVIATIONS,
  USE_STATES,
  conclusionsOf,
} from '@/domain/equipment';
import { PIPING_LEVELS, type EquipmentKind } from '@/domain/equipmentKinds';
import { rowLink } from '@/routes/links';
import {
  deviceCodeProblem,
  registrationCertificateProblem,
  registrationCodeProblem,
  rules,
} from '@/utils/validators';

/** The in-service categories as a plain dictionary (the category select and its column). */
const CATEGORIES = IN_SERVICE_CATEGORIES.map(({ value, label }) => ({ value, label }));

/** A rule over a code field that also reads the category and variety chosen on the form. */
const codeRule =
  (problem: (code: string, equclacode: string, equsortcode: string) => string | undefined): Rule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || !value) return;
      const text = (name: string) => String(getFieldValue(name) ?? '');
      const message = problem(value, text('equclacode'), text('equsortcode'));
      if (message) throw new Error(message);
    },
  });

const deviceCodeRule = codeRule((code, cla, sort) => deviceCodeProblem(code, cla, sort));
const registrationCodeRule = codeRule((code, cla, sort) => registrationCodeProblem(code, cla, sort));
const certificateRule = codeRule((code, cla) =>
  registrationCertificateProblem(code, USE_CERTIFICATE_ABBREVIATIONS[cla]),
);

/** The variety's own name (曳引驱动乘客电梯), not the whole path: columns stay narrow. */
const varietyName = (code: string) => treeLabel(EQUIPMENT_CATEGORIES, code).split(' / ').at(-1) ?? code;

/**
 * The equipment catalogue: every list's columns and its one filter vocabulary (category, variety, the
 * three codes, name, district + address, use state, inspection state, next inspection date range,
 * maintenance unit), and, given a kind, the add form with that kind's varieties, conclusions and
 * technical parameters.
 */
export function equipmentCatalogue(kind?: EquipmentKind): Catalogue<EquipmentRow> {
  return [
    {
      name: 'equclacode',
      label: '设备类别',
      dict: CATEGORIES,
      required: true,
      readOnlyIn: ['add', 'edit'],
      section: '识别与登记信息',
      table: { width: 110 },
      search: true,
    },
    kind
      ? {
          name: 'equsortcode',
          label: '设备品种',
          dict: kind.varieties.map((value) => ({ value, label: varietyName(value) })),
          required: true,
          readOnlyIn: ['edit'],
        }
      : {
          name: 'equsortcode',
          label: '设备品种',
          tree: [...IN_SERVICE_CATEGORIES],
          table: { width: 150, render: (r) => varietyName(r.equsortcode) },
          search: true,
        },
    {
      name: 'equcode',
      label: '设备代码',
      required: true,
      maxLength: 18,
      rules: [deviceCodeRule],
      readOnlyIn: ['edit'],
      table: 'sort',
      search: true,
    },
    {
      name: 'equregcode',
      label: '注册代码',
      maxLength: 20,
      rules: [registrationCodeRule],
      table: 'sort',
      search: true,
    },
    {
      name: 'usecercode',
      label: '使用登记证编号',
      maxLength: 20,
      rules: [certificateRule],
      table: true,
      search: true,
    },
    { name: 'equname', label: '设备名称', required: true, maxLength: 50, table: 'sort', search: true },
    { name: 'regstatus', label: '登记状态', dict: REGISTRATION_STATES, tag: true, edit: false },

    {
      name: 'usestatus',
      label: '使用状态',
      dict: USE_STATES,
      tag: true,
      required: true,
      section: '使用与管理信息',
      table: { width: 90 },
      search: true,
    },
    { name: 'innercode', label: '单位内编号', maxLength: 30 },
    { name: 'areacode', label: '所在区域', type: 'area', required: true, table: { width: 90 }, search: true },
    {
      name: 'address',
      label: '详细地址',
      required: true,
      maxLength: 100,
      wide: true,
      table: { width: 240 },
      search: true,
    },
    { name: 'safeman', label: '安全管理人员', required: true, maxLength: 20 },
    {
      name: 'safemobile',
      label: '安全管理人员手机',
      required: true,
      rules: [rules.mobile],
      inputMode: 'numeric',
    },
    { name: 'maintainunit', label: '维保单位', maxLength: 100, table: true, search: true },
    { name: 'usedate', label: '投入使用日期', type: 'date' },

    { name: 'equmodel', label: '型号', maxLength: 50, section: '制造与安装信息' },
    { name: 'factorycode', label: '产品编号', maxLength: 50 },
    { name: 'makeunit', label: '制造单位', required: true, maxLength: 100 },
    { name: 'makedate', label: '制造日期', type: 'date' },
    { name: 'installunit', label: '安装单位', maxLength: 100 },

    // The institute writes inspection results: a change request never carries them.
    {
      name: 'lastinsdate',
      label: '上次检验日期',
      type: 'date',
      section: '检验信息',
      readOnlyIn: ['edit'],
    },
    {
      name: 'inspconclusion',
      label: '检验结论',
      dict: kind ? conclusionsOf(kind.equclacode) : INSPECTION_CONCLUSIONS,
      tag: true,
      readOnlyIn: ['edit'],
      table: { width: 110 },
    },
    {
      name: 'nextinsdate',
      label: '下次检验日期',
      type: 'date',
      readOnlyIn: ['edit'],
      table: 'sort',
      search: true,
    },
    { name: 'inspState', label: '检验状态', dict: INSPECTION_STATES, search: 'only' },

    ...(kind ? technicalFields<EquipmentRow>(kind) : []),
  ];
}

/** The add form of a kind: identity, use, manufacture, inspection and the kind's technical parameters. */
export const equipmentSections = (kind: EquipmentKind): FormSection[] =>
  formSections(equipmentCatalogue(kind));

/** The columns and filters every equipment list shares. */
export const listCatalogue = equipmentCatalogue();

/** Columns a special list adds after the shared ones (list-only: no form shows them). */
export const listColumns = {
  nextdetectdate: {
    name: 'nextdetectdate',
    label: '下次自行检测日期',
    type: 'date',
    table: 'sort',
    record: false,
  },
  delaydate: { name: 'delaydate', label: '延期至', type: 'date', table: 'sort', search: true, record: false },
  delayreason: { name: 'delayreason', label: '延期原因', table: { width: 220 }, record: false },
  lastloadtestdate: {
    name: 'lastloadtestdate',
    label: '上次载荷试验',
    type: 'date',
    table: true,
    record: false,
  },
  nextloadtestdate: {
    name: 'nextloadtestdate',
    label: '下次载荷试验',
    type: 'date',
    table: 'sort',
    search: true,
    record: false,
  },
  pipelength: { name: 'pipelength', label: '管道长度', table: true, record: false },
  nominaldiameter: { name: 'nominaldiameter', label: '公称直径(mm)', table: true, record: false },
  designpressure: { name: 'designpressure', label: '设计压力(MPa)', table: true, record: false },
  medium: { name: 'medium', label: '介质', table: true, record: false },
} satisfies Record<string, CatalogueField<EquipmentRow>>;

// ---------- Pipeline segments ----------

/** A segment of a pipeline: the maintenance list and the segment form. */
export const segmentCatalogue = (pipelineInput?: ReactElement): Catalogue<PipelineSegmentRow> => [
  {
    name: 'pipelineId',
    label: '所属管道',
    required: true,
    input: pipelineInput,
    record: pipelineInput ? undefined : false,
  },
  { name: 'pipelineName', label: '所属管道', table: 'sort', search: true, record: false },
  { name: 'equcode', label: '设备代码', table: true, search: true, record: false },
  { name: 'segno', label: '管段编号', required: true, maxLength: 30, table: 'sort', search: true },
  { name: 'segname', label: '管段名称', required: true, maxLength: 50, table: true, search: true },
  { name: 'startpoint', label: '起点', required: true, maxLength: 50, table: true },
  { name: 'endpoint', label: '终点', required: true, maxLength: 50, table: true },
  {
    name: 'nominaldiameter',
    label: '公称直径(mm)',
    required: true,
    rules: [rules.positiveInteger],
    table: true,
  },
  { name: 'pipelength', label: '管段长度(m)', required: true, rules: [rules.positiveDecimal], table: true },
  {
    name: 'designpressure',
    label: '设计压力(MPa)',
    required: true,
    rules: [rules.positiveDecimal],
    table: true,
  },
  { name: 'medium', label: '介质', required: true, maxLength: 30, table: true },
  { name: 'pipelevel', label: '管道级别', dict: PIPING_LEVELS, required: true, table: true, search: true },
  { name: 'laymode', label: '敷设方式', dict: LAYING_MODES, required: true, table: true },
];

export const segmentActions: RecordAction<PipelineSegmentRow>[] = [
  rowLink('修改', 'equipment_pipeline_segment', 'edit'),
  {
    key: 'delete',
    label: '删除',
    danger: true,
    confirm: '确定要删除该管段吗？删除后不可恢复。',
    run: (r) => deletePipelineSegment(r.id),
  },
];
