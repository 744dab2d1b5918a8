import { z } from 'zod';
import { APPLICATION_ATTACHMENT_GROUPS, APPLICATION_STATUS, SMS_PURPOSE } from '@/domain/registration';
import { isMobile } from '@/utils/validators';
import { PASSWORD_RESET_APPLICATION, REGISTRATION_APPLICATION } from '../records/registration';
import { fields, fieldSchema, optionalSchema, recordSchema } from '../schema';
import { attachment, call, flowStep, text } from '../wire';

/**
 * Registration and password-reset applications, made before anyone can log in, and their draft
 * attachments. None of these needs a session.
 */

/** What proves an application's contact mobile and names its draft attachments. */
const applicationProof = {
  attrefsysid: fields.id('附件编号').describe('the draft id of its attachments'),
  smsToken: fields.text('短信验证', 64),
};

export const registrationApplyForm = recordSchema(REGISTRATION_APPLICATION, {
  // Ciphered (wire.cipherRegistrationPassword), a 16-character password is longer on the wire.
  password: fields
    .text('登录密码', 200)
    .describe('as typed, or ciphered: config wire.cipherRegistrationPassword'),
  ...applicationProof,
});
export type RegistrationApplyForm = z.infer<typeof registrationApplyForm>;

const resetAccount = {
  loginName: fieldSchema(PASSWORD_RESET_APPLICATION.loginName),
  orgcode: fieldSchema(PASSWORD_RESET_APPLICATION.orgcode),
};
export const passwordResetApplyForm = recordSchema(PASSWORD_RESET_APPLICATION, applicationProof);
export type PasswordResetApplyForm = z.infer<typeof passwordResetApplyForm>;

export const applicationReceipt = z.object({
  applyNo: text,
  publicId: text.describe('32 random hex digits: the key of the public flow log'),
});
export type ApplicationReceipt = z.infer<typeof applicationReceipt>;

export const registrationResult = z.object({
  publicId: text,
  applyNo: text,
  orgname: text,
  orgcode: text,
  unittype: text,
  loginName: text,
  status: z.enum(APPLICATION_STATUS),
  applyTime: text,
  auditTime: text,
  auditOpinion: text,
});
export type RegistrationResult = z.infer<typeof registrationResult>;

export const flowLog = z.object({
  kind: z.enum(['registration', 'passwordReset']),
  applyNo: text,
  subject: text.describe('the unit name, or 账号 <loginName> for a reset'),
  status: z.enum(APPLICATION_STATUS),
  steps: z.array(flowStep).describe('an audit step names 审核人员, never the auditor'),
});
export type FlowLog = z.infer<typeof flowLog>;

export const invoiceTitle = z.object({ orgname: text, orgcode: text, address: text.optional() });
export type InvoiceTitle = z.infer<typeof invoiceTitle>;

export const uploadTicket = z.object({ ticket: text, expires: z.number() });
export type UploadTicket = z.infer<typeof uploadTicket>;

export const ticketInfo = z.object({ group: text, expires: z.number(), files: z.array(attachment) });
export type TicketInfo = z.infer<typeof ticketInfo>;

const COMMON = '/a/stone/common';
/** What the backend check sends to the form checks: a well-formed credit code, and a draft id, of no one. */
const CHECK_ORGCODE = '91330200MA2H7C8K31';
const CHECK_DRAFT = 'draft-00000000-0000-4000-8000-00000000c0de';
const draftId = fields.id('附件编号');
const draftFile = z.object({ attsysid: fields.id('附件'), attrefsysid: draftId });
const purpose = fields.code(
  '短信用途',
  Object.values(SMS_PURPOSE).map((value) => ({ value })),
  '短信用途无效',
);
const mobile = fields.format('手机号码', isMobile, '请输入有效的手机号码');

