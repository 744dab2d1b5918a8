import { registrationCalls as C, registrationResult } from '@/contract/calls/registration';
import { REGISTRATION_APPLICATION } from '@/contract/records/registration';
import { checkProblem } from '@/contract/field';
import { labelOf } from '@/domain/dict';
import {
  APPLICATION_ATTACHMENT_GROUPS,
  APPLICATION_STATUS,
  REGISTER_REQUIRED_GROUPS,
  RESET_PENDING,
  RESET_REQUIRED_GROUPS,
  SMS_PURPOSE,
  isDraftId,
  type SmsPurpose,
} from '@/domain/registration';
import { newId } from '../db';
import { servePublic } from '../endpoints';
import { attachments, describeAttachment, issuedGroups, issueGroup } from '../families/attachments';
import { units, users } from '../families/session';
import {
  checkSmsCode,
  checkUploadTicket,
  draftFile,
  draftFiles,
  issueUploadTicket,
  nextApplyNo,
  now,
  passwordResetApplications,
  registrationApplications,
  registrationConflict,
  requireVerified,
  sameName,
  sendSmsCode,
  spendVerification,
  submitted,
  submittedWith,
  timeText,
} from '../families/registration';
import { fileResponse, storeUpload } from '../files';
import { ok, refuse } from '../respond';
import { aidsOpen, standInSettings } from '../settings';
import { passwordFromWire } from '../wire';

/** A draft group the server issued that still takes files (not yet part of a submitted application). */
function openDraft(attrefsysid: string): string {
  if (!isDraftId(attrefsysid) || issuedGroups.find(attrefsysid)?.unitId !== '') refuse('附件编号无效');
  if (submittedWith(attrefsysid)) refuse('申请已提交，附件不能再修改');
  return attrefsysid;
}

/** Proves an application about to be recorded: its draft open with its files, its mobile verified. */
function proveApplication(
  body: { attrefsysid: string; smsToken: string; contactMobile: string },
  purpose: SmsPurpose,
  groups: readonly string[],
  conflict: () => string | null,
) {
  const attrefsysid = openDraft(body.attrefsysid);
  requireVerified(body.smsToken, body.contactMobile, purpose);
  const problem = conflict();
  if (problem) refuse(problem);
  for (const group of groups) {
    if (!draftFiles(attrefsysid, group).length)
      refuse(`请上传${labelOf(APPLICATION_ATTACHMENT_GROUPS, group)}`);
  }
  spendVerification(body.smsToken);
}

/** The account a reset names, when the login name exists and belongs to the unit with the credit code. */
function resetAccount(loginName: string, orgcode: string) {
  const user = users.findBy((u) => sameName(u.loginName, loginName));
  const unit = user && units.find(user.unitId);
  return user && unit?.orgcode === orgcode ? { user, unit } : undefined;
}

/** An application's flow log as the public page shows it: the applicant's own steps, audits by role. */
const publicFlowLog = (
  kind: 'registration' | 'passwordReset',
  subject: string,
  { applyNo, status, flowLog }: { applyNo: string; status: string; flowLog: { action: string }[] },
) => ({
  kind,
  applyNo,
  subject,
  status,
  // The public page names no member of the institute's staff.
  steps: flowLog.map((step) => (step.action === 'submit' ? step : { ...step, operator: '审核人员' })),
});

/**
 * The public account flows of the common family: SMS codes, registration and password-reset
 * applications, their result query and flow log, and attachments of applications not yet submitted
 * (bound to a draft id the server issued, or to a phone upload ticket). None of these needs a session.
 */
