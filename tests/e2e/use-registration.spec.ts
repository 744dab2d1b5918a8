import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { test, expect, login, pickOption, otherBrowser } from './fixtures';
import { choose, field, png } from './forms';

const work = mkdtempSync(join(tmpdir(), 'use-registration-e2e-'));
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

const CERTIFICATE = /^梯11浙B\d{5}\(\d{2}\)$/;

/** A second browser, logged in as the registration authority (the demo administrator). */
async function authority(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await otherBrowser(browser, baseURL);
  const page = await context.newPage();
  await login(page, 'admin');
  return page;
}

/**
 * Uploads a PNG into the attachment field labelled `label`; waits until the server's list holds it
 * once (the upload's own row and the reloaded list can overlap for a moment).
 */
async function attach(page: Page, label: string, name: string) {
  await field(page, label).locator('input[type=file]').first().setInputFiles(png(name));
  await expect(field(page, label).getByText(name)).toHaveCount(1);
}

/** Answers the confirmation an action asks. */
async function confirmDialog(page: Page) {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^确\s*定$/ })
    .click();
}

/** The unit files a new passenger elevator with its three attachments and commits it. */
async function fileNewElevator(
  page: Page,
  name: string,
  deviceCode: string,
  beforeAttaching?: () => Promise<void>,
) {
  await page.goto('/use-record/apply');
  await page.getByRole('combobox', { name: '设备类别/品种' }).click();
  for (const level of ['电梯', '曳引与强制驱动电梯', '曳引驱动乘客电梯']) {
    await page.locator(`.ant-cascader-menu-item[title="${level}"]`).click();
  }
  await page.getByRole('textbox', { name: '设备代码' }).fill(deviceCode);
  await page.getByRole('textbox', { name: '设备名称' }).fill(name);
  await page.getByRole('textbox', { name: '制造单位' }).fill('日立电梯（中国）有限公司');
  await choose(page, '所在区域', '鄞州区');
  await page.getByRole('textbox', { name: '使用地点' }).fill('宁波市鄞州区天童南路588号1号楼');
  await page.getByRole('textbox', { name: /^\*?\s*安全管理人员$/ }).fill('王丽娟');
  await page.getByRole('textbox', { name: '安全管理人员手机' }).fill('13857401234');
  await beforeAttaching?.();
  await attach(page, '使用登记表（加盖公章）', 'form.png');
  await attach(page, '产品合格证', 'product.png');
  await attach(page, '监督检验证明', 'supervision.png');
  await page.getByRole('button', { name: '保存并提交' }).click();
  await expect(page).toHaveURL(/\/use-record\/query$/);
}

/** Opens an application from its query list by the equipment's name. */
async function openFromList(page: Page, list: string, name: string) {
  await page.goto(list);
  await page.getByRole('button', { name: /展\s*开/ }).click();
  await page.getByRole('textbox', { name: '设备名称' }).fill(name);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: /查\s*看/ })
    .click();
  await expect(page.getByText(new RegExp(`：${name}（`))).toBeVisible();
}

/** The value of a field on a detail page (bordered descriptions: label and value cells of one row). */
const valueOf = (page: Page, label: string) =>
  page
    .locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::td[1]')
    .first();

const status = (page: Page, text: string) => expect(valueOf(page, '办理状态')).toHaveText(text);

