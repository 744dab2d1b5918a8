import { useState } from 'react';
import { Button, Descriptions, Space } from 'antd';
import { noAccountApi, type CollectedReport } from '@/api/selfService';
import { downloadPdf } from '@/components/PdfViewer';
import { PublicFrame } from './PublicFrame';
import { NoAccountLookup } from './NoAccountKey';

/** /no-account/self-collect?key=: a report picked up with the 自助领取码 printed for it, no account needed. */
export default function NoAccountCollectPage() {
  const [downloading, setDownloading] = useState(false);
  const download = async (report: CollectedReport, key: string) => {
    setDownloading(true);
    await downloadPdf({
      title: `检验报告 - ${report.reportno}`,
      load: () => noAccountApi.collectPdf(key),
      fileName: `检验报告_${report.reportno}.pdf`,
    });
    setDownloading(false);
  };

  return (
    <PublicFrame width="narrow">
      <NoAccountLookup label="自助领取码" load={noAccountApi.collect}>
        {(report, key) => (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="报告编号">{report.reportno}</Descriptions.Item>
              <Descriptions.Item label="使用单位">{report.useUnit}</Descriptions.Item>
              <Descriptions.Item label="设备名称">{report.equname}</Descriptions.Item>
              <Descriptions.Item label="注册代码">{report.equregcode}</Descriptions.Item>
              <Descriptions.Item label="检验类别">{report.insptype}</Descriptions.Item>
              <Descriptions.Item label="检验日期">{report.inspdate}</Descriptions.Item>
              <Descriptions.Item label="检验结论">{report.conclusion}</Descriptions.Item>
              <Descriptions.Item label="下次检验日期">{report.nextdate || '—'}</Descriptions.Item>
              <Descriptions.Item label="检验机构">{report.inspunit}</Descriptions.Item>
            </Descriptions>
            <Button type="primary" loading={downloading} onClick={() => void download(report, key)}>
              下载检验报告
            </Button>
          </Space>
        )}
      </NoAccountLookup>
    </PublicFrame>
  );
}
