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
  RESET_REQUIRED_GROUPS,
  SMS_MESSAGES,
  SMS_PURPOSE,
  isDraftId,
  type SmsPurpose,
} from '@/domain/registration';
import { isCreditCode, isMobile, isStrongPassword } from '@/utils/validators';
import { decipher } from '@/utils/cipher';
import { newId } from '../db';
import { standInSettings } from '../settings';
import { handle, ok, readBody, refuse } from '../respond';
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
} from '../families/registration';

const PURPOSES: readonly string[] = Object.values(SMS_PURPOSE);
const GROUPS = APPLICATION_ATTACHMENT_GROUPS.map((g) => g.value);

const required = (body: Record<string, string>, field: string, label: string) => {
  const value = (body[field] ?? '').trim();
  if (!value) refuse(`请填写${label}`);
  return value;
};

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

/** The audit state of an application just submitted by this contact: pending, one flow step. */
function justSubmitted(contactPerson: string) {
  const time = timeText(new Date(now()));
  return {
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

/** Why a password-reset application may not be made, or null. */
function resetProblem(loginName: string, orgcode: string): string | null {
  const user = findUser(loginName);
  if (!user) return '账号不存在，请核对登录账号';
  const unit = units.find(user.unitId);
  if (!unit || unit.orgcode !== orgcode.trim().toUpperCase()) return '账号与单位统一社会信用代码不符，请核对';
  const pending = passwordResetApplications.findBy(
    (a) => a.userId === user.id && a.status === APPLICATION_STATUS.pending,
  );
  if (pending) return `该账号已有待审核的密码重置申请（申请编号 ${pending.applyNo}），请耐心等待审核`;
  return null;
}

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
      // demoCode exists only because this is a stand-in: a real backend never returns the code.
      return ok({ demoCode: sent.code }, '验证码已发送');
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
      const body = await readBody(request);
      const orgcode = (body.orgcode ?? '').trim().toUpperCase();
      if (!isCreditCode(orgcode)) refuse('请输入有效的统一社会信用代码');
      const conflict = registrationConflict(orgcode, body.loginName ?? '');
      if (conflict) refuse(conflict);
      return ok(null, '该单位可以注册');
    }),
  ),

  http.post(
    '*/a/stone/common/account/apply',
    handle(async ({ request }) => {
      const body = await readBody(request);
      const unittype = required(body, 'unittype', '单位类型');
      if (!UNIT_TYPES.some((t) => t.value === unittype)) refuse('单位类型无效');
      const orgname = required(body, 'orgname', '单位名称');
      const orgcode = required(body, 'orgcode', '统一社会信用代码').toUpperCase();
      if (!isCreditCode(orgcode)) refuse('请输入有效的统一社会信用代码');
      const areacode = required(body, 'areacode', '所在区县');
      if (!NINGBO_DISTRICTS.some((d) => d.value === areacode)) refuse('所在区县无效');
      const address = required(body, 'address', '单位地址');
      const legalPerson = required(body, 'legalPerson', '法定代表人');
      const contactPerson = required(body, 'contactPerson', '联系人');
      const contactMobile = required(body, 'contactMobile', '联系人手机');
      if (!isMobile(contactMobile)) refuse('请输入有效的手机号码');
      const loginName = required(body, 'loginName', '登录账号');
      if (!LOGIN_NAME_PATTERN.test(loginName)) refuse(LOGIN_NAME_MESSAGE);
      const password = decipher(body.password ?? '', standInSettings.cipherKey);
      if (!isStrongPassword(password)) refuse('请输入符合格式的密码');
      const attrefsysid = openDraft(body.attrefsysid ?? '');
      if (!isVerified(body.smsToken ?? '', contactMobile, SMS_PURPOSE.register))
        refuse(SMS_MESSAGES.notVerified);
      // Idempotency: a second identical submission finds the first one pending and is refused.
      const conflict = registrationConflict(orgcode, loginName);
      if (conflict) refuse(conflict);
      requireFiles(attrefsysid, REGISTER_REQUIRED_GROUPS);
      spendVerification(body.smsToken ?? '');
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
      return ok({ id: created.id, applyNo: created.applyNo }, '注册申请已提交');
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
          id: a.id,
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
      const id = new URL(request.url).searchParams.get('id') ?? '';
      const registration = registrationApplications.find(id);
      if (registration) {
        return ok({
          kind: 'registration',
          applyNo: registration.applyNo,
          subject: registration.orgname,
          status: registration.status,
          steps: registration.flowLog,
        });
      }
      const reset = passwordResetApplications.find(id);
      if (reset) {
        return ok({
          kind: 'passwordReset',
          applyNo: reset.applyNo,
          subject: `${reset.orgname}（${reset.loginName}）`,
          status: reset.status,
          steps: reset.flowLog,
        });
      }
      return refuse('申请不存在');
    }),
  ),

  http.post(
    '*/a/stone/common/passwordRestApplyCheck',
    handle(async ({ request }) => {
      const body = await readBody(request);
      const loginName = required(body, 'loginName', '登录账号');
      const orgcode = required(body, 'orgcode', '统一社会信用代码');
      const problem = resetProblem(loginName, orgcode);
      if (problem) refuse(problem);
      return ok(null, '可以申请密码重置');
    }),
  ),

  http.post(
    '*/a/stone/common/passwordRestApply',
    handle(async ({ request }) => {
      const body = await readBody(request);
      const loginName = required(body, 'loginName', '登录账号');
      const orgcode = required(body, 'orgcode', '统一社会信用代码');
      const contactPerson = required(body, 'contactPerson', '联系人');
      const contactMobile = required(body, 'contactMobile', '联系人手机');
      if (!isMobile(contactMobile)) refuse('请输入有效的手机号码');
      const reason = required(body, 'reason', '申请原因');
      const attrefsysid = openDraft(body.attrefsysid ?? '');
      if (!isVerified(body.smsToken ?? '', contactMobile, SMS_PURPOSE.resetPassword)) {
        refuse(SMS_MESSAGES.notVerified);
      }
      const problem = resetProblem(loginName, orgcode);
      if (problem) refuse(problem);
      requireFiles(attrefsysid, RESET_REQUIRED_GROUPS);
      spendVerification(body.smsToken ?? '');
      const user = findUser(loginName)!;
      const unit = units.find(user.unitId)!;
      const created = passwordResetApplications.insert({
        id: newId('reset'),
        applyNo: nextApplyNo(
          'CZ',
          passwordResetApplications.all().map((a) => a.applyNo),
        ),
        loginName: user.loginName,
        userId: user.id,
        orgcode: unit.orgcode,
        orgname: unit.orgname,
        contactPerson,
        contactMobile,
        reason,
        attrefsysid,
        initialPassword: '',
        ...justSubmitted(contactPerson),
      });
      return ok({ id: created.id, applyNo: created.applyNo }, '密码重置申请已提交');
    }),
  ),

  http.get(
    '*/a/stone/common/getInvoiceTitle',
    handle(({ request }) => {
      const keyword = (new URL(request.url).searchParams.get('keyword') ?? '').trim();
      if (keyword.length < 2) return ok([]);
      return ok(
        units
          .filter((u) => u.orgname.includes(keyword) || u.orgcode.startsWith(keyword.toUpperCase()))
          .slice(0, 10)
          .map((u) => ({ orgname: u.orgname, orgcode: u.orgcode, address: u.address })),
      );
    }),
  ),

  // ---------- Attachments of applications not yet submitted ----------

  http.post(
    '*/a/stone/common/uploadTicket',
    handle(async ({ request }) => {
      const body = await readBody(request);
      const attrefsysid = openDraft(body.attrefsysid ?? '');
      const group = body.group ?? '';
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
    handle(() => {
      uploadTickets.all().forEach((t) => uploadTickets.update(t.id, { expires: 0 }));
      return ok(null, '所有上传二维码已过期');
    }),
  ),

  // Stand-in control: browser tests let time pass for the one-code-per-60-seconds rule.
  http.post(
    '*/__stand-in/forget-sms-sends',
    handle(() => {
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
      const body = await readBody(request);
      const attrefsysid = openDraft(body.attrefsysid ?? '');
      const found = draftFiles(attrefsysid).find((a) => a.id === body.attsysid);
      if (!found) return refuse('附件不存在或已删除');
      attachments.remove(found.id);
      return ok(null, '删除成功');
    }),
  ),
];
