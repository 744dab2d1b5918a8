import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';

/** Where the production build is served (scripts/e2e-nginx.sh sets it). */
export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4188';
/** Debian's Chromium with the flags this closed network needs; shared with playwright.config.ts. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The browser's own omnibox popup, a page of its own that headless Chromium keeps in a second
  // renderer beside the measured page.
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

/**
 * Chromium as an ordinary user's (chromium-unprivileged.sh): run as root, as CI is, it would give its
 * own browser threads a higher priority than a user's Chromium can.
 */
export const benchChromePath = fileURLToPath(new URL('./chromium-unprivileged.sh', import.meta.url));

export const launch = (): Promise<Browser> =>
  chromium.launch({ executablePath: benchChromePath, args: chromeFlags });

/**
 * One measured figure. `goal` is where the project wants it; `gate` is what fails `npm run bench` (the
 * same, or looser where a shared host's noise needs room: lighthouse.ts says by how much). Lower is
 * better unless `atLeast`.
 */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  goal?: number;
  gate?: number;
  atLeast?: boolean;
}

const meets = (f: Figure, limit: number | undefined) =>
  limit === undefined || (f.atLeast ? f.value >= limit : f.value <= limit);
export const meetsGoal = (f: Figure) => meets(f, f.goal);
export const passesGate = (f: Figure) => meets(f, f.gate);

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The parts of a page the login needs: Playwright's Page and puppeteer's (the Lighthouse flow) both fit. */
interface LoginPage {
  url(): string;
  goto(url: string): Promise<unknown>;
  type(selector: string, text: string): Promise<void>;
  click(selector: string): Promise<void>;
  evaluate(fn: string): Promise<unknown>;
}

/**
 * Logs a demo account in through the login form (opened unless the page is on it), reading the
 * captcha's answer from the stand-in.
 * Written with CSS selectors and page functions that Playwright and puppeteer share, so the bench and
 * the Lighthouse user flow log in the same way.
 */
export async function logIn(page: Page | LoginPage, loginName = 'wbdw', password = 'Demo@2026') {
  const p = page as LoginPage;
  if (!p.url().startsWith(`${baseUrl}/login`)) await p.goto(`${baseUrl}/login`);
  await poll(
    p,
    `[...document.querySelectorAll('img[alt="验证码，点击刷新"]')].some((img) => img.complete && img.naturalWidth > 0)`,
  );
  const answer = await p.evaluate(`(async () => {
    const img = [...document.querySelectorAll('img[alt="验证码，点击刷新"]')].pop();
    const randomNum = new URL(img.src).searchParams.get('randomNum');
    const response = await fetch('/esp/__stand-in/captcha/' + randomNum, { method: 'GET' });
    return (await response.json()).data;
  })()`);
  for (const [label, text] of [
    ['账号', loginName],
    ['密码', password],
    ['验证码', String(answer)],
  ])
    await p.type(`input[aria-label="${label}"]`, text);
  await p.click('button[type=submit]');
  await poll(p, `!location.pathname.startsWith('/login')`);
}

/**
 * Waits until the expression is true in the page. Polled from here: a predicate that the page
 * evaluates itself (waitForFunction) is an eval, which the portal's Content-Security-Policy refuses.
 */
async function poll(page: LoginPage, expression: string) {
  for (const started = Date.now(); !(await page.evaluate(expression));) {
    if (Date.now() - started > 15_000) throw new Error(`waited in vain for ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function resetStandIn(): Promise<void> {
  const response = await fetch(`${baseUrl}/esp/__stand-in/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`stand-in reset answered ${response.status}`);
}
