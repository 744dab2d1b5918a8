import { fieldsOf, typeOf, type ContractField, type ContractRecord, type FieldSpec } from './field';

/** A column of an exported workbook or an import template: the field's label, and how its value is typed. */
export interface WorkbookColumn extends Pick<FieldSpec, 'type' | 'dict' | 'tree' | 'multiple'> {
  key: string;
  label: string;
  required?: boolean;
  maxLength?: number;
}

/** A template's column: with what its instructions add (which records the column is for). */
export interface TemplateColumn extends WorkbookColumn {
  hint?: string;
}

/** A field as a workbook column, under its label or the given title. */
export const workbookColumn = (field: ContractField, title = field.label): WorkbookColumn => ({
  key: field.name,
  label: title,
  type: typeOf(field),
  dict: field.dict,
  tree: field.tree,
  multiple: field.multiple,
  required: field.required,
  maxLength: field.maxLength,
});

/** A column of an export: a field, or a field under a title of its own. */
export type ExportColumn = ContractField | { field: ContractField; title: string };

/** The columns of an exported list, in the order given. */
export const exportColumns = (columns: readonly ExportColumn[]): WorkbookColumn[] =>
  columns.map((column) =>
    'field' in column ? workbookColumn(column.field, column.title) : workbookColumn(column),
  );

/** Columns of an import template: the fields a user enters, one value each (no files, no sub-rows). */
export const importColumns = (record: ContractRecord): WorkbookColumn[] =>
  fieldsOf(record)
    .filter((field) => !field.derived && !field.items && typeOf(field) !== 'attachments')
    .map((field) => workbookColumn(field));
