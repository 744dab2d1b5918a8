import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, login, pickOption } from './fixtures';
import { readSheet } from '../helpers/workbooks';

const DEVICE_CODE = '311033012202100456';

/** Fills the add form of an elevator with the example codes of docs/requirements.md. */
async function fillElevator(page: Page) {
  await page
    .getByRole('group', { name: '设备类别' })
    .getByRole('button', { name: /^电\s*梯$/ })
    .click();
  await page.getByRole('combobox', { name: '设备品种' }).click();
  await pickOption(page, '曳引驱动乘客电梯');
  await page.getByRole('textbox', { name: '设备代码' }).fill(DEVICE_CODE);
  await page.getByRole('textbox', { name: '注册代码' }).fill('31103302122019050123');
  await page.getByRole('textbox', { name: '使用登记证编号' }).fill('梯11浙B01234(19)');
  await page.getByRole('textbox', { name: '设备名称' }).fill('浏览器测试客梯');
  await page.getByRole('combobox', { name: '所在区域' }).click();
  await pickOption(page, '鄞州区');
  await page.getByRole('textbox', { name: '详细地址' }).fill('宁波市鄞州区天童南路588号1号楼');
  await page.getByRole('textbox', { name: /^\*?\s*安全管理人员$/ }).fill('王丽娟');
  await page.getByRole('textbox', { name: '安全管理人员手机' }).fill('13857401234');
  await page.getByRole('textbox', { name: '制造单位' }).fill('日立电梯（中国）有限公司');
  await page.getByRole('textbox', { name: '额定速度(m/s)' }).fill('1.75');
  await page.getByRole('textbox', { name: '额定载重量(kg)' }).fill('1000');
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
}

test('equipment: overview to a list by its figure, filter; add an elevator, a duplicate refused', async ({
  page,
}) => {
  await login(page, 'syqy');
  await page.goto('/equipment/overview');

  // The overdue figure opens the overdue list with as many rows.
  const overdue = page.getByRole('link', { name: /^超期未检 \d+$/ });
  const count = Number((await overdue.getAttribute('aria-label'))!.split(' ')[1]);
  expect(count).toBeGreaterThan(0);
  await overdue.click();
  await expect(page).toHaveURL(/\/equipment\/query-timeout$/);
  await expect(page.getByText(`共 ${count} 条`)).toBeVisible();

  // A category's figure opens the list with the category set; a filter narrows it.
  await page.goto('/equipment/overview');
  const elevators = page.getByRole('link', { name: /^电梯设备总数 \d+$/ });
  const elevatorCount = Number((await elevators.getAttribute('aria-label'))!.split(' ')[1]);
  await elevators.click();
  await expect(page).toHaveURL(/\/equipment\/query-comprehensive$/);
  await expect(page.getByText(`共 ${elevatorCount} 条`)).toBeVisible();
  await page.getByRole('button', { name: /展\s*开/ }).click();
  await page.getByRole('textbox', { name: '设备名称' }).fill('自动扶梯');
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  // Kept-alive tabs stay in the document, hidden: only what is shown counts.
  const narrowed = page.getByText(/^共 \d+ 条$/).filter({ visible: true });
  await expect(narrowed).not.toHaveText(`共 ${elevatorCount} 条`);
  const rows = page.locator('tr.ant-table-row').filter({ visible: true });
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText('自动扶梯');

  // Export: the filtered list as a workbook, its header the page's columns, one row per listed row.
  const listedCount = Number((await narrowed.innerText()).match(/\d+/)![0]);
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('button', { name: /导\s*出$/ })
      .filter({ visible: true })
      .click(),
  ]);
  expect(exported.suggestedFilename()).toMatch(/^设备综合查询_\d{8}\.xlsx$/);
  const sheet = await readSheet(await readFile((await exported.path())!));
  expect(sheet.header).toEqual(
    expect.arrayContaining(['设备代码', '注册代码', '使用登记证编号', '设备名称']),
  );
  expect(sheet.rows).toHaveLength(listedCount);
  const nameColumn = sheet.header.indexOf('设备名称');
  for (const row of sheet.rows) expect(String(row[nameColumn])).toContain('自动扶梯');

  // Add an elevator: the kind first, then its form with its technical parameters.
  await page.getByRole('button', { name: '新增设备', exact: true }).click();
  await expect(page).toHaveURL(/\/equipment\/device-info-new$/);
  await fillElevator(page);
  await expect(page).toHaveURL(/\/equipment\/query-comprehensive$/);
  await page.getByRole('button', { name: /^重\s*置$/ }).click();
  await page.getByRole('textbox', { name: '设备代码' }).fill(DEVICE_CODE);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(page.getByRole('row', { name: /浏览器测试客梯/ })).toBeVisible();

  // The same codes again: the stand-in refuses, the form keeps its input.
  await page.getByRole('button', { name: '新增设备', exact: true }).click();
  await fillElevator(page);
  await expect(page.getByText(`设备代码 ${DEVICE_CODE} 已存在，不能重复登记`)).toBeVisible();
  await expect(page).toHaveURL(/\/equipment\/device-info-new$/);
  await expect(page.getByRole('textbox', { name: '设备名称' })).toHaveValue('浏览器测试客梯');
});

