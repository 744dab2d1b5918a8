import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/** Login credentials are AES-ciphered with the passphrase from configuration (OpenSSL format, base64). */
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
 * The key of one login attempt: the configured passphrase joined with the captcha it answers (random
 * number and code, as typed, trimmed and upper-cased). A captured login cipher is worthless with any
 * other captcha, and each captcha answers one attempt, so it cannot be sent again.
 */
export const loginCipherKey = (key: string, randomNum: string, validateCode: string): string =>
  `${key}:${randomNum}:${validateCode.trim().toUpperCase()}`;
