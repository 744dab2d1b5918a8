import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { portalConfig } from '../../eslint.config.js';
import { expectEvery, expectNone } from '../helpers/lists';

const root = join(import.meta.dirname, '../..');

/** The rule ids the project's configuration reports for a test file of this text. */
async function rulesFiredOn(code: string): Promise<(string | null)[]> {
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: portalConfig(root) });
  const [result] = await eslint.lintText(code, { filePath: join(root, 'tests/unit/any.test.ts') });
  return result!.messages.map((message) => message.ruleId);
}

describe('checks over every item of a list', () => {
  it('refuse an empty list, whatever the check', () => {
    expect(() => expectEvery([], () => true, 'rows')).toThrow(
      'rows: the list is empty, so a check of its items proves nothing',
    );
    expect(() => expectNone([], () => false, 'rows')).toThrow('rows: the list is empty');
  });

  it('name the items that fail', () => {
    expect(() => expectEvery([1, 2, 3], (n) => n < 2, 'counts')).toThrow(
      'counts: 2 of 3 items fail, the first: 2',
    );
    expect(() => expectNone(['a', 'b'], (s) => s === 'b', 'names')).toThrow(
      'names: 1 of 2 items match, the first: "b"',
    );
    expectEvery([1, 2], (n) => n > 0);
    expectNone([1, 2], (n) => n > 2);
  });

  it('are what the lint asks for: expect(list.every(...)) and expect(list.some(...)) are refused in tests', async () => {
    const declared = 'const list = [1];\n';
    expect(await rulesFiredOn(`${declared}expect(list.every((n) => n > 0)).toBe(true);\n`)).toEqual([
      'no-restricted-syntax',
    ]);
    expect(await rulesFiredOn(`${declared}expect(list.some((n) => n > 1), 'why').toBe(false);\n`)).toEqual([
      'no-restricted-syntax',
    ]);
    // Inside a filter of other items the check is not of the whole list.
    expect(
      await rulesFiredOn(`${declared}expect(list.filter((n) => [n].every(Boolean))).toEqual([]);\n`),
    ).toEqual([]);
  });
});
