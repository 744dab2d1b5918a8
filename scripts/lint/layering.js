import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * Two ESLint rules over one import graph, resolved as TypeScript resolves imports (the project's
 * tsconfig.json): no import cycles, and the layer zones (docs/architecture.md, Layers). They are ours rather
 * than eslint-plugin-import-x's because its cycle rule cannot count type-only imports, and because its
 * resolver pulls native platform packages that the registry here does not all carry (npm ci then refuses the
 * lock file).
 *
 * no-import-cycle: no module of the source folder reaches itself through its imports. Unlike
 * import-x/no-cycle, `import type` and `export type ... from` count: a type-only cycle still ties two
 * modules together (neither can move or be read alone), and it turns into a runtime cycle the day a
 * value is imported along the same edge. A dynamic import() does not count: it loads its module
 * after the importer has run, so it cannot make an evaluation order circular; the route table's lazy
 * pages import the route lookup (pathTo) back, by design.
 * Imports resolve as TypeScript resolves them, with the options of the project's tsconfig.json.
 */

/** Static module specifiers of a source text: import and export declarations, type-only included. */
function staticSpecifiers(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
}

/** Per project root: compiler options, a resolution cache and each file's resolved imports. */
const projects = new Map();

function project(root) {
  let known = projects.get(root);
  if (known) return known;
  const configFile = join(root, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  // Parsed as a whole, so that `paths` resolve from the tsconfig's folder, not from the working directory.
  const { options } = ts.parseJsonConfigFileContent(config ?? {}, ts.sys, root, undefined, configFile);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const srcDir = join(root, 'src') + sep;
  /** file -> { mtime, imports }; an editor's long-running ESLint sees files change. */
  const files = new Map();
  const resolve = (specifier, from) => {
    const resolved = ts.resolveModuleName(specifier, from, options, ts.sys, cache).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) return undefined;
    const target = resolved.resolvedFileName;
    return target.startsWith(srcDir) && !target.endsWith('.d.ts') ? target : undefined;
  };
  const importsOf = (file) => {
    const mtime = statSync(file).mtimeMs;
    const cached = files.get(file);
    if (cached?.mtime === mtime) return cached.imports;
    const imports = staticSpecifiers(file, readFileSync(file, 'utf8'))
      .map((specifier) => resolve(specifier, file))
      .filter((target) => target !== undefined);
    files.set(file, { mtime, imports });
    return imports;
  };
  known = { srcDir, resolve, importsOf };
  projects.set(root, known);
  return known;
}

/** The shortest chain of imports from `start` back to `goal` (both included), if there is one. */
function chainBack(start, goal, importsOf) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === goal) {
        const chain = [goal];
        for (let at = file; at !== null; at = cameFrom.get(at)) chain.unshift(at);
        return chain;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles in src, type-only imports included' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      cycle:
        'Import cycle: {{chain}}. Move what both need to a module both import (types too), or invert the dependency.',
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const file = context.physicalFilename;
    const { srcDir, resolve, importsOf } = project(root);
    if (!file.startsWith(srcDir)) return {};
    const check = (node) => {
      if (node.source?.type !== 'Literal' || typeof node.source.value !== 'string') return;
      const target = resolve(node.source.value, file);
      if (!target) return;
      const chain = target === file ? [file] : chainBack(target, file, importsOf);
      if (!chain) return;
      const shown = [file, ...chain].map((f) => relative(dirname(srcDir), f).split(sep).join('/'));
      context.report({ node, messageId: 'cycle', data: { chain: shown.join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/** Folder of a file relative to the project root, with forward slashes ('src/pages/worker'). */
const folderOf = (root, file) => relative(root, dirname(file)).split(sep).join('/');
const within = (folder, base) => folder === base || folder.startsWith(`${base}/`);

/**
 * layer-zones: a file in a zone's `target` folder may not import a module in one of its `from`
 * folders, unless that module is in one of `except`. Folders are relative to the project root.
 * Type-only and dynamic imports count: a page reaching into another section's page by import()
 * still couples them.
 */
/** @type {import('eslint').Rule.RuleModule} */
export const layerZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports across the layers of src (docs/architecture.md, Layers)' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, zones: { type: 'array' } },
        additionalProperties: false,
      },
    ],
    messages: { zone: '{{message}} ({{from}} → {{to}})' },
  },
  create(context) {
    const { root = context.cwd, zones = [] } = context.options[0] ?? {};
    const file = context.physicalFilename;
    const { srcDir, resolve } = project(root);
    if (!file.startsWith(srcDir)) return {};
    const here = folderOf(root, file);
    const mine = zones.filter((zone) => within(here, zone.target));
    if (!mine.length) return {};
    const check = (node) => {
      if (node.source?.type !== 'Literal' || typeof node.source.value !== 'string') return;
      const target = resolve(node.source.value, file);
      if (!target) return;
      const there = folderOf(root, target);
      const breach = mine.find(
        (zone) =>
          [zone.from].flat().some((from) => within(there, from)) &&
          ![zone.except ?? []].flat().some((allowed) => within(there, allowed)),
      );
      if (breach) {
        context.report({ node, messageId: 'zone', data: { message: breach.message, from: here, to: there } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
