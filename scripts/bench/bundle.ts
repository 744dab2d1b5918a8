import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { baseUrl, launch, logIn, resetStandIn, type Figure } from './common';

/** Sums the gzip size (node:zlib, level 6 as nginx is configured) of every .js the page really loaded. */
async function scriptsLoadedWhile(page: Page, action: () => Promise<void>) {
  const loaded = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const listener = (response: import('@playwright/test').Response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || loaded.has(url.pathname)) return;
    loaded.set(url.pathname, 0);
    pending.push(
      response.body().then((body) => {
        loaded.set(url.pathname, gzipSync(body, { level: 6 }).length);
      }),
    );
  };
  page.on('response', listener);
  await action();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', listener);
  if (process.env.BENCH_VERBOSE) {
    for (const [file, size] of [...loaded].sort((a, b) => b[1] - a[1]))
      console.log(`       ${file} ${(size / 1024).toFixed(1)} KB`);
  }
  return { files: loaded.size, bytes: [...loaded.values()].reduce((a, b) => a + b, 0) };
}

export async function measureBundles(): Promise<Figure[]> {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await resetStandIn(page);
    const login = await scriptsLoadedWhile(page, async () => {
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel('账号').waitFor();
    });
    await page.close();

    // /home after login: a fresh page that lands on /home with the session cookie (cold cache).
    const context = await browser.newContext();
    const first = await context.newPage();
    await logIn(first, 'wbdw');
    await first.close();
    const homePage = await context.newPage();
    const home = await scriptsLoadedWhile(homePage, async () => {
      await homePage.goto(`${baseUrl}/home`);
      await homePage.waitForURL(/\/home/);
    });
    return [
      {
        name: `JS gzip /login (${login.files} files)`,
        value: +(login.bytes / 1024).toFixed(1),
        unit: 'KB',
        budget: 200,
      },
      {
        name: `JS gzip /home (${home.files} files)`,
        value: +(home.bytes / 1024).toFixed(1),
        unit: 'KB',
        budget: 300,
      },
    ];
  } finally {
    await browser.close();
  }
}
