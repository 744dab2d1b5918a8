import { create } from 'zustand';
import Cookies from 'js-cookie';
import { getConfig } from '@/config';
import { toast } from '@/lib/feedback';
import { yieldToMain } from '@/lib/yieldToMain';
import {
  userApi,
  type LoginForm,
  type ProfileUpdate,
  type Role,
  type UnitInfo,
  type UserProfile,
} from '@/api/user';
import {
  clearSessionTokens,
  readJson,
  readSessionTokens,
  STORAGE_KEYS,
  writeSessionTokens,
} from '@/utils/storage';

interface StoredRole {
  id: string;
  name: string;
  type: string;
}

export interface SessionState {
  token: string;
  extendToken: string;
  userInfo: UserProfile | null;
  userId: string;
  loginName: string;
  name: string;
  phone: string;
  mobile: string;
  idCard: string;
  roles: Role[];
  currentRoleId: string;
  currentRoleName: string;
  currentRoleType: string;
  /** Menu ids the current role may open (route access codes). */
  access: string[];
  unitInfo: UnitInfo | null;
  userUnitAreacode: string;
  isSimplePwd: boolean;
  /** User info has been fetched for this session. */
  loaded: boolean;

  login: (form: LoginForm) => Promise<void>;
  ssoLogin: (ssotoken: string, validateCode?: string) => Promise<void>;
  /** Logs the same account in again after the session expired, keeping everything else. */
  relogin: (password: string, validateCode: string, randomNum: string) => Promise<void>;
  loadUserInfo: () => Promise<void>;
  logout: () => Promise<void>;
  changeRole: (roleId: string) => Promise<boolean>;
  updateProfile: (profile: ProfileUpdate) => Promise<boolean>;
  updatePassword: (oldPassword: string, newPassword: string) => Promise<void>;
  clearSession: () => void;
}

const anonymous = {
  token: '',
  extendToken: '',
  userInfo: null,
  userId: '',
  loginName: '',
  name: '',
  phone: '',
  mobile: '',
  idCard: '',
  roles: [],
  currentRoleId: '',
  currentRoleName: '',
  currentRoleType: '',
  access: [],
  unitInfo: null,
  userUnitAreacode: '',
  loaded: false,
} satisfies Partial<SessionState>;

const readStoredRole = () => readJson<StoredRole>(sessionStorage, STORAGE_KEYS.currentRole);
const storeRole = (role: Role) =>
  sessionStorage.setItem(
    STORAGE_KEYS.currentRole,
    JSON.stringify({ id: role.id, name: role.name, type: role.roleType }),
  );
const roleFields = (role: Role | undefined) => ({
  currentRoleId: role?.id ?? '',
  currentRoleName: role?.name ?? '',
  currentRoleType: role?.roleType ?? '',
  access: role?.menuIdList ?? [],
});

/** In-flight user-info load, shared so that parallel route guards fetch once. */
let loading: Promise<void> | null = null;

export const useSession = create<SessionState>()((set, get) => {
  const startSession = (sessionid: string, extendSessionId: string) => {
    writeSessionTokens(sessionid, extendSessionId, getConfig().cookieExpires);
    // A fresh login starts from the server's current role, not one kept from an earlier session.
    sessionStorage.removeItem(STORAGE_KEYS.currentRole);
    set({ ...anonymous, token: sessionid, extendToken: extendSessionId });
  };

  return {
    ...anonymous,
    ...(() => {
      const { token = '', extendToken = '' } = readSessionTokens();
      return { token, extendToken };
    })(),
    // No storage where the login page is prerendered (at build time, in Node).
    isSimplePwd: globalThis.localStorage?.getItem(STORAGE_KEYS.isSimplePwd) === 'true',

    async login(form) {
      const { usualPersonExpires } = getConfig();
      const result = await userApi.login(form);
      Cookies.set(STORAGE_KEYS.usualPerson, form.username, { expires: usualPersonExpires, sameSite: 'Lax' });
      startSession(result.sessionid, result.extendSessionId);
    },

    async relogin(password, validateCode, randomNum) {
      const { loginName, currentRoleId } = get();
      const result = await userApi.login({ username: loginName, password, validateCode, randomNum });
      writeSessionTokens(result.sessionid, result.extendSessionId, getConfig().cookieExpires);
      set({ token: result.sessionid, extendToken: result.extendSessionId });
      // The new server session starts on the default role; put it back on the one this page works in.
      if (currentRoleId) await userApi.changeRole(currentRoleId);
    },

    async ssoLogin(ssotoken, validateCode) {
      const result = await userApi.ssoLogin(ssotoken, validateCode);
      startSession(result.sessionid, result.extendSessionId);
    },

    loadUserInfo() {
      loading ??= (async () => {
        try {
          const [info, unit] = await Promise.all([userApi.info(), userApi.unit()]);
          // The answers arrive with the shell's code: applying them waits for a task of its own.
          await yieldToMain();
          const { user, roleList } = info;
          const stored = readStoredRole();
          const role =
            roleList.find((r) => r.id === stored?.id) ??
            roleList.find((r) => r.id === user.currentRole) ??
            roleList[0];
          if (role) storeRole(role);
          const isSimplePwd = Boolean(user.isSimplePwd);
          localStorage.setItem(STORAGE_KEYS.isSimplePwd, String(isSimplePwd));
          set({
            userInfo: user,
            userId: user.id,
            loginName: user.loginName,
            name: user.name,
            phone: user.phone,
            mobile: user.mobile,
            idCard: user.idCard,
            roles: roleList,
            ...roleFields(role),
            unitInfo: unit,
            userUnitAreacode: user.userUnitAreacode,
            isSimplePwd,
            loaded: true,
          });
          // The server remembers the role per session; a role kept in this tab must be its role too.
          if (role && role.id !== user.currentRole) await userApi.changeRole(role.id);
        } finally {
          loading = null;
        }
      })();
      return loading;
    },

    async logout() {
      try {
        await userApi.logout();
      } catch {
        // Logging out locally is what matters; the server session expires on its own.
      }
      get().clearSession();
      toast.success('登出成功');
    },

    async changeRole(roleId) {
      const { currentRoleId, roles } = get();
      if (roleId === currentRoleId) return false;
      const role = roles.find((r) => r.id === roleId);
      if (!role) return false;
      await userApi.changeRole(roleId);
      storeRole(role);
      set(roleFields(role));
      return true;
    },

    async updateProfile(profile) {
      await userApi.updateInfo(profile);
      const userInfo = get().userInfo;
      set({
        name: profile.name,
        idCard: profile.identityCard,
        phone: profile.phone,
        mobile: profile.mobile,
        userInfo: userInfo && {
          ...userInfo,
          name: profile.name,
          idCard: profile.identityCard,
          phone: profile.phone,
          mobile: profile.mobile,
        },
      });
      return true;
    },

    async updatePassword(oldPassword, newPassword) {
      await userApi.updatePwd(oldPassword, newPassword);
      get().clearSession();
      toast.success('密码修改成功，请重新登录');
    },

    clearSession() {
      clearSessionTokens();
      sessionStorage.removeItem(STORAGE_KEYS.currentRole);
      localStorage.removeItem(STORAGE_KEYS.isSimplePwd);
      set({ ...anonymous, isSimplePwd: false });
    },
  };
});

/** Organisation name of the logged-in unit (header welcome line, home greeting). */
export const selectOrgName = (s: SessionState) => s.unitInfo?.orgname ?? '';
