import type { ReactNode } from 'react';
import { tooLongMessage, typeOf, type FieldSpec, type FieldType } from '@/contract/field';
import { checksRule } from '@/utils/validators';
import type { FieldDef } from './fields';
import type { FormField, FormSection } from './RecordForm';

/** A column of the table; the cell shows the value as a field of this type (dict, tag, tree...) shows it. */
export interface ListColumn<T> extends Pick<FieldDef, 'type' | 'dict' | 'tree' | 'tag' | 'multiple'> {
  key: keyof T & string;
  title: string;
  sorter?: boolean;
  width?: number;
  /** A secondary column of a wide list: in 列设置, not shown until the user asks for it. */
  hiddenByDefault?: boolean;
  render?: (record: T) => ReactNode;
}

/**
 * Headers, codes of a dictionary (tags), dates and numbers are read whole, on one line: never cut to
 * "待" or "声", never broken over lines. Free text (names, addresses) wraps instead, so a table fits
 * its card without hiding a column under the fixed 操作 one.
 */
const WHOLE_TYPES: ReadonlySet<FieldType> = new Set(['select', 'number', 'date', 'dateRange']);
export const keptWhole = <T>(column: ListColumn<T>) =>
  Boolean(column.tag || column.dict) || WHOLE_TYPES.has(column.type ?? 'text');
/** A header's or a cell's props that keep it on one line. */
export const keepWhole = () => ({ style: { whiteSpace: 'nowrap' as const } });

/** A filter of the query bar; a dateRange sends `<name>Start` and `<name>End`. */
export type ListFilter = FieldDef & { type?: 'text' | 'select' | 'date' | 'dateRange' | 'area' | 'category' };

/** How a field shows as a table column, where it differs from the field ('sort': sortable, nothing else). */
export interface TableOptions<T> extends Pick<
  ListColumn<T>,
  'sorter' | 'width' | 'hiddenByDefault' | 'render'
> {
  /** Column title; the field's label by default. */
  title?: string;
}

/** How a field is searched, where it differs from the field (a date searched as a range is the default). */
export type SearchOptions = Partial<
  Pick<ListFilter, 'name' | 'label' | 'type' | 'dict' | 'tree' | 'placeholder'>
>;

/**
 * A field of a record as a page shows it: mostly a field of the contract (src/contract/records) spread
 * in, with where it shows. Defaults keep long catalogues terse:
 *
 * - type: 'select' when the field has a dict, 'category' when it has a tree, else 'text';
 * - shown on the record page (the add/edit form, the view mode, read-only descriptions) unless
 *   `record: false` (a column or condition of the list only); `edit: false` (or a field the backend
 *   fills, `derived`) shows it in the views but not in the form;
 * - in the table and the query bar only when `table` / `search` say so (most fields of a record are
 *   not columns); a searched date becomes a date range;
 * - `section` opens a form section: the field and the ones after it belong to it until another field
 *   names one; sections appear in the order they are first named;
 * - the form's rules come from the contract: `required` gives its missing message, `maxLength` the
 *   "不能超过N个字符" rule, `checks` their messages; `fixed` is read-only in edit.
 */
export interface RecordField<T>
  extends Omit<FormField, 'name' | 'viewOnly'>, Pick<FieldSpec, 'checks' | 'fixed' | 'derived' | 'items'> {
  name: keyof T & string;
  table?: true | 'sort' | TableOptions<T>;
  search?: true | SearchOptions;
  record?: false;
  edit?: false;
  section?: string;
}

/** A condition of the query bar that is no field of the record (a keyword over several fields). */
export interface SearchOnlyField extends FieldDef {
  search: 'only';
}

export type CatalogueField<T> = RecordField<T> | SearchOnlyField;

/** The fields of a record, in the order the table, query bar, form and views show them. */
export type Catalogue<T> = readonly CatalogueField<T>[];

/** Form sections of fields that name none. */
export const DEFAULT_SECTION = '基本信息';

const isRecordField = <T>(field: CatalogueField<T>): field is RecordField<T> => field.search !== 'only';

