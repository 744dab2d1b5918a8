import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser as PuppeteerBrowser } from 'puppeteer-core';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import {
  baseUrl,
  blockingAfterDocumentLoad,
  longTaskCpuShare,
  chromeFlags,
  benchChromePath,
  logIn,
  median,
  resetStandIn,
  type Figure,
  type TraceEvent,
} from './common';

/** Runs per page and preset; the median run's figures are reported. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/**
 * A run counts only if the machine really had its CPU. Lighthouse simulates a slower device from the
 * task durations it observed, so time the hypervisor gave to other machines ("steal" in /proc/stat)
 * lands in the page's Total Blocking Time. On these 2-CPU shared machines the same build of /home has
 * scored 0.96 on mobile at 0 % steal and 0.69-0.79 at 19-28 %, and steal averaged over a run misses
 * short bursts, so only runs with at most MAX_STEAL % count. A run past it, or one Lighthouse itself
 * would flag as too slow a host (benchmarkIndex at or below 1000, its "slower CPU than Lighthouse
 * expects" line), is repeated, up to MAX_ATTEMPTS runs. With fewer than MIN_COUNTED
 * good runs the performance score is printed as HOST and not judged: the machine could not measure it.
 */
const MAX_STEAL = 3;
const SLOW_HOST_BENCHMARK_INDEX = 1000;
/**
 * Some hypervisors report no steal at all (a Firecracker VM here: 0 in /proc/stat since boot), yet
 * their neighbours still take the CPU: within one bench on such a machine Lighthouse's benchmarkIndex
 * read 2400-2800 for a while and 1520-1740 for the next minutes, and /home's mobile TBT, 215-560 ms in
 * the quiet minutes, was 780-1090 ms in those (same build, same bench). So a run also counts only if
 * the index read at its start is at least HOST_SLOWED_SHARE of the highest this bench has read: the
 * machine was not slowed by others while it ran. Lighthouse's own reading varies about ±15 % on a
 * quiet host.
 */
const HOST_SLOWED_SHARE = 0.75;
const MAX_ATTEMPTS = RUNS * 3;
const MIN_COUNTED = 3;
/**
 * Every run starts after SETTLE_MS of the machine left alone, as a user's first load finds it. Run back
 * to back, each load began about a second after the run before had ended: Lighthouse's audits (Node at
 * a full CPU for 1-2 s), the closed tab's renderer and their garbage collections still finishing beside
 * it. Interleaved, five mobile /home runs a side in three rounds on one build: TBT median 395 ms back to
 * back (141-522), 262 ms with 15 s between runs (177-507), lower in every round.
 */
const SETTLE_MS = 15000;

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
/**
 * BENCH_EMULATE_INDEX=1000: each mobile run is followed by a run of the same page on a host of that
 * benchmarkIndex, made by slowing the page's CPU: Chromium throttles the renderer's main thread
 * (Emulation.setCPUThrottlingRate) by the host's benchmarkIndex / BENCH_EMULATE_INDEX, and Lighthouse
 * then simulates its mobile device (4 × slower) from tasks as that host runs them. The host's index is
 * read just before, unthrottled, in a fresh page (readHostIndex), with Lighthouse's own benchmark
 * (computeBenchmarkIndex): read that way it repeats within 1 %, where the index Lighthouse read at the
 * start of its runs varied 1647-2771 within minutes. Lighthouse's benchmarkIndex read under the
 * throttle is printed beside the figures, but as a rough check only: the throttle suspends the thread
 * in slices, and at rate 2 that benchmark's half-second reads varied 815-1370 on a host steady at 2850.
 * So are the page's tasks: emulated figures need the median of several runs, and traces
 * (BENCH_TRACE_DIR) add V8's sampling profiler, whose start alone was a task of 80-310 ms throttled
 * (/login at index 1000: TBT 336 ms traced, 153 ms not, medians of five).
 * This replaces auditing the run's trace again with the multiplier 4 × index / 1000, which
 * erred both ways: tasks under 10 ms observed were left out of the simulation, and work that yields
 * on a time budget (React's 5 ms slices) was counted as slices of 40–50 ms that a slow host never
 * runs. On one machine (index 2000–2900) /login measured 245–441 ms that way, 150–284 ms throttled.
 * The gate (npm run bench in CI) is the plain preset's figure; the emulated ones are judged against
 * the same budgets (BUDGET), on the host they stand for.
 */
