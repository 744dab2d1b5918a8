import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { test, expect, login, otherBrowser } from './fixtures';
import { dayFromToday } from '../../src/utils/beijingTime';

const work = mkdtempSync(join(tmpdir(), 'reports-'));

/** The text poppler reads from a PDF. */
function pdfText(bytes: Buffer): string {
  const file = join(work, `${Date.now()}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const shown = (page: Page) => page.locator('tr.ant-table-row').filter({ visible: true });
const total = (page: Page) => page.getByText(/^共 \d+ 条$/).filter({ visible: true });

/** The authority answers a thread: the administrator logs in, in a browser of their own. */
async function answerAsAuthority(browser: Browser, baseURL: string, id: string, text: string) {
  const context = await otherBrowser(browser, baseURL);
  const admin = await context.newPage();
  await login(admin, 'admin');
  const sid = (await context.cookies()).find((c) => c.name === 'esp_token')!.value;
  const answer = await admin.request.post(`/esp/a/stone/selfService/interaction/answer?__sid=${sid}`, {
    form: { id, text },
  });
  expect(((await answer.json()) as { success: boolean }).success).toBe(true);
  await context.close();
}

test('a report found by its number opens as a PDF; a question about it gets the authority’s answer', async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page, 'syqy');
  await page.goto('/company-service/report-query');
  await expect(total(page)).toBeVisible();
  const reportno = (await shown(page).first().locator('td').first().textContent())!.trim();
  expect(reportno).toMatch(/^NB[TA]J-\d{4}-\d{7}$/);

  await page.getByRole('textbox', { name: '报告编号' }).fill(reportno);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(total(page)).toHaveText('共 1 条');
  await shown(page)
    .first()
    .getByRole('button', { name: /^查\s*看$/ })
    .click();
  await expect(page).toHaveURL(/\/company-service\/report-detail\?mode=view/);
  await expect(page.getByText(new RegExp(`^检验报告 ${reportno}（`))).toBeVisible();

  const answered = page.waitForResponse((r) => r.url().includes('/print/pdf/inspectionReport'));
  await page.getByRole('button', { name: '查看报告' }).click();
  const response = await answered;
  expect(response.headers()['content-type']).toBe('application/pdf');
  const text = pdfText(await response.body());
  expect(text).toContain('特种设备检验报告');
  expect(text).toContain(reportno);
  expect(text).toMatch(/检验结论\s+(符合要求|基本符合要求|不符合要求|合格|复检合格|不合格|复检不合格)/);
  const viewer = page.getByRole('dialog', { name: `检验报告 - ${reportno}` });
  await expect(viewer.locator('iframe')).toHaveAttribute('src', /^blob:/);
  const download = page.waitForEvent('download');
  await viewer.getByRole('button', { name: /^下\s*载$/ }).click();
  expect((await download).suggestedFilename()).toBe(`检验报告_${reportno}.pdf`);
  await viewer
    .getByRole('button', { name: /^关\s*闭$/ })
    .last()
    .click();

  // The mark of the report, downloaded.
  const mark = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载检验标志' }).click();
  expect((await mark).suggestedFilename()).toBe(`检验标志_${reportno}.pdf`);

  // A question about the report: the subject comes with it.
  await page.getByRole('button', { name: '咨询此报告' }).click();
  await expect(page.getByRole('textbox', { name: '报告/申请编号' })).toHaveValue(reportno);
  await page.getByRole('textbox', { name: '咨询主题' }).fill('检验结论的依据');
  await page.getByRole('textbox', { name: '咨询内容' }).fill('请说明本报告检验结论的依据。');
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page).toHaveURL(/\/company-service\/interaction-detail\?mode=view&id=/);
  await expect(page.getByText('待答复').filter({ visible: true }).first()).toBeVisible();
  const id = new URL(page.url()).searchParams.get('id')!;

  await answerAsAuthority(browser, baseURL!, id, '结论依据相应安全技术规范作出。');
  await page.reload();
  await expect(page.getByText('结论依据相应安全技术规范作出。')).toBeVisible();
  await expect(page.getByText('已答复').filter({ visible: true }).first()).toBeVisible();

  // The unit replies in the same thread.
  await page.getByRole('textbox', { name: '回复' }).fill('明白了，谢谢。');
  await page.getByRole('button', { name: '发送回复' }).click();
  await expect(page.getByText('明白了，谢谢。')).toBeVisible();
});

test('every self-service page renders for a use unit; the equipment file links to its reports', async ({
  page,
}) => {
  // Every self-service page in turn: longer than one page's budget.
  test.setTimeout(120_000);
  await login(page, 'syqy');
  const lists: [string, string][] = [
    ['/company-service/report-query', '/company-service/report-detail'],
    ['/company-service/jcbz', '/company-service/report-detail'],
    ['/company-service/check-online', '/company-service/check-online/detail'],
    ['/company-service/check-install', '/company-service/check-install/detail'],
    ['/company-service/check-record', '/company-service/check-record/detail'],
    ['/company-service/invoice', '/company-service/invoice-detail'],
    ['/company-service/interaction', '/company-service/interaction-detail'],
  ];
  for (const [list, detail] of lists) {
    await page.goto(list);
    await expect(total(page), list).toBeVisible();
    await expect(shown(page).first()).toBeVisible();
    await shown(page)
      .first()
      .getByRole('button', { name: /^查\s*看$/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${detail}\\?`));
    await expect(page.getByRole('button', { name: /^返\s*回$/ }).filter({ visible: true })).toBeVisible();
  }
  await page.goto('/company-service/interaction-detail?mode=add');
  await expect(page.getByRole('textbox', { name: '咨询主题' })).toBeVisible();

  // A report number in the equipment file's inspection history opens that report.
  await page.goto('/equipment/query-comprehensive');
  await shown(page)
    .first()
    .getByRole('button', { name: /^查\s*看$/ })
    .click();
  await page.getByRole('tab', { name: /^检验记录（\d+）$/ }).click();
  const link = page.getByRole('tabpanel').filter({ visible: true }).getByRole('link').first();
  const reportno = (await link.textContent())!;
  await link.click();
  await expect(page.getByText(new RegExp(`^检验报告 ${reportno}（`))).toBeVisible();

  // The keys on the report open the two no-account entries, in a browser without a session.
  await page.getByRole('tab', { name: '无账号领取与报检' }).click();
  const keys = page.getByRole('tabpanel').filter({ visible: true }).locator('code');
  const collectKey = (await keys.nth(0).textContent())!;
  const periodicKey = (await keys.nth(1).textContent())!;
  await page.context().clearCookies();
  await page.goto(`/no-account/self-collect?key=${collectKey}`);
  await expect(page.getByText(reportno, { exact: true })).toBeVisible();
  await page.goto('/no-account/self-collect');
  await page.getByRole('textbox', { name: '自助领取码' }).fill('0'.repeat(32));
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page.getByRole('alert')).toContainText('领取码或报检码无效');
  await page.goto(`/no-account/periodic-inspection?key=${periodicKey}`);
  await expect(page.getByRole('textbox', { name: '联系人' })).toBeVisible();
  await page.getByRole('textbox', { name: '联系人' }).fill('李师傅');
  await page.getByRole('textbox', { name: '联系电话' }).fill('13857409999');
  const soon = dayFromToday(7);
  await page.getByRole('textbox', { name: '期望检验日期' }).fill(soon);
  // Enter takes the date and submits the form, as 提交报检申请 does.
  await page.getByRole('textbox', { name: '期望检验日期' }).press('Enter');
  await expect(page.getByText(/受理号：WZH\d{12}/)).toBeVisible();
});
