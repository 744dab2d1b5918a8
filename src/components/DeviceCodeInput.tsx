import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
// Deep import: antd's Input entry attaches Search, Group and OTP, which this input does not use.
import Input from 'antd/es/input/Input';
import {
  DEVICE_CODE_LENGTH,
  deviceCodeParts,
  deviceCodeTypingProblem,
  type DeviceCodeIssue,
} from '@/domain/deviceCode';
import { categoryOf } from '@/domain/equipment';

/** The category and variety chosen on the same form, which the code's first part must match. */
const chosenKind = (read: (name: string) => unknown) => {
  const equsortcode = String(read('equsortcode') ?? '');
  return { equsortcode, equclacode: String(read('equclacode') ?? '') || categoryOf(equsortcode) };
};

const issueOf = (value: unknown, read: (name: string) => unknown, complete: boolean) =>
  typeof value === 'string' && value
    ? deviceCodeTypingProblem(value, { ...chosenKind(read), complete })
    : undefined;

/**
 * The checks of a 设备代码 field: as typed, what is wrong in the digits so far (the part named);
 * on save, also a code too short. Read against the variety (or category) chosen on the form.
 */
export const deviceCodeRules: Rule[] = [
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const issue = issueOf(value, getFieldValue, false);
      if (issue) throw new Error(issue.message);
    },
  }),
  ({ getFieldValue }) => ({
    // No input event is called so: this rule runs when the whole form is checked (on save) only,
    // so a code being typed is not told it is short.
    validateTrigger: 'onSave',
    validator: async (_rule, value: unknown) => {
      const issue = issueOf(value, getFieldValue, true);
      if (issue) throw new Error(issue.message);
    },
  }),
];

const PART_COLORS = { wrong: '#a8071a', done: 'rgba(0, 0, 0, 0.88)', pending: 'rgba(0, 0, 0, 0.55)' };

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
}

/**
 * 设备代码 as 18 digits with its structure under it: each part's name and the digits typed into it,
 * the part in error in red (its message is the field's error, from deviceCodeRules).
 */
export function DeviceCodeInput({ id, value = '', onChange, placeholder }: Props) {
  const form = Form.useFormInstance();
  // Watched so the hint follows a variety picked after the code was typed.
  Form.useWatch('equsortcode', form);
  Form.useWatch('equclacode', form);
  const issue: DeviceCodeIssue | undefined = issueOf(value, (name) => form.getFieldValue(name), false);
  const hintId = `${id ?? 'equcode'}-structure`;
  return (
    <div>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        inputMode="numeric"
        maxLength={DEVICE_CODE_LENGTH}
        showCount
        allowClear
        placeholder={placeholder ?? '18位数字，如 311033012202100456'}
        aria-describedby={hintId}
      />
      <div id={hintId} className="device-code-structure" style={{ marginTop: 4, fontSize: 12 }}>
        结构：
        {deviceCodeParts(value).map((part, index) => {
          const state =
            issue?.part === part.name ? 'wrong' : part.typed.length === part.length ? 'done' : 'pending';
          return (
            <span key={part.name} data-part-state={state} style={{ color: PART_COLORS[state] }}>
              {index > 0 && ' + '}
              {part.name}（{part.length}位）
              <span style={{ fontFamily: 'monospace', marginLeft: 2 }}>
                {part.typed.padEnd(part.length, '·')}
              </span>
            </span>
          );
        })}
      </div>
    </div>
  );
}