/**
 * BENCH_PRESETS=mobile and BENCH_PAGES=/home narrow the audits while measuring a change (A/B runs);
 * the gate runs both presets on both pages.
 */
/**
 * BENCH_TRACE_DIR: every run's Chromium trace is written there (open it in DevTools' Performance panel),
 * with V8's sampling profiler unless BENCH_TRACE_PROFILE=0: then the runs are timed as the plain ones.
 * Each run's report goes beside its trace (`.lhr.json`): its long-tasks audit lists the tasks as the
 * simulation placed and stretched them, the ones its Total Blocking Time adds up.
 */
const TRACE_DIR = process.env.BENCH_TRACE_DIR;
const EMULATE_INDEX = Number(process.env.BENCH_EMULATE_INDEX) || undefined;
/**
 * The gate: the first-load budgets of docs/performance.md on any host with benchmarkIndex ≥ 1000 (before
 * them, mobile 0.90 and desktop 0.98, with no budget for the blocking time). The emulated runs
 * (BENCH_EMULATE_INDEX) are judged against the same figures on the host they stand for.
 */
const BUDGET = { mobileScore: 0.95, mobileTbtMs: 200, desktopScore: 1, accessibility: 0.95 };
/**
 * Where the page's main thread could not be raised (below: no CAP_SYS_NICE, not Linux, or
 * BENCH_RENDERER_RAISE=0), its wait for a CPU is in every run: the gate it held before those
 * budgets, and its blocking time printed, not judged. A change must not fail for the machine it ran on.
 */
const UNRAISED_BUDGET = { ...BUDGET, mobileScore: 0.9, desktopScore: 0.98 };

const round = (ms: number) => Math.round(ms);
type LighthousePage = NonNullable<Parameters<typeof lighthouse>[3]>;

/** The longest main-thread tasks of a run as Lighthouse simulated them, with what each was made of. */
function longTaskLines(lhr: Result, count = 5): string[] {
  const debug = lhr.audits['long-tasks']?.details as
    { debugData?: { urls: string[]; tasks: Record<string, number>[] } } | undefined;
  const { urls = [], tasks = [] } = debug?.debugData ?? {};
  return tasks.slice(0, count).map((task) => {
    const { urlIndex, startTime, duration, ...groups } = task;
    const parts = Object.entries(groups)
      .filter(([, ms]) => ms >= 1)
      .sort((a, b) => b[1] - a[1])
      .map(([group, ms]) => `${group} ${round(ms)}`);
    const url = (urls[urlIndex] ?? '').replace(/^https?:\/\/[^/]+/, '');
    return `${round(duration)} ms at ${round(startTime)} (${url || 'no script'}): ${parts.join(', ')}`;
  });
}

/**
 * Turns Chromium's page translation off in a fresh profile. The bench's browser has an English UI, so it
 * offered to translate every page of the portal (lang zh-CN): a bubble under the address bar that grew
 * for about 300 ms after each load, every frame of it a full software draw of the window in the GPU
 * process (5–10 ms each, about 150 ms a load) while the boot's modules evaluated. The portal's users
 * read Chinese in a Chinese browser, which offers nothing; Lighthouse's own launcher turns Translate
 * off too, by a feature switch (`--disable-features=Translate`) that no longer stops it in Chromium 156,
 * and neither `--lang` nor `--accept-lang` stopped the offer. The profile's preference does.
 */
async function offerNoTranslation(profile: string) {
  await mkdir(join(profile, 'Default'), { recursive: true });
  await writeFile(join(profile, 'Default', 'Preferences'), JSON.stringify({ translate: { enabled: false } }));
}