export const registrationCalls = {
  smsAuthCode: call({
    method: 'POST',
    path: `${COMMON}/smsAuthCode/{mobile}/{purpose}`,
    summary:
      'sends an SMS code (one per mobile per 60 s); a stand-in in demo or test mode answers it as demoCode',
    access: 'public',
    reads: false,
    request: z.object({ mobile, purpose }),
    response: z.object({ demoCode: text.optional() }),
  }),
  checkSmsAuthCode: call({
    method: 'POST',
    path: `${COMMON}/checkSmsAuthCode`,
    summary: 'spends a right code; the token proves the mobile until an application uses it',
    access: 'public',
    reads: false,
    carrier: 'form',
    request: z.object({
      mobile: fields.text('手机号码', 20),
      purpose,
      code: fields.required('短信验证码', 20, '请输入短信验证码'),
    }),
    response: z.object({ smsToken: text }),
  }),
  ogmUnitRegistCheck: call({
    method: 'POST',
    path: `${COMMON}/ogmUnitRegistCheck`,
    summary: 'refused when the unit is registered or pending, or the login name is taken',
    access: 'public',
    reads: true,
    carrier: 'form',
    request: z.object({
      orgcode: fieldSchema(REGISTRATION_APPLICATION.orgcode),
      loginName: optionalSchema(REGISTRATION_APPLICATION.loginName),
    }),
    sample: { params: { orgcode: CHECK_ORGCODE, loginName: 'contractcheck' } },
  }),
  apply: call({
    method: 'POST',
    path: `${COMMON}/account/apply`,
    summary: 'a registration application (ZCyyyyMMdd####)',
    access: 'public',
    reads: false,
    carrier: 'json',
    request: registrationApplyForm,
    response: applicationReceipt,
  }),
  applyQuery: call({
    method: 'GET',
    path: `${COMMON}/account/applyQuery`,
    summary: "registration results by credit code or application number; mobile must be the contact's",
    access: 'public',
    reads: true,
    request: z.object({
      keyword: fields.required('申请编号', 40, '请输入统一社会信用代码或申请编号'),
      mobile,
    }),
    response: z.array(registrationResult),
    sample: {
      from: { call: 'account.findRegister', fields: { keyword: 'applyNo', mobile: 'contactMobile' } },
    },
  }),
  flowLog: call({
    method: 'GET',
    path: `${COMMON}/flowLog`,
    summary: "an application's public flow log, by its publicId",
    access: 'public',
    reads: true,
    request: z.object({ id: fields.id('申请').describe('the publicId') }),
    response: flowLog,
    sample: { from: { call: 'registration.applyQuery', fields: { id: 'publicId' } } },
  }),
  passwordRestApplyCheck: call({
    method: 'POST',
    path: `${COMMON}/passwordRestApplyCheck`,
    summary: 'checks the form only: the same answer whether the account exists or not',
    access: 'public',
    reads: true,
    carrier: 'form',
    request: z.object(resetAccount),
    sample: { params: { loginName: 'contractcheck', orgcode: CHECK_ORGCODE } },
  }),
  passwordRestApply: call({
    method: 'POST',
    path: `${COMMON}/passwordRestApply`,
    summary: 'a password-reset application (CZyyyyMMdd####), answered alike for unknown accounts',
    access: 'public',
    reads: false,
    carrier: 'json',
    request: passwordResetApplyForm,
    response: applicationReceipt,
  }),
  draftAttGroup: call({
    method: 'POST',
    path: `${COMMON}/draftAttGroup`,
    summary:
      "a new draft id for an application's attachments (`draft-` + a random UUID): uploads name only ids the server issued",
    access: 'public',
    reads: false,
    carrier: 'form',
    response: z.object({ attrefsysid: draftId }),
  }),
  draftAttList: call({
    method: 'GET',
    path: `${COMMON}/draftAttList`,
    summary: 'the files of an application not yet submitted, by its draft id',
    access: 'public',
    reads: true,
    request: z.object({ attrefsysid: draftId, group: fields.text('附件类别', 40) }),
    response: z.array(attachment),
    sample: { params: { attrefsysid: CHECK_DRAFT } },
  }),
  attachmentUpload: call({
    method: 'POST',
    path: `${COMMON}/attachmentUpload`,
    summary: 'uploads a file to a draft (with attrefsysid and group, or with a phone ticket)',
    access: 'public',
    reads: false,
    carrier: 'multipart',
    request: z.object({
      file: text,
      fileName: text,
      attrefsysid: text.optional(),
      group: text.optional(),
      ticket: text.optional(),
    }),
    response: attachment,
  }),
  draftAttDownload: call({
    method: 'GET',
    path: `${COMMON}/draftAttDownload`,
    summary: 'one file of a draft',
    access: 'public',
    reads: true,
    request: draftFile,
    file: 'any',
    sample: {
      from: {
        call: 'registration.draftAttList',
        fields: { attsysid: 'attsysid', attrefsysid: 'attrefsysid' },
      },
    },
  }),
  draftAttDelete: call({
    method: 'POST',
    path: `${COMMON}/draftAttDelete`,
    summary: 'deletes a file of a draft',
    access: 'public',
    reads: false,
    carrier: 'form',
    request: draftFile,
  }),
  uploadTicket: call({
    method: 'POST',
    path: `${COMMON}/uploadTicket`,
    summary: 'a short-lived ticket that lets a phone upload into one group of a draft',
    access: 'public',
    reads: false,
    carrier: 'form',
    request: z.object({
      attrefsysid: draftId,
      group: fields.code('附件类别', APPLICATION_ATTACHMENT_GROUPS, '附件类别无效'),
    }),
    response: uploadTicket,
    sample: { params: { attrefsysid: CHECK_DRAFT, group: 'businessLicence' } },
  }),
  checkTicket: call({
    method: 'GET',
    path: `${COMMON}/uploadTicket/check`,
    summary: "a ticket's group, expiry and the files uploaded with it",
    access: 'public',
    reads: true,
    request: z.object({ ticket: fields.text('上传二维码', 64) }),
    response: ticketInfo,
    sample: { from: { call: 'registration.uploadTicket', fields: { ticket: 'ticket' } } },
  }),
};
