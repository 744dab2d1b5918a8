import { z } from 'zod';
import { ACCESS } from '@/domain/access';
import { APPLICATION_STATUS } from '@/domain/registration';
import { ACCOUNT } from '../records/account';
import { changeSchema, fields, optionalSchema, recordSchema } from '../schema';
import { attachment, byId, call, flowStep, text, type ListFilter } from '../wire';

/** The administrators' pages: registration and password-reset audits, enterprise accounts. */

const audited = z.object({
  id: text,
  applyNo: text,
  attrefsysid: text,
  status: z.enum(APPLICATION_STATUS),
  applyTime: text,
  auditor: text,
  auditOpinion: text,
  auditTime: text,
  flowLog: z.array(flowStep),
});

export const registrationApplication = audited.extend({
  userId: text,
  unittype: text,
  orgname: text,
  orgcode: text,
  areacode: text,
  address: text,
  legalPerson: text,
  contactPerson: text,
  contactMobile: text,
  loginName: text,
});
export type RegistrationApplication = z.infer<typeof registrationApplication>;

export const passwordResetApplication = audited.extend({
  loginName: text,
  userId: text.describe("'' when the login name is unknown or not of the unit applied with"),
  orgcode: text,
  orgname: text,
  contactPerson: text,
  contactMobile: text,
  reason: text,
});
export type PasswordResetApplication = z.infer<typeof passwordResetApplication>;

export const account = z.object({
  id: text.optional(),
  loginName: text,
  name: text,
  mobile: text,
  unitId: text.optional(),
  orgname: text,
  orgcode: text,
  unittype: text,
  roleTypes: text.describe('role types, comma-separated'),
  enabled: text.describe("'1' enabled, '0' disabled"),
  isSimplePwd: z.boolean().optional(),
});
export type Account = z.infer<typeof account>;
export const accountRow = account.extend({ id: text });
export type AccountRow = z.infer<typeof accountRow>;
export const createdAccount = accountRow.extend({ initialPassword: text });
export type CreatedAccount = z.infer<typeof createdAccount>;
export const resetApproval = z.object({ loginName: text, initialPassword: text });
export type ResetApproval = z.infer<typeof resetApproval>;

const ACCOUNT_BASE = '/a/stone/account';
const RESET = '/a/stone/passwordResetApply';
const auditFilters = {
  status: 'code',
  applyTime: 'dateRange',
} as const satisfies Readonly<Record<string, ListFilter>>;
/** An audit's own fields: the application, and the opinion of the workflow dialog. */
const auditBody = z.object({ id: fields.id('申请'), opinion: fields.text('审核意见', 500) });

