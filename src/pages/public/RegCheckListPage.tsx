import { useState } from 'react';
import { Alert, Button, Empty, Form, Input, List, Space, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { registrationApi, type RegistrationResult } from '@/api/registration';
import { StatusTag } from '@/components/StatusTag';
import { labelOf } from '@/domain/dict';
import { UNIT_TYPES } from '@/domain/units';
import { APPLICATION_STATUS, APPLICATION_STATUSES } from '@/domain/registration';
import { rules } from '@/utils/validators';
import { PublicFrame } from './PublicFrame';
import { usePublicSubmit } from './usePublicSubmit';

interface QueryValues {
  keyword: string;
  mobile: string;
}

/** /regCheackList: an enterprise looks up its registration applications with the contact mobile. */
export default function RegCheckListPage() {
  const [form] = Form.useForm<QueryValues>();
  const [searchParams] = useSearchParams();
  const [results, setResults] = useState<RegistrationResult[] | null>(null);
  const [error, setError] = useState('');

  const { submit, submitting } = usePublicSubmit<QueryValues>(async (values) => {
    setError('');
    try {
      setResults(
        await registrationApi.queryResults(values.keyword.trim().toUpperCase(), values.mobile.trim()),
      );
    } catch (e) {
      setResults(null);
      setError((e as Error).message);
    }
  });

  return (
    <PublicFrame>
      <Form
        form={form}
        layout="inline"
        onFinish={(values) => void submit(values)}
        initialValues={{ keyword: searchParams.get('keyword') ?? '' }}
        style={{ rowGap: 12, marginBottom: 24 }}
      >
        <Form.Item
          name="keyword"
          label="信用代码或申请编号"
          rules={[{ required: true, whitespace: true, message: '请输入统一社会信用代码或申请编号' }]}
        >
          <Input placeholder="统一社会信用代码 / 申请编号" style={{ width: 240 }} allowClear />
        </Form.Item>
        <Form.Item
          name="mobile"
          label="联系人手机"
          rules={[{ required: true, message: '请输入申请时填写的联系人手机' }, rules.mobile]}
        >
          <Input placeholder="申请时填写的手机号码" maxLength={11} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={submitting}>
            查询
          </Button>
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      {results === null && !error && (
        <Typography.Paragraph type="secondary">
          输入统一社会信用代码或申请编号，以及申请时填写的联系人手机号码，查询注册申请的审核结果。
        </Typography.Paragraph>
      )}
      {results?.length === 0 && (
        <Empty description="未查询到注册申请，请核对统一社会信用代码（或申请编号）与联系人手机号码" />
      )}
      {results && results.length > 0 && (
        <List
          itemLayout="vertical"
          dataSource={results}
          rowKey="publicId"
          renderItem={(item) => (
            <List.Item
              key={item.publicId}
              actions={[
                <Link key="flow" to={`/flowLog-single?id=${encodeURIComponent(item.publicId)}`}>
                  流程记录
                </Link>,
                item.status === APPLICATION_STATUS.approved && (
                  <Link key="login" to="/login">
                    去登录（账号 {item.loginName}）
                  </Link>
                ),
              ].filter(Boolean)}
            >
              <List.Item.Meta
                title={
                  <Space wrap>
                    <span>{item.orgname}</span>
                    <StatusTag dict={APPLICATION_STATUSES} value={item.status} />
                  </Space>
                }
                description={`申请编号 ${item.applyNo} · ${labelOf(UNIT_TYPES, item.unittype)} · 统一社会信用代码 ${item.orgcode}`}
              />
              <div>申请时间：{item.applyTime}</div>
              {item.auditTime && <div>审核时间：{item.auditTime}</div>}
              {item.status === APPLICATION_STATUS.pending && (
                <Typography.Text type="secondary">申请正在审核中，请耐心等待。</Typography.Text>
              )}
              {item.auditOpinion && (
                <div>
                  审核意见：
                  <Typography.Text type={item.status === APPLICATION_STATUS.rejected ? 'danger' : undefined}>
                    {item.auditOpinion}
                  </Typography.Text>
                </div>
              )}
              {item.status === APPLICATION_STATUS.rejected && (
                <Typography.Text type="secondary">
                  可按审核意见修改材料后<Link to="/register">重新申请</Link>。
                </Typography.Text>
              )}
            </List.Item>
          )}
        />
      )}
    </PublicFrame>
  );
}
