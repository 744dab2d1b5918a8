import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { PUBLIC_KEY_PATTERN } from '@/domain/selfService';

/**
 * The key of a no-account entry: from the address (?key=, as a QR code carries it) or typed from the
 * paper. Only a well-formed key is looked up; the server answers a wrong one like any other guess.
 */
export function useNoAccountKey(): [string, (key: string) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.get('key') ?? '';
  return [key, (next) => setParams(next ? { key: next } : {})];
}

export function KeyForm({ label, onKey }: { label: string; onKey: (key: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Form layout="vertical" name="no-account-key" onFinish={() => onKey(value.trim().toLowerCase())}>
      <Form.Item
        label={label}
        name="key"
        rules={[
          { required: true, message: `请输入${label}` },
          { pattern: /^\s*[0-9a-fA-F]{32}\s*$/, message: `${label}为32位字母和数字` },
        ]}
      >
        <Input value={value} onChange={(e) => setValue(e.target.value)} maxLength={40} autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        查询
      </Button>
    </Form>
  );
}

export const isKey = (key: string) => PUBLIC_KEY_PATTERN.test(key);
