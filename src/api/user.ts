import { getConfig } from '@/config';
import { http, request } from '@/http/client';
import type { z } from 'zod';
import type { LoginResult, Role, sessionCalls, UserInfo, UnitInfo } from '@/contract/calls/session';
export type { LoginResult, Role, UserProfile, SsoToken, UserInfo, UnitInfo } from '@/contract/calls/session';
import { loginCredentials, passwordOnWire } from './credentials';

export interface LoginForm {
  username: string;
  password: string;
  validateCode: string;
  randomNum: string;
}

/** The account's own information as the account page sends it: every field. */
export type ProfileUpdate = Record<keyof z.infer<typeof sessionCalls.updateInfo.request>, string>;

export const userApi = {
  /** The credentials as typed: they go out ciphered (config wire.loginCipherKey says with which key). */
  login: async (form: LoginForm) =>
    http.postForm<LoginResult>(
      '/a/login',
      {
        ...form,
        ...(await loginCredentials(form.username, form.password, form.randomNum, form.validateCode)),
        __ajax: 'json',
      },
      { session: false, silent: true },
    ),
  ssoLogin: (ssotoken: string, validateCode?: string) =>
    http.postForm<LoginResult>(
      '/a/login',
      { ssotoken, validateCode, __ajax: 'json' },
      { session: false, silent: true },
    ),
  // Loaded by the route guard: an expired session there means "show login", not the re-login dialog.
  info: () => http.get<UserInfo>('/a/stone/user/info', undefined, { session: false }),
  unit: () => http.get<UnitInfo>('/a/stone/user/unit', undefined, { session: false }),
  /**
   * The single-sign-on token for opening an external system (config wire.ssoTokenSource): the user
   * info's, as the original client took it, or a one-time token asked for at each opening.
   */
  ssoToken: async (): Promise<{ token: string }> =>
    getConfig().wire.ssoTokenSource === 'issued'
      ? http.postForm<{ token: string }>('/a/stone/user/ssoToken', {}, { announce: false })
      : { token: (await userApi.info()).user.userSsoInfo ?? '' },
  changeRole: (id: string) => http.postForm<Role>('/a/stone/user/changeRole', { id }),
  // Changes nothing the portal reads again: the session's state is cleared locally. GET as the original
  // client, or POST (config wire.logoutMethod).
  logout: () =>
    request('/a/logout', {
      method: getConfig().wire.logoutMethod,
      session: false,
      silent: true,
      announce: false,
    }),
  updateInfo: (profile: ProfileUpdate) => request('/a/stone/user/updateInfo', { form: { ...profile } }),
  /** Both passwords as typed: they go out plain or ciphered (config wire.cipherPasswordChange). */
  updatePwd: async (oldPassword: string, newPassword: string) => {
    const ciphered = getConfig().wire.cipherPasswordChange;
    const form = {
      oldPassword: await passwordOnWire(oldPassword, ciphered),
      newPassword: await passwordOnWire(newPassword, ciphered),
    };
    return request('/a/stone/user/updatePwd', { form, silent: true });
  },
};

export interface DemoAccount {
  loginName: string;
  password: string;
  orgname: string;
  description: string;
}

/** Stand-in only: the demo accounts, listed on the login page when config.demo is on. */
export const demoApi = {
  accounts: () => http.get<DemoAccount[]>('/a/demo/accounts', undefined, { session: false, silent: true }),
  reset: () => request('/__stand-in/reset', { method: 'POST', session: false }),
};
