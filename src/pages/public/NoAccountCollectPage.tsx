import { useState } from 'react';
import { Alert, Button, Descriptions, Space, Spin } from 'antd';
import { noAccountApi, type CollectedReport } from '@/api/selfService';
import { downloadPdf } from '@/components/PdfViewer';
import { useLoad } from '@/components/useLoad';
import { PublicFrame } from './PublicFrame';
import { isKey, KeyForm, useNoAccountKey } from './NoAccountKey';

/** /no-account/self-collect?key=: a report picked up with the 自助领取码 printed for it, no account needed. */
export default function NoAccountCollectPage() {
  const [key, setKey] = useNoAccountKey();
  const [downloading, setDownloading] = useState(false);
  const { data, loading, error } = useLoad<CollectedReport | null>(
    () => (isKey(key) ? noAccountApi.collect(key) : Promise.resolve(null)),
    key,
  );
  const download = async (report: CollectedReport) => {
    setDownloading(true);
    await downloadPdf({
      title: `检验报告 - ${report.reportno}`,
      load: () => noAccountApi.collectPdf(key),
      fileName: `检验报告_${report.reportno}.pdf`,
    });
    setDownloading(false);
  };

  let body;
  if (!isKey(key)) body = <KeyForm label="自助领取码" onKey={setKey} />;
  else if (loading) body = <Spin description="正在查询…" />;
  else if (error || !data)
    body = (
      <Space orientation="vertical">
        <Alert type="error" showIcon role="alert" title={error ?? '领取码无效'} />
        <Button onClick={() => setKey('')}>重新输入</Button>
      </Space>
    );
  else
    body = (
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="报告编号">{data.reportno}</Descriptions.Item>
          <Descriptions.Item label="使用单位">{data.useUnit}</Descriptions.Item>
          <Descriptions.Item label="设备名称">{data.equname}</Descriptions.Item>
          <Descriptions.Item label="注册代码">{data.equregcode}</Descriptions.Item>
          <Descriptions.Item label="检验类别">{data.insptype}</Descriptions.Item>
          <Descriptions.Item label="检验日期">{data.inspdate}</Descriptions.Item>
          <Descriptions.Item label="检验结论">{data.conclusion}</Descriptions.Item>
          <Descriptions.Item label="下次检验日期">{data.nextdate || '—'}</Descriptions.Item>
          <Descriptions.Item label="检验机构">{data.inspunit}</Descriptions.Item>
        </Descriptions>
        <Button type="primary" loading={downloading} onClick={() => void download(data)}>
          下载检验报告
        </Button>
      </Space>
    );
  return <PublicFrame width="narrow">{body}</PublicFrame>;
}
