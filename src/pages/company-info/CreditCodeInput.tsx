import { Form } from 'antd';
import Input from 'antd/es/input/Input';
import { invoiceTitlesOf } from '@/api/company';
import { isCreditCode } from '@/utils/validators';

interface CreditCodeInputProps {
  /** From the form item. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** Form fields that receive the unit's name and address when they are still empty. */
  fill: { orgname: string; address: string };
}

/**
 * A unified social credit code. Once the code is whole and valid, getInvoiceTitle looks it up and
 * fills the unit's name and address into the named fields the user has not filled yet.
 */
export function CreditCodeInput({ id, value, onChange, fill }: CreditCodeInputProps) {
  const form = Form.useFormInstance();
  const change = (text: string) => {
    const code = text.trim().toUpperCase();
    onChange?.(code);
    if (!isCreditCode(code)) return;
    invoiceTitlesOf(code).then(
      (found) => {
        const match = found.find((t) => t.orgcode === code);
        if (!match) return;
        if (!form.getFieldValue(fill.orgname)) form.setFieldValue(fill.orgname, match.orgname);
        if (!form.getFieldValue(fill.address)) form.setFieldValue(fill.address, match.address);
      },
      // Filling is a help; the code stands as typed when the lookup fails.
      () => undefined,
    );
  };
  return (
    <Input
      id={id}
      value={value}
      onChange={(e) => change(e.target.value)}
      maxLength={18}
      allowClear
      placeholder="18位统一社会信用代码，输入后自动带出单位名称"
    />
  );
}
