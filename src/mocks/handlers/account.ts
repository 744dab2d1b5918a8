import { http } from 'msw';
import { ACCOUNT, ACCOUNT_EXPORT } from '@/contract/records/account';
import { changeSchema, optionalSchema, recordSchema } from '@/contract/schema';
import { ACCESS, ROLE_TYPES, type RoleType } from '@/domain/access';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_STATE,
  RESET_APPROVED_OPINION,
  ROLE_TYPE_LABELS,
} from '@/domain/accountAdmin';
import { APPLICATION_STATUS, LOGIN_NAME_MESSAGE, LOGIN_NAME_PATTERN } from '@/domain/registration';
import { UNIT_TYPES } from '@/domain/units';
import { isMobile } from '@/utils/validators';
import { newId } from '../db';
import { describeAttachment } from '../families/attachments';
import { fileResponse } from '../files';
import { sessions, units, users, type UserRecord } from '../families/accounts';
import {
  approvePasswordReset,
  approveRegistration,
  draftFiles,
  newInitialPassword,
  passwordResetApplications,
  registrationApplications,
  rejectPasswordReset,
  rejectRegistration,
  type Auditor,
  type PasswordResetApplicationRecord,
  type RegistrationApplicationRecord,
} from '../families/registration';
import {
  bodySchema,
  endpoint,
  fields,
  formBody,
  listEndpoint,
  listSpec,
  recordEndpoint,
  records,
} from '../endpoints';
import { exportableList } from '../excel';
import { callerOf, handle, ok, refuse, requireAccess, type Caller } from '../respond';

type Application = { status: string; applyTime: string };

/** Pending first, then the newest; an explicit orderBy from the list wins. */
const pendingFirst = (a: Application, b: Application) =>
  Number(a.status !== APPLICATION_STATUS.pending) - Number(b.status !== APPLICATION_STATUS.pending) ||
  b.applyTime.localeCompare(a.applyTime);

// ---------- Bodies: the forms' fields and limits (pages/account/declarations.tsx) ----------

/** An audit opinion: the workflow dialog's textarea (components/WorkflowActions.tsx). */
const opinion = fields.text('审核意见', 500);
const readAudit = formBody(bodySchema({ id: fields.id('申请'), opinion }));
const readResetAudit = formBody(
  bodySchema({ id: fields.id('申请'), pass: fields.text('审核结果', 1), opinion }),
);
const readAccountId = formBody(bodySchema({ id: fields.id('账号') }));
const readNewAccount = formBody(
  recordSchema(ACCOUNT, {
    // An administrator's account belongs to no unit type; an account added without a state is enabled.
    unittype: optionalSchema(ACCOUNT.unittype),
    enabled: optionalSchema(ACCOUNT.enabled),
  }),
);
const readAccountChange = formBody(changeSchema(ACCOUNT, { id: fields.id('账号') }));

/** Administrators' pages: every unit's applications and accounts (no enterprise role holds their codes). */
const allRegistrations = records(registrationApplications, { scope: 'all', notFound: '申请不存在' });
const allPasswordResets = records(passwordResetApplications, { scope: 'all', notFound: '申请不存在' });
const allAccounts = records(users, { scope: 'all', notFound: '账号不存在或已删除' });

/** A registration application as the administrator sees it: everything but the requested password. */
function registrationView(a: RegistrationApplicationRecord) {
  const { password: _password, ...rest } = a;
  return rest;
}

/** Runs an audit of the registration family; its Error messages are the refusals. */
function audit<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    return refuse((error as Error).message);
  }
}

/** Who audits: the name the flow log shows and the role type the state machine checks. */
const auditorOf = (caller: Caller): Auditor => ({
  name: caller.user.name || caller.user.loginName,
  roleType: caller.role.roleType,
});

// ---------- Accounts ----------

const roleTypesOf = (user: UserRecord) => user.roleIds.map((id) => id.replace(/^role-/, ''));

