import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { test, expect, login, pickOption, withDemoAids } from './fixtures';
import { submitElevatorApplication } from './forms';
import { daysFromToday } from '../../src/utils/beijingTime';
import { expectEvery } from '../helpers/lists';
import { readSheet } from '../helpers/workbooks';

const rowsOf = (page: Page) => page.locator('.shell-content .ant-table-tbody tr.ant-table-row:visible');

/** The texts of a column's cells on the shown page, by its header. */
async function columnTexts(page: Page, title: string): Promise<string[]> {
  const headers = await page.locator('.shell-content .ant-table-thead:visible > tr > th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === title);
  expect(index, `column ${title} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
  return rowsOf(page).evaluateAll(
    (rows, at) => rows.map((row) => (row.children[at] as HTMLElement).innerText.trim()),
    index,
  );
}

/** Searches the list by 设备代码. */
async function searchCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: '设备代码' }).fill(code);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  // 共 1 条 may still be the last search's answer: wait for this one's row.
  await expect(rowsOf(page).first()).toContainText(code);
  await expect(page.getByText('共 1 条')).toBeVisible();
}

const headerTitles = (page: Page) =>
  page.locator('.shell-content .ant-table-thead:visible > tr > th').allInnerTexts();

test('电梯报检: elevators ticked in two searches are both submitted', async ({ page }) => {
  await withDemoAids(page);
  await login(page, 'syqy');
  await page.goto('/company-service/onlineApplyForElevator');
  await expect(rowsOf(page).first()).toBeVisible();
  const [first, second] = (await columnTexts(page, '设备代码')).slice(0, 2);
  expect(first).not.toBe(second);

  await searchCode(page, first);
  await rowsOf(page).first().getByRole('checkbox').check();
  await expect(page.getByRole('status').filter({ hasText: '已选 1 项' })).toBeVisible();
  await searchCode(page, second);
  // The first search's row is gone from the table, not from the selection.
  await rowsOf(page).first().getByRole('checkbox').check();
  await expect(page.getByRole('status').filter({ hasText: '已选 2 项' })).toBeVisible();
  await page.getByRole('button', { name: /申请报检/ }).click();

  await expect(page.getByText('报检设备（2台）')).toBeVisible();
  for (const code of [first, second]) await expect(page.getByRole('cell', { name: code })).toBeVisible();
  await submitElevatorApplication(page, 'FH-2026-0102');
  await expect(page).toHaveURL(/online-apply-detail\?id=/);
  for (const code of [first, second])
    await expect(page.getByText(code, { exact: true }).filter({ visible: true })).toBeVisible();
});

test('selection: 清空 forgets every ticked row, across pages', async ({ page }) => {
  await login(page, 'syqy');
  await page.goto('/company-service/sbjjList');
  await expect(rowsOf(page).first()).toBeVisible();
  await rowsOf(page).nth(0).getByRole('checkbox').check();
  await page.locator('.shell-content .ant-pagination').getByTitle('2', { exact: true }).click();
  // Page 2's rows, not page 1's still shown while it loads: its first row is not ticked yet.
  await expect(rowsOf(page).nth(0).getByRole('checkbox')).not.toBeChecked();
  await rowsOf(page).nth(0).getByRole('checkbox').check();
  const status = page.getByRole('status').filter({ hasText: /已选/ });
  await expect(status).toHaveText(/已选 2 项/);
  await status.getByRole('button', { name: '清空' }).click();
  await expect(status).toHaveCount(0);
  await expect(page.getByRole('button', { name: /申请报检/ })).toBeDisabled();
});

test('due lists: ordered by 下次检验日期, with 剩余天数 coloured by urgency; 报检 opens the application', async ({
  page,
}, testInfo) => {
  await login(page, 'syqy');
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const [path, urgency] of [
    ['/equipment/query-timeout', 'overdue'],
    ['/equipment/query-about-expire', 'soon'],
  ] as const) {
    // The server orders the whole list (form-encoded POST), not the page shown.
    const listCall = page.waitForRequest((r) => /\/eqm\/list\b/.test(r.url()));
    await page.goto(path);
    expect(new URLSearchParams((await listCall).postData() ?? '').get('orderBy')).toBe('nextinsdate asc');
    await expect(rowsOf(page).first()).toBeVisible();
    const dates = await columnTexts(page, '下次检验日期');
    expect(dates).toEqual([...dates].sort());
    const remaining = await columnTexts(page, '剩余天数');
    expectEvery(
      dates.map((day, i) => [day, remaining[i]] as const),
      ([day, shown]) => {
        const days = daysFromToday(day);
        return shown === (days < 0 ? `已超期 ${-days} 天` : days === 0 ? '今天到期' : `${days} 天`);
      },
      `${path} days left`,
    );
    const marks = page.locator('.shell-content [data-urgency]:visible');
    expectEvery(
      await marks.evaluateAll((els) => els.map((el) => el.getAttribute('data-urgency'))),
      (u) => u === urgency,
    );
    const colour = await marks.first().evaluate((el) => getComputedStyle(el).color);
    expect(colour).toBe(urgency === 'overdue' ? 'rgb(168, 7, 26)' : 'rgb(135, 56, 0)');
  }

  // 即将到期: tick two and open the column settings for the screenshot, then 报检 with them.
  const codes = (await columnTexts(page, '设备代码')).slice(0, 2);
  await rowsOf(page).nth(0).getByRole('checkbox').check();
  await rowsOf(page).nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: '列设置' }).click();
  await expect(page.getByRole('group', { name: '列设置' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('due-list-selection-columns.png') });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^报检/ }).click();
  await expect(page).toHaveURL(/online-apply-form\?equIds=/);
  await expect(page.getByText('报检设备（2台）')).toBeVisible();
  for (const code of codes) await expect(page.getByRole('cell', { name: code })).toBeVisible();
});

test('导出选中 on a due list: the workbook holds exactly the two ticked rows', async ({ page }) => {
  await login(page, 'syqy');
  await page.goto('/equipment/query-timeout');
  await expect(rowsOf(page).nth(2)).toBeVisible();
  const exportSelected = page.getByRole('button', { name: /导出选中/ });
  await expect(exportSelected).toBeDisabled();
  // The first and the third: two rows that are not neighbours, the second left out.
  const codes = await columnTexts(page, '设备代码');
  await rowsOf(page).nth(0).getByRole('checkbox').check();
  await rowsOf(page).nth(2).getByRole('checkbox').check();
  await expect(page.getByRole('status').filter({ hasText: '已选 2 项' })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), exportSelected.click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const sheet = await readSheet(await readFile((await download.path())!));
  const codeColumn = sheet.header.indexOf('设备代码');
  expect(codeColumn, sheet.header.join('|')).toBeGreaterThanOrEqual(0);
  expect(sheet.rows.map((row) => String(row[codeColumn])).sort()).toEqual([codes[0], codes[2]].sort());
});

/** Opens 列设置 on the shown list. */
async function openColumnSettings(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '列设置' }).click();
  const panel = page.getByRole('group', { name: '列设置' });
  await expect(panel).toBeVisible();
  return panel;
}

test('column settings survive a reload for the same user, not for another', async ({ page }) => {
  await login(page, 'syqy');
  await page.goto('/equipment/query-comprehensive');
  await expect(rowsOf(page).first()).toBeVisible();
  const declared = (await headerTitles(page)).map((t) => t.trim()).filter(Boolean);
  expect(declared.slice(0, 3)).toEqual(['设备品种', '设备代码', '设备名称']);
  // A secondary column is offered in the settings, not shown until asked for.
  expect(declared).not.toContain('注册代码');

  const panel = await openColumnSettings(page);
  await panel.getByRole('checkbox', { name: '注册代码' }).check();
  // Up past the hidden 使用登记证编号, then past 注册代码.
  for (let step = 0; step < 2; step += 1)
    await panel.getByRole('button', { name: '上移「设备名称」' }).click();
  const width = panel.getByRole('spinbutton', { name: '「设备代码」列宽' });
  await width.fill('260');
  await width.press('Enter');
  await page.keyboard.press('Escape');
  const arranged = (await headerTitles(page)).map((t) => t.trim()).filter(Boolean);
  expect(arranged).toContain('注册代码');
  expect(arranged.indexOf('设备名称')).toBeLessThan(arranged.indexOf('注册代码'));
  const codeHeader = page.locator('.shell-content .ant-table-thead th', { hasText: /^设备代码$/ });
  await expect
    .poll(() => codeHeader.evaluate((th) => th.getBoundingClientRect().width))
    .toBeGreaterThanOrEqual(250);

  // A filter of the list is kept too.
  await page.getByRole('textbox', { name: '设备代码' }).fill('31');
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await page.reload();
  await expect(rowsOf(page).first()).toBeVisible();
  expect((await headerTitles(page)).map((t) => t.trim()).filter(Boolean)).toEqual(arranged);
  await expect(page.getByRole('textbox', { name: '设备代码' })).toHaveValue('31');

  // Another user at the same browser: the declared columns.
  await page.context().clearCookies();
  await login(page, 'duojs');
  await page.goto('/equipment/query-comprehensive');
  await expect(rowsOf(page).first()).toBeVisible();
  expect((await headerTitles(page)).map((t) => t.trim()).filter(Boolean)).toEqual(declared);
  await expect(page.getByRole('textbox', { name: '设备代码' })).toHaveValue('');

  // Back as the first user: theirs again; 重置 gives the declared ones back.
  await page.context().clearCookies();
  await login(page, 'syqy');
  await page.goto('/equipment/query-comprehensive');
  await expect(rowsOf(page).first()).toBeVisible();
  expect((await headerTitles(page)).map((t) => t.trim()).filter(Boolean)).toEqual(arranged);
  await (await openColumnSettings(page)).getByRole('button', { name: /^重\s*置$/ }).click();
  await expect
    .poll(async () => (await headerTitles(page)).map((t) => t.trim()).filter(Boolean))
    .toEqual(declared);
});

test('a worker added from a filtered list shows in it after 保存', async ({ page }) => {
  await login(page, 'syqy');
  await page.goto('/worker/query');
  await expect(page.getByText('共 120 条')).toBeVisible();
  // A filter the new worker does not match.
  await page.getByRole('textbox', { name: '身份证号' }).fill('330203198001');
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page.getByText('共 120 条')).toHaveCount(0);

  await page.getByRole('button', { name: '新增作业人员' }).click();
  await expect(page).toHaveURL(/\/worker\/detail\?mode=add/);
  // The list's own fields are hidden once the form is there.
  await expect(page.getByText('资格证书', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: '姓名' }).fill('列表回显员');
  await page.getByRole('combobox', { name: '性别' }).click();
  await pickOption(page, '女');
  await page.getByRole('textbox', { name: '身份证号' }).fill('330203199001011236');
  await page.getByRole('textbox', { name: '手机号码' }).fill('13812345679');
  await page.getByRole('textbox', { name: '证书编号' }).fill('TSE2E330200099');
  await page.getByRole('combobox', { name: '作业项目' }).click();
  await pickOption(page, '叉车司机');
  await page.getByRole('textbox', { name: '发证机关' }).fill('宁波市市场监督管理局');
  for (const [label, day] of [
    ['发证日期', '2024-01-01'],
    ['有效期至', '2028-01-01'],
  ]) {
    await page.getByRole('textbox', { name: label }).fill(day);
    await page.getByRole('textbox', { name: label }).press('Enter');
  }
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page).toHaveURL(/\/worker\/query/);
  await expect(page.getByRole('textbox', { name: '身份证号' })).toHaveValue('');
  await expect(page.getByText('共 121 条')).toBeVisible();
  await expect(page.getByRole('row', { name: /列表回显员/ })).toBeVisible();
});

test('设备代码: its structure under the box, the wrong part named as typed', async ({ page }, testInfo) => {
  await login(page, 'syqy');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/equipment/device-info-new');
  await page
    .getByRole('group', { name: '设备类别' })
    .getByRole('button', { name: /^电\s*梯$/ })
    .click();
  await page.getByRole('combobox', { name: '设备品种' }).click();
  await pickOption(page, '曳引驱动乘客电梯');
  const code = page.getByRole('textbox', { name: '设备代码' });
  const item = page.locator('.ant-form-item').filter({ has: code });
  await expect(item.getByText(/结构：品种代码（4位）/)).toBeVisible();

  await code.fill('3120');
  await expect(
    item.getByText('第1–4位品种代码「3120」与所选品种（3110 曳引驱动乘客电梯）不符'),
  ).toBeVisible();
  await code.fill('3110330122099');
  await expect(item.getByText(/第10–13位制造年份「2099」无效/)).toBeVisible();
  await expect(item.locator('[data-part-state="wrong"]')).toHaveText(/制造年份/);
  await code.focus();
  await page.screenshot({ path: testInfo.outputPath('device-code-hint.png') });
  await code.fill('31103301220210');
  await expect(item.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(item.getByText('设备代码为18位，还差4位（缺顺序号）')).toBeVisible();
});
