import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { arrAdd, arrDel, conductCheck } from '@/components/deferred/treeSelection';

/** Every .ts and .tsx file under a folder. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

describe("a table's row selection without the tree helpers", () => {
  it('no table asks for the tree selection they serve', () => {
    const asking = sources('src')
      .filter((file) => !file.endsWith('treeSelection.ts'))
      .filter((file) => /checkStrictly/.test(readFileSync(file, 'utf8')));
    expect(asking).toEqual([]);
  });

  it('says where to look if antd ever calls them', () => {
    expect(() => conductCheck()).toThrow(/treeSelection\.ts/);
  });

  it('adds and removes a key as the tree package does, leaving the list it was given', () => {
    const keys = ['a', 'b'];
    expect(arrAdd(keys, 'c')).toEqual(['a', 'b', 'c']);
    expect(arrAdd(keys, 'a')).toEqual(['a', 'b']);
    expect(arrDel(keys, 'a')).toEqual(['b']);
    expect(arrDel(undefined, 'a')).toEqual([]);
    expect(keys).toEqual(['a', 'b']);
  });
});
