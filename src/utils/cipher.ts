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
