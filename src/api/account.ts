import type { z } from 'zod';
import type { accountCalls } from '@/contract/calls/account';
import { http, request, type Params } from '@/http/client';
import type { Page } from '@/http/envelope';
import type { Attachment } from './attachments';
import { exportExcel, type OnProgress } from './excel';
import type {
  RegistrationApplication,
  PasswordResetApplication,
  AccountRow,
  CreatedAccount,
  ResetApproval,
} from '@/contract/calls/account';
export type {
  RegistrationApplication,
  PasswordResetApplication,
  Account,
  AccountRow,
  CreatedAccount,
  ResetApproval,
} from '@/contract/calls/account';

/** An account as the account manager's form sends it (create; a field left out is blank), or what it changes. */
export type AccountForm = Partial<z.infer<typeof accountCalls.create.request>>;
export type AccountChange = Partial<z.infer<typeof accountCalls.update.request>> & { id: string };

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
  create: (account: AccountForm) => request<CreatedAccount>('/a/stone/account/create', { json: account }),
  update: (account: AccountChange) => request<AccountRow>('/a/stone/account/update', { json: account }),
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
