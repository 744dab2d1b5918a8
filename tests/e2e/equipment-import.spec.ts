import { readFile } from 'node:fs/promises';
import { test, expect, login } from './fixtures';
import { elevatorRow } from '../helpers/equipment';
import { readSheet, writeWorkbook } from '../helpers/workbooks';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const GOOD_CODE = '311033099202390501';

/** The helper's elevator as this test names it: its own code, registration code and place. */
const templateElevator = (serial: string, equregcode: string) =>
  elevatorRow(serial, {
    注册代码: equregcode,
    设备名称: '模板导入客梯',
    详细地址: '宁波市海曙区丽园北路1288号5号楼',
    安全管理人员: '王丽娟',
    安全管理人员手机: '13857401234',
  });

test('equipment: import a template with one bad row, then export a kind’s technical parameters', async ({
  page,
}) => {
  await login(page, 'syqy');
  await page.goto('/equipment/query-comprehensive');
  const total = page.getByText(/^共 \d+ 条$/).filter({ visible: true });
  const before = Number(/\d+/.exec((await total.textContent())!)![0]);

  // The template from the dialog, one good and one bad row written into it.
  await page.getByRole('button', { name: /导\s*入$/ }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '导入设备' });
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: '下载模板' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('设备导入模板.xlsx');
  const bytes = await readFile((await template.path())!);
  const { header } = await readSheet(bytes);
  expect(header.slice(0, 3)).toEqual(['设备类别', '设备品种', '设备代码']);
  const rows = [
    templateElevator('90501', '31103302032023050501'),
    templateElevator('90502', '3110330203'),
  ].map((row) => header.map((label) => row[label] ?? null));
  await dialog.locator('input[type="file"]').setInputFiles({
    name: '设备.xlsx',
    mimeType: XLSX,
    buffer: Buffer.from(await writeWorkbook(rows, { template: bytes })),
  });
  await expect(dialog.getByText('共 2 行：可导入 1 行，有问题 1 行')).toBeVisible();
  await expect(dialog.getByRole('tabpanel').locator('tbody tr.ant-table-row').locator('td')).toHaveText([
    '3',
    '注册代码',
    '3110330203',
    '请输入有效的20位注册代码',
  ]);
  await dialog.getByRole('button', { name: '保存可导入的 1 行' }).click();
  await expect(page.getByText('已导入1台设备')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(total).toHaveText(`共 ${before + 1} 条`);
  await page.getByRole('textbox', { name: '设备代码' }).fill(GOOD_CODE);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(total).toHaveText('共 1 条');
  await expect(page.getByRole('row', { name: new RegExp(GOOD_CODE) })).toContainText('模板导入客梯');

  // One kind's technical parameters: the unit's elevators, the new one among them.
  await page.getByRole('button', { name: /技术参数导入导出/ }).click();
  await page.getByRole('menuitem', { name: '电梯' }).click();
  const properties = page.locator('.ant-modal').filter({ hasText: '电梯技术参数导入导出' });
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    properties.getByRole('button', { name: '导出技术参数' }).click(),
  ]);
  expect(exported.suggestedFilename()).toMatch(/^电梯技术参数_\d{8}\.xlsx$/);
  const sheet = await readSheet(await readFile((await exported.path())!));
  expect(sheet.header).toEqual([
    '设备代码',
    '注册代码',
    '额定速度(m/s)',
    '额定载重量(kg)',
    '层数(层)',
    '站数(站)',
    '门数(门)',
  ]);
  expect(sheet.rows.find((row) => row[0] === GOOD_CODE)?.slice(1, 4)).toEqual([
    '31103302032023050501',
    '1.75',
    '1000',
  ]);
});
