import { request, type Params } from '@/http/client';
import type { Page } from '@/http/envelope';
import type { AuthorityAction } from '@/domain/useRegistration';
import { fetchPrintDocument } from './print';
import type { FlowStep } from './registration';

/**
 * Use registration (epPemUseregistApply) and change registration (useManage). Statuses
 * REGISTRATION_STATUSES, transitions useRegistrationMachine / changeRegistrationMachine
 * (domain/useRegistration.ts); the same machines decide the stand-in's answers.
 */

/** What the server keeps about any registration application beside what the unit fills in. */
export interface ApplicationState {
  id?: string;
  /** 申请编号, given on the first save. */
  applyNo?: string;
  status?: string;
  /** The applying unit (the authority's lists show it). */
  orgname?: string;
  applyTime?: string;
  /** The authority's latest opinion (a return or a refusal). */
  opinion?: string;
  /** 流程记录: who did what, when, with which opinion. */
  flow?: FlowStep[];
  /** The attachment group: a client-made id before the first save. */
  attrefsysid: string;
}

/**
 * A use registration application (使用登记表): the equipment (a record of the unit, or a new one
 * entered here), 登记类别, its use and management. On completion the server issues the codes.
 */
export interface UseRegistration extends ApplicationState {
  regkind: string;
  /** The unit's equipment the application is for; '' = new equipment entered below. */
  equipmentId: string;
  equclacode: string;
  equsortcode: string;
  equcode: string;
  equname: string;
  equmodel: string;
  factorycode: string;
  makeunit: string;
  makedate: string;
  installunit: string;
  areacode: string;
  address: string;
  innercode: string;
  usedate: string;
  safeman: string;
  safemobile: string;
  maintainunit: string;
  /** Issued on completion: 注册代码 and 使用登记证编号. */
  equregcode?: string;
  usecercode?: string;
}

/** A change registration (变更登记) of one registered piece of equipment. */
export interface ChangeRegistration extends ApplicationState {
  changeKind: string;
  equipmentId: string;
  /** The equipment as it was when applied for (filled by the server). */
  equcode?: string;
  equname?: string;
  equsortcode?: string;
  usecercode?: string;
  reason: string;
  /** 使用单位更名: the unit's new name. */
  newOrgname: string;
  /** 地址变更 and 移装: the new place. */
  newAreacode: string;
  newAddress: string;
  /** 过户: the receiving use unit's credit code (its name is filled by the server). */
  toOrgcode: string;
  toOrgname?: string;
  /** A certificate re-issued on completion (更名, 过户, 移装). */
  newUsecercode?: string;
}

/** A use registration record (使用登记记录): a registered piece of the unit's equipment, not cancelled. */
export interface RegistrationRecord {
  /** The equipment's id (a change registration's equipmentId). */
  id: string;
  equcode: string;
  equname: string;
  equclacode: string;
  equsortcode: string;
  equregcode: string;
  usecercode: string;
  usestatus: string;
  areacode: string;
  address: string;
  /** The 申请编号 of the change registration with the authority for it; '' when none. */
  openChangeApplyNo: string;
}

/** Either kind of registration application, as one list shows them. */
export interface RegistrationApplicationRow {
  id: string;
  kind: 'use' | 'change';
  /** 登记类别 (regkind) of a use registration, 变更类别 (changeKind) of a change. */
  subkind: string;
  applyNo: string;
  status: string;
  applyTime: string;
  equipmentId: string;
  equcode: string;
  equname: string;
  usecercode: string;
  orgname: string;
}

/** Attachment groups still missing before a commit. */
export interface MissingAttachments {
  missing: { group: string; label: string }[];
}

const pageOf =
  <T>(path: string) =>
  (query: Params) =>
    request<Page<T>>(path, { form: query }).then((e) => e.data);

/** Sends the save; a commit first asks the server which required attachments are missing. */
async function saveChecked<T extends { attrefsysid: string }>(
  path: string,
  record: T,
  isCommit: boolean,
  check: () => Promise<MissingAttachments>,
) {
  if (isCommit) {
    const { missing } = await check();
    if (missing.length) throw new Error(`请先上传：${missing.map((m) => m.label).join('、')}`);
  }
  return request<T>(path, { json: { ...record, isCommit } });
}

const USE = '/a/stone/epPemUseregistApply';

export const listUseRegistrations = pageOf<UseRegistration>(`${USE}/list`);
export const getUseRegistration = (id: string) =>
  request<UseRegistration>(`${USE}/detail/${encodeURIComponent(id)}`).then((e) => e.data);
export const checkUseAttachments = (regkind: string, attrefsysid: string) =>
  request<MissingAttachments>(`${USE}/checkUseAtt`, { params: { regkind, attrefsysid } }).then((e) => e.data);
/** 暂存 (isCommit false) or 保存并提交. */
export const saveUseRegistration = (record: UseRegistration, isCommit: boolean) =>
  saveChecked(`${USE}/save`, record, isCommit, () => checkUseAttachments(record.regkind, record.attrefsysid));
export const withdrawUseRegistration = (id: string) => request(`${USE}/withdraw`, { form: { id } });
export const deleteUseRegistration = (id: string) => request(`${USE}/delete`, { form: { id } });
/** The registration authority's step (administrators): accept, send back, complete, refuse. */
export const handleUseRegistration = (id: string, action: AuthorityAction, opinion = '') =>
  request<UseRegistration>(`${USE}/handle`, { form: { id, action, opinion } });

const CHANGE = '/a/stone/useManage';

export const listChangeRegistrations = pageOf<ChangeRegistration>(`${CHANGE}/equatChangeList`);
export const getChangeRegistration = (id: string) =>
  request<ChangeRegistration>(`${CHANGE}/changeDetail/${encodeURIComponent(id)}`).then((e) => e.data);
export const checkChangeAttachments = (attrefsysid: string) =>
  request<MissingAttachments>(`${CHANGE}/attachments`, { params: { attrefsysid } }).then((e) => e.data);
export const saveChangeRegistration = (record: ChangeRegistration, isCommit: boolean) =>
  saveChecked(`${CHANGE}/save`, record, isCommit, () => checkChangeAttachments(record.attrefsysid));
export const withdrawChangeRegistration = (id: string) => request(`${CHANGE}/withdraw`, { form: { id } });
export const deleteChangeRegistration = (id: string) => request(`${CHANGE}/del`, { form: { id } });
/** Commits a saved change registration (暂存 or 已退回) for approval, as it was saved. */
export const commitChangeRegistration = (id: string) =>
  request<ChangeRegistration>(`${CHANGE}/commitEqdEquat`, { form: { id } });
/** The unit's use registration records: what a change registration may be applied for. */
export const listRegistrationRecords = pageOf<RegistrationRecord>(`${CHANGE}/queryList`);
/** Use and change registration applications in one list (filters: kind, equipmentId, status, ...). */
export const listRegistrationApplications = pageOf<RegistrationApplicationRow>(`${CHANGE}/applyList`);
export const handleChangeRegistration = (id: string, action: AuthorityAction, opinion = '') =>
  request<ChangeRegistration>(`${CHANGE}/handle`, { form: { id, action, opinion } });

/** 使用登记证 (only once completed) and 使用登记表 from the print host. */
export const certificatePdf = (id: string) => fetchPrintDocument('useCertificate', { id });
export const registrationFormPdf = (id: string) => fetchPrintDocument('useRegistrationForm', { id });
