import {
  deleteTermination,
  handleTermination,
  withdrawTermination,
  type Cylinder,
  type GroupRegistration,
  type SetRegistration,
  type Termination,
  type UnitRegistration,
} from '@/api/registrationSets';
import { formSections, type Catalogue } from '@/components/catalogue';
import { displayValue } from '@/components/fields';
import type { DetailTab } from '@/components/RecordForm';
import { EquipmentSelect } from '@/components/deferred/fieldInputs';
import { registrationActions } from '@/components/registrationActions';
import type { RecordAction } from '@/components/WorkflowActions';
import { ACCESS } from '@/domain/access';
import { labelOf } from '@/domain/dict';
import { USE_STATE, USE_STATES } from '@/domain/equipment';
import { REGISTRATION_KINDS } from '@/domain/equipmentFile';
import {
  CYLINDER_VARIETIES,
  SET_CATEGORIES,
  SET_STATES,
  TERMINATION_KINDS,
  TERMINATION_STATUSES,
  terminationMachine,
} from '@/domain/registrationSets';
import { pathTo } from '@/routes/lookup';

const REGISTRATION_DOCUMENTS = {
  name: 'attrefsysid',
  label: '登记资料',
  type: 'attachments',
  group: 'registrationDocuments',
} as const;

/** What a set and a unit registration share: the certificate's facts. */
const certificateFields = <T extends GroupRegistration>(): Catalogue<T> => [
  { name: 'usecercode', label: '使用登记证编号', table: true, search: true },
  { name: 'regkind', label: '登记类别', dict: REGISTRATION_KINDS },
  { name: 'memberCount', label: '设备数量', table: { width: 90 } },
  { name: 'state', label: '登记状态', dict: SET_STATES, tag: true, table: { width: 90 }, search: true },
  { name: 'regdate', label: '登记日期', type: 'date', table: 'sort', search: true },
  { name: 'certdate', label: '发证日期', type: 'date' },
  { name: 'authority', label: '登记机关' },
  { name: 'orgname', label: '使用单位' },
  { name: 'areacode', label: '所在区域', type: 'area', section: '使用情况' },
  { name: 'address', label: '使用地点', wide: true },
  { name: 'safeman', label: '安全管理人员' },
  { name: 'safemobile', label: '安全管理人员手机' },
  REGISTRATION_DOCUMENTS,
];

/** 按台套登记: a set of pressure piping or boilers under one certificate. */
export const setCatalogue: Catalogue<SetRegistration> = [
  { name: 'regno', label: '登记编号', table: { width: 170 }, search: true, section: '登记信息' },
  { name: 'setname', label: '台套名称', table: true, search: true },
  { name: 'equclacode', label: '设备类别', dict: SET_CATEGORIES, table: { width: 100 }, search: true },
  ...certificateFields<SetRegistration>(),
];
/** The detail's descriptions; its attachments come as a tab after the members (attachmentsTab). */
const withoutAttachments = <T,>(catalogue: Catalogue<T>) => catalogue.filter((f) => f.name !== 'attrefsysid');
export const setSections = formSections(withoutAttachments(setCatalogue));

/** 按单位登记: a unit's gas cylinders at one site under one certificate. */
export const unitRegistrationCatalogue: Catalogue<UnitRegistration> = [
  { name: 'regno', label: '登记编号', table: { width: 170 }, search: true, section: '登记信息' },
  { name: 'sitename', label: '使用场所', table: true, search: true },
  ...certificateFields<UnitRegistration>(),
];
export const unitRegistrationSections = formSections(withoutAttachments(unitRegistrationCatalogue));

/** 登记资料 of a set or unit registration, as a tab after the equipment it covers. */
export const attachmentsTab = <T extends GroupRegistration>(): DetailTab<T> => ({
  key: 'attachments',
  label: '登记资料',
  render: (r) => displayValue(REGISTRATION_DOCUMENTS, r.attrefsysid),
});

/** 使用登记证: what the certificate of a set says (RegistrationDetails). */
export const setCertificateFields = setCatalogue.filter((f) =>
  [
    'usecercode',
    'regkind',
    'regdate',
    'certdate',
    'authority',
    'memberCount',
    'orgname',
    'setname',
    'equclacode',
    'address',
    'state',
  ].includes(f.name),
);