/** A demo name of each kind of file (the unit 'syqy' holds some of each), and the kind's route. */
const FILES = [
  ['锅炉', 'boiler', '锅炉'],
  ['储气罐', 'pressureVessel', '压力容器'],
  ['乘客电梯', 'elevator', '电梯'],
  ['桥式起重机', 'hoistingMachinery', '起重机械'],
  ['叉车', 'fieldMotorVehicles', '场(厂)内专用机动车辆'],
  ['观览车', 'majorAmusementFacilities', '大型游乐设施'],
  ['工艺管道', 'pressurePiping', '压力管道（工业、公用）'],
  ['输油管道', 'pressurePipeline', '长输管道'],
  ['架空索道', 'passengerRopeway', '客运索道'],
] as const;

test('equipment files: one of every kind from the comprehensive list; a change request, a second refused', async ({
  page,
}) => {
  await login(page, 'syqy');
  await page.goto('/equipment/query-comprehensive');
  const shown = (text: string | RegExp) => page.getByText(text).filter({ visible: true });
  for (const [name, key, title] of FILES) {
    // The conditions fold after a visit; wait for the toggle before asking which way it stands.
    const toggle = page.getByRole('button', { name: /展\s*开|收\s*起/ }).filter({ visible: true });
    await expect(toggle).toBeVisible();
    if (/展\s*开/.test(await toggle.innerText())) await toggle.click();
    await page.getByRole('textbox', { name: '设备名称' }).fill(name);
    await page.getByRole('button', { name: /^查\s*询$/ }).click();
    const row = page.locator('tr.ant-table-row').filter({ visible: true, hasText: name }).first();
    await row.getByRole('button', { name: /^查\s*看$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/equipment/detail/${key}\\?mode=view&id=`));
    await expect(shown(new RegExp(`^${title.replace(/[()]/g, '\\$&')}档案：`))).toBeVisible();
    await expect(shown('技术参数')).toBeVisible();
    await expect(page.getByRole('tab', { name: /^检验记录（[1-9]\d*）$/ })).toBeVisible();
    if (key !== 'passengerRopeway') await page.getByRole('button', { name: /^返\s*回$/ }).click();
  }

  // The ropeway's file: a change request from edit mode, pending until the authority decides.
  await page.getByRole('button', { name: /^修\s*改$/ }).click();
  await expect(page).toHaveURL(/mode=edit/);
  await page.getByRole('textbox', { name: '单位内编号' }).fill('SD-E2E-01');
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page.getByText('变更申请已提交，待审核通过后生效')).toBeVisible();
  await expect(page).toHaveURL(/mode=view/);
  await expect(shown('变更申请待审核')).toBeVisible();
  await page.getByRole('tab', { name: '变更申请' }).click();
  await expect(shown(/→ SD-E2E-01$/)).toBeVisible();
  await page.getByRole('button', { name: /^修\s*改$/ }).click();
  await page.getByRole('textbox', { name: '单位内编号' }).fill('SD-E2E-02');
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page.getByText('该设备已有待审核的变更申请，请等待审核结果或撤回后再申请')).toBeVisible();
  await expect(page).toHaveURL(/mode=edit/);
});
