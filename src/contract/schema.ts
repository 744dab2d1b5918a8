import { z } from 'zod';
import {
  checkProblem,
  fieldsOf,
  maxLengthOf,
  missingMessage,
  tooLongMessage,
  typeOf,
  type ContractField,
  type ContractRecord,
} from './field';

/**
 * Request schemas of the contract: a write's body checked field by field, each refusal the Chinese
 * message the form shows for the same problem.
 */

/** A dictionary of codes (WORK_ITEMS, SEXES, UNIT_TYPES...). */
type Dictionary = readonly { value: string }[];

/** A real calendar date yyyy-MM-dd (2024-02-30 is not). */
export const isCalendarDate = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** Text of a field: a string (null or absent reads as ''), trimmed. */
const textOf = (label: string) =>
  z
    .string({ error: `${label}格式不正确` })
    .nullish()
    .transform((value) => (value ?? '').trim());

/** A field that must be given: absent, null or blank is "请填写<label>" (or the given message). */
const presentText = (label: string, missing = `请填写${label}`) =>
  z
    .string({ error: (issue) => (issue.input == null ? missing : `${label}格式不正确`) })
    .transform((value) => value.trim())
    .refine((value) => value !== '', missing);

const within = (max: number) => (value: string) => value.length <= max;
const inDictionary = (dictionary: Dictionary) => (value: string) => dictionary.some((d) => d.value === value);

/**
 * Field schemas by kind, for a body field no record declares (an id, a reason, a batch). Each names
 * its field by its label in its refusals.
 */
export const fields = {
  /** Optional free text up to max characters. */
  text: (label: string, max: number) => textOf(label).refine(within(max), tooLongMessage(label, max)),
  /** Required free text up to max characters. */
  required: (label: string, max: number, missing?: string) =>
    presentText(label, missing).refine(within(max), tooLongMessage(label, max)),
  /** Required text that passes a format check (isMobile, isCitizenId, isCreditCode...). */
  format: (label: string, test: (value: string) => boolean, invalid: string, missing?: string) =>
    presentText(label, missing ?? invalid).refine(test, invalid),
  /** Optional text that, when given, passes a format check. */
  optionalFormat: (label: string, test: (value: string) => boolean, invalid: string) =>
    textOf(label).refine((value) => value === '' || test(value), invalid),
  /** A change to a field: kept absent (undefined) when not sent, else text up to max characters. */
  change: (label: string, max: number) =>
    z
      .string({ error: `${label}格式不正确` })
      .refine(within(max), tooLongMessage(label, max))
      .optional(),
  /** A required code of a dictionary. */
  code: (label: string, dictionary: Dictionary, invalid = `请选择有效的${label}`) =>
    presentText(label, invalid).refine(inDictionary(dictionary), invalid),
  /** An optional code of a dictionary ('' when absent). */
  optionalCode: (label: string, dictionary: Dictionary, invalid = `请选择有效的${label}`) =>
    textOf(label).refine((value) => value === '' || inDictionary(dictionary)(value), invalid),
  /** A required calendar date yyyy-MM-dd. */
  date: (label: string) => presentText(label).refine(isCalendarDate, `${label}不是有效日期`),
  /** An optional calendar date ('' when absent). */
  optionalDate: (label: string) =>
    textOf(label).refine((value) => value === '' || isCalendarDate(value), `${label}不是有效日期`),
  /** The id of a record the call refers to (the lookup decides whether it exists and is the caller's). */
  id: (label: string) => textOf(label).refine(within(64), `${label}无效`),
  /** Sub-rows (certificates of an operator...): a list of at most max rows. */
  rows: <S extends z.ZodType>(label: string, row: S, max: number) =>
    z
      .array(row, { error: `${label}格式不正确` })
      .max(max, `${label}不能超过${max}条`)
      .optional(),
};

/** A body schema: its fields as declared, anything else the client sends dropped (never stored). */
export const bodySchema = <F extends z.ZodRawShape>(shape: F) =>
  z.object(shape, { error: '请求内容格式不正确' });

/** The body of a call on one record by its id: "<label>无效" for an id no record could have. */
export const idBody = (label: string) => bodySchema({ id: fields.id(label) });