export const setRowActions: RecordAction<SetRegistration>[] = [
  {
    key: 'view',
    label: '查看',
    confirm: false,
    access: ACCESS.registrationBySet,
    to: (r) => pathTo('company_service_set_detail', { id: r.id }),
  },
  {
    key: 'certificate',
    label: '登记证',
    confirm: false,
    access: ACCESS.registrationBySet,
    to: (r) => pathTo('company_service_registration_details', { id: r.id }),
  },
];

export const unitRegistrationRowActions: RecordAction<UnitRegistration>[] = [
  {
    key: 'view',
    label: '查看',
    confirm: false,
    access: ACCESS.registrationByUnit,
    to: (r) => pathTo('company_service_unit_detail', { id: r.id }),
  },
];

/** The cylinders of a unit registration: the paged list's columns and conditions. */
export const cylinderCatalogue: Catalogue<Cylinder> = [
  { name: 'bottleno', label: '气瓶编号', table: true, search: true },
  { name: 'variety', label: '气瓶品种', dict: CYLINDER_VARIETIES, table: true, search: true },
  { name: 'medium', label: '充装介质', table: true, search: true },
  { name: 'pressure', label: '公称工作压力(MPa)', table: true },
  { name: 'volume', label: '容积(L)', table: true },
  { name: 'factorycode', label: '出厂编号', table: true },
  { name: 'makeunit', label: '制造单位', table: true },
  { name: 'makedate', label: '制造日期', type: 'date', table: true },
  { name: 'nextinsdate', label: '下次检验日期', type: 'date', table: 'sort' },
  { name: 'usestatus', label: '使用状态', dict: USE_STATES, tag: true, table: true, search: true },
];

/** How many cylinders of each variety a registration covers. */
export const varietyCountsText = (r: UnitRegistration) =>
  r.varietyCounts.map((v) => `${labelOf(CYLINDER_VARIETIES, v.variety)} ${v.count}只`).join('，');

// ---------- Termination (注销) applications ----------

/** Equipment that may be terminated: registered and not yet cancelled. */
const terminable = (row: { regstatus?: string; usestatus: string }) =>
  row.regstatus === '1' && row.usestatus !== USE_STATE.cancelled;

export const terminationCatalogue: Catalogue<Termination> = [
  {
    name: 'applyNo',
    label: '申请编号',
    edit: false,
    table: { width: 170 },
    search: true,
    section: '注销信息',
  },
  { name: 'termkind', label: '注销类别', dict: TERMINATION_KINDS, required: true, table: true, search: true },
  {
    name: 'equipmentId',
    label: '注销设备',
    required: true,
    input: <EquipmentSelect allow={terminable} placeholder="请选择已登记的设备" />,
    wide: true,
  },
  { name: 'equname', label: '设备名称', edit: false, table: true, search: true },
  { name: 'equcode', label: '设备代码', edit: false, table: true, search: true },
  { name: 'usecercode', label: '使用登记证编号', edit: false, table: true },
  {
    name: 'status',
    label: '办理状态',
    dict: TERMINATION_STATUSES,
    tag: true,
    edit: false,
    table: { width: 90 },
    search: true,
  },
  { name: 'orgname', label: '使用单位', edit: false, table: true, search: true },
  { name: 'applyTime', label: '申请时间', edit: false, table: 'sort', search: { type: 'dateRange' } },
  { name: 'reason', label: '注销原因', type: 'textarea', required: true, maxLength: 200, wide: true },
  { name: 'opinion', label: '登记机关意见', edit: false, wide: true },
  { name: 'attrefsysid', label: '注销证明材料', type: 'attachments', group: 'terminationProof' },
];
export const terminationSections = formSections(terminationCatalogue);
export const terminationViewSections = formSections(
  terminationCatalogue.filter((f) => f.name !== 'equipmentId'),
);

export const terminationDetailPath = (mode: 'edit' | 'view', id: string | undefined) =>
  pathTo('company_service_termination_detail', { mode, id });

export const terminationActions: RecordAction<Termination>[] = registrationActions<Termination>(
  terminationMachine,
  (id) => terminationDetailPath('edit', id),
  { withdraw: withdrawTermination, remove: deleteTermination, handle: handleTermination },
  '办结后该设备将注销，不再列入检验计划，确定办结吗？',
);

export const terminationRowActions: RecordAction<Termination>[] = [
  {
    key: 'view',
    label: '查看',
    confirm: false,
    access: ACCESS.termination,
    to: (r) => terminationDetailPath('view', r.id),
  },
];
