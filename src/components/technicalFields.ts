import type { Rule } from 'antd/es/form';
import { parameterLabel, type EquipmentKind } from '@/domain/equipmentKinds';
import { rules } from '@/utils/validators';
import type { CatalogueField } from './catalogue';

/**
 * The technical parameters of an equipment kind as catalogue fields, in their own section (技术参数):
 * the equipment form and the construction notification's parameters page declare them alike.
 */
export function technicalFields<T>(kind: EquipmentKind): CatalogueField<T>[] {
  const oneOf = kind.oneOf;
  const oneOfRule: Rule = ({ getFieldValue }) => ({
    validator: async () => {
      if (oneOf?.names.every((name) => !getFieldValue(name))) throw new Error(oneOf.message);
    },
  });
  return kind.parameters.map((p, index) => ({
    // The names come from the same declarations that type the records' parameters.
    name: p.name as keyof T & string,
    label: parameterLabel(p),
    dict: p.dict,
    required: p.required,
    maxLength: p.kind === 'text' ? (p.maxLength ?? 50) : 20,
    ...(index === 0 && { section: '技术参数' }),
    rules: [
      ...(p.kind === 'decimal'
        ? [rules.positiveDecimal]
        : p.kind === 'integer'
          ? [rules.nonNegativeInteger]
          : []),
      ...(oneOf && oneOf.names[0] === p.name ? [oneOfRule] : []),
    ],
  }));
}
