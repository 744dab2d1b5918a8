import { http } from 'msw';
import { labelOf } from '@/domain/dict';
import { NINGBO_DISTRICTS } from '@/domain/areas';
import { UNIT_TYPES } from '@/domain/units';
import {
  APPLICATION_ATTACHMENT_GROUPS,
  APPLICATION_STATUS,
  LOGIN_NAME_MESSAGE,
  LOGIN_NAME_PATTERN,
  REGISTER_REQUIRED_GROUPS,
  RESET_PENDING,
  RESET_REQUIRED_GROUPS,
  SMS_MESSAGES,
  SMS_PURPOSE,
  isDraftId,
  type SmsPurpose,
} from '@/domain/registration';
import { isCreditCode, isMobile, isStrongPassword } from '@/utils/validators';
import { newId } from '../db';
import { aidsOpen, standInSettings } from '../settings';
import { aid, handle, ok, readBody, refuse } from '../respond';
import { passwordFromWire } from '../wire';
import { bodySchema, fields, formBody } from '../endpoints';
import { attachments, describeAttachment } from '../families/attachments';
import { fileResponse, storeUpload } from '../files';
import { units, users } from '../families/accounts';
import {
  checkSmsCode,
  checkUploadTicket,
  draftFiles,
  isDraftSubmitted,
  isVerified,
  issueUploadTicket,
  newPublicId,
  nextApplyNo,
  now,
  passwordResetApplications,
  registrationApplications,
  registrationConflict,
  sendSmsCode,
  smsCodes,
  spendVerification,
  timeText,
  uploadTickets,
  type FlowStep,
} from '../families/registration';

const PURPOSES: readonly string[] = Object.values(SMS_PURPOSE);
const GROUPS = APPLICATION_ATTACHMENT_GROUPS.map((g) => g.value);

// ---------- Bodies: the public forms' fields and limits (pages/public/*Page.tsx) ----------

const creditCode = fields.format(
  '统一社会信用代码',
  (v) => isCreditCode(v.toUpperCase()),
  '请输入有效的统一社会信用代码',
  '请填写统一社会信用代码',
);
const contactFields = {
  contactPerson: fields.required('联系人', 30),
  contactMobile: fields.format('联系人手机', isMobile, '请输入有效的手机号码', '请填写联系人手机'),
  attrefsysid: fields.id('附件编号'),
  smsToken: fields.text('短信验证', 64),
};
const readRegistration = formBody(
  bodySchema({
    unittype: fields.code('单位类型', UNIT_TYPES, '单位类型无效'),
    orgname: fields.required('单位名称', 100),
    orgcode: creditCode,
    areacode: fields.code('所在区县', NINGBO_DISTRICTS, '所在区县无效'),
    address: fields.required('单位地址', 200),
    legalPerson: fields.required('法定代表人', 30),
    ...contactFields,
    loginName: fields.required('登录账号', 20),
    // Ciphered (wire.cipherRegistrationPassword), a 16-character password is longer on the wire.
    password: fields.text('登录密码', 200),
  }),
);
const resetAccountFields = {
  loginName: fields.required('登录账号', 20),
  orgcode: creditCode,
};
const readResetCheck = formBody(bodySchema(resetAccountFields));
const readReset = formBody(
  bodySchema({
    ...resetAccountFields,
    ...contactFields,
    reason: fields.required('申请原因', 300),
  }),
);
const readUnitCheck = formBody(bodySchema({ orgcode: creditCode, loginName: fields.text('登录账号', 20) }));
const readTicketRequest = formBody(
  bodySchema({ attrefsysid: fields.id('附件编号'), group: fields.text('附件类别', 40) }),
);
const readDraftDelete = formBody(
  bodySchema({ attrefsysid: fields.id('附件编号'), attsysid: fields.id('附件') }),
);

/** A draft group that still takes files (not yet part of a submitted application). */
function openDraft(attrefsysid: string): string {
  if (!isDraftId(attrefsysid)) refuse('附件编号无效');
  if (isDraftSubmitted(attrefsysid)) refuse('申请已提交，附件不能再修改');
  return attrefsysid;
}

function requireFiles(attrefsysid: string, groups: readonly string[]) {
  for (const group of groups) {
    if (!draftFiles(attrefsysid, group).length) {
      refuse(`请上传${labelOf(APPLICATION_ATTACHMENT_GROUPS, group)}`);
    }
  }
}

