import { useState, type ReactNode } from 'react';
import { Alert, Button, Form, Input, Space, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useLoad } from '@/components/useLoad';
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

function KeyForm({ label, onKey }: { label: string; onKey: (key: string) => void }) {
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

/**
 * A no-account entry's lookup: the key asked for, then what the server answers for it, or why there
 * is nothing (with a way to type the key again); `children` renders the answer.
 */
export function NoAccountLookup<T>({
  label,
  load,
  children,
}: {
  /** The key's name on the paper: 自助领取码, 无账号报检码. */
  label: string;
  load: (key: string) => Promise<T | null>;
  children: (answer: T, key: string) => ReactNode;
}) {
  const [key, setKey] = useNoAccountKey();
  const { data, loading, error } = useLoad<T | null>(
    () => (isKey(key) ? load(key) : Promise.resolve(null)),
    key,
  );
  if (!isKey(key)) return <KeyForm label={label} onKey={setKey} />;
  if (loading) return <Spin description="正在查询…" />;
  if (error || !data)
    return (
      <Space orientation="vertical">
        <Alert type="error" showIcon role="alert" title={error ?? `${label}无效`} />
        <Button onClick={() => setKey('')}>重新输入</Button>
      </Space>
    );
  return children(data, key);
}
