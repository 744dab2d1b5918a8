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
import { CHANGE_REGISTRATION } from '@/contract/records/changeRegistration';
import {
  REGISTRATION_ATTACHMENTS,
  REQUIRED_CHANGE_ATTACHMENTS,
  changeRegistrationMachine,
} from '@/domain/useRegistration';
import { pathTo } from '@/routes/lookup';

export type ChangeRegistrationForm = WithAttachmentGroups<ChangeRegistration>;

const CHANGE_GROUPS = REGISTRATION_ATTACHMENTS.filter((g) => REQUIRED_CHANGE_ATTACHMENTS.includes(g.value));

/** A change registration: list, form and view. Fields of one 变更类别 only are left empty for the others. */
const R = CHANGE_REGISTRATION;
export const changeCatalogue: Catalogue<ChangeRegistrationForm> = [
  { ...R.applyNo, table: { width: 170 }, search: true, section: '变更信息' },
  { ...R.changeKind, table: true, search: true },
  {
    ...R.equipmentId,
    // A change is of registered equipment not yet cancelled: the unit's registration records.
    input: <RegistrationRecordSelect placeholder="请选择已登记的设备" />,
    wide: true,
  },
  { ...R.equname, table: true, search: true },
  { ...R.equcode, table: true, search: true },
  // 设备代码 names the equipment in the list; the certificate's number shows on demand.
  { ...R.usecercode, table: { hiddenByDefault: true } },
  ...registrationProgressFields<ChangeRegistration>(),
  { ...R.reason, wide: true },
  { ...R.opinion, wide: true },

  { ...R.newOrgname, placeholder: '使用单位更名时填写', section: '变更内容' },
  { ...R.newAreacode, placeholder: '地址变更、移装时选择' },
  { ...R.newAddress, wide: true, placeholder: '地址变更、移装时填写' },
  { ...R.toOrgcode, placeholder: '过户时填写' },
  R.toOrgname,
  R.newUsecercode,

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
