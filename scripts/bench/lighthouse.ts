import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desktopConfig, startFlow, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { baseUrl, benchChromePath, chromeFlags, logIn, median, resetStandIn, type Figure } from './common';

/**
 * Lighthouse as its defaults measure what a user meets, in one user flow per run (startFlow):
 * 1. /login with an empty cache and storage (the flow's first navigation resets them),
 * 2. the demo maintenance unit logs in through the form (its home is /home),
 * 3. /home navigated to with what the login left (cookies, HTTP cache: a flow's later steps keep them).
 * Each run has a fresh browser and profile; the figures are the medians of RUNS counted runs, for the
 * mobile preset (Lighthouse's default) and the desktop one. No priority of any thread is changed.
 */
const RUNS = 3;

/**
 * A run counts when the host was not slowed while it ran: hypervisor steal (/proc/stat) at most
 * MAX_STEAL_PERCENT, and Lighthouse's benchmarkIndex at least SLOWED_SHARE of the best this bench read
 * and above SLOW_HOST_INDEX (below it Lighthouse itself warns of a CPU slower than it expects).
 * Lighthouse simulates a phone from the tasks it observed, so a neighbour's CPU lands in the figures. A
 * run that does not count is repeated, at most EXTRA_RUNS times; if too few counted, all are judged.
 */
const MAX_STEAL_PERCENT = 5;
const SLOWED_SHARE = 0.75;
const SLOW_HOST_INDEX = 1000;
const EXTRA_RUNS = 2;
/**
 * Runs that disagree are a noisy host too, which one benchmarkIndex misses (CI's of one build: mobile
 * /login 0.89, 0.87, 0.96): when a page's counted scores spread over NOISY_SPREAD, NOISY_RUNS more count.
 */
const NOISY_SPREAD = 0.05;
const NOISY_RUNS = 2;

/**
 * Goals (issue 46) and the gates `npm run bench` fails on, in one place. Accessibility and CLS do not
 * vary from run to run: their gate is the goal. The mobile score, FCP and LCP vary with the shared
 * 2-CPU host (an earlier bench saw the same build of /home score 0.96 on a quiet host and 0.69-0.79
 * while the hypervisor took a fifth of its CPU; runs that slowed are repeated, see above, but a
 * neighbour's load does not always show): their gates sit below the goal by the margin beside each, so
 * that CI fails on a regression rather than on a busy neighbour.
 */
const TARGETS = {
  mobileLoginScore: { goal: 0.98, gate: 0.9 }, // 0.08 of noise
  mobileLoginFcpMs: { goal: 1300, gate: 1800 }, // 0.5 s of noise
  mobileLoginLcpMs: { goal: 1800, gate: 2500 }, // 0.7 s of noise
  mobileHomeScore: { goal: 0.95, gate: 0.85 }, // 0.10 of noise
  desktopScore: { goal: 1, gate: 0.98 }, // 0.02: a loaded host has cost the desktop runs a point or two
  accessibility: { goal: 1, gate: 1 },
  clsBoth: { goal: 0, gate: 0 },
};

/** Share (%) of the machine's CPU time that went to steal from now until the returned call. */
function stealMeter(): () => number {
  const read = () => {
    try {
      return readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    } catch {
      return []; // not Linux: nothing to measure
    }
  };
  const before = read();
  return () => {
    const spent = read().map((value, i) => value - before[i]);
    const total = spent.reduce((a, b) => a + b, 0);
    return total ? (100 * (spent[7] ?? 0)) / total : 0;
  };
}

interface Run {
  login: Result;
  home: Result;
  benchmarkIndex: number;
  steal: number;
}

/** One user flow: cold /login, log in, /home with the login's cache. */
async function flowRun(preset: 'mobile' | 'desktop'): Promise<Run> {
  await resetStandIn();
  const profile = await mkdtemp(join(tmpdir(), 'tzsb-lighthouse-'));
  // The browser's English UI offers to translate the Chinese pages: a bubble drawn beside every load,
  // which the portal's users, in Chinese browsers, never see. Its preference turns it off.
  await mkdir(join(profile, 'Default'));
  await writeFile(join(profile, 'Default', 'Preferences'), JSON.stringify({ translate: { enabled: false } }));
  const browser = await puppeteer.launch({
    executablePath: benchChromePath,
    args: chromeFlags,
    userDataDir: profile,
    defaultViewport: null,
  });
  const steal = stealMeter();
  try {
    const page = await browser.newPage();
    const flow = await startFlow(page, {
      config: preset === 'desktop' ? desktopConfig : undefined,
      flags: { onlyCategories: ['performance', 'accessibility'], logLevel: 'error' },
    });
    await flow.navigate(`${baseUrl}/login`);
    await logIn(page);
    // Off the page the login landed on before the flow navigates: its requests cut off by that navigation
    // stayed in flight for Lighthouse, which then waited its 45 s limit and said results may be incomplete.
    await page.goto('about:blank');
    await flow.navigate(`${baseUrl}/home`);
    const [login, home] = (await flow.createFlowResult()).steps.map((step) => step.lhr);
    for (const [path, lhr] of [
      ['/login', login],
      ['/home', home],
    ] as const) {
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== path) throw new Error(`Lighthouse on ${path} ended on ${landed}`);
    }
    return { login, home, benchmarkIndex: Math.round(home.environment.benchmarkIndex), steal: steal() };
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
}

