import type { Page } from '@playwright/test';
import { test, expect, login } from './fixtures';

const tab = (page: Page, title: string) => page.getByRole('tab', { name: new RegExp(`(^|\\s)${title}$`) });
const confirmBox = (page: Page) => page.locator('.ant-modal-confirm');

test('a half-filled form survives tab and menu switches without a question; closing its tab asks', async ({
  page,
}) => {
  await login(page, 'syqy');
  await page.getByRole('menuitem', { name: /\s单位信息$/ }).click();
  await page.getByRole('menuitem', { name: /\s发票抬头$/ }).click();
  await page.getByRole('button', { name: '新增发票抬头' }).click();
  // Half the form: the taxpayer number and the bank, not the title.
  const form = page.getByRole('form', { name: '记录表单' });
  const taxNo = form.getByLabel('纳税人识别号');
  const bank = form.getByLabel('开户银行');
  await taxNo.fill('91330200MA2DRAFT1X');
  await bank.fill('中国银行宁波分行');

  // Three tab switches and a menu: none asks, the form's tab stays.
  await tab(page, '工作桌面').click();
  await expect(page).toHaveURL(/\/home$/);
  await tab(page, '发票抬头').click();
  await expect(page).toHaveURL(/\/company-info\/invoiceVoucher$/);
  await tab(page, '工作桌面').click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('menuitem', { name: '通知公告' }).click();
  await expect(page).toHaveURL(/\/notice$/);
  await expect(page.getByPlaceholder('按标题搜索')).toBeVisible();
  await expect(confirmBox(page)).toHaveCount(0);

  // Back to the form: the input is there.
  await tab(page, '发票抬头信息').click();
  await expect(page).toHaveURL(/invoiceVoucher-details\?mode=add$/);
  await expect(taxNo).toHaveValue('91330200MA2DRAFT1X');
  await expect(bank).toHaveValue('中国银行宁波分行');
  await expect(confirmBox(page)).toHaveCount(0);

  // Closing the tab asks; 取消 keeps it, 确定 closes it.
  const closeForm = () => tab(page, '发票抬头信息').locator('..').getByLabel('关闭发票抬头信息').click();
  await closeForm();
  await expect(confirmBox(page)).toContainText('确定要关闭这一页吗');
  await confirmBox(page)
    .getByRole('button', { name: /取\s*消/ })
    .click();
  await expect(confirmBox(page)).toHaveCount(0);
  await expect(taxNo).toHaveValue('91330200MA2DRAFT1X');
  await closeForm();
  await confirmBox(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(tab(page, '发票抬头信息')).toHaveCount(0);
});