/** The field as the shared inputs and displays take it (no catalogue-only keys), its rules derived. */
function fieldDefOf<T>(field: RecordField<T>): FormField {
  // The place and contract keys are the catalogue's own; what remains is what fields.tsx and RecordForm read.
  const {
    table: _table,
    search: _search,
    record: _record,
    edit,
    section: _section,
    checks,
    fixed,
    derived,
    items: _items,
    ...def
  } = field;
  const rules = [
    ...(checks?.length ? [checksRule(checks)] : []),
    ...(def.rules ?? []),
    ...(field.maxLength
      ? [{ max: field.maxLength, message: tooLongMessage(field.label, field.maxLength) }]
      : []),
  ];
  return {
    ...def,
    type: typeOf(field),
    ...(rules.length ? { rules } : {}),
    ...(fixed && { readOnlyIn: [...(def.readOnlyIn ?? []), 'edit'] }),
    ...((edit === false || derived) && { viewOnly: true }),
  };
}

/** A column's table options spelled out ('sort': sortable, nothing else). */
const tableOptions = <T>(table: NonNullable<RecordField<T>['table']>): TableOptions<T> =>
  table === true ? {} : table === 'sort' ? { sorter: true } : table;

/**
 * The catalogue with these fields' columns hidden by default, their other table options kept: for a
 * list where columns a shared catalogue shows are secondary.
 */
export const withHiddenColumns = <T>(
  catalogue: Catalogue<T>,
  names: readonly (keyof T & string)[],
): Catalogue<T> =>
  catalogue.map((field) =>
    isRecordField(field) && field.table && names.includes(field.name)
      ? { ...field, table: { ...tableOptions(field.table), hiddenByDefault: true } }
      : field,
  );

/** Columns of the list table, in catalogue order. */
export function tableColumns<T>(catalogue: Catalogue<T>): ListColumn<T>[] {
  return catalogue.filter(isRecordField).flatMap((field) => {
    if (!field.table) return [];
    const options = tableOptions(field.table);
    return [
      {
        key: field.name,
        title: options.title ?? field.label,
        type: typeOf(field),
        dict: field.dict,
        tree: field.tree,
        tag: field.tag,
        multiple: field.multiple,
        sorter: options.sorter,
        width: options.width,
        hiddenByDefault: options.hiddenByDefault,
        render: options.render,
      },
    ];
  });
}

const FILTER_TYPES: Partial<Record<FieldType, ListFilter['type']>> = {
  select: 'select',
  area: 'area',
  category: 'category',
  date: 'dateRange',
  dateRange: 'dateRange',
};

/** Conditions of the query bar, in catalogue order. */
export function searchFilters<T>(catalogue: Catalogue<T>): ListFilter[] {
  return catalogue.flatMap((field): ListFilter[] => {
    if (!isRecordField(field)) {
      const { search: _search, ...filter } = field;
      return [{ ...filter, type: FILTER_TYPES[typeOf(field)] ?? 'text' }];
    }
    if (!field.search) return [];
    const options: SearchOptions = field.search === true ? {} : field.search;
    return [
      {
        name: field.name,
        label: field.label,
        dict: field.dict,
        tree: field.tree,
        ...options,
        type: options.type ?? FILTER_TYPES[typeOf(field)] ?? 'text',
      },
    ];
  });
}

const onRecord = <T>(field: CatalogueField<T>): field is RecordField<T> =>
  isRecordField(field) && field.record !== false;

/** Fields of a form's sub-rows (or of a one-section form): view-only ones flagged as such. */
export const formFields = <T>(catalogue: Catalogue<T>): FormField[] =>
  catalogue.filter(onRecord).map(fieldDefOf);

/** The form's sections: each field in the section it or an earlier field names. */
export function formSections<T>(catalogue: Catalogue<T>): FormSection[] {
  const sections: FormSection[] = [];
  let current = DEFAULT_SECTION;
  for (const field of catalogue.filter(isRecordField)) {
    current = field.section ?? current;
    if (field.record === false) continue;
    let section = sections.find((s) => s.title === current);
    if (!section) sections.push((section = { title: current, fields: [] }));
    section.fields.push(fieldDefOf(field));
  }
  return sections;
}

/** Fields of a read-only description of the record (an application under audit). */
export const viewFields = <T>(catalogue: Catalogue<T>): FieldDef[] =>
  catalogue.filter(onRecord).map(fieldDefOf);
