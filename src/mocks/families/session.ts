import { HttpResponse } from 'msw';
import { sessionCalls as C, userInfo } from '@/contract/calls/session';
import { beijingDateTime } from '@/utils/beijingTime';
import { decipher } from '@/utils/cipher';
// The server checks with the same rules the forms use (src/utils/validators.ts).
import { checks } from '@/utils/validators';
import { captchaSvg, newCaptchaCode } from '../captcha';
import { roles, sessions, users, type UserRecord } from '../callers';
import { collection, type Entity } from '../db';
import { serve, servePublic, type BodyOf } from '../endpoints';
import { fail, ok, refuse, sessionIdOf } from '../respond';
import { standInSettings } from '../settings';
import { loginKey, logoutRefusal, passwordFromWire, ssoSourceRefusal } from '../wire';

/** A record that dies at `expires` (ms). */
export type Expiring = Entity & { expires: number };
/** Captchas by their random number, each answering one attempt. */
export const captchas = collection<Expiring & { code: string }>('captchas', () => []);
/**
 * Single-sign-on tokens (the id): random, bound to one account. An issued one is spent by its first
 * login; the user info's standing one (wire.ssoTokenSource 'userInfo') serves until it expires.
 */
export const ssoTokens = collection<Expiring & { userId: string; standing?: true }>('ssoTokens', () => []);
/** Wrong passwords in a row by login name (known or not: the answer never tells which); lockedUntil 0: not locked. */
export const loginFailures = collection<Entity & { count: number; lockedUntil: number }>(
  'loginFailures',
  () => [],
);

/** Ends every session of an account (a changed password, a disabled account, new roles). */
export const endSessionsOf = (userId: string) =>
  sessions.filter((s) => s.userId === userId).forEach((s) => sessions.remove(s.id));

/** Brute force: this many wrong passwords in a row lock the login name for LOGIN_LOCK_MINUTES. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;

/** The lock's end on the institute's clock (HH:mm), wherever the stand-in runs. */
const lockedMessage = (until: number) =>
  `密码错误次数过多，账号已锁定至 ${beijingDateTime(new Date(until)).slice(11, 16)}，请稍后再试`;

/** Refuses a locked name even with the right password (guessing goes no further); an expired lock is forgotten. */
function refuseWhileLocked(loginName: string) {
  const record = loginFailures.find(loginName);
  if (!record?.lockedUntil) return;
  if (record.lockedUntil > Date.now()) refuse(lockedMessage(record.lockedUntil));
  loginFailures.remove(loginName);
}

/** Counts a wrong password and refuses it, with the lock's end when this one locks the login name. */
function refuseWrongPassword(loginName: string): never {
  const count = (loginFailures.find(loginName)?.count ?? 0) + 1;
  const lockedUntil = count >= LOGIN_MAX_FAILURES ? Date.now() + LOGIN_LOCK_MINUTES * 60_000 : 0;
  loginFailures.remove(loginName);
  loginFailures.insert({ id: loginName, count, lockedUntil });
  return refuse(lockedUntil ? lockedMessage(lockedUntil) : '账号或密码错误');
}

/** n hex digits from the platform's cryptographic generator: session ids and tokens are not guessable. */
export const randomHex = (n: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(Math.ceil(n / 2))), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, n);

/** How long an issued SSO token may wait for its login: long enough to open a window, too short to keep. */
const SSO_TOKEN_SECONDS = 120;
/** How long the user info's standing token serves: a working day (logout or a new password end it sooner). */
const SSO_STANDING_HOURS = 8;

/** A token to open an external system with: one-time, or (standing) the user info's, the same until it expires. */
export function issueSsoToken(user: UserRecord, standing = false) {
  const now = Date.now();
  ssoTokens.filter((t) => t.expires < now).forEach((t) => ssoTokens.remove(t.id));
  const kept = standing && ssoTokens.findBy((t) => t.userId === user.id && t.standing === true);
  if (kept) return kept;
  return ssoTokens.insert({
    id: randomHex(64),
    userId: user.id,
    expires: now + (standing ? SSO_STANDING_HOURS * 3_600_000 : SSO_TOKEN_SECONDS * 1000),
    ...(standing && { standing: true as const }),
  });
}

const SSO_TOKEN_REFUSED = '单点登录令牌无效或已过期，请从原系统重新进入或直接登录';

/** The account a token logs in; refused when the token is unknown, used, expired or of the other source. */
function spendSsoToken(token: string): UserRecord {
  const found = ssoTokens.find(token) ?? refuse(SSO_TOKEN_REFUSED);
  const standing = standInSettings.wire.ssoTokenSource === 'userInfo';
  if (!found.standing) ssoTokens.remove(found.id);
  if (found.expires < Date.now() || !!found.standing !== standing) refuse(SSO_TOKEN_REFUSED);
  return users.find(found.userId) ?? refuse(SSO_TOKEN_REFUSED);
}

/** Every unspent token of an account dies (password change, logout). */
export function revokeSsoTokens(userId: string): void {
  ssoTokens.filter((t) => t.userId === userId).forEach((t) => ssoTokens.remove(t.id));
}

export function openSession(user: UserRecord) {
  return sessions.insert({
    id: randomHex(32),
    extendId: randomHex(32),
    userId: user.id,
    roleId: user.roleIds[0],
    lastSeen: Date.now(),
  });
}

