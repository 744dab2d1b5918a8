/**
 * Screenshots of every menu page as each demo account sees it, at the widths users have (1440, 1280,
 * 1024), to look at: columns cut or covered, raw codes, dead controls, empty areas. Not a test: it
 * checks nothing, it shows. A build served with the stand-in must be running:
 *
 *   npx vite build && npx tsx src/mocks/http-server.ts --mode test --config dist/config.json &
 *   npx vite preview --port 4407
 *   E2E_BASE_URL=http://127.0.0.1:4407 npx tsx scripts/screens.ts [out dir] [account ...]
 *
 * Files: <out dir>/<account>/<width>-<route name>.png (out dir /tmp/screens, every account by default).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { ROLE_MENUS, ROLE_TYPES, type RoleType } from '@/domain/access';
import { canOpen, mainPages } from '@/routes/lookup';
import { chromeFlags, chromePath, logIn, resetStandIn } from './bench/common';

/** The demo accounts (README) and the role each logs in as. */
const ACCOUNTS: Record<string, RoleType> = {
  syqy: ROLE_TYPES.use,
  wbdw: ROLE_TYPES.maintenance,
  sgdw: ROLE_TYPES.construction,
  zzdw: ROLE_TYPES.manufacturing,
  jydw: ROLE_TYPES.inspection,
  admin: ROLE_TYPES.admin,
};
const WIDTHS = [1440, 1280, 1024];
const HEIGHT = 900;

const [outDir = '/tmp/screens', ...chosen] = process.argv.slice(2);
const accounts = chosen.length ? chosen : Object.keys(ACCOUNTS);

/** The menu's pages a role may open (pages that open only from another page need a record). */
const menuPagesOf = (roleType: RoleType) =>
  mainPages.filter((p) => !p.meta.hideInMenu && !p.meta.href && canOpen(p, ROLE_MENUS[roleType]));

/** Opens a page inside the running portal as the menu does, and waits for its first answer. */
async function openInPortal(page: Page, path: string, title: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page
    .locator('[data-tab] [role="tab"][aria-selected="true"]', { hasText: title })
    .waitFor({ timeout: 20_000 });
  await page
    .locator(
      '.shell-content .ant-card:visible, .shell-content .ant-result:visible, .shell-content form:visible',
    )
    .first()
    .waitFor({ timeout: 20_000 });
  await page
    .locator('.shell-content .ant-spin-spinning:visible')
    .first()
    .waitFor({ state: 'detached', timeout: 20_000 })
    .catch(() => undefined);
  // Images, fonts and deferred styles settle.
  await page.waitForTimeout(300);
}

await resetStandIn();
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
try {
  for (const account of accounts) {
    const roleType = ACCOUNTS[account];
    if (!roleType) throw new Error(`no demo account ${account}: ${Object.keys(ACCOUNTS).join(', ')}`);
    const dir = join(outDir, account);
    mkdirSync(dir, { recursive: true });
    const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: HEIGHT } });
    const page = await context.newPage();
    await logIn(page, account);
    const pages = [
      { fullPath: '/home', name: 'home', meta: { title: '工作桌面' } },
      ...menuPagesOf(roleType).filter((p) => p.fullPath !== '/home'),
    ];
    for (const entry of pages) {
      try {
        await openInPortal(page, entry.fullPath, entry.meta.title);
      } catch (error) {
        console.warn(`${account} ${entry.fullPath}: ${(error as Error).message.split('\n')[0]}`);
      }
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.waitForTimeout(150);
        await page.screenshot({ path: join(dir, `${width}-${String(entry.name)}.png`) });
      }
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    }
    console.log(`${account}: ${pages.length} pages × ${WIDTHS.length} widths in ${dir}`);
    await context.close();
  }
} finally {
  await browser.close();
}
