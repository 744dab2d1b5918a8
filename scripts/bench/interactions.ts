import type { Page } from '@playwright/test';
import { findPageByPath, mainPages } from '@/routes/lookup';
import { baseUrl, launch, logIn, median, resetStandIn, type Figure } from './common';

/**
 * What a user feels in the shell, timed inside the page (performance.now(), so Playwright's own
 * round trips are not counted), median of 5: a menu click until the list page's first table rows
 * are on screen, and a click on a kept-alive tab until its rows are on screen again. Then the JS
 * heap (after a forced garbage collection) with one tab, and after 20 page visits. And every page of
 * the role's menu, each clicked once from a fresh shell until its content has settled (the first
 * click loads the page's code): the slowest is reported with its route, and timed again with its
 * code cached (median of 3).
 */
const SAMPLES = 5;
/** The list timed from its menu item; its section is folded on the start page (the equipment overview). */
const LIST_PAGE = { section: '作业人员管理', menu: '作业人员查询', path: '/worker/query' };
/** The equipment query, timed the same way over this many records of the logged-in unit. */
const EQUIPMENT_PAGE = { section: '设备管理', menu: '设备综合查询', path: '/equipment/query-comprehensive' };
const EQUIPMENT_RECORDS = 500;

/** In the page: clicks the element, then waits for a visible table row on `path`; returns ms. */
function clickUntilRows(page: Page, selector: string, text: string, path: string): Promise<number> {
  return page.evaluate(
    ({ selector, text, path }) =>
      new Promise<number>((resolve, reject) => {
        const target = [...document.querySelectorAll<HTMLElement>(selector)].find(
          (el) => el.textContent?.trim() === text,
        );
        if (!target) return reject(new Error(`nothing to click: ${selector} "${text}"`));
        const started = performance.now();
        target.click();
        const check = () => {
          const shown =
            location.pathname === path &&
            [...document.querySelectorAll<HTMLElement>('.ant-table-row')].some((row) => row.offsetParent);
          if (shown) return resolve(performance.now() - started);
          if (performance.now() - started > 15_000) return reject(new Error(`no rows on ${path}`));
          requestAnimationFrame(check);
        };
        check();
      }),
    { selector, text, path },
  );
}

/**
 * In the page: clicks the menu item (opening its section first), then waits until the page at `path`
 * shows settled content: something in the content area, and nothing there loading (spinner,
 * skeleton, aria-busy). Returns ms from the item's click.
 */
function clickUntilContent(
  page: Page,
  section: string | undefined,
  item: string,
  path: string,
): Promise<number> {
  return page.evaluate(
    ({ section, item, path }) =>
      new Promise<number>((resolve, reject) => {
        const byText = (selector: string, text: string) =>
          [...document.querySelectorAll<HTMLElement>(selector)].find((el) => el.textContent?.trim() === text);
        const open = section && byText('.ant-menu-submenu-title', section);
        if (open && open.getAttribute('aria-expanded') !== 'true') open.click();
        const started = performance.now();
        const clickItem = () => {
          const target = byText('.ant-menu-item', item);
          if (!target) {
            if (performance.now() - started > 5_000) return reject(new Error(`no menu item "${item}"`));
            return requestAnimationFrame(clickItem);
          }
          const clicked = performance.now();
          target.click();
          const check = () => {
            const content = document.getElementById('shell-content');
            const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
            const busy = [
              ...(content?.querySelectorAll('.ant-spin-spinning, .ant-skeleton, [aria-busy="true"]') ?? []),
            ].some(visible);
            const shown = [...(content?.children ?? [])].some((el) => visible(el) && el.textContent?.trim());
            if (location.pathname === path && shown && !busy) return resolve(performance.now() - clicked);
            if (performance.now() - clicked > 15_000) return reject(new Error(`no content on ${path}`));
            requestAnimationFrame(check);
          };
          check();
        };
        clickItem();
      }),
    { section, item, path },
  );
}