/** Checks and spends a captcha, refusing a missing, expired or wrong code: each code answers one attempt. */
function spendCaptcha(randomNum: string, code: string) {
  if (!code.trim()) refuse('请输入验证码');
  const captcha = randomNum ? captchas.find(randomNum) : undefined;
  if (captcha) captchas.remove(captcha.id);
  if (!captcha || captcha.expires < Date.now()) return refuse('验证码已失效，请点击图片刷新');
  if (captcha.code.toUpperCase() !== code.trim().toUpperCase()) refuse('验证码错误');
}

export function issueCaptcha(randomNum: string) {
  captchas.remove(randomNum);
  return captchas.insert({
    id: randomNum,
    code: newCaptchaCode(),
    expires: Date.now() + standInSettings.captchaMinutes * 60_000,
  });
}

/** The account whose ciphered credentials answer a live captcha; refused otherwise (a wrong one counted). */
function credentialsOf(form: BodyOf<typeof C.login>) {
  const { randomNum = '', validateCode = '' } = form;
  spendCaptcha(randomNum, validateCode);
  // Captcha-bound (wire.loginCipherKey): a cipher captured with another captcha deciphers to nothing.
  const key = loginKey(randomNum, validateCode);
  const username = decipher(form.username ?? '', key);
  const password = decipher(form.password ?? '', key);
  if (!username || !password) refuse('账号或密码格式不正确');
  refuseWhileLocked(username);
  const user = users.findBy((u) => u.loginName === username);
  if (!user || user.password !== password) return refuseWrongPassword(username);
  loginFailures.remove(username);
  return user;
}

/** Session and user calls (docs/api.md, Session and user). */
export const sessionHandlers = [
  servePublic(C.captcha, {
    run: ({ body }) =>
      new HttpResponse(captchaSvg(issueCaptcha(body.randomNum).code), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
      }),
  }),

  servePublic(C.login, {
    run: ({ body }) => {
      const user = body.ssotoken ? spendSsoToken(body.ssotoken) : credentialsOf(body);
      if (!user.enabled) refuse('该账号已停用，请联系管理员');
      const session = openSession(user);
      return ok({ sessionid: session.id, extendSessionId: session.extendId }, '登录成功');
    },
  }),

  // GET as the original client, or POST (wire.logoutMethod): then a link, an <img> or a prefetch
  // ends nobody's session. The other method is refused, HTTP 405. A session already gone is no error.
  servePublic(C.logout, {
    anyMethod: true,
    run: ({ request }) => {
      const refusal = logoutRefusal(request.method);
      if (refusal) return fail(refusal, 405);
      const session = sessions.find(sessionIdOf(request));
      if (session) {
        revokeSsoTokens(session.userId);
        sessions.remove(session.id);
      }
      return ok(null, '登出成功');
    },
  }),

  /** A one-time token for opening an external system (wire.ssoTokenSource 'issued'). */
  serve(C.ssoToken, {
    run: ({ caller }) => {
      const refusal = ssoSourceRefusal('issued');
      if (refusal) refuse(refusal);
      const token = issueSsoToken(caller.user);
      return ok({ token: token.id, expiresAt: new Date(token.expires).toISOString() });
    },
  }),

  serve(C.info, {
    run: ({ caller: { user, role, unit } }) => {
      const roleList = user.roleIds.map((id) => roles.find(id)).filter((r) => r !== undefined);
      // The original client took its single-sign-on token from here (wire.ssoTokenSource 'userInfo').
      const sso = ssoSourceRefusal('userInfo') ? {} : { userSsoInfo: issueSsoToken(user, true).id };
      const profile = { ...user, currentRole: role.id, userUnitAreacode: unit?.areacode ?? '', ...sso };
      // The contract's shape: what only the server keeps (the password, the roles' ids...) stays here.
      return ok(userInfo.parse({ user: profile, roleList }));
    },
  }),

  serve(C.unit, { run: ({ caller: { unit } }) => (unit ? ok(unit) : fail('账号未关联单位')) }),

  serve(C.changeRole, {
    run: ({ caller: { user, sessionId }, body: { id } }) => {
      if (!user.roleIds.includes(id)) refuse('无此角色');
      sessions.update(sessionId, { roleId: id });
      return ok(roles.find(id), '角色切换成功');
    },
  }),

  serve(C.updateInfo, {
    run: ({ caller: { user }, body }) => {
      const { name, identityCard = user.idCard, phone = user.phone, mobile = user.mobile } = body;
      users.update(user.id, {
        name,
        idCard: identityCard.trim(),
        phone: phone.trim(),
        mobile: mobile.trim(),
      });
      return ok(null, '个人信息保存成功');
    },
  }),

  serve(C.updatePwd, {
    run: ({ caller: { user }, body }) => {
      // Plain or ciphered as wire.cipherPasswordChange says; the other form is refused, never read.
      const oldPassword = passwordFromWire(body.oldPassword, standInSettings.wire.cipherPasswordChange);
      const newPassword = passwordFromWire(body.newPassword, standInSettings.wire.cipherPasswordChange);
      if (oldPassword !== user.password) refuse('当前密码不正确');
      if (!checks.strongPassword[0].test(newPassword))
        refuse('新密码须为8-16位，且包含大写字母、小写字母、数字和特殊字符');
      if (newPassword === oldPassword) refuse('新密码不能与当前密码相同');
      users.update(user.id, { password: newPassword, isSimplePwd: false });
      revokeSsoTokens(user.id);
      // Every session of the account ends: it logs in again with the new password.
      endSessionsOf(user.id);
      return ok(null, '密码修改成功');
    },
  }),
];
