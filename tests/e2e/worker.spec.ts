import { test, expect, login, pickOption } from './fixtures';
import { PNG } from './forms';

/** A citizen ID the stand-in accepts (GB 11643 check character). */
const ID_CARD = '330203199001011236';
const CERT_NO = 'TSE2E330200001';

test('worker section: add with a certificate and a scan, find, edit, view, delete', async ({ page }) => {
  await login(page, 'syqy');
  await page.goto('/worker/query');
  await expect(page.getByText('共 120 条')).toBeVisible();

  // Add an operator with one certificate and a scan.
  await page.getByRole('button', { name: '新增作业人员' }).click();
  await expect(page).toHaveURL(/\/worker\/detail\?mode=add/);
  // The list's own 姓名 filter is gone once the form is there.
  await expect(page.getByText('资格证书', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: '姓名' }).fill('浏览器测试员');
  await page.getByRole('combobox', { name: '性别' }).click();
  await pickOption(page, '男');
  await page.getByRole('textbox', { name: '身份证号' }).fill(ID_CARD);
  await page.getByRole('textbox', { name: '手机号码' }).fill('13812345678');
  await page.getByRole('textbox', { name: '证书编号' }).fill(CERT_NO);
  await page.getByRole('combobox', { name: '作业项目' }).click();
  await pickOption(page, '叉车司机');
  await page.getByRole('textbox', { name: '发证机关' }).fill('宁波市市场监督管理局');
  await page.getByRole('textbox', { name: '发证日期' }).fill('2024-01-01');
  await page.getByRole('textbox', { name: '发证日期' }).press('Enter');
  await page.getByRole('textbox', { name: '有效期至' }).fill('2028-01-01');
  await page.getByRole('textbox', { name: '有效期至' }).press('Enter');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cert-scan.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('cert-scan.png 上传成功')).toBeVisible();
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page).toHaveURL(/\/worker\/query/);
  await expect(page.getByRole('button', { name: '新增作业人员' })).toBeVisible();

  // Find them with the filters.
  await page.getByRole('textbox', { name: '身份证号' }).fill(ID_CARD);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  const row = page.getByRole('row', { name: /浏览器测试员/ });
  await expect(row).toContainText('N1 叉车司机');

  // Edit the mobile.
  await row.getByRole('button', { name: /^修\s*改$/ }).click();
  await expect(page).toHaveURL(/mode=edit/);
  const mobile = page.getByRole('textbox', { name: '手机号码' });
  await expect(mobile).toHaveValue('13812345678');
  await mobile.fill('13900001111');
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page).toHaveURL(/\/worker\/query/);

  // View: text, the certificate and the scan.
  await page
    .getByRole('row', { name: /浏览器测试员/ })
    .getByRole('button', { name: /查\s*看/ })
    .click();
  await expect(page).toHaveURL(/mode=view/);
  // The list stays alive in its hidden tab with the same number in a cell: only what is shown counts.
  await expect(page.getByText('13900001111').filter({ visible: true })).toBeVisible();
  await expect(page.getByText(CERT_NO).filter({ visible: true })).toBeVisible();
  // Certificates and scans are tabs of the detail view; the certificates' is open first.
  await page.getByRole('tab', { name: '证书扫描件' }).click();
  // Exact: the upload's toast (cert-scan.png 上传成功) may still be up.
  await expect(page.getByText('cert-scan.png', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '姓名' })).toHaveCount(0);

  // Delete from the view page, after confirmation.
  await page.getByRole('button', { name: /删\s*除/ }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/worker\/query/);
  await page.getByRole('textbox', { name: '身份证号' }).fill(ID_CARD);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page.getByText('暂无数据')).toBeVisible();
});
