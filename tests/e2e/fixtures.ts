import { expect, test as base, type Browser, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { portalContextOptions } from './contextOptions';

export { expect };

declare global {
  interface Window {
    /** Content-Security-Policy violations seen by the page (recorded by an init script). */
    __cspViolations?: string[];
    /** Set by an XSS payload if it ever runs. */
    __xss?: unknown;
  }
}

const consoleCspViolations = new WeakMap<Page, string[]>();

/** Forgets the violations seen so far (after a test provoked one on purpose). */
export async function forgetCspViolations(page: Page): Promise<void> {
  consoleCspViolations.set(page, []);
  await page.evaluate(() => (window.__cspViolations = []));
}

/**
 * Every browser test starts from the stand-in's seed, logged out, and ends with no
 * Content-Security-Policy violation on its page (under nginx the real policy is in force).
 */
export const test = base.extend({
  // The worker's own stack when scripts/e2e-nginx.sh started one per worker (playwright.config.ts).
  baseURL: async ({ baseURL }, use, testInfo) =>
    use(process.env.E2E_BASE_URLS?.split(',')[testInfo.parallelIndex] ?? baseURL),
  page: async ({ page }, use) => {
    const reset = await page.request.post('/esp/__stand-in/reset');
    expect(reset.ok()).toBe(true);
    consoleCspViolations.set(page, []);
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text()))
        consoleCspViolations.get(page)!.push(message.text());
    });
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await use(page);
    const seen = page.isClosed()
      ? []
      : await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
    expect(
      [...seen, ...(consoleCspViolations.get(page) ?? [])],
      'Content-Security-Policy violations',
    ).toEqual([]);
  },
});

/** A second user's browser (the institute, another unit), set up as the test's own. */
export const otherBrowser = (browser: Browser, baseURL: string | undefined) =>
  browser.newContext({ baseURL, ...portalContextOptions });

/**
 * axe on the page as it is now: no serious or critical violation. Called by the specs after each
 * page they load has settled. `within` limits it to a part of the page: the section specs check the
 * page content ('.shell-content'), without the shell's tab bar, whose closable tabs put their close
 * buttons beside the tabs in the tablist (aria-required-children, antd's markup).
 */
export async function expectAccessible(
  page: Page,
  { label = page.url(), within }: { label?: string; within?: string } = {},
): Promise<void> {
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (within) axe = axe.include(within);
  const results = await axe.analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, `accessibility of ${label}`).toEqual([]);
}

/** Reads the code the stand-in drew into the captcha image currently on the page. */
export async function readCaptcha(page: Page, scope = page.locator('body')): Promise<string> {
  const img = scope.getByAltText('验证码，点击刷新').last();
  await expect(img).toHaveJSProperty('complete', true);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  const randomNum = new URL((await img.getAttribute('src'))!).searchParams.get('randomNum');
  const answer = await page.request.get(`/esp/__stand-in/captcha/${randomNum}`);
  return ((await answer.json()) as { data: string }).data;
}

/** Fills the login form on the current page and submits it. */
export async function submitLogin(page: Page, loginName: string, password: string): Promise<void> {
  // The captcha has an address once the prerendered page is live (hydrated): fill in after that.
  const captcha = await readCaptcha(page);
  await page.getByLabel('账号').fill(loginName);
  await page.getByLabel('密码').fill(password);
  await page.getByLabel('验证码').fill(captcha);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
}

/** Logs a demo account in from /login and waits to leave the login page. */
export async function login(page: Page, loginName: string, password = 'Demo@2026'): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, loginName, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Tells the stand-in to fail the next call(s) whose path ends with `path`. */
export async function injectFault(
  page: Page,
  fault: {
    path: string;
    kind: 'http500' | 'timeout' | 'garbage' | 'business' | 'expired';
    message?: string;
    times?: number;
  },
): Promise<void> {
  const answer = await page.request.post('/esp/__stand-in/faults', { data: fault });
  expect(answer.ok()).toBe(true);
}

/** Picks an option in the open antd Select dropdown (kept-alive tabs keep other dropdowns in the DOM). */
export async function pickOption(page: Page, label: string): Promise<void> {
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(label, { exact: true })
    .click();
}

/**
 * Turns the demo aids on through the served runtime config (the production build has them off):
 * the SMS code notice, the page-error aid. The app code is the same; only config.json differs.
 */
export async function withDemoAids(page: Page): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const served = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...served, demo: true } });
  });
}

/** Logs in again in the dialog an expired session opens; the interrupted call then goes through. */
export async function loginAgainInDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: '登录已超时，请重新登录' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('密码').fill('Demo@2026');
  await dialog.getByLabel('验证码').fill(await readCaptcha(page, dialog));
  await dialog.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(dialog).toBeHidden();
}
