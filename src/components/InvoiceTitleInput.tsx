import { useState } from 'react';
import { AutoComplete, Form } from 'antd';
import { registrationApi, type InvoiceTitle } from '@/api/registration';

export interface InvoiceTitleInputProps {
  /** From the form item: links the label to the input. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The form field that receives the picked unit's credit code. */
  codeField: string;
  placeholder?: string;
}

/**
 * A unit name typed freely, or picked from the units found by it (which also fills in the credit code).
 * Forms use it through deferred/fieldInputs, which loads it after the page is usable.
 */
export function InvoiceTitleInput({ id, value, onChange, codeField, placeholder }: InvoiceTitleInputProps) {
  const form = Form.useFormInstance();
  const [titles, setTitles] = useState<InvoiceTitle[]>([]);

  const search = (keyword: string) => {
    if (keyword.trim().length < 2) return setTitles([]);
    registrationApi.invoiceTitles(keyword.trim()).then(setTitles, () => setTitles([]));
  };

  return (
    <AutoComplete
      id={id}
      value={value}
      onChange={onChange}
      options={titles.map((t) => ({ value: t.orgname, label: `${t.orgname}（${t.orgcode}）` }))}
      onSearch={search}
      onSelect={(name: string) => {
        const picked = titles.find((t) => t.orgname === name);
        if (picked) form.setFieldValue(codeField, picked.orgcode);
      }}
      placeholder={placeholder}
    />
  );
}
