import type { ReactElement } from 'react';
import type { Rule } from 'antd/es/form';
import type { ConstructionNotice, EquipmentParameters, SupervisionRequest } from '@/api/construction';
import { formSections, type Catalogue, type CatalogueField } from '@/components/catalogue';
import type { FormSection } from '@/components/RecordForm';
import { technicalFields } from '@/components/technicalFields';
import { CONSTRUCTION_KINDS, NOTICE_MESSAGES, NOTICE_STATUSES } from '@/domain/constructionNotice';
import { treeLabel } from '@/domain/dict';
import { EQUIPMENT_CATEGORIES, IN_SERVICE_CATEGORIES, categoryOf } from '@/domain/equipment';
import { kindOfVariety, type EquipmentKind } from '@/domain/equipmentKinds';
import { deviceCodeProblem, rules } from '@/utils/validators';

const CATEGORIES = IN_SERVICE_CATEGORIES.map(({ value, label }) => ({ value, label }));

/** A variety some equipment kind registers: its parameters and its file follow from it. */
const varietyRule: Rule = {
  validator: async (_rule, value: unknown) => {
    if (typeof value === 'string' && value && !kindOfVariety(value))
      throw new Error(NOTICE_MESSAGES.varietyOfKind);
  },
};

/** 设备代码 checked against the variety chosen on the form. */
const deviceCodeRule: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    const variety = String(getFieldValue('equsortcode') ?? '');
    if (typeof value !== 'string' || !value || !variety) return;
    const problem = deviceCodeProblem(value, categoryOf(variety), variety);
    if (problem) throw new Error(problem);
  },
});

/** 计划完工日期 not before 计划开工日期. */
const endDateRule: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    const start = String(getFieldValue('planstartdate') ?? '');
    if (typeof value === 'string' && value && start && value < start)
      throw new Error(NOTICE_MESSAGES.endBeforeStart);
  },
});

const varietyName = (code: string) => treeLabel(EQUIPMENT_CATEGORIES, code).split(' / ').at(-1) ?? code;

/** The pickers of the form: the using unit (bcwlist) and the inspection body (inspectionUnitBasicList). */
export interface UnitPickers {
  useUnit: ReactElement;
  inspectionUnit: ReactElement;
}

/** The units a notification names: pickers on the form, names everywhere else. */
function unitFields(pickers?: UnitPickers): CatalogueField<ConstructionNotice>[] {
  if (pickers) {
    return [
      { name: 'useunitId', label: '使用单位', required: true, input: pickers.useUnit, section: '相关单位' },
      { name: 'inspunitId', label: '监督检验机构', required: true, input: pickers.inspectionUnit },
    ];
  }
  return [
    { name: 'orgname', label: '施工单位', section: '相关单位', table: { width: 200 }, search: true },
    { name: 'useunitname', label: '使用单位', table: { width: 200 }, search: true },
    { name: 'inspunitname', label: '监督检验机构' },
  ];
}

/**
 * A notification: the lists' columns and conditions, the register form (given its pickers) and the
 * detail view. The authority's opinion, the cancellation and the supervision request show in the view.
 */
export function noticeCatalogue(pickers?: UnitPickers): Catalogue<ConstructionNotice> {
  return [
    { name: 'notifyNo', label: '告知编号', edit: false, table: 'sort', search: true, section: '告知信息' },
    {
      name: 'status',
      label: '状态',
      dict: NOTICE_STATUSES,
      tag: true,
      edit: false,
      table: { width: 90 },
      search: true,
    },
    {
      name: 'constructkind',
      label: '施工类别',
      dict: CONSTRUCTION_KINDS,
      required: true,
      table: { width: 90 },
      search: true,
    },
    { name: 'equclacode', label: '设备类别', dict: CATEGORIES, edit: false, search: true },
    {
      name: 'equsortcode',
      label: '设备类别/品种',
      tree: [...IN_SERVICE_CATEGORIES],
      required: true,
      rules: [varietyRule],
      table: { title: '设备品种', width: 140, render: (r) => varietyName(r.equsortcode) },
    },
    { name: 'equname', label: '设备名称', required: true, maxLength: 50, table: true, search: true },
    {
      name: 'equcode',
      label: '设备代码',
      required: true,
      maxLength: 18,
      rules: [deviceCodeRule],
      inputMode: 'numeric',
      table: true,
      search: true,
    },

    {
      name: 'areacode',
      label: '所在区域',
      type: 'area',
      required: true,
      section: '施工地点',
      table: { width: 90 },
      search: true,
    },
    { name: 'address', label: '施工地点', required: true, maxLength: 100, wide: true },
    {
      name: 'planstartdate',
      label: '计划开工日期',
      type: 'date',
      required: true,
      table: 'sort',
      search: true,
    },
    { name: 'planenddate', label: '计划完工日期', type: 'date', required: true, rules: [endDateRule] },

    ...unitFields(pickers),
    { name: 'contactman', label: '施工负责人', required: true, maxLength: 20 },
    {
      name: 'contactmobile',
      label: '负责人手机',
      required: true,
      rules: [rules.mobile],
      inputMode: 'numeric',
    },
    { name: 'remarks', label: '备注', type: 'textarea', maxLength: 500, wide: true },

    {
      name: 'createDate',
      label: '登记时间',
      edit: false,
      table: 'sort',
      search: { label: '登记日期', type: 'dateRange' },
      section: '办理情况',
    },
    { name: 'commitTime', label: '提交时间', edit: false },
    { name: 'opinion', label: '受理意见', edit: false, wide: true },
    { name: 'auditTime', label: '受理时间', edit: false },
    { name: 'cancelReason', label: '撤销原因', edit: false, wide: true },
    { name: 'sbjjdate', label: '约检日期', type: 'date', edit: false },
    { name: 'sbjjcontact', label: '现场联系人', edit: false },
  ];
}

/** The register form: the view-only fields leave it by themselves (edit: false). */
export const noticeFormSections = (pickers: UnitPickers): FormSection[] =>
  formSections(noticeCatalogue(pickers));
export const noticeViewSections: FormSection[] = formSections(noticeCatalogue());
export const noticeListCatalogue = noticeCatalogue();

/** The supervision inspection request (constructionSbjj). */
export const supervisionSections: FormSection[] = formSections<SupervisionRequest>([
  { name: 'sbjjdate', label: '约检日期', type: 'date', required: true, section: '监督检验申请' },
  { name: 'sbjjcontact', label: '现场联系人', required: true, maxLength: 20 },
  { name: 'sbjjmobile', label: '联系人手机', required: true, rules: [rules.mobile], inputMode: 'numeric' },
  { name: 'sbjjremarks', label: '约检说明', type: 'textarea', maxLength: 200, wide: true },
]);

/** The equipment's manufacture facts and the technical parameters of its kind (constructionSbcs). */
export const parameterCatalogue = (kind: EquipmentKind): Catalogue<EquipmentParameters> => [
  { name: 'equmodel', label: '型号', required: true, maxLength: 50, section: '制造信息' },
  { name: 'factorycode', label: '产品编号', required: true, maxLength: 50 },
  { name: 'makeunit', label: '制造单位', required: true, maxLength: 100 },
  { name: 'makedate', label: '制造日期', type: 'date', required: true },
  ...technicalFields<EquipmentParameters>(kind),
];
