import type { Rule } from 'antd/es/form';
import { beijingDay } from '@/utils/beijingTime';

/** A field of the form by its name, or by its path (a field of a row: list name, row index, name). */
export type FieldPath = string | (string | number)[];

/** A day a date is measured against: Beijing's today, or another date field of the same form. */
export type DateBound = 'today' | { field: FieldPath; label: string };

/**
 * The days the server refuses for a date field, so the picker never offers them: not before a bound
 * (that day allowed), after it (that day refused too), not after it.
 */
export interface DateLimits {
  notBefore?: DateBound;
  after?: DateBound;
  notAfter?: DateBound;
}

/** The other fields a date's limits read. */
export const boundFields = (limits: DateLimits): FieldPath[] =>
  [limits.notBefore, limits.after, limits.notAfter].flatMap((bound) =>
    bound && bound !== 'today' ? [bound.field] : [],
  );

/**
 * The limits of a date in a row of a list (certificates of an operator): a bound on another field
 * is that field of the same row.
 */
export function limitsInRow(limits: DateLimits, row: (string | number)[]): DateLimits {
  const inRow = (bound: DateBound | undefined): DateBound | undefined =>
    bound && bound !== 'today' && typeof bound.field === 'string'
      ? { ...bound, field: [...row, bound.field] }
      : bound;
  return { notBefore: inRow(limits.notBefore), after: inRow(limits.after), notAfter: inRow(limits.notAfter) };
}

const boundDay = (bound: DateBound, read: (field: FieldPath) => unknown, today: string) => {
  if (bound === 'today') return today;
  const value = read(bound.field);
  return typeof value === 'string' && value ? value.slice(0, 10) : undefined;
};

const boundName = (bound: DateBound) => (bound === 'today' ? '今天' : bound.label);

/**
 * Why the server would refuse this day (yyyy-MM-dd) for the field, in its words; undefined when it
 * would not. A bound on an empty field limits nothing.
 */
export function dateLimitProblem(
  day: string,
  label: string,
  limits: DateLimits,
  read: (field: FieldPath) => unknown,
  today: string = beijingDay(),
): string | undefined {
  const { notBefore, after, notAfter } = limits;
  const at = (bound: DateBound) => boundDay(bound, read, today);
  if (notBefore) {
    const bound = at(notBefore);
    if (bound && day < bound) return `${label}不能早于${boundName(notBefore)}`;
  }
  if (after) {
    const bound = at(after);
    if (bound && day <= bound) return `${label}须晚于${boundName(after)}`;
  }
  if (notAfter) {
    const bound = at(notAfter);
    if (bound && day > bound) return `${label}不能晚于${boundName(notAfter)}`;
  }
  return undefined;
}

/** The form rule of a date's limits: a day set otherwise than by the picker (a saved draft) is named. */
export const dateLimitRule =
  (label: string, limits: DateLimits): Rule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || !value) return;
      const problem = dateLimitProblem(value, label, limits, getFieldValue);
      if (problem) throw new Error(problem);
    },
  });
