import type { Dict, DictTreeNode } from '@/domain/dict';
import type { Check } from '@/utils/validators';

export type { Check };

/**
 * The portal's agreement with the backend about a record's fields, declared once: what each field is
 * called, how it is typed and what a write must satisfy. The pages add only presentation (where a
 * field shows, in which order and section); the stand-in reads its request checks and workbook
 * columns from here. React-free: this folder imports only domain, utils, zod and itself.
 */

/** Kinds of value a field holds; values are always plain strings (dates 'YYYY-MM-DD'). */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'password'
  | 'number'
  | 'select'
  | 'date'
  | 'dateRange'
  | 'area'
  | 'category'
  | 'attachments';

/** A field as its record declares it (the name is the key it is declared under). */
export interface FieldSpec {
  label: string;
  /** 'select' when the field has a dict, 'category' when it has a tree, else 'text'. */
  type?: FieldType;
  dict?: Dict;
  /** The tree of a 'category' field; equipment categories by default. */
  tree?: DictTreeNode[];
  /** Several codes of the dict, kept as one comma-separated string. */
  multiple?: boolean;
  required?: boolean;
  /** The refusal of a missing value where it is not "请填写/请选择" + label. */
  missing?: string;
  /** The refusal of a code outside the dict where it is not "请选择有效的" + label. */
  invalid?: string;
  /** Longest text accepted; text 100 and textarea 500 unless declared. */
  maxLength?: number;
  /** Rules a given value passes, in order: the first that fails gives the message. */
  checks?: readonly Check[];
  /** Set when the record is added, never changed after (an ID number). */
  fixed?: true;
  /** Filled by the backend (a state, a count, a name joined from another record): never written. */
  derived?: true;
  /** Attachments: the file group, size limit. */
  group?: string;
  maxSizeMB?: number;
  /**
   * Sub-rows of another record (certificates of an operator): at most max rows; `id` names a stored
   * row's id in refusals, for rows sent back with theirs.
   */
  items?: { of: ContractRecord; max: number; id?: string };
}

export interface ContractField<N extends string = string> extends FieldSpec {
  name: N;
}

/** A record kind's fields by name, in the order they are declared. */
export type ContractRecord<N extends string = string> = { readonly [K in N]: ContractField<K> };

/** Declares a record kind: each field named by its key. */
export function defineRecord<const S extends Record<string, FieldSpec>>(
  specs: S,
): { readonly [K in keyof S & string]: S[K] & ContractField<K> } {
  return Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, { ...spec, name }])) as {
    readonly [K in keyof S & string]: S[K] & ContractField<K>;
  };
}

/** The fields of a record, in declaration order. */
export const fieldsOf = (record: ContractRecord): ContractField[] => Object.values(record);

/** The declared type, or the one its dictionary implies. */
export const typeOf = (field: Pick<FieldSpec, 'type' | 'dict' | 'tree'>): FieldType =>
  field.type ?? (field.dict ? 'select' : field.tree ? 'category' : 'text');

/** Types a user types into; every other is chosen (a date, a code, a file). */
const TYPED: readonly FieldType[] = ['text', 'textarea', 'number', 'password'];

/** The message of a missing required value: its own, else "请填写" (typed) or "请选择" (chosen) + label. */
export const missingMessage = (field: FieldSpec): string =>
  field.missing ?? `${TYPED.includes(typeOf(field)) ? '请填写' : '请选择'}${field.label}`;

/** The longest text a field takes: declared, else 500 for a textarea and 100 for other text. */
export const maxLengthOf = (field: FieldSpec): number =>
  field.maxLength ?? (typeOf(field) === 'textarea' ? 500 : 100);

/** The message of a text over its limit. */
export const tooLongMessage = (label: string, max: number) => `${label}不能超过${max}个字符`;

/** The first problem of a given (non-empty) value against the field's checks; undefined when it passes. */
export const checkProblem = (field: FieldSpec, value: string): string | undefined =>
  field.checks?.find((check) => !check.test(value))?.message;
