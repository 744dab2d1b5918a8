import { expect, expectAccessible, readCaptcha, test } from './fixtures';

/** The login flow by keyboard alone: Tab through the form, type, Enter to submit. */
test('logs in with the keyboard only', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('账号')).toBeVisible();
  await expectAccessible(page);
  const code = await readCaptcha(page);

  // The first field is reached from the top of the page with Tab, and focus order follows the form.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('账号')).toBeFocused();
  await page.keyboard.type('wbdw');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('密码')).toBeFocused();
  await page.keyboard.type('Demo@2026');
  // Past the password's visibility toggle (if it takes focus) to the captcha.
  for (
    let i = 0;
    i < 3 && !(await page.getByLabel('验证码').evaluate((el) => el === document.activeElement));
    i++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(page.getByLabel('验证码')).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);

  // Focus is visible and lands in the shell: Tab reaches a control with a name.
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el && el !== document.body
      ? el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName
      : '';
  });
  expect(focused).not.toBe('');
});
