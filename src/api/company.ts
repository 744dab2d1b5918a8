import { http, request, type Params } from '@/http/client';
import type { Page } from '@/http/envelope';
import type { ApplicationStatus } from '@/domain/registration';

/** The unit's key fields: they change only through a change application (changeUnit). */
export interface UnitKeyFields {
  orgname: string;
  /** 统一社会信用代码 (GB 32100, with its check character). */
  orgcode: string;
  legalPerson: string;
  areacode: string;
  address: string;
}

export interface UnitContact {
  name: string;
  /** A code of CONTACT_POSTS. */
  post: string;
  mobile: string;
}

export interface SafetyManager {
  name: string;
  mobile: string;
  /** 安全管理人员 certificate (作业项目 A). */
  certno: string;
}

/** What the unit maintains itself (unit/save). */
export interface UnitOwnFields {
  phone: string;
  email: string;
  postcode: string;
  contacts: UnitContact[];
  safetyManagers: SafetyManager[];
}

/** The unit as the maintain page shows it, with its pending change application if any. */
export interface UnitProfile extends UnitKeyFields, UnitOwnFields {
  id: string;
  unittype: string;
  pendingChange: UnitChange | null;
}

/** A change application of the unit's key fields: before and after, as applied and as audited. */
export interface UnitChange {
  id: string;
  applyNo: string;
  before: UnitKeyFields;
  after: UnitKeyFields;
  /** Comma list of the key fields that differ. */
  changedFields: string;
  reason: string;
  status: ApplicationStatus;
  applicant: string;
  applyTime: string;
  auditor: string;
  auditOpinion: string;
  auditTime: string;
}

/** A change application as the form sends it: the new key fields and why. */
export interface UnitChangeForm extends UnitKeyFields {
  reason: string;
}

/** An invoice title (发票抬头) of the unit; exactly one is the default. */
export interface InvoiceCert {
  id?: string;
  title: string;
  /** 纳税人识别号: the buyer's credit code. */
  taxno: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
  email: string;
  /** '1' for the default title (set only through setDefault, or on the first one). */
  isDefault?: string;
  createDate?: string;
}

/** A mailing address (邮寄地址) for invoices and reports; exactly one is the default. */
export interface MailAddress {
  id?: string;
  receiver: string;
  mobile: string;
  areacode: string;
  address: string;
  postcode: string;
  isDefault?: string;
  createDate?: string;
}

/** An installation unit (unitallowi) the company works with. */
export interface InstallUnit {
  id?: string;
  orgname: string;
  orgcode: string;
  /** A code of INSTALL_UNIT_KINDS. */
  kind: string;
  licenceNo: string;
  licenceValid: string;
  contactPerson: string;
  contactMobile: string;
  areacode: string;
  address: string;
  remarks: string;
}

/** A piece of equipment the maintenance unit maintains (weibaoDa), with its contract. */
export interface MaintainedEquipment {
  id: string;
  equcode: string;
  equregcode: string;
  equsortcode: string;
  useUnit: string;
  areacode: string;
  address: string;
  contractStart: string;
  contractEnd: string;
  contractState: string;
  nextinsdate: string;
}

/** A maintenance project application (epPemMaiprojApply). */
export interface MaintenanceProjectApply {
  id: string;
  applyNo: string;
  projectName: string;
  kind: string;
  useUnit: string;
  equcount: number;
  startDate: string;
  endDate: string;
  content: string;
  status: string;
  applyTime: string;
  auditOpinion: string;
}

/** A maintenance price application (epPemMaipricApply). */
export interface MaintenancePriceApply {
  id: string;
  applyNo: string;
  equsortcode: string;
  price: string;
  priceUnit: string;
  effectiveDate: string;
  basis: string;
  status: string;
  applyTime: string;
  auditOpinion: string;
}

/** getInvoiceTitle's answer: a unit (or, for a logged-in caller, one of its own titles) by name or code. */
export interface InvoiceTitleMatch {
  orgname: string;
  orgcode: string;
  address: string;
  /** '1' on the caller's default title (listed first). */
  isDefault?: string;
}

const page =
  <T>(path: string) =>
  (query: Params) =>
    request<Page<T>>(path, { form: query }).then((e) => e.data);

const detail =
  <T>(family: string) =>
  (id: string) =>
    http.get<T>(`/a/stone/${family}/detail/${encodeURIComponent(id)}`);

export const unitApi = {
  /** The unit with its own fields and any pending change application. */
  get: () => http.get<UnitProfile>('/a/stone/unit/get'),
  /** Saves what the unit maintains itself (contacts, safety managers, phone...). */
  save: (fields: UnitOwnFields) => request<UnitProfile>('/a/stone/unit/save', { json: fields }),
  /** Applies to change key fields; refused while another application is pending. */
  changeUnit: (form: UnitChangeForm) => request<UnitChange>('/a/stone/unit/changeUnit', { json: form }),
  findChangeUnit: page<UnitChange>('/a/stone/unit/findChangeUnit'),
  /** The authority's audit (administrators): pass '1' approves and writes the new values, '0' rejects. */
  auditChange: (id: string, pass: boolean, opinion = '') =>
    request('/a/stone/unit/auditChange', { form: { id, pass: pass ? '1' : '0', opinion } }),
};

/** Invoice titles and mailing addresses share their calls: list, save, detail/{id}, setDefault, delete. */
function defaultedFamily<T>(family: string) {
  return {
    list: page<T & { id: string }>(`/a/stone/${family}/list`),
    detail: detail<T>(family),
    save: (record: T) => request<T>(`/a/stone/${family}/save`, { json: record }),
    /** Makes this one the default; the previous default stops being one in the same call. */
    setDefault: (id: string) => request(`/a/stone/${family}/setDefault`, { form: { id } }),
    /** The default is refused while others exist (set another as default first). */
    remove: (id: string) => request(`/a/stone/${family}/delete`, { form: { id } }),
  };
}

export const invoiceCertApi = defaultedFamily<InvoiceCert>('epIbmsBrmOgmInvoiceCert');
export const mailAddressApi = defaultedFamily<MailAddress>('epIbmsBrmOgmMailaddr');

export const installUnitApi = {
  list: page<InstallUnit & { id: string }>('/a/stone/unitallowi/list'),
  detail: (id: string) => http.get<InstallUnit>('/a/stone/unitallowi/detail', { id }),
  add: (record: InstallUnit) => request<InstallUnit>('/a/stone/unitallowi/add', { json: record }),
  edit: (record: InstallUnit) => request<InstallUnit>('/a/stone/unitallowi/edit', { json: record }),
  remove: (id: string) => request('/a/stone/unitallowi/delete', { form: { id } }),
};

export const maintenanceUnitApi = {
  /** /api/maintenance-unit/equipment: the equipment under the caller's maintenance contracts. */
  equipment: (query: Params) =>
    request<Page<MaintainedEquipment>>('/api/maintenance-unit/equipment', { form: query }).then(
      (e) => e.data,
    ),
  projects: page<MaintenanceProjectApply>('/a/stone/epPemMaiprojApply/list'),
  project: detail<MaintenanceProjectApply>('epPemMaiprojApply'),
  prices: page<MaintenancePriceApply>('/a/stone/epPemMaipricApply/list'),
  price: detail<MaintenancePriceApply>('epPemMaipricApply'),
};

/**
 * getInvoiceTitle with the session: the caller's own titles first (the default first), then units by
 * name or credit code. An empty keyword answers the caller's titles only.
 */
export const invoiceTitlesOf = (keyword: string) =>
  http.get<InvoiceTitleMatch[]>('/a/stone/common/getInvoiceTitle', { keyword });
