/**
 * Size and speed of the production build, served by nginx with the standalone stand-in
 * (npm run bench = scripts/e2e-nginx.sh + this; docs/performance.md). Prints every figure with its goal
 * and gate; exits 1 when a figure is past its gate. BENCH_ONLY=bundle,lighthouse,interactions,standin
 * picks parts.
 */
import { measureBundles } from './bundle';
import { measureInteractions } from './interactions';
import { measureLighthouse } from './lighthouse';
import { measureStandIn } from './standin';
import { meetsGoal, passesGate, type Figure } from './common';

const parts: Record<string, () => Promise<Figure[]>> = {
  bundle: measureBundles,
  lighthouse: measureLighthouse,
  interactions: measureInteractions,
  standin: measureStandIn,
};

const only = process.env.BENCH_ONLY?.split(',');
const limit = (f: Figure, value: number | undefined) =>
  value === undefined ? '' : `${f.atLeast ? '≥' : '≤'} ${value}`;
const figures: Figure[] = [];
for (const [name, measure] of Object.entries(parts)) {
  if (only && !only.includes(name)) continue;
  const started = Date.now();
  const measured = await measure();
  for (const f of measured) {
    const status = f.gate === undefined ? '    ' : passesGate(f) ? 'ok  ' : 'OVER';
    const goal = f.goal === undefined ? '' : `goal ${limit(f, f.goal)} ${meetsGoal(f) ? 'met' : 'MISSED'}`;
    const limits =
      f.gate === undefined
        ? goal
        : f.gate === f.goal
          ? `gate and ${goal}`
          : `gate ${limit(f, f.gate)}${goal && `, ${goal}`}`;
    console.log(`${status} ${f.name}: ${f.value}${f.unit && ` ${f.unit}`}${limits && ` (${limits})`}`);
  }
  console.log(`     [${name} measured in ${((Date.now() - started) / 1000).toFixed(1)} s]`);
  figures.push(...measured);
}
const missed = figures.filter((f) => !meetsGoal(f));
if (missed.length) console.warn(`\n${missed.length} figure(s) short of their goal`);
const over = figures.filter((f) => !passesGate(f));
if (over.length) {
  console.error(`\n${over.length} figure(s) past the gate: ${over.map((f) => f.name).join('; ')}`);
  process.exit(1);
}
console.log('\nall figures within their gates');
