import { describe, expect, it } from 'vitest';
import { formFields } from '@/components/catalogue';
import { fieldRules, type FormField } from '@/components/RecordForm';
import { CERTIFICATE, OPERATOR } from '@/contract/records/workers';
import { recordSchema } from '@/contract/schema';
import { importColumns } from '@/contract/workbook';
import { operatorCatalogue } from '@/pages/worker/declarations';
import type { ValidatorRule } from '@/utils/validators';

/** The stand-in's refusal of an operator with one field changed from a valid one. */
function refusal(changes: Record<string, unknown>): string | undefined {
  const valid = {
    name: '王五',
    sex: '1',
    idcard: '11010519491231002X',
    mobile: '13800000000',
    qualifications: [],
  };
  const parsed = recordSchema(OPERATOR).safeParse({ ...valid, ...changes });
  return parsed.success ? undefined : parsed.error.issues[0].message;
}

const formField = (name: string): FormField => formFields(operatorCatalogue).find((f) => f.name === name)!;

/** The form's message for a value, by the field's rules (required, length, checks) in order. */
async function formMessage(field: FormField, value: string): Promise<string | undefined> {
  for (const rule of fieldRules(field)) {
    if (typeof rule !== 'object') continue;
    if ('required' in rule && rule.required && !value) return String(rule.message);
    if ('max' in rule && rule.max !== undefined && value.length > rule.max) return String(rule.message);
    if ('validator' in rule) {
      const failed = await (rule as ValidatorRule).validator(rule, value).catch((e: Error) => e.message);
      if (failed) return failed;
    }
  }
  return undefined;
}

describe('the contract: one declaration, the same refusals on the form and the stand-in', () => {
  it.each([
    ['name', ''],
    ['name', '王'.repeat(21)],
    ['mobile', '12345'],
    ['idcard', '110105194912310021'],
  ])('%s = %j is refused alike', async (name, value) => {
    const stand = refusal({ [name]: value });
    expect(stand).toMatch(/\p{Script=Han}/u);
    expect(await formMessage(formField(name), value)).toBe(stand);
  });

  it('types a template with the fields a user enters: none the backend fills, no files, no sub-rows', () => {
    expect(importColumns(OPERATOR).map((c) => c.key)).toEqual([
      'name',
      'sex',
      'idcard',
      'mobile',
      'areacode',
      'address',
      'remarks',
    ]);
    expect(importColumns(CERTIFICATE).map((c) => c.label)).toEqual([
      '证书编号',
      '作业项目',
      '发证机关',
      '发证日期',
      '有效期至',
    ]);
  });

  it('shows a field the backend fills in the views only, and a fixed one read-only in edit', () => {
    expect(formField('idcard').readOnlyIn).toEqual(['edit']);
    const certificates = formField('qualifications').rows!.fields;
    expect(certificates.find((f) => f.name === 'certState')?.viewOnly).toBe(true);
  });
});
