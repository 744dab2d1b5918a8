/**
 * Every main-thread task of a first load, unthrottled, as Lighthouse observes it, with the functions
 * (and, for React renders, the components) that spent its time: which task to split next.
 * A Chromium trace with V8's sampling profiler; TASKS_MIN_MS (3) is the shortest task listed.
 * Run behind nginx: scripts/e2e-nginx.sh npx tsx scripts/bench/tasks.ts
 * (build with `npx vite build --minify false` for readable names). TASKS_PAGES=/login,/home; on
 * Lighthouse's mobile screen unless TASKS_DESKTOP is set.
 * Each trace ends with the blocking time its tasks would add on Lighthouse's mobile device (× 4, less
 * 50 ms; every task after the document's loading) by kind; on the traces of throttled runs
 * (BENCH_EMULATE_INDEX with BENCH_TRACE_DIR) that is the host of index 1000. React's share is told
 * apart by function names, so only in a build without minifying.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import {
  baseUrl,
  launch,
  logIn,
  MOBILE_SLOWDOWN,
  mobileBlocking,
  pageMainThread,
  resetStandIn,
  type TraceEvent,
} from './common';

const MIN_MS = Number(process.env.TASKS_MIN_MS ?? 3);
const RUNS = Number(process.env.TASKS_RUNS ?? 1);
/** How many functions and callers each task lists. */
const TOP = Number(process.env.TASKS_TOP ?? 6);
/** TASKS_SAVE_DIR: each live trace is kept there too, to be read again (TASKS_TRACES) or in DevTools. */
const SAVE_DIR = process.env.TASKS_SAVE_DIR;

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/**
 * What Lighthouse turns on before it loads a page (core/gather/driver/prepare.js): the debugger with
 * async call stacks of depth 8, so that every promise, timer, animation frame and request the page
 * schedules records the stack that scheduled it. In a deep React commit that makes each such call cost
 * tens of microseconds, and Lighthouse counts that time.
 */
async function observeAsLighthouse(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setSkipAllPauses', { skip: true });
  await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 8 });
  return cdp;
}

async function trace(browser: Browser, page: Page, path: string, ready: string) {
  await page.goto('about:blank');
  const cdp = await observeAsLighthouse(page);
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      // Lighthouse's too: a stack trace on each timer, animation frame and request event.
      'disabled-by-default-devtools.timeline.stack',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing',
      'loading',
      ...(process.env.TASKS_CATEGORIES?.split(',') ?? []),
    ],
  });
  await page.goto(`${baseUrl}${path}`);
  await page.locator(ready).first().waitFor();
  await page.waitForTimeout(1500);
  const buffer = await browser.stopTracing();
  await cdp.detach();
  if (SAVE_DIR) await writeFile(`${SAVE_DIR}/${path.slice(1)}-${Date.now()}.json`, buffer);
  return (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
}

/** What took most of a task: React's work loop (by profile samples), style and layout, a stylesheet, GC or other script. */
function kindOf(ms: number, native: Map<string, number>, samples: number, reactSamples: number) {
  const shares: [string, number][] = [
    ['React', samples ? (ms * reactSamples) / samples : 0],
    [
      'style and layout',
      (native.get('UpdateLayoutTree') ?? 0) + (native.get('Layout') ?? 0) + (native.get('Paint') ?? 0),
    ],
    ['stylesheet parse', native.get('ParseAuthorStyleSheet') ?? 0],
    ['GC', (native.get('MinorGC') ?? 0) + (native.get('MajorGC') ?? 0)],
  ];
  const [kind, share] = shares.sort((a, b) => b[1] - a[1])[0];
  if (share >= ms / 3) return kind;
  // Module compiling and evaluation, router creation, requests: no trace event covers most of it.
  return samples ? 'other script' : 'no script';
}

