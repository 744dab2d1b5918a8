import { newAccount } from '../helpers/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { getConfig } from '@/config';
import { DEMO_PASSWORD, sessions, users } from '@/mocks/callers';
import {
  captchas,
  issueCaptcha,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  loginFailures,
  ssoTokens,
} from '@/mocks/families/session';
import {
  DEMO_SMS_CODE,
  SMS_MAX_WRONG_TRIES,
  SMS_TOO_MANY_TRIES,
  smsVerifications,
} from '@/mocks/families/registration';
import { REPLAY_MISMATCH } from '@/mocks/faults';
import { standInSettings } from '@/mocks/settings';
import { encipher, loginCipherKey } from '@/utils/cipher';
import { setWireFormat } from '../helpers/wire';

/**
 * Hostile requests against the stand-in's authentication: token guesses, replays from another
 * caller, brute force, captured credentials. Each refusal is a business answer (never HTTP 500)
 * with its Chinese message, and the store is as it was.
 */
const BASE = 'http://localhost/esp';

interface Answer {
  status: number;
  success: boolean;
  errorMsg: string;
  data: unknown;
}

async function call(
  path: string,
  {
    form,
    sid,
    key,
    method = 'POST',
  }: { form?: Record<string, string>; sid?: string; key?: string; method?: string } = {},
): Promise<Answer> {
  const url = new URL(BASE + path);
  if (sid) url.searchParams.set(standInSettings.sessionParams.sid, sid);
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (key) headers['X-Idempotency-Key'] = key;
  const response = await fetch(url, {
    method,
    headers,
    body: method === 'GET' ? undefined : new URLSearchParams(form ?? {}).toString(),
  });
  const body = (await response.json()) as Omit<Answer, 'status'>;
  return { status: response.status, ...body };
}

/** Ciphered as the hardened wire format ciphers passwords outside the login. */
const cipher = (text: string) => encipher(text, getConfig().cipherKey);

/** Logs out with the configured method. */
const logout = (sid: string) => call('/a/logout', { sid, method: getConfig().wire.logoutMethod });

const data = <T>(answer: Answer) => answer.data as T;

/** A session of a demo account, logged in through the login call with a fresh captcha. */
async function sessionOf(loginName: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await call('/a/login', { form: loginForm(loginName, password) });
  expect(answer.errorMsg).toBe('登录成功');
  return data<{ sessionid: string }>(answer).sessionid;
}

/** The login form as the portal sends it, with a new captcha answered right. */
function loginForm(loginName: string, password: string, randomNum = `r-${Math.random()}`) {
  const { code } = issueCaptcha(randomNum);
  const { cipherKey, wire } = getConfig();
  const key = loginCipherKey(wire.loginCipherKey, cipherKey, randomNum, code);
  return {
    username: encipher(loginName, key),
    password: encipher(password, key),
    validateCode: code,
    randomNum,
    __ajax: 'json',
  };
}

const ssoLogin = (ssotoken: string) => call('/a/login', { form: { ssotoken, __ajax: 'json' } });
const issueToken = async (sid: string) =>
  data<{ token: string; expiresAt: string }>(await call('/a/stone/user/ssoToken', { sid }));

