import { http, HttpResponse } from 'msw';
import { decipher } from '@/utils/cipher';
// The server checks with the same rules the forms use (src/utils/validators.ts).
import { isCitizenId, isMobile, isStrongPassword } from '@/utils/validators';
import {
  checkCaptcha,
  clearLoginFailures,
  issueCaptcha,
  loginLockedUntil,
  lockedMessage,
  recordLoginFailure,
  issueSsoToken,
  openSession,
  revokeSsoTokens,
  roles,
  spendSsoToken,
  sessions,
  units,
  users,
  type UserRecord,
} from '../families/accounts';
import { captchaSvg } from '../captcha';
import { standInSettings } from '../settings';
import { loginKey, logoutRefusal, passwordFromWire } from '../wire';
import { aid, callerOf, fail, handle, ok, readBody, refuse } from '../respond';
import { bodySchema, fields, formBody } from '../endpoints';

/** The account page's fields and limits (pages/system/AccountPage.tsx). */
const readOwnInfo = formBody(
  bodySchema({
    name: fields.text('姓名', 30),
    identityCard: fields.change('身份证号', 18),
    phone: fields.change('联系电话', 20),
    mobile: fields.change('手机号码', 11),
  }),
);

const profileOf = (user: UserRecord, roleId: string) => ({
  id: user.id,
  loginName: user.loginName,
  name: user.name,
  phone: user.phone,
  mobile: user.mobile,
  idCard: user.idCard,
  currentRole: roleId,
  userUnitAreacode: '',
  isSimplePwd: user.isSimplePwd,
});

const SSO_TOKEN_REFUSED = '单点登录令牌无效或已过期，请从原系统重新进入或直接登录';

