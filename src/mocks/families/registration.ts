import type { PasswordResetApplication, RegistrationApplication } from '@/contract/calls/account';
import { registrationCalls as C, registrationResult } from '@/contract/calls/registration';
import { checkProblem } from '@/contract/field';
import { REGISTRATION_APPLICATION } from '@/contract/records/registration';
import type { FlowStep } from '@/contract/wire';
import { labelOf } from '@/domain/dict';
import {
  APPLICATION_ATTACHMENT_GROUPS,
  APPLICATION_STATUS,
  REGISTER_REQUIRED_GROUPS,
  RESET_PENDING,
  RESET_REQUIRED_GROUPS,
  SMS_CODE_MINUTES,
  SMS_MESSAGES,
  SMS_PURPOSE,
  SMS_RESEND_SECONDS,
  TICKET_MESSAGES,
  UPLOAD_TICKET_MINUTES,
  isDraftId,
  registrationMachine,
  type SmsPurpose,
} from '@/domain/registration';
import { beijingDateTime, beijingDay } from '@/utils/beijingTime';
import { blank, collection, newId, pad, words, type Collection, type Entity } from '../db';
import { servePublic } from '../endpoints';
import { ok, refuse } from '../respond';
import { aidsOpen, standInSettings } from '../settings';
import { passwordFromWire } from '../wire';
import {
  attachments,
  describeAttachment,
  fileResponse,
  issuedGroups,
  issueGroup,
  storeUpload,
} from './attachments';
import { units, users } from '../callers';
import { randomHex, type Expiring } from './session';

/**
 * An application as the administrator sees it, plus what only the server keeps: the key of the public
 * flow log (/flowLog-single?id=, random, given only to the applicant) and, of a registration, the
 * requested password (kept as it is; the real backend hashes it). A reset's userId is '' when the login
 * name is unknown or not of the unit with the given credit code: the applicant is told nothing, the
 * administrator can only reject. The initial password of an approved reset is never stored.
 */
export type RegistrationApplicationRecord = RegistrationApplication & { publicId: string; password: string };
export type PasswordResetApplicationRecord = PasswordResetApplication & { publicId: string };

let clock: () => number = () => Date.now();
/** Tests move time forward to see codes and tickets expire. */
export function setStandInClock(now: (() => number) | null): void {
  clock = now ?? (() => Date.now());
}
export const now = () => clock();
export const timeText = (date = new Date(now())) => beijingDateTime(date);

export const flowStep = (action: string, operator: string, time: string, opinion = ''): FlowStep => ({
  action,
  operator,
  time,
  opinion,
});

/** The audit state of an application just submitted by its contact: pending, one flow step, its public id. */
export const submitted = (contactPerson: string, time = timeText()) => ({
  // 32 random hex digits: an application's public id cannot be guessed from another one.
  publicId: randomHex(32),
  status: APPLICATION_STATUS.pending,
  applyTime: time,
  ...blank('auditor auditOpinion auditTime'),
  flowLog: [flowStep('submit', contactPerson, time)],
});

export type AuditAction = 'approve' | 'reject';

/** The seeds' audits by their id's end: the administrator's step after the contact's. */
const SEED_AUDITS: Record<string, [action: AuditAction, time: string, opinion: string]> = {
  rejected: ['reject', '2026-11-04 10:05:41', '营业执照扫描件不清晰，请重新上传清晰的扫描件后再次申请'],
  approved: ['approve', '2026-10-20 15:30:22', '材料齐全，同意注册'],
};

function seeded(id: string, contactPerson: string, applyTime: string) {
  const application = { id, attrefsysid: id, ...submitted(contactPerson, applyTime) };
  const [action, time, opinion] = SEED_AUDITS[id.split('-').at(-1)!] ?? [];
  if (!action) return application;
  const status = registrationMachine.transitions[action].to;
  const flowLog = [...application.flowLog, flowStep(action, '黄晓东', time, opinion)];
  return { ...application, status, auditor: '黄晓东', auditOpinion: opinion, auditTime: time, flowLog };
}

const REGISTRATION_FIELDS = words(
  'id applyNo unittype orgname orgcode areacode address legalPerson contactPerson contactMobile loginName password userId applyTime',
);
/** Seeded registrations, one a line. The approved one is the demo maintenance unit's own, so its account (wbdw) exists. */
const REGISTRATIONS = [
  'reg-seed-pending|ZC202611050001|4|宁波鄞州海晨食品有限公司|91330212MA2KD3LW5K|330212|宁波市鄞州区姜山镇科技园区景江路158号|胡海晨|林小燕|13812345601|hcsp|Haichen@2026||2026-11-05 09:12:36',
  'reg-seed-rejected|ZC202611030002|3|宁波北仑恒通起重安装有限公司|91330206MA2J7TB42X|330206|宁波市北仑区大碶街道庐山西路66号|董建国|董磊|13812345603|htqz|Hengtong@26||2026-11-03 14:20:08',
  'reg-seed-approved|ZC202610200003|5|宁波安捷电梯工程有限公司|91330205MA2H3K7N01|330205|宁波市江北区长兴路689号|李建军|张伟|13967802345|wbdw||user-wbdw|2026-10-20 08:45:10',
].map((line) => line.split('|'));

