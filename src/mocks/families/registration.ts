import { ACCOUNT_MESSAGES, RESET_UNMATCHED } from '@/domain/accountAdmin';
import {
  APPLICATION_STATUS,
  passwordResetMachine,
  registrationMachine,
  SMS_CODE_MINUTES,
  SMS_MESSAGES,
  SMS_RESEND_SECONDS,
  TICKET_MESSAGES,
  UPLOAD_TICKET_MINUTES,
  type ApplicationStatus,
  type SmsPurpose,
} from '@/domain/registration';
import type { RoleType } from '@/domain/access';
import { refusal, type Machine } from '@/domain/workflow';
import type { PasswordResetApplication, RegistrationApplication } from '@/contract/calls/account';
import type { FlowStep as ApiFlowStep } from '@/contract/wire';
import { collection, newId, type Collection, type Entity } from '../db';
import { aidsOpen } from '../settings';
import { attachments } from './attachments';
import { randomHex, revokeSsoTokens, units, users, type UserRecord } from './accounts';
import { beijingDateTime, beijingDay } from '@/utils/beijingTime';

/** One step of an application's flow log: the API's shape, with the actions the stand-in records. */
export interface FlowStep extends ApiFlowStep {
  action: 'submit' | 'approve' | 'reject';
}

/** The application as the API shows it to the administrator, plus what only the server keeps. */
/** What the server keeps of any application beyond what the administrator sees. */
interface PublicApplication {
  /** The key of the public flow log (/flowLog-single?id=): random, given only to the applicant. */
  publicId: string;
}

export interface RegistrationApplicationRecord extends RegistrationApplication, PublicApplication {
  /** The stand-in keeps the requested password as it is; the real backend hashes it. */
  password: string;
  flowLog: FlowStep[];
}

/**
 * A password-reset application. userId is '' when the login name is unknown or not of the unit with
 * the given credit code: the applicant is told nothing (the same answer either way), the
 * administrator sees it and can only reject. The initial password of an approval is never stored here.
 */
export interface PasswordResetApplicationRecord extends PasswordResetApplication, PublicApplication {
  flowLog: FlowStep[];
}

/** 32 random hex digits: an application's public id cannot be guessed from another one. */
export const newPublicId = () => randomHex(32);

/** One code per mobile and purpose: a new send replaces the old one. */
export interface SmsCodeRecord extends Entity {
  mobile: string;
  purpose: SmsPurpose;
  code: string;
  sentAt: number;
  expires: number;
  /** Wrong answers so far; the code dies at SMS_MAX_WRONG_TRIES. */
  wrongTries: number;
}

/** Proof that a mobile passed its SMS check; spent by the application it was made for. */
export interface SmsVerificationRecord extends Entity {
  mobile: string;
  purpose: SmsPurpose;
  expires: number;
}

/** A phone upload ticket: lets one attachment group of a draft receive files for a while. */
export interface UploadTicketRecord extends Entity {
  attrefsysid: string;
  group: string;
  expires: number;
}

/** In a demo or test stand-in every SMS code is this; a closed one (like the real backend) makes a random one. */
export const DEMO_SMS_CODE = '123456';
const randomSmsCode = () =>
  String(crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000).padStart(6, '0');

export const timeText = (date = new Date()) => beijingDateTime(date);

const submitStep = (person: string, time: string): FlowStep => ({
  action: 'submit',
  operator: person,
  time,
  opinion: '',
});

