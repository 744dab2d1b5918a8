import type { AppConfig } from '@/config';

/**
 * The login page is prerendered at build time into login.html, which the server answers /login with
 * (scripts/build/prerenderLogin.ts, docs/build.md): the first screen paints from the HTML instead of
 * after the boot's chunks, and the client hydrates that markup instead of rendering it again.
 */

/** The root element's attribute that says the login page is prerendered in it, and with what (loginScreenKey). */
export const PRERENDERED_LOGIN_ATTRIBUTE = 'data-prerendered-login';

/** The route the build prerenders. */
export const PRERENDERED_PATH = '/login';

/**
 * What the login page's first render reads besides its code: the runtime configuration's titles and
 * demo switch, and a reason given in the address. The build writes the key it rendered with; the client
 * hydrates only a markup rendered with the same (operations may edit config.json after the build).
 */
export const loginScreenKey = (config: AppConfig, search: string): string =>
  JSON.stringify([
    config.cityName,
    config.platformTitle,
    config.demo,
    new URLSearchParams(search).get('reason'),
  ]);

/**
 * Whether the container holds the prerendered login page exactly as the client would render it at this
 * location: then it is hydrated, otherwise rendered anew (a session that sent /login home, another
 * config.json, a page served from index.html).
 */
export function holdsPrerenderedLogin(
  container: HTMLElement,
  location: { pathname: string; search: string },
  config: AppConfig,
): boolean {
  return (
    location.pathname === PRERENDERED_PATH &&
    container.getAttribute(PRERENDERED_LOGIN_ATTRIBUTE) === loginScreenKey(config, location.search)
  );
}
