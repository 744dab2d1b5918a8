import Cookies from 'js-cookie';

/** Where the session lives in the browser (spec 3, 4, 9). */
export const STORAGE_KEYS = {
  token: 'esp_token',
  extendToken: 'esp_extend_token',
  usualPerson: 'usualPerson',
  currentRole: 'esp_current_role',
  isSimplePwd: 'isSimplePwd',
} as const;

/** One read of document.cookie for both (each read is a synchronous call into the browser's cookie store). */
export function readSessionTokens(): { token?: string; extendToken?: string } {
  const cookies = Cookies.get();
  return { token: cookies[STORAGE_KEYS.token], extendToken: cookies[STORAGE_KEYS.extendToken] };
}

export function writeSessionTokens(token: string, extendToken: string, expiresDays: number): void {
  Cookies.set(STORAGE_KEYS.token, token, { expires: expiresDays, sameSite: 'Lax' });
  Cookies.set(STORAGE_KEYS.extendToken, extendToken, { expires: expiresDays, sameSite: 'Lax' });
}

export function clearSessionTokens(): void {
  Cookies.remove(STORAGE_KEYS.token);
  Cookies.remove(STORAGE_KEYS.extendToken);
}

export function readJson<T>(storage: Storage, key: string): T | null {
  try {
    const text = storage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}