test('use registration: an elevator registered, accepted and completed; its certificate on the file and as a PDF', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two parties, an audit and a PDF: longer than one page's budget.
  test.setTimeout(120_000);
  await login(page, 'syqy');
  await fileNewElevator(page, '浏览器登记客梯', '311033012202100456', async () => {
    // checkUseAtt names what is missing before the commit is sent.
    await page.getByRole('button', { name: '保存并提交' }).click();
    await expect(page.getByText('请先上传：使用登记表（加盖公章）、产品合格证、监督检验证明')).toBeVisible();
  });
  await expect(page.getByRole('row', { name: /浏览器登记客梯/ })).toContainText('待受理');

  const admin = await authority(browser, baseURL);
  await openFromList(admin, '/use-record/query', '浏览器登记客梯');
  await expect(valueOf(admin, '使用单位')).toHaveText('宁波甬江化工机械有限公司');
  await admin.getByRole('button', { name: /^受\s*理$/ }).click();
  await confirmDialog(admin);
  await status(admin, '已受理');
  await admin.getByRole('button', { name: /^办\s*结$/ }).click();
  await confirmDialog(admin);
  await status(admin, '已办结');
  const number = valueOf(admin, '使用登记证编号');
  await expect(number).toHaveText(CERTIFICATE);
  const certificate = (await number.textContent())!;
  await admin.context().close();

  // The unit: the flow log, the certificate as a PDF, the number on the equipment file.
  await openFromList(page, '/use-record/query', '浏览器登记客梯');
  await status(page, '已办结');
  await page.getByRole('tab', { name: '流程记录' }).click();
  for (const step of ['提交申请', '受理', '办结'])
    await expect(page.getByText(step, { exact: true })).toBeVisible();
  const answered = page.waitForResponse((r) => r.url().includes('/print/pdf/useCertificate'));
  await page.getByRole('button', { name: '使用登记证' }).click();
  const response = await answered;
  expect(response.headers()['content-type']).toBe('application/pdf');
  const file = join(work, 'certificate.pdf');
  writeFileSync(file, await response.body());
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('特种设备使用登记证');
  expect(text).toContain('浏览器登记客梯');
  const viewer = page.getByRole('dialog', { name: `使用登记证 - ${certificate}` });
  await expect(viewer.locator('iframe')).toHaveAttribute('src', /^blob:/);
  await viewer
    .getByRole('button', { name: /^关\s*闭$/ })
    .last()
    .click();

  await page.goto('/equipment/query-comprehensive');
  await page.getByRole('textbox', { name: '设备代码' }).fill('311033012202100456');
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await page
    .getByRole('row', { name: /浏览器登记客梯/ })
    .getByRole('button', { name: /查\s*看/ })
    .click();
  await expect(page).toHaveURL(/\/equipment\/detail\/elevator/);
  await expect(valueOf(page, '使用登记证编号')).toHaveText(certificate);
});

test('use registration: withdrawn while waiting; once accepted a withdraw is refused and nothing changes', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two parties, two applications: longer than one page's budget.
  test.setTimeout(120_000);
  await login(page, 'syqy');
  await fileNewElevator(page, '撤回测试客梯', '311033012202100457');
  await openFromList(page, '/use-record/query', '撤回测试客梯');
  await page.getByRole('button', { name: /^撤\s*回$/ }).click();
  await confirmDialog(page);
  await expect(page.getByText('已撤回', { exact: true }).first()).toBeVisible();
  await status(page, '已撤回');
  await expect(page.getByRole('button', { name: /^撤\s*回$/ })).toHaveCount(0);

  // A second one: the unit has it open while the authority accepts it.
  await fileNewElevator(page, '受理后撤回客梯', '311033012202100458');
  await openFromList(page, '/use-record/query', '受理后撤回客梯');
  const admin = await authority(browser, baseURL);
  await openFromList(admin, '/use-record/query', '受理后撤回客梯');
  await admin.getByRole('button', { name: /^受\s*理$/ }).click();
  await confirmDialog(admin);
  await status(admin, '已受理');
  await admin.context().close();

  await page.getByRole('button', { name: /^撤\s*回$/ }).click();
  await confirmDialog(page);
  await expect(page.getByText('该使用登记申请当前状态为“已受理”，不能撤回')).toBeVisible();
  await page.reload();
  await status(page, '已受理');
  await expect(page.getByRole('button', { name: /^撤\s*回$/ })).toHaveCount(0);
});

/**
 * The unit files a change of the n-th of its passenger elevators (the kind's own fields filled by
 * `fill`) and commits it; answers the elevator's device code.
 */
