import { useState } from 'react';
import { Button, Descriptions, Form, Result, Space } from 'antd';
import { noAccountApi } from '@/api/selfService';
import { formFields } from '@/components/catalogue';
import { FormFields } from '@/components/FormFields';
import { missingMessage } from '@/contract/field';
import { PERIODIC_REQUEST } from '@/contract/records/selfService';
import { handleResult } from '@/http/result';
import { PublicFrame } from './PublicFrame';
import { NoAccountLookup } from './NoAccountKey';

interface RequestForm {
  contact: string;
  mobile: string;
  wishDate: string;
}

const P = PERIODIC_REQUEST;
/** What the person asking fills in: the record's fields, each a whole row. */
const requestFields = formFields<RequestForm>([P.contact, P.mobile, P.wishDate]).map((field) => ({
  ...field,
  required: field.required && missingMessage(field),
  span: 24 as const,
}));

/**
 * /no-account/periodic-inspection?key=: the periodic inspection of one piece of equipment asked for with
 * the 无账号报检码 on its mark, by whoever looks after it, without an account.
 */
export default function NoAccountPeriodicPage() {
  const [receipt, setReceipt] = useState('');
  const [sending, setSending] = useState(false);
  const send = async (key: string, form: RequestForm) => {
    setSending(true);
    await handleResult(noAccountApi.requestPeriodic({ key, ...form }), {
      onSuccess: (answer) => setReceipt(answer.receiptNo),
    });
    setSending(false);
  };

  return (
    <PublicFrame width="narrow">
      <NoAccountLookup label="无账号报检码" load={noAccountApi.periodic}>
        {(equipment, key) =>
          receipt ? (
            <Result
              status="success"
              title="报检申请已提交"
              subTitle={`受理号：${receipt}，检验机构将与您电话联系。`}
            />
          ) : (
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <Descriptions column={1} size="small" bordered>
                <Descriptions.Item label="使用单位">{equipment.useUnit}</Descriptions.Item>
                <Descriptions.Item label="设备名称">{equipment.equname}</Descriptions.Item>
                <Descriptions.Item label="注册代码">{equipment.equregcode}</Descriptions.Item>
                <Descriptions.Item label="上次检验日期">{equipment.lastinsdate}</Descriptions.Item>
                <Descriptions.Item label="下次检验日期">{equipment.nextinsdate}</Descriptions.Item>
                <Descriptions.Item label="检验机构">{equipment.inspunit}</Descriptions.Item>
              </Descriptions>
              <Form<RequestForm>
                layout="vertical"
                name="no-account-periodic"
                onFinish={(form) => void send(key, form)}
              >
                <FormFields fields={requestFields} />
                <Button type="primary" htmlType="submit" loading={sending}>
                  提交报检申请
                </Button>
              </Form>
            </Space>
          )
        }
      </NoAccountLookup>
    </PublicFrame>
  );
}
