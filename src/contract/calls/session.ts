import { z } from 'zod';
import { USER_INFO } from '../records/account';
import { changeSchema, fieldSchema, fields } from '../schema';
import { call, text } from '../wire';

/** Session and user: login, logout, the account's user and unit, its role, its own profile. */

export const loginResult = z.object({ sessionid: text, extendSessionId: text });
export type LoginResult = z.infer<typeof loginResult>;

export const role = z.object({
  id: text,
  name: text,
  roleType: text.describe(
    '4 use unit, 5 maintenance, 3 construction, 2 manufacturing, 8 inspection, 1 administrator',
  ),
  menuIdList: z.array(text).describe('the access codes of src/domain/access.ts this role holds'),
});
export type Role = z.infer<typeof role>;

export const userProfile = z.object({
  id: text,
  loginName: text,
  name: text,
  phone: text,
  mobile: text,
  idCard: text,
  currentRole: text.optional(),
  userUnitAreacode: text,
  isSimplePwd: z.boolean().optional().describe('the password is the initial one and must be changed'),
  userSsoInfo: text
    .optional()
    .describe(
      "the account's single-sign-on token for the external systems (config wire.ssoTokenSource userInfo, docs/wire-format.md)",
    ),
});
export type UserProfile = z.infer<typeof userProfile>;

export const userInfo = z.object({ user: userProfile, roleList: z.array(role) });
export type UserInfo = z.infer<typeof userInfo>;

export const unitInfo = z.object({
  id: text,
  orgname: text,
  orgcode: text.describe('unified social credit code'),
  unittype: text,
  areacode: text,
  address: text,
  legalPerson: text.optional(),
  contactPerson: text.optional(),
  contactMobile: text.optional(),
});
export type UnitInfo = z.infer<typeof unitInfo>;

export const ssoToken = z.object({
  token: text.describe('64 random hex digits, spent by its first login'),
  expiresAt: text.describe('ISO 8601, 2 minutes after issue'),
});
export type SsoToken = z.infer<typeof ssoToken>;

export const sessionCalls = {
  captcha: call({
    method: 'GET',
    path: '/a/stone/common/captcha',
    summary: 'an image of a 4-character code for a random number; valid 5 minutes, answers one login attempt',
    access: 'public',
    reads: true,
    request: z.object({ randomNum: fields.required('randomNum', 64, '缺少 randomNum') }),
    file: 'image',
    sample: { params: { randomNum: 'contract-check' } },
  }),
  login: call({
    method: 'POST',
    path: '/a/login',
    summary: 'opens a session: ciphered credentials and a captcha, or a one-time SSO token',
    access: 'public',
    reads: false,
    carrier: 'form',
    request: z.object({
      username: text
        .optional()
        .describe('AES-ciphered, key per config wire.loginCipherKey (docs/wire-format.md)'),
      password: text
        .optional()
        .describe('AES-ciphered, key per config wire.loginCipherKey (docs/wire-format.md)'),
      validateCode: text.optional().describe('the captcha as read'),
      randomNum: text.optional().describe('the random number the captcha was drawn for'),
      ssotoken: text
        .optional()
        .describe(
          'instead of credentials: the user info userSsoInfo, or a token from user/ssoToken (config wire.ssoTokenSource)',
        ),
      __ajax: z.literal('json').optional(),
    }),
    response: loginResult,
  }),
  logout: call({
    method: 'GET',
    path: '/a/logout',
    summary:
      "ends the session (if it is still live) and the account's unspent SSO tokens; POST instead where config wire.logoutMethod says so (docs/wire-format.md), the other method answering HTTP 405",
    access: 'public',
    reads: false,
  }),
  info: call({
    method: 'GET',
    path: '/a/stone/user/info',
    summary: 'the account and its roles',
    access: 'session',
    reads: true,
    response: userInfo,
  }),
  unit: call({
    method: 'GET',
    path: '/a/stone/user/unit',
    summary: "the account's unit",
    access: 'session',
    reads: true,
    response: unitInfo,
  }),
  changeRole: call({
    method: 'POST',
    path: '/a/stone/user/changeRole',
    summary: 'the session works in another role of the account',
    access: 'session',
    reads: false,
    carrier: 'form',
    request: z.object({ id: fields.id('角色') }),
    response: role,
  }),
  updateInfo: call({
    method: 'POST',
    path: '/a/stone/user/updateInfo',
    summary: "the account's own name, ID number, phone and mobile",
    access: 'session',
    reads: false,
    carrier: 'form',
    request: changeSchema(USER_INFO, { name: fieldSchema(USER_INFO.name) }),
  }),
  updatePwd: call({
    method: 'POST',
    path: '/a/stone/user/updatePwd',
    summary:
      'changes the password (plain, or both ciphered: config wire.cipherPasswordChange); ends every session of the account',
    access: 'session',
    reads: false,
    carrier: 'form',
    // As typed or ciphered, never trimmed: a blank may belong to a password.
    request: z.object({ oldPassword: text.default(''), newPassword: text.default('') }),
  }),
  ssoToken: call({
    method: 'POST',
    path: '/a/stone/user/ssoToken',
    summary:
      'a one-time token for opening an external system as this account (config wire.ssoTokenSource issued; else refused)',
    access: 'session',
    reads: false,
    response: ssoToken,
  }),
};
