import { http, HttpResponse } from 'msw';
import { ACCESS, ROLE_TYPES, type RoleType } from '@/domain/access';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_STATE,
  RESET_APPROVED_OPINION,
  ROLE_TYPE_LABELS,
} from '@/domain/accountAdmin';
import { APPLICATION_STATUS, LOGIN_NAME_MESSAGE, LOGIN_NAME_PATTERN } from '@/domain/registration';
import { UNIT_TYPES } from '@/domain/units';
import { isCreditCode, isMobile } from '@/utils/validators';
import { newId } from '../db';
import { describeAttachment, fromBase64 } from '../families/attachments';
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
  type PasswordResetApplicationRecord,
  type RegistrationApplicationRecord,
} from '../families/registration';
import { callerOf, handle, ok, paginate, readBody, refuse, requireAccess, type Caller } from '../respond';

type Query = Record<string, string>;

/** The session of the call, refused unless its role holds the access code (administrators only). */
function adminCaller(request: Request, access: string): Caller {
  const caller = callerOf(request);
  requireAccess(caller, access);
  return caller;
}

/** Query string and form/JSON body merged: list calls accept either. */
async function queryOf(request: Request): Promise<Query> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  if (request.method === 'GET') return query;
  return { ...query, ...(await readBody(request)) };
}

const contains = (value: string, needle?: string) =>
  !needle?.trim() || value.toLowerCase().includes(needle.trim().toLowerCase());
const within = (time: string, start?: string, end?: string) =>
  (!start || time.slice(0, 10) >= start) && (!end || time.slice(0, 10) <= end);

/** Pending first, then the newest; an explicit orderBy from the list wins. */
const pendingFirst = <T extends { status: string; applyTime: string }>(rows: T[]) =>
  [...rows].sort(
    (a, b) =>
      Number(a.status !== APPLICATION_STATUS.pending) - Number(b.status !== APPLICATION_STATUS.pending) ||
      b.applyTime.localeCompare(a.applyTime),
  );

/** A registration application as the administrator sees it: everything but the requested password. */
function registrationView(a: RegistrationApplicationRecord) {
  const { password: _password, ...rest } = a;
  return rest;
}

function resetView(a: PasswordResetApplicationRecord) {
  return a;
}

/** Runs an audit of the registration family; its Error messages are the refusals. */
function audit<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    return refuse((error as Error).message);
  }
}

const auditorOf = (caller: Caller) => caller.user.name || caller.user.loginName;

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

function ownAccount(id: string | undefined): UserRecord {
  const found = id ? users.find(id) : undefined;
  return found ?? refuse('账号不存在或已删除');
}

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
 * The administration of enterprise accounts (spec 6, 7): registration audit, account management and
 * password-reset audit. Every call needs an administrator's session whose role holds the access code
 * of the page it serves; an enterprise session gets a refusal, never data.
 */
