import type { ReactElement } from 'react';
import type { Rule } from 'antd/es/form';
import { deletePipelineSegment, type EquipmentRow, type PipelineSegmentRow } from '@/api/equipment';
import { formSections, type Catalogue, type CatalogueField } from '@/components/catalogue';
import { DeviceCodeInput, deviceCodeRules } from '@/components/DeviceCodeInput';
import type { FormSection } from '@/components/RecordForm';
import { technicalFields } from '@/components/technicalFields';
import type { RecordAction } from '@/components/WorkflowActions';
import { treeLabel } from '@/domain/dict';
import { EQUIPMENT, PIPELINE_SEGMENT } from '@/contract/records/equipment';
import {
  EQUIPMENT_CATEGORIES,
  INSPECTION_CONCLUSIONS,
  INSPECTION_STATES,
  USE_CERTIFICATE_ABBREVIATIONS,
  conclusionsOf,
} from '@/domain/equipment';
import type { EquipmentKind } from '@/domain/equipmentKinds';
import { rowLink } from '@/routes/links';
import { registrationCertificateProblem, registrationCodeProblem } from '@/utils/validators';

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
      ...EQUIPMENT.equclacode,
      readOnlyIn: ['add', 'edit'],
      section: '识别与登记信息',
      // 设备品种 names the category too: a list shows it on demand.
      table: { width: 110, hiddenByDefault: true },
      search: true,
    },
    kind
      ? {
          ...EQUIPMENT.equsortcode,
          tree: undefined,
          dict: kind.varieties.map((value) => ({ value, label: varietyName(value) })),
          readOnlyIn: ['edit'],
        }
      : {
          ...EQUIPMENT.equsortcode,
          required: false,
          table: { width: 150, render: (r) => varietyName(r.equsortcode) },
          search: true,
        },
    {
      ...EQUIPMENT.equcode,
      input: <DeviceCodeInput />,
      rules: deviceCodeRules,
      table: 'sort',
      search: true,
    },
    // Lists lead with 设备代码; the other two codes are searched more than read, shown on demand.
    {
      ...EQUIPMENT.equregcode,
      rules: [registrationCodeRule],
      table: { sorter: true, hiddenByDefault: true },
      search: true,
    },
    { ...EQUIPMENT.usecercode, rules: [certificateRule], table: { hiddenByDefault: true }, search: true },
    { ...EQUIPMENT.equname, table: 'sort', search: true },
    { ...EQUIPMENT.regstatus, tag: true },

    {
      ...EQUIPMENT.usestatus,
      tag: true,
      section: '使用与管理信息',
      table: { width: 90 },
      search: true,
    },
    EQUIPMENT.innercode,
    { ...EQUIPMENT.areacode, table: { width: 90 }, search: true },
    { ...EQUIPMENT.address, wide: true, table: { width: 240, hiddenByDefault: true }, search: true },
    EQUIPMENT.safeman,
    { ...EQUIPMENT.safemobile, inputMode: 'numeric' },
    { ...EQUIPMENT.maintainunit, table: { hiddenByDefault: true }, search: true },
    { ...EQUIPMENT.usedate, dates: { notBefore: { field: 'makedate', label: EQUIPMENT.makedate.label } } },

    { ...EQUIPMENT.equmodel, section: '制造与安装信息' },
    EQUIPMENT.factorycode,
    EQUIPMENT.makeunit,
    { ...EQUIPMENT.makedate, dates: { notAfter: 'today' } },
    EQUIPMENT.installunit,

    // The institute writes inspection results: a change request never carries them.
    { ...EQUIPMENT.lastinsdate, section: '检验信息', readOnlyIn: ['edit'], dates: { notAfter: 'today' } },
    {
      ...EQUIPMENT.inspconclusion,
      dict: kind ? conclusionsOf(kind.equclacode) : INSPECTION_CONCLUSIONS,
      tag: true,
      readOnlyIn: ['edit'],
      table: { width: 110 },
    },
    {
      ...EQUIPMENT.nextinsdate,
      readOnlyIn: ['edit'],
      dates: { after: { field: 'lastinsdate', label: EQUIPMENT.lastinsdate.label } },
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
  nextdetectdate: { ...EQUIPMENT.nextdetectdate, table: 'sort', record: false },
  delaydate: { ...EQUIPMENT.delaydate, table: 'sort', search: true, record: false },
  delayreason: { ...EQUIPMENT.delayreason, table: { width: 160 }, record: false },
  lastloadtestdate: { ...EQUIPMENT.lastloadtestdate, table: true, record: false },
  nextloadtestdate: { ...EQUIPMENT.nextloadtestdate, table: 'sort', search: true, record: false },
  pipelength: { ...EQUIPMENT.pipelength, table: true, record: false },
  nominaldiameter: { ...EQUIPMENT.nominaldiameter, table: { hiddenByDefault: true }, record: false },
  designpressure: { ...EQUIPMENT.designpressure, table: { hiddenByDefault: true }, record: false },
  medium: { ...EQUIPMENT.medium, table: true, record: false },
} satisfies Record<string, CatalogueField<EquipmentRow>>;

// ---------- Pipeline segments ----------

/** A segment of a pipeline: the maintenance list and the segment form. */
export const segmentCatalogue = (pipelineInput?: ReactElement): Catalogue<PipelineSegmentRow> => [
  { ...PIPELINE_SEGMENT.pipelineId, input: pipelineInput, record: pipelineInput ? undefined : false },
  { ...PIPELINE_SEGMENT.pipelineName, table: 'sort', search: true, record: false },
  // The pipeline names the equipment; its code and the technical figures show on demand.
  { ...PIPELINE_SEGMENT.equcode, table: { hiddenByDefault: true }, search: true, record: false },
  { ...PIPELINE_SEGMENT.segno, table: 'sort', search: true },
  { ...PIPELINE_SEGMENT.segname, table: true, search: true },
  { ...PIPELINE_SEGMENT.startpoint, table: true },
  { ...PIPELINE_SEGMENT.endpoint, table: true },
  { ...PIPELINE_SEGMENT.nominaldiameter, table: { hiddenByDefault: true } },
  { ...PIPELINE_SEGMENT.pipelength, table: true },
  { ...PIPELINE_SEGMENT.designpressure, table: { hiddenByDefault: true } },
  { ...PIPELINE_SEGMENT.medium, table: { hiddenByDefault: true } },
  { ...PIPELINE_SEGMENT.pipelevel, table: true, search: true },
  { ...PIPELINE_SEGMENT.laymode, table: { hiddenByDefault: true } },
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
