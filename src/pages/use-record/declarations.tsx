import type { EquipmentRow } from '@/api/equipment';
import {
  deleteUseRegistration,
  handleUseRegistration,
  withdrawUseRegistration,
  type UseRegistration,
} from '@/api/useRegistration';
import { formSections, type Catalogue } from '@/components/catalogue';
import { DeviceCodeInput, deviceCodeRules } from '@/components/DeviceCodeInput';
import { USE_REGISTRATION } from '@/contract/records/useRegistration';
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
import { EQUIPMENT_CATEGORIES, categoryOf } from '@/domain/equipment';
import {
  REGISTRATION_ATTACHMENTS,
  REQUIRED_USE_ATTACHMENTS,
  USE_REGISTRATION_KINDS,
  useRegistrationMachine,
} from '@/domain/useRegistration';
import { ACCESS } from '@/domain/access';
import { pathTo } from '@/routes/lookup';

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
  { ...USE_REGISTRATION.applyNo, table: { width: 170 }, search: true, section: '登记信息' },
  { ...USE_REGISTRATION.regkind, table: true, search: true },
  {
    ...USE_REGISTRATION.equipmentId,
    placeholder: '新设备首次启用可不选，直接填写下方设备信息',
    input: <EquipmentSelect fill={factsOf} placeholder="新设备首次启用可不选，直接填写下方设备信息" />,
    wide: true,
  },
  ...registrationProgressFields<UseRegistration>(),
  { ...USE_REGISTRATION.opinion, wide: true },

  {
    ...USE_REGISTRATION.equsortcode,
    section: '设备基本情况',
    // 设备代码 and 设备名称 name the equipment in the list; the variety and certificate on demand.
    table: { width: 150, hiddenByDefault: true, render: (r) => varietyName(r.equsortcode) },
  },
  {
    ...USE_REGISTRATION.equcode,
    input: <DeviceCodeInput />,
    rules: deviceCodeRules,
    table: true,
    search: true,
  },
  { ...USE_REGISTRATION.equname, table: true, search: true },
  USE_REGISTRATION.equmodel,
  USE_REGISTRATION.factorycode,
  USE_REGISTRATION.makeunit,
  USE_REGISTRATION.makedate,
  USE_REGISTRATION.installunit,
  USE_REGISTRATION.equregcode,
  { ...USE_REGISTRATION.usecercode, table: { hiddenByDefault: true }, search: true },

  { ...USE_REGISTRATION.areacode, section: '设备使用情况' },
  { ...USE_REGISTRATION.address, wide: true },
  USE_REGISTRATION.innercode,
  USE_REGISTRATION.usedate,
  USE_REGISTRATION.safeman,
  { ...USE_REGISTRATION.safemobile, inputMode: 'numeric' },
  USE_REGISTRATION.maintainunit,

  ...attachmentGroupFields<UseRegistration>(USE_GROUPS, '登记资料', {
    field: 'regkind',
    groupsOf: (regkind) => REQUIRED_USE_ATTACHMENTS[regkind] ?? [],
  }),
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
