import { useState } from 'react';
import { Alert, Button, List, Progress, Result, Space, Spin, Typography, Upload } from 'antd';
import { CameraOutlined, CheckCircleTwoTone } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { draftAttachmentsApi, type TicketInfo } from '@/api/registration';
import type { Attachment } from '@/api/attachments';
import { useLoad } from '@/components/useLoad';
import { attachmentProblem } from '@/domain/attachments';
import { labelOf } from '@/domain/dict';
import { APPLICATION_ATTACHMENT_GROUPS } from '@/domain/registration';
import { PublicFrame } from './PublicFrame';

interface Sending {
  uid: string;
  name: string;
  percent: number;
  error?: string;
}

/**
 * /attachmentUploadMobile?ticket=: opened on a phone from the QR code of a PC form. Takes or picks
 * photos and uploads them into the one attachment group the ticket is for.
 */
export default function AttachmentUploadMobilePage() {
  const [query] = useSearchParams();
  const ticket = query.get('ticket') ?? '';
  const {
    data: info,
    loading,
    error,
  } = useLoad<TicketInfo | null>(
    () => (ticket ? draftAttachmentsApi.checkTicket(ticket) : Promise.resolve(null)),
    ticket,
  );
  const [uploaded, setUploaded] = useState<Attachment[]>([]);
  const [sending, setSending] = useState<Sending[]>([]);
  const [refused, setRefused] = useState('');

  const patch = (uid: string, change: Partial<Sending>) =>
    setSending((list) => list.map((s) => (s.uid === uid ? { ...s, ...change } : s)));

  const send = (file: File, uid: string) => {
    const problem = attachmentProblem(file.name, file.size);
    if (problem) {
      setSending((list) => [...list, { uid, name: file.name, percent: 0, error: problem }]);
      return;
    }
    setSending((list) => [...list, { uid, name: file.name, percent: 0 }]);
    draftAttachmentsApi
      .uploadWithTicket(file, ticket, (percent) => patch(uid, { percent }))
      .then((e) => {
        setSending((list) => list.filter((s) => s.uid !== uid));
        if (e.data) setUploaded((list) => [...list, e.data as Attachment]);
      })
      .catch((e: Error) => {
        patch(uid, { error: e.message });
        // An expired ticket stops the page: nothing more can be sent with it.
        if (e.message.includes('二维码')) setRefused(e.message);
      });
  };

  if (!ticket) {
    return (
      <PublicFrame phone width="narrow">
        <Result
          status="warning"
          title="缺少上传凭证"
          subTitle="请用手机扫描电脑上申请表单中的二维码打开本页。"
        />
      </PublicFrame>
    );
  }
  if (loading) {
    return (
      <PublicFrame phone width="narrow">
        <Spin description="正在核对二维码…" />
      </PublicFrame>
    );
  }
  if (error || !info || refused) {
    return (
      <PublicFrame phone width="narrow">
        <Result status="error" title="无法上传" subTitle={refused || error} />
      </PublicFrame>
    );
  }

  // The ticket's list loads again after an upload (a write of its family): a file sent from this page
  // is then in both lists.
  const files = [
    ...info.files,
    ...uploaded.filter((u) => !info.files.some((f) => f.attsysid === u.attsysid)),
  ];
  const label = labelOf(APPLICATION_ATTACHMENT_GROUPS, info.group);
  return (
    <PublicFrame phone width="narrow">
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Title level={5} style={{ margin: 0 }}>
          上传：{label}
        </Typography.Title>
        <Typography.Text type="secondary">
          拍照或从相册选择照片，可多次上传；上传后电脑上的表单会自动显示。本页于{' '}
          {new Date(info.expires).toLocaleTimeString('zh-CN', { hour12: false })} 失效。
        </Typography.Text>
        <Upload
          accept="image/*"
          capture="environment"
          multiple
          showUploadList={false}
          beforeUpload={(file) => {
            send(file, file.uid);
            return false;
          }}
        >
          <Button type="primary" size="large" block icon={<CameraOutlined />} style={{ width: '100%' }}>
            拍照 / 选择照片
          </Button>
        </Upload>
        {sending.map((s) => (
          <div key={s.uid}>
            <Typography.Text>{s.name}</Typography.Text>
            {s.error ? (
              <Alert type="error" showIcon title={`${s.name}：${s.error}`} role="alert" />
            ) : (
              <Progress percent={s.percent} size="small" aria-label={`${s.name} 上传进度`} />
            )}
          </div>
        ))}
        <List
          header={`已上传 ${files.length} 个文件`}
          dataSource={files}
          rowKey="attsysid"
          locale={{ emptyText: '尚未上传' }}
          renderItem={(file) => (
            <List.Item key={file.attsysid}>
              <Space>
                <CheckCircleTwoTone twoToneColor="#52c41a" />
                <span>{file.name}</span>
              </Space>
            </List.Item>
          )}
        />
      </Space>
    </PublicFrame>
  );
}
