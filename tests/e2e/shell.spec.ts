import { test, expect, login, withDemoAids } from './fixtures';
import type { Page } from '@playwright/test';

/** The tab strip's titles, in order. */
const tabTitles = (page: Page) => page.getByRole('tab').allInnerTexts();
const tab = (page: Page, title: string) => page.getByRole('tab', { name: new RegExp(title) });

test('menu pages open as tabs that keep their state, close every way and come back after reload', async ({
  page,
}) => {
  await login(page, 'wbdw');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('设备统计')).toBeVisible();

  await page.getByRole('menuitem', { name: '通知公告' }).click();
  await page.getByPlaceholder('按标题搜索').fill('电梯');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByRole('link', { name: '电梯维护保养单位质量考评结果公示' })).toBeVisible();
  await page.locator('.shell-content').evaluate((el: HTMLElement) => (el.scrollTop = 0));

  await page.getByRole('menuitem', { name: '系统维护' }).click();
  await page.getByRole('menuitem', { name: '账号信息' }).click();
  await expect(page.getByText('登录账号')).toBeVisible();

  // Back to the notices: the filter and its results are as they were.
  const started = Date.now();
  await tab(page, '通知公告').click();
  await expect(page.getByPlaceholder('按标题搜索')).toHaveValue('电梯');
  expect(Date.now() - started).toBeLessThan(1500);
  await expect(page.getByRole('link', { name: '关于锅炉能效测试工作的通知' })).toHaveCount(0);

  // Reload: the same tabs, for this user.
  await page.reload();
  await expect.poll(() => tabTitles(page)).toEqual(['工作桌面', '通知公告', '账号信息']);

  // Right-click menu: close right of 通知公告, then close left (home stays), then close others.
  await tab(page, '通知公告').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭右侧' }).click();
  await expect.poll(() => tabTitles(page)).toEqual(['工作桌面', '通知公告']);
  // After a reload the pages start afresh (only the tab list is kept).
  await expect(page.getByPlaceholder('按标题搜索')).toHaveValue('');
  await page.getByRole('link', { name: '关于开展2026年度电梯定期检验网上预约工作的通知' }).click();
  await expect.poll(() => tabTitles(page)).toEqual(['工作桌面', '通知公告', '通知详情']);
  await tab(page, '通知详情').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭左侧' }).click();
  await expect.poll(() => tabTitles(page)).toEqual(['工作桌面', '通知详情']);
  // 刷新 remounts the page at the same address.
  await tab(page, '通知详情').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '刷新' }).click();
  await expect(page.getByRole('heading', { name: '一、预约范围' })).toBeVisible();
  // Middle click closes; closing the shown tab moves to its neighbour.
  await tab(page, '通知详情').click({ button: 'middle' });
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('menuitem', { name: '通知公告' }).click();
  await tab(page, '通知公告').locator('..').getByLabel('关闭通知公告').click();
  await expect(page).toHaveURL(/\/home$/);
  // The close dropdown: 关闭所有 keeps home.
  await page.getByRole('menuitem', { name: '通知公告' }).click();
  await page.getByLabel('关闭标签').hover();
  await page.getByRole('menuitem', { name: '关闭所有' }).click();
  await expect.poll(() => tabTitles(page)).toEqual(['工作桌面']);
});