export const registrationApplications = collection<RegistrationApplicationRecord>(
  'registrationApplications',
  () => [
    {
      id: 'reg-seed-pending',
      applyNo: 'ZC202611050001',
      unittype: '4',
      orgname: '宁波鄞州海晨食品有限公司',
      orgcode: '91330212MA2KD3LW5K',
      areacode: '330212',
      address: '宁波市鄞州区姜山镇科技园区景江路158号',
      legalPerson: '胡海晨',
      contactPerson: '林小燕',
      contactMobile: '13812345601',
      loginName: 'hcsp',
      password: 'Haichen@2026',
      attrefsysid: 'reg-seed-pending',
      status: APPLICATION_STATUS.pending,
      applyTime: '2026-11-05 09:12:36',
      auditor: '',
      auditOpinion: '',
      auditTime: '',
      userId: '',
      publicId: newPublicId(),
      flowLog: [submitStep('林小燕', '2026-11-05 09:12:36')],
    },
    {
      id: 'reg-seed-rejected',
      applyNo: 'ZC202611030002',
      unittype: '3',
      orgname: '宁波北仑恒通起重安装有限公司',
      orgcode: '91330206MA2J7TB42X',
      areacode: '330206',
      address: '宁波市北仑区大碶街道庐山西路66号',
      legalPerson: '董建国',
      contactPerson: '董磊',
      contactMobile: '13812345603',
      loginName: 'htqz',
      password: 'Hengtong@26',
      attrefsysid: 'reg-seed-rejected',
      status: APPLICATION_STATUS.rejected,
      applyTime: '2026-11-03 14:20:08',
      auditor: '黄晓东',
      auditOpinion: '营业执照扫描件不清晰，请重新上传清晰的扫描件后再次申请',
      auditTime: '2026-11-04 10:05:41',
      userId: '',
      publicId: newPublicId(),
      flowLog: [
        submitStep('董磊', '2026-11-03 14:20:08'),
        {
          action: 'reject',
          operator: '黄晓东',
          time: '2026-11-04 10:05:41',
          opinion: '营业执照扫描件不清晰，请重新上传清晰的扫描件后再次申请',
        },
      ],
    },
    {
      // The demo maintenance unit's own registration: approved, so its account (wbdw) exists.
      id: 'reg-seed-approved',
      applyNo: 'ZC202610200003',
      unittype: '5',
      orgname: '宁波安捷电梯工程有限公司',
      orgcode: '91330205MA2H3K7N01',
      areacode: '330205',
      address: '宁波市江北区长兴路689号',
      legalPerson: '李建军',
      contactPerson: '张伟',
      contactMobile: '13967802345',
      loginName: 'wbdw',
      password: '',
      attrefsysid: 'reg-seed-approved',
      status: APPLICATION_STATUS.approved,
      applyTime: '2026-10-20 08:45:10',
      auditor: '黄晓东',
      auditOpinion: '材料齐全，同意注册',
      auditTime: '2026-10-20 15:30:22',
      userId: 'user-wbdw',
      publicId: newPublicId(),
      flowLog: [
        submitStep('张伟', '2026-10-20 08:45:10'),
        { action: 'approve', operator: '黄晓东', time: '2026-10-20 15:30:22', opinion: '材料齐全，同意注册' },
      ],
    },
  ],
);

export const passwordResetApplications = collection<PasswordResetApplicationRecord>(
  'passwordResetApplications',
  () => [
    {
      id: 'reset-seed-pending',
      applyNo: 'CZ202611060001',
      loginName: 'zzdw',
      userId: 'user-zzdw',
      orgcode: '91330211MA2CL4T90F',
      orgname: '宁波东海锅炉制造有限公司',
      contactPerson: '钱芳',
      contactMobile: '13732104567',
      reason: '原经办人离职，密码遗失',
      attrefsysid: 'reset-seed-pending',
      status: APPLICATION_STATUS.pending,
      applyTime: '2026-11-06 11:02:17',
      auditor: '',
      auditOpinion: '',
      auditTime: '',
      publicId: newPublicId(),
      flowLog: [submitStep('钱芳', '2026-11-06 11:02:17')],
    },
  ],
);

export const smsCodes = collection<SmsCodeRecord>('smsCodes', () => []);
export const smsVerifications = collection<SmsVerificationRecord>('smsVerifications', () => []);
export const uploadTickets = collection<UploadTicketRecord>('uploadTickets', () => []);

let clock: () => number = () => Date.now();
/** Tests move time forward to see codes and tickets expire. */
export function setStandInClock(now: (() => number) | null): void {
  clock = now ?? (() => Date.now());
}
export const now = () => clock();

// ---------- SMS codes ----------

