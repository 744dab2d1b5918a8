/**
 * Every main-thread task of a first load, unthrottled, as Lighthouse observes it, with the functions
 * (and, for React renders, the components) that spent its time: which task to split next.
 * A Chromium trace with V8's sampling profiler; TASKS_MIN_MS (3) is the shortest task listed.
 * Run behind nginx: scripts/e2e-nginx.sh npx tsx scripts/bench/tasks.ts
 * (build with `npx vite build --minify false` for readable names). TASKS_PAGES=/login,/home.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { baseUrl, launch, logIn, resetStandIn } from './common';

const MIN_MS = Number(process.env.TASKS_MIN_MS ?? 3);
const RUNS = Number(process.env.TASKS_RUNS ?? 1);
/** How many functions and callers each task lists. */
const TOP = Number(process.env.TASKS_TOP ?? 6);

interface TraceEvent {
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
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      isLoadingMainFrame?: boolean;
      documentLoaderURL?: string;
      frame?: string;
    };
  };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

async function trace(browser: Browser, page: Page, path: string, ready: string) {
  await page.goto('about:blank');
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
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
  return (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
}

function analyse(events: TraceEvent[]) {
  const nav = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
  )!;
  const { pid, tid, ts: t0 } = nav;
  const main = events.filter((e) => e.pid === pid && e.tid === tid);
  const fcp = main.find((e) => e.name === 'firstContentfulPaint');
  // The sampling profile: nodes arrive in chunks, samples with time deltas.
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid);
  const profileStart = events.find((e) => e.name === 'Profile' && e.pid === pid);
  let at = (profileStart?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0;
  for (const chunk of chunks) {
    const data = chunk.args!.data!;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
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
  const tasks = main
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) >= MIN_MS * 1000)
    .sort((a, b) => a.ts - b.ts);
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
    if (ms >= 10) over10 += 1;
    console.log(
      `${String(Math.round((task.ts - t0) / 1000)).padStart(6)} ${ms.toFixed(1).padStart(5)} ms (cpu ${((task.tdur ?? task.dur!) / 1000).toFixed(1)})` +
        ` ${[...native].map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' ')}` +
        `\n          fn: ${top(self, TOP)}\n          in: ${top(components, TOP)}`,
    );
  }
  console.log(`   tasks of 10 ms or more: ${over10}`);
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
  const page = await browser.newPage();
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
