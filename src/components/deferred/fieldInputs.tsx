import type { CSSProperties } from 'react';
import Input from 'antd/es/input/Input';
import type { PasswordProps } from 'antd/es/input/Password';
import { Button, type CascaderProps, type InputNumberProps, type SelectProps } from 'antd';
import { labelOf, treeLabel, type DictTreeNode } from '@/domain/dict';
import { UploadOutlined } from '@ant-design/icons';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_MB } from '@/domain/attachments';
import { AttachmentLimits } from '../AttachmentLimits';
import type { AttachmentsProps } from '../Attachments';
import type { EquipmentSelectProps, RegistrationRecordSelectProps } from '../EquipmentSelect';
import type { InvoiceTitleInputProps } from '../InvoiceTitleInput';
import type { DateInputProps, DateRangeInputProps } from './DateInputs';
import { lazyInput, type StandInProps } from './lazyInput';

/**
 * The declared fields' heavier inputs (date pickers, cascader, select, number, password, attachments, the
 * invoice title's auto-complete, the unit's equipment), each
 * loaded after the page is usable behind an inert box of the same size (src/components/fields.tsx).
 * Together they were some 100 KB of gzipped script on every list and form page.
 */

interface StandInBox extends StandInProps {
  /** The value as the real input would show it. */
  text?: string;
  placeholder?: string;
  style?: CSSProperties;
  className?: string;
}

/** What shows while an input loads: an input's box, read-only and out of the tab order. */
function StandIn({ text, placeholder, style, className, activate }: StandInBox) {
  return (
    <Input
      readOnly
      tabIndex={-1}
      aria-hidden
      value={text ?? ''}
      placeholder={placeholder}
      className={className}
      style={{ width: '100%', ...style }}
      onFocus={activate}
    />
  );
}

const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export const DateInput = lazyInput<DateInputProps>(
  () => import('./DateInputs').then((m) => m.DateInput),
  ({ value, placeholder, style, activate }) => (
    <StandIn text={value} placeholder={placeholder ?? '请选择日期'} style={style} activate={activate} />
  ),
);

export const DateRangeInput = lazyInput<DateRangeInputProps>(
  () => import('./DateInputs').then((m) => m.DateRangeInput),
  ({ value, style, activate }) => (
    <StandIn
      text={Array.isArray(value) ? value.join(' → ') : ''}
      placeholder="开始日期 → 结束日期"
      style={style}
      activate={activate}
    />
  ),
);

// A new password (registration): its box stays empty until the real input is there.
export const PasswordInput = lazyInput<PasswordProps>(
  () => import('antd/es/input/Password').then((m) => m.default),
  ({ placeholder, style, activate }) => (
    <StandIn placeholder={placeholder} style={style} activate={activate} />
  ),
);

export const NumberInput = lazyInput<InputNumberProps>(
  () => import('antd/es/input-number').then((m) => m.default),
  ({ value, placeholder, style, activate }) => (
    <StandIn text={textOf(value)} placeholder={placeholder} style={style} activate={activate} />
  ),
);

type SelectInputProps = SelectProps<string | string[]>;

export const SelectInput = lazyInput<SelectInputProps>(
  () => import('antd/es/select').then((m) => m.default as React.ComponentType<SelectInputProps>),
  ({ value, options = [], placeholder, activate }) => {
    const dict = options.map((o) => ({ value: String(o.value), label: String(o.label) }));
    const labels = (Array.isArray(value) ? value : value ? [value] : []).map((v) => labelOf(dict, v));
    return <StandIn text={labels.join('、')} placeholder={textOf(placeholder)} activate={activate} />;
  },
);

type CategoryInputProps = CascaderProps<DictTreeNode>;

export const CategoryInput = lazyInput<CategoryInputProps>(
  () => import('antd/es/cascader').then((m) => m.default as React.ComponentType<CategoryInputProps>),
  ({ value, options = [], placeholder, activate }) => {
    const code = Array.isArray(value) ? value.at(-1) : undefined;
    return (
      <StandIn
        text={treeLabel(options, typeof code === 'string' ? code : undefined)}
        placeholder={textOf(placeholder)}
        activate={activate}
      />
    );
  },
);

/** A unit's name with suggestions (antd's AutoComplete, a select underneath) as a plain text box. */
export const InvoiceTitleInput = lazyInput<InvoiceTitleInputProps>(
  () => import('../InvoiceTitleInput').then((m) => m.InvoiceTitleInput),
  ({ value, placeholder, activate }) => (
    <StandIn text={value} placeholder={placeholder} activate={activate} />
  ),
);

/** One of the unit's equipment (a select); its label needs the unit's list, so none shows before. */
export const EquipmentSelect = lazyInput<EquipmentSelectProps>(
  () => import('../EquipmentSelect').then((m) => m.EquipmentSelect),
  ({ value, placeholder = '请选择设备', activate }) => (
    <StandIn placeholder={value ? undefined : placeholder} activate={activate} />
  ),
);

export const RegistrationRecordSelect = lazyInput<RegistrationRecordSelectProps>(
  () => import('../EquipmentSelect').then((m) => m.RegistrationRecordSelect),
  ({ value, placeholder = '请选择设备', activate }) => (
    <StandIn placeholder={value ? undefined : placeholder} activate={activate} />
  ),
);

/**
 * The upload control as it will look (its button and the limits under it), inert; a read-only list
 * shows nothing until its files are known anyway.
 */
export const AttachmentsInput = lazyInput<AttachmentsProps & { id?: string }>(
  () => import('../Attachments').then((m) => m.Attachments),
  ({ readOnly, maxSizeMB = ATTACHMENT_MAX_MB, extensions = ATTACHMENT_EXTENSIONS }) =>
    readOnly ? null : (
      <div aria-hidden>
        <Button icon={<UploadOutlined />} disabled tabIndex={-1}>
          上传附件
        </Button>
        <AttachmentLimits maxSizeMB={maxSizeMB} extensions={extensions} />
      </div>
    ),
);
