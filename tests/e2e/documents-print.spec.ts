import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { readPdf, pageSizeMm } from '../helpers/pdfs';
import { test, expect, login } from './fixtures';

/** The first operator of the list, opened on the detail page; their name and ID from its header. */
async function openFirstOperator(page: Page) {
  await login(page, 'syqy');
  await page.goto('/worker/query');
  await expect(page.getByText('共 120 条')).toBeVisible();
  await page
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^查\s*看$/ })
    .click();
  await expect(page).toHaveURL(/\/worker\/detail\?mode=view/);
  const header = page.getByText(/^\S+（\d{17}[\dX]）$/).filter({ visible: true });
  await expect(header).toBeVisible();
  const [, name, idcard] = /^(\S+)（(\d{17}[\dX])）$/.exec((await header.textContent())!)!;
  return { name: name!, idcard: idcard! };
}

test('the worker card as a PDF: shown in the viewer, its text, downloaded under its name', async ({
  page,
}) => {
  const { name, idcard } = await openFirstOperator(page);
  await expect(page.getByRole('tab', { name: /资格证书（\d+）/ })).toBeVisible();

  const answered = page.waitForResponse((r) => r.url().includes('/print/pdf/operatorCard'));
  await page.getByRole('button', { name: '证书卡PDF' }).click();
  const response = await answered;
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toContain(
    `filename*=UTF-8''${encodeURIComponent(`作业人员证书卡_${name}.pdf`)}`,
  );
  const { info, text } = readPdf(await response.body(), 'card.pdf');
  expect(info['Page size']).toContain('595.28 x 841.89 pts (A4)');
  expect(info.Pages).toBe('1');
  expect(text).toContain('特种设备作业人员证书卡');
  expect(text).toContain(name);
  expect(text).toContain(idcard);
  expect(text).toMatch(/第\s*1\s*页\s*共\s*1\s*页/);

  // The viewer: the browser's own, in a frame of the dialog, with the document from a blob.
  const dialog = page.getByRole('dialog', { name: `作业人员证书卡 - ${name}` });
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^blob:/);
  const fromViewer = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /^下\s*载$/ }).click();
  expect((await fromViewer).suggestedFilename()).toBe(`作业人员证书卡_${name}.pdf`);
  await dialog
    .getByRole('button', { name: /^关\s*闭$/ })
    .last()
    .click();
  await expect(dialog).toBeHidden();

  // 下载PDF in the header: the same document, saved under the server's name.
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载PDF' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`作业人员证书卡_${name}.pdf`);
  expect(readPdf(readFileSync(await download.path()), 'downloaded-read.pdf').text).toContain(idcard);
});

test('the worker card printed at real size: one 86 × 54 mm page per certificate', async ({ page }) => {
  const { name } = await openFirstOperator(page);
  // The record's tabs load after its descriptions: the certificate table's rows are counted once shown.
  const rows = page.getByRole('tabpanel').filter({ visible: true }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const certificates = (await rows.count()) - 1;
  expect(certificates).toBeGreaterThan(0);

  await page.getByRole('button', { name: '打印证书卡' }).click();
  const preview = page.getByRole('dialog', { name: /打印证书卡（86×54mm，共\d+张）/ });
  await expect(preview.getByRole('listitem')).toHaveCount(certificates);
  await expect(preview.getByText(name).first()).toBeVisible();

  // 打印 hands the page to the browser's print dialog.
  await page.evaluate(() => {
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => void counted.printCalls++;
  });
  await preview.getByRole('button', { name: /^打\s*印$/ }).click();
  expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);

  // What it prints: Chromium's print to PDF, at the page size the layout asks for.
  const printed = readPdf(await page.pdf({ preferCSSPageSize: true, printBackground: true }), 'print.pdf');
  expect(Number(printed.info.Pages)).toBe(certificates);
  const size = pageSizeMm(printed.info['Page size']!);
  expect(size.width).toBeCloseTo(86, 0);
  expect(size.height).toBeCloseTo(54, 0);
  expect(printed.text).toContain('特种设备安全管理和作业人员证');
  expect(printed.text).toContain(name);
  // Nothing of the app around the cards.
  expect(printed.text).not.toContain('作业人员管理');
});
