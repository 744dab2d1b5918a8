import { accountCalls as C } from '@/contract/calls/account';
import { ACCOUNT_EXPORT } from '@/contract/records/account';
import { ACCESS, ROLE_TYPES } from '@/domain/access';
import { ACCOUNT_MESSAGES, ACCOUNT_STATE, RESET_APPROVED_OPINION } from '@/domain/accountAdmin';
import { APPLICATION_STATUS, LOGIN_NAME_MESSAGE } from '@/domain/registration';
import { newId } from '../db';
import { listSpec, records, serve, serveList, serveRecord, type Records } from '../endpoints';
import { exportableList } from '../excel';
import { describeAttachment } from '../families/attachments';
import { endSessionsOf, roleIdOf, units, users, type UserRecord } from '../families/session';
import {
  approvePasswordReset,
  approveRegistration,
  draftFile,
  draftFiles,
  loginNameTaken,
  newInitialPassword,
  passwordResetApplications,
  registrationApplications,
  rejectPasswordReset,
  rejectRegistration,
  submittedWith,
  type PasswordResetApplicationRecord,
  type RegistrationApplicationRecord,
} from '../families/registration';
import { fileResponse } from '../files';
import { ok, refuse, requireAccess } from '../respond';

type Application = { status: string; applyTime: string };

/** Pending first, then the newest; an explicit orderBy from the list wins. */
const pendingFirst = (a: Application, b: Application) =>
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
  const unit = units.find(user.unitId);
  return C.findAccount.response.parse({
    ...user,
    orgname: unit?.orgname ?? '',
    orgcode: unit?.orgcode ?? '',
    unittype: unit?.unittype ?? '',
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

/**
 * The administration of enterprise accounts: registration audit, account management and
 * password-reset audit. Every call needs an administrator's session whose role holds the access code
 * of the page it serves; an enterprise session gets a refusal, never data.
 */
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
      const { loginName, name, mobile, orgname, unittype, areacode } = body;
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
        id: newId('unit'),
        orgname,
        orgcode,
        unittype,
        areacode,
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
        roleIds,
        isSimplePwd: true,
        enabled: body.enabled !== ACCOUNT_STATE.disabled,
      });
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
      rejectPasswordReset(id, caller, opinion);
      return ok(null, '已退回密码重置申请');
    },
  }),
];
