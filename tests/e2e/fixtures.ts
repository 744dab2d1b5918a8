import { test as base, expect, type Page } from '@playwright/test';

/**
 * Minimal browser-test fixtures (the lead's harness replaces this file): the test, expect, and a
 * login through the real login page, reading the captcha from the stand-in's control endpoint.
 */
export const test = base;
export { expect };

export async function login(page: Page, loginName: string, password = 'Demo@2026'): Promise<void> {
  await page.goto('./login');
  await page.getByLabel('账号').fill(loginName);
  await page.getByLabel('密码').fill(password);
  const src = (await page.locator('img[alt^="验证码"]').getAttribute('src')) ?? '';
  const randomNum = new URL(src, page.url()).searchParams.get('randomNum') ?? '';
  const code = await page.evaluate(async (rn) => {
    const answer = await fetch(`./esp/__stand-in/captcha/${rn}`).then((r) => r.json());
    return String(answer.data);
  }, randomNum);
  await page.getByLabel('验证码').fill(code);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}
