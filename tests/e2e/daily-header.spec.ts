import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, login } from './fixtures';

/** A list call of the stand-in in the logged-in user's session: its rows. */
async function rowsOf<T>(page: Page, path: string, form: Record<string, string>): Promise<T[]> {
  const sid = (await page.context().cookies()).find((c) => c.name === 'esp_token')!.value;
  const answer = await page.request.post(`/esp/a/stone/${path}?__sid=${sid}`, { form });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { list: T[] } }).data.list;
}

const activeTab = (page: Page) => page.locator('[data-tab] [role="tab"][aria-selected="true"]');
const searchBox = (page: Page) => page.getByRole('combobox', { name: '按编号查找记录' });

interface Equipment {
  id: string;
  equcode: string;
  equregcode: string;
  usecercode: string;
  equname: string;
}

/** An elevator whose 设备代码 is in none of the unit's other codes: the search finds it alone. */
async function lonelyElevator(page: Page) {
  const elevators = await rowsOf<Equipment>(page, 'eqm/list', {
    equclacode: '3000',
    pageNo: '1',
    pageSize: '500',
  });
  const codes = elevators.flatMap((e) => [e.equcode, e.equregcode, e.usecercode]);
  const elevator = elevators.find((e) => codes.filter((code) => code.includes(e.equcode)).length === 1)!;
  expect(elevator).toBeDefined();
  return elevator;
}

test('header search: keyboard alone opens an equipment file by its 设备代码 and applications by their numbers', async ({
  page,
}) => {
  await login(page, 'syqy');
  await expect(searchBox(page)).toBeVisible();
  const elevator = await lonelyElevator(page);

  // "/" from the page (after the login, focus is in no field) focuses the search.
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type(elevator.equcode);
  await expect(page.getByRole('option', { name: new RegExp(elevator.equcode) })).toBeVisible();
  await expectAccessible(page, { label: 'the open search', within: '.shell-search' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/equipment/detail/elevator\\?mode=view&id=${elevator.id}$`));
  await expect(activeTab(page)).toHaveText('电梯档案');
  await expect(page.getByText(elevator.equcode, { exact: true }).filter({ visible: true })).toBeVisible();

  // Ctrl+K from anywhere, even inside a field: a use registration by its 申请编号.
  const [registration] = await rowsOf<{ id: string; applyNo: string }>(page, 'epPemUseregistApply/list', {
    pageNo: '1',
    pageSize: '1',
  });
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type(registration.applyNo);
  // Enter at once, not waiting for the list: the single match opens as it comes.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/use-record/detail\\?id=${registration.id}$`));
  await expect(activeTab(page)).toHaveText('使用登记详情');
  await expect(page.getByText(registration.applyNo, { exact: true }).filter({ visible: true })).toBeVisible();

  // An online inspection application (报检申请) by its number; Esc first closes a search left half-typed.
  const [application] = await rowsOf<{ id: string; applyNo: string }>(page, 'appOnline/list', {
    pageNo: '1',
    pageSize: '1',
  });
  await page.keyboard.press('Control+k');
  await page.keyboard.type('无此编号');
  await expect(page.getByText('未找到匹配的记录')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('未找到匹配的记录')).toBeHidden();
  await expect(searchBox(page)).toHaveValue('');
  await page.keyboard.press('Control+k');
  await page.keyboard.type(application.applyNo);
  await expect(page.getByRole('option', { name: new RegExp(application.applyNo) })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/company-service/online-apply-detail\\?id=${application.id}$`));
  await expect(activeTab(page)).toHaveText('报检申请详情');

  // Each record opened as a tab, beside the ones before it.
  await expect(page.getByRole('tab', { name: '电梯档案' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '使用登记详情' })).toBeVisible();
});

test('header search on a phone: an icon opens the field over the header, the keyboard works it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'syqy');
  const icon = page.getByRole('button', { name: '按编号查找', exact: true });
  await expect(icon).toBeVisible();
  await expect(searchBox(page)).toBeHidden();
  const elevator = await lonelyElevator(page);

  // "/" opens it too; Esc folds it and gives focus to the icon.
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toBeHidden();
  await expect(icon).toBeFocused();

  // From the icon with Enter: the field lies within the screen, and its matches too.
  await page.keyboard.press('Enter');
  await expect(searchBox(page)).toBeFocused();
  const field = (await searchBox(page).boundingBox())!;
  expect(field.x).toBeGreaterThanOrEqual(0);
  expect(field.x + field.width).toBeLessThanOrEqual(390);
  expect(field.width).toBeGreaterThan(250);
  await page.keyboard.type(elevator.equcode);
  const option = page.getByRole('option', { name: new RegExp(elevator.equcode) });
  await expect(option).toBeVisible();
  const shown = (await option.boundingBox())!;
  expect(shown.x).toBeGreaterThanOrEqual(0);
  expect(shown.x + shown.width).toBeLessThanOrEqual(390);
  await expectAccessible(page, { label: 'the open search on a phone', within: '.shell-search' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/equipment/detail/elevator\\?mode=view&id=${elevator.id}$`));
  // Opened, the field is folded into its icon again.
  await expect(searchBox(page)).toBeHidden();
  await expect(icon).toBeVisible();
});

