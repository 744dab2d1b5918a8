import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import type { WireFormat } from '@/config/defaults';

/** Credentials are AES-ciphered with a passphrase (OpenSSL format, base64). */
export const encipher = (text: string, key: string): string => AES.encrypt(text, key).toString();

/** The inverse; '' when the text was not ciphered with this key. */
export function decipher(text: string, key: string): string {
  try {
    return AES.decrypt(text, key).toString(Utf8);
  } catch {
    return '';
  }
}

/**
 * The key of one login attempt. 'fixed' (the original client's): the configured passphrase. 'captchaBound':
 * the passphrase joined with the captcha it answers (random number and code, as typed, trimmed and
 * upper-cased); a captured login cipher is then worthless with any other captcha, and each captcha answers
 * one attempt, so it cannot be sent again.
 */
export const loginCipherKey = (
  format: WireFormat['loginCipherKey'],
  key: string,
  randomNum: string,
  validateCode: string,
): string => (format === 'captchaBound' ? `${key}:${randomNum}:${validateCode.trim().toUpperCase()}` : key);
