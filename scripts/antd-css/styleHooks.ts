// antd's per-component style code (each component's style/ directory: the genStyleHooks call, its
// style functions and component-token functions) builds the CSS-in-JS that the zero-runtime theme
// never injects: with the prebuilt stylesheet (vite.config.ts, antdThemeCss) a style hook only hands
// back two class names. The build swaps every call of antd's three style-hook generators for a hook
// that returns those class names (zeroRuntimeStyleHooks.ts); the style functions are then unused and
// the bundler drops them, about a tenth of antd's code on every page. docs/build.md explains it.
import { fileURLToPath } from 'node:url';
import { parseAst, type Plugin } from 'vite';

/** antd's generators (antd/es/theme/internal) and what stands in for the hook or component each makes. */
const standIns: Record<string, string> = {
  genStyleHooks: 'useZeroRuntimeStyle',
  genComponentStyleHook: 'useZeroRuntimeHashId',
  genSubStyleComponent: 'ZeroRuntimeSubStyle',
};

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** The outermost nodes under `root` that `matches` picks, in source order. */
function outermost(root: Node, matches: (node: Node) => boolean): Node[] {
  const found: Node[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isNode(value)) {
      if (matches(value)) found.push(value);
      else Object.values(value).forEach(visit);
    }
  };
  visit(root);
  return found;
}

/**
 * An antd module's code with each call of a style-hook generator imported from theme/internal
 * replaced by its zero-runtime stand-in, imported from `runtime`; undefined when it calls none.
 */
export function withoutStyleCode(code: string, runtime: string): string | undefined {
  const program = parseAst(code) as unknown as Node & { body: Node[] };
  const generatorOf = new Map<string, string>();
  for (const statement of program.body) {
    const source = (statement.source as { value?: unknown } | undefined)?.value;
    if (statement.type !== 'ImportDeclaration' || !/\/theme\/internal$/.test(String(source))) continue;
    for (const specifier of statement.specifiers as Node[]) {
      const imported = (specifier.imported as { name?: string } | undefined)?.name;
      if (imported && imported in standIns)
        generatorOf.set((specifier.local as { name: string }).name, imported);
    }
  }
  if (generatorOf.size === 0) return undefined;
  const calls = outermost(
    program,
    (node) =>
      node.type === 'CallExpression' &&
      generatorOf.has((node.callee as { type: string; name?: string }).name ?? ''),
  );
  if (calls.length === 0) return undefined;
  let result = '';
  let from = 0;
  for (const call of calls) {
    const generator = generatorOf.get((call.callee as { name: string }).name)!;
    result += code.slice(from, call.start) + standIns[generator];
    from = call.end;
  }
  const names = [...new Set([...generatorOf.values()].map((generator) => standIns[generator]))];
  return `import { ${names.join(', ')} } from ${JSON.stringify(runtime)};\n${result}${code.slice(from)}`;
}

/** The build step: antd's ES modules (but the theme's own) lose their style code. */
export function antdZeroRuntimeStyles(): Plugin {
  const runtime = fileURLToPath(new URL('./zeroRuntimeStyleHooks.ts', import.meta.url));
  return {
    name: 'antd-zero-runtime-styles',
    apply: 'build',
    transform(code, id) {
      const file = id.replaceAll('\\', '/');
      if (!/\/node_modules\/antd\/es\/(?!theme\/).*\.js$/.test(file)) return undefined;
      if (!/\bgen(StyleHooks|ComponentStyleHook|SubStyleComponent)\b/.test(code)) return undefined;
      const stripped = withoutStyleCode(code, runtime);
      return stripped === undefined ? undefined : { code: stripped, map: null };
    },
  };
}
