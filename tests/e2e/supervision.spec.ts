import type { UseMark } from '@/api/supervision';
import { readPdf, pageSizeMm } from '../helpers/pdfs';
import { test, expect, login } from './fixtures';
import { choose } from './forms';

/** Every field a mark carries (UseMark), as its text shows it. */
const markFields = (mark: UseMark) => [
  mark.useUnit,
  mark.equregcode,
  mark.usecercode,
  mark.innercode,
  mark.maintainUnit,
  mark.maintainPhone,
  mark.inspectionBody,
  `${mark.nextinsdate.slice(0, 4)}年${mark.nextinsdate.slice(5, 7)}月`,
  '应急救援电话96333',
];

test('a maintenance unit prints two elevators’ use marks at real size and as the print host’s PDF', async ({
  page,
}) => {
  await login(page, 'wbdw');
  const listed = page.waitForResponse((r) => r.url().includes('/api/maintenance-unit/useMarks'));
  await page.goto('/maintenanceInspect/elevatorPrinting');
  const marks = ((await (await listed).json()) as { data: { list: UseMark[] } }).data.list.slice(0, 2);
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText(marks[0]!.equregcode);
  await rows.nth(1).getByRole('checkbox').check();
  await rows.nth(2).getByRole('checkbox').check();

  // Printed by the browser: both marks on one A4 sheet, each at 100 × 140 mm.
  await page.getByRole('button', { name: '打印使用标志（2）' }).click();
  const preview = page.getByRole('dialog', { name: '打印电梯使用标志（210×297mm，共1张）' });
  await expect(preview.getByTestId('use-mark')).toHaveCount(2);
  // Measured once the dialog's opening animation (a scale) has ended.
  const markMm = async () => {
    const box = (await preview.getByTestId('use-mark').first().boundingBox())!;
    return { width: Math.round((box.width * 25.4) / 96), height: Math.round((box.height * 25.4) / 96) };
  };
  await expect.poll(markMm).toEqual({ width: 100, height: 140 });
  await expect(preview.getByRole('img', { name: `${marks[0]!.equregcode} 公示信息二维码` })).toBeVisible();
  const printed = readPdf(await page.pdf({ preferCSSPageSize: true, printBackground: true }), 'print.pdf');
  expect(printed.info.Pages).toBe('1');
  const sheet = pageSizeMm(printed.info['Page size']!);
  expect(sheet.width).toBeCloseTo(210, 0);
  expect(sheet.height).toBeCloseTo(297, 0);
  for (const mark of marks) for (const value of markFields(mark)) expect(printed.pages[0]).toContain(value);
  expect(printed.pages[0]).not.toContain('符合性声明');
  await preview
    .getByRole('button', { name: /^关\s*闭$/ })
    .last()
    .click();

  // The print host's PDF: one page of the mark's size per elevator, every field in its text.
  const answered = page.waitForResponse((r) => r.url().includes('/print/pdf/elevatorUseMark'));
  await page.getByRole('button', { name: '使用标志PDF（2）' }).click();
  const response = await answered;
  expect(response.headers()['content-type']).toBe('application/pdf');
  const pdf = readPdf(await response.body(), 'marks.pdf');
  expect(pdf.info.Pages).toBe('2');
  const size = pageSizeMm(pdf.info['Page size']!);
  expect(size.width).toBeCloseTo(100, 0);
  expect(size.height).toBeCloseTo(140, 0);
  marks.forEach((mark, i) => {
    for (const value of markFields(mark)) expect(pdf.pages[i]).toContain(value);
  });
  await expect(page.getByRole('dialog', { name: '电梯使用标志（2台）' }).locator('iframe')).toHaveAttribute(
    'src',
    /^blob:/,
  );
});

test('a maintenance unit fills in a compliance declaration', async ({ page }) => {
  await login(page, 'wbdw');
  await page.goto('/maintenanceInspect/compliance');
  const first = page.getByRole('row').nth(1);
  await expect(first).toContainText('待声明');
  const onlinelsh = (await first.getByRole('cell').nth(0).textContent())!.trim();
  await first.getByRole('button', { name: '填写声明' }).click();
  await expect(page).toHaveURL(/compliance-detail\?mode=edit/);
  await expect(page.getByRole('form', { name: '记录表单' }).getByText(onlinelsh)).toBeVisible();

  await page.getByRole('textbox', { name: '自检日期' }).fill('2025-03-01');
  await page.getByRole('textbox', { name: '自检日期' }).press('Enter');
  await choose(page, '自检结论', '符合要求');
  await page.getByLabel('维保人员', { exact: true }).fill('张伟');
  await page.getByLabel('维保人员证书编号').fill('TST330201234567');
  await page.getByLabel('声明内容').fill('已按 TSG T5002 进行维护保养和自行检查，自检结果符合要求。');
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page.getByText('符合性声明已保存')).toBeVisible();

  // Declared, it leaves the open ones at the head of the list; found by its request number.
  await expect(page).toHaveURL(/\/maintenanceInspect\/compliance$/);
  await page.getByLabel('申请流水号').filter({ visible: true }).fill(onlinelsh);
  await page
    .getByRole('button', { name: /^查\s*询$/ })
    .filter({ visible: true })
    .click();
  await expect(page.getByText('共 1 条').filter({ visible: true })).toBeVisible();
  const declared = page.getByRole('row').filter({ hasText: onlinelsh }).filter({ visible: true });
  await expect(declared).toContainText('已声明');
  await declared.getByRole('button', { name: /^查\s*看$/ }).click();
  await expect(page.getByText('TST330201234567').filter({ visible: true })).toBeVisible();
});

test('a manufacturing unit opens a boiler’s supervision certificate as a PDF', async ({ page }) => {
  await login(page, 'zzdw');
  await page.goto('/zzjj/glyj');
  const certified = page.getByRole('row').filter({ hasText: '已出证' }).first();
  const jjbh = (await certified.getByRole('cell').nth(0).textContent())!.trim();
  await certified.getByRole('button', { name: /^查\s*看$/ }).click();
  await expect(page).toHaveURL(/\/zzjj\/glyjdetail\?id=/);
  await expect(page.getByText(jjbh).filter({ visible: true }).first()).toBeVisible();

  const answered = page.waitForResponse((r) => r.url().includes('/print/pdf/supervisionCertificate'));
  await page.getByRole('button', { name: '监检证书PDF' }).click();
  const response = await answered;
  expect(response.headers()['content-type']).toBe('application/pdf');
  const { info, pages } = readPdf(await response.body(), 'certificate.pdf');
  expect(info['Page size']).toContain('(A4)');
  expect(pages[0]).toContain('特种设备制造监督检验证书');
  expect(pages[0]).toContain(jjbh);
  expect(pages[0]).toContain('宁波东海锅炉制造有限公司');
  await expect(page.getByRole('dialog', { name: /^监督检验证书 - / }).locator('iframe')).toHaveAttribute(
    'src',
    /^blob:/,
  );
});
