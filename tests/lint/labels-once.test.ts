import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldsOf, type ContractField, type ContractRecord } from '@/contract/field';

// A field's label is declared once, in its record (src/contract/records): the pages spread the record's
// field and the stand-in reads it from there. A copy elsewhere would drift from the declaration.

const root = join(import.meta.dirname, '../..');
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const isRecord = (value: unknown): value is ContractRecord =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).length > 0 &&
  Object.values(value).every(
    (field) => typeof field === 'object' && field !== null && 'label' in field && 'name' in field,
  );

async function recordFields(): Promise<ContractField[]> {
  const modules = import.meta.glob<Record<string, unknown>>('/src/contract/records/*.ts');
  const fields: ContractField[] = [];
  for (const load of Object.values(modules))
    for (const value of Object.values(await load())) if (isRecord(value)) fields.push(...fieldsOf(value));
  return fields;
}

const at = (file: string, text: string, index: number) =>
  `${relative(root, file)}:${text.slice(0, index).split('\n').length}`;

/** `label: '…'` with Chinese text: a label written where it stands (a document's own line may). */
export function writtenLabels(text: string): { label: string; index: number }[] {
  return [...text.matchAll(/\blabel:\s*(['"`])([^'"`\n]*\p{Script=Han}[^'"`\n]*)\1/gu)].map((match) => ({
    label: match[2],
    index: match.index,
  }));
}

/**
 * `{ name: 'x', label: '…' … }` entries of a catalogue that restate a record's field of that name and
 * label. An entry with a dictionary of its own is another field that happens to share the words.
 */
export function restatedFields(
  text: string,
  declared: ReadonlySet<string>,
): { field: string; index: number }[] {
  return [...text.matchAll(/\{\s*name:\s*'(\w+)',\s*label:\s*'([^']+)'([^{}]*)\}/g)]
    .filter((match) => declared.has(`${match[1]}:${match[2]}`) && !/\bdict:/.test(match[3]))
    .map((match) => ({ field: `${match[1]} ${match[2]}`, index: match.index }));
}

describe('field labels', () => {
  it('the stand-in restates none: its documents read them from the records', async () => {
    const labels = new Set((await recordFields()).map((field) => field.label));
    const written = filesUnder(join(root, 'src/mocks')).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return writtenLabels(text)
        .filter(({ label }) => labels.has(label))
        .map(({ label, index }) => `${at(file, text, index)} ${label}`);
    });
    expect(written).toEqual([]);
  });

  it('no page or shared block restates a record’s field', async () => {
    const fields = await recordFields();
    expect(fields.length).toBeGreaterThan(200);
    const declared = new Set(fields.map((field) => `${field.name}:${field.label}`));
    const sources = ['src/pages', 'src/components', 'src/layout'].flatMap((dir) =>
      filesUnder(join(root, dir)),
    );
    const restated = sources.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return restatedFields(text, declared).map(({ field, index }) => `${at(file, text, index)} ${field}`);
    });
    expect(restated).toEqual([]);
  });

  it('the checks find what they look for', () => {
    expect(writtenLabels("fields: [{ label: '制造单位', value }]")).toEqual([
      { label: '制造单位', index: 11 },
    ]);
    const declared = new Set(['equcode:设备代码', 'status:状态']);
    const catalogue = `[
      { name: 'equcode', label: '设备代码', table: true },
      { ...EQUIPMENT.equname, table: true },
      { name: 'status', label: '状态', dict: FAULT_STATUSES, tag: true },
    ]`;
    expect(restatedFields(catalogue, declared).map((r) => r.field)).toEqual(['equcode 设备代码']);
  });
});