describe('hostile: single-sign-on tokens issued one at a time (wire.ssoTokenSource issued)', () => {
  const REFUSED = '单点登录令牌无效或已过期，请从原系统重新进入或直接登录';
  beforeEach(() => setWireFormat({ ssoTokenSource: 'issued' }));

  it('a guessed token (sso-<account>) opens no session; user info carries no standing token', async () => {
    const before = sessions.all().length;
    // No token at all is a password login without its captcha.
    const guesses: [string, string][] = [
      ['sso-admin', REFUSED],
      ['sso-syqy', REFUSED],
      ['undefined', REFUSED],
      ['', '请输入验证码'],
    ];
    for (const [guess, refusal] of guesses) {
      expect(await ssoLogin(guess), guess).toMatchObject({ status: 200, success: false, errorMsg: refusal });
    }
    expect(sessions.all()).toHaveLength(before);
    const sid = await sessionOf('admin');
    const info = data<{ user: Record<string, unknown> }>(
      await call('/a/stone/user/info', { sid, method: 'GET' }),
    );
    expect(info.user).not.toHaveProperty('ssoToken');
  });

  it('a token is random, short-lived, bound to its account and good for one login', async () => {
    const sid = await sessionOf('wbdw');
    const first = await issueToken(sid);
    const second = await issueToken(sid);
    expect(first.token).toMatch(/^[0-9a-f]{64}$/);
    expect(second.token).not.toBe(first.token);
    const lifetime = Date.parse(first.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(60_000);
    expect(lifetime).toBeLessThanOrEqual(120_000);

    const login = await ssoLogin(first.token);
    expect(login.success).toBe(true);
    const opened = sessions.find(data<{ sessionid: string }>(login).sessionid);
    expect(opened?.userId).toBe('user-wbdw');

    const sessionsBefore = sessions.all().length;
    expect(await ssoLogin(first.token)).toMatchObject({ success: false, errorMsg: REFUSED });
    expect(sessions.all()).toHaveLength(sessionsBefore);
  });

  it('an expired token is refused', async () => {
    const sid = await sessionOf('wbdw');
    const { token } = await issueToken(sid);
    ssoTokens.update(token, { expires: Date.now() - 1 });
    const before = sessions.all().length;
    expect(await ssoLogin(token)).toMatchObject({ success: false, errorMsg: REFUSED });
    expect(sessions.all()).toHaveLength(before);
  });

  it('a token dies when its account logs out or changes its password', async () => {
    const sid = await sessionOf('wbdw');
    const { token: beforeLogout } = await issueToken(sid);
    expect((await logout(sid)).success).toBe(true);
    expect(await ssoLogin(beforeLogout)).toMatchObject({ success: false, errorMsg: REFUSED });

    const again = await sessionOf('wbdw');
    const { token: beforeChange } = await issueToken(again);
    const changed = await call('/a/stone/user/updatePwd', {
      sid: again,
      form: { oldPassword: DEMO_PASSWORD, newPassword: 'Newer@2026' },
    });
    expect(changed.errorMsg).toBe('密码修改成功');
    expect(await ssoLogin(beforeChange)).toMatchObject({ success: false, errorMsg: REFUSED });
    expect(users.find('user-wbdw')?.password).toBe('Newer@2026');
  });

  it('no token without a session', async () => {
    const answer = await call('/a/stone/user/ssoToken');
    expect(answer).toMatchObject({ success: false, errorMsg: '未登录或登录超时，请重新登录' });
    expect(ssoTokens.all()).toHaveLength(0);
  });
});

describe('hostile: replays of another caller’s submission', () => {
  const account = newAccount({ loginName: 'cfzh' });
  const create = (sid: string | undefined, form = account) =>
    call('/a/stone/account/create', { sid, form, key: 'captured-key-1' });

  it('an administrator’s create replayed from an enterprise session or none is refused, leaking nothing', async () => {
    const admin = await sessionOf('admin');
    const first = await create(admin);
    expect(first.success).toBe(true);
    const usersAfterCreate = users.all().length;
    const created = users.findBy((u) => u.loginName === 'cfzh')!;

    for (const stranger of [await sessionOf('syqy'), undefined, 'no-such-session']) {
      const replay = await create(stranger);
      expect(replay).toMatchObject({ status: 200, success: false, errorMsg: REPLAY_MISMATCH, data: null });
      expect(JSON.stringify(replay)).not.toContain('initialPassword');
    }
    expect(users.all()).toHaveLength(usersAfterCreate);
    expect(users.find(created.id)).toEqual(created);

    // The administrator's own repeat (a retry after a lost answer) still gets the first answer, also
    // from a new session of the same account.
    expect(await create(admin)).toEqual(first);
    expect(await create(await sessionOf('admin'))).toEqual(first);
    // The same key with another body is another request.
    expect(await create(admin, { ...account, name: '改名' })).toMatchObject({
      success: false,
      errorMsg: REPLAY_MISMATCH,
    });
    expect(users.all()).toHaveLength(usersAfterCreate);
  });

  it('an enterprise session with a fresh key meets the access check', async () => {
    const answer = await call('/a/stone/account/create', {
      sid: await sessionOf('syqy'),
      form: account,
      key: 'own',
    });
    expect(answer).toMatchObject({ success: false, errorMsg: '当前角色无权进行此操作' });
    expect(users.findBy((u) => u.loginName === 'cfzh')).toBeUndefined();
  });

  it('an anonymous caller replays an anonymous answer only for the very same request', async () => {
    const check = (loginName: string) =>
      call('/a/stone/common/ogmUnitRegistCheck', {
        form: { orgcode: '91330203MA2HX8PQ1X', loginName },
        key: 'anonymous-key',
      });
    const first = await check('nobody1');
    expect(first).toMatchObject({ success: true, errorMsg: '该单位可以注册' });
    expect(await check('nobody1')).toEqual(first);
    expect(await check('nobody2')).toMatchObject({ success: false, errorMsg: REPLAY_MISMATCH });
    // An account's session presenting the anonymous caller's key is another caller.
    const replay = await call('/a/stone/common/ogmUnitRegistCheck', {
      sid: await sessionOf('syqy'),
      form: { orgcode: '91330203MA2HX8PQ1X', loginName: 'nobody1' },
      key: 'anonymous-key',
    });
    expect(replay).toMatchObject({ success: false, errorMsg: REPLAY_MISMATCH });
  });
});

describe('hostile: brute force', () => {
  const login = (loginName: string, password: string) =>
    call('/a/login', { form: loginForm(loginName, password) });

  it('five wrong passwords lock the account for 15 minutes, the right one included, and say until when', async () => {
    const sessionsBefore = sessions.all().length;
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      expect(await login('syqy', `Wrong@${i}`)).toMatchObject({ success: false, errorMsg: '账号或密码错误' });
    }
    const fifth = await login('syqy', 'Wrong@5');
    const until = Date.now() + LOGIN_LOCK_MINUTES * 60_000;
    const clock = new Intl.DateTimeFormat('zh-CN', {
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone: 'Asia/Shanghai',
    }).format(until);
    expect(fifth).toMatchObject({
      status: 200,
      success: false,
      errorMsg: `密码错误次数过多，账号已锁定至 ${clock}，请稍后再试`,
    });
    for (let i = 0; i < 25; i++) expect((await login('syqy', `Wrong@x${i}`)).success).toBe(false);
    expect(await login('syqy', DEMO_PASSWORD)).toMatchObject({ success: false, errorMsg: fifth.errorMsg });
    expect(sessions.all()).toHaveLength(sessionsBefore);
    // Other accounts are not locked with it.
    expect((await login('wbdw', DEMO_PASSWORD)).success).toBe(true);
    // When the lock runs out, the right password logs in and the count starts afresh.
    loginFailures.update('syqy', { lockedUntil: Date.now() - 1 });
    expect((await login('syqy', DEMO_PASSWORD)).success).toBe(true);
    expect(await login('syqy', 'Wrong@6')).toMatchObject({ errorMsg: '账号或密码错误' });
  });

  it('a captcha answers one login attempt, right or wrong', async () => {
    const wrong = loginForm('syqy', 'Wrong@2026');
    expect((await call('/a/login', { form: wrong })).errorMsg).toBe('账号或密码错误');
    const right = {
      ...loginForm('syqy', DEMO_PASSWORD),
      randomNum: wrong.randomNum,
      validateCode: wrong.validateCode,
    };
    const before = sessions.all().length;
    expect(await call('/a/login', { form: right })).toMatchObject({
      success: false,
      errorMsg: '验证码已失效，请点击图片刷新',
    });
    expect(sessions.all()).toHaveLength(before);
  });

  it('an SMS code dies after five wrong answers; a new one comes at most once a minute', async () => {
    const mobile = '13900001111';
    const send = () => call(`/a/stone/common/smsAuthCode/${mobile}/register`);
    const check = (code: string) =>
      call('/a/stone/common/checkSmsAuthCode', { form: { mobile, purpose: 'register', code } });
    expect((await send()).success).toBe(true);
    for (let i = 1; i < SMS_MAX_WRONG_TRIES; i++) {
      expect(await check(String(100000 + i))).toMatchObject({ success: false, errorMsg: '短信验证码错误' });
    }
    expect(await check('100005')).toMatchObject({ success: false, errorMsg: SMS_TOO_MANY_TRIES });
    expect(await check(DEMO_SMS_CODE)).toMatchObject({ success: false, errorMsg: SMS_TOO_MANY_TRIES });
    expect(smsVerifications.all()).toHaveLength(0);
    expect(await send()).toMatchObject({
      success: false,
      errorMsg: expect.stringMatching(/^发送过于频繁，请\d+秒后再试$/),
    });
  });
});