export const accountHandlers = [
  // ---------- Registration audit ----------

  http.all(
    '*/a/stone/account/findRegister',
    handle(async ({ request }) => {
      adminCaller(request, ACCESS.accountCheck);
      const q = await queryOf(request);
      const rows = registrationApplications
        .filter(
          (a) =>
            (!q.unittype || a.unittype === q.unittype) &&
            (!q.areacode || a.areacode === q.areacode) &&
            (!q.status || a.status === q.status) &&
            within(a.applyTime, q.applyTimeStart, q.applyTimeEnd) &&
            (contains(a.orgname, q.keyword) ||
              contains(a.orgcode, q.keyword) ||
              contains(a.applyNo, q.keyword)),
        )
        .map(registrationView);
      return ok(paginate(pendingFirst(rows), q));
    }),
  ),

  http.get(
    '*/a/stone/account/getReg',
    handle(({ request }) => {
      adminCaller(request, ACCESS.accountCheck);
      const found = registrationApplications.find(new URL(request.url).searchParams.get('id') ?? '');
      return ok(registrationView(found ?? refuse('申请不存在')));
    }),
  ),

  http.post(
    '*/a/stone/account/audit',
    handle(async ({ request }) => {
      const caller = adminCaller(request, ACCESS.accountCheck);
      const body = await readBody(request);
      const opinion = (body.opinion ?? '').trim() || '材料齐全，同意注册';
      const user = audit(() => approveRegistration(body.id ?? '', auditorOf(caller), opinion));
      return ok({ userId: user.id, loginName: user.loginName }, `审核通过，已开通账号 ${user.loginName}`);
    }),
  ),

  http.post(
    '*/a/stone/account/disagree',
    handle(async ({ request }) => {
      const caller = adminCaller(request, ACCESS.accountCheck);
      const body = await readBody(request);
      const opinion = (body.opinion ?? '').trim();
      if (!opinion) refuse(ACCOUNT_MESSAGES.opinionRequired);
      audit(() => rejectRegistration(body.id ?? '', auditorOf(caller), opinion));
      return ok(null, '已退回申请，申请人可在注册结果查询中看到原因');
    }),
  ),

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
      return new HttpResponse(fromBase64(found.data), {
        headers: {
          'Content-Type': found.type,
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(found.name)}`,
        },
      });
    }),
  ),

  // ---------- Accounts ----------

  http.all(
    '*/a/stone/account/findAccount',
    handle(async ({ request }) => {
      adminCaller(request, ACCESS.accountManager);
      const q = await queryOf(request);
      const rows = users
        .all()
        .map(accountRow)
        .filter(
          (r) =>
            contains(r.loginName, q.loginName) &&
            (contains(r.orgname, q.orgname) || contains(r.orgcode, q.orgname)) &&
            contains(r.name, q.name) &&
            (!q.unittype || r.unittype === q.unittype) &&
            (!q.roleType || r.roleTypes.split(',').includes(q.roleType)) &&
            (!q.enabled || r.enabled === q.enabled),
        );
      return ok(paginate(rows, q));
    }),
  ),

  http.get(
    '*/a/stone/account/getAccount',
    handle(({ request }) => {
      adminCaller(request, ACCESS.accountManager);
      return ok(accountRow(ownAccount(new URL(request.url).searchParams.get('id') ?? undefined)));
    }),
  ),

  http.post(
    '*/a/stone/account/create',
    handle(async ({ request }) => {
      adminCaller(request, ACCESS.accountManager);
      const body = await readBody(request);
      const loginName = (body.loginName ?? '').trim();
      if (!LOGIN_NAME_PATTERN.test(loginName)) refuse(LOGIN_NAME_MESSAGE);
      if (loginNameTaken(loginName)) refuse(ACCOUNT_MESSAGES.loginNameTaken);
      const name = (body.name ?? '').trim() || refuse('请填写联系人');
      const mobile = (body.mobile ?? '').trim();
      if (!isMobile(mobile)) refuse('请输入有效的手机号码');
      const roleTypes = checkRoles(body.roleTypes ?? '');
      const enabled = checkState(body.enabled);
      const orgcode = (body.orgcode ?? '').trim().toUpperCase();
      if (!isCreditCode(orgcode)) refuse('请输入有效的统一社会信用代码');
      const orgname = (body.orgname ?? '').trim() || refuse('请填写单位名称');
      const unittype = body.unittype ?? '';
      if (!UNIT_TYPES.some((t) => t.value === unittype) && !roleTypes.includes(ROLE_TYPES.admin)) {
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
        areacode: body.areacode ?? '',
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
        ssoToken: `sso-${loginName}`,
      });
      return ok({ ...accountRow(user), initialPassword }, `账号 ${loginName} 已创建`);
    }),
  ),

  http.post(
    '*/a/stone/account/update',
    handle(async ({ request }) => {
      const caller = adminCaller(request, ACCESS.accountManager);
      const body = await readBody(request);
      const user = ownAccount(body.id);
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
    }),
  ),

  http.post(
    '*/a/stone/account/delete',
    handle(async ({ request }) => {
      const caller = adminCaller(request, ACCESS.accountManager);
      const body = await readBody(request);
      const user = ownAccount(body.id);
      if (user.id === caller.user.id) refuse(ACCOUNT_MESSAGES.selfDelete);
      endSessionsOf(user.id);
      users.remove(user.id);
      return ok(null, `账号 ${user.loginName} 已删除`);
    }),
  ),

  // ---------- Password-reset audit ----------

  http.all(
    '*/a/stone/passwordResetApply/list',
    handle(async ({ request }) => {
      const q = await queryOf(request);
      // The pending list and the history are two pages with their own access codes.
      const caller = callerOf(request);
      requireAccess(
        caller,
        q.status === APPLICATION_STATUS.pending ? ACCESS.accountResetCheck : ACCESS.accountResetQuery,
      );
      const rows = passwordResetApplications
        .filter(
          (a) =>
            (!q.status || a.status === q.status) &&
            within(a.applyTime, q.applyTimeStart, q.applyTimeEnd) &&
            (contains(a.loginName, q.keyword) ||
              contains(a.orgname, q.keyword) ||
              contains(a.orgcode, q.keyword) ||
              contains(a.applyNo, q.keyword)),
        )
        .map(({ initialPassword: _hidden, ...row }) => row);
      return ok(paginate(pendingFirst(rows), q));
    }),
  ),

  http.get(
    '*/a/stone/passwordResetApply/get/:id',
    handle(({ request, params }) => {
      const caller = callerOf(request);
      if (!caller.role.menuIdList.includes(ACCESS.accountResetQuery)) {
        requireAccess(caller, ACCESS.accountResetCheck);
      }
      const found = passwordResetApplications.find(String(params.id));
      return ok(resetView(found ?? refuse('申请不存在')));
    }),
  ),

  http.post(
    '*/a/stone/passwordResetApply/audit',
    handle(async ({ request }) => {
      const caller = adminCaller(request, ACCESS.accountResetCheck);
      const body = await readBody(request);
      const id = body.id ?? '';
      const opinion = (body.opinion ?? '').trim();
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
    }),
  ),
];
