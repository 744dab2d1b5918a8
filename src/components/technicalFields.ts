import type { Rule } from 'antd/es/form';
import { parameterFields } from '@/contract/records/equipment';
import type { EquipmentKind } from '@/domain/equipmentKinds';
import type { CatalogueField } from './catalogue';

/**
 * The technical parameters of an equipment kind as catalogue fields, in their own section (技术参数):
 * the equipment form and the construction notification's parameters page declare them alike. Their
 * labels, limits and checks are the contract's; the form adds the kind's "one of these" rule.
 */
export function technicalFields<T>(kind: EquipmentKind): CatalogueField<T>[] {
  const oneOf = kind.oneOf;
  const oneOfRule: Rule = ({ getFieldValue }) => ({
    validator: async () => {
      if (oneOf?.names.every((name) => !getFieldValue(name))) throw new Error(oneOf.message);
    },
  });
  return parameterFields(kind).map((field, index) => ({
    ...field,
    // The names come from the same declarations that type the records' parameters.
    name: field.name as keyof T & string,
    ...(index === 0 && { section: '技术参数' }),
    ...(oneOf && oneOf.names[0] === field.name && { rules: [oneOfRule] }),
  }));
}