/** Six digits fall to guessing unless a code dies after a few wrong answers (a new one: SMS_RESEND_SECONDS). */
export const SMS_MAX_WRONG_TRIES = 5;
export const SMS_TOO_MANY_TRIES = '短信验证码错误次数过多，已失效，请重新获取';

export type SmsSendResult = { ok: true; code: string } | { ok: false; message: string };

/** Issues a code for a mobile: at most one per SMS_RESEND_SECONDS per mobile (any purpose). */
export function sendSmsCode(mobile: string, purpose: SmsPurpose): SmsSendResult {
  const last = smsCodes
    .filter((c) => c.mobile === mobile)
    .reduce((latest, c) => Math.max(latest, c.sentAt), 0);
  const wait = Math.ceil((last + SMS_RESEND_SECONDS * 1000 - now()) / 1000);
  if (last && wait > 0) return { ok: false, message: SMS_MESSAGES.tooSoon(wait) };
  const id = `${purpose}:${mobile}`;
  smsCodes.remove(id);
  const code = aidsOpen() ? DEMO_SMS_CODE : randomSmsCode();
  smsCodes.insert({
    id,
    mobile,
    purpose,
    code,
    sentAt: now(),
    expires: now() + SMS_CODE_MINUTES * 60_000,
    wrongTries: 0,
  });
  return { ok: true, code };
}

export type SmsCheckResult = { ok: true; token: string } | { ok: false; message: string };

/** Checks a code; a right one is spent and exchanged for a verification the application spends. */
export function checkSmsCode(mobile: string, purpose: SmsPurpose, code: string): SmsCheckResult {
  const found = smsCodes.find(`${purpose}:${mobile}`);
  if (!found) return { ok: false, message: SMS_MESSAGES.missing };
  if (found.expires < now()) {
    smsCodes.update(found.id, { code: '' });
    return { ok: false, message: SMS_MESSAGES.expired };
  }
  // `?? 0`: a code kept in a browser's stored demo data from before wrong answers were counted.
  if (!found.code) {
    const tooMany = (found.wrongTries ?? 0) >= SMS_MAX_WRONG_TRIES;
    return { ok: false, message: tooMany ? SMS_TOO_MANY_TRIES : SMS_MESSAGES.expired };
  }
  if (found.code !== code.trim()) {
    const wrongTries = (found.wrongTries ?? 0) + 1;
    const dies = wrongTries >= SMS_MAX_WRONG_TRIES;
    smsCodes.update(found.id, { wrongTries, ...(dies ? { code: '' } : {}) });
    return { ok: false, message: dies ? SMS_TOO_MANY_TRIES : SMS_MESSAGES.wrong };
  }
  // Spent, but the record stays so the 60-second rule still holds.
  smsCodes.update(found.id, { code: '' });
  const verification = smsVerifications.insert({
    id: newId('sms'),
    mobile,
    purpose,
    expires: now() + 30 * 60_000,
  });
  return { ok: true, token: verification.id };
}

/** Whether a verification proves this mobile for this purpose (not spent). */
export function isVerified(token: string, mobile: string, purpose: SmsPurpose): boolean {
  const found = token ? smsVerifications.find(token) : undefined;
  return !!found && found.mobile === mobile && found.purpose === purpose && found.expires >= now();
}

export const spendVerification = (token: string) => smsVerifications.remove(token);

// ---------- Upload tickets ----------

export function issueUploadTicket(attrefsysid: string, group: string): UploadTicketRecord {
  return uploadTickets.insert({
    id: `tk${crypto.randomUUID().replace(/-/g, '')}`,
    attrefsysid,
    group,
    expires: now() + UPLOAD_TICKET_MINUTES * 60_000,
  });
}

export type TicketCheck = { ok: true; ticket: UploadTicketRecord } | { ok: false; message: string };

export function checkUploadTicket(ticket: string): TicketCheck {
  const found = ticket ? uploadTickets.find(ticket) : undefined;
  if (!found) return { ok: false, message: TICKET_MESSAGES.invalid };
  if (found.expires < now()) return { ok: false, message: TICKET_MESSAGES.expired };
  if (isDraftSubmitted(found.attrefsysid)) return { ok: false, message: TICKET_MESSAGES.invalid };
  return { ok: true, ticket: found };
}

