import type { Browser, Page } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { test, expect, expectAccessible, login, pickOption, otherBrowser } from './fixtures';
import { dayFromToday } from '../../src/utils/beijingTime';

const DEVICE_CODE = '311033012202500888';
const SHOTS = process.env.CONSTRUCTION_SHOTS;

async function fillDate(page: Page, label: string, value: string) {
  const input = page.getByRole('textbox', { name: label });
  await input.fill(value);
  await input.press('Enter');
}

/**
 * Picks an option of the select labelled `label` in the record form, until the select shows it (the
 * list behind, kept alive in its hidden tab, has selects of the same labels).
 */
async function choose(page: Page, form: Locator, label: string, option: string) {
  const select = form.locator('.ant-select').filter({ has: page.getByLabel(label) });
  await expect(async () => {
    await form.getByLabel(label).click();
    await pickOption(page, option);
    await expect(select).toContainText(option, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** Another person at another desk: a browser context of their own, logged in. */
async function deskOf(browser: Browser, baseURL: string, loginName: string) {
  const context = await otherBrowser(browser, baseURL);
  const page = await context.newPage();
  await login(page, loginName);
  return { page, close: () => context.close() };
}

/** Opens a notification from the query list by its equipment code. */
async function openNotice(page: Page, equcode: string) {
  await page.goto('/construction/query-list');
  await page.getByRole('button', { name: /展\s*开/ }).click();
  await page.getByRole('textbox', { name: '设备代码' }).fill(equcode);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  const row = page.getByRole('row', { name: new RegExp(equcode) });
  await row.getByRole('button', { name: /查\s*看/ }).click();
  await expect(page).toHaveURL(/\/construction\/detail\?/);
}

/** Takes an action on the open detail page and confirms it. */
async function act(page: Page, action: string | RegExp) {
  await page.getByRole('button', { name: action }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
}

test('construction notification: registered, accepted, supervised, completed, and on the using unit’s file', async ({
  page,
  browser,
  baseURL,
}) => {
  // The unit and the authority in turn, from registration to completion: longer than one page's budget.
  test.setTimeout(120_000);
  await login(page, 'sgdw');
  await page.goto('/construction/register-list');
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
  await expectAccessible(page, { within: '.shell-content' });
  await page.getByRole('button', { name: '登记施工告知' }).click();
  await expect(page).toHaveURL(/\/construction\/register/);

  const form = page.getByRole('form', { name: '记录表单' });
  await choose(page, form, '施工类别', '安装');
  await form.getByLabel('设备类别/品种').click();
  await page
    .locator('.ant-cascader-menu-item')
    .filter({ hasText: /^电梯$/ })
    .click();
  await page.locator('.ant-cascader-menu-item').filter({ hasText: '曳引与强制驱动电梯' }).click();
  await page.locator('.ant-cascader-menu-item').filter({ hasText: '曳引驱动乘客电梯' }).click();
  await page.getByRole('textbox', { name: '设备名称' }).fill('浏览器测试客梯');
  await page.getByRole('textbox', { name: '设备代码' }).fill(DEVICE_CODE);
  await choose(page, form, '所在区域', '海曙区');
  await page.getByRole('textbox', { name: '施工地点' }).fill('宁波市海曙区望春工业园区丽园北路1288号5号楼');
  await fillDate(page, '计划开工日期', dayFromToday(7));
  await fillDate(page, '计划完工日期', dayFromToday(60));
  await choose(page, form, '使用单位', '宁波甬江化工机械有限公司（91330203MA2GQ5X106）');
  await choose(page, form, '监督检验机构', '宁波市特种设备检验研究院（12330200470123456M）');
  await page.getByRole('textbox', { name: '施工负责人' }).fill('徐明');
  await page.getByRole('textbox', { name: '负责人手机' }).fill('13586703456');
  await expectAccessible(page, { within: '.shell-content' });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/register.png`, fullPage: true });
  await page.getByRole('button', { name: /^提\s*交$/ }).click();
  await expect(page).toHaveURL(/\/construction\/query-list/);

  await openNotice(page, DEVICE_CODE);
  await expect(page.getByRole('cell', { name: '待受理', exact: true })).toBeVisible();
  // Committed: the unit may cancel it, no longer edit or commit it.
  await expect(page.getByRole('button', { name: '撤销告知' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^提\s*交$/ })).toHaveCount(0);
  const detailUrl = page.url();

  // The authority accepts it at its own desk.
  const admin = await deskOf(browser, baseURL!, 'admin');
  await admin.page.goto(detailUrl.replace(baseURL!, ''));
  await act(admin.page, /^受\s*理$/);
  await expect(admin.page.getByRole('cell', { name: '已受理', exact: true })).toBeVisible();

  // The unit asks for the supervision inspection and enters the parameters.
  await page.reload();
  await page.getByRole('button', { name: '申请监督检验' }).click();
  await expect(page).toHaveURL(/\/construction\/constructionSbjj\?/);
  await fillDate(page, '约检日期', dayFromToday(10));
  await page.getByRole('textbox', { name: '现场联系人' }).fill('徐明');
  await page.getByRole('textbox', { name: '联系人手机' }).fill('13586703456');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL(/\/construction\/detail\?/);
  await expect(page.getByRole('cell', { name: '监检中', exact: true })).toBeVisible();

  await page.getByRole('button', { name: '填写设备参数' }).click();
  await expect(page).toHaveURL(/\/construction\/constructionSbcs\?/);
  await page.getByRole('textbox', { name: '型号' }).fill('GeN2-MR');
  await page.getByRole('textbox', { name: '产品编号' }).fill('2025A00888');
  await page.getByRole('textbox', { name: '制造单位' }).fill('杭州西奥电梯有限公司');
  await fillDate(page, '制造日期', dayFromToday(-90));
  await page.getByRole('textbox', { name: '额定速度(m/s)' }).fill('1.75');
  await page.getByRole('textbox', { name: '额定载重量(kg)' }).fill('1000');
  await expectAccessible(page, { within: '.shell-content' });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/parameters.png`, fullPage: true });
  await page.getByRole('button', { name: '保存参数' }).click();
  await expect(page).toHaveURL(/\/construction\/detail\?/);
  await page.getByRole('tab', { name: '设备参数', exact: true }).click();
  await expect(page.getByRole('cell', { name: '1.75', exact: true })).toBeVisible();

  // The authority records the work complete: the equipment goes to the using unit's file.
  await admin.page.reload();
  await act(admin.page, '完工确认');
  await expect(admin.page.getByRole('cell', { name: '已完工', exact: true })).toBeVisible();
  await admin.close();

  await page.reload();
  await page.getByRole('tab', { name: '流程记录' }).click();
  for (const stepName of ['提交告知', '受理', '申请监督检验', '填写设备参数', '完工确认']) {
    await expect(page.getByText(stepName, { exact: true }).filter({ visible: true })).toBeVisible();
  }
  await expectAccessible(page, { within: '.shell-content' });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/detail.png`, fullPage: true });

  const user = await deskOf(browser, baseURL!, 'syqy');
  await user.page.goto('/equipment/query-comprehensive');
  await user.page.getByRole('textbox', { name: '设备代码' }).fill(DEVICE_CODE);
  await user.page.getByRole('button', { name: /^查\s*询$/ }).click();
  const filed = user.page.getByRole('row', { name: new RegExp(DEVICE_CODE) });
  await expect(filed).toContainText('浏览器测试客梯');
  await user.close();
});

test('construction notification: a cancelled notification cannot be committed; other unit types are refused', async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page, 'sgdw');
  await page.goto('/construction/query-list');
  await page.getByLabel('状态').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('已退回').click();
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await page
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /查\s*看/ })
    .click();
  await expect(page.getByRole('button', { name: /^提\s*交$/ })).toBeVisible();

  await page.getByRole('button', { name: '撤销告知' }).click();
  const dialog = page.getByRole('dialog', { name: '撤销施工告知' });
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('请填写撤销告知原因')).toBeVisible();
  await dialog.getByLabel('撤销告知原因').fill('业主调整工期，本次施工取消');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByRole('cell', { name: '已撤销', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '业主调整工期，本次施工取消', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^提\s*交$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^修\s*改$/ })).toHaveCount(0);

  // The stand-in refuses a commit of it all the same, in the machine's words.
  const id = new URL(page.url()).searchParams.get('id')!;
  const sid = (await page.context().cookies()).find((c) => c.name === 'esp_token')!.value;
  const detail = await page.request.get(`/esp/a/stone/eqmBcwBasic/detail/${id}?__sid=${sid}`);
  const notice = ((await detail.json()) as { data: Record<string, unknown> }).data;
  const commit = await page.request.post(`/esp/a/stone/eqmBcwBasic/commit?__sid=${sid}`, { data: notice });
  expect(await commit.json()).toMatchObject({
    success: false,
    errorMsg: '该施工告知当前状态为“已撤销”，不能提交',
  });

  // A use unit has no construction pages.
  const user = await deskOf(browser, baseURL!, 'syqy');
  await user.page.goto('/construction/register-list');
  await expect(user.page).toHaveURL(/\/401/);
  await user.close();
});
