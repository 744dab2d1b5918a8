import { Descriptions } from 'antd';
import { displayValue, type FieldDef } from './fields';

/**
 * Fields of a record as read-only label/value pairs: a group of the detail view (titled by its
 * section) and an application under audit.
 */
export function FieldDescriptions({
  fields,
  record,
  title,
}: {
  fields: readonly (FieldDef & { wide?: boolean })[];
  record: object;
  title?: string;
}) {
  const values = record as Record<string, unknown>;
  return (
    <Descriptions
      title={title}
      style={title ? { marginBottom: 16 } : undefined}
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      items={fields.map((f) => ({
        key: f.name,
        label: f.label,
        span: f.wide || f.type === 'attachments' ? 'filled' : 1,
        children: displayValue(f, values[f.name]),
      }))}
    />
  );
}
