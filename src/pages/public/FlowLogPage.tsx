import { Alert, Descriptions, Empty, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { registrationApi, type FlowLog } from '@/api/registration';
import { useLoad } from '@/components/useLoad';
import { StatusTag } from '@/components/StatusTag';
import { FlowTimeline } from '@/components/FlowTimeline';
import { APPLICATION_STATUSES } from '@/domain/registration';
import { PublicFrame } from './PublicFrame';

const KIND_LABELS: Record<FlowLog['kind'], string> = {
  registration: '企业账号注册申请',
  passwordReset: '密码重置申请',
};

/** /flowLog-single?id= (the application's public id): its steps, who did what and when, with opinions. */
export default function FlowLogPage() {
  const [query] = useSearchParams();
  const id = query.get('id') ?? '';
  const { data, loading, error } = useLoad<FlowLog | null>(
    () => (id ? registrationApi.flowLog(id) : Promise.resolve(null)),
    id,
  );

  let body;
  if (!id) body = <Alert type="warning" showIcon title="缺少申请编号，请从申请结果页进入" />;
  else if (loading) body = <Spin description="正在加载流程记录…" />;
  else if (error) body = <Alert type="error" showIcon title={error} role="alert" />;
  else if (!data) body = <Empty description="暂无流程记录" />;
  else
    body = (
      <>
        <Descriptions column={1} size="small" style={{ marginBottom: 24 }}>
          <Descriptions.Item label="申请类型">{KIND_LABELS[data.kind]}</Descriptions.Item>
          <Descriptions.Item label="申请编号">{data.applyNo}</Descriptions.Item>
          <Descriptions.Item label="申请对象">{data.subject}</Descriptions.Item>
          <Descriptions.Item label="当前状态">
            <StatusTag dict={APPLICATION_STATUSES} value={data.status} />
          </Descriptions.Item>
        </Descriptions>
        <FlowTimeline steps={data.steps} />
      </>
    );
  return <PublicFrame width="narrow">{body}</PublicFrame>;
}