/**
 * The page's main thread gets a CPU whenever it can run, as on a phone, whose renderer has cores to
 * spare for its other threads. On these 2-CPU machines it shared them with the renderer's own compile
 * threads, the GPU process, the browser and Lighthouse: a mobile /home load's main thread waited,
 * runnable, about as long as it ran (a task of 2 ms of CPU took 25 ms), and Lighthouse's simulation
 * counts that wait four times over as the page's blocking. So while Lighthouse runs, every renderer's
 * main thread (its thread id is the process id; a scheduling policy is per thread) runs under
 * SCHED_FIFO at the lowest real-time priority (`chrt -f -p 1`): when it wakes it takes a CPU at once,
 * its other threads and every other process keep theirs. At nice −10 instead (until 2026-11-27) it
 * still waited, runnable, 390–450 ms of a load's first 1.3 s, as long as it ran (the kernel's
 * `schedstat`): a woken thread waits out the running one's slice, and Chromium runs in a session of
 * its own, so Linux's autogroups share the CPUs between it and the Node processes (Lighthouse, the
 * stand-in) whatever a thread's nice. What the page does is measured as before; its wait is not:
 * interleaved, three rounds of three mobile /home runs a side, the main thread's CPU over a load was
 * 376 and 378 ms (medians), its wall time 790 → 444 ms, TBT round medians 213, 256, 248 → 43, 84,
 * 66 ms. Needs root or CAP_SYS_NICE (unverified on CI: its log says); without, the bench says so
 * once, measures unraised and judges by UNRAISED_BUDGET. BENCH_RENDERER_RAISE=0 turns it off.
 */
const RAISE_RENDERER_MAIN = process.env.BENCH_RENDERER_RAISE !== '0';
let raiseRefused = false;
const rendererMainUnraised = () => !RAISE_RENDERER_MAIN || raiseRefused || process.platform !== 'linux';