function accountRow(user: UserRecord) {
  const unit = units.find(user.unitId);
  return {
    id: user.id,
    loginName: user.loginName,
    name: user.name,
    mobile: user.mobile,
    unitId: user.unitId,
    orgname: unit?.orgname ?? '',
    orgcode: unit?.orgcode ?? '',
    unittype: unit?.unittype ?? '',
    roleTypes: roleTypesOf(user).join(','),
    enabled: user.enabled ? ACCOUNT_STATE.enabled : ACCOUNT_STATE.disabled,
    isSimplePwd: user.isSimplePwd,
  };
}

/** The accounts list: the account manager's page and its export share it. */
const accountList = listSpec({
  records: allAccounts,
  row: accountRow,
  filters: (by) => [
    by.text('loginName'),
    by.keyword('orgname', ['orgname', 'orgcode']),
    by.text('name'),
    by.code('unittype'),
    by.custom('roleType', (row, roleType) => row.roleTypes.split(',').includes(roleType)),
    by.code('enabled'),
  ],
});

/** 企业账号 as the common export serves it: the account manager's list and columns. */
export const accountExport = exportableList(accountList, {
  access: ACCESS.accountManager,
  section: '企业账号',
  columns: ACCOUNT_EXPORT,
});

const KNOWN_ROLES: readonly string[] = ROLE_TYPE_LABELS.map((r) => r.value);

