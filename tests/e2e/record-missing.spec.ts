import type { Page, Request } from '@playwright/test';
import { ROLE_MENUS, ROLE_TYPES, type RoleType } from '@/domain/access';
import { mainPages } from '@/routes/lookup';
import type { PageEntry } from '@/routes/types';
import { test, expect, login } from './fixtures';

/**
 * Every record page of the route table, opened as a user following an old link: without the query
 * that names its record, and with a record nobody has. Each says 未找到该记录 with a way back, and
 * the page neither sends a call with an empty path segment nor meets a failed one.
 */
const recordPages = mainPages.filter((page) => page.meta.record);

/** The demo account of each role type, in the order they are tried for a page. */
const DEMO_LOGINS: [RoleType, string][] = [
  [ROLE_TYPES.use, 'syqy'],
  [ROLE_TYPES.maintenance, 'wbdw'],
  [ROLE_TYPES.construction, 'sgdw'],
  [ROLE_TYPES.manufacturing, 'zzdw'],
  [ROLE_TYPES.admin, 'admin'],
];

/** The first demo account whose role may open the page. */
const loginFor = (page: PageEntry) =>
  DEMO_LOGINS.find(
    ([roleType]) => !page.meta.access || ROLE_MENUS[roleType].some((c) => c === page.meta.access),
  )?.[1];

const UNKNOWN = 'no-such-record';

/** The page's address with every key naming a record nobody has; a new-record page is asked to edit it. */
function unknownRecordPath(page: PageEntry): string {
  const query = new URLSearchParams({ mode: page.meta.record?.orNew ? 'edit' : 'view' });
  for (const key of page.meta.record?.keys ?? []) query.set(key, UNKNOWN);
  return `${page.fullPath}?${query}`;
}

/**
 * What went wrong on the page: failed calls, answers of 400 and up, console errors, empty path
 * segments. Not failures: a call of an earlier document that the test's next page.goto cut short,
 * and a preloaded code chunk the browser drops once nothing waits for it (a chunk that fails to
 * load when it is imported is a console error).
 */
function watchFailures(page: Page) {
  /**
   * The documents the page has committed: a call is of the one open when it was sent. From a page.goto
   * until the next document commits (`leaving`), every call is the previous document's, and so is a
   * late one of its (the bell's figures) that the navigation cuts short.
   */
  const seen = { documents: 0, leaving: false, failures: [] as string[] };
  const openedIn = new WeakMap<Request, number>();
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    seen.documents += 1;
    seen.leaving = false;
  });
  page.on('request', (request) => {
    openedIn.set(request, seen.documents);
    if (new URL(request.url()).pathname.includes('//'))
      seen.failures.push(`empty path segment ${request.url()}`);
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    const dropped =
      seen.leaving ||
      openedIn.get(request) !== seen.documents ||
      new URL(request.url()).pathname.startsWith('/assets/');
    if (error.includes('ERR_ABORTED') && dropped) return;
    seen.failures.push(`failed ${request.url()} ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) seen.failures.push(`HTTP ${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.failures.push(`console ${message.text()}`);
  });
  return seen;
}

async function expectRecordMissing(page: Page, path: string, seen: ReturnType<typeof watchFailures>) {
  seen.leaving = true;
  await page.goto(path);
  const block = page.getByRole('alert').filter({ hasText: '未找到该记录' });
  await expect(block, path).toBeVisible();
  await expect(block.getByRole('button', { name: /^返\s*回/ }), path).toBeVisible();
  // Whatever the page started has answered before the next address is opened.
  await page.waitForLoadState('networkidle');
  expect(seen.failures, path).toEqual([]);
}

test('the route table has record pages, each opened by a demo account', () => {
  expect(recordPages.length).toBeGreaterThan(30);
  expect(recordPages.filter((page) => !loginFor(page)).map((page) => page.name)).toEqual([]);
});

for (const [, loginName] of DEMO_LOGINS) {
  const pages = recordPages.filter((page) => loginFor(page) === loginName);
  if (!pages.length) continue;
  test(`${loginName}: record pages without their record say 未找到该记录 (${pages.length})`, async ({
    page,
  }) => {
    test.setTimeout(20_000 + pages.length * 12_000);
    await login(page, loginName);
    // The landing page's own calls (home's figures, notices) answer before the first record page opens.
    await page.waitForLoadState('networkidle');
    const seen = watchFailures(page);
    for (const entry of pages) {
      if (!entry.meta.record?.orNew) await expectRecordMissing(page, entry.fullPath, seen);
      await expectRecordMissing(page, unknownRecordPath(entry), seen);
    }
  });
}

test('a section whose one page is a record page opens it without one: 返回首页 leaves it', async ({
  page,
}) => {
  await login(page, 'syqy');
  await expectRecordMissing(page, '/pay-code', watchFailures(page));
  await expect(page).toHaveURL(/\/pay-code\/pay-code-order$/);
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).not.toHaveURL(/\/pay-code/);
  await expect(page.getByRole('alert').filter({ hasText: '未找到该记录' })).toBeHidden();
});
