import type { ReactNode } from 'react';
import { Col, Form, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { fieldInput, valueProps, type FieldDef, type FieldType } from './fields';

/** A field of a plain (single-section) form: what it is, how it is checked, where it sits. */
export interface FormItemDef extends FieldDef {
  /** true: "请输入/请选择" + label; a text: that message. */
  required?: boolean | string;
  rules?: Rule[];
  /** Help text under the input. */
  extra?: string;
  normalize?: (value: string) => string;
  /** When to check (a strong-password rule is calmer on blur than on every key). */
  validateTrigger?: 'onChange' | 'onBlur';
  /** Fields whose change re-checks this one (a password confirmation). */
  dependencies?: string[];
  /** Columns of 24 on wide screens; phones always use the whole row. Half a row by default. */
  span?: 8 | 12 | 24;
  /** A whole item of its own (its own label, rules and buttons) in place of the declared one. */
  item?: ReactNode;
}

const CHOSEN: readonly (FieldType | undefined)[] = ['select', 'area', 'category', 'date', 'dateRange'];
const TYPED: readonly (FieldType | undefined)[] = [undefined, 'text', 'textarea'];

function rulesOf(field: FormItemDef): Rule[] {
  const { required, label, type } = field;
  if (!required) return field.rules ?? [];
  const message =
    typeof required === 'string' ? required : `${CHOSEN.includes(type) ? '请选择' : '请输入'}${label}`;
  // Only typed text is trimmed: blanks are not a value, but may belong to a password.
  return [{ required: true, whitespace: TYPED.includes(type), message }, ...(field.rules ?? [])];
}

/** The fields of a form in a responsive grid, each rendered from its declaration. */
export function FormFields({ fields }: { fields: readonly FormItemDef[] }) {
  return (
    <Row gutter={24}>
      {fields.map((field) => (
        <Col key={field.name} xs={24} md={field.span ?? 12}>
          {field.item ?? (
            <Form.Item
              name={field.name}
              label={field.label}
              rules={rulesOf(field)}
              extra={field.extra}
              normalize={field.normalize}
              validateTrigger={field.validateTrigger}
              dependencies={field.dependencies}
              {...valueProps(field)}
            >
              {fieldInput(field)}
            </Form.Item>
          )}
        </Col>
      ))}
    </Row>
  );
}
