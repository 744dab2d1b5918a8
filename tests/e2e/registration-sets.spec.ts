import type { Page } from '@playwright/test';
import { test, expect, login, pickOption, otherBrowser } from './fixtures';

/** The value of a field on a detail page (bordered descriptions: label and value cells of one row). */
const valueOf = (page: Page, label: string) =>
  page
    .locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::td[1]')
    .first();

/** Answers the confirmation an action asks. */
async function confirmDialog(page: Page) {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^确\s*定$/ })
    .click();
}

test('a set from regBySets shows its members; a member terminated by the authority shows 注销 on its file', async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page, 'syqy');

  // The set's members, each linking to its equipment file.
  await page.goto('/company-service/regBySets');
  await page
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /查\s*看/ })
    .click();
  await expect(page).toHaveURL(/\/company-service\/set-detail\?id=/);
  await page.getByRole('tab', { name: '台套设备' }).click();
  const member = page.getByRole('row').filter({ hasText: '在用' }).first().getByRole('link');
  const deviceCode = (await member.textContent())!;
  expect(deviceCode).toMatch(/^\d{18}$/);
  await member.click();
  await expect(page).toHaveURL(/\/equipment\/detail\/(pressurePiping|boiler)\?mode=view&id=/);
  const file = page.url();
  await expect(valueOf(page, '设备代码')).toHaveText(deviceCode);
  await expect(valueOf(page, '使用状态')).toHaveText('在用');

  // The unit files a termination of that member from the list regBySets leads to.
  await page.goto('/company-service/regBySets');
  await page.getByRole('button', { name: '注销申请' }).click();
  await page.getByRole('button', { name: '新增注销申请' }).click();
  await expect(page).toHaveURL(/termination-application-detail\?mode=add/);
  // The form's select is the required one: the list's tab, kept alive, has a 注销类别 condition too.
  const kind = page
    .locator('.ant-select')
    .filter({ has: page.getByRole('combobox', { name: '* 注销类别' }) });
  await expect(async () => {
    await kind.click();
    await pickOption(page, '报废注销');
    await expect(kind).toContainText('报废注销', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByLabel('注销设备').click();
  await page.getByLabel('注销设备').fill(deviceCode);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: deviceCode })
    .click();
  await page.getByRole('textbox', { name: '注销原因' }).fill('设备已拆除报废');
  await page.getByRole('button', { name: '保存并提交' }).click();
  await expect(page).toHaveURL(/\/company-service\/termination-application$/);
  await expect(page.getByRole('row', { name: new RegExp(deviceCode) })).toContainText('待受理');

  // The authority accepts and completes it.
  const admin = await (await otherBrowser(browser, baseURL)).newPage();
  await login(admin, 'admin');
  await admin.goto('/company-service/termination-application');
  await expect(admin.getByRole('row', { name: new RegExp(deviceCode) })).toBeVisible();
  // The authority files no application of its own.
  await expect(admin.getByRole('button', { name: '新增注销申请' })).toHaveCount(0);
  await admin
    .getByRole('row', { name: new RegExp(deviceCode) })
    .getByRole('button', { name: /查\s*看/ })
    .click();
  await admin.getByRole('button', { name: /^受\s*理$/ }).click();
  await confirmDialog(admin);
  await expect(valueOf(admin, '办理状态')).toHaveText('已受理');
  await admin.getByRole('button', { name: /^办\s*结$/ }).click();
  await confirmDialog(admin);
  await expect(valueOf(admin, '办理状态')).toHaveText('已办结');
  await admin.context().close();

  // The equipment file now says 注销.
  await page.goto(file);
  await expect(valueOf(page, '设备代码')).toHaveText(deviceCode);
  await expect(valueOf(page, '使用状态')).toHaveText('注销');
});
