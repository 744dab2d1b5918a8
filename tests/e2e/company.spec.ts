import type { Browser, Page } from '@playwright/test';
import { test, expect, expectAccessible, login, otherBrowser } from './fixtures';

const NEW_NAME = '宁波甬江新材料有限公司';
const SHOTS = process.env.COMPANY_SHOTS;

/** The session id the page's browser holds (the stand-in reads it from the query, as every call sends it). */
async function sessionIdOf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((c) => c.name === 'esp_token')!.value;
}

/** The authority approves a change: the administrator logs in, in a browser of their own. */
async function approveAsAdministrator(browser: Browser, baseURL: string, id: string) {
  const context = await otherBrowser(browser, baseURL);
  const admin = await context.newPage();
  await login(admin, 'admin');
  const answer = await admin.request.post(`/esp/a/stone/unit/auditChange?__sid=${await sessionIdOf(admin)}`, {
    form: { id, pass: '1', opinion: '同意更名' },
  });
  expect(((await answer.json()) as { success: boolean }).success).toBe(true);
  await context.close();
}

test('company information: a change of the unit name is approved and shows in the history', async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page, 'syqy');
  await page.goto('/company-info/maintain');
  await expect(page.getByText('91330203MA2GQ5X106')).toBeVisible();
  await expectAccessible(page, { within: '.shell-content' });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/maintain.png`, fullPage: true });

  await page.getByRole('button', { name: '申请变更' }).click();
  const dialog = page.getByRole('dialog', { name: '单位信息变更申请' });
  await dialog.getByLabel('单位名称').fill(NEW_NAME);
  await dialog.getByLabel('变更原因').fill('工商登记更名');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText(/待审核，审核通过后生效/)).toBeVisible();
  await expect(page.getByRole('button', { name: '申请变更' })).toBeDisabled();

  // The history shows it pending; its id is the one the authority approves.
  await page.getByRole('button', { name: '查看变更记录' }).click();
  await expect(page).toHaveURL(/\/company-info\/maintain-history/);
  const row = page.getByRole('row', { name: new RegExp(NEW_NAME) });
  await expect(row).toContainText('待审核');
  const applyNo = (await row.getByRole('cell').first().innerText()).trim();

  const list = await page.request.post(`/esp/a/stone/unit/findChangeUnit?__sid=${await sessionIdOf(page)}`, {
    form: { applyNo },
  });
  const id = ((await list.json()) as { data: { list: { id: string }[] } }).data.list[0].id;
  await approveAsAdministrator(browser, baseURL!, id);

  // Before and after side by side, approved.
  await page.reload();
  const done = page.getByRole('row', { name: new RegExp(NEW_NAME) });
  await expect(done).toContainText('已通过');
  await expect(done).toContainText('单位名称：宁波甬江化工机械有限公司');
  await expect(done).toContainText(`单位名称：${NEW_NAME}`);
  await expectAccessible(page, { within: '.shell-content' });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/history.png`, fullPage: true });

  await page.goto('/company-info/maintain');
  await expect(page.getByText(NEW_NAME).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '申请变更' })).toBeEnabled();
});

test('company information: a new default invoice title is what the list and getInvoiceTitle report', async ({
  page,
}) => {
  await login(page, 'syqy');
  await page.goto('/company-info/invoiceVoucher');
  const branch = page.getByRole('row', { name: /宁波甬江化工机械第一分公司/ });
  await expect(branch).toBeVisible();
  await expectAccessible(page, { within: '.shell-content' });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/invoice-list.png`, fullPage: true });

  // The default cannot be deleted while others remain: the refusal says why.
  const own = page.getByRole('row', { name: /宁波甬江化工机械有限公司/ });
  await own.getByRole('button', { name: /删\s*除/ }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('默认发票抬头不能删除，请先将其他发票抬头设为默认')).toBeVisible();

  await branch.getByRole('button', { name: '设为默认' }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByRole('row').nth(1)).toContainText('宁波甬江化工机械第一分公司');
  await expect(page.getByRole('row').nth(1)).toContainText('默认');
  // One default: the old one now offers 设为默认, the new one does not.
  await expect(own.getByRole('button', { name: '设为默认' })).toBeVisible();
  await expect(branch.getByRole('button', { name: '设为默认' })).toHaveCount(0);

  const titles = await page.request.get(
    `/esp/a/stone/common/getInvoiceTitle?keyword=&__sid=${await sessionIdOf(page)}`,
  );
  const [first] = ((await titles.json()) as { data: { orgname: string; isDefault: string }[] }).data;
  expect(first).toMatchObject({ orgname: '宁波甬江化工机械第一分公司', isDefault: '1' });

  // A new title: the credit code fills the title from getInvoiceTitle.
  await page.getByRole('button', { name: '新增发票抬头' }).click();
  // The list stays alive in its hidden tab with its own 纳税人识别号 condition: only what is shown counts.
  const form = page.getByRole('form', { name: '记录表单' });
  await form.getByLabel('纳税人识别号').fill('91330205MA2H3K7N01');
  await expect(form.getByLabel('发票抬头')).toHaveValue('宁波安捷电梯工程有限公司');
});

test('company-service: the maintenance unit walks its equipment and applications', async ({ page }) => {
  await login(page, 'wbdw');
  await page.goto('/company-service/weibaoDa');
  // A row with an 18-digit 设备代码 shows only when the list loaded (its toolbar and 共 N 条 show either way).
  await expect(page.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^\d{18}$/);
  await expectAccessible(page, { within: '.shell-content' });
  await page.goto('/company-service/maintenance-pro-apply');
  await page
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /查\s*看/ })
    .click();
  await expect(page).toHaveURL(/maintenance-pro-apply-detail\?/);
  await expect(page.getByText('维保内容').filter({ visible: true })).toBeVisible();
  await page.goto('/company-service/maintenance-price-apply');
  await expect(page.getByText('共 8 条')).toBeVisible();
  // A use unit has no such pages.
  await page.goto('/company-info/installationUnit');
  await expect(page).toHaveURL(/\/401/);
});