/** The audit state of an application just submitted by this contact: pending, one flow step, its public id. */
function justSubmitted(contactPerson: string) {
  const time = timeText(new Date(now()));
  return {
    publicId: newPublicId(),
    status: APPLICATION_STATUS.pending,
    applyTime: time,
    auditor: '',
    auditOpinion: '',
    auditTime: '',
    flowLog: [{ action: 'submit' as const, operator: contactPerson, time, opinion: '' }],
  };
}

const findUser = (loginName: string) =>
  users.findBy((u) => u.loginName.toLowerCase() === loginName.trim().toLowerCase());

/** The account a reset names, when the login name exists and belongs to the unit with the credit code. */
function resetAccount(loginName: string, orgcode: string) {
  const user = findUser(loginName);
  const unit = user && units.find(user.unitId);
  return user && unit?.orgcode === orgcode ? { user, unit } : undefined;
}

/**
 * A pending reset for the same login name, whether the account exists or not (unknown names are
 * recorded too), so the refusal tells nobody whether an account exists.
 */
const pendingReset = (loginName: string) =>
  passwordResetApplications.findBy(
    (a) =>
      a.loginName.toLowerCase() === loginName.trim().toLowerCase() && a.status === APPLICATION_STATUS.pending,
  );

/** The flow log's name for every audit step: the public page names no member of the institute's staff. */
const PUBLIC_AUDITOR = '审核人员';

/** An application's flow log as the public page shows it: the applicant's own steps, audits by role. */
const publicSteps = (steps: readonly FlowStep[]) =>
  steps.map(({ action, operator, time, opinion }) => ({
    action,
    operator: action === 'submit' ? operator : PUBLIC_AUDITOR,
    time,
    opinion,
  }));

/**
 * The public account flows of the common family: SMS codes, registration and password-reset
 * applications, their result query and flow log, and attachments of applications not yet submitted
 * (bound to a client-made draft id, or to a phone upload ticket). None of these needs a session.
 */
