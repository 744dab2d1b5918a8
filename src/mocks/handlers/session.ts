import { HttpResponse } from 'msw';
import { sessionCalls as C, userInfo } from '@/contract/calls/session';
import { decipher } from '@/utils/cipher';
// The server checks with the same rules the forms use (src/utils/validators.ts).
import { checks } from '@/utils/validators';
import {
  checkCaptcha,
  endSessionsOf,
  issueCaptcha,
  issueSsoToken,
  loginFailures,
  loginLockedUntil,
  lockedMessage,
  openSession,
  recordLoginFailure,
  revokeSsoTokens,
  roles,
  sessions,
  spendSsoToken,
  users,
} from '../families/session';
import { captchaSvg } from '../captcha';
import { serve, servePublic, type BodyOf } from '../endpoints';
import { fail, ok, refuse } from '../respond';
import { standInSettings } from '../settings';
import { loginKey, logoutRefusal, passwordFromWire, ssoSourceRefusal } from '../wire';

const SSO_TOKEN_REFUSED = '单点登录令牌无效或已过期，请从原系统重新进入或直接登录';

/** The account whose ciphered credentials answer a live captcha; refused otherwise (a wrong one counted). */
function credentialsOf(form: BodyOf<typeof C.login>) {
  const { randomNum = '', validateCode = '' } = form;
  const captchaProblem = checkCaptcha(randomNum, validateCode);
  if (captchaProblem) refuse(captchaProblem);
  // Captcha-bound (wire.loginCipherKey): a cipher captured with another captcha deciphers to nothing.
  const key = loginKey(randomNum, validateCode);
  const username = decipher(form.username ?? '', key);
  const password = decipher(form.password ?? '', key);
  if (!username || !password) refuse('账号或密码格式不正确');
  // A locked name is refused even with the right password: guessing goes no further.
  const lockedUntil = loginLockedUntil(username);
  if (lockedUntil) refuse(lockedMessage(lockedUntil));
  const user = users.findBy((u) => u.loginName === username);
  if (!user || user.password !== password) {
    const locksUntil = recordLoginFailure(username);
    return refuse(locksUntil ? lockedMessage(locksUntil) : '账号或密码错误');
  }
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
      const user = body.ssotoken
        ? (spendSsoToken(body.ssotoken) ?? refuse(SSO_TOKEN_REFUSED))
        : credentialsOf(body);
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
      const sid = new URL(request.url).searchParams.get(standInSettings.sessionParams.sid);
      const session = sid ? sessions.find(sid) : undefined;
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