/** Client-side navigation, as a link would do it (the router listens to popstate), until its tab shows. */
async function visit(page: Page, path: string) {
  const title = findPageByPath(path.split('?')[0])?.meta.title;
  if (!title) throw new Error(`no page at ${path}`);
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.locator('[role=tab][aria-selected=true]', { hasText: title }).waitFor();
  await page.waitForLoadState('networkidle');
}

async function heapMegabytes(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return +(usedSize / 1024 / 1024).toFixed(1);
}

export async function measureInteractions(): Promise<Figure[]> {
  const browser = await launch();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // tsx compiles with keepNames: functions passed to evaluate() call its __name helper.
    await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
    const page = await context.newPage();
    await resetStandIn(page);
    await logIn(page, 'syqy');
    await page.waitForLoadState('networkidle');
    const startPath = new URL(page.url()).pathname;

    const heapOneTab = await heapMegabytes(page);

    // Menu click -> first rows: each sample starts from a fresh shell with only the start page open.
    let startTab = '';
    const menuToRows = async (list: typeof LIST_PAGE) => {
      const samples: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        await page.evaluate(() => {
          for (const key of Object.keys(localStorage)) if (key.includes('tabs')) localStorage.removeItem(key);
        });
        await page.goto(`${baseUrl}${startPath}`);
        await page.locator('.ant-menu-submenu-title', { hasText: list.section }).waitFor();
        await page.waitForLoadState('networkidle');
        const item = page.locator('.ant-menu-item', { hasText: list.menu });
        // Unfolding the section is not part of the timed click.
        if (!(await item.isVisible())) {
          await page.locator('.ant-menu-submenu-title', { hasText: list.section }).click();
          await item.waitFor();
        }
        startTab = (await page.locator('[role=tab][aria-selected=true]').textContent())?.trim() ?? '';
        samples.push(await clickUntilRows(page, '.ant-menu-item', list.menu, list.path));
      }
      return samples;
    };

    // The unit's equipment grown to EQUIPMENT_RECORDS (a stand-in control of test mode), then its query.
    const seeded = await page.request.post(`${baseUrl}/esp/__stand-in/seed-equipment`, {
      form: { loginName: 'syqy', count: String(EQUIPMENT_RECORDS) },
    });
    const held = ((await seeded.json()) as { data: { count: number } }).data.count;
    const equipmentSamples = await menuToRows(EQUIPMENT_PAGE);
    const listed = (await page.locator('.ant-pagination-total-text').first().textContent())?.trim();
    if (listed !== `共 ${held} 条`) throw new Error(`the equipment query lists ${listed}, not ${held}`);

    const menuSamples = await menuToRows(LIST_PAGE);

    // Back to a kept-alive tab: from the start page's tab to the list's tab, whose rows stay rendered.
    const tabSamples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      await page.locator('[role=tab]', { hasText: startTab }).click();
      await page.waitForURL((url) => url.pathname !== LIST_PAGE.path);
      tabSamples.push(await clickUntilRows(page, '[role=tab]', LIST_PAGE.menu, LIST_PAGE.path));
    }

    // 20 page visits: every page of the role and records' detail pages (one tab per page, so a
    // detail visited again replaces its tab; the shell keeps at most maxAliveTabs alive).
    const ids = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.ant-table-row')]
        .filter((row) => row.offsetParent)
        .map((row) => row.dataset.rowKey ?? '')
        .filter(Boolean),
    );
    const pages = ['/home', '/notice', '/worker/overview', '/worker/certificate', '/system/account'];
    const visits = [
      ...pages,
      ...ids.slice(0, 10).map((id) => `/worker/detail?mode=view&id=${id}`),
      ...[1, 2, 3, 4, 5].map((n) => `/notice/detail?id=article-${String(n).padStart(3, '0')}`),
    ].slice(0, 20);
    for (const path of visits) await visit(page, path);
    const tabsAlive = await page.locator('[role=tab]').count();
    if (process.env.BENCH_VERBOSE)
      console.log(
        `       visits: ${visits.join(' ')}\n       tabs: ${await page.locator('[role=tab]').allTextContents()}`,
      );
    const heapTwentyVisits = await heapMegabytes(page);

    // Every menu page once from a fresh shell; the slowest again, median of 3.
    const freshShell = async () => {
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage)) if (key.includes('tabs')) localStorage.removeItem(key);
      });
      await page.goto(`${baseUrl}${startPath}`);
      await page.locator('.ant-menu-item, .ant-menu-submenu').first().waitFor();
      await page.waitForLoadState('networkidle');
    };
    // The role's menu as shown: top-level items, then each section's items (opened one by one).
    await freshShell();
    const shownItems = await page.evaluate(async () => {
      const text = (el: Element) => el.textContent?.trim() ?? '';
      const found: { section?: string; item: string }[] = [];
      const root = document.querySelector('.ant-menu-root')!;
      for (const child of root.children) {
        if (child.classList.contains('ant-menu-item')) found.push({ item: text(child) });
        const title = child.querySelector<HTMLElement>(':scope > .ant-menu-submenu-title');
        if (!title) continue;
        if (title.getAttribute('aria-expanded') !== 'true') title.click();
        await new Promise((resolve) => setTimeout(resolve, 300));
        for (const item of child.querySelectorAll('.ant-menu-item'))
          found.push({ section: text(title), item: text(item) });
      }
      return found;
    });
    const menuPages = shownItems.flatMap(({ section, item }) => {
      const entry =
        mainPages.find(
          (p) => p.page && p.meta.title === item && (p.section?.meta.title ?? undefined) === section,
        ) ?? mainPages.find((p) => p.page && p.meta.title === item);
      return entry && entry.fullPath !== startPath ? [{ section, item, path: entry.fullPath }] : [];
    });
    const byRoute: { path: string; ms: number }[] = [];
    for (const { section, item, path } of menuPages) {
      await freshShell();
      byRoute.push({ path, ms: await clickUntilContent(page, section, item, path) });
    }
    const slowest = byRoute.sort((a, b) => b.ms - a.ms)[0];
    const slowestSamples: number[] = [];
    const slowestEntry = slowest && menuPages.find((entry) => entry.path === slowest.path);
    if (slowestEntry)
      for (let i = 0; i < 3; i++) {
        await freshShell();
        slowestSamples.push(
          await clickUntilContent(page, slowestEntry.section, slowestEntry.item, slowestEntry.path),
        );
      }
    if (process.env.BENCH_VERBOSE)
      console.log(
        `       menu -> content: ${byRoute.map((r) => `${r.path} ${Math.round(r.ms)}`).join(', ')} ms`,
      );

    const ms = (values: number[]) => Math.round(median(values));
    console.log(
      `     menu -> rows samples: ${menuSamples.map(Math.round).join(', ')} ms; ` +
        `equipment query (${held} records): ${equipmentSamples.map(Math.round).join(', ')} ms; ` +
        `kept-alive tab samples: ${tabSamples.map(Math.round).join(', ')} ms; ` +
        `${visits.length} visits -> ${tabsAlive} tabs open`,
    );
    return [
      {
        name: 'Menu click to first table rows (median of 5)',
        value: ms(menuSamples),
        unit: 'ms',
        budget: 1000,
      },
      {
        name: `Menu click to first rows of ${EQUIPMENT_PAGE.path}, ${held} records of the unit (median of 5)`,
        value: ms(equipmentSamples),
        unit: 'ms',
        budget: 1000,
      },
      ...(slowest
        ? [
            {
              name:
                `Slowest menu page, first click to settled content (its code loaded on the click), ` +
                `of ${byRoute.length}: ${slowest.path}; again with its code cached: median of 3 ` +
                `${ms(slowestSamples)} ms`,
              value: Math.round(slowest.ms),
              unit: 'ms',
            },
          ]
        : []),
      { name: 'Back to a kept-alive tab (median of 5)', value: ms(tabSamples), unit: 'ms', budget: 200 },
      { name: 'JS heap, one tab', value: heapOneTab, unit: 'MB' },
      {
        name: `JS heap after ${visits.length} page visits (${tabsAlive} tabs open)`,
        value: heapTwentyVisits,
        unit: 'MB',
        budget: 150,
      },
    ];
  } finally {
    await browser.close();
  }
}
