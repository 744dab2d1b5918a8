import { accountCalls as C, type RegistrationApplication } from '@/contract/calls/account';
import { unitInfo } from '@/contract/calls/session';
import { ACCOUNT_EXPORT } from '@/contract/records/account';
import { ACCESS, ROLE_TYPES } from '@/domain/access';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_STATE,
  RESET_APPROVED_OPINION,
  RESET_UNMATCHED,
} from '@/domain/accountAdmin';
import {
  APPLICATION_STATUS,
  LOGIN_NAME_MESSAGE,
  passwordResetMachine,
  registrationMachine,
  type ApplicationStatus,
} from '@/domain/registration';
import { can, type Machine } from '@/domain/workflow';
import { blank, newId, pick, type Collection, type Entity } from '../db';
import { listSpec, records, serve, serveList, serveRecord, type Records } from '../endpoints';
import { exportableList } from '../excel';
import { ok, refuse, requireAccess, type Caller } from '../respond';
import { workflow } from '../workflow';
import { describeAttachment, fileResponse } from './attachments';
import { beijingDateTime } from '@/utils/beijingTime';
import {
  draftFile,
  draftFiles,
  loginNameTaken,
  passwordResetApplications,
  registrationApplications,
  sameName,
  submittedWith,
  type AuditAction,
  type PasswordResetApplicationRecord,
  type RegistrationApplicationRecord,
} from './registration';
import { roleIdOf, units, users, type UserRecord } from '../callers';
import { endSessionsOf, revokeSsoTokens } from './session';

/**
 * The administration of enterprise accounts: registration audit, account management and
 * password-reset audit. Every call needs an administrator's session whose role holds the access code
 * of the page it serves; an enterprise session gets a refusal, never data.
 */

type Audited = Entity & { status: ApplicationStatus; flowLog: RegistrationApplication['flowLog'] };

/** An audit taken on an application that has already left 待审核. */
const ALREADY_AUDITED = '该申请已审核，不能重复审核';

/**
 * The audits of one kind of application: the machine decides (role, then status), an opinion where
 * the action needs one, then the step with who, when and the opinion in the application and its log.
 */
function audits<T extends Audited>(machine: Machine<ApplicationStatus, AuditAction>, store: Collection<T>) {
  const auditorOf = (caller: Caller) => caller.user.name || caller.user.loginName;
  const flow = workflow({ machine, collection: store, log: 'flowLog', operator: auditorOf });
  return (
    id: string,
    action: AuditAction,
    caller: Caller,
    opinion: string,
    before?: (record: T) => Partial<T>,
  ) => {
    const record = store.find(id) ?? refuse('申请不存在');
    const { roles, opinion: needsOpinion } = machine.transitions[action];
    // A repeated audit keeps the words auditors know; the machine's status wording reads badly ("不能不通过").
    const auditor = (roles as readonly string[]).includes(caller.role.roleType);
    if (auditor && !can(machine, action, record.status, caller.role.roleType)) refuse(ALREADY_AUDITED);
    flow.check(record, action, caller);
    if (needsOpinion && !opinion.trim()) refuse(ACCOUNT_MESSAGES.opinionRequired);
    const patch = {
      ...before?.(record),
      auditor: auditorOf(caller),
      auditOpinion: opinion,
      auditTime: beijingDateTime(),
    };
    return flow.step(record, action, caller, { opinion, patch: patch as unknown as Partial<T> });
  };
}

const auditRegistration = audits(registrationMachine, registrationApplications);
const auditPasswordReset = audits(passwordResetMachine, passwordResetApplications);

/**
 * A new account, with no phone or id card yet: a registration's (its password the one registered) or
 * the administrator's (`initial`: a password to be changed at the first login).
 */
const openAccount = (
  account: Pick<UserRecord, 'loginName' | 'password' | 'name' | 'mobile' | 'unitId' | 'roleIds'>,
  { enabled = true, initial = false } = {},
) => users.insert({ ...account, id: newId('user'), ...blank('phone idCard'), isSimplePwd: initial, enabled });

/** Approves a registration: creates the unit and its account with the role of the unit type. */
export function approveRegistration(id: string, caller: Caller, opinion: string): UserRecord {
  const approved = auditRegistration(id, 'approve', caller, opinion, (application) => {
    if (users.all().some((u) => sameName(u.loginName, application.loginName))) {
      refuse('该登录账号已被使用，不能通过');
    }
    // The unit as the contract describes one, from the application's fields, and the registration it
    // comes from (the credit code's guard lets only that registration hold the code meanwhile).
    const unit = units.insert({
      ...unitInfo.required().parse({ ...application, id: newId('unit') }),
      registrationId: id,
    });
    const { loginName, password, contactPerson: name, contactMobile: mobile } = application;
    const roleIds = [roleIdOf(application.unittype)];
    const user = openAccount({ loginName, password, name, mobile, unitId: unit.id, roleIds });
    return { userId: user.id };
  });
  return users.find(approved.userId)!;
}

export const rejectRegistration = (id: string, caller: Caller, opinion: string) =>
  auditRegistration(id, 'reject', caller, opinion);