const score = (lhr: Result, category: string) => lhr.categories[category]?.score ?? 0;
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? 0;

export async function measureLighthouse(): Promise<Figure[]> {
  const figures: Figure[] = [];
  let bestIndex = 0;
  for (const preset of ['mobile', 'desktop'] as const) {
    const counted: Run[] = [];
    const all: Run[] = [];
    let wanted = RUNS;
    while (counted.length < wanted && all.length < wanted + EXTRA_RUNS) {
      const started = Date.now();
      const run = await flowRun(preset);
      all.push(run);
      bestIndex = Math.max(bestIndex, run.benchmarkIndex);
      const slowed =
        run.benchmarkIndex < Math.max(SLOWED_SHARE * bestIndex, SLOW_HOST_INDEX) ||
        run.steal > MAX_STEAL_PERCENT;
      if (!slowed) counted.push(run);
      const line = (lhr: Result) =>
        `${score(lhr, 'performance')} (FCP ${Math.round(metric(lhr, 'first-contentful-paint'))}, ` +
        `LCP ${Math.round(metric(lhr, 'largest-contentful-paint'))}, TBT ${Math.round(metric(lhr, 'total-blocking-time'))} ms)`;
      console.log(
        `     ${preset} run ${all.length}: /login ${line(run.login)}, /home ${line(run.home)}; ` +
          `host benchmarkIndex ${run.benchmarkIndex}, steal ${run.steal.toFixed(1)} %, ${Math.round((Date.now() - started) / 1000)} s` +
          (slowed ? '; host slowed' : ''),
      );
      const scores = (page: 'login' | 'home') => counted.map((r) => score(r[page], 'performance'));
      const spread = (page: 'login' | 'home') => Math.max(...scores(page)) - Math.min(...scores(page));
      const noisy = Math.max(spread('login'), spread('home')) > NOISY_SPREAD;
      if (wanted === RUNS && counted.length === RUNS && noisy) {
        wanted += NOISY_RUNS;
        console.log(`     ${preset} runs disagree by more than ${NOISY_SPREAD}: ${NOISY_RUNS} more`);
      }
    }
    const runs = counted.length >= RUNS ? counted : all;
    const of = `median of ${runs.length}${runs === all && all.length > counted.length ? ', host slowed' : ''}`;
    const med = (value: (run: Run) => number) => median(runs.map(value));
    const isMobile = preset === 'mobile';
    for (const page of ['login', 'home'] as const) {
      const path = `/${page}`;
      const step = page === 'login' ? 'cold' : 'after login, in the flow';
      const target = isMobile
        ? page === 'login'
          ? TARGETS.mobileLoginScore
          : TARGETS.mobileHomeScore
        : TARGETS.desktopScore;
      figures.push(
        {
          name: `Lighthouse ${preset} performance ${path} (${step}, ${of})`,
          value: med((r) => score(r[page], 'performance')),
          unit: '',
          atLeast: true,
          ...target,
        },
        {
          name: `Lighthouse ${preset} accessibility ${path}`,
          value: med((r) => score(r[page], 'accessibility')),
          unit: '',
          atLeast: true,
          ...TARGETS.accessibility,
        },
        {
          name: `Lighthouse ${preset} CLS ${path}`,
          value: +med((r) => metric(r[page], 'cumulative-layout-shift')).toFixed(3),
          unit: '',
          ...TARGETS.clsBoth,
        },
        {
          name: `Lighthouse ${preset} FCP ${path}`,
          value: Math.round(med((r) => metric(r[page], 'first-contentful-paint'))),
          unit: 'ms',
          ...(isMobile && page === 'login' && TARGETS.mobileLoginFcpMs),
        },
        {
          name: `Lighthouse ${preset} LCP ${path}`,
          value: Math.round(med((r) => metric(r[page], 'largest-contentful-paint'))),
          unit: 'ms',
          ...(isMobile && page === 'login' && TARGETS.mobileLoginLcpMs),
        },
        {
          name: `Lighthouse ${preset} TBT ${path}`,
          value: Math.round(med((r) => metric(r[page], 'total-blocking-time'))),
          unit: 'ms',
        },
      );
    }
  }
  return figures;
}
