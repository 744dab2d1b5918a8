import { request, type Params } from '@/http/client';
import type { Page } from '@/http/envelope';
import type { AuthorityAction } from '@/domain/useRegistration';
import { fetchPrintDocument } from './print';
import type {
  SetRegistration,
  SetRegistrationDetail,
  UnitRegistration,
  Cylinder,
  Termination,
} from '@/contract/calls/registrationSets';
export type {
  GroupRegistration,
  SetRegistration,
  SetRegistrationDetail,
  UnitRegistration,
  Cylinder,
  Termination,
} from '@/contract/calls/registrationSets';

/**
 * Registration by set (按台套) and by unit (按单位) under useManage, and the termination application
 * (pemEqmRlvBasic). Sets and unit registrations are read-only here: they come from registrations
 * the authority completed. Terminations follow terminationMachine (domain/registrationSets.ts).
 */

const USE_MANAGE = '/a/stone/useManage';
const TERMINATION = '/a/stone/pemEqmRlvBasic';

const pageOf =
  <T>(path: string) =>
  (query: Params) =>
    request<Page<T>>(path, { form: query }).then((e) => e.data);
const oneOf =
  <T>(path: string) =>
  (id: string) =>
    request<T>(`${path}/${encodeURIComponent(id)}`).then((e) => e.data);

export const listSetRegistrations = pageOf<SetRegistration>(`${USE_MANAGE}/setList`);
export const getSetRegistration = oneOf<SetRegistrationDetail>(`${USE_MANAGE}/setDetail`);
export const listUnitRegistrations = pageOf<UnitRegistration>(`${USE_MANAGE}/unitList`);
export const getUnitRegistration = oneOf<UnitRegistration>(`${USE_MANAGE}/unitDetail`);
/** The cylinders of one unit registration (`unitRegId`), paged, filtered by 气瓶编号 and 品种. */
export const listCylinders = pageOf<Cylinder>(`${USE_MANAGE}/unitCylinders`);

/** 使用登记证 of a set registration from the print host. */
export const setCertificatePdf = (id: string) => fetchPrintDocument('setCertificate', { id });

export const listTerminations = pageOf<Termination>(`${TERMINATION}/list`);
export const getTermination = oneOf<Termination>(`${TERMINATION}/detail`);
/** 暂存 (isCommit false) or 保存并提交. */
export const saveTermination = (record: Termination, isCommit: boolean) =>
  request<Termination>(`${TERMINATION}/save`, { json: { ...record, isCommit } });
export const withdrawTermination = (id: string) => request(`${TERMINATION}/withdraw`, { form: { id } });
export const deleteTermination = (id: string) => request(`${TERMINATION}/delete`, { form: { id } });
/** The registration authority's step (administrators): accept, send back, complete, refuse. */
export const handleTermination = (id: string, action: AuthorityAction, opinion = '') =>
  request<Termination>(`${TERMINATION}/handle`, { form: { id, action, opinion } });
