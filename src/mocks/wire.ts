import type { WireFormat } from '@/config/wire';
import { decipher, loginCipherKey } from '@/utils/cipher';
import { refuse } from './respond';
import { standInSettings } from './settings';

/**
 * The account calls read as the configured wire format sends them (standInSettings.wire,
 * docs/wire-format.md). A call in the other form is refused with its own message, never half-read,
 * so that a portal and a backend configured differently show it at the first login or change.
 */

/** The key a login's credentials are ciphered with, for the captcha they answer. */
export const loginKey = (randomNum: string, validateCode: string): string =>
  loginCipherKey(standInSettings.wire.loginCipherKey, standInSettings.cipherKey, randomNum, validateCode);

/** OpenSSL's salted format, as crypto-js writes it: base64 of 'Salted__', salt and at least one block. */
const SALTED_PREFIX = 'U2FsdGVkX1';

/**
 * A password outside the login as typed; refused in the other form. Ciphered when `ciphered`: plain
 * text deciphers to nothing. Plain otherwise: a salted text that deciphers with the passphrase was
 * ciphered (44 characters at least, where a password has 8 to 16).
 */
export function passwordFromWire(text: string, ciphered: boolean): string {
  const deciphered = text.startsWith(SALTED_PREFIX) ? decipher(text, standInSettings.cipherKey) : '';
  if (ciphered) return deciphered || refuse('密码须加密传输，请刷新页面后重试');
  return deciphered ? refuse('密码须按原格式（不加密）传输，请刷新页面后重试') : text;
}

/** The method /a/logout is called with, and the refusal of the other one. */
export const logoutRefusal = (method: string): string | undefined =>
  method === standInSettings.wire.logoutMethod
    ? undefined
    : `请使用 ${standInSettings.wire.logoutMethod} 方式退出登录`;

const SSO_SOURCES: Record<WireFormat['ssoTokenSource'], string> = {
  userInfo: '用户信息中的单点登录令牌',
  issued: '单点登录令牌接口',
};

/** Where the single-sign-on token comes from (wire.ssoTokenSource), and the refusal of the other source. */
export const ssoSourceRefusal = (source: WireFormat['ssoTokenSource']): string | undefined =>
  source === standInSettings.wire.ssoTokenSource
    ? undefined
    : `单点登录令牌须取自${SSO_SOURCES[standInSettings.wire.ssoTokenSource]}`;
