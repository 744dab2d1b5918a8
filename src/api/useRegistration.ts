import { request, type Params } from '@/http/client';
import type { Page } from '@/http/envelope';
import type { AuthorityAction } from '@/domain/useRegistration';
import { fetchPrintDocument } from './print';
import type {
  UseRegistration,
  ChangeRegistration,
  MissingAttachments,
  RegistrationRecord,
  RegistrationApplicationRow,
} from '@/contract/calls/useRegistration';
export type {
  ApplicationState,
  UseRegistration,
  ChangeRegistration,
  MissingAttachments,
  RegistrationRecord,
  RegistrationApplicationRow,
} from '@/contract/calls/useRegistration';

/**
 * Use registration (epPemUseregistApply) and change registration (useManage). Statuses
 * REGISTRATION_STATUSES, transitions useRegistrationMachine / changeRegistrationMachine
 * (domain/useRegistration.ts); the same machines decide the stand-in's answers.
 */

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
