import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { baseUrl, chromeFlags, chromePath, logIn, resetStandIn, type Figure } from './common';

/** Runs per page and preset; the median run's figures are reported. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/**
 * A run counts only if the machine really had its CPU. Lighthouse simulates a slower device from the
 * task durations it observed, so time the hypervisor gave to other machines ("steal" in /proc/stat)
 * lands in the page's Total Blocking Time. On these 2-CPU shared machines the same build of /home has
 * scored 0.96 on mobile at 0 % steal and 0.69-0.79 at 19-28 %, and steal averaged over a run misses
 * short bursts, so only runs with at most MAX_STEAL % count. A run past it, or one Lighthouse itself
 * would flag as too slow a host (benchmarkIndex at or below 1000, its "slower CPU than Lighthouse
 * expects" line), is repeated after a pause, up to MAX_ATTEMPTS runs. With fewer than MIN_COUNTED
 * good runs the performance score is printed as HOST and not judged: the machine could not measure it.
 */
const MAX_STEAL = 3;
const SLOW_HOST_BENCHMARK_INDEX = 1000;
const MAX_ATTEMPTS = RUNS * 3;
const MIN_COUNTED = 3;
const PAUSE_AFTER_STOLEN_RUN_MS = 15000;

/** Share (%) of the machine's CPU time that went to steal from now until the returned call. */
function stealMeter(): () => number | undefined {
  const read = () => {
    try {
      return readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    } catch {
      return undefined; // not Linux: nothing to measure, every run counts
    }
  };
  const before = read();
  return () => {
    const after = read();
    if (!before || !after) return undefined;
    const spent = after.map((value, i) => value - before[i]);
    const total = spent.reduce((a, b) => a + b, 0);
    return total ? (100 * (spent[7] ?? 0)) / total : 0;
  };
}
/** Port of the Chrome DevTools protocol Lighthouse drives (one of the ops ports). */
const debuggingPort = Number(process.env.LIGHTHOUSE_PORT ?? 8189);

/**
 * Lighthouse (desktop and mobile presets, simulated throttling) on /login and on /home logged in,
 * the median of LIGHTHOUSE_RUNS counted runs (5).
 * One persistent Chromium, so the session cookie that Playwright's login set is the one Lighthouse
 * sees; storage reset is off for the same reason.
 */
export async function measureLighthouse(): Promise<Figure[]> {
  const profile = await mkdtemp(join(tmpdir(), 'tzsb-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: [...chromeFlags, `--remote-debugging-port=${debuggingPort}`],
  });
  const figures: Figure[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await resetStandIn(page);
    const runOnce = async (path: string, preset: 'desktop' | 'mobile') => {
      const result = await lighthouse(
        `${baseUrl}${path}`,
        {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: true,
        },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      if (!result?.lhr.categories) throw new Error(`Lighthouse gave no result for ${path} (${preset})`);
      return result.lhr;
    };
    // Lighthouse's scores vary from run to run; its own guidance is the median of several runs.
    const audit = async (path: string, preset: 'desktop' | 'mobile') => {
      type Run = Awaited<ReturnType<typeof runOnce>>;
      const all: Run[] = [];
      const counted: Run[] = [];
      const attempts: string[] = [];
      while (counted.length < RUNS && all.length < MAX_ATTEMPTS) {
        const steal = stealMeter();
        const run = await runOnce(path, preset);
        const stolen = steal();
        const benchmarkIndex = Math.round(run.environment.benchmarkIndex);
        const good =
          (stolen === undefined || stolen <= MAX_STEAL) && benchmarkIndex > SLOW_HOST_BENCHMARK_INDEX;
        all.push(run);
        attempts.push(
          `${run.categories.performance?.score} (host ${benchmarkIndex}` +
            (stolen === undefined ? '' : `, steal ${Math.round(stolen)}%`) +
            `${good ? '' : ', not counted'})`,
        );
        if (good) counted.push(run);
        else await new Promise((resolve) => setTimeout(resolve, PAUSE_AFTER_STOLEN_RUN_MS));
      }
      const judged = counted.length >= MIN_COUNTED;
      // Too few good runs: the median of all of them is shown, but not judged.
      const runs = judged ? counted : all;
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const lhr = runs[Math.floor(runs.length / 2)];
      const { categories } = lhr;
      const performance = categories.performance?.score ?? 0;
      const accessibility = categories.accessibility?.score ?? 0;
      const { audits } = lhr;
      const lcp = audits['largest-contentful-paint']?.numericValue ?? 0;
      const tbt = audits['total-blocking-time']?.numericValue ?? 0;
      const cls = audits['cumulative-layout-shift']?.numericValue ?? 0;
      const fcp = audits['first-contentful-paint']?.numericValue ?? 0;
      // What costs the points, so a score under budget says where to look.
      const failedA11y = (categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      console.log(
        `     ${preset} ${path}, median of ${runs.length} ${judged ? 'counted' : 'runs'} of ${attempts.join(', ')}:` +
          ` FCP ${Math.round(fcp)} ms, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)}` +
          (failedA11y.length ? `; accessibility audits failed: ${failedA11y.join(', ')}` : ''),
      );
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      if (finalPath !== path) throw new Error(`Lighthouse on ${path} ended on ${finalPath} (not logged in?)`);
      figures.push(
        {
          name: `Lighthouse ${preset} performance ${path}`,
          value: performance,
          unit: '',
          budget: preset === 'desktop' ? 0.98 : 0.9,
          atLeast: true,
          unjudged: judged
            ? undefined
            : `only ${counted.length} of ${all.length} runs had the machine's CPU (steal over ${MAX_STEAL} % or benchmarkIndex at or below ${SLOW_HOST_BENCHMARK_INDEX})`,
        },
        {
          name: `Lighthouse ${preset} accessibility ${path}`,
          value: accessibility,
          unit: '',
          budget: 0.95,
          atLeast: true,
        },
        { name: `Lighthouse ${preset} LCP ${path}`, value: Math.round(lcp), unit: 'ms' },
        { name: `Lighthouse ${preset} TBT ${path}`, value: Math.round(tbt), unit: 'ms' },
      );
    };
    await audit('/login', 'desktop');
    await audit('/login', 'mobile');
    // wbdw's home is the work desktop (/home); a use unit's home is its first page.
    await logIn(page, 'wbdw');
    await audit('/home', 'desktop');
    await audit('/home', 'mobile');
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
  return figures;
}