export const registrationApplications = collection<RegistrationApplicationRecord>(
  'registrationApplications',
  () =>
    REGISTRATIONS.map((line) => {
      const fields = Object.fromEntries(REGISTRATION_FIELDS.map((name, k) => [name, line[k]]));
      const seed = fields as Record<(typeof REGISTRATION_FIELDS)[number], string>;
      return { ...seed, ...seeded(seed.id, seed.contactPerson, seed.applyTime) };
    }),
);

export const passwordResetApplications = collection<PasswordResetApplicationRecord>(
  'passwordResetApplications',
  () => [
    {
      applyNo: 'CZ202611060001',
      loginName: 'zzdw',
      userId: 'user-zzdw',
      orgcode: '91330211MA2CL4T90F',
      orgname: '宁波东海锅炉制造有限公司',
      contactPerson: '钱芳',
      contactMobile: '13732104567',
      reason: '原经办人离职，密码遗失',
      ...seeded('reset-seed-pending', '钱芳', '2026-11-06 11:02:17'),
    },
  ],
);

type Numbered = Collection<Entity & { applyNo: string }>;
/** Kinds whose 申请编号 share a prefix count each other's (BG: a unit change, and a change registration). */
const sharingPrefix: Record<string, Numbered[]> = {};
/** A kind numbered under a shared prefix counts in (the numbered families import this one). */
export const sharePrefix = (prefix: string, store: Numbered) => (sharingPrefix[prefix] ??= []).push(store);

/** The next number of the day under a prefix: prefix + yyyymmdd + a four-digit serial. */
export function nextNumber<K extends string>(
  prefix: string,
  store: Collection<Entity & Record<K, string>>,
  field: K,
) {
  const day = `${prefix}${beijingDay(new Date(now())).replaceAll('-', '')}`;
  const numbers = [
    ...store.all().map((r) => r[field]),
    ...(sharingPrefix[prefix] ?? []).flatMap((shared) => shared.all().map((r) => r.applyNo)),
  ];
  const used = numbers.filter((n) => n.startsWith(day)).map((n) => Number(n.slice(day.length)));
  return `${day}${pad(Math.max(0, ...used) + 1, 4)}`;
}

export function nextApplyNo(prefix: 'ZC' | 'CZ'): string {
  const numbered = { ZC: registrationApplications, CZ: passwordResetApplications };
  return nextNumber(prefix, numbered[prefix] as Numbered, 'applyNo');
}

/**
 * SMS codes, one per mobile and purpose (id purpose:mobile; a new send replaces the old one) and its
 * wrong answers so far (the code dies at SMS_MAX_WRONG_TRIES); proofs that a mobile passed its check,
 * spent by the application they were made for; phone upload tickets, letting one attachment group of
 * a draft receive files for a while.
 */
type MobileProof = Expiring & { mobile: string; purpose: SmsPurpose };
export const smsCodes = collection<MobileProof & { code: string; sentAt: number; wrongTries: number }>(
  'smsCodes',
  () => [],
);
export const smsVerifications = collection<MobileProof>('smsVerifications', () => []);
export const uploadTickets = collection<Expiring & { attrefsysid: string; group: string }>(
  'uploadTickets',
  () => [],
);

/** In a demo or test stand-in every SMS code is this; a closed one (like the real backend) makes a random one. */
export const DEMO_SMS_CODE = '123456';
const randomSmsCode = () =>
  String(crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000).padStart(6, '0');

/** Six digits fall to guessing unless a code dies after a few wrong answers (a new one: SMS_RESEND_SECONDS). */
export const SMS_MAX_WRONG_TRIES = 5;
export const SMS_TOO_MANY_TRIES = '短信验证码错误次数过多，已失效，请重新获取';

/** Issues a code for a mobile (answers it), refused more than once per SMS_RESEND_SECONDS per mobile. */
export function sendSmsCode(mobile: string, purpose: SmsPurpose): string {
  const last = Math.max(0, ...smsCodes.filter((c) => c.mobile === mobile).map((c) => c.sentAt));
  const wait = Math.ceil((last + SMS_RESEND_SECONDS * 1000 - now()) / 1000);
  if (last && wait > 0) refuse(SMS_MESSAGES.tooSoon(wait));
  const id = `${purpose}:${mobile}`;
  smsCodes.remove(id);
  const code = aidsOpen() ? DEMO_SMS_CODE : randomSmsCode();
  const expires = now() + SMS_CODE_MINUTES * 60_000;
  smsCodes.insert({ id, mobile, purpose, code, sentAt: now(), expires, wrongTries: 0 });
  return code;
}

