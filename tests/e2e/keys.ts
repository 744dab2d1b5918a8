import type { Locator, Page } from '@playwright/test';
import { expect, readCaptcha } from './fixtures';
import { png } from './forms';

/**
 * What a keyboard user does: press Tab (or Shift+Tab) until `target` has focus. Fails when it is
 * not reached within `max` presses — the control is not in the tab order.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 30, back = false }: { max?: number; back?: boolean } = {},
): Promise<void> {
  const isFocused = () => target.evaluate((el) => el === document.activeElement).catch(() => false);
  for (let presses = 0; !(await isFocused()); presses++) {
    if (presses >= max) {
      const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 150));
      throw new Error(`${String(target)} not reached with ${max} × Tab; focus is on ${focused}`);
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * The focused control shows it has focus: an outline or a box-shadow on it or on the antd wrapper
 * that draws its border (inputs, selects, pickers draw the ring around the native input).
 */
export async function expectFocusVisible(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  await expect
    .poll(() =>
      target.evaluate((el) => {
        const drawsRing = (node: Element) => {
          const style = getComputedStyle(node);
          const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
          return outline || style.boxShadow !== 'none';
        };
        const wrapper = el.closest(
          '.ant-input-affix-wrapper, .ant-input-outlined, .ant-select, .ant-picker, .ant-cascader, .ant-input-number',
        );
        return drawsRing(el) || (!!wrapper && drawsRing(wrapper));
      }),
    )
    .toBe(true);
}

/** The dropdown of a select or cascader that is open now (kept-alive tabs keep closed ones in the DOM). */
const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/**
 * Picks `option` in the focused antd Select: ArrowDown opens the list, ArrowDown moves the
 * highlight until it is on the option, Enter picks it.
 */
export async function selectByKeys(page: Page, option: string, { max = 40 } = {}): Promise<void> {
  await page.keyboard.press('ArrowDown');
  const dropdown = openDropdown(page);
  await expect(dropdown).toBeVisible();
  const active = dropdown.locator('.ant-select-item-option-active');
  for (let presses = 0; (await active.getAttribute('title').catch(() => null)) !== option; presses++) {
    if (presses >= max) throw new Error(`option ${option} not reached with ${max} × ArrowDown`);
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(dropdown).toHaveCount(0);
}

/** Types a date into the focused DatePicker and confirms it with Enter. */
export async function typeDate(page: Page, date: string): Promise<void> {
  await page.keyboard.type(date);
  await page.keyboard.press('Enter');
}

/**
 * Uploads a PNG through the focused upload button: Enter opens the file chooser (the one step a
 * keyboard user takes in the operating system's dialog, which the test answers).
 */
export async function uploadByKeys(page: Page, name: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser', { timeout: 5000 });
  // The listener switches the browser's chooser interception on in a message of its own; one round
  // trip to the page makes sure it is on before the key is pressed.
  await page.evaluate(() => document.activeElement?.tagName);
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(png(name));
}

/**
 * Moves through a composite widget (the side menu) with an arrow key until `target` has focus —
 * the widget keeps one tab stop and arrows move within it.
 */
export async function arrowTo(
  page: Page,
  target: Locator,
  { key = 'ArrowDown', max = 20 }: { key?: string; max?: number } = {},
): Promise<void> {
  const isFocused = () => target.evaluate((el) => el === document.activeElement).catch(() => false);
  for (let presses = 0; !(await isFocused()); presses++) {
    if (presses >= max) throw new Error(`${String(target)} not reached with ${max} × ${key}`);
    await page.keyboard.press(key);
  }
}

/** Replaces the text of the focused input: select all, then type. */
export async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Logs in from /login with the keyboard alone and waits to leave the login page. */
export async function loginByKeys(page: Page, loginName: string, password = 'Demo@2026'): Promise<void> {
  await page.goto('/login');
  const code = await readCaptcha(page);
  await tabTo(page, page.getByLabel('账号'));
  await page.keyboard.type(loginName);
  await tabTo(page, page.getByLabel('密码'));
  await page.keyboard.type(password);
  await tabTo(page, page.getByLabel('验证码'));
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
}
