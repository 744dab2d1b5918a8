import { http, request, type Params } from '@/http/client';
import type { Page } from '@/http/envelope';
import type { ApplicationStatus } from '@/domain/registration';
import type { FlowStep, RegistrationApplyForm } from './registration';
import type { Attachment } from './attachments';
import { exportExcel, type OnProgress } from './excel';

/** What every audited application carries: its number, its audit and its flow log. */
interface Audited {
  id: string;
  applyNo: string;
  attrefsysid: string;
  status: ApplicationStatus;
  applyTime: string;
  auditor: string;
  auditOpinion: string;
  auditTime: string;
  flowLog: FlowStep[];
}

/** A registration application as the administrator audits it: the form as applied, less its secrets. */
export interface RegistrationApplication
  extends Audited, Omit<RegistrationApplyForm, 'password' | 'smsToken' | 'attrefsysid'> {
  userId: string;
}

/**
 * A password-reset application. userId '' (and orgname '') when the login name is unknown or not of the
 * unit with the credit code applied with: it can only be rejected (RESET_UNMATCHED). The initial password
 * of an approval is answered once by the audit call, never kept on the application.
 */
export interface PasswordResetApplication extends Audited {
  loginName: string;
  userId: string;
  orgcode: string;
  orgname: string;
  contactPerson: string;
  contactMobile: string;
  reason: string;
}

/** An account with its unit; roleTypes is a comma list of role types, enabled '1' or '0'. */
export interface Account {
  id?: string;
  loginName: string;
  name: string;
  mobile: string;
  unitId?: string;
  orgname: string;
  orgcode: string;
  unittype: string;
  roleTypes: string;
  enabled: string;
  isSimplePwd?: boolean;
}

export type AccountRow = Account & { id: string };

export interface CreatedAccount extends AccountRow {
  initialPassword: string;
}

export interface ResetApproval {
  loginName: string;
  initialPassword: string;
}

export const accountApi = {
  findRegister: (query: Params) =>
    request<Page<RegistrationApplication>>('/a/stone/account/findRegister', { form: query }).then(
      (e) => e.data,
    ),
  getReg: (id: string) => http.get<RegistrationApplication>('/a/stone/account/getReg', { id }),
  /** 通过: creates the unit and its account with the requested unit type's role. */
  audit: (id: string, opinion = '') =>
    request<{ userId: string; loginName: string }>('/a/stone/account/audit', { form: { id, opinion } }),
  /** 不通过: the opinion is required and shown to the applicant. */
  disagree: (id: string, opinion: string) => request('/a/stone/account/disagree', { form: { id, opinion } }),

  findAccount: (query: Params) =>
    request<Page<AccountRow>>('/a/stone/account/findAccount', { form: query }).then((e) => e.data),
  getAccount: (id: string) => http.get<AccountRow>('/a/stone/account/getAccount', { id }),
  create: (account: Account) => request<CreatedAccount>('/a/stone/account/create', { json: account }),
  update: (account: Partial<Account> & { id: string }) =>
    request<AccountRow>('/a/stone/account/update', { json: account }),
  remove: (id: string) => request('/a/stone/account/delete', { form: { id } }),
  /** The accounts under the list's filters as a workbook (common expExcel). */
  exportAccounts: (query: Params, onProgress?: OnProgress) => exportExcel('account', query, onProgress),

  /** Files of a submitted application (read-only; for the Attachments block). */
  applicationFiles: (attrefsysid: string, group?: string) =>
    http
      .get<Attachment[]>('/a/stone/account/applicationAttList', { attrefsysid, group })
      .then((d) => d ?? []),
  applicationFile: (attsysid: string, attrefsysid: string) =>
    request<Blob>('/a/stone/account/applicationAttDownload', {
      params: { attsysid, attrefsysid },
      responseType: 'blob',
    }).then((e) => e.data),
};

export const passwordResetApi = {
  list: (query: Params) =>
    request<Page<PasswordResetApplication>>('/a/stone/passwordResetApply/list', { form: query }).then(
      (e) => e.data,
    ),
  get: (id: string) =>
    http.get<PasswordResetApplication>(`/a/stone/passwordResetApply/get/${encodeURIComponent(id)}`),
  /** Approves: answers the new initial password, which the administrator passes on by phone. */
  approve: (id: string, opinion = '') =>
    request<ResetApproval>('/a/stone/passwordResetApply/audit', { form: { id, pass: '1', opinion } }),
  reject: (id: string, opinion: string) =>
    request('/a/stone/passwordResetApply/audit', { form: { id, pass: '0', opinion } }),
};
