import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Result, Space, Spin } from 'antd';
import { noAccountApi, type PeriodicEquipment } from '@/api/selfService';
import { DateInput } from '@/components/deferred/fieldInputs';
import { useLoad } from '@/components/useLoad';
import { handleResult } from '@/http/result';
import { isMobile } from '@/utils/validators';
import { PublicFrame } from './PublicFrame';
import { isKey, KeyForm, useNoAccountKey } from './NoAccountKey';

interface RequestForm {
  contact: string;
  mobile: string;
  wishDate: string;
}

/**
 * /no-account/periodic-inspection?key=: the periodic inspection of one piece of equipment asked for with
 * the 无账号报检码 on its mark, by whoever looks after it, without an account.
 */
export default function NoAccountPeriodicPage() {
  const [key, setKey] = useNoAccountKey();
  const [receipt, setReceipt] = useState('');
  const [sending, setSending] = useState(false);
  const { data, loading, error } = useLoad<PeriodicEquipment | null>(
    () => (isKey(key) ? noAccountApi.periodic(key) : Promise.resolve(null)),
    key,
  );
  const send = async (form: RequestForm) => {
    setSending(true);
    await handleResult(noAccountApi.requestPeriodic({ key, ...form }), {
      onSuccess: (answer) => setReceipt(answer.receiptNo),
    });
    setSending(false);
  };

  let body;
  if (!isKey(key)) body = <KeyForm label="无账号报检码" onKey={setKey} />;
  else if (loading) body = <Spin description="正在查询…" />;
  else if (error || !data)
    body = (
      <Space orientation="vertical">
        <Alert type="error" showIcon role="alert" title={error ?? '报检码无效'} />
        <Button onClick={() => setKey('')}>重新输入</Button>
      </Space>
    );
  else if (receipt)
    body = (
      <Result
        status="success"
        title="报检申请已提交"
        subTitle={`受理号：${receipt}，检验机构将与您电话联系。`}
      />
    );
  else
    body = (
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="使用单位">{data.useUnit}</Descriptions.Item>
          <Descriptions.Item label="设备名称">{data.equname}</Descriptions.Item>
          <Descriptions.Item label="注册代码">{data.equregcode}</Descriptions.Item>
          <Descriptions.Item label="上次检验日期">{data.lastinsdate}</Descriptions.Item>
          <Descriptions.Item label="下次检验日期">{data.nextinsdate}</Descriptions.Item>
          <Descriptions.Item label="检验机构">{data.inspunit}</Descriptions.Item>
        </Descriptions>
        <Form<RequestForm> layout="vertical" name="no-account-periodic" onFinish={(form) => void send(form)}>
          <Form.Item
            name="contact"
            label="联系人"
            rules={[{ required: true, whitespace: true, message: '请填写联系人' }]}
          >
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item
            name="mobile"
            label="联系电话"
            rules={[
              { required: true, message: '请填写联系电话' },
              {
                validator: (_, v: string) =>
                  !v || isMobile(v) ? Promise.resolve() : Promise.reject(new Error('请输入正确的手机号码')),
              },
            ]}
          >
            <Input maxLength={11} inputMode="numeric" />
          </Form.Item>
          <Form.Item
            name="wishDate"
            label="期望检验日期"
            rules={[{ required: true, message: '请选择期望检验日期' }]}
          >
            <DateInput style={{ width: '100%' }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={sending}>
            提交报检申请
          </Button>
        </Form>
      </Space>
    );
  return <PublicFrame width="narrow">{body}</PublicFrame>;
}
