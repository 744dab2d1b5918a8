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
import { CYLINDER, SET_REGISTRATION, UNIT_REGISTRATION } from '@/contract/records/registrationSets';
import { TERMINATION } from '@/contract/records/termination';
import { USE_STATE } from '@/domain/equipment';
import { CYLINDER_VARIETIES, terminationMachine } from '@/domain/registrationSets';
import { pathTo } from '@/routes/lookup';

const G = UNIT_REGISTRATION;

/** What a set and a unit registration share: the certificate's facts (a set's fields are a unit's). */
const certificateFields = <T extends GroupRegistration>(): Catalogue<T> => [
  { ...G.usecercode, table: true, search: true },
  G.regkind,
  { ...G.memberCount, table: { width: 90 } },
  { ...G.state, tag: true, table: { width: 90 }, search: true },
  { ...G.regdate, table: 'sort', search: true },
  G.certdate,
  G.authority,
  G.orgname,
  { ...G.areacode, section: '使用情况' },
  { ...G.address, wide: true },
  G.safeman,
  G.safemobile,
  G.attrefsysid,
];

/** 按台套登记: a set of pressure piping or boilers under one certificate. */
export const setCatalogue: Catalogue<SetRegistration> = [
  { ...SET_REGISTRATION.regno, table: { width: 170 }, search: true, section: '登记信息' },
  { ...SET_REGISTRATION.setname, table: true, search: true },
  { ...SET_REGISTRATION.equclacode, table: { width: 100 }, search: true },
  ...certificateFields<SetRegistration>(),
];
/** The detail's descriptions; its attachments come as a tab after the members (attachmentsTab). */
const withoutAttachments = <T,>(catalogue: Catalogue<T>) => catalogue.filter((f) => f.name !== 'attrefsysid');
export const setSections = formSections(withoutAttachments(setCatalogue));

/** 按单位登记: a unit's gas cylinders at one site under one certificate. */
export const unitRegistrationCatalogue: Catalogue<UnitRegistration> = [
  { ...G.regno, table: { width: 170 }, search: true, section: '登记信息' },
  { ...G.sitename, table: true, search: true },
  ...certificateFields<UnitRegistration>(),
];
export const unitRegistrationSections = formSections(withoutAttachments(unitRegistrationCatalogue));

/** 登记资料 of a set or unit registration, as a tab after the equipment it covers. */
export const attachmentsTab = <T extends GroupRegistration>(): DetailTab<T> => ({
  key: 'attachments',
  label: '登记资料',
  render: (r) => displayValue(G.attrefsysid, r.attrefsysid),
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
const Y = CYLINDER;
export const cylinderCatalogue: Catalogue<Cylinder> = [
  { ...Y.bottleno, table: true, search: true },
  { ...Y.variety, table: true, search: true },
  { ...Y.medium, table: true, search: true },
  { ...Y.pressure, table: true },
  { ...Y.volume, table: true },
  { ...Y.factorycode, table: true },
  { ...Y.makeunit, table: true },
  { ...Y.makedate, table: true },
  { ...Y.nextinsdate, table: 'sort' },
  { ...Y.usestatus, tag: true, table: true, search: true },
];

/** How many cylinders of each variety a registration covers. */
export const varietyCountsText = (r: UnitRegistration) =>
  r.varietyCounts.map((v) => `${labelOf(CYLINDER_VARIETIES, v.variety)} ${v.count}只`).join('，');

// ---------- Termination (注销) applications ----------

/** Equipment that may be terminated: registered and not yet cancelled. */
const terminable = (row: { regstatus?: string; usestatus: string }) =>
  row.regstatus === '1' && row.usestatus !== USE_STATE.cancelled;

const T = TERMINATION;
export const terminationCatalogue: Catalogue<Termination> = [
  { ...T.applyNo, table: { width: 170 }, search: true, section: '注销信息' },
  { ...T.termkind, table: true, search: true },
  {
    ...T.equipmentId,
    input: <EquipmentSelect allow={terminable} placeholder="请选择已登记的设备" />,
    wide: true,
  },
  { ...T.equname, table: true, search: true },
  { ...T.equcode, table: true, search: true },
  // 设备代码 names the equipment in the list; the certificate's number shows on demand.
  { ...T.usecercode, table: { hiddenByDefault: true } },
  { ...T.status, tag: true, table: { width: 90 }, search: true },
  { ...T.orgname, table: true, search: true },
  { ...T.applyTime, table: 'sort', search: { type: 'dateRange' } },
  { ...T.reason, wide: true },
  { ...T.opinion, wide: true },
  T.attrefsysid,
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