export const registrationHandlers = [
  servePublic(C.smsAuthCode, {
    run: ({ body }) => {
      const code = sendSmsCode(body.mobile, body.purpose as SmsPurpose);
      // demoCode exists only in a demo or test stand-in: a real backend never returns the code.
      return ok(aidsOpen() ? { demoCode: code } : {}, '验证码已发送');
    },
  }),
  servePublic(C.checkSmsAuthCode, {
    run: ({ body }) => {
      const smsToken = checkSmsCode(body.mobile, body.purpose as SmsPurpose, body.code);
      return ok({ smsToken }, '短信验证通过');
    },
  }),
  servePublic(C.ogmUnitRegistCheck, {
    run: ({ body }) => {
      const conflict = registrationConflict(body.orgcode.toUpperCase(), body.loginName);
      return conflict ? refuse(conflict) : ok(null, '该单位可以注册');
    },
  }),

  servePublic(C.apply, {
    run: ({ body }) => {
      const password = passwordFromWire(body.password, standInSettings.wire.cipherRegistrationPassword);
      const problem = checkProblem(REGISTRATION_APPLICATION.password, password);
      if (problem) refuse(problem);
      const orgcode = body.orgcode.toUpperCase();
      // Idempotency: a second identical submission finds the first one pending and is refused.
      proveApplication(body, SMS_PURPOSE.register, REGISTER_REQUIRED_GROUPS, () =>
        registrationConflict(orgcode, body.loginName),
      );
      const { smsToken: _proof, ...form } = body;
      const created = registrationApplications.insert({
        ...form,
        id: newId('reg'),
        applyNo: nextApplyNo('ZC'),
        orgcode,
        password,
        userId: '',
        ...submitted(body.contactPerson),
      });
      return ok({ applyNo: created.applyNo, publicId: created.publicId }, '注册申请已提交');
    },
  }),
  servePublic(C.applyQuery, {
    run: ({ body: { keyword, mobile } }) => {
      const wanted = keyword.toUpperCase();
      // The contact mobile must match: nobody else reads a unit's applications.
      const found = registrationApplications.filter(
        (a) => (a.orgcode === wanted || a.applyNo === wanted) && a.contactMobile === mobile,
      );
      return ok(found.map((application) => registrationResult.parse(application)));
    },
  }),
  servePublic(C.flowLog, {
    run: ({ body: { id } }) => {
      // Only the public id opens a flow log: the internal id (reg…, reset…) is refused like any guess.
      const byPublicId = (a: { publicId: string }) => id !== '' && a.publicId === id;
      const registration = registrationApplications.findBy(byPublicId);
      if (registration) return ok(publicFlowLog('registration', registration.orgname, registration));
      const reset = passwordResetApplications.findBy(byPublicId) ?? refuse('申请不存在');
      // What the applicant typed, whether the account exists or not.
      return ok(publicFlowLog('passwordReset', `账号 ${reset.loginName}`, reset));
    },
  }),

  // The same answer for any well-formed pair: whether the account exists is for the auditor.
  servePublic(C.passwordRestApplyCheck, { run: () => ok(null, '可以申请密码重置') }),
  servePublic(C.passwordRestApply, {
    run: ({ body }) => {
      const { smsToken: _proof, loginName, ...form } = body;
      // A pending reset for the same login name, known or not, so the refusal tells nobody whether it exists.
      const pending = () =>
        passwordResetApplications
          .all()
          .some((a) => sameName(a.loginName, loginName) && a.status === APPLICATION_STATUS.pending)
          ? RESET_PENDING
          : null;
      proveApplication(body, SMS_PURPOSE.resetPassword, RESET_REQUIRED_GROUPS, pending);
      // Recorded either way, and answered alike: an unknown or foreign account is for the auditor to reject.
      const orgcode = form.orgcode.toUpperCase();
      const account = resetAccount(loginName, orgcode);
      const created = passwordResetApplications.insert({
        ...form,
        id: newId('reset'),
        applyNo: nextApplyNo('CZ'),
        loginName: account?.user.loginName ?? loginName,
        userId: account?.user.id ?? '',
        orgcode,
        orgname: account?.unit.orgname ?? '',
        ...submitted(form.contactPerson),
      });
      return ok({ applyNo: created.applyNo, publicId: created.publicId }, '密码重置申请已提交');
    },
  }),

  servePublic(C.draftAttGroup, { run: () => ok({ attrefsysid: issueGroup('', now()) }) }),
  servePublic(C.uploadTicket, {
    run: ({ body }) => {
      const ticket = issueUploadTicket(openDraft(body.attrefsysid), body.group);
      return ok({ ticket: ticket.id, expires: ticket.expires });
    },
  }),
  servePublic(C.checkTicket, {
    run: ({ body }) => {
      const { group, expires, attrefsysid } = checkUploadTicket(body.ticket);
      return ok({ group, expires, files: draftFiles(attrefsysid, group).map(describeAttachment) });
    },
  }),
  servePublic(C.attachmentUpload, {
    body: (request) => request.formData(),
    run: async ({ body: form }) => {
      const ticket = String(form.get('ticket') ?? '');
      const target = ticket
        ? checkUploadTicket(ticket)
        : {
            attrefsysid: openDraft(String(form.get('attrefsysid') ?? '')),
            group: String(form.get('group') ?? ''),
          };
      if (!APPLICATION_ATTACHMENT_GROUPS.some((g) => g.value === target.group)) refuse('附件类别无效');
      // No unit: the file belongs to an application, not to a logged-in unit.
      const { attrefsysid, group } = target;
      const record = await storeUpload(form, { attrefsysid, group, unitId: '', uploadTime: timeText() });
      return ok(describeAttachment(record), '上传成功');
    },
  }),
  servePublic(C.draftAttList, {
    run: ({ body }) => {
      if (!isDraftId(body.attrefsysid)) refuse('附件编号无效');
      return ok(draftFiles(body.attrefsysid, body.group || undefined).map(describeAttachment));
    },
  }),
  servePublic(C.draftAttDownload, {
    run: ({ body }) => {
      if (!isDraftId(body.attrefsysid)) refuse('附件不存在或已删除');
      return fileResponse(draftFile(body.attrefsysid, body.attsysid));
    },
  }),
  servePublic(C.draftAttDelete, {
    run: ({ body }) => {
      attachments.remove(draftFile(openDraft(body.attrefsysid), body.attsysid).id);
      return ok(null, '删除成功');
    },
  }),
];
