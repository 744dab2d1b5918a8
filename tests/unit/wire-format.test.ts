import { readFileSync } from 'node:fs';
import * as feedback from '@/lib/feedback';
import { getConfig } from '@/config';
import { ORIGINAL_WIRE_FORMAT, readWireFormat, type WireFormat } from '@/config/wire';
import { server } from '@/mocks/node';
import { sessions, users } from '@/mocks/callers';
import { issueCaptcha } from '@/mocks/families/session';
import { useSession } from '@/stores/session';
import { decipher } from '@/utils/cipher';
import { loginAs } from '../helpers/session';
import { HARDENED, ORIGINAL, setWireFormat } from '../helpers/wire';

/**
 * The account calls under each wire format (docs/wire-format.md): what the portal puts on the wire,
 * read back here without the code under test, and that the stand-in takes exactly that form.
 */
const sent: Request[] = [];
const record = ({ request }: { request: Request }) => void sent.push(request.clone());
beforeEach(() => {
  sent.length = 0;
  server.events.on('request:start', record);
  vi.spyOn(feedback.toast, 'success').mockImplementation(() => {});
  vi.spyOn(feedback.toast, 'error').mockImplementation(() => {});
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  vi.restoreAllMocks();
});

/** The last call sent to a path, with its form body. */
async function lastCall(path: string) {
  const call = sent.findLast((r) => new URL(r.url).pathname.endsWith(path));
  if (!call) throw new Error(`no call to ${path}`);
  return { method: call.method, form: Object.fromEntries(new URLSearchParams(await call.text())) };
}

function storeLogin(username: string, password: string) {
  const randomNum = `wire-${Math.random()}`;
  const { code } = issueCaptcha(randomNum);
  const login = useSession.getState().login({ username, password, validateCode: code, randomNum });
  return { randomNum, code, login };
}

it("the shipped config.json asks for the original client's wire format, option by option", () => {
  const shipped = JSON.parse(readFileSync('config.json', 'utf8')) as { wire?: unknown };
  expect(readWireFormat(shipped.wire)).toEqual({ wire: ORIGINAL_WIRE_FORMAT, problems: [] });
  expect(ORIGINAL_WIRE_FORMAT).toEqual({
    loginCipherKey: 'fixed',
    cipherPasswordChange: false,
    cipherRegistrationPassword: false,
    logoutMethod: 'GET',
    ssoTokenSource: 'userInfo',
  });
});

it('reads a wire format: unknown options and values are named, and keep the original', () => {
  expect(readWireFormat({ loginCipherKey: 'captchaBound', logoutMethod: 'PUT', cipher: true })).toEqual({
    wire: { ...ORIGINAL_WIRE_FORMAT, loginCipherKey: 'captchaBound' },
    problems: ['wire.logoutMethod 须为 "GET" 或 "POST"', 'wire.cipher 不是已知的选项'],
  });
  expect(readWireFormat({ cipherPasswordChange: 'true' }).problems).toEqual([
    'wire.cipherPasswordChange 须为 false 或 true',
  ]);
  expect(readWireFormat('captchaBound')).toEqual({ wire: ORIGINAL_WIRE_FORMAT, problems: ['wire 须为对象'] });
});

describe.each([
  ['original', ORIGINAL],
  ['hardened', HARDENED],
] as [string, WireFormat][])('the %s wire format, portal and stand-in alike', (_name, wire) => {
  beforeEach(() => useSession.getState().clearSession());

  it('logs in with credentials that decipher with the configured key, and with no other', async () => {
    setWireFormat(wire);
    const { cipherKey } = getConfig();
    const { randomNum, code, login } = storeLogin('syqy', 'Demo@2026');
    await login;
    expect(sessions.find(useSession.getState().token)?.userId).toBe('user-syqy');
    const { form } = await lastCall('/a/login');
    const bound = `${cipherKey}:${randomNum}:${code}`;
    const [key, otherKey] = wire.loginCipherKey === 'fixed' ? [cipherKey, bound] : [bound, cipherKey];
    expect([decipher(form.username, key), decipher(form.password, key)]).toEqual(['syqy', 'Demo@2026']);
    // The other key gives garbage: mostly nothing, now and then a stray character (the padding of a wrong
    // key's block can pass as valid), never the credentials.
    expect(decipher(form.username, otherKey)).not.toBe('syqy');
    expect(decipher(form.password, otherKey)).not.toBe('Demo@2026');
    expect(form).toMatchObject({ validateCode: code, randomNum, __ajax: 'json' });
  });

  it('changes the password with both passwords plain or ciphered, as configured', async () => {
    setWireFormat(wire);
    await loginAs('jdmm', '12345678');
    await useSession.getState().updatePassword('12345678', 'Abcd@1234');
    expect(users.find('user-jdmm')?.password).toBe('Abcd@1234');
    const { form } = await lastCall('/a/stone/user/updatePwd');
    const read = (text: string) => (wire.cipherPasswordChange ? decipher(text, getConfig().cipherKey) : text);
    expect([read(form.oldPassword), read(form.newPassword)]).toEqual(['12345678', 'Abcd@1234']);
    expect(form.oldPassword === '12345678').toBe(!wire.cipherPasswordChange);
  });

  it('logs out with the configured method, ending the server session', async () => {
    setWireFormat(wire);
    await loginAs('syqy');
    const { token } = useSession.getState();
    await useSession.getState().logout();
    expect((await lastCall('/a/logout')).method).toBe(wire.logoutMethod);
    expect(sessions.find(token)).toBeUndefined();
  });
});

describe('a portal and a stand-in configured differently', () => {
  beforeEach(() => useSession.getState().clearSession());

  it.each([
    ['hardened', HARDENED, ORIGINAL],
    ['original', ORIGINAL, HARDENED],
  ] as [string, WireFormat, WireFormat][])(
    'the %s portal cannot log in, change a password or log out',
    async (_name, portal, standIn) => {
      setWireFormat(standIn);
      await loginAs('jdmm', '12345678');
      const { token } = useSession.getState();
      setWireFormat(portal, standIn);
      await expect(useSession.getState().updatePassword('12345678', 'Abcd@1234')).rejects.toThrow(/^密码须/);
      expect(users.find('user-jdmm')?.password).toBe('12345678');
      // Logging out clears the portal's session whatever the answer; the server's lives on.
      await useSession.getState().logout();
      expect(sessions.find(token)).toBeDefined();
      await expect(storeLogin('syqy', 'Demo@2026').login).rejects.toThrow('账号或密码格式不正确');
      expect(useSession.getState().token).toBe('');
    },
  );
});
