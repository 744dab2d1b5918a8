import { readFile } from 'node:fs/promises';
import { test, expect, login } from './fixtures';
import { expectEvery } from '../helpers/lists';
import { readSheet, writeWorkbook, type TestCell } from '../helpers/workbooks';
import { beijingDay } from '../../src/utils/beijingTime';

/** Citizen IDs the stand-in accepts (GB 11643 check characters), new to the seed. */
const ID_CARDS = ['330203199001013012', '330203199001013055'];
/** The day in a dated file name: the stand-in's, which is Beijing's whatever the machine's zone. */
const today = () => beijingDay().replace(/-/g, '');

/** A template row (姓名 … 有效期至): an operator with one certificate. */
const templateRow = (name: string, idcard: string, certno: string): TestCell[] => [
  name,
  '男',
  idcard,
  '13812345678',
  '海曙区',
  '中山西路1号',
  '',
  certno,
  '叉车司机',
  '宁波市市场监督管理局',
  new Date(Date.UTC(2024, 0, 1)),
  '2028-01-01',
];

test('worker list: export the filtered list, import a template with one bad row', async ({ page }) => {
  await login(page, 'syqy');
  await page.goto('/worker/query');
  await expect(page.getByText('共 120 条')).toBeVisible();

  // Export under a filter: the workbook holds the filtered rows, typed, under the catalogue's labels.
  await page.getByRole('textbox', { name: '姓名' }).fill('王');
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page.getByText('共 120 条')).toBeHidden();
  const firstName = await page
    .locator('.ant-table-tbody tr.ant-table-row')
    .first()
    .locator('td')
    .nth(1)
    .innerText();
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /导\s*出$/ }).click(),
  ]);
  expect(exported.suggestedFilename()).toBe(`作业人员_${today()}.xlsx`);
  const sheet = await readSheet(await readFile((await exported.path())!));
  expect(sheet.header).toEqual([
    '姓名',
    '性别',
    '身份证号',
    '手机号码',
    '作业项目',
    '所在区域',
    '详细地址',
    '最近有效期至',
    '证书状态',
    '证书数量',
    '登记日期',
  ]);
  const [name, sex, , , , , , nearestValid, , certCount] = sheet.rows[0];
  expect(name).toBe(firstName);
  expect(['男', '女']).toContain(sex);
  expect(nearestValid).toBeInstanceOf(Date);
  expect(typeof certCount).toBe('number');
  expectEvery(sheet.rows, (row) => String(row[0]).includes('王'), 'exported rows');

  // Import: the template from the dialog, filled with two good rows and one bad one.
  await page.getByRole('button', { name: /重\s*置/ }).click();
  await expect(page.getByText('共 120 条')).toBeVisible();
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '导入作业人员' });
  await expect(dialog).toBeVisible();
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: '下载模板' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('作业人员导入模板.xlsx');
  const filled = await writeWorkbook(
    [
      templateRow('导入甲', ID_CARDS[0], 'E2E-IMP-001'),
      templateRow('导入乙', '330203199001011234', 'E2E-IMP-002'),
      templateRow('导入丙', ID_CARDS[1], 'E2E-IMP-003'),
    ],
    { template: await readFile((await template.path())!) },
  );
  await dialog.locator('input[type="file"]').setInputFiles({
    name: '作业人员.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(filled),
  });
  await expect(dialog.getByText('共 3 行：可导入 2 行，有问题 1 行')).toBeVisible();
  const problem = dialog.getByRole('tabpanel').locator('tbody tr.ant-table-row');
  await expect(problem).toHaveCount(1);
  await expect(problem.locator('td')).toHaveText([
    '3',
    '身份证号',
    '330203199001011234',
    '请输入有效的身份证号',
  ]);

  await dialog.getByRole('button', { name: '保存可导入的 2 行' }).click();
  await expect(page.getByText('已导入2名作业人员')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('共 122 条')).toBeVisible();
  await page.getByRole('textbox', { name: '姓名' }).fill('导入');
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page.getByText('共 2 条')).toBeVisible();
  await expect(page.getByRole('row', { name: /导入甲/ })).toContainText('N1 叉车司机');
  await expect(page.getByRole('row', { name: /导入乙/ })).toHaveCount(0);
});
