import { getConfig } from '@/config';
import { http, request, type RequestOptions } from '@/http/client';
import type { SmsPurpose } from '@/domain/registration';
import type { Attachment } from './attachments';
import type {
  RegistrationApplyForm,
  PasswordResetApplyForm,
  ApplicationReceipt,
  RegistrationResult,
  FlowLog,
  InvoiceTitle,
  UploadTicket,
  TicketInfo,
} from '@/contract/calls/registration';
export type { FlowStep } from '@/contract/wire';
export type {
  RegistrationApplyForm,
  PasswordResetApplyForm,
  ApplicationReceipt,
  RegistrationResult,
  FlowLog,
  InvoiceTitle,
  UploadTicket,
  TicketInfo,
} from '@/contract/calls/registration';
import { passwordOnWire } from './credentials';

/** Every call here is made without a session (public pages): no re-login dialog. */
const PUBLIC: RequestOptions = { session: false };
/** Public calls whose refusal the page shows inline next to the field. */
const QUIET: RequestOptions = { session: false, silent: true };
/** Checks sent as POST forms: they change nothing, so they announce no write (src/http/families). */
const CHECK: RequestOptions = { ...QUIET, announce: false };

export const registrationApi = {
  /** Sends an SMS code; the stand-in (only) answers with the code in demoCode. */
  sendSmsCode: (mobile: string, purpose: SmsPurpose) =>
    request<{ demoCode?: string }>(`/a/stone/common/smsAuthCode/${encodeURIComponent(mobile)}/${purpose}`, {
      ...QUIET,
      method: 'POST',
    }).then((e) => e.data ?? {}),
  /** Spends a right code and returns the proof the application carries. */
  checkSmsCode: (mobile: string, purpose: SmsPurpose, code: string) =>
    http.postForm<{ smsToken: string }>('/a/stone/common/checkSmsAuthCode', { mobile, purpose, code }, QUIET),
  checkUnit: (orgcode: string, loginName: string) =>
    http.postForm('/a/stone/common/ogmUnitRegistCheck', { orgcode, loginName }, CHECK),
  apply: async (form: RegistrationApplyForm) =>
    http.postJson<ApplicationReceipt>(
      '/a/stone/common/account/apply',
      { ...form, password: await passwordOnWire(form.password, getConfig().wire.cipherRegistrationPassword) },
      QUIET,
    ),
  queryResults: (keyword: string, mobile: string) =>
    http.get<RegistrationResult[]>('/a/stone/common/account/applyQuery', { keyword, mobile }, QUIET),
  /** By the application's public id. */
  flowLog: (publicId: string) => http.get<FlowLog>('/a/stone/common/flowLog', { id: publicId }, QUIET),
  /** Checks the form only: the same answer whether the account exists or not. */
  checkPasswordReset: (loginName: string, orgcode: string) =>
    http.postForm('/a/stone/common/passwordRestApplyCheck', { loginName, orgcode }, CHECK),
  applyPasswordReset: (form: PasswordResetApplyForm) =>
    http.postJson<ApplicationReceipt>('/a/stone/common/passwordRestApply', form, QUIET),
  invoiceTitles: (keyword: string) =>
    http.get<InvoiceTitle[]>('/a/stone/common/getInvoiceTitle', { keyword }, PUBLIC),
};

/** Attachments of an application not yet submitted: bound to a draft id the server issued. */
export const draftAttachmentsApi = {
  /** A new draft id (unguessable: it is the only key to its files). */
  newDraft: () =>
    http
      .postForm<{ attrefsysid: string }>('/a/stone/common/draftAttGroup', {}, { ...PUBLIC, announce: false })
      .then((d) => d.attrefsysid),
  list: (attrefsysid: string, group?: string) =>
    http
      .get<Attachment[]>('/a/stone/common/draftAttList', { attrefsysid, group }, PUBLIC)
      .then((d) => d ?? []),
  upload: (file: File, attrefsysid: string, group: string, onProgress?: (percent: number) => void) => {
    const body = new FormData();
    body.append('file', file);
    body.append('fileName', file.name);
    body.append('attrefsysid', attrefsysid);
    body.append('group', group);
    return request<Attachment>('/a/stone/common/attachmentUpload', {
      ...PUBLIC,
      body,
      onUploadProgress: onProgress,
    });
  },
  download: (attsysid: string, attrefsysid: string) =>
    request<Blob>('/a/stone/common/draftAttDownload', {
      ...PUBLIC,
      params: { attsysid, attrefsysid },
      responseType: 'blob',
    }).then((e) => e.data),
  remove: (attsysid: string, attrefsysid: string) =>
    request('/a/stone/common/draftAttDelete', { ...PUBLIC, form: { attsysid, attrefsysid } }),
  /** A short-lived ticket that lets a phone upload into one group of the draft. */
  ticket: (attrefsysid: string, group: string) =>
    http.postForm<UploadTicket>('/a/stone/common/uploadTicket', { attrefsysid, group }, PUBLIC),
  checkTicket: (ticket: string) =>
    http.get<TicketInfo>('/a/stone/common/uploadTicket/check', { ticket }, QUIET),
  uploadWithTicket: (file: File, ticket: string, onProgress?: (percent: number) => void) => {
    const body = new FormData();
    body.append('file', file);
    body.append('fileName', file.name);
    body.append('ticket', ticket);
    return request<Attachment>('/a/stone/common/attachmentUpload', {
      ...QUIET,
      body,
      onUploadProgress: onProgress,
    });
  },
};
