/**
 * Where a first load spends its main thread: a CPU profile (V8 sampling) of /login and of /home
 * logged in as wbdw, with the CPU slowed down as Lighthouse's mobile preset pretends (4×, or
 * PROFILE_CPU_SLOWDOWN), self time summed per script file and per function, and the long tasks.
 * PROFILE_RUNS (3) runs each; PROFILE_TOP (25) functions listed. PROFILE_CALLERS=fn lists the stacks
 * that called fn (PROFILE_COMPONENTS=1: the components rendered under it; PROFILE_UNDER=1: the
 * functions that spent the time under it).
 * Run behind nginx: scripts/e2e-nginx.sh npx tsx scripts/bench/profile.ts
 */
import type { Page } from '@playwright/test';
import { baseUrl, launch, logIn, median, resetStandIn } from './common';

const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const TOP = Number(process.env.PROFILE_TOP ?? 25);
const SLOWDOWN = Number(process.env.PROFILE_CPU_SLOWDOWN ?? 4);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const file = (url: string) => url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '') || '(native)';

async function profileLoad(page: Page, path: string, ready: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.goto('about:blank');
  await cdp.send('Profiler.start');
  await page.goto(`${baseUrl}${path}`);
  await page.locator(ready).first().waitFor();
  const tasks = await page.evaluate(
    () =>
      new Promise<{ start: number; duration: number }[]>((resolve) => {
        const found: { start: number; duration: number }[] = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) found.push({ start: e.startTime, duration: e.duration });
        }).observe({ type: 'longtask', buffered: true });
        setTimeout(() => resolve(found), 1500);
      }),
  );
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfByFile = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  /** Time with the function anywhere on the stack (once per sample). */
  const totalByFunction = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') return;
    const f = file(url);
    selfByFile.set(f, (selfByFile.get(f) ?? 0) + ms);
    const fn = `${functionName || '(anonymous)'} ${f}:${lineNumber + 1}:${columnNumber + 1}`;
    selfByFunction.set(fn, (selfByFunction.get(fn) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      if (!frame.url) continue;
      const name = `${frame.functionName || '(anonymous)'} ${file(frame.url)}:${frame.lineNumber + 1}`;
      if (seen.has(name)) continue;
      seen.add(name);
      totalByFunction.set(name, (totalByFunction.get(name) ?? 0) + ms);
    }
  });
  /** PROFILE_CALLERS=name: the stacks (outermost first) under which that function ran, with their time. */
  const callers = new Map<string, number>();
  const wanted = process.env.PROFILE_CALLERS;
  if (wanted)
    profile.samples.forEach((id, i) => {
      const stack: string[] = [];
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
        stack.unshift(byId.get(at)!.callFrame.functionName || '(anonymous)');
      const at = stack.indexOf(wanted);
      if (at < 0) return;
      // With PROFILE_COMPONENTS, the components React rendered under it (build with --minify false).
      const rendered = stack.flatMap((name, i) => (stack[i - 1] === 'renderWithHooks' ? [name] : []));
      // With PROFILE_UNDER, the functions that spent the time under it (self time, with their caller).
      const key = process.env.PROFILE_UNDER
        ? `${wanted}: … ${stack.slice(-2).join(' > ')}`
        : process.env.PROFILE_COMPONENTS
          ? `${wanted}: ${rendered.slice(0, 3).join(' > ')}`
          : stack.slice(Math.max(0, at - 12), at + 1).join(' > ');
      callers.set(key, (callers.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
  return { selfByFile, selfByFunction, totalByFunction, callers, tasks };
}

function report(label: string, runs: Awaited<ReturnType<typeof profileLoad>>[]) {
  const merge = (key: 'selfByFile' | 'selfByFunction' | 'totalByFunction' | 'callers') => {
    const all = new Map<string, number[]>();
    for (const run of runs) for (const [k, v] of run[key]) all.set(k, [...(all.get(k) ?? []), v]);
    return [...all].map(([k, v]) => [k, v.reduce((a, b) => a + b, 0) / runs.length] as const);
  };
  const total = runs.map((r) => [...r.selfByFile.values()].reduce((a, b) => a + b, 0));
  const blocking = runs.map((r) => r.tasks.reduce((a, t) => a + Math.max(0, t.duration - 50), 0));
  console.log(
    `\n== ${label} (${SLOWDOWN}× CPU, ${runs.length} runs): busy ${Math.round(median(total))} ms, ` +
      `long tasks over 50 ms ${Math.round(median(blocking))} ms (runs ${blocking.map(Math.round).join(', ')})`,
  );
  for (const run of runs)
    console.log(
      `   long tasks: ${run.tasks.map((t) => `${Math.round(t.duration)}@${Math.round(t.start)}`).join(' ')}`,
    );
  console.log('   self time by file:');
  for (const [k, v] of merge('selfByFile')
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15))
    console.log(`     ${v.toFixed(1).padStart(7)} ms  ${k}`);
  console.log('   self time by function:');
  for (const [k, v] of merge('selfByFunction')
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP))
    console.log(`     ${v.toFixed(1).padStart(7)} ms  ${k}`);
  for (const [k, v] of merge('callers')
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12))
    console.log(`   ${v.toFixed(1).padStart(7)} ms under ${k}`);
  console.log('   total time by function (on the stack):');
  for (const [k, v] of merge('totalByFunction')
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP * 2))
    console.log(`     ${v.toFixed(1).padStart(7)} ms  ${k}`);
}

const browser = await launch();
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await resetStandIn(page);
  const only = process.env.PROFILE_ONLY?.split(',') ?? ['login', 'home'];
  if (only.includes('login')) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await profileLoad(page, '/login', '#login-username'));
    report('/login', runs);
  }
  if (only.includes('home')) {
    await logIn(page, 'wbdw');
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await profileLoad(page, '/home', '.ant-statistic'));
    report('/home', runs);
  }
} finally {
  await browser.close();
}
