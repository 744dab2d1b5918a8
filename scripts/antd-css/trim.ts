// antd's prebuilt stylesheet (antd/dist/antd.css) carries every component's rules; the portal renders
// a few dozen of them. This module works out which antd component directories the app can reach (what
// src imports from antd, closed over antd's own module graph) and drops the stylesheet rules that only
// style the others, so the render-blocking sheet the browser parses on every load is the one it needs.
// vite.config.ts (antdThemeCss) trims at load time; tests/unit/antd-css.test.ts guards the result.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export interface AntdUsage {
  /** Every directory of antd/es (component or shared). */
  dirs: string[];
  /** The directories of the modules the app's own code imports. */
  roots: Set<string>;
  /** The directories of every module reachable from those over antd's imports. */
  reached: Set<string>;
  /** The class prefixes (without `ant-`) the reachable modules ask for: the components the app can render. */
  usedPrefixes: Set<string>;
  /** Class prefix (btn, picker, select-tree) → the directories whose code asks for it by name. */
  prefixOwners: Map<string, string[]>;
}

function filesUnder(dir: string, matches: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && matches(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** `import … from 'x'`, `export … from 'x'`, `import 'x'`, `import('x')`: the module specifiers. */
const specifiers = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"]+)\1/g;

/** The module file a specifier names: `../button` → button/index.js, `./Group` → Group.js. */
function moduleFile(path: string): string | undefined {
  return [path, `${path}.js`, join(path, 'index.js')].find((candidate) => {
    try {
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
}

/**
 * The antd/es modules the app imports: `{ Button, Form } from 'antd'` (through the index's names),
 * deep `antd/es/…` imports and lazy `import('antd/es/…')`; type-only imports render nothing.
 */
function rootModules(srcDir: string, esDir: string): Set<string> {
  const index = readFileSync(join(esDir, 'index.js'), 'utf8');
  const dirOfName = new Map(
    [...index.matchAll(/export\s*\{\s*default\s+as\s+(\w+)\s*\}\s*from\s*'\.\/([\w-]+)'/g)].map(
      ([, name, dir]) => [name, dir],
    ),
  );
  const roots = new Set<string>();
  const add = (path: string) => {
    const file = moduleFile(join(esDir, path));
    if (file) roots.add(file);
  };
  const sources = filesUnder(srcDir, (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    const imports = /\bimport\s+(type\s+)?([^'";]*?)\s*from\s*'antd(?:\/es\/([^']+))?'/g;
    for (const [, typeOnly, clause, deep] of text.matchAll(imports)) {
      if (typeOnly) continue;
      if (deep) add(deep);
      else
        for (const spec of /\{([^}]*)\}/.exec(clause)?.[1].split(',') ?? []) {
          const dir = dirOfName.get(spec.trim().split(/\s+as\s+/)[0]);
          if (dir) add(dir);
        }
    }
    for (const [, deep] of text.matchAll(/\bimport\(\s*'antd\/es\/([^']+)'\s*\)/g)) add(deep);
  }
  return roots;
}

/** The modules of antd/es reachable from the roots over relative imports (antd's own module graph). */
function reachableModules(roots: Set<string>, esDir: string): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const [, , specifier] of readFileSync(file, 'utf8').matchAll(specifiers)) {
      if (!specifier.startsWith('.')) continue;
      const target = moduleFile(resolve(dirname(file), specifier));
      if (target && !relative(esDir, target).startsWith('..')) pending.push(target);
    }
  }
  return reached;
}

/**
 * The class prefixes a module asks ConfigProvider for: `getPrefixCls('btn', …)`, or through a constant
 * of its directory (`const floatButtonPrefixCls = 'float-btn'` … `getPrefixCls(floatButtonPrefixCls)`).
 */
function ownPrefixes(text: string, constants: Map<string, string>): string[] {
  return [...text.matchAll(/getPrefixCls\(\s*(?:(['"])([\w-]+)\1|(\w+)\s*[,)])/g)]
    .map(([, , literal, name]) => literal ?? constants.get(name))
    .filter((prefix) => prefix !== undefined);
}

/** Class names a module builds on the root prefix itself (`${rootPrefixCls}-btn` for a confirm's buttons). */
function builtClassNames(text: string): string[] {
  return [...text.matchAll(/\$\{(?:rootPrefixCls|getPrefixCls\(\))\}-([\w-]+)/g)].map(([, name]) => name);
}

/** Which antd components the app in `root` (its src/ and node_modules/antd) can render. */
export function antdUsage(root: string): AntdUsage {
  const esDir = join(root, 'node_modules', 'antd', 'es');
  const dirs = readdirSync(esDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const roots = rootModules(join(root, 'src'), esDir);
  const reached = reachableModules(roots, esDir);
  const dirOf = (file: string) => relative(esDir, file).split(sep)[0];
  const prefixOwners = new Map<string, string[]>();
  const asked = new Set<string>();
  for (const dir of dirs) {
    const files = filesUnder(join(esDir, dir), (name) => name.endsWith('.js'));
    const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
    const constants = new Map<string, string>();
    for (const text of texts.values())
      for (const [, name, , value] of text.matchAll(/\b(?:const|let)\s+(\w+)\s*=\s*(['"])([\w-]+)\2/g))
        constants.set(name, value);
    const owned = new Set<string>();
    for (const [file, text] of texts) {
      const own = ownPrefixes(text, constants);
      for (const prefix of own) owned.add(prefix);
      if (reached.has(file)) for (const name of [...own, ...builtClassNames(text)]) asked.add(name);
    }
    for (const prefix of owned) prefixOwners.set(prefix, [...(prefixOwners.get(prefix) ?? []), dir]);
  }
  const prefixes = [...prefixOwners.keys()];
  const usedPrefixes = new Set(
    [...asked].map((name) => prefixOfClass(`ant-${name}`, prefixes)).filter((prefix) => prefix !== undefined),
  );
  return {
    dirs,
    roots: new Set([...roots].map(dirOf)),
    reached: new Set([...reached].map(dirOf)),
    usedPrefixes,
    prefixOwners,
  };
}

/**
 * The owning prefix of an antd class (`ant-select-tree-node` → `select-tree`): the longest known prefix
 * it equals or continues with a dash; undefined for antd's global classes (motions, wave, css-var).
 */
export function prefixOfClass(className: string, prefixes: Iterable<string>): string | undefined {
  const name = className.replace(/^ant-/, '');
  let best: string | undefined;
  for (const prefix of prefixes)
    if ((name === prefix || name.startsWith(`${prefix}-`)) && prefix.length > (best?.length ?? 0))
      best = prefix;
  return best;
}

const antClasses = /\.(ant-[\w-]+)/g;

/** Past a string or comment that starts at `i` (its last character), or `i` when none starts there. */
function skipQuoted(css: string, i: number): number {
  const char = css[i];
  if (char === '"' || char === "'") return css.indexOf(char, i + 1);
  if (char === '/' && css[i + 1] === '*') {
    const end = css.indexOf('*/', i + 2);
    return end < 0 ? -1 : end + 1;
  }
  return i;
}

/** Index just past the block that opens at `open` (a `{`), skipping strings and comments. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    i = skipQuoted(css, i);
    if (i < 0) break;
    const char = css[i];
    if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i + 1;
  }
  throw new Error(`antd.css: unbalanced block at ${open}`);
}

/** Index of the next `{` or `;` at the top of the text from `from`, skipping strings and comments. */
function preludeEnd(css: string, from: number): number {
  for (let i = from; i < css.length; i++) {
    i = skipQuoted(css, i);
    if (i < 0) break;
    const char = css[i];
    if (char === '{' || char === ';') return i;
  }
  return css.length;
}

export interface TrimmedCss {
  css: string;
  /** Style rules (selector blocks, counted inside @media/@supports too) kept and in the original. */
  kept: number;
  total: number;
}

/** At-rules whose content is more rules, walked rule by rule; others (@keyframes, @font-face) stay whole. */
const groupingAtRules = /^@(media|supports|layer|container|document)\b/i;

/**
 * The stylesheet without the rules that style only unused components: a rule goes when every `.ant-*`
 * class in its selector belongs to a prefix no used directory asks for. Rules without antd classes,
 * classes of no known prefix, keyframes and token blocks stay; grouping blocks left empty go.
 */
export function trimAntdCss(sheet: string, usage: AntdUsage): TrimmedCss {
  const { css, kept, total } = partitionAntdCss(sheet, usage, usage.usedPrefixes);
  return { css, kept, total };
}

export interface PartitionedCss extends TrimmedCss {
  /** The rules that went, in their order, inside their @media/@supports blocks. */
  rest: string;
}

/**
 * The sheet in two: `css` keeps what trimAntdCss would keep were `keptPrefixes` the used ones, `rest`
 * holds the other style rules (those whose every antd class belongs to another known prefix).
 */
export function partitionAntdCss(sheet: string, usage: AntdUsage, keptPrefixes: Set<string>): PartitionedCss {
  const prefixes = [...usage.prefixOwners.keys()];
  const otherClass = (className: string) => {
    const prefix = prefixOfClass(className, prefixes);
    return prefix !== undefined && !keptPrefixes.has(prefix);
  };
  return partitionCssRules(sheet, (selector) => {
    const classes = [...selector.matchAll(antClasses)].map(([, className]) => className);
    return classes.length === 0 || !classes.every(otherClass);
  });
}

/**
 * The sheet in two by its style rules: `css` keeps those whose selector `keeps`, with every other
 * at-rule (keyframes, font faces) whole; `rest` holds the others. Rules inside @media/@supports are
 * judged one by one, and grouping blocks left empty go.
 */
export function partitionCssRules(sheet: string, keeps: (selector: string) => boolean): PartitionedCss {
  let kept = 0;
  let total = 0;
  const walk = (css: string): [kept: string, rest: string] => {
    let out = '';
    let rest = '';
    let i = 0;
    while (i < css.length) {
      const end = preludeEnd(css, i);
      const prelude = css.slice(i, end).trim();
      if (end >= css.length) {
        out += css.slice(i);
        break;
      }
      if (css[end] === ';') {
        out += css.slice(i, end + 1); // a statement at-rule (@import, @layer a, b;)
        i = end + 1;
        continue;
      }
      const close = blockEnd(css, end);
      const block = css.slice(i, close);
      if (prelude.startsWith('@')) {
        if (groupingAtRules.test(prelude)) {
          const [innerKept, innerRest] = walk(css.slice(end + 1, close - 1));
          if (innerKept.trim()) out += `${css.slice(i, end)}{${innerKept}}`;
          if (innerRest.trim()) rest += `${css.slice(i, end)}{${innerRest}}`;
        } else out += block;
      } else {
        total++;
        if (keeps(prelude)) {
          kept++;
          out += block;
        } else rest += block;
      }
      i = close;
    }
    return [out, rest];
  };
  const [css, rest] = walk(sheet);
  return { css, rest, kept, total };
}

/** A sheet cut between its top-level rules into parts of about `maxLength` characters or less. */
export function cutCss(css: string, maxLength: number): string[] {
  const parts: string[] = [];
  let part = '';
  let i = 0;
  while (i < css.length) {
    const end = preludeEnd(css, i);
    const next = end >= css.length ? css.length : css[end] === ';' ? end + 1 : blockEnd(css, end);
    if (part && part.length + next - i > maxLength) {
      parts.push(part);
      part = '';
    }
    part += css.slice(i, next);
    i = next;
  }
  if (part.trim()) parts.push(part);
  return parts;
}

/**
 * The class prefixes these antd modules (files of antd/es, as the bundler names them) ask for: the
 * components a set of chunks can render, as AntdUsage.usedPrefixes is for the whole app.
 */
export function prefixesAskedBy(files: Iterable<string>, usage: AntdUsage): Set<string> {
  const prefixes = [...usage.prefixOwners.keys()];
  const constantsOfDir = new Map<string, Map<string, string>>();
  const constants = (dir: string) => {
    let found = constantsOfDir.get(dir);
    if (!found) {
      found = new Map();
      for (const file of filesUnder(dir, (name) => name.endsWith('.js')))
        for (const [, name, , value] of readFileSync(file, 'utf8').matchAll(
          /\b(?:const|let)\s+(\w+)\s*=\s*(['"])([\w-]+)\2/g,
        ))
          found.set(name, value);
      constantsOfDir.set(dir, found);
    }
    return found;
  };
  const asked = new Set<string>();
  for (const file of files) {
    const esDir = file.slice(0, file.lastIndexOf('/antd/es/') + '/antd/es/'.length);
    const [first, ...inner] = relative(esDir, file).split(sep);
    const text = readFileSync(file, 'utf8');
    const named = inner.length ? constants(join(esDir, first)) : new Map<string, string>();
    for (const name of [...ownPrefixes(text, named), ...builtClassNames(text)]) asked.add(name);
  }
  return new Set(
    [...asked].map((name) => prefixOfClass(`ant-${name}`, prefixes)).filter((prefix) => prefix !== undefined),
  );
}

/** antd classes in the sheet that no directory's prefix owns (its global motion, wave and token classes). */
export function unownedAntdClasses(sheet: string, usage: AntdUsage): string[] {
  const prefixes = [...usage.prefixOwners.keys()];
  const classes = new Set([...sheet.matchAll(antClasses)].map(([, className]) => className));
  return [...classes].filter((className) => prefixOfClass(className, prefixes) === undefined).sort();
}
