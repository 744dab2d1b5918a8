// narrowAntdImports (scripts/build/narrowAntdImports.ts) points imports written inside antd and its
// packages somewhere else. Each rests on a file path inside node_modules and on the exact specifier
// written there: a release of antd that moves or rewrites one would leave the redirect silently
// unused, and the first load heavier. These tests fail first.
import { existsSync, readFileSync, statSync } from 'node:fs';

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REDIRECTED_ANTD_IMPORTS } from '../../scripts/build/narrowAntdImports';
import { exportNames, namesImported } from './buildPlugin';

// vitest runs from the project's root.
const nodeModules = join(process.cwd(), 'node_modules');

/**
 * What a redirect's target exports: a module of the portal (`@/…`) as it loads, a package path (an ES
 * module as the bundler resolves it, which Node cannot load) as its code declares.
 */
async function exportsOf(target: string): Promise<string[]> {
  if (target.startsWith('@/')) return Object.keys((await import(/* @vite-ignore */ target)) as object);
  const file = ['', '.js', '/index.js'].map((ending) => join(nodeModules, target + ending)).find(isFile);
  if (!file) throw new Error(`${target} is not in node_modules`);
  return exportNames(readFileSync(file, 'utf8'));
}

describe.each(
  REDIRECTED_ANTD_IMPORTS.map((redirect) => ({
    ...redirect,
    label: `${redirect.importer} → ${redirect.source}`,
  })),
)('the redirect of $label', ({ importer, source, target }) => {
  const importerFile = join(nodeModules, importer);

  it('names a module that exists and imports that specifier as written', () => {
    expect(existsSync(importerFile), `${importer} is not in node_modules`).toBe(true);
    expect(
      namesImported(readFileSync(importerFile, 'utf8'), source),
      `${importer} no longer imports '${source}'`,
    ).toBeDefined();
  });

  it('goes to a module that exports every name the import takes', async () => {
    const names = namesImported(readFileSync(importerFile, 'utf8'), source) ?? [];
    expect(names.length).toBeGreaterThan(0);
    const exported = await exportsOf(target);
    for (const name of names) expect(exported, `${target} does not export ${name}`).toContain(name);
  });
});

describe('the names an import takes', () => {
  it('reads default, named and re-exported names, and nothing from another source', () => {
    const code =
      "import Tooltip from '../tooltip';\nimport { a, b as c } from '../tooltip';\n" +
      "export { d } from '../tooltip';\nimport { e } from '../tabs';";
    expect(namesImported(code, '../tooltip')).toEqual(['default', 'a', 'b', 'd']);
    expect(namesImported(code, '../skeleton')).toBeUndefined();
  });
});
