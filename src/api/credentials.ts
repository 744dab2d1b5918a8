import { getConfig } from '@/config';

/**
 * Credentials as the configured wire format sends them (config wire, docs/wire-format.md). crypto-js
 * loads only when something is ciphered, not with the pages whose forms take the credentials.
 */
const cipher = () => import('@/utils/cipher');

/** The login's username and password, ciphered with the fixed or the captcha-bound key. */
export async function loginCredentials(
  username: string,
  password: string,
  randomNum: string,
  validateCode: string,
): Promise<{ username: string; password: string }> {
  const { encipher, loginCipherKey } = await cipher();
  const { cipherKey, wire } = getConfig();
  const key = loginCipherKey(wire.loginCipherKey, cipherKey, randomNum, validateCode);
  return { username: encipher(username, key), password: encipher(password, key) };
}

/** A password outside the login: as typed, or ciphered with the passphrase. */
export async function passwordOnWire(password: string, ciphered: boolean): Promise<string> {
  if (!ciphered) return password;
  const { encipher } = await cipher();
  return encipher(password, getConfig().cipherKey);
}