test('switching role changes the menu and resets the tabs', async ({ page }) => {
  await login(page, 'duojs');
  await page.getByRole('menuitem', { name: '通知公告' }).click();
  const roleButton = page.getByRole('button', { name: /点此切换角色/ });
  const before = await roleButton.innerText();
  // The tests' browsers ask for less motion (contextOptions.ts): the menu must appear without sliding
  // in. Every class the popup takes is recorded: while it is aligned it wears the appear-prepare
  // classes with or without motion; only a motion goes on to the start and active steps.
  await page.evaluate(() => {
    const classes: string[] = [];
    Object.assign(window, { dropdownClasses: classes });
    new MutationObserver((records) => {
      for (const record of records) {
        const added = [...record.addedNodes].filter((node): node is Element => node instanceof Element);
        for (const element of record.type === 'childList' ? added : [record.target as Element])
          for (const popup of [element, ...element.querySelectorAll('.ant-dropdown')])
            if (popup.classList.contains('ant-dropdown')) classes.push(popup.className);
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
  await roleButton.click();
  await expect(page.locator('.ant-dropdown-menu-item').first()).toBeVisible();
  // Its last state, reached with or without motion, has none of the motion's classes.
  await expect(page.locator('.ant-dropdown').first()).not.toHaveClass(/ant-slide-up/);
  const popupClasses = await page.evaluate(
    () => (window as unknown as { dropdownClasses: string[] }).dropdownClasses,
  );
  expect(popupClasses.length).toBeGreaterThan(0);
  expect(popupClasses.filter((classes) => /ant-slide-up-appear-(start|active)/.test(classes))).toEqual([]);
  const other = page
    .locator('.ant-dropdown-menu-item')
    .filter({ hasNotText: before.split(' ·')[0] })
    .first();
  const otherName = (await other.innerText()).trim();
  await other.click();
  await expect(roleButton).toContainText(otherName);
  await expect.poll(async () => (await tabTitles(page)).length).toBeLessThanOrEqual(2);
  await expect(tab(page, '通知公告')).toHaveCount(0);
});

test('a simple password forces the change-password dialog', async ({ page }) => {
  await login(page, 'jdmm', '12345678');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('当前密码过于简单，请修改后继续使用')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('当前密码').fill('12345678');
  await dialog.getByLabel('新密码', { exact: true }).fill('Ningbo@2026');
  await dialog.getByLabel('确认新密码').fill('Ningbo@2026');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('密码修改成功，请重新登录')).toBeVisible();
});

test('a page that throws is caught in its own tab and logged', async ({ page }) => {
  // The error log page offers its 模拟页面异常 aid only with demo aids on in the runtime config.
  await withDemoAids(page);
  await login(page, 'wbdw');
  await page.getByRole('menuitem', { name: '通知公告' }).click();
  await expect(page.getByPlaceholder('按标题搜索')).toBeVisible();
  await page.goto('./error_logger_page');
  await page.getByRole('button', { name: '模拟页面异常' }).click();
  await expect(page.getByText('页面出错了')).toBeVisible();
  await tab(page, '通知公告').click();
  await expect(page.getByPlaceholder('按标题搜索')).toBeVisible();
  await tab(page, '错误日志').click();
  await page.getByRole('button', { name: /重新加载/ }).click();
  await expect(page.getByRole('cell', { name: '演示：页面渲染异常' })).toBeVisible();
});

test("popups whose code loads at their first use: the header's, and the folded menu's sections and tooltips", async ({
  page,
}) => {
  await login(page, 'wbdw');
  await expect(page.getByText('设备统计')).toBeVisible();
  // The header's buttons keep their place and size when their popups take them over.
  const roleButton = page.getByRole('button', { name: /点此切换角色/ });
  const fullscreen = page.getByRole('button', { name: '全屏' });
  const boxes = async () => [await roleButton.boundingBox(), await fullscreen.boundingBox()];
  const before = await boxes();
  await fullscreen.hover();
  await expect(page.getByRole('tooltip')).toHaveText('全屏');
  await roleButton.hover();
  await roleButton.click();
  await expect(page.locator('.ant-dropdown-menu-item').first()).toBeVisible();
  expect(await boxes()).toEqual(before);
  await page.keyboard.press('Escape');

  // Folded, a section opens as a popup beside the menu, and an entry's title shows as a tooltip.
  await page.locator('.ant-layout-sider-trigger').click();
  await page.locator('.shell-menu .ant-menu-submenu').filter({ hasText: '系统维护' }).hover();
  await expect(
    page.locator('.ant-menu-submenu-popup').getByRole('menuitem', { name: '账号信息' }),
  ).toBeVisible();
  await page.locator('.shell-menu > .ant-menu-item').filter({ hasText: '通知公告' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('通知公告');
  await page.locator('.ant-layout-sider-trigger').click();
});
