import { expect, test as base, type Page } from '@playwright/test';

export { expect };

/** Every browser test starts from the stand-in's seed, logged out. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const reset = await page.request.post('/esp/__stand-in/reset');
    expect(reset.ok()).toBe(true);
    await use(page);
  },
});

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
  await page.getByLabel('账号').fill(loginName);
  await page.getByLabel('密码').fill(password);
  await page.getByLabel('验证码').fill(await readCaptcha(page));
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
}

/** Logs a demo account in from /login and waits to leave the login page. */
export async function login(page: Page, loginName: string, password = 'Demo@2026'): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, loginName, password);
  await expect(page).not.toHaveURL(/\/login/);
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
