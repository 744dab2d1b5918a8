import type { Page } from '@playwright/test';
import { ROLE_MENUS, ROLE_TYPES, type RoleType } from '../../src/domain/access';
import { canOpen, mainPages } from '../../src/routes/lookup';
import { test, expect, login } from './fixtures';

/** One demo account per role type (README's table). */
const ACCOUNTS: Record<RoleType, string> = {
  [ROLE_TYPES.manufacturing]: 'zzdw',
  [ROLE_TYPES.construction]: 'sgdw',
  [ROLE_TYPES.use]: 'syqy',
  [ROLE_TYPES.maintenance]: 'wbdw',
  [ROLE_TYPES.inspection]: 'jydw',
  [ROLE_TYPES.admin]: 'admin',
};

const WIDTHS = [1440, 1280, 1024];
/** Widths at which a list's default columns fit its card with the sider open: no scroll, nothing covered. */
const AT_REST_WIDTHS: ReadonlySet<number> = new Set([1440, 1280]);

/** The menu's pages a role may open (pages that only open from another page need a record). */
const menuPagesOf = (roleType: RoleType) =>
  mainPages.filter((p) => !p.meta.hideInMenu && !p.meta.href && canOpen(p, ROLE_MENUS[roleType]));

/** Opens a page inside the running portal, as the menu does (no reload: the session and tabs stay). */
async function openInPortal(page: Page, path: string, title: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator('[data-tab] [role="tab"][aria-selected="true"]')).toHaveText(title);
  // The page itself (its code loads first), then its first answer: no spinner left in it.
  await page
    .locator(
      '.shell-content .ant-card:visible, .shell-content .ant-result:visible, .shell-content form:visible',
    )
    .first()
    .waitFor({ timeout: 20_000 });
  await expect(page.locator('.shell-content .ant-spin-spinning:visible')).toHaveCount(0, { timeout: 20_000 });
}

/**
 * Every cell of the shown page's tables (header and the first rows), checked as a user sees it. At
 * rest (`atRest`: the widths users mostly have) the list's default columns fit its card: no sideways
 * scroll, and at scrollLeft 0 each cell lies whole left of the fixed 操作 column and inside the table's
 * box (a status tag half under 操作 reads "待"). On a narrower screen a table wider than its card may
 * scroll sideways under the fixed column, so each cell must come fully into view at some scroll
 * position (else it is covered or off-screen for good). At any width no cell's content may be wider
 * than the cell (clipped) unless it ellipsizes on purpose and gives the whole text in a title.
 */
function tableProblems(atRest: boolean): string[] {
  const problems: string[] = [];
  const visible = (el: Element) => el.checkVisibility();
  const tables = [...document.querySelectorAll('.shell-content .ant-table')].filter(visible);
  for (const table of tables) {
    const scroller =
      table.querySelector<HTMLElement>('.ant-table-content, .ant-table-body') ?? (table as HTMLElement);
    const headers = [...table.querySelectorAll<HTMLElement>('.ant-table-thead > tr > th')].map((th) =>
      th.innerText.trim(),
    );
    const rows = [
      ...table.querySelectorAll('.ant-table-thead > tr'),
      ...[...table.querySelectorAll('.ant-table-tbody > tr.ant-table-row')].slice(0, 10),
    ];
    const cellsOf = (row: Element) =>
      [...row.children].filter(
        (c): c is HTMLElement =>
          c instanceof HTMLElement && visible(c) && c.getBoundingClientRect().width > 0,
      );
    const isFixed = (cell: Element) => /ant-table-cell-fix-(end|right)/.test(cell.className);
    const seen = new Set<HTMLElement>();
    const maxScroll = scroller.scrollWidth - scroller.clientWidth;
    if (atRest && maxScroll > 1)
      problems.push(`wider than its card at rest (${maxScroll} px to scroll sideways)`);
    const step = Math.max(1, Math.floor(scroller.clientWidth / 2));
    for (let left = 0; ; left = Math.min(maxScroll, left + step)) {
      scroller.scrollLeft = left;
      const box = scroller.getBoundingClientRect();
      for (const row of rows) {
        const cells = cellsOf(row);
        const fixed = cells.find(isFixed);
        const end = Math.min(box.right, window.innerWidth, fixed?.getBoundingClientRect().left ?? Infinity);
        for (const cell of cells) {
          const rect = cell.getBoundingClientRect();
          if (rect.left >= box.left - 1 && rect.right <= end + 1) seen.add(cell);
        }
      }
      if (atRest || left >= maxScroll) break;
    }
    scroller.scrollLeft = 0;
    for (const row of rows) {
      for (const [index, cell] of cellsOf(row).entries()) {
        const text = (cell.innerText || cell.getAttribute('aria-label') || '').trim();
        if (isFixed(cell) || !text) continue;
        const where = `column「${headers[index] ?? index}」${cell.tagName === 'TH' ? ' header' : ''}`;
        if (!seen.has(cell))
          problems.push(
            atRest
              ? `${where} not fully in view at rest (under the fixed column or past the card's edge)`
              : `${where} never fully in view (covered by the fixed column or off-screen)`,
          );
        const deliberate = cell.hasAttribute('title') || cell.querySelector('[title]') !== null;
        const clipped = [cell, ...cell.querySelectorAll<HTMLElement>('*')].some(
          (el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1,
        );
        if (clipped && !deliberate) problems.push(`${where} clipped`);
      }
    }
  }
  return [...new Set(problems)];
}

/**
 * tableProblems once the page has laid out again after a resize (the table measures its columns on the
 * frames after it): asked again for up to a second while problems remain.
 */
async function settledProblems(page: Page, atRest: boolean): Promise<string[]> {
  let problems: string[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (attempt) await page.waitForTimeout(200);
    problems = await page.evaluate(tableProblems, atRest);
    if (!problems.length) break;
  }
  return problems;
}

for (const [roleType, account] of Object.entries(ACCOUNTS) as [RoleType, string][]) {
  test(`list pages of ${account}: default columns fit at rest at ${[...AT_REST_WIDTHS].join(', ')} px, every cell uncovered and uncut at ${WIDTHS.join(', ')} px`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await login(page, account);
    await expect(page).toHaveURL(/\/(home|[a-z-]+\/)/);
    const pages = menuPagesOf(roleType);
    const problems: string[] = [];
    let lists = 0;
    // Each page opens once; the window is then narrowed under it, as a kept-alive tab meets a resize.
    for (const entry of pages) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await openInPortal(page, entry.fullPath, entry.meta.title);
      const tables = page.locator('.shell-content .ant-table:visible');
      if ((await tables.count()) === 0) continue;
      lists += 1;
      // Rows, or the empty list's placeholder (a form's table of picked records may have neither yet).
      await tables
        .first()
        .locator('.ant-table-tbody > tr.ant-table-row, .ant-table-tbody > tr.ant-table-placeholder')
        .first()
        .waitFor({ timeout: 5_000 })
        .catch(() => undefined);
      // The placeholder shows while the first rows load, too.
      await expect(page.locator('.shell-content .ant-spin-spinning:visible')).toHaveCount(0, {
        timeout: 20_000,
      });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const problem of await settledProblems(page, AT_REST_WIDTHS.has(width)))
          problems.push(`${width}px ${entry.meta.title}: ${problem}`);
      }
    }
    // The role has lists to check, and none hides or cuts a cell.
    expect(lists).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
}