async function fileChange(page: Page, kind: string, nth: number, fill: () => Promise<void>) {
  await page.goto('/company-service/change-register');
  // 地址变更 is the form's default. The form's select is the required one: the query list's tab,
  // kept alive, has a 变更类别 of its own.
  if (kind !== '地址变更') {
    const kindSelect = page.locator('.ant-select').filter({
      has: page.getByRole('combobox', { name: '* 变更类别' }),
    });
    await expect(async () => {
      await kindSelect.click();
      await pickOption(page, kind);
      await expect(kindSelect).toContainText(kind, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  }
  await page.getByLabel('变更设备').click();
  await page.getByLabel('变更设备').fill('曳引驱动乘客电梯');
  // The picker's options (another select's closing list may still be in the document).
  const option = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: /（\d{18}）/ })
    .nth(nth);
  await expect(option).toBeVisible();
  const deviceCode = /（(\d{18})）/.exec((await option.getAttribute('title'))!)![1]!;
  await option.click();
  await page.getByRole('textbox', { name: '变更原因' }).fill(`${kind}测试`);
  await fill();
  await attach(page, '使用登记表（加盖公章）', 'form.png');
  await attach(page, '变更证明材料', 'proof.png');
  await page.getByRole('button', { name: '保存并提交' }).click();
  await expect(page).toHaveURL(/\/company-service\/change-query$/);
  return deviceCode;
}

/** The authority accepts and completes the change of that kind of that equipment. */
async function completeChange(admin: Page, kind: string, deviceCode: string) {
  await admin.goto('/company-service/change-query');
  await admin.getByRole('button', { name: /展\s*开/ }).click();
  await admin.getByRole('textbox', { name: '设备代码' }).fill(deviceCode);
  await admin.getByRole('button', { name: /^查\s*询$/ }).click();
  await admin
    .getByRole('row', { name: new RegExp(`${kind}.*${deviceCode}`) })
    .getByRole('button', { name: /查\s*看/ })
    .click();
  await admin.getByRole('button', { name: /^受\s*理$/ }).click();
  await confirmDialog(admin);
  await status(admin, '已受理');
  await admin.getByRole('button', { name: /^办\s*结$/ }).click();
  await confirmDialog(admin);
  await status(admin, '已办结');
}

/** The unit's comprehensive query for a device code: its rows' count. */
async function findEquipment(page: Page, deviceCode: string) {
  await page.goto('/equipment/query-comprehensive');
  await page.getByRole('textbox', { name: '设备代码' }).fill(deviceCode);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
}

test('change registration: a change of address shows on the file; a transfer moves the elevator to the other unit', async ({
  page,
  browser,
  baseURL,
}) => {
  // A change audited and a transfer received by another unit: longer than one page's budget.
  test.setTimeout(120_000);
  await login(page, 'syqy');
  const moved = await fileChange(page, '地址变更', 0, async () => {
    await choose(page, '变更后所在区域', '江北区');
    await page.getByRole('textbox', { name: '变更后使用地点' }).fill('宁波市江北区长兴路100号3号楼');
  });
  const sold = await fileChange(page, '过户', 1, async () => {
    await page.getByRole('textbox', { name: '受让单位统一社会信用代码' }).fill('91330281MA2B9WQ300');
  });

  const admin = await authority(browser, baseURL);
  await completeChange(admin, '地址变更', moved);
  await completeChange(admin, '过户', sold);
  await expect(valueOf(admin, '受让单位')).toHaveText('宁波三江物业服务有限公司');
  await admin.context().close();

  await findEquipment(page, moved);
  await page
    .getByRole('row', { name: new RegExp(moved) })
    .getByRole('button', { name: /查\s*看/ })
    .click();
  await expect(valueOf(page, '详细地址')).toHaveText('宁波市江北区长兴路100号3号楼');

  // The transferred elevator has left the unit's lists and is in the receiving unit's.
  await findEquipment(page, sold);
  await expect(page.getByText('暂无数据').filter({ visible: true })).toBeVisible();
  const receiver = await (await otherBrowser(browser, baseURL)).newPage();
  await login(receiver, 'duojs');
  await findEquipment(receiver, sold);
  await expect(receiver.getByRole('row', { name: new RegExp(sold) })).toBeVisible();
  await receiver.context().close();
});