/** Session and user calls (docs/api.md, Session and user). */
export const sessionHandlers = [
  http.get(
    '*/a/stone/common/captcha',
    handle(({ request }) => {
      const randomNum = new URL(request.url).searchParams.get('randomNum') ?? '';
      if (!randomNum) return fail('缺少 randomNum');
      const captcha = issueCaptcha(randomNum);
      return new HttpResponse(captchaSvg(captcha.code), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
      });
    }),
  ),

  http.post(
    '*/a/login',
    handle(async ({ request }) => {
      const form = await readBody(request);
      let user: UserRecord | undefined;
      if (form.ssotoken) {
        user = spendSsoToken(form.ssotoken);
        if (!user) return fail(SSO_TOKEN_REFUSED);
      } else {
        const randomNum = form.randomNum ?? '';
        const validateCode = form.validateCode ?? '';
        const captchaProblem = checkCaptcha(randomNum, validateCode);
        if (captchaProblem) return fail(captchaProblem);
        // Captcha-bound (wire.loginCipherKey): a cipher captured with another captcha deciphers to nothing.
        const key = loginKey(randomNum, validateCode);
        const username = decipher(form.username ?? '', key);
        const password = decipher(form.password ?? '', key);
        if (!username || !password) return fail('账号或密码格式不正确');
        // A locked name is refused even with the right password: guessing goes no further.
        const lockedUntil = loginLockedUntil(username);
        if (lockedUntil) return fail(lockedMessage(lockedUntil));
        user = users.findBy((u) => u.loginName === username);
        if (!user || user.password !== password) {
          const locksUntil = recordLoginFailure(username);
          return fail(locksUntil ? lockedMessage(locksUntil) : '账号或密码错误');
        }
        clearLoginFailures(username);
      }
      if (!user.enabled) return fail('该账号已停用，请联系管理员');
      const session = openSession(user);
      return ok({ sessionid: session.id, extendSessionId: session.extendId }, '登录成功');
    }),
  ),

  // GET as the original client, or POST (wire.logoutMethod): then a link, an <img> or a prefetch
  // ends nobody's session. The other method is refused, HTTP 405.
  ...(['get', 'post'] as const).map((method) =>
    http[method](
      '*/a/logout',
      handle(({ request }) => {
        const refusal = logoutRefusal(request.method);
        if (refusal) return fail(refusal, 405);
        const sid = new URL(request.url).searchParams.get(standInSettings.sessionParams.sid);
        const session = sid ? sessions.find(sid) : undefined;
        if (session) {
          revokeSsoTokens(session.userId);
          sessions.remove(session.id);
        }
        return ok(null, '登出成功');
      }),
    ),
  ),

  /** A one-time token for opening an external system as this account (menu entries with hrefQuery ssoToken). */
  http.post(
    '*/a/stone/user/ssoToken',
    handle(({ request }) => {
      const { user } = callerOf(request);
      const token = issueSsoToken(user);
      return ok({ token: token.id, expiresAt: new Date(token.expires).toISOString() });
    }),
  ),

  http.get(
    '*/a/stone/user/info',
    handle(({ request }) => {
      const { user, role, unit } = callerOf(request);
      const roleList = user.roleIds.map((id) => roles.find(id)).filter((r) => r !== undefined);
      return ok({ user: { ...profileOf(user, role.id), userUnitAreacode: unit?.areacode ?? '' }, roleList });
    }),
  ),

  http.get(
    '*/a/stone/user/unit',
    handle(({ request }) => {
      const { unit } = callerOf(request);
      return unit ? ok(unit) : fail('账号未关联单位');
    }),
  ),

  http.post(
    '*/a/stone/user/changeRole',
    handle(async ({ request }) => {
      const { user, sessionId } = callerOf(request);
      const { id } = await readBody(request);
      if (!id || !user.roleIds.includes(id)) return fail('无此角色');
      sessions.update(sessionId, { roleId: id });
      return ok(roles.find(id), '角色切换成功');
    }),
  ),

  http.post(
    '*/a/stone/user/updateInfo',
    handle(async ({ request }) => {
      const { user } = callerOf(request);
      const form = await readOwnInfo(request);
      if (!form.name?.trim()) refuse('请输入姓名');
      if (form.mobile && !isMobile(form.mobile)) refuse('请输入有效的手机号码');
      if (form.identityCard && !isCitizenId(form.identityCard)) refuse('请输入有效的身份证号');
      users.update(user.id, {
        name: form.name.trim(),
        idCard: form.identityCard ?? user.idCard,
        phone: form.phone ?? user.phone,
        mobile: form.mobile ?? user.mobile,
      });
      return ok(null, '个人信息保存成功');
    }),
  ),

  http.post(
    '*/a/stone/user/updatePwd',
    handle(async ({ request }) => {
      const { user } = callerOf(request);
      const form = await readBody(request);
      // Plain or ciphered as wire.cipherPasswordChange says; the other form is refused, never read.
      const ciphered = standInSettings.wire.cipherPasswordChange;
      const sentOld = passwordFromWire(form.oldPassword ?? '', ciphered);
      const sentNew = passwordFromWire(form.newPassword ?? '', ciphered);
      if ('refusal' in sentOld) return fail(sentOld.refusal);
      if ('refusal' in sentNew) return fail(sentNew.refusal);
      const [oldPassword, newPassword] = [sentOld.password, sentNew.password];
      if (oldPassword !== user.password) return fail('当前密码不正确');
      if (!isStrongPassword(newPassword))
        return fail('新密码须为8-16位，且包含大写字母、小写字母、数字和特殊字符');
      if (newPassword === oldPassword) return fail('新密码不能与当前密码相同');
      users.update(user.id, { password: newPassword, isSimplePwd: false });
      revokeSsoTokens(user.id);
      // Every session of the account ends: it logs in again with the new password.
      sessions.filter((s) => s.userId === user.id).forEach((s) => sessions.remove(s.id));
      return ok(null, '密码修改成功');
    }),
  ),

  /** Demo aid: the accounts to try (a real backend has no such call; demo and test mode only). */
  http.get(
    '*/a/demo/accounts',
    aid(() =>
      ok(
        users
          .filter((u) => Boolean(u.demoNote))
          .map((u) => ({
            loginName: u.loginName,
            password: u.password,
            orgname: units.find(u.unitId)?.orgname ?? '',
            description: u.demoNote,
          })),
      ),
    ),
  ),
];