describe('hostile: credentials on the wire', () => {
  it('captcha-bound: a captured login cipher does not log in again with another captcha', async () => {
    setWireFormat({ loginCipherKey: 'captchaBound' });
    const captured = loginForm('syqy', DEMO_PASSWORD);
    expect((await call('/a/login', { form: captured })).success).toBe(true);
    const before = sessions.all().length;

    // With a new captcha of its own.
    const fresh = loginForm('anyone', 'anything');
    const withNewCaptcha = { ...captured, randomNum: fresh.randomNum, validateCode: fresh.validateCode };
    const refused = await call('/a/login', { form: withNewCaptcha });
    expect(refused).toMatchObject({
      status: 200,
      success: false,
      errorMsg: expect.stringMatching(/^账号或密码/),
    });

    // With a new captcha drawn for the captured random number.
    const redrawn = issueCaptcha(captured.randomNum);
    const otherCode = captured.validateCode === 'AAAA' ? 'BBBB' : 'AAAA';
    captchas.update(redrawn.id, { code: otherCode });
    const sameNumber = await call('/a/login', { form: { ...captured, validateCode: otherCode } });
    expect(sameNumber).toMatchObject({ success: false, errorMsg: expect.stringMatching(/^账号或密码/) });
    expect(sessions.all()).toHaveLength(before);
  });

  it("fixed key (the original's): a captured login cipher logs in again with any new captcha", async () => {
    const captured = loginForm('syqy', DEMO_PASSWORD);
    expect((await call('/a/login', { form: captured })).success).toBe(true);
    const fresh = loginForm('anyone', 'anything');
    const replayed = await call('/a/login', {
      form: { ...captured, randomNum: fresh.randomNum, validateCode: fresh.validateCode },
    });
    expect(replayed.success).toBe(true);
    expect(sessions.find(data<{ sessionid: string }>(replayed).sessionid)?.userId).toBe('user-syqy');
  });

  it.each([
    ['the fixed key to a captcha-bound stand-in', 'fixed', 'captchaBound'],
    ['the captcha-bound key to a fixed-key stand-in', 'captchaBound', 'fixed'],
  ] as const)('a login ciphered with %s is refused', async (_case, sent, accepted) => {
    setWireFormat({ loginCipherKey: sent }, { loginCipherKey: accepted });
    const before = sessions.all().length;
    const answer = await call('/a/login', { form: loginForm('syqy', DEMO_PASSWORD) });
    expect(answer).toMatchObject({ success: false, errorMsg: '账号或密码格式不正确' });
    expect(sessions.all()).toHaveLength(before);
  });

  it.each([
    ['ciphered', true, DEMO_PASSWORD, 'Plain@2026', '密码须加密传输，请刷新页面后重试'],
    [
      'plain',
      false,
      cipher(DEMO_PASSWORD),
      cipher('Cipher@2026'),
      '密码须按原格式（不加密）传输，请刷新页面后重试',
    ],
  ] as const)(
    'updatePwd taking %s passwords refuses the other form and changes nothing',
    async (_case, ciphered, oldPassword, newPassword, message) => {
      setWireFormat({ cipherPasswordChange: ciphered });
      const sid = await sessionOf('syqy');
      const other = await call('/a/stone/user/updatePwd', { sid, form: { oldPassword, newPassword } });
      expect(other).toMatchObject({ status: 200, success: false, errorMsg: message });
      expect(users.find('user-syqy')?.password).toBe(DEMO_PASSWORD);
      expect(sessions.find(sid)).toBeDefined();
    },
  );

  it.each([
    ['POST', 'GET'],
    ['GET', 'POST'],
  ] as const)('logout by %s: the other method ends no session (HTTP 405)', async (method, other) => {
    setWireFormat({ logoutMethod: method });
    const sid = await sessionOf('syqy');
    const refused = await call('/a/logout', { sid, method: other });
    expect(refused).toMatchObject({ status: 405, success: false, errorMsg: `请使用 ${method} 方式退出登录` });
    expect(sessions.find(sid)).toBeDefined();
    expect((await call('/a/logout', { sid, method })).success).toBe(true);
    expect(sessions.find(sid)).toBeUndefined();
  });
});