export const accountCalls = {
  findRegister: call({
    method: 'POST',
    path: `${ACCOUNT_BASE}/findRegister`,
    summary: 'registration applications, pending first',
    access: ACCESS.accountCheck,
    reads: true,
    paged: true,
    carrier: 'form',
    filters: {
      ...auditFilters,
      unittype: 'code',
      areacode: 'code',
      keyword: { keyword: ['orgname', 'orgcode', 'applyNo'] },
    },
    response: registrationApplication,
  }),
  getReg: call({
    method: 'GET',
    path: `${ACCOUNT_BASE}/getReg`,
    summary: 'one registration application',
    access: ACCESS.accountCheck,
    reads: true,
    request: byId,
    response: registrationApplication,
    sample: { from: { call: 'account.findRegister', fields: { id: 'id' } } },
  }),
  audit: call({
    method: 'POST',
    path: `${ACCOUNT_BASE}/audit`,
    summary: "通过: creates the unit and its account with the unit type's role",
    access: ACCESS.accountCheck,
    reads: false,
    carrier: 'form',
    request: auditBody,
    response: z.object({ userId: text, loginName: text }),
  }),
  disagree: call({
    method: 'POST',
    path: `${ACCOUNT_BASE}/disagree`,
    summary: '不通过, with the opinion shown to the applicant',
    access: ACCESS.accountCheck,
    reads: false,
    carrier: 'form',
    request: auditBody,
  }),
  applicationAttList: call({
    method: 'GET',
    path: `${ACCOUNT_BASE}/applicationAttList`,
    summary: 'the files of a submitted registration or reset application',
    access: [ACCESS.accountCheck, ACCESS.accountResetQuery, ACCESS.accountResetCheck],
    reads: true,
    request: z.object({ attrefsysid: fields.id('申请'), group: fields.text('附件类别', 40) }),
    response: z.array(attachment),
    sample: { from: { call: 'account.findRegister', fields: { attrefsysid: 'attrefsysid' } } },
  }),
  applicationAttDownload: call({
    method: 'GET',
    path: `${ACCOUNT_BASE}/applicationAttDownload`,
    summary: 'one file of a submitted application',
    access: [ACCESS.accountCheck, ACCESS.accountResetQuery, ACCESS.accountResetCheck],
    reads: true,
    request: z.object({ attsysid: fields.id('附件'), attrefsysid: fields.id('申请') }),
    file: 'any',
    sample: {
      from: {
        call: 'account.applicationAttList',
        fields: { attsysid: 'attsysid', attrefsysid: 'attrefsysid' },
      },
    },
  }),
  findAccount: call({
    method: 'POST',
    path: `${ACCOUNT_BASE}/findAccount`,
    summary: 'enterprise accounts with their units',
    access: ACCESS.accountManager,
    reads: true,
    paged: true,
    carrier: 'form',
    filters: {
      loginName: 'text',
      orgname: { keyword: ['orgname', 'orgcode'] },
      name: 'text',
      unittype: 'code',
      enabled: 'code',
    },
    request: z.object({ roleType: text.optional().describe('one of the role types the account holds') }),
    response: accountRow,
  }),
  getAccount: call({
    method: 'GET',
    path: `${ACCOUNT_BASE}/getAccount`,
    summary: 'one account',
    access: ACCESS.accountManager,
    reads: true,
    request: byId,
    response: accountRow,
    sample: { from: { call: 'account.findAccount', fields: { id: 'id' } } },
  }),
  create: call({
    method: 'POST',
    path: `${ACCOUNT_BASE}/create`,
    summary: 'creates an account; answers its initial password once',
    access: ACCESS.accountManager,
    reads: false,
    carrier: 'json',
    // An administrator's account belongs to no unit type; an account added without a state is enabled.
    request: recordSchema(ACCOUNT, {
      unittype: optionalSchema(ACCOUNT.unittype),
      enabled: optionalSchema(ACCOUNT.enabled),
    }),
    response: createdAccount,
  }),
  update: call({
    method: 'POST',
    path: `${ACCOUNT_BASE}/update`,
    summary: 'saves an account (fields sent)',
    access: ACCESS.accountManager,
    reads: false,
    carrier: 'json',
    request: changeSchema(ACCOUNT, { id: fields.id('账号') }),
    response: accountRow,
  }),
  delete: call({
    method: 'POST',
    path: `${ACCOUNT_BASE}/delete`,
    summary: 'deletes an account',
    access: ACCESS.accountManager,
    reads: false,
    carrier: 'form',
    request: z.object({ id: fields.id('账号') }),
  }),
  resetList: call({
    method: 'POST',
    path: `${RESET}/list`,
    summary: 'password-reset applications (status 0: the pending list, account_reset_check)',
    access: [ACCESS.accountResetQuery, ACCESS.accountResetCheck],
    reads: true,
    paged: true,
    carrier: 'form',
    filters: { ...auditFilters, keyword: { keyword: ['loginName', 'orgname', 'orgcode', 'applyNo'] } },
    response: passwordResetApplication,
  }),
  resetGet: call({
    method: 'GET',
    path: `${RESET}/get/{id}`,
    summary: 'one password-reset application',
    access: [ACCESS.accountResetQuery, ACCESS.accountResetCheck],
    reads: true,
    request: byId,
    response: passwordResetApplication,
    sample: { from: { call: 'account.resetList', fields: { id: 'id' } } },
  }),
  resetAudit: call({
    method: 'POST',
    path: `${RESET}/audit`,
    summary: 'pass 1 approves and answers the new initial password once; 0 rejects with the opinion',
    access: ACCESS.accountResetCheck,
    reads: false,
    carrier: 'form',
    request: auditBody.extend({ pass: fields.text('审核结果', 1).describe("'1' approves, '0' rejects") }),
    response: resetApproval,
  }),
};
