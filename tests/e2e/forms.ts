import type { Locator, Page } from '@playwright/test';
import { dayFromToday } from '../../src/utils/beijingTime';
import { expect, pickOption } from './fixtures';

/** A small real PNG (1x1): a certificate scan, a business licence, a phone photo. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** The form item with this exact label. */
export const field = (page: Page, label: string): Locator =>
  page
    .locator('.ant-form-item')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });

/**
 * Opens the select labelled `label` and picks `option`, until the select shows it: on a cold first
 * page a click can land while the dropdown is still animating in and pick nothing.
 */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page.locator('.ant-select').filter({ has: page.getByLabel(label) });
  await expect(async () => {
    await page.getByLabel(label).click();
    await pickOption(page, option);
    await expect(select).toContainText(option, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** Sends the SMS code and types the one the demo aid shows (withDemoAids must be on). */
export async function sendSms(page: Page): Promise<void> {
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('演示环境验证码：123456')).toBeVisible();
  await page.getByLabel('短信验证码').fill('123456');
}

/** Uploads a PNG into the attachment field labelled `label` and waits for it to be listed. */
export async function attach(page: Page, label: string, name: string): Promise<void> {
  await field(page, label).locator('input[type=file]').first().setInputFiles(png(name));
  await expect(field(page, label).getByText(name)).toBeVisible();
}

/**
 * The elevator application's own fields filled (期望检验日期 in ten days, 维保自检日期 two days ago, the
 * compliance declaration's number), the SMS code sent, and 提交申请 pressed.
 */
export async function submitElevatorApplication(page: Page, complianceNo: string): Promise<void> {
  for (const [label, day] of [
    ['期望检验日期', dayFromToday(10)],
    ['维保自检日期', dayFromToday(-2)],
  ]) {
    const input = page.getByRole('textbox', { name: label });
    await input.fill(day);
    await input.press('Enter');
  }
  await page.getByLabel('符合性声明编号').fill(complianceNo);
  await sendSms(page);
  await page.getByRole('button', { name: '提交申请' }).click();
}