/** The problem of a given value of a declared field: its date, dictionary, limit or checks. */
function valueProblem(field: ContractField, value: string): string | undefined {
  const { label, dict } = field;
  if (!value) return undefined;
  const type = typeOf(field);
  if (type === 'date' && !isCalendarDate(value)) return `${label}不是有效日期`;
  if (dict) {
    const codes = field.multiple ? value.split(',').filter(Boolean) : [value];
    if (!codes.every(inDictionary(dict))) return field.invalid ?? `请选择有效的${label}`;
  }
  if (type === 'attachments') return within(64)(value) ? undefined : `${label}无效`;
  // A format's own message says more than its length (a phone written with dashes).
  const formatProblem = checkProblem(field, value);
  if (formatProblem) return formatProblem;
  const max = maxLengthOf(field);
  return within(max)(value) ? undefined : tooLongMessage(label, max);
}

/** Text schema of a declared field: given or not, its limit, its dictionary, date and checks. */
function textSchema(field: ContractField) {
  const given = field.required ? presentText(field.label, missingMessage(field)) : textOf(field.label);
  return given.superRefine((value, context) => {
    const message = valueProblem(field, value);
    if (message) context.addIssue({ code: 'custom', message });
  });
}

/**
 * A change to a record: each field absent (undefined) when not sent, else checked as the field is;
 * a blank one is left to the call (it may mean "none", or be refused with the call's own message).
 */
export const changeSchema = <R extends ContractRecord, F extends z.ZodRawShape = Record<never, never>>(
  record: R,
  own?: F,
) => {
  const change = (field: ContractField) =>
    z
      .string({ error: `${field.label}格式不正确` })
      .optional()
      .superRefine((value, context) => {
        const message = value === undefined ? undefined : valueProblem(field, value.trim());
        if (message) context.addIssue({ code: 'custom', message });
      });
  const changes = writtenFields(record)
    .filter((field) => !field.items)
    .map((field) => [field.name, change(field)]);
  return bodySchema({ ...Object.fromEntries(changes), ...own } as {
    [K in keyof Written<R>]: z.ZodType<string | undefined>;
  } & F);
};

/** The schema of one declared field's text (a call's own field named as a record's). */
export const fieldSchema = (field: ContractField) => textSchema(field);

/** The field as a write may leave it out (an administrator's account has no unit type). */
export const optionalSchema = (field: ContractField) => textSchema({ ...field, required: false });

/** The schema of a field of a record: its text, or its sub-rows as a list of their record's schema. */
function recordFieldSchema(field: ContractField): z.ZodType {
  if (!field.items) return textSchema(field);
  const { of, id } = field.items;
  // A row sent back as stored names its id ('' for a new one).
  const row = id ? recordSchema(of, { id: fields.id(id) }) : recordSchema(of);
  return fields.rows(field.label, row, field.items.max);
}

/** The fields of a record a write sends: every one but those the backend fills. */
export const writtenFields = (record: ContractRecord): ContractField[] =>
  fieldsOf(record).filter((field) => !field.derived);

/** The record's fields a write sends, by name. */
type Written<R> = { [K in keyof R as R[K] extends { derived: true } ? never : K]: R[K] };

/** What a field's schema reads: text, or its sub-rows. */
type ValueOf<F> = F extends { items: { of: infer R; id: string } }
  ? (RecordValue<R> & { id: string })[] | undefined
  : F extends { items: { of: infer R } }
    ? RecordValue<R>[] | undefined
    : string;

/** A record as a write sends it, checked. */
export type RecordValue<R> = { [K in keyof Written<R>]: ValueOf<Written<R>[K]> };

type RecordShape<R> = { [K in keyof Written<R>]: z.ZodType<ValueOf<Written<R>[K]>> };

/** The schema shape of a record's written fields (to spread into a body beside the call's own). */
export const recordShape = <R extends ContractRecord>(record: R) =>
  Object.fromEntries(
    writtenFields(record).map((field) => [field.name, recordFieldSchema(field)]),
  ) as RecordShape<R>;

/** A body of a record's written fields and the call's own (an id, an owner). */
export const recordSchema = <R extends ContractRecord, F extends z.ZodRawShape = Record<never, never>>(
  record: R,
  own?: F,
) => bodySchema({ ...recordShape(record), ...own } as RecordShape<R> & F);