function raiseRendererMainThreads(): () => void {
  if (rendererMainUnraised()) return () => {};
  const seen = new Set<number>();
  const raise = () => {
    for (const entry of readdirSync('/proc')) {
      const pid = Number(entry);
      if (!pid || seen.has(pid)) continue;
      let cmdline: string;
      try {
        cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        continue; // gone already
      }
      // A zygote's fork still reads as the zygote until it names itself a renderer: looked at again.
      if (!cmdline.includes('--type=zygote')) seen.add(pid);
      if (!cmdline.includes('--type=renderer')) continue;
      const chrt = spawnSync('chrt', ['--fifo', '--pid', '1', String(pid)], { encoding: 'utf8' });
      if (chrt.status !== 0) {
        // A renderer gone before chrt saw it is not a refusal.
        if (!existsSync(`/proc/${pid}`)) continue;
        raiseRefused = true;
        const why = (chrt.error?.message ?? chrt.stderr).trim();
        console.log(`     [renderer main threads not raised (${why}): measured as the machine shares them]`);
        return;
      }
    }
  };
  raise();
  // A navigation may start a renderer of its own: looked for every 50 ms while Lighthouse runs.
  const timer = setInterval(() => raiseRefused || raise(), 50);
  return () => clearInterval(timer);
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
  await offerNoTranslation(profile);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: benchChromePath,
    args: [...chromeFlags, `--remote-debugging-port=${debuggingPort}`],
  });
  const figures: Figure[] = [];
  /** The highest benchmarkIndex read so far: this host's speed when nobody else takes its CPU. */
  let quietIndex = 0;
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await resetStandIn(page);
    const flags: Flags = {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
      // With BENCH_TRACE_DIR: V8's sampling profiler in the saved traces, for scripts/bench/tasks.ts.
      ...(TRACE_DIR &&
        process.env.BENCH_TRACE_PROFILE !== '0' && {
          additionalTraceCategories: [
            'disabled-by-default-v8.cpu_profiler',
            ...(process.env.BENCH_TRACE_CATEGORIES?.split(',') ?? []),
          ].join(','),
        }),
    };
    /** One Lighthouse run; `label` names its trace, `slowPage` a page throttled by emulate(). */
    const lighthouseRun = async (
      path: string,
      preset: 'desktop' | 'mobile',
      label: string = preset,
      slowPage?: LighthousePage,
    ) => {
      const config = preset === 'desktop' ? desktopConfig : undefined;
      const stopRaising = raiseRendererMainThreads();
      const result = await lighthouse(`${baseUrl}${path}`, flags, config, slowPage).finally(stopRaising);
      if (!result?.lhr.categories) throw new Error(`Lighthouse gave no result for ${path} (${label})`);
      if (result.lhr.runtimeError)
        throw new Error(`Lighthouse on ${path} (${label}): ${result.lhr.runtimeError.message}`);
      if (TRACE_DIR) {
        const name = `${label}${path.replaceAll('/', '-')}-${new Date().toISOString().replace(/[:.]/g, '')}.json`;
        await mkdir(TRACE_DIR, { recursive: true });
        await writeFile(join(TRACE_DIR, name), JSON.stringify(result.artifacts.Trace));
        await writeFile(join(TRACE_DIR, name.replace(/\.json$/, '.lhr.json')), JSON.stringify(result.lhr));
      }
      const events = result.artifacts.Trace.traceEvents as unknown as TraceEvent[];
      return Object.assign(result.lhr, {
        blockingAfterLoad: blockingAfterDocumentLoad(events),
        cpuShare: longTaskCpuShare(events),
      });
    };
    /**
     * The host's benchmarkIndex, read unthrottled in a page of its own that is closed before the
     * measured load. Read in the page about to be slowed, the benchmark's garbage was swept while that
     * page navigated: tasks of 30-118 ms, throttled, before the document even committed, which
     * Lighthouse's simulation counted as the load's (one of 112 ms was 398 ms of a run's TBT).
     */
    const readHostIndex = async (browser: PuppeteerBrowser) => {
      const benchPage = await browser.newPage();
      try {
        return await benchPage.evaluate(pageFunctions.computeBenchmarkIndex);
      } finally {
        await benchPage.close();
      }
    };
    /** The same page loaded by a host of EMULATE_INDEX (see there), whose speed this host's index gives. */
    const emulate = async (path: string) => {
      const browser = await puppeteer.connect({
        browserURL: `http://127.0.0.1:${debuggingPort}`,
        defaultViewport: null,
      });
      const hostIndex = await readHostIndex(browser);
      const slowPage = await browser.newPage();
      try {
        const cdp = await slowPage.createCDPSession();
        const rate = Math.max(1, hostIndex / EMULATE_INDEX!);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        // Lighthouse's types name its own copy of puppeteer-core, the same version as this one.
        const lhr = await lighthouseRun(
          path,
          'mobile',
          `mobile-at-${EMULATE_INDEX}`,
          slowPage as unknown as LighthousePage,
        );
        return Object.assign(lhr, { throttleRate: rate, hostIndex });
      } finally {
        await slowPage.close();
        await browser.disconnect();
      }
    };
    const runOnce = async (path: string, preset: 'desktop' | 'mobile') => {
      const lhr = await lighthouseRun(path, preset);
      const emulated = EMULATE_INDEX && preset === 'mobile' ? await emulate(path) : undefined;
      return Object.assign(lhr, { emulated });
    };
    // Lighthouse's scores vary from run to run; its own guidance is the median of several runs.
    const audit = async (path: string, preset: 'desktop' | 'mobile') => {
      type Run = Awaited<ReturnType<typeof runOnce>>;
      const all: Run[] = [];
      const counted: Run[] = [];
      const attempts: string[] = [];
      while (counted.length < RUNS && all.length < MAX_ATTEMPTS) {
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        const steal = stealMeter();
        const run = await runOnce(path, preset);
        const stolen = steal();
        const benchmarkIndex = Math.round(run.environment.benchmarkIndex);
        quietIndex = Math.max(quietIndex, benchmarkIndex);
        const slowed = benchmarkIndex < HOST_SLOWED_SHARE * quietIndex;
        const good =
          (stolen === undefined || stolen <= MAX_STEAL) &&
          benchmarkIndex > SLOW_HOST_BENCHMARK_INDEX &&
          !slowed;
        all.push(run);
        attempts.push(
          `${run.categories.performance?.score} / ${round(run.audits['total-blocking-time']?.numericValue ?? 0)} ms` +
            (run.emulated
              ? ` [at ${EMULATE_INDEX} (CPU ÷${run.emulated.throttleRate.toFixed(2)}, read ${Math.round(run.emulated.environment.benchmarkIndex)}): ${run.emulated.categories.performance?.score}, TBT ${round(run.emulated.audits['total-blocking-time']?.numericValue ?? 0)} ms, all tasks ${round(run.emulated.blockingAfterLoad)} ms]`
              : '') +
            ` (host ${benchmarkIndex}` +
            (stolen === undefined ? '' : `, steal ${Math.round(stolen)}%`) +
            `, long tasks on CPU ${Math.round(run.cpuShare)}%` +
            `${slowed ? `, slowed from ${quietIndex}` : ''}${good ? '' : ', not counted'})`,
        );
        if (good) counted.push(run);
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
      if (process.env.BENCH_VERBOSE) {
        for (const line of longTaskLines(lhr)) console.log(`       long task: ${line}`);
        if (lhr.emulated) {
          const metric = (id: string) => round(lhr.emulated!.audits[id]?.numericValue ?? 0);
          console.log(
            `       at index ${EMULATE_INDEX}: FCP ${metric('first-contentful-paint')} ms, LCP ${metric('largest-contentful-paint')} ms,` +
              ` SI ${metric('speed-index')} ms, TTI ${metric('interactive')} ms, TBT ${metric('total-blocking-time')} ms`,
          );
          for (const line of longTaskLines(lhr.emulated))
            console.log(`       long task at index ${EMULATE_INDEX}: ${line}`);
        }
      }
      const hostUnfit = judged
        ? undefined
        : `only ${counted.length} of ${all.length} runs had the machine's CPU (steal over ${MAX_STEAL} %, benchmarkIndex at or below ${SLOW_HOST_BENCHMARK_INDEX} or under ${HOST_SLOWED_SHARE * 100} % of the ${quietIndex} read earlier)`;
      const unraised = rendererMainUnraised();
      const budget = unraised ? UNRAISED_BUDGET : BUDGET;
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      if (finalPath !== path) throw new Error(`Lighthouse on ${path} ended on ${finalPath} (not logged in?)`);
      figures.push(
        {
          name: `Lighthouse ${preset} performance ${path}`,
          value: performance,
          unit: '',
          budget: preset === 'desktop' ? budget.desktopScore : budget.mobileScore,
          atLeast: true,
          unjudged: hostUnfit,
        },
        {
          name: `Lighthouse ${preset} accessibility ${path}`,
          value: accessibility,
          unit: '',
          budget: BUDGET.accessibility,
          atLeast: true,
        },
        { name: `Lighthouse ${preset} LCP ${path}`, value: Math.round(lcp), unit: 'ms' },
        {
          name: `Lighthouse ${preset} TBT ${path}`,
          value: Math.round(tbt),
          unit: 'ms',
          ...(preset === 'mobile' && {
            budget: budget.mobileTbtMs,
            unjudged: hostUnfit ?? (unraised ? "the page's main thread was not raised" : undefined),
          }),
        },
      );
      // The emulated host is the slowest the issue's goals hold for, so they are its budgets: a run with
      // BENCH_EMULATE_INDEX=1000 fails when the first load misses them there. A host slower than
      // that index cannot be slowed to it, and its figures are not judged.
      const emulatedRuns = runs.flatMap((run) => (run.emulated ? [run.emulated] : []));
      if (emulatedRuns.length) {
        const score = median(emulatedRuns.map((run) => run.categories.performance?.score ?? 0));
        const blocking = median(
          emulatedRuns.map((run) => run.audits['total-blocking-time']?.numericValue ?? 0),
        );
        const tooSlow = emulatedRuns.some((run) => run.hostIndex < EMULATE_INDEX!)
          ? `this host is slower than index ${EMULATE_INDEX}`
          : undefined;
        figures.push(
          {
            name: `Lighthouse ${preset} performance ${path} at index ${EMULATE_INDEX} (emulated)`,
            value: score,
            unit: '',
            budget: BUDGET.mobileScore,
            atLeast: true,
            unjudged: tooSlow,
          },
          {
            name: `Lighthouse ${preset} TBT ${path} at index ${EMULATE_INDEX} (emulated)`,
            value: round(blocking),
            unit: 'ms',
            budget: BUDGET.mobileTbtMs,
            unjudged: tooSlow,
          },
        );
      }
    };
    const presets = (process.env.BENCH_PRESETS?.split(',') ?? ['desktop', 'mobile']) as (
      'desktop' | 'mobile'
    )[];
    const pages = process.env.BENCH_PAGES?.split(',') ?? ['/login', '/home'];
    if (pages.includes('/login')) for (const preset of presets) await audit('/login', preset);
    if (pages.includes('/home')) {
      // wbdw's home is the work desktop (/home); a use unit's home is its first page.
      await logIn(page, 'wbdw');
      for (const preset of presets) await audit('/home', preset);
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
  return figures;
}
