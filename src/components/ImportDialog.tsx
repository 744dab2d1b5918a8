import { useState } from 'react';
import { Alert, Button, Modal, Progress, Space, Table, Tabs, theme, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { toast } from '@/lib/feedback';
import type { ImportCalls, ImportCheck, ImportProblem } from '@/api/excel';
import { ApiError, SERVER_ERROR_TEXT } from '@/http/errors';
import { downloadLabel, useDownload } from './download';

export interface ImportDialogProps {
  /** The dialog's title: 导入作业人员. */
  title: string;
  calls: ImportCalls;
  onClose: () => void;
  /** After the accepted rows were saved: the list loads again. */
  onSaved: () => void;
  /** The template button's label: 导出技术参数 where the template is the records as they are. */
  templateLabel?: string;
  /** What the dialog says before a file is chosen. */
  intro?: string;
}

/** A refused value as a line of the problems table. */
interface ProblemLine extends ImportProblem {
  key: string;
  row: number;
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : SERVER_ERROR_TEXT);

/**
 * 导入: download the template, upload it filled in, see which rows the server accepts and which it
 * refuses (row, column, value, reason), then save the accepted rows or cancel. The server saves
 * nothing before the user says so, and either saves every accepted row or none.
 */
export default function ImportDialog({
  title,
  calls,
  onClose,
  onSaved,
  templateLabel = '下载模板',
  intro = '先下载模板，按表头和“填写说明”填写后上传。上传后会逐行检查，确认后才保存。',
}: ImportDialogProps) {
  const { token } = theme.useToken();
  const template = useDownload();
  const [uploading, setUploading] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [check, setCheck] = useState<ImportCheck | null>(null);
  const [error, setError] = useState('');

  const upload = async (file: File) => {
    setError('');
    setUploading(0);
    try {
      setCheck(await calls.check(file, setUploading));
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setUploading(null);
    }
  };

  /** Forgets the checked rows on the server (a cancel that fails leaves them to expire). */
  const discard = () => {
    if (check) void calls.cancel(check.importId).catch(() => undefined);
    setCheck(null);
  };

  const close = () => {
    discard();
    onClose();
  };

  const save = async () => {
    if (!check) return;
    setSaving(true);
    try {
      const { message } = await calls.save(check.importId);
      toast.success(message);
      onSaved();
      onClose();
    } catch (e) {
      // The held rows are gone (saved by no one): the user uploads the file again.
      setCheck(null);
      setError(messageOf(e));
    } finally {
      setSaving(false);
    }
  };

  const accepted = check?.accepted.length ?? 0;
  const refused = check?.refused.length ?? 0;
  const footer = check
    ? [
        <Button key="cancel" onClick={close}>
          取消导入
        </Button>,
        <Button key="again" onClick={discard}>
          重新选择文件
        </Button>,
        <Button key="save" type="primary" disabled={!accepted} loading={saving} onClick={() => void save()}>
          保存可导入的 {accepted} 行
        </Button>,
      ]
    : [
        <Button key="close" onClick={close}>
          关闭
        </Button>,
      ];

  return (
    <Modal title={title} open width={960} mask={{ closable: false }} onCancel={close} footer={footer}>
      {check ? (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Alert
            type={refused ? 'warning' : 'success'}
            showIcon
            title={`共 ${check.total} 行：可导入 ${accepted} 行，有问题 ${refused} 行`}
            description={
              refused
                ? '有问题的行不会保存。可先保存可导入的行，把有问题的行改好后再导入；或取消导入，改好后整个文件重新导入。'
                : '核对无误后保存。'
            }
          />
          <Tabs
            defaultActiveKey={refused ? 'refused' : 'accepted'}
            items={[
              {
                key: 'refused',
                label: `有问题的行（${refused}）`,
                children: <ProblemTable check={check} />,
              },
              {
                key: 'accepted',
                label: `可导入的行（${accepted}）`,
                children: <AcceptedTable check={check} />,
              },
            ]}
          />
        </Space>
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Typography.Paragraph style={{ marginBottom: 0 }}>{intro}</Typography.Paragraph>
          <Button
            icon={<DownloadOutlined />}
            loading={template.progress !== null}
            onClick={() => void template.start((onProgress) => calls.template(onProgress))}
          >
            {downloadLabel(templateLabel, template.progress)}
          </Button>
          <Upload.Dragger
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            multiple={false}
            showUploadList={false}
            disabled={uploading !== null}
            beforeUpload={(file) => {
              void upload(file);
              // The dialog sends the file itself (with the session and progress), not antd's uploader.
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">点击或拖拽填好的模板（.xlsx）到此处</p>
            {/* The secondary text colour: antd's hint colour is too faint for WCAG AA contrast. */}
            <p className="ant-upload-hint" style={{ color: token.colorTextSecondary }}>
              一次一个文件，不超过2MB、1000行
            </p>
          </Upload.Dragger>
          {uploading !== null && (
            <Progress percent={uploading} status="active" format={(p) => (p === 100 ? '检查中' : `${p}%`)} />
          )}
          {error && <Alert type="error" showIcon title="导入失败" description={error} />}
        </Space>
      )}
    </Modal>
  );
}

function ProblemTable({ check }: { check: ImportCheck }) {
  const lines: ProblemLine[] = check.refused.flatMap(({ row, problems }) =>
    problems.map((p, i) => ({ ...p, row, key: `${row}-${i}` })),
  );
  return (
    <Table<ProblemLine>
      size="small"
      rowKey="key"
      dataSource={lines}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 个问题` }}
      locale={{ emptyText: '没有问题' }}
      columns={[
        { key: 'row', dataIndex: 'row', title: '行号', width: 70 },
        { key: 'field', dataIndex: 'field', title: '列', width: 120 },
        {
          key: 'value',
          dataIndex: 'value',
          title: '填写内容',
          width: 200,
          ellipsis: true,
          render: (value: string) => value || <Typography.Text type="secondary">（未填写）</Typography.Text>,
        },
        { key: 'message', dataIndex: 'message', title: '问题' },
      ]}
    />
  );
}

function AcceptedTable({ check }: { check: ImportCheck }) {
  return (
    <Table<ImportCheck['accepted'][number]>
      size="small"
      rowKey="row"
      dataSource={check.accepted}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: '没有可导入的行' }}
      columns={[
        { key: 'row', dataIndex: 'row', title: '行号', width: 70, fixed: 'left' },
        ...check.columns.map((label, i) => ({
          key: label,
          title: label,
          ellipsis: true,
          render: (_: unknown, line: ImportCheck['accepted'][number]) => line.values[i],
        })),
      ]}
    />
  );
}