test('header bell: each count is the 共 N 条 of the list its line opens, the badge their total', async ({
  page,
}) => {
  await login(page, 'syqy');
  const bell = page.getByRole('button', { name: /^待办提醒，共 \d+ 条$/ });
  await expect(bell).toBeVisible();
  const total = Number(/共 (\d+) 条/.exec((await bell.getAttribute('aria-label'))!)![1]);

  await bell.click();
  const items = page.locator('.shell-bell-line');
  await expect(items.first()).toBeVisible();
  const lines = await items.evaluateAll((spans) =>
    spans.map((span) => ({
      label: span.firstElementChild!.textContent!,
      count: Number(span.lastElementChild!.textContent),
    })),
  );
  // The use unit has overdue and due-soon equipment, a returned registration and a fee to pay.
  expect(lines.map((line) => line.label)).toEqual(
    expect.arrayContaining([
      '超期未检设备',
      '即将到期设备 · 30日内到期',
      '使用登记查询 · 已退回',
      '检验缴费 · 待缴费',
    ]),
  );
  expect(lines.reduce((sum, line) => sum + line.count, 0)).toBe(total);
  await expectAccessible(page, { label: 'the open bell', within: '.ant-dropdown' });
  await page.keyboard.press('Escape');

  for (const line of lines) {
    await bell.click();
    await page.getByRole('menuitem', { name: new RegExp(`^${line.label}`) }).click();
    const list = page.locator('.shell-content');
    await expect(list.getByText(`共 ${line.count} 条`).filter({ visible: true })).toBeVisible();
    // The side menu opens the line's section and shows its page selected, in view.
    const entry = page.locator('.shell-sider .ant-menu-item-selected');
    await expect(entry).toHaveText(line.label.split(' · ')[0]);
    await expect(entry).toBeInViewport({ ratio: 1 });
    // A status line shows its condition in the list's query bar.
    const state = line.label.split(' · ')[1];
    if (state?.startsWith('已退回')) {
      const condition = list.getByRole('form', { name: '查询条件' });
      await expect(condition.getByTitle(state, { exact: true }).filter({ visible: true })).toBeVisible();
    }
  }
});

test('header date and welcome line: shown whole or not at all, down to 1024 px wide', async ({ page }) => {
  await login(page, 'admin');
  await expect(searchBox(page)).toBeVisible();
  const info = page.locator('.shell-header-info');
  /** Each of the line's parts that shows, with whether it fits inside the line's box. */
  const parts = () =>
    info.evaluate((line) => {
      const box = line.getBoundingClientRect();
      return [...line.children].flatMap((part) => {
        const own = part.getBoundingClientRect();
        if (!own.width) return [];
        const whole = part.scrollWidth <= part.clientWidth + 1 && own.right <= box.right + 1;
        return [{ text: part.textContent, whole, ellipsis: getComputedStyle(part).textOverflow }];
      });
    });
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.locator('.shell-date')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日星期./);
  for (const width of [1440, 1280, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    // The date is never cut; the welcome line may end in an ellipsis (the unit's name in full is on the page).
    for (const part of await parts()) {
      if (part.ellipsis !== 'ellipsis') expect(part, `at ${width} px`).toMatchObject({ whole: true });
    }
  }
});
