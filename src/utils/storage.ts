import Cookies from 'js-cookie';

/** Where the session lives in the browser (docs/requirements.md, Session, roles and tabs). */
export const STORAGE_KEYS = {
  token: 'esp_token',
  extendToken: 'esp_extend_token',
  usualPerson: 'usualPerson',
  currentRole: 'esp_current_role',
  isSimplePwd: 'isSimplePwd',
} as const;

/** The cookie header last parsed, and the tokens it held. */
let parsedCookies: { header: string; tokens: { token?: string; extendToken?: string } } | undefined;
/** The cookie header as read in the task now running; undefined once that task has ended. */
let headerOfTask: string | undefined;

/**
 * Reading document.cookie is a synchronous call from the page's main thread to the browser's network
 * service, which on a busy 2-CPU machine waits for that service's thread (one /home load slept 34 ms
 * in its twelve reads). The guards, the router and every request ask in bursts within one task, so
 * the header is read once per task: a cookie another tab or a response set shows from the next task.
 */
function cookieHeader(): string {
  if (headerOfTask === undefined) {
    headerOfTask = document.cookie;
    setTimeout(() => (headerOfTask = undefined));
  }
  return headerOfTask;
}

/**
 * Every request asks for the tokens: the cookie header is parsed again only when it changed
 * (js-cookie decodes every cookie on each read; a first load of /home made a dozen such reads).
 */
export function readSessionTokens(): { token?: string; extendToken?: string } {
  // No document outside a browser: the stand-in in Node reads page declarations that import the client.
  if (typeof document === 'undefined') return {};
  const header = cookieHeader();
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
  headerOfTask = undefined;
  Cookies.set(STORAGE_KEYS.token, token, { expires: expiresDays, sameSite: 'Lax' });
  Cookies.set(STORAGE_KEYS.extendToken, extendToken, { expires: expiresDays, sameSite: 'Lax' });
}

export function clearSessionTokens(): void {
  headerOfTask = undefined;
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
