import type { Rule } from 'antd/es/form';
import type { EquipmentRow } from '@/api/equipment';
import {
  deleteUseRegistration,
  handleUseRegistration,
  withdrawUseRegistration,
  type UseRegistration,
} from '@/api/useRegistration';
import { formSections, type Catalogue } from '@/components/catalogue';
import { EquipmentSelect } from '@/components/deferred/fieldInputs';
import {
  attachmentGroupFields,
  withAttachmentGroups,
  withoutAttachmentGroups,
  type WithAttachmentGroups,
} from '@/components/attachmentGroups';
import { registrationActions, registrationProgressFields } from '@/components/registrationActions';
import type { RecordAction } from '@/components/WorkflowActions';
import { labelOf, treeLabel } from '@/domain/dict';
import { EQUIPMENT_CATEGORIES, IN_SERVICE_CATEGORIES, categoryOf } from '@/domain/equipment';
import {
  REGISTRATION_ATTACHMENTS,
  REQUIRED_USE_ATTACHMENTS,
  USE_REGISTRATION_KINDS,
  useRegistrationMachine,
} from '@/domain/useRegistration';
import { ACCESS } from '@/domain/access';
import { pathTo } from '@/routes/lookup';
import { deviceCodeProblem, rules } from '@/utils/validators';

/** The form's values: the application and one attachment field per group. */
export type UseRegistrationForm = WithAttachmentGroups<UseRegistration>;

/** The groups any 登记类别 asks for, in the dictionary's order. */
const USE_GROUPS = REGISTRATION_ATTACHMENTS.filter((g) =>
  Object.values(REQUIRED_USE_ATTACHMENTS).some((groups) => groups.includes(g.value)),
);

/** "新设备首次启用：使用登记表（加盖公章）、产品合格证、监督检验证明" per 登记类别, for the form's hint. */
export const REQUIRED_HINTS = USE_REGISTRATION_KINDS.map(
  (kind) =>
    `${kind.label}：${REQUIRED_USE_ATTACHMENTS[kind.value].map((g) => labelOf(REGISTRATION_ATTACHMENTS, g)).join('、')}`,
);

/** The variety's own name (曳引驱动乘客电梯), not the whole path: the column stays narrow. */
const varietyName = (code: string) => treeLabel(EQUIPMENT_CATEGORIES, code).split(' / ').at(-1) ?? code;

/** The device code read against the variety picked on the same form. */
const deviceCodeRule: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (typeof value !== 'string' || !value) return;
    const sort = String(getFieldValue('equsortcode') ?? '');
    const problem = deviceCodeProblem(value, categoryOf(sort), sort);
    if (problem) throw new Error(problem);
  },
});

/** A pick of the unit's equipment fills the 使用登记表 with its facts. */
const factsOf = (row: EquipmentRow): Record<string, string> => ({
  equsortcode: row.equsortcode,
  equcode: row.equcode,
  equname: row.equname,
  equmodel: row.equmodel,
  factorycode: row.factorycode,
  makeunit: row.makeunit,
  makedate: row.makedate,
  installunit: row.installunit,
  areacode: row.areacode,
  address: row.address,
  innercode: row.innercode,
  usedate: row.usedate,
  safeman: row.safeman,
  safemobile: row.safemobile,
  maintainunit: row.maintainunit,
});

/** A use registration: the list's columns and filters, the 使用登记表 form and its view. */
export const useRegistrationCatalogue: Catalogue<UseRegistrationForm> = [
  {
    name: 'applyNo',
    label: '申请编号',
    edit: false,
    table: { width: 170 },
    search: true,
    section: '登记信息',
  },
  {
    name: 'regkind',
    label: '登记类别',
    dict: USE_REGISTRATION_KINDS,
    required: true,
    table: true,
    search: true,
  },
  {
    name: 'equipmentId',
    label: '选择本单位设备',
    placeholder: '新设备首次启用可不选，直接填写下方设备信息',
    input: <EquipmentSelect fill={factsOf} placeholder="新设备首次启用可不选，直接填写下方设备信息" />,
    wide: true,
  },
  ...registrationProgressFields<UseRegistration>(),
  { name: 'opinion', label: '登记机关意见', edit: false, wide: true },

  {
    name: 'equsortcode',
    label: '设备类别/品种',
    tree: [...IN_SERVICE_CATEGORIES],
    required: true,
    section: '设备基本情况',
    table: { width: 150, render: (r) => varietyName(r.equsortcode) },
  },
  {
    name: 'equcode',
    label: '设备代码',
    required: true,
    maxLength: 18,
    rules: [deviceCodeRule],
    table: true,
    search: true,
  },
  { name: 'equname', label: '设备名称', required: true, maxLength: 50, table: true, search: true },
  { name: 'equmodel', label: '型号', maxLength: 50 },
  { name: 'factorycode', label: '产品编号', maxLength: 50 },
  { name: 'makeunit', label: '制造单位', required: true, maxLength: 100 },
  { name: 'makedate', label: '制造日期', type: 'date' },
  { name: 'installunit', label: '安装单位', maxLength: 100 },
  { name: 'equregcode', label: '注册代码', edit: false },
  { name: 'usecercode', label: '使用登记证编号', edit: false, table: true, search: true },

  { name: 'areacode', label: '所在区域', type: 'area', required: true, section: '设备使用情况' },
  { name: 'address', label: '使用地点', required: true, maxLength: 100, wide: true },
  { name: 'innercode', label: '单位内编号', maxLength: 30 },
  { name: 'usedate', label: '投入使用日期', type: 'date' },
  { name: 'safeman', label: '安全管理人员', required: true, maxLength: 20 },
  {
    name: 'safemobile',
    label: '安全管理人员手机',
    required: true,
    rules: [rules.mobile],
    inputMode: 'numeric',
  },
  { name: 'maintainunit', label: '维保单位', maxLength: 100 },

  ...attachmentGroupFields<UseRegistration>(USE_GROUPS, '登记资料'),
];

/** The form: every field; the view leaves out the picker (the equipment's facts are shown). */
export const useRegistrationSections = formSections(useRegistrationCatalogue);
export const useRegistrationViewSections = formSections(
  useRegistrationCatalogue.filter((f) => f.name !== 'equipmentId'),
);

/** The application as the form holds it, and as the server takes it (the category from the variety). */
export const toForm = (record: UseRegistration) => withAttachmentGroups(USE_GROUPS, record);
export function fromForm(values: UseRegistrationForm): UseRegistration {
  const record = withoutAttachmentGroups(values);
  return { ...record, equclacode: categoryOf(record.equsortcode ?? '') };
}

const detailOf = (r: UseRegistration) => pathTo('use_record_detail', { id: r.id });

/** The unit's and the authority's actions, where the machine allows them for the status and role. */
export const useRegistrationActions: RecordAction<UseRegistration>[] = registrationActions<UseRegistration>(
  useRegistrationMachine,
  (id) => pathTo('use_record_apply', { mode: 'edit', id }),
  { withdraw: withdrawUseRegistration, remove: deleteUseRegistration, handle: handleUseRegistration },
  '办结后将核发使用登记证，确定办结吗？',
);

/** A list row's actions: 查看 always; the row's own steps on the detail page. */
export const useRegistrationRowActions: RecordAction<UseRegistration>[] = [
  { key: 'view', label: '查看', confirm: false, access: ACCESS.useRecordQuery, to: detailOf },
];