function analyse(events: TraceEvent[]) {
  const { nav, main, documentLoaded } = pageMainThread(events);
  const { pid, ts: t0 } = nav;
  const fcp = main.find((e) => e.name === 'firstContentfulPaint');
  // The sampling profile: nodes arrive in chunks, samples with time deltas.
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid);
  const profileStart = events.find((e) => e.name === 'Profile' && e.pid === pid);
  let at = (profileStart?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0;
  for (const chunk of chunks) {
    const data = chunk.args!.data!;
    for (const node of (data.cpuProfile?.nodes ?? []) as ProfileNode[]) nodes.set(node.id, node);
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      at += data.timeDeltas?.[i] ?? 0;
      samples.push({ ts: at, node });
    });
  }
  const frameName = (id: number) => {
    const f = nodes.get(id)!.callFrame;
    return f.functionName || '(anonymous)';
  };
  const stackOf = (id: number) => {
    const stack: string[] = [];
    for (let n: number | undefined = id; n !== undefined; n = nodes.get(n)?.parent)
      stack.unshift(frameName(n));
    return stack;
  };
  // Every task Lighthouse's mobile device (4 × slower) would run for more than 50 ms: listed from
  // MIN_MS on, and summed by kind below.
  const reactWork = new Set(
    [...nodes.keys()].filter((id) =>
      stackOf(id).some((name) => name === 'performWorkOnRoot' || name === 'performWorkUntilDeadline'),
    ),
  );
  const tasks = main
    .filter(
      (e) =>
        e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) >= Math.min(MIN_MS, 50 / MOBILE_SLOWDOWN) * 1000,
    )
    .sort((a, b) => a.ts - b.ts);
  const blockingByKind = new Map<string, number>();
  console.log(`   FCP at ${fcp ? Math.round((fcp.ts - t0) / 1000) : '?'} ms`);
  let over10 = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const inside = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    const self = new Map<string, number>();
    const components = new Map<string, number>();
    for (const s of inside) {
      const stack = stackOf(s.node);
      const leaf = stack[stack.length - 1];
      if (leaf === '(idle)' || leaf === '(program)' || leaf === '(root)') continue;
      self.set(leaf, (self.get(leaf) ?? 0) + 1);
      const rendered = stack.flatMap((name, i) => (stack[i - 1] === 'renderWithHooks' ? [name] : []));
      const key = rendered.length ? rendered.slice(0, 2).join('>') : stack.slice(1, 4).join('>');
      components.set(key, (components.get(key) ?? 0) + 1);
    }
    const top = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
    const children = main.filter(
      (e) =>
        e.ph === 'X' &&
        e.ts >= task.ts &&
        e.ts < end &&
        e !== task &&
        [
          'Layout',
          'UpdateLayoutTree',
          'Paint',
          'ParseAuthorStyleSheet',
          'MajorGC',
          'MinorGC',
          'v8.evaluateModule',
          'EvaluateScript',
        ].includes(e.name),
    );
    const native = new Map<string, number>();
    for (const c of children) native.set(c.name, (native.get(c.name) ?? 0) + (c.dur ?? 0) / 1000);
    if (process.env.TASKS_ALL_EVENTS) {
      // Every event inside the task by name: for tasks whose time no profile sample explains.
      for (const e of main)
        if (e.ph === 'X' && e.ts >= task.ts && e.ts < end && e !== task)
          native.set(`*${e.name}`, (native.get(`*${e.name}`) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const ms = task.dur! / 1000;
    const kind = kindOf(ms, native, inside.length, inside.filter((x) => reactWork.has(x.node)).length);
    // The document's own loading task (HTML parsing, preloads) comes before any paint: Lighthouse's
    // blocking time starts at the first contentful paint it simulates, after it.
    const blocking = task.ts > documentLoaded ? mobileBlocking(ms) : 0;
    blockingByKind.set(kind, (blockingByKind.get(kind) ?? 0) + blocking);
    if (ms >= 10) over10 += 1;
    if (ms < MIN_MS) continue;
    console.log(
      `${String(Math.round((task.ts - t0) / 1000)).padStart(6)} ${ms.toFixed(1).padStart(5)} ms (cpu ${((task.tdur ?? task.dur!) / 1000).toFixed(1)})` +
        ` [${kind}] ${[...native].map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' ')}` +
        `\n          fn: ${top(self, TOP)}\n          in: ${top(components, TOP)}`,
    );
  }
  console.log(`   tasks of 10 ms or more: ${over10}`);
  const total = [...blockingByKind.values()].reduce((a, b) => a + b, 0);
  console.log(
    `   blocking on Lighthouse's mobile device (every task after the document's loading × ${MOBILE_SLOWDOWN}, less 50 ms): ${Math.round(total)} ms; ` +
      [...blockingByKind]
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${Math.round(v)}`)
        .join(', '),
  );
}

const traceFiles = process.env.TASKS_TRACES?.split(',');
if (traceFiles) {
  // Traces Lighthouse took (BENCH_TRACE_DIR), read instead of loading the pages here.
  for (const file of traceFiles) {
    console.log(`\n== ${file}`);
    const trace = JSON.parse(await readFile(file, 'utf8')) as { traceEvents: TraceEvent[] };
    analyse(trace.traceEvents);
  }
  process.exit(0);
}
const browser = await launch();
try {
  // Lighthouse's mobile screen (the preset the TBT budget is about): the shell folds its menu there.
  const page = await browser.newPage(
    process.env.TASKS_DESKTOP
      ? {}
      : { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true },
  );
  await resetStandIn(page);
  const pages = process.env.TASKS_PAGES?.split(',') ?? ['/login', '/home'];
  for (const path of pages) {
    if (path === '/home') await logIn(page, 'wbdw');
    for (let i = 0; i < RUNS; i++) {
      console.log(`\n== ${path} (run ${i + 1})`);
      analyse(await trace(browser, page, path, path === '/home' ? '.ant-statistic' : '#login-username'));
    }
  }
} finally {
  await browser.close();
}