function checkRoles(text: string): RoleType[] {
  const types = [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
  if (!types.length) refuse('请选择角色');
  if (types.some((t) => !KNOWN_ROLES.includes(t))) refuse('角色无效');
  return types as RoleType[];
}

function checkState(text: string | undefined): boolean {
  if (text === undefined || text === '') return true;
  if (text !== ACCOUNT_STATE.enabled && text !== ACCOUNT_STATE.disabled) refuse('账号状态无效');
  return text === ACCOUNT_STATE.enabled;
}

const loginNameTaken = (loginName: string, ownId?: string) => {
  const name = loginName.trim().toLowerCase();
  return (
    users.all().some((u) => u.id !== ownId && u.loginName.toLowerCase() === name) ||
    // A pending registration has reserved the name; approving it would otherwise fail.
    registrationApplications
      .all()
      .some((a) => a.status === APPLICATION_STATUS.pending && a.loginName.toLowerCase() === name)
  );
};

const endSessionsOf = (userId: string) =>
  sessions.filter((s) => s.userId === userId).forEach((s) => sessions.remove(s.id));

// ---------- Application attachments ----------

/** The files of a submitted application, found by its attachment group id. */
function applicationOf(attrefsysid: string) {
  return (
    registrationApplications.findBy((a) => a.attrefsysid === attrefsysid) ??
    passwordResetApplications.findBy((a) => a.attrefsysid === attrefsysid) ??
    refuse('申请不存在')
  );
}

/** Registration files are read by the registration auditors, reset files by the reset auditors. */
const accessOfFiles = (application: RegistrationApplicationRecord | PasswordResetApplicationRecord) =>
  'unittype' in application ? ACCESS.accountCheck : ACCESS.accountResetCheck;

/**
 * The administration of enterprise accounts: registration audit, account management and
 * password-reset audit. Every call needs an administrator's session whose role holds the access code
 * of the page it serves; an enterprise session gets a refusal, never data.
 */
export const accountHandlers = [
  // ---------- Registration audit ----------

  listEndpoint({
    method: 'all',
    path: '*/a/stone/account/findRegister',
    access: ACCESS.accountCheck,
    records: allRegistrations,
    row: registrationView,
    filters: (by) => [
      by.code('unittype'),
      by.code('areacode'),
      by.code('status'),
      by.dateRange('applyTime'),
      by.keyword('keyword', ['orgname', 'orgcode', 'applyNo']),
    ],
    order: pendingFirst,
  }),

  recordEndpoint({
    path: '*/a/stone/account/getReg',
    access: ACCESS.accountCheck,
    records: allRegistrations,
    view: registrationView,
  }),

  endpoint({
    path: '*/a/stone/account/audit',
    access: ACCESS.accountCheck,
    body: readAudit,
    run: ({ caller, body }) => {
      const user = audit(() =>
        approveRegistration(body.id, auditorOf(caller), body.opinion || '材料齐全，同意注册'),
      );
      return ok({ userId: user.id, loginName: user.loginName }, `审核通过，已开通账号 ${user.loginName}`);
    },
  }),

  endpoint({
    path: '*/a/stone/account/disagree',
    access: ACCESS.accountCheck,
    body: readAudit,
    run: ({ caller, body }) => {
      const { opinion } = body;
      if (!opinion) refuse(ACCOUNT_MESSAGES.opinionRequired);
      audit(() => rejectRegistration(body.id, auditorOf(caller), opinion));
      return ok(null, '已退回申请，申请人可在注册结果查询中看到原因');
    },
  }),

  // ---------- Attachments of submitted applications (registration and password reset) ----------

  http.get(
    '*/a/stone/account/applicationAttList',
    handle(({ request }) => {
      const query = new URL(request.url).searchParams;
      const caller = callerOf(request);
      const application = applicationOf(query.get('attrefsysid') ?? '');
      requireAccess(caller, accessOfFiles(application));
      return ok(draftFiles(application.attrefsysid, query.get('group') || undefined).map(describeAttachment));
    }),
  ),

  http.get(
    '*/a/stone/account/applicationAttDownload',
    handle(({ request }) => {
      const query = new URL(request.url).searchParams;
      const caller = callerOf(request);
      const application = applicationOf(query.get('attrefsysid') ?? '');
      requireAccess(caller, accessOfFiles(application));
      const found = draftFiles(application.attrefsysid).find((a) => a.id === query.get('attsysid'));
      if (!found) return refuse('附件不存在或已删除');
      return fileResponse(found);
    }),
  ),

  // ---------- Accounts ----------

  listEndpoint({
    ...accountList,
    method: 'all',
    path: '*/a/stone/account/findAccount',
    access: ACCESS.accountManager,
  }),

  recordEndpoint({
    path: '*/a/stone/account/getAccount',
    access: ACCESS.accountManager,
    records: allAccounts,
    view: accountRow,
  }),

  endpoint({
    path: '*/a/stone/account/create',
    access: ACCESS.accountManager,
    body: readNewAccount,
    run: ({ body }) => {
      const loginName = body.loginName;
      if (!LOGIN_NAME_PATTERN.test(loginName)) refuse(LOGIN_NAME_MESSAGE);
      if (loginNameTaken(loginName)) refuse(ACCOUNT_MESSAGES.loginNameTaken);
      const { name, mobile } = body;
      const roleTypes = checkRoles(body.roleTypes);
      const enabled = checkState(body.enabled);
      const orgcode = body.orgcode.toUpperCase();
      const { orgname, unittype } = body;
      if (!unittype && !roleTypes.includes(ROLE_TYPES.admin)) {
        refuse('请选择单位类型');
      }
      // An account joins the unit of its credit code; a new code makes a new unit.
      let unit = units.findBy((u) => u.orgcode === orgcode);
      if (unit && unit.orgname !== orgname) {
        refuse(`该统一社会信用代码已登记为“${unit.orgname}”，请核对单位名称`);
      }
      unit ??= units.insert({
        id: newId('unit'),
        orgname,
        orgcode,
        unittype,
        areacode: body.areacode,
        address: '',
        legalPerson: '',
        contactPerson: name,
        contactMobile: mobile,
      });
      const initialPassword = newInitialPassword();
      const user = users.insert({
        id: newId('user'),
        loginName,
        password: initialPassword,
        name,
        phone: '',
        mobile,
        idCard: '',
        unitId: unit.id,
        roleIds: roleTypes.map((t) => `role-${t}`),
        isSimplePwd: true,
        enabled,
      });
      return ok({ ...accountRow(user), initialPassword }, `账号 ${loginName} 已创建`);
    },
  }),

  endpoint({
    path: '*/a/stone/account/update',
    access: ACCESS.accountManager,
    body: readAccountChange,
    record: { of: allAccounts },
    run: ({ caller, body, record: user }) => {
      const self = user.id === caller.user.id;
      const patch: Partial<UserRecord> = {};
      if (body.loginName !== undefined && body.loginName.trim() !== user.loginName) {
        const loginName = body.loginName.trim();
        if (!LOGIN_NAME_PATTERN.test(loginName)) refuse(LOGIN_NAME_MESSAGE);
        if (loginNameTaken(loginName, user.id)) refuse(ACCOUNT_MESSAGES.loginNameTaken);
        patch.loginName = loginName;
      }
      if (body.name !== undefined) patch.name = body.name.trim() || refuse('请填写联系人');
      if (body.mobile !== undefined) {
        if (!isMobile(body.mobile.trim())) refuse('请输入有效的手机号码');
        patch.mobile = body.mobile.trim();
      }
      if (body.roleTypes !== undefined) {
        const roleTypes = checkRoles(body.roleTypes);
        if (self && !roleTypes.includes(ROLE_TYPES.admin)) refuse(ACCOUNT_MESSAGES.selfRoles);
        patch.roleIds = roleTypes.map((t) => `role-${t}`);
      }
      if (body.enabled !== undefined) {
        patch.enabled = checkState(body.enabled);
        if (self && !patch.enabled) refuse(ACCOUNT_MESSAGES.selfDisable);
      }
      const unit = units.find(user.unitId);
      if (unit && (body.orgname !== undefined || body.unittype !== undefined)) {
        const unittype = body.unittype ?? unit.unittype;
        if (unittype && !UNIT_TYPES.some((t) => t.value === unittype)) refuse('单位类型无效');
        units.update(unit.id, {
          orgname: body.orgname?.trim() || unit.orgname,
          unittype,
        });
      }
      const updated = users.update(user.id, patch)!;
      // A disabled account or changed roles take effect at once: its sessions end.
      if (!self && (patch.enabled === false || patch.roleIds)) endSessionsOf(user.id);
      return ok(accountRow(updated), '保存成功');
    },
  }),

  endpoint({
    path: '*/a/stone/account/delete',
    access: ACCESS.accountManager,
    body: readAccountId,
    record: { of: allAccounts },
    run: ({ caller, record: user }) => {
      if (user.id === caller.user.id) refuse(ACCOUNT_MESSAGES.selfDelete);
      endSessionsOf(user.id);
      users.remove(user.id);
      return ok(null, `账号 ${user.loginName} 已删除`);
    },
  }),

  // ---------- Password-reset audit ----------

  listEndpoint({
    method: 'all',
    path: '*/a/stone/passwordResetApply/list',
    // The pending list and the history are two pages with their own access codes.
    access: (query) =>
      query.status === APPLICATION_STATUS.pending ? ACCESS.accountResetCheck : ACCESS.accountResetQuery,
    records: allPasswordResets,
    row: (application) => application,
    filters: (by) => [
      by.code('status'),
      by.dateRange('applyTime'),
      by.keyword('keyword', ['loginName', 'orgname', 'orgcode', 'applyNo']),
    ],
    order: pendingFirst,
  }),

  recordEndpoint({
    path: '*/a/stone/passwordResetApply/get/:id',
    // Both pages open an application: the history and the pending list.
    access: [ACCESS.accountResetQuery, ACCESS.accountResetCheck],
    records: allPasswordResets,
    view: (application) => application,
  }),

  endpoint({
    path: '*/a/stone/passwordResetApply/audit',
    access: ACCESS.accountResetCheck,
    body: readResetAudit,
    run: ({ caller, body }) => {
      const { id, opinion } = body;
      if (body.pass === '1') {
        const initialPassword = audit(() =>
          approvePasswordReset(id, auditorOf(caller), opinion || RESET_APPROVED_OPINION),
        );
        const application = passwordResetApplications.find(id)!;
        endSessionsOf(application.userId);
        return ok({ initialPassword, loginName: application.loginName }, '审核通过，已生成初始密码');
      }
      if (body.pass !== '0') refuse('请选择审核结果');
      if (!opinion) refuse(ACCOUNT_MESSAGES.opinionRequired);
      audit(() => rejectPasswordReset(id, auditorOf(caller), opinion));
      return ok(null, '已退回密码重置申请');
    },
  }),
];