/** A draft group stops taking public uploads once an application was submitted with it. */
export const isDraftSubmitted = (attrefsysid: string) =>
  registrationApplications.all().some((a) => a.attrefsysid === attrefsysid) ||
  passwordResetApplications.all().some((a) => a.attrefsysid === attrefsysid);

export const draftFiles = (attrefsysid: string, group?: string) =>
  attachments.filter(
    (a) => a.unitId === '' && a.attrefsysid === attrefsysid && (!group || a.group === group),
  );

// ---------- Application numbers ----------

/** ZC/CZ + date + a four-digit sequence of the day. */
export function nextApplyNo(prefix: 'ZC' | 'CZ', taken: readonly string[]): string {
  const day = `${prefix}${beijingDay(new Date(now())).replaceAll('-', '')}`;
  const used = taken.filter((no) => no.startsWith(day)).map((no) => Number(no.slice(day.length)));
  return `${day}${String(Math.max(0, ...used) + 1).padStart(4, '0')}`;
}

// ---------- Duplicates ----------

/** Why a unit / login name may not register (pending or approved application, or an existing account). */
export function registrationConflict(orgcode: string, loginName: string): string | null {
  const active = registrationApplications.filter((a) => a.status !== APPLICATION_STATUS.rejected);
  const sameUnit = active.find((a) => a.orgcode === orgcode);
  if (sameUnit?.status === APPLICATION_STATUS.pending) {
    return `该单位已有待审核的注册申请（申请编号 ${sameUnit.applyNo}），请勿重复提交，可在“注册结果查询”中查看进度`;
  }
  if (sameUnit || units.all().some((u) => u.orgcode === orgcode)) {
    return '该单位已注册，请直接登录；如忘记密码，请申请密码重置';
  }
  const name = loginName.trim().toLowerCase();
  if (
    users.all().some((u) => u.loginName.toLowerCase() === name) ||
    active.some((a) => a.loginName.toLowerCase() === name)
  ) {
    return '该登录账号已被使用，请更换';
  }
  return null;
}

// ---------- Audits (called by the administration family) ----------

/** Who audits: the name the flow log shows, and the role type the application's state machine checks. */
export interface Auditor {
  name: string;
  roleType: string;
}

/** An audit taken on an application that has already left 待审核. */
const ALREADY_AUDITED = '该申请已审核，不能重复审核';

/**
 * The application an audit acts on and the status it moves to, or an Error with the refusal. The
 * application's state machine decides (status and role); the status the audit leads to is the machine's.
 */
function audited<A extends string, T extends { status: ApplicationStatus; flowLog: FlowStep[] }>(
  machine: Machine<ApplicationStatus, A>,
  action: A,
  application: T | undefined,
  auditor: Auditor,
  opinion: string,
): { application: T; to: ApplicationStatus } {
  if (!application) throw new Error('申请不存在');
  const reason = refusal(machine, action, application.status, auditor.roleType);
  const transition = machine.transitions[action];
  if (reason) {
    // A role the machine refuses gets the machine's words. A repeated audit keeps the message auditors
    // know: the machine's generic status wording reads badly for audits ("不能不通过").
    const roleMayAudit = (transition.roles as readonly string[]).includes(auditor.roleType);
    throw new Error(roleMayAudit ? ALREADY_AUDITED : reason);
  }
  if (transition.opinion && !opinion.trim()) throw new Error(ACCOUNT_MESSAGES.opinionRequired);
  return { application, to: transition.to };
}

interface AuditedApplication extends Entity {
  status: ApplicationStatus;
  auditor: string;
  auditOpinion: string;
  auditTime: string;
  flowLog: FlowStep[];
}

