import {
  commitChangeRegistration,
  deleteChangeRegistration,
  handleChangeRegistration,
  withdrawChangeRegistration,
  type ChangeRegistration,
} from '@/api/useRegistration';
import {
  attachmentGroupFields,
  withAttachmentGroups,
  withoutAttachmentGroups,
  type WithAttachmentGroups,
} from '@/components/attachmentGroups';
import { formSections, type Catalogue } from '@/components/catalogue';
import { RegistrationRecordSelect } from '@/components/deferred/fieldInputs';
import { registrationActions, registrationProgressFields } from '@/components/registrationActions';
import type { RecordAction } from '@/components/WorkflowActions';
import { ACCESS } from '@/domain/access';
import {
  CHANGE_KINDS,
  REGISTRATION_ATTACHMENTS,
  REQUIRED_CHANGE_ATTACHMENTS,
  changeRegistrationMachine,
} from '@/domain/useRegistration';
import { pathTo } from '@/routes/lookup';
import { rules } from '@/utils/validators';

export type ChangeRegistrationForm = WithAttachmentGroups<ChangeRegistration>;

const CHANGE_GROUPS = REGISTRATION_ATTACHMENTS.filter((g) => REQUIRED_CHANGE_ATTACHMENTS.includes(g.value));

/** A change registration: list, form and view. Fields of one 变更类别 only are left empty for the others. */
export const changeCatalogue: Catalogue<ChangeRegistrationForm> = [
  {
    name: 'applyNo',
    label: '申请编号',
    edit: false,
    table: { width: 170 },
    search: true,
    section: '变更信息',
  },
  { name: 'changeKind', label: '变更类别', dict: CHANGE_KINDS, required: true, table: true, search: true },
  {
    name: 'equipmentId',
    label: '变更设备',
    required: true,
    // A change is of registered equipment not yet cancelled: the unit's registration records.
    input: <RegistrationRecordSelect placeholder="请选择已登记的设备" />,
    wide: true,
  },
  { name: 'equname', label: '设备名称', edit: false, table: true, search: true },
  { name: 'equcode', label: '设备代码', edit: false, table: true, search: true },
  { name: 'usecercode', label: '使用登记证编号', edit: false, table: true },
  ...registrationProgressFields<ChangeRegistration>(),
  { name: 'reason', label: '变更原因', type: 'textarea', required: true, maxLength: 200, wide: true },
  { name: 'opinion', label: '登记机关意见', edit: false, wide: true },

  {
    name: 'newOrgname',
    label: '变更后单位名称',
    maxLength: 100,
    placeholder: '使用单位更名时填写',
    section: '变更内容',
  },
  { name: 'newAreacode', label: '变更后所在区域', type: 'area', placeholder: '地址变更、移装时选择' },
  {
    name: 'newAddress',
    label: '变更后使用地点',
    maxLength: 100,
    wide: true,
    placeholder: '地址变更、移装时填写',
  },
  {
    name: 'toOrgcode',
    label: '受让单位统一社会信用代码',
    maxLength: 18,
    rules: [rules.creditCode],
    placeholder: '过户时填写',
  },
  { name: 'toOrgname', label: '受让单位', edit: false },
  { name: 'newUsecercode', label: '换发使用登记证编号', edit: false },

  ...attachmentGroupFields<ChangeRegistration>(CHANGE_GROUPS, '变更资料', REQUIRED_CHANGE_ATTACHMENTS),
];

export const changeSections = formSections(changeCatalogue);
export const changeViewSections = formSections(changeCatalogue.filter((f) => f.name !== 'equipmentId'));

export const toChangeForm = (record: ChangeRegistration) => withAttachmentGroups(CHANGE_GROUPS, record);
export const fromChangeForm = (values: ChangeRegistrationForm) => withoutAttachmentGroups(values);

export const changeActions: RecordAction<ChangeRegistration>[] = registrationActions<ChangeRegistration>(
  changeRegistrationMachine,
  (id) => pathTo('change_register', { mode: 'edit', id }),
  {
    withdraw: withdrawChangeRegistration,
    remove: deleteChangeRegistration,
    handle: handleChangeRegistration,
    commit: commitChangeRegistration,
  },
  '办结后设备信息将按申请变更，确定办结吗？',
);

export const changeRowActions: RecordAction<ChangeRegistration>[] = [
  {
    key: 'view',
    label: '查看',
    confirm: false,
    access: ACCESS.changeQuery,
    to: (r) => pathTo('change_detail', { id: r.id }),
  },
];