/** Checks a code: a right one is spent and exchanged for a verification (its token) the application spends. */
export function checkSmsCode(mobile: string, purpose: SmsPurpose, code: string): string {
  const found = smsCodes.find(`${purpose}:${mobile}`) ?? refuse(SMS_MESSAGES.missing);
  if (found.expires < now()) {
    smsCodes.update(found.id, { code: '' });
    return refuse(SMS_MESSAGES.expired);
  }
  // `?? 0`: a code kept in a browser's stored demo data from before wrong answers were counted.
  const wrongTries = found.wrongTries ?? 0;
  if (!found.code) refuse(wrongTries >= SMS_MAX_WRONG_TRIES ? SMS_TOO_MANY_TRIES : SMS_MESSAGES.expired);
  if (found.code !== code.trim()) {
    const dies = wrongTries + 1 >= SMS_MAX_WRONG_TRIES;
    smsCodes.update(found.id, { wrongTries: wrongTries + 1, ...(dies && { code: '' }) });
    refuse(dies ? SMS_TOO_MANY_TRIES : SMS_MESSAGES.wrong);
  }
  // Spent, but the record stays so the 60-second rule still holds.
  smsCodes.update(found.id, { code: '' });
  const expires = now() + 30 * 60_000;
  return smsVerifications.insert({ id: newId('sms'), mobile, purpose, expires }).id;
}

function checkUploadTicket(ticket: string) {
  const found = (ticket ? uploadTickets.find(ticket) : undefined) ?? refuse(TICKET_MESSAGES.invalid);
  if (found.expires < now()) refuse(TICKET_MESSAGES.expired);
  if (submittedWith(found.attrefsysid)) refuse(TICKET_MESSAGES.invalid);
  return found;
}

/** The application submitted with a draft group, if any: the group then stops taking public uploads. */
export const submittedWith = (attrefsysid: string) =>
  registrationApplications.findBy((a) => a.attrefsysid === attrefsysid) ??
  passwordResetApplications.findBy((a) => a.attrefsysid === attrefsysid);

/** The files of an attachment group (of one kind, when given) that a unit uploaded. */
export const groupFiles = (unitId: string, attrefsysid: string, group?: string) =>
  attachments.filter(
    (a) => a.unitId === unitId && a.attrefsysid === attrefsysid && (!group || a.group === group),
  );
/** A public draft's: no unit owns them. */
export const draftFiles = (attrefsysid: string, group?: string) => groupFiles('', attrefsysid, group);
export const draftFile = (attrefsysid: string, attsysid: string) =>
  draftFiles(attrefsysid).find((a) => a.id === attsysid) ?? refuse('附件不存在或已删除');

/** Login names compare without case or surrounding blanks. */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether another account holds the login name, or a pending application has reserved it. */
export const loginNameTaken = (loginName: string, ownId?: string) =>
  users.all().some((u) => u.id !== ownId && sameName(u.loginName, loginName)) ||
  registrationApplications
    .all()
    .some((a) => a.status === APPLICATION_STATUS.pending && sameName(a.loginName, loginName));

/** Why a unit / login name may not register (pending or approved application, or an existing account). */
function registrationConflict(orgcode: string, loginName: string): string | null {
  const active = registrationApplications.filter((a) => a.status !== APPLICATION_STATUS.rejected);
  const sameUnit = active.find((a) => a.orgcode === orgcode);
  if (sameUnit?.status === APPLICATION_STATUS.pending) {
    return `该单位已有待审核的注册申请（申请编号 ${sameUnit.applyNo}），请勿重复提交，可在“注册结果查询”中查看进度`;
  }
  if (sameUnit || units.all().some((u) => u.orgcode === orgcode)) {
    return '该单位已注册，请直接登录；如忘记密码，请申请密码重置';
  }
  if (active.some((a) => sameName(a.loginName, loginName)) || loginNameTaken(loginName)) {
    return '该登录账号已被使用，请更换';
  }
  return null;
}

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
  // The verification must prove this mobile for this purpose, and not be spent.
  const proof = body.smsToken ? smsVerifications.find(body.smsToken) : undefined;
  const proven = proof?.mobile === body.contactMobile && proof.purpose === purpose && proof.expires >= now();
  if (!proven) refuse(SMS_MESSAGES.notVerified);
  const problem = conflict();
  if (problem) refuse(problem);
  for (const group of groups) {
    if (!draftFiles(attrefsysid, group).length)
      refuse(`请上传${labelOf(APPLICATION_ATTACHMENT_GROUPS, group)}`);
  }
  smsVerifications.remove(body.smsToken);
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
      // The account is named when the login name exists and belongs to the unit with the credit code.
      const orgcode = form.orgcode.toUpperCase();
      const user = users.findBy((u) => sameName(u.loginName, loginName));
      const unit = user && units.find(user.unitId);
      const account = user && unit?.orgcode === orgcode ? { user, unit } : undefined;
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
      const ticket = uploadTickets.insert({
        id: `tk${crypto.randomUUID().replace(/-/g, '')}`,
        attrefsysid: openDraft(body.attrefsysid),
        group: body.group,
        expires: now() + UPLOAD_TICKET_MINUTES * 60_000,
      });
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
