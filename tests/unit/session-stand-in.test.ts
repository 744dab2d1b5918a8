import { describe, expect, it } from 'vitest';
import { users } from '@/mocks/callers';
import { ssoTokens } from '@/mocks/families/session';
import { errorLogs } from '@/mocks/families/portal';
import { standInSettings } from '@/mocks/settings';
import { useSession } from '@/stores/session';
import { loginAs } from '../helpers/session';
import { setWireFormat } from '../helpers/wire';

/**
 * The session family's calls as their declared request schemas read them: what the account page and
 * the error log would never send is refused (a JSON body keeps its types), and the single-sign-on
 * token comes from the source the wire format names.
 */
interface Answer {
  success: boolean;
  errorMsg: string;
  data: unknown;
}

type Body = { json: unknown } | { form: Record<string, string> };

async function call(path: string, body?: Body, method = 'POST'): Promise<Answer> {
  const url = new URL(`http://localhost/esp${path}`);
  const sid = useSession.getState().token;
  if (sid) url.searchParams.set(standInSettings.sessionParams.sid, sid);
  const sent = !body
    ? {}
    : 'json' in body
      ? { body: JSON.stringify(body.json), headers: { 'Content-Type': 'application/json' } }
      : {
          body: new URLSearchParams(body.form).toString(),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        };
  return (await (await fetch(url, { method, ...sent })).json()) as Answer;
}

const login = (ssotoken: string) => call('/a/login', { form: { ssotoken, __ajax: 'json' } });
const info = async () =>
  (await call('/a/stone/user/info', undefined, 'GET')).data as { user: { userSsoInfo?: string } };

describe('user/updateInfo refuses what the account page would not send', () => {
  const valid = {
    name: '王丽',
    identityCard: '11010519491231002X',
    phone: '0574-87654321',
    mobile: '13812345678',
  };

  it.each<[string, Body, string]>([
    ['a phone of markup', { form: { ...valid, phone: `<>"'abc` } }, '请输入有效的手机号或者座机号'],
    ['a name sent as a number', { json: { ...valid, name: 12345 } }, '姓名格式不正确'],
    ['a name sent as an object', { json: { ...valid, name: { first: '王' } } }, '姓名格式不正确'],
    ['no name', { form: { phone: valid.phone } }, '请输入姓名'],
    [
      'a citizen id with a wrong check digit',
      { form: { ...valid, identityCard: '330203199001011230' } },
      '请输入有效的身份证号',
    ],
    ['a mobile of 10 digits', { form: { ...valid, mobile: '1381234567' } }, '请输入有效的手机号码'],
  ])('%s', async (_, body, message) => {
    await loginAs('syqy');
    const before = JSON.stringify(users.find('user-syqy'));
    expect(await call('/a/stone/user/updateInfo', body)).toMatchObject({ success: false, errorMsg: message });
    expect(JSON.stringify(users.find('user-syqy'))).toBe(before);
  });

  it('saves what it sends, and keeps what it leaves out', async () => {
    await loginAs('syqy');
    const answer = await call('/a/stone/user/updateInfo', { form: { name: ' 王丽 ', phone: valid.phone } });
    expect(answer).toMatchObject({ success: true, errorMsg: '个人信息保存成功' });
    expect(users.find('user-syqy')).toMatchObject({
      name: '王丽',
      phone: valid.phone,
      mobile: '13857401234',
    });
  });
});

describe('the error log refuses a shape the portal never sends', () => {
  it.each<[string, Body, string]>([
    ['a type sent as an object', { json: { type: { js: 1 }, mes: 'boom' } }, '错误类型格式不正确'],
    ['a message sent as a list', { json: { type: 'js', mes: ['boom'] } }, '错误信息格式不正确'],
    [
      'a code of 21 characters',
      { form: { type: 'js', mes: 'boom', code: '1'.repeat(21) } },
      '错误代码不能超过20个字符',
    ],
  ])('%s', async (_, body, message) => {
    expect(await call('/a/stone/common/save_error_logger', body)).toMatchObject({
      success: false,
      errorMsg: message,
    });
    expect(errorLogs.all()).toHaveLength(0);
  });

  it('logs a well-formed entry under the session’s account', async () => {
    await loginAs('wbdw');
    const answer = await call('/a/stone/common/save_error_logger', { json: { type: 'js', mes: 'boom' } });
    expect(answer).toMatchObject({ success: true });
    expect(errorLogs.all()[0]).toMatchObject({ type: 'js', code: '0', mes: 'boom', userId: 'user-wbdw' });
  });
});

describe('the single-sign-on token source (wire.ssoTokenSource)', () => {
  it("userInfo (the original's): user info carries the account's token, which logs in until logout", async () => {
    await loginAs('wbdw');
    const token = (await info()).user.userSsoInfo ?? '';
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect((await info()).user.userSsoInfo).toBe(token);
    // The original client put the same token on every opening: it is not spent by a login.
    expect(await login(token)).toMatchObject({ success: true, errorMsg: '登录成功' });
    expect(await login(token)).toMatchObject({ success: true, errorMsg: '登录成功' });
    // The other source is refused.
    expect(await call('/a/stone/user/ssoToken')).toMatchObject({
      success: false,
      errorMsg: '单点登录令牌须取自用户信息中的单点登录令牌',
    });
    await call('/a/logout', undefined, 'GET');
    expect(ssoTokens.all()).toHaveLength(0);
    expect(await login(token)).toMatchObject({
      success: false,
      errorMsg: expect.stringContaining('单点登录令牌无效'),
    });
  });

  it('issued: user info carries none, and a standing token left from before opens no session', async () => {
    await loginAs('wbdw');
    const standing = (await info()).user.userSsoInfo ?? '';
    setWireFormat({ ssoTokenSource: 'issued' });
    expect((await info()).user).not.toHaveProperty('userSsoInfo');
    expect(await login(standing)).toMatchObject({
      success: false,
      errorMsg: expect.stringContaining('单点登录令牌无效'),
    });
    const issued = (await call('/a/stone/user/ssoToken')).data as { token: string };
    expect(await login(issued.token)).toMatchObject({ success: true });
  });
});
