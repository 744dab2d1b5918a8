import { Descriptions } from 'antd';
import { displayValue, type FieldDef } from './fields';

/** Fields of a record as read-only label/value pairs: the view mode of a record and an application under audit. */
export function FieldDescriptions({
  fields,
  record,
}: {
  fields: readonly (FieldDef & { wide?: boolean })[];
  record: object;
}) {
  const values = record as Record<string, unknown>;
  return (
    <Descriptions
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
