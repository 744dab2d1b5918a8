import { http, request } from '@/http/client';
import type { LoginResult, Role, SsoToken, UserInfo, UnitInfo } from '@/contract/calls/session';
export type { LoginResult, Role, UserProfile, SsoToken, UserInfo, UnitInfo } from '@/contract/calls/session';

export interface LoginForm {
  username: string;
  password: string;
  validateCode: string;
  randomNum: string;
}

export interface ProfileUpdate {
  name: string;
  identityCard: string;
  phone: string;
  mobile: string;
}

export const userApi = {
  /** Credentials arrive already ciphered. */
  login: (form: LoginForm) =>
    http.postForm<LoginResult>('/a/login', { ...form, __ajax: 'json' }, { session: false, silent: true }),
  ssoLogin: (ssotoken: string, validateCode?: string) =>
    http.postForm<LoginResult>(
      '/a/login',
      { ssotoken, validateCode, __ajax: 'json' },
      { session: false, silent: true },
    ),
  // Loaded by the route guard: an expired session there means "show login", not the re-login dialog.
  info: () => http.get<UserInfo>('/a/stone/user/info', undefined, { session: false }),
  unit: () => http.get<UnitInfo>('/a/stone/user/unit', undefined, { session: false }),
  /** Asked for each time an external system is opened: a token is good for one login only. */
  ssoToken: () => http.postForm<SsoToken>('/a/stone/user/ssoToken', {}, { announce: false }),
  changeRole: (id: string) => http.postForm<Role>('/a/stone/user/changeRole', { id }),
  // A POST that changes nothing the portal reads again: the session's state is cleared locally.
  logout: () => request('/a/logout', { method: 'POST', session: false, silent: true, announce: false }),
  updateInfo: (profile: ProfileUpdate) => request('/a/stone/user/updateInfo', { form: { ...profile } }),
  /** Both passwords arrive already ciphered (like the login's, with config.cipherKey). */
  updatePwd: (oldPassword: string, newPassword: string) =>
    request('/a/stone/user/updatePwd', { form: { oldPassword, newPassword }, silent: true }),
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