const pickFrom = (chars: string) => chars[crypto.getRandomValues(new Uint32Array(1))[0] % chars.length];

/**
 * A strong initial password (isStrongPassword) for an account the administrator creates or resets. Look-alike
 * characters are left out because the administrator reads it out over the phone.
 */
function newInitialPassword(): string {
  const sets = ['ABCDEFGHJKMNPQRSTUVWXYZ', 'abcdefghjkmnpqrstuvwxyz', '23456789', '@#$%&*'];
  const chars = [...sets.map(pickFrom), ...Array.from({ length: 6 }, () => pickFrom(sets.join('')))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.getRandomValues(new Uint32Array(1))[0] % (i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/**
 * Approves a password reset: a new initial password that must be changed at the next login, the
 * account's sessions and tokens ended. Answered once; neither the application nor its log keeps it.
 */
export function approvePasswordReset(id: string, caller: Caller, opinion: string): string {
  const initialPassword = newInitialPassword();
  auditPasswordReset(id, 'approve', caller, opinion, (application) => {
    const user = users.find(application.userId) ?? refuse(RESET_UNMATCHED);
    users.update(user.id, { password: initialPassword, isSimplePwd: true });
    revokeSsoTokens(user.id);
    endSessionsOf(user.id);
    return {};
  });
  return initialPassword;
}

/** Pending first, then the newest; an explicit orderBy from the list wins. */
const pendingFirst = (a: Pick<RegistrationApplication, 'status' | 'applyTime'>, b: typeof a) =>
  Number(a.status !== APPLICATION_STATUS.pending) - Number(b.status !== APPLICATION_STATUS.pending) ||
  b.applyTime.localeCompare(a.applyTime);

/** Administrators' pages: every unit's applications and accounts (no enterprise role holds their codes). */
const allRegistrations = records(registrationApplications, { scope: 'all', notFound: '申请不存在' });
const allPasswordResets = records(passwordResetApplications, { scope: 'all', notFound: '申请不存在' });
const allAccounts = records(users, { scope: 'all', notFound: '账号不存在或已删除' });

/** A registration application as the administrator sees it: everything but the requested password. */
const registrationView = ({ password: _password, ...rest }: RegistrationApplicationRecord) => rest;

/**
 * Submitted applications by their attachment group id: registration files are read by the
 * registration auditors, reset files by the reset auditors.
 */
const submittedApplications: Records<RegistrationApplicationRecord | PasswordResetApplicationRecord> = {
  visibleTo: () => [],
  get: (caller, attrefsysid) => {
    const application = (attrefsysid && submittedWith(attrefsysid)) || refuse('申请不存在');
    const registration = registrationApplications.find(application.id);
    requireAccess(caller, registration ? ACCESS.accountCheck : ACCESS.accountResetCheck);
    return application;
  },
};

/** An account as the contract answers it: the password and role ids stay here. */
function accountRow(user: UserRecord) {
  // The unit's name, code and type; its other fields are no account's and the contract drops them.
  return C.findAccount.response.parse({
    ...blank('orgname orgcode unittype'),
    ...units.find(user.unitId),
    ...user,
    roleTypes: user.roleIds.map((roleId) => roleId.replace(/^role-/, '')).join(','),
    enabled: user.enabled ? ACCOUNT_STATE.enabled : ACCOUNT_STATE.disabled,
  });
}

/** The accounts list: the account manager's page and its export share it. */
const accountList = listSpec({
  records: allAccounts,
  row: accountRow,
  declared: C.findAccount.filters,
  filters: (by) => [by.custom('roleType', (row, roleType) => row.roleTypes.split(',').includes(roleType))],
});

/** 企业账号 as the common export serves it: the account manager's list and columns. */
export const accountExport = exportableList(accountList, {
  access: ACCESS.accountManager,
  section: '企业账号',
  columns: ACCOUNT_EXPORT,
});

/** Role types as the record's dict checked them: distinct, at least one. */
const roleIdsOf = (roleTypes: string) => [...new Set(roleTypes.split(',').filter(Boolean))].map(roleIdOf);

export const accountHandlers = [
  serveList(C.findRegister, { records: allRegistrations, row: registrationView, order: pendingFirst }),
  serveRecord(C.getReg, { records: allRegistrations, view: registrationView }),
  serve(C.audit, {
    run: ({ caller, body }) => {
      const user = approveRegistration(body.id, caller, body.opinion || '材料齐全，同意注册');
      return ok({ userId: user.id, loginName: user.loginName }, `审核通过，已开通账号 ${user.loginName}`);
    },
  }),
  serve(C.disagree, {
    run: ({ caller, body }) => {
      rejectRegistration(body.id, caller, body.opinion);
      return ok(null, '已退回申请，申请人可在注册结果查询中看到原因');
    },
  }),

  serve(C.applicationAttList, {
    record: { of: submittedApplications, id: (body) => body.attrefsysid },
    run: ({ body, record }) =>
      ok(draftFiles(record.attrefsysid, body.group || undefined).map(describeAttachment)),
  }),
  serve(C.applicationAttDownload, {
    record: { of: submittedApplications, id: (body) => body.attrefsysid },
    run: ({ body, record }) => fileResponse(draftFile(record.attrefsysid, body.attsysid)),
  }),

  serveList(C.findAccount, accountList),
  serveRecord(C.getAccount, { records: allAccounts, view: accountRow }),
  serve(C.create, {
    run: ({ body }) => {
      const { loginName, name, mobile, orgname, unittype } = body;
      if (loginNameTaken(loginName)) refuse(ACCOUNT_MESSAGES.loginNameTaken);
      const roleIds = roleIdsOf(body.roleTypes);
      if (!unittype && !roleIds.includes(roleIdOf(ROLE_TYPES.admin))) refuse('请选择单位类型');
      // An account joins the unit of its credit code; a new code makes a new unit.
      const orgcode = body.orgcode.toUpperCase();
      let unit = units.findBy((u) => u.orgcode === orgcode);
      if (unit && unit.orgname !== orgname) {
        refuse(`该统一社会信用代码已登记为“${unit.orgname}”，请核对单位名称`);
      }
      unit ??= units.insert({
        ...pick(body, ['orgname', 'unittype', 'areacode']),
        id: newId('unit'),
        orgcode,
        ...blank('address legalPerson'),
        contactPerson: name,
        contactMobile: mobile,
      });
      const initialPassword = newInitialPassword();
      const account = { loginName, password: initialPassword, name, mobile, unitId: unit.id, roleIds };
      const user = openAccount(account, { enabled: body.enabled !== ACCOUNT_STATE.disabled, initial: true });
      return ok({ ...accountRow(user), initialPassword }, `账号 ${loginName} 已创建`);
    },
  }),
  serve(C.update, {
    record: { of: allAccounts },
    run: ({ caller, body, record: user }) => {
      const self = user.id === caller.user.id;
      const patch: Partial<UserRecord> = {};
      const loginName = body.loginName?.trim();
      if (loginName !== undefined && loginName !== user.loginName) {
        if (!loginName) refuse(LOGIN_NAME_MESSAGE);
        if (loginNameTaken(loginName, user.id)) refuse(ACCOUNT_MESSAGES.loginNameTaken);
        patch.loginName = loginName;
      }
      if (body.name !== undefined) patch.name = body.name.trim() || refuse('请填写联系人');
      if (body.mobile !== undefined) patch.mobile = body.mobile.trim() || refuse('请输入有效的手机号码');
      if (body.roleTypes !== undefined) {
        patch.roleIds = roleIdsOf(body.roleTypes.trim());
        if (!patch.roleIds.length) refuse('请选择角色');
        if (self && !patch.roleIds.includes(roleIdOf(ROLE_TYPES.admin))) refuse(ACCOUNT_MESSAGES.selfRoles);
      }
      if (body.enabled !== undefined) {
        patch.enabled = body.enabled.trim() !== ACCOUNT_STATE.disabled;
        if (self && !patch.enabled) refuse(ACCOUNT_MESSAGES.selfDisable);
      }
      const unit = units.find(user.unitId);
      if (unit && (body.orgname !== undefined || body.unittype !== undefined)) {
        const unittype = body.unittype?.trim() ?? unit.unittype;
        units.update(unit.id, { orgname: body.orgname?.trim() || unit.orgname, unittype });
      }
      const updated = users.update(user.id, patch)!;
      // A disabled account or changed roles take effect at once: its sessions end.
      if (!self && (patch.enabled === false || patch.roleIds)) endSessionsOf(user.id);
      return ok(accountRow(updated), '保存成功');
    },
  }),
  serve(C.delete, {
    record: { of: allAccounts },
    run: ({ caller, record: user }) => {
      if (user.id === caller.user.id) refuse(ACCOUNT_MESSAGES.selfDelete);
      endSessionsOf(user.id);
      users.remove(user.id);
      return ok(null, `账号 ${user.loginName} 已删除`);
    },
  }),

  serveList(C.resetList, {
    // The pending list and the history are two pages with their own access codes.
    access: (query) =>
      query.status === APPLICATION_STATUS.pending ? ACCESS.accountResetCheck : ACCESS.accountResetQuery,
    records: allPasswordResets,
    row: (application) => application,
    order: pendingFirst,
  }),
  // Both pages open an application: the history and the pending list.
  serveRecord(C.resetGet, { records: allPasswordResets, view: (application) => application }),
  serve(C.resetAudit, {
    run: ({ caller, body: { id, pass, opinion } }) => {
      if (pass === '1') {
        const initialPassword = approvePasswordReset(id, caller, opinion || RESET_APPROVED_OPINION);
        const { loginName } = passwordResetApplications.find(id)!;
        return ok({ initialPassword, loginName }, '审核通过，已生成初始密码');
      }
      if (pass !== '0') refuse('请选择审核结果');
      auditPasswordReset(id, 'reject', caller, opinion);
      return ok(null, '已退回密码重置申请');
    },
  }),
];