export const registrationHandlers = [
  http.post(
    '*/a/stone/common/smsAuthCode/:mobile/:purpose',
    handle(({ params }) => {
      const mobile = String(params.mobile);
      const purpose = String(params.purpose);
      if (!isMobile(mobile)) refuse('请输入有效的手机号码');
      if (!PURPOSES.includes(purpose)) refuse('短信用途无效');
      const sent = sendSmsCode(mobile, purpose as SmsPurpose);
      if (!sent.ok) return refuse(sent.message);
      // demoCode exists only in a demo or test stand-in: a real backend never returns the code.
      return ok(aidsOpen() ? { demoCode: sent.code } : {}, '验证码已发送');
    }),
  ),

  http.post(
    '*/a/stone/common/checkSmsAuthCode',
    handle(async ({ request }) => {
      const body = await readBody(request);
      const purpose = body.purpose ?? '';
      if (!PURPOSES.includes(purpose)) refuse('短信用途无效');
      if (!(body.code ?? '').trim()) refuse('请输入短信验证码');
      const checked = checkSmsCode(body.mobile ?? '', purpose as SmsPurpose, body.code ?? '');
      if (!checked.ok) return refuse(checked.message);
      return ok({ smsToken: checked.token }, '短信验证通过');
    }),
  ),

  http.post(
    '*/a/stone/common/ogmUnitRegistCheck',
    handle(async ({ request }) => {
      const body = await readUnitCheck(request);
      const conflict = registrationConflict(body.orgcode.toUpperCase(), body.loginName);
      if (conflict) refuse(conflict);
      return ok(null, '该单位可以注册');
    }),
  ),

  http.post(
    '*/a/stone/common/account/apply',
    handle(async ({ request }) => {
      const body = await readRegistration(request);
      const { unittype, orgname, areacode, address, legalPerson, contactPerson, contactMobile, loginName } =
        body;
      const orgcode = body.orgcode.toUpperCase();
      if (!LOGIN_NAME_PATTERN.test(loginName)) refuse(LOGIN_NAME_MESSAGE);
      const sent = passwordFromWire(body.password, standInSettings.wire.cipherRegistrationPassword);
      if ('refusal' in sent) return refuse(sent.refusal);
      const { password } = sent;
      if (!isStrongPassword(password)) refuse('请输入符合格式的密码');
      const attrefsysid = openDraft(body.attrefsysid);
      if (!isVerified(body.smsToken, contactMobile, SMS_PURPOSE.register)) refuse(SMS_MESSAGES.notVerified);
      // Idempotency: a second identical submission finds the first one pending and is refused.
      const conflict = registrationConflict(orgcode, loginName);
      if (conflict) refuse(conflict);
      requireFiles(attrefsysid, REGISTER_REQUIRED_GROUPS);
      spendVerification(body.smsToken);
      const created = registrationApplications.insert({
        id: newId('reg'),
        applyNo: nextApplyNo(
          'ZC',
          registrationApplications.all().map((a) => a.applyNo),
        ),
        unittype,
        orgname,
        orgcode,
        areacode,
        address,
        legalPerson,
        contactPerson,
        contactMobile,
        loginName,
        password,
        attrefsysid,
        userId: '',
        ...justSubmitted(contactPerson),
      });
      return ok({ applyNo: created.applyNo, publicId: created.publicId }, '注册申请已提交');
    }),
  ),

  http.get(
    '*/a/stone/common/account/applyQuery',
    handle(({ request }) => {
      const query = new URL(request.url).searchParams;
      const keyword = (query.get('keyword') ?? '').trim().toUpperCase();
      const mobile = (query.get('mobile') ?? '').trim();
      if (!keyword) refuse('请输入统一社会信用代码或申请编号');
      if (!isMobile(mobile)) refuse('请输入有效的手机号码');
      // The contact mobile must match: nobody else reads a unit's applications.
      const found = registrationApplications
        .filter((a) => (a.orgcode === keyword || a.applyNo === keyword) && a.contactMobile === mobile)
        .map((a) => ({
          publicId: a.publicId,
          applyNo: a.applyNo,
          orgname: a.orgname,
          orgcode: a.orgcode,
          unittype: a.unittype,
          loginName: a.loginName,
          status: a.status,
          applyTime: a.applyTime,
          auditTime: a.auditTime,
          auditOpinion: a.auditOpinion,
        }));
      return ok(found);
    }),
  ),

  http.get(
    '*/a/stone/common/flowLog',
    handle(({ request }) => {
      // Only the public id opens a flow log: the internal id (reg…, reset…) is refused like any guess.
      const id = new URL(request.url).searchParams.get('id') ?? '';
      const byPublicId = (a: { publicId: string }) => id !== '' && a.publicId === id;
      const registration = registrationApplications.findBy(byPublicId);
      if (registration) {
        return ok({
          kind: 'registration',
          applyNo: registration.applyNo,
          subject: registration.orgname,
          status: registration.status,
          steps: publicSteps(registration.flowLog),
        });
      }
      const reset = passwordResetApplications.findBy(byPublicId);
      if (reset) {
        return ok({
          kind: 'passwordReset',
          applyNo: reset.applyNo,
          // What the applicant typed, whether the account exists or not.
          subject: `账号 ${reset.loginName}`,
          status: reset.status,
          steps: publicSteps(reset.flowLog),
        });
      }
      return refuse('申请不存在');
    }),
  ),

  http.post(
    '*/a/stone/common/passwordRestApplyCheck',
    handle(async ({ request }) => {
      // The same answer for any well-formed pair: whether the account exists is for the auditor.
      await readResetCheck(request);
      return ok(null, '可以申请密码重置');
    }),
  ),

  http.post(
    '*/a/stone/common/passwordRestApply',
    handle(async ({ request }) => {
      const body = await readReset(request);
      const { loginName, orgcode, contactPerson, contactMobile, reason } = body;
      const attrefsysid = openDraft(body.attrefsysid);
      if (!isVerified(body.smsToken, contactMobile, SMS_PURPOSE.resetPassword)) {
        refuse(SMS_MESSAGES.notVerified);
      }
      if (pendingReset(loginName)) refuse(RESET_PENDING);
      requireFiles(attrefsysid, RESET_REQUIRED_GROUPS);
      spendVerification(body.smsToken);
      // Recorded either way, and answered alike: an unknown or foreign account is for the auditor to reject.
      const account = resetAccount(loginName, orgcode.toUpperCase());
      const created = passwordResetApplications.insert({
        id: newId('reset'),
        applyNo: nextApplyNo(
          'CZ',
          passwordResetApplications.all().map((a) => a.applyNo),
        ),
        loginName: account?.user.loginName ?? loginName.trim(),
        userId: account?.user.id ?? '',
        orgcode: orgcode.toUpperCase(),
        orgname: account?.unit.orgname ?? '',
        contactPerson,
        contactMobile,
        reason,
        attrefsysid,
        ...justSubmitted(contactPerson),
      });
      return ok({ applyNo: created.applyNo, publicId: created.publicId }, '密码重置申请已提交');
    }),
  ),

  // ---------- Attachments of applications not yet submitted ----------

  http.post(
    '*/a/stone/common/uploadTicket',
    handle(async ({ request }) => {
      const body = await readTicketRequest(request);
      const attrefsysid = openDraft(body.attrefsysid);
      const { group } = body;
      if (!GROUPS.includes(group)) refuse('附件类别无效');
      const ticket = issueUploadTicket(attrefsysid, group);
      return ok({ ticket: ticket.id, expires: ticket.expires });
    }),
  ),

  http.get(
    '*/a/stone/common/uploadTicket/check',
    handle(({ request }) => {
      const checked = checkUploadTicket(new URL(request.url).searchParams.get('ticket') ?? '');
      if (!checked.ok) return refuse(checked.message);
      const { ticket } = checked;
      return ok({
        group: ticket.group,
        expires: ticket.expires,
        files: draftFiles(ticket.attrefsysid, ticket.group).map(describeAttachment),
      });
    }),
  ),

  http.post(
    '*/a/stone/common/attachmentUpload',
    handle(async ({ request }) => {
      const form = await request.formData();
      const ticketId = String(form.get('ticket') ?? '');
      let attrefsysid: string;
      let group: string;
      if (ticketId) {
        const checked = checkUploadTicket(ticketId);
        if (!checked.ok) return refuse(checked.message);
        ({ attrefsysid, group } = checked.ticket);
      } else {
        attrefsysid = openDraft(String(form.get('attrefsysid') ?? ''));
        group = String(form.get('group') ?? '');
        if (!GROUPS.includes(group)) refuse('附件类别无效');
      }
      const record = await storeUpload(form, {
        attrefsysid,
        group,
        // No unit: the file belongs to an application, not to a logged-in unit.
        unitId: '',
        uploadTime: timeText(new Date(now())),
      });
      return ok(describeAttachment(record), '上传成功');
    }),
  ),

  // Stand-in control (no real backend has it): browser tests age every phone upload ticket.
  http.post(
    '*/__stand-in/expire-upload-tickets',
    aid(() => {
      uploadTickets.all().forEach((t) => uploadTickets.update(t.id, { expires: 0 }));
      return ok(null, '所有上传二维码已过期');
    }),
  ),

  // Stand-in control: browser tests let time pass for the one-code-per-60-seconds rule.
  http.post(
    '*/__stand-in/forget-sms-sends',
    aid(() => {
      smsCodes.all().forEach((c) => smsCodes.update(c.id, { sentAt: 0 }));
      return ok(null, '短信发送间隔已清除');
    }),
  ),

  http.get(
    '*/a/stone/common/draftAttList',
    handle(({ request }) => {
      const query = new URL(request.url).searchParams;
      const attrefsysid = query.get('attrefsysid') ?? '';
      if (!isDraftId(attrefsysid)) refuse('附件编号无效');
      return ok(draftFiles(attrefsysid, query.get('group') ?? undefined).map(describeAttachment));
    }),
  ),

  http.get(
    '*/a/stone/common/draftAttDownload',
    handle(({ request }) => {
      const query = new URL(request.url).searchParams;
      const attrefsysid = query.get('attrefsysid') ?? '';
      const found = draftFiles(attrefsysid).find((a) => a.id === query.get('attsysid'));
      if (!isDraftId(attrefsysid) || !found) return refuse('附件不存在或已删除');
      return fileResponse(found);
    }),
  ),

  http.post(
    '*/a/stone/common/draftAttDelete',
    handle(async ({ request }) => {
      const body = await readDraftDelete(request);
      const attrefsysid = openDraft(body.attrefsysid);
      const found = draftFiles(attrefsysid).find((a) => a.id === body.attsysid);
      if (!found) return refuse('附件不存在或已删除');
      attachments.remove(found.id);
      return ok(null, '删除成功');
    }),
  ),
];
