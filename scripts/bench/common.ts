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
  // The browser's own omnibox popup, a page of its own (chrome://omnibox-popup.top-chrome) that
  // headless Chromium keeps in a second renderer: traced with V8's profiler (BENCH_TRACE_DIR), it
  // started profiling when our page navigated and took 230-320 ms of CPU beside our first load.
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

/**
 * The browser the bench measures with: chromePath started without the privilege to raise its own
 * threads' priority, as an ordinary user's is (chromium-unprivileged.sh says why).
 */
export const benchChromePath = fileURLToPath(new URL('./chromium-unprivileged.sh', import.meta.url));

export const launch = (): Promise<Browser> =>
  chromium.launch({ executablePath: benchChromePath, args: chromeFlags });

/** One measured figure and its budget (lower is better unless `atLeast`). */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  budget?: number;
  atLeast?: boolean;
  /** Why this figure's budget could not be judged on this machine (printed; the run does not fail). */
  unjudged?: string;
  /**
   * Where an open issue wants the figure, when that is stricter than the budget the run holds today:
   * printed beside the figure while missed, never failing the run (the budget stops regressions).
   */
  goal?: number;
}

export const meetsGoal = (f: Figure) =>
  f.goal === undefined || (f.atLeast ? f.value >= f.goal : f.value <= f.goal);

export const withinBudget = (f: Figure) =>
  f.budget === undefined || (f.atLeast ? f.value >= f.budget : f.value <= f.budget);

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Logs a demo account in through the login form, reading the captcha from the stand-in. */
export async function logIn(page: Page, loginName = 'syqy', password = 'Demo@2026'): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('账号').fill(loginName);
  await page.getByLabel('密码').fill(password);
  const img = page.getByAltText('验证码，点击刷新').last();
  await page.waitForFunction(
    (el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0,
    await img.elementHandle(),
  );
  const randomNum = new URL((await img.getAttribute('src'))!).searchParams.get('randomNum');
  const answer = await page.request.get(`${baseUrl}/esp/__stand-in/captcha/${randomNum}`);
  await page.getByLabel('验证码').fill(((await answer.json()) as { data: string }).data);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

export async function resetStandIn(page: Page): Promise<void> {
  await page.request.post(`${baseUrl}/esp/__stand-in/reset`);
}

/** The parts of a Chromium trace event the bench reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    data?: {
      url?: string;
      cpuProfile?: { nodes?: unknown[]; samples?: number[] };
      timeDeltas?: number[];
      isLoadingMainFrame?: boolean;
      documentLoaderURL?: string;
      frame?: string;
    };
  };
}

/** Lighthouse's mobile CPU multiplier (its simulated device runs every observed task this much slower). */
export const MOBILE_SLOWDOWN = 4;

/** What a task of `ms` adds to Total Blocking Time when Lighthouse's mobile device runs it. */
export const mobileBlocking = (ms: number) => Math.max(0, MOBILE_SLOWDOWN * ms - 50);

/**
 * The page's main thread in a trace of one navigation: its events, when navigation started and when
 * the document's own loading task (HTML parsing, preloads; before any paint) ended.
 */
export function pageMainThread(events: TraceEvent[]) {
  const nav = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
  )!;
  const main = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid);
  const commit = main.find((e) => e.name === 'CommitLoad' && e.args?.data?.url?.startsWith('http'));
  return { nav, main, documentLoaded: commit ? commit.ts + (commit.dur ?? 0) : nav.ts };
}

/**
 * Share (%) of the wall time of the tasks over 10 ms after the document's loading that the main thread
 * spent on a CPU. Lighthouse's simulation multiplies wall time: on a two-CPU host the page's own
 * threads (script streaming), the browser, the stand-in and Lighthouse share the CPUs with it, and the
 * main thread ran about half the time of its long tasks (38-53 % seen). Meaningless on a throttled
 * page, whose thread time counts the throttling.
 */
export function longTaskCpuShare(events: TraceEvent[]): number {
  const { main, documentLoaded } = pageMainThread(events);
  const long = main.filter(
    (e) => e.ph === 'X' && e.name === 'RunTask' && e.ts > documentLoaded && (e.dur ?? 0) > 10_000,
  );
  const wall = long.reduce((sum, e) => sum + e.dur!, 0);
  return wall ? (100 * long.reduce((sum, e) => sum + (e.tdur ?? e.dur!), 0)) / wall : 100;
}

/**
 * Σ over the main-thread tasks after the document's loading of their blocking time on Lighthouse's
 * mobile device: every task counted, wherever Lighthouse's simulation places the first paint (its
 * TBT counts from there). On a throttled run's trace (BENCH_EMULATE_INDEX) the most TBT could be.
 */
export function blockingAfterDocumentLoad(events: TraceEvent[]): number {
  const { main, documentLoaded } = pageMainThread(events);
  return main
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.ts > documentLoaded)
    .reduce((sum, e) => sum + mobileBlocking((e.dur ?? 0) / 1000), 0);
}
