import type { Browser, Page } from '@playwright/test';
import { test, expect, login, withDemoAids, otherBrowser } from './fixtures';
import { png, sendSms } from './forms';
import { dayFromToday } from '../../src/utils/beijingTime';

/** A day from today, yyyy-MM-dd (local time, as the date inputs show it). */

async function fillDate(page: Page, label: string, day: string) {
  const input = page.getByRole('textbox', { name: label });
  await input.fill(day);
  await input.press('Enter');
}

/** The payment provider, in the stand-in: what a phone that scanned the QR code triggers. */
async function payByProvider(page: Page, orderNo: string) {
  const answer = await page.request.post('/esp/__stand-in/pay-order', { form: { orderNo } });
  return (await answer.json()) as { success: boolean; errorMsg: string };
}

/** The institute in a browser of its own: opens the application and takes one step. */
async function asInstitute(
  browser: Browser,
  baseURL: string,
  id: string,
  step: (page: Page) => Promise<void>,
) {
  const context = await otherBrowser(browser, baseURL);
  const admin = await context.newPage();
  await login(admin, 'admin');
  await admin.goto(`/company-service/online-apply-detail?id=${id}`);
  await step(admin);
  await context.close();
}

const confirmDialog = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();

test('two elevators are requested, accepted, charged with a relief, paid by QR code and inspected', async ({
  page,
  browser,
  baseURL,
}) => {
  await withDemoAids(page);
  await login(page, 'syqy');
  await page.goto('/company-service/onlineApplyForElevator');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: /申请报检/ }).click();

  await expect(page.getByText('报检设备（2台）')).toBeVisible();
  await fillDate(page, '期望检验日期', dayFromToday(10));
  await fillDate(page, '维保自检日期', dayFromToday(-2));
  await page.getByLabel('符合性声明编号').fill('FH-2026-0088');
  await sendSms(page);
  await page.getByRole('button', { name: '提交申请' }).click();

  await expect(page).toHaveURL(/online-apply-detail\?id=/);
  const id = new URL(page.url()).searchParams.get('id')!;
  await expect(page.locator('.ant-tag', { hasText: '待受理' })).toBeVisible();

  await asInstitute(browser, baseURL!, id, async (admin) => {
    await admin.getByRole('button', { name: /^受\s*理$/ }).click();
    await admin
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(admin.locator('.ant-tag', { hasText: '已受理' })).toBeVisible();
    await admin.getByRole('button', { name: '核定费用' }).click();
    await confirmDialog(admin);
    await expect(admin.locator('.ant-tag', { hasText: '待缴费' })).toBeVisible();
  });

  await page.goto(`/company-service/online-apply-pay?id=${id}`);
  const fees = page.getByRole('table', { name: '检验费用明细' });
  await expect(fees).toContainText('电梯定期检验费减免30%');
  const total = (await page.getByTestId('fee-total').textContent())!;
  expect(total).toMatch(/^¥[\d,]+\.\d{2}$/);
  // The defaults are preselected.
  await expect(page.getByText('宁波甬江化工机械有限公司（91330203MA2GQ5X106）')).toBeVisible();
  await page.getByRole('button', { name: '扫码支付' }).click();

  await expect(page).toHaveURL(/pay-code\/pay-code-order/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await expect(page.getByRole('img', { name: `订单 ${orderNo} 的支付二维码` })).toBeVisible();
  await expect(page.getByText(total)).toBeVisible();
  expect((await payByProvider(page, orderNo)).success).toBe(true);
  // The page polls and sees the payment; a second payment of the order is refused.
  await expect(page.getByText('支付成功')).toBeVisible();
  expect(await payByProvider(page, orderNo)).toMatchObject({
    success: false,
    errorMsg: '该订单已支付，请勿重复支付',
  });

  await page.getByRole('button', { name: '查看报检申请' }).click();
  await expect(page.locator('.ant-tag', { hasText: '已缴费' })).toBeVisible();

  await asInstitute(browser, baseURL!, id, async (admin) => {
    await admin.getByRole('button', { name: '开始检验' }).click();
    await confirmDialog(admin);
    await expect(admin.locator('.ant-tag', { hasText: '检验中' })).toBeVisible();
  });
  await page.reload();
  await expect(page.locator('.ant-tag', { hasText: '检验中' })).toBeVisible();
  await page.getByRole('tab', { name: '流程记录' }).click();
  await expect(page.getByText('缴纳检验费用')).toBeVisible();
});

test('an expired order is refused and a transfer voucher pays instead', async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page, 'syqy');
  // A seeded application of the unit waits for payment.
  await page.goto('/company-service/online-apply-pay?id=bj-0003');
  await page.getByRole('button', { name: '扫码支付' }).click();
  await expect(page).toHaveURL(/pay-code-order/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  const expire = await page.request.post('/esp/__stand-in/pay-order/expire', { form: { orderNo } });
  expect(expire.ok()).toBe(true);
  await expect(page.getByText('订单已过期，请返回缴费页面重新下单')).toBeVisible();
  expect(await payByProvider(page, orderNo)).toMatchObject({
    success: false,
    errorMsg: '订单已过期，请返回缴费页面重新下单',
  });

  await page.getByRole('button', { name: '重新下单' }).click();
  await expect(page).toHaveURL(/online-apply-pay/);
  await page.locator('input[type=file]').setInputFiles(png('转账回单.png'));
  await expect(page.getByText('转账回单.png', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '提交转账凭证' }).click();
  await expect(page).toHaveURL(/online-apply-detail/);
  // The voucher waits for the institute, who confirms the money arrived.
  await expect(page.locator('.ant-tag', { hasText: '凭证待确认' })).toBeVisible();
  await asInstitute(browser, baseURL!, 'bj-0003', async (admin) => {
    await admin.getByRole('tab', { name: '费用与缴费' }).click();
    await expect(admin.getByText('转账凭证：转账回单.png')).toBeVisible();
    await admin.getByRole('button', { name: '确认到账' }).click();
    await confirmDialog(admin);
    await expect(admin.locator('.ant-tag', { hasText: '已缴费' }).first()).toBeVisible();
  });
  await page.reload();
  await expect(page.locator('.ant-tag', { hasText: '已缴费' })).toBeVisible();
  await page.getByRole('tab', { name: '费用与缴费' }).click();
  const paidOrder = page.getByRole('table', { name: '缴费记录' }).locator('tr', { hasText: '对公转账' });
  await expect(paidOrder).toContainText('已支付');
  await expect(paidOrder).toContainText(/¥[\d,]+\.\d{2}/);
});
