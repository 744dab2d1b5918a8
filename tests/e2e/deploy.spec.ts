import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ANTD_CSS_VAR_KEY } from '../../src/app/theme';
import { expect, expectAccessible, forgetCspViolations, login, test } from './fixtures';

/**
 * The production topology: the build served by nginx with deploy/nginx/portal.conf, /esp proxied to
 * the backend (scripts/e2e-nginx.sh). Only run there (playwright.config.ts).
 */
/** The build copy the worker's nginx serves (one per worker with E2E_STACKS, scripts/e2e-nginx.sh). */
const distDir = () =>
  process.env.E2E_DIST_DIRS?.split(',')[test.info().parallelIndex] ?? process.env.E2E_DIST_DIR ?? 'dist';

test.describe('nginx deployment', () => {
  test('security headers, caching and compression as configured', async ({ page }) => {
    const shell = await page.request.get('/worker/query');
    expect(shell.status()).toBe(200);
    const headers = shell.headers();
    expect(headers['content-type']).toContain('text/html');
    expect(headers['cache-control']).toBe('no-cache');
    const csp = headers['content-security-policy'];
    for (const directive of [
      "script-src 'self'",
      "connect-src 'self'",
      "img-src 'self' data: blob:",
      "frame-ancestors 'self'",
      "object-src 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    const html = await shell.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const brotli = await page.request.get(script!, { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await page.request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');

    const config = await page.request.get('/config.json');
    expect(config.headers()['cache-control']).toBe('no-cache');
    // A stale tab asking for an old hashed file gets a 404, not the HTML shell.
    expect((await page.request.get('/assets/gone-0000.js')).status()).toBe(404);
    // The API goes through the proxy, and keeps its own caching.
    const captcha = await page.request.get('/esp/a/stone/common/captcha?randomNum=deploy-check');
    expect(captcha.ok()).toBe(true);
    expect(captcha.headers()['cache-control'] ?? '').not.toContain('immutable');
    // API answers are never stored by a browser or a proxy.
    const answer = await page.request.get('/esp/a/stone/common/getInvoiceTitle?keyword=x');
    expect(answer.headers()['cache-control']).toBe('no-store');
    // A browser's guess at /favicon.ico is a 404, not the HTML shell.
    expect((await page.request.get('/favicon.ico')).status()).toBe(404);
    // The build's chunk map (dist/.vite) is for the bench, not served.
    expect((await page.request.get('/.vite/chunks.json')).status()).toBe(404);
  });

  test('deep links and reloads stay on their page', async ({ page }) => {
    await login(page, 'wbdw');
    await page.goto('/home');
    await page.reload();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('宁波安捷电梯工程有限公司').first()).toBeVisible();
    await expectAccessible(page);
    await page.goto('/no-such-page');
    await expect(page.getByText('404 页面不存在')).toBeVisible();
  });

  test("components take their CSS variables from the built stylesheet, in the portal's theme", async ({
    page,
  }) => {
    await login(page, 'wbdw');
    await page.goto('/worker/query');
    const query = page.getByRole('button', { name: /^查\s*询$/ });
    await expect(query).toBeVisible();
    // antd's runtime registers no CSS variables (src/app/antdStyleRuntime.ts, antdTokenCache.ts):
    // no injected <style> declares a component's variables or the global tokens.
    const injected = await page.evaluate(
      () =>
        [...document.querySelectorAll('style')].filter((style) =>
          /--ant-[a-z]+-[a-z-]+:/.test(style.textContent ?? ''),
        ).length,
    );
    expect(injected).toBe(0);
    const button = await query.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        background: style.backgroundColor,
        shadow: style.getPropertyValue('--ant-button-primary-shadow').trim(),
      };
    });
    expect(button.background).toBe('rgb(9, 88, 217)');
    expect(button.shadow).not.toBe('');
  });

  test("the render-blocking stylesheet styles /login, and with the shell's /home", async ({ page }) => {
    const style = (selector: string, property: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
    await login(page, 'syqy');
    // The later sheets never arrive (src/app/boot/deferredStyles.ts).
    await page.route('**/assets/style-later-*.css', (route) => route.abort());
    await page.goto('/home');
    await expect(page.getByText('设备总数').first()).toBeVisible();
    expect(await style('.shell-menu', 'background-color')).toBe('rgb(0, 21, 41)');
    expect(await style('.ant-menu-item', 'height')).toBe('40px');
    expect(await style('.ant-card', 'border-radius')).toBe('4px');
    expect(await style('.ant-statistic-content', 'font-size')).toBe('24px');
    // Nor does the shell's on /login.
    await page.route('**/assets/style-shell-*.css', (route) => route.abort());
    await page.context().clearCookies();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: /^登\s*录$/ })).toBeVisible();
    expect(await style('button[type="submit"]', 'background-color')).toBe('rgb(9, 88, 217)');
    expect(await style('.ant-input-affix-wrapper', 'border-radius')).toBe('4px');
    // Of the token blocks antd's prebuilt sheet declares, only the portal's provider's is left.
    const firstSheets = await page
      .locator('link[rel="stylesheet"]:not([href*="style-later-"]):not([href*="style-shell-"])')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(firstSheets.length).toBeGreaterThan(0);
    const sheet = (
      await Promise.all(firstSheets.map(async (href) => (await page.request.get(href)).text()))
    ).join('');
    const tokenBlocks = sheet.match(/[,}]\.css-var-[\w-]+\{/g)?.map((block) => block.slice(1));
    expect(tokenBlocks).toEqual([`.${ANTD_CSS_VAR_KEY}{`]);
  });

  test('/login is the prerendered page: painted from the HTML alone, then hydrated without a complaint', async ({
    browser,
    page,
  }) => {
    const answer = await page.request.get('/login', { headers: { 'Accept-Encoding': 'br' } });
    expect(answer.headers()['cache-control']).toBe('no-cache');
    expect(answer.headers()['content-encoding']).toBe('br');
    const html = await answer.text();
    expect(html).toContain('id="login-username"');
    // Its first screen's rules are inline; no sheet holds back the first paint.
    expect(html).toMatch(/<style>[^<]*\.ant-btn/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    // Other routes keep the empty page the client renders into.
    expect(await (await page.request.get('/home')).text()).toContain('<div id="root"></div>');

    const withoutScript = await browser.newContext({ javaScriptEnabled: false });
    const still = await withoutScript.newPage();
    await still.goto('/login');
    await expect(still.getByRole('heading', { name: '企业用户登录' })).toBeVisible();
    const submit = still.getByRole('button', { name: /^登\s*录$/ });
    expect(await submit.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
      'rgb(9, 88, 217)',
    );
    await withoutScript.close();

    const complaints: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') complaints.push(message.text());
    });
    page.on('pageerror', (error) => complaints.push(error.message));
    await page.goto('/login');
    await expect(page.getByAltText('验证码，点击刷新')).toHaveAttribute('src', /randomNum=/);
    await expect(page.getByRole('button', { name: /^登\s*录$/ })).toHaveAttribute('type', 'submit');
    expect(complaints).toEqual([]);
  });

  test("a new deploy's config.json is used on the next load, without a rebuild", async ({ page }) => {
    const file = join(distDir(), 'config.json');
    const original = await readFile(file, 'utf8');
    try {
      await page.goto('/login');
      await expect(page).toHaveTitle(/^宁波市特种设备企业自助服务平台 - /);
      const changed = { ...(JSON.parse(original) as Record<string, unknown>), titlePrefix: '新部署验证 - ' };
      await writeFile(file, JSON.stringify(changed, null, 2));
      await page.reload();
      await expect(page).toHaveTitle(/^新部署验证 - /);
    } finally {
      await writeFile(file, original);
    }
  });

  test('the policy is enforced: an injected inline script is blocked and reported', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('账号')).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__xss = "inline ran"';
      document.body.append(script);
    });
    await expect
      .poll(() => page.evaluate(() => window.__cspViolations ?? []))
      .toContainEqual(expect.stringContaining('script-src'));
    expect(await page.evaluate(() => window.__xss)).toBeUndefined();
    // This violation was provoked on purpose; the fixture checks that nothing else was blocked.
    await forgetCspViolations(page);
  });
});