/** Stores an audit's outcome: the new status, who and when, and the flow log's step. */
function recordAudit<T extends AuditedApplication>(
  store: Collection<T>,
  application: T,
  outcome: { action: 'approve' | 'reject'; to: ApplicationStatus; auditor: Auditor; opinion: string },
  extra: Partial<T> = {},
): void {
  const { action, to, auditor, opinion } = outcome;
  const time = timeText(new Date(now()));
  const audit: Partial<AuditedApplication> = {
    status: to,
    auditor: auditor.name,
    auditOpinion: opinion,
    auditTime: time,
    flowLog: [...application.flowLog, { action, operator: auditor.name, time, opinion }],
  };
  // The audit fields belong to every T (T extends AuditedApplication); TypeScript cannot see that of a spread.
  store.update(application.id, { ...audit, ...extra } as Partial<T>);
}

/** Approves a registration: creates the unit and its account with the role of the unit type. */
export function approveRegistration(id: string, auditor: Auditor, opinion: string): UserRecord {
  const { application, to } = audited(
    registrationMachine,
    'approve',
    registrationApplications.find(id),
    auditor,
    opinion,
  );
  const conflict = users.all().some((u) => u.loginName.toLowerCase() === application.loginName.toLowerCase());
  if (conflict) throw new Error('该登录账号已被使用，不能通过');
  const unit = units.insert({
    id: newId('unit'),
    orgname: application.orgname,
    orgcode: application.orgcode,
    unittype: application.unittype,
    areacode: application.areacode,
    address: application.address,
    legalPerson: application.legalPerson,
    contactPerson: application.contactPerson,
    contactMobile: application.contactMobile,
  });
  const user = users.insert({
    id: newId('user'),
    loginName: application.loginName,
    password: application.password,
    name: application.contactPerson,
    phone: '',
    mobile: application.contactMobile,
    idCard: '',
    unitId: unit.id,
    roleIds: [`role-${application.unittype as RoleType}`],
    isSimplePwd: false,
    enabled: true,
  });
  recordAudit(
    registrationApplications,
    application,
    { action: 'approve', to, auditor, opinion },
    {
      userId: user.id,
    },
  );
  return user;
}

export function rejectRegistration(id: string, auditor: Auditor, opinion: string): void {
  const { application, to } = audited(
    registrationMachine,
    'reject',
    registrationApplications.find(id),
    auditor,
    opinion,
  );
  recordAudit(registrationApplications, application, { action: 'reject', to, auditor, opinion });
}

const pickFrom = (chars: string) => chars[crypto.getRandomValues(new Uint32Array(1))[0] % chars.length];

/**
 * A strong initial password (isStrongPassword) for an account the administrator creates or resets. Look-alike
 * characters are left out because the administrator reads it out over the phone.
 */
export function newInitialPassword(): string {
  const sets = ['ABCDEFGHJKMNPQRSTUVWXYZ', 'abcdefghjkmnpqrstuvwxyz', '23456789', '@#$%&*'];
  const chars = [...sets.map(pickFrom), ...Array.from({ length: 6 }, () => pickFrom(sets.join('')))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.getRandomValues(new Uint32Array(1))[0] % (i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** Approves a password reset: a new initial password that must be changed at the next login. */
export function approvePasswordReset(id: string, auditor: Auditor, opinion: string): string {
  const { application, to } = audited(
    passwordResetMachine,
    'approve',
    passwordResetApplications.find(id),
    auditor,
    opinion,
  );
  const user = users.find(application.userId);
  if (!user) throw new Error(RESET_UNMATCHED);
  const initialPassword = newInitialPassword();
  users.update(user.id, { password: initialPassword, isSimplePwd: true });
  revokeSsoTokens(user.id);
  // Answered once to the approving administrator; neither the application nor its flow log keeps it.
  recordAudit(passwordResetApplications, application, { action: 'approve', to, auditor, opinion });
  return initialPassword;
}

export function rejectPasswordReset(id: string, auditor: Auditor, opinion: string): void {
  const { application, to } = audited(
    passwordResetMachine,
    'reject',
    passwordResetApplications.find(id),
    auditor,
    opinion,
  );
  recordAudit(passwordResetApplications, application, { action: 'reject', to, auditor, opinion });
}
