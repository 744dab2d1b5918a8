import type { ReactElement, ReactNode } from 'react';
// Deep imports: antd's Input entry attaches Search, Group and OTP, which no declared field uses.
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import { Link } from 'react-router-dom';
import { NINGBO_DISTRICTS } from '@/domain/areas';
import { treePath, type Dict, type DictTreeNode } from '@/domain/dict';
import { EQUIPMENT_CATEGORIES } from '@/domain/equipment';
import type { FieldType } from '@/contract/field';
import { fieldText } from '@/contract/fieldText';
import { BoundedDateInput } from './BoundedDateInput';
import type { DateLimits } from './dateLimits';
import {
  AttachmentsInput,
  CategoryInput,
  DateInput,
  DateRangeInput,
  NumberInput,
  PasswordInput,
  SelectInput,
} from './deferred/fieldInputs';
import { preloadLazyInputsWhenIdle } from './deferred/lazyInput';
import { StatusTag } from './StatusTag';

export type { FieldType };

export interface FieldDef {
  name: string;
  label: string;
  type?: FieldType;
  dict?: Dict;
  /** The tree of a 'category' field; equipment categories by default. */
  tree?: DictTreeNode[];
  placeholder?: string;
  /** Read-only display as a coloured tag from the dictionary. */
  tag?: boolean;
  /** A select of several values, kept as one comma-separated string. */
  multiple?: boolean;
  /** Attachments: the file group, size and type limits. */
  group?: string;
  maxSizeMB?: number;
  /** Longest text accepted (text 100, textarea 500 unless declared). */
  maxLength?: number;
  /** Phones show a digit keypad for 'numeric'. */
  inputMode?: 'numeric';
  /** An input none of the types covers (a component of its own); the form item hands it value and onChange. */
  input?: ReactElement;
  /** A date's days the server refuses (before today, before another date): the picker disables them. */
  dates?: DateLimits;
  /** Read-only, the value opens this page (a report number opens its report). */
  link?: (value: string) => string;
}

/**
 * Form.Item props that convert between the input's value and the plain string the record holds.
 * Date inputs take and give 'YYYY-MM-DD' strings themselves (deferred/DateInputs.tsx).
 */
export function valueProps(field: FieldDef) {
  switch (field.type) {
    case 'category': {
      const tree = field.tree ?? EQUIPMENT_CATEGORIES;
      return {
        getValueProps: (value: unknown) => ({
          value: typeof value === 'string' && value ? treePath(tree, value) : undefined,
        }),
        normalize: (value: string[] | undefined) => value?.at(-1) ?? '',
      };
    }
    default:
      return field.multiple
        ? {
            getValueProps: (value: unknown) => ({
              value: typeof value === 'string' && value ? value.split(',') : [],
            }),
            normalize: (value: string[] | undefined) => (value ?? []).join(','),
          }
        : {};
  }
}

/**
 * The input of a field. Plain text inputs are there at once; the heavier kinds load after the page is
 * usable, behind an inert box of their size (deferred/fieldInputs.tsx).
 */
export function fieldInput(field: FieldDef, options: { readOnly?: boolean } = {}): ReactNode {
  // A form is on screen: its heavier inputs, shown or not yet, load once the browser is idle.
  preloadLazyInputsWhenIdle();
  const { placeholder, maxLength } = field;
  if (field.input) return field.input;
  switch (field.type) {
    case 'textarea':
      return <TextArea rows={3} maxLength={maxLength ?? 500} showCount placeholder={placeholder} />;
    case 'password':
      // Declared passwords are new ones (registration); the browser should offer to generate, not fill.
      return <PasswordInput maxLength={maxLength} autoComplete="new-password" placeholder={placeholder} />;
    case 'number':
      return <NumberInput style={{ width: '100%' }} placeholder={placeholder} />;
    case 'select':
      return (
        <SelectInput
          allowClear
          mode={field.multiple ? 'multiple' : undefined}
          options={[...(field.dict ?? [])]}
          placeholder={placeholder ?? '请选择'}
        />
      );
    case 'area':
      return (
        <SelectInput
          allowClear
          options={[...(field.dict ?? NINGBO_DISTRICTS)]}
          placeholder={placeholder ?? '请选择区域'}
        />
      );
    case 'category':
      return (
        <CategoryInput
          options={field.tree ?? EQUIPMENT_CATEGORIES}
          changeOnSelect
          allowClear
          placeholder={placeholder ?? '请选择类别/品种'}
        />
      );
    case 'date':
      return field.dates ? (
        <BoundedDateInput
          label={field.label}
          limits={field.dates}
          style={{ width: '100%' }}
          placeholder={placeholder}
        />
      ) : (
        <DateInput style={{ width: '100%' }} placeholder={placeholder} />
      );
    case 'dateRange':
      return <DateRangeInput style={{ width: '100%' }} />;
    case 'attachments':
      return <AttachmentsInput group={field.group} maxSizeMB={field.maxSizeMB} readOnly={options.readOnly} />;
    default:
      return (
        <Input
          allowClear
          maxLength={maxLength ?? 100}
          inputMode={field.inputMode}
          placeholder={placeholder}
        />
      );
  }
}

/** A field's value as read-only text. */
export function displayValue(field: FieldDef, value: unknown): ReactNode {
  if (field.type === 'attachments')
    return <AttachmentsInput value={String(value ?? '')} group={field.group} readOnly />;
  if (value === undefined || value === null || value === '') return '—';
  if (field.type === 'password') return '••••••';
  if (field.dict && field.tag && !field.multiple)
    return <StatusTag dict={field.dict} value={String(value)} />;
  if (field.link) return <Link to={field.link(String(value))}>{fieldText(field, value)}</Link>;
  return fieldText(field, value);
}
