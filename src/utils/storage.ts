import Cookies from 'js-cookie';

/** Where the session lives in the browser (spec 3, 4, 9). */
export const STORAGE_KEYS = {
  token: 'esp_token',
  extendToken: 'esp_extend_token',
  usualPerson: 'usualPerson',
  currentRole: 'esp_current_role',
  isSimplePwd: 'isSimplePwd',
} as const;

/** The cookie header last parsed, and the tokens it held. */
let parsedCookies: { header: string; tokens: { token?: string; extendToken?: string } } | undefined;

/**
 * Every request asks for the tokens: the cookie header is parsed again only when it changed
 * (js-cookie decodes every cookie on each read; a first load of /home made a dozen such reads).
 */
export function readSessionTokens(): { token?: string; extendToken?: string } {
  // No document outside a browser: the stand-in in Node reads page declarations that import the client.
  if (typeof document === 'undefined') return {};
  const header = document.cookie;
  if (parsedCookies?.header !== header) {
    const cookies = Cookies.get();
    parsedCookies = {
      header,
      tokens: { token: cookies[STORAGE_KEYS.token], extendToken: cookies[STORAGE_KEYS.extendToken] },
    };
  }
  return { ...parsedCookies.tokens };
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
