import Cookies from 'js-cookie';
import * as feedback from '@/lib/feedback';
import { useSession } from '@/stores/session';
import { sessions, users } from '@/mocks/callers';
import { issueCaptcha } from '@/mocks/families/session';
import { standInSettings } from '@/mocks/settings';
import { userApi } from '@/api/user';
import { clearSessionTokens, readSessionTokens, STORAGE_KEYS, writeSessionTokens } from '@/utils/storage';
import { loginAs } from '../helpers/session';
import { setWireFormat } from '../helpers/wire';

const login = (username: string, password: string, code?: string) => {
  const randomNum = `r-${Math.random()}`;
  const captcha = issueCaptcha(randomNum);
  return useSession.getState().login({ username, password, validateCode: code ?? captcha.code, randomNum });
};

describe('session store over the stand-in', () => {
  beforeEach(() => {
    useSession.getState().clearSession();
    vi.spyOn(feedback.toast, 'success').mockImplementation(() => {});
    vi.spyOn(feedback.toast, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('logs in with ciphered credentials, keeps both ids in cookies and remembers the usual person', async () => {
    await login('syqy', 'Demo@2026');
    const state = useSession.getState();
    expect(state.token).toHaveLength(32);
    expect(Cookies.get(STORAGE_KEYS.token)).toBe(state.token);
    expect(Cookies.get(STORAGE_KEYS.extendToken)).toBe(state.extendToken);
    expect(Cookies.get(STORAGE_KEYS.usualPerson)).toBe('syqy');
    expect(sessions.find(state.token)?.userId).toBe('user-syqy');
  });

  it.each([
    ['a wrong password', 'syqy', 'wrong', undefined, '账号或密码错误'],
    ['an unknown account', 'nobody', 'Demo@2026', undefined, '账号或密码错误'],
    ['a wrong captcha', 'syqy', 'Demo@2026', 'ZZZZ', '验证码错误'],
    ['an empty captcha', 'syqy', 'Demo@2026', ' ', '请输入验证码'],
  ])('refuses %s with the server message', async (_case, username, password, code, message) => {
    await expect(login(username, password, code)).rejects.toThrow(message);
    expect(useSession.getState().token).toBe('');
  });

  it('refuses an expired captcha', async () => {
    const captcha = issueCaptcha('old');
    captcha.expires = Date.now() - 1;
    await expect(
      useSession
        .getState()
        .login({ username: 'syqy', password: 'Demo@2026', validateCode: captcha.code, randomNum: 'old' }),
    ).rejects.toThrow('验证码已失效');
  });

  it('loads user info and unit; the current role is the first role unless this tab kept another', async () => {
    await loginAs('duojs');
    let state = useSession.getState();
    expect(state.loaded).toBe(true);
    expect(state.unitInfo?.orgname).toBe('宁波三江物业服务有限公司');
    expect(state.roles.map((r) => r.roleType)).toEqual(['4', '5']);
    expect(state.currentRoleType).toBe('4');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.currentRole)!)).toMatchObject({
      id: 'role-4',
      type: '4',
    });

    // A reload in the same tab: the kept role wins and the server is told.
    sessionStorage.setItem(
      STORAGE_KEYS.currentRole,
      JSON.stringify({ id: 'role-5', name: '维保单位', type: '5' }),
    );
    useSession.setState({ loaded: false });
    await useSession.getState().loadUserInfo();
    state = useSession.getState();
    expect(state.currentRoleType).toBe('5');
    expect(sessions.find(state.token)?.roleId).toBe('role-5');
  });

  it('changes role: the current one does nothing, another updates id, type and access', async () => {
    await loginAs('duojs');
    expect(await useSession.getState().changeRole('role-4')).toBe(false);
    expect(await useSession.getState().changeRole('role-5')).toBe(true);
    const state = useSession.getState();
    expect(state.currentRoleId).toBe('role-5');
    expect(state.currentRoleName).toBe('维保单位');
    expect(sessions.find(state.token)?.roleId).toBe('role-5');
  });

  it('the stand-in refuses a role the account does not hold', async () => {
    await loginAs('syqy');
    await expect(userApi.changeRole('role-1')).rejects.toThrow('无此角色');
  });

  it('keeps the simple-password flag in local storage', async () => {
    await loginAs('jdmm', '12345678');
    expect(useSession.getState().isSimplePwd).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.isSimplePwd)).toBe('true');
  });

  it('logout ends the server session and clears token, role, roles and access', async () => {
    await loginAs('syqy');
    const token = useSession.getState().token;
    await useSession.getState().logout();
    const state = useSession.getState();
    expect([state.token, state.currentRoleId, state.roles, state.access]).toEqual(['', '', [], []]);
    expect(Cookies.get(STORAGE_KEYS.token)).toBeUndefined();
    expect(sessions.find(token)).toBeUndefined();
    expect(feedback.toast.success).toHaveBeenCalledWith('登出成功');
  });

  it('updates the profile, validated server-side too', async () => {
    await loginAs('syqy');
    await useSession.getState().updateProfile({
      name: '王丽',
      identityCard: '330203198506150018',
      phone: '0574-1234567',
      mobile: '13900001111',
    });
    expect(useSession.getState().name).toBe('王丽');
    expect(users.find('user-syqy')?.mobile).toBe('13900001111');
    await expect(
      useSession.getState().updateProfile({ name: '王丽', identityCard: '', phone: '', mobile: '12345' }),
    ).rejects.toThrow('请输入有效的手机号码');
  });

  it('changes the password: the server checks the old one and the strong rule; success clears the session', async () => {
    await loginAs('jdmm', '12345678');
    await expect(useSession.getState().updatePassword('wrong', 'Abcd@1234')).rejects.toThrow(
      '当前密码不正确',
    );
    await expect(useSession.getState().updatePassword('12345678', 'abcd1234')).rejects.toThrow('8-16位');
    await useSession.getState().updatePassword('12345678', 'Abcd@1234');
    expect(useSession.getState().token).toBe('');
    expect(users.find('user-jdmm')).toMatchObject({ password: 'Abcd@1234', isSimplePwd: false });
    expect(feedback.toast.success).toHaveBeenCalledWith('密码修改成功，请重新登录');
  });

  it('an idle session expires on the server: the user-info load fails', async () => {
    await loginAs('syqy');
    standInSettings.idleMinutes = 0;
    await new Promise((r) => setTimeout(r, 5));
    useSession.setState({ loaded: false });
    await expect(useSession.getState().loadUserInfo()).rejects.toMatchObject({ kind: 'session' });
  });

  it.each(['userInfo', 'issued'] as const)(
    'logs in with an SSO token (%s); a bad one is refused',
    async (source) => {
      setWireFormat({ ssoTokenSource: source });
      await loginAs('wbdw');
      const { token } = await userApi.ssoToken();
      useSession.getState().clearSession();
      await useSession.getState().ssoLogin(token);
      await useSession.getState().loadUserInfo();
      expect(useSession.getState().loginName).toBe('wbdw');
      await expect(useSession.getState().ssoLogin('forged')).rejects.toThrow('单点登录令牌无效');
    },
  );
});

describe('session tokens in cookies', () => {
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));

  it('reads the cookie header once per task; a cookie set elsewhere shows from the next task', async () => {
    const read = vi.spyOn(document, 'cookie', 'get');
    expect(readSessionTokens().token).toBeUndefined();
    const readsInTask = read.mock.calls.length;
    // Another tab logs in: the rest of this task keeps the header it read, and reads it no more.
    Cookies.set(STORAGE_KEYS.token, 'sid-other-tab');
    expect(readSessionTokens().token).toBeUndefined();
    expect(readSessionTokens().token).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(readsInTask);
    await nextTask();
    expect(readSessionTokens()).toEqual({ token: 'sid-other-tab', extendToken: undefined });
    expect(read.mock.calls.length).toBeGreaterThan(readsInTask);
    read.mockRestore();
  });

  it("the portal's own writes show at once, in the same task", () => {
    expect(readSessionTokens().token).toBeUndefined();
    writeSessionTokens('sid-1', 'esid-1', 1);
    expect(readSessionTokens()).toEqual({ token: 'sid-1', extendToken: 'esid-1' });
    clearSessionTokens();
    expect(readSessionTokens()).toEqual({ token: undefined, extendToken: undefined });
  });
});
