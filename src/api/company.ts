import { http, request, type Params } from '@/http/client';
import type { Page } from '@/http/envelope';
import type {
  UnitOwnFields,
  UnitProfile,
  UnitChange,
  UnitChangeForm,
  InvoiceCert,
  MailAddress,
  InstallUnit,
  MaintainedEquipment,
  MaintenanceProjectApply,
  MaintenancePriceApply,
  InvoiceTitleMatch,
} from '@/contract/calls/company';
export type {
  UnitKeyFields,
  UnitContact,
  SafetyManager,
  UnitOwnFields,
  UnitProfile,
  UnitChange,
  UnitChangeForm,
  InvoiceCert,
  MailAddress,
  InstallUnit,
  MaintainedEquipment,
  MaintenanceProjectApply,
  MaintenancePriceApply,
  InvoiceTitleMatch,
} from '@/contract/calls/company';

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
