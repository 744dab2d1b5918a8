import { z } from 'zod';
import { ACCESS } from '@/domain/access';
import { APPLICATION_STATUS } from '@/domain/registration';
import { attachment, byId, call, flowStep, text } from '../wire';

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

const ACCOUNT = '/a/stone/account';
const RESET = '/a/stone/passwordResetApply';
const auditFilters = z.object({
  status: z.enum(APPLICATION_STATUS).optional(),
  keyword: text.optional(),
  applyTimeStart: text.optional(),
  applyTimeEnd: text.optional(),
});

export const accountCalls = {
  findRegister: call({
    method: 'POST',
    path: `${ACCOUNT}/findRegister`,
    summary: 'registration applications, pending first',
    access: ACCESS.accountCheck,
    reads: true,
    paged: true,
    carrier: 'form',
    request: auditFilters,
    response: registrationApplication,
  }),
  getReg: call({
    method: 'GET',
    path: `${ACCOUNT}/getReg`,
    summary: 'one registration application',
    access: ACCESS.accountCheck,
    reads: true,
    request: byId,
    response: registrationApplication,
    sample: { from: { call: 'account.findRegister', fields: { id: 'id' } } },
  }),
  audit: call({
    method: 'POST',
    path: `${ACCOUNT}/audit`,
    summary: "通过: creates the unit and its account with the unit type's role",
    access: ACCESS.accountCheck,
    reads: false,
    carrier: 'form',
    request: z.object({ id: text, opinion: text }),
    response: z.object({ userId: text, loginName: text }),
  }),
  disagree: call({
    method: 'POST',
    path: `${ACCOUNT}/disagree`,
    summary: '不通过, with the opinion shown to the applicant',
    access: ACCESS.accountCheck,
    reads: false,
    carrier: 'form',
    request: z.object({ id: text, opinion: text }),
  }),
  applicationAttList: call({
    method: 'GET',
    path: `${ACCOUNT}/applicationAttList`,
    summary: 'the files of a submitted registration or reset application',
    access: [ACCESS.accountCheck, ACCESS.accountResetQuery, ACCESS.accountResetCheck],
    reads: true,
    request: z.object({ attrefsysid: text, group: text.optional() }),
    response: z.array(attachment),
    sample: { from: { call: 'account.findRegister', fields: { attrefsysid: 'attrefsysid' } } },
  }),
  applicationAttDownload: call({
    method: 'GET',
    path: `${ACCOUNT}/applicationAttDownload`,
    summary: 'one file of a submitted application',
    access: [ACCESS.accountCheck, ACCESS.accountResetQuery, ACCESS.accountResetCheck],
    reads: true,
    request: z.object({ attsysid: text, attrefsysid: text }),
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
    path: `${ACCOUNT}/findAccount`,
    summary: 'enterprise accounts with their units',
    access: ACCESS.accountManager,
    reads: true,
    paged: true,
    carrier: 'form',
    request: z.object({ keyword: text.optional(), roleType: text.optional(), enabled: text.optional() }),
    response: accountRow,
  }),
  getAccount: call({
    method: 'GET',
    path: `${ACCOUNT}/getAccount`,
    summary: 'one account',
    access: ACCESS.accountManager,
    reads: true,
    request: byId,
    response: accountRow,
    sample: { from: { call: 'account.findAccount', fields: { id: 'id' } } },
  }),
  create: call({
    method: 'POST',
    path: `${ACCOUNT}/create`,
    summary: 'creates an account; answers its initial password once',
    access: ACCESS.accountManager,
    reads: false,
    carrier: 'json',
    request: account,
    response: createdAccount,
  }),
  update: call({
    method: 'POST',
    path: `${ACCOUNT}/update`,
    summary: 'saves an account (fields sent)',
    access: ACCESS.accountManager,
    reads: false,
    carrier: 'json',
    request: account.partial().extend({ id: text }),
    response: accountRow,
  }),
  delete: call({
    method: 'POST',
    path: `${ACCOUNT}/delete`,
    summary: 'deletes an account',
    access: ACCESS.accountManager,
    reads: false,
    carrier: 'form',
    request: byId,
  }),
  resetList: call({
    method: 'POST',
    path: `${RESET}/list`,
    summary: 'password-reset applications (status 0: the pending list, account_reset_check)',
    access: [ACCESS.accountResetQuery, ACCESS.accountResetCheck],
    reads: true,
    paged: true,
    carrier: 'form',
    request: auditFilters,
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
    request: z.object({ id: text, pass: z.enum(['1', '0']), opinion: text }),
    response: resetApproval,
  }),
};
