import { NINGBO_DISTRICTS } from '@/domain/areas';
import { labelOf, treeLabel, type Dict, type DictTreeNode } from '@/domain/dict';
import { EQUIPMENT_CATEGORIES } from '@/domain/equipment';

/** What the text of a value depends on (a FieldDef's keys; declared here, so fields.tsx can use it). */
export interface TextShape {
  type?: string;
  dict?: Dict;
  tree?: DictTreeNode[];
  multiple?: boolean;
}

/**
 * A field's value as plain text: codes as their Chinese labels (areas, categories, dictionaries, a
 * comma list of several codes). What the list shows and what an exported workbook holds; '' for none.
 */
export function fieldText(field: TextShape, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const text = String(value);
  if (field.type === 'area') return labelOf(field.dict ?? NINGBO_DISTRICTS, text);
  if (field.type === 'category') return treeLabel(field.tree ?? EQUIPMENT_CATEGORIES, text);
  if (field.dict && field.multiple)
    return text
      .split(',')
      .filter(Boolean)
      .map((code) => labelOf(field.dict!, code))
      .join('、');
  if (field.dict) return labelOf(field.dict, text);
  return text;
}
