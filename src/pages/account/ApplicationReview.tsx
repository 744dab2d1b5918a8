import { useEffect, useState, type ReactNode } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import type { FlowStep } from '@/api/registration';
import { accountApi } from '@/api/account';
import type { AttachmentSource } from '@/components/Attachments';
import { lazyBlock } from '@/components/deferred/lazyInput';
import { FlowTimeline } from '@/components/FlowTimeline';
import { LoadState } from '@/components/LoadState';
import { FieldDescriptions } from '@/components/FieldDescriptions';
import type { FieldDef } from '@/components/fields';
import { useLoad } from '@/components/useLoad';
import { RecordMissing } from '@/components/RecordMissing';
import type { Dict } from '@/domain/dict';

/**
 * The file lists load their code (antd's Upload) beside the application, not before the page shows:
 * a read-only list has nothing to show until its files are known anyway.
 */
const Attachments = lazyBlock(
  () => import('@/components/Attachments').then((m) => m.Attachments),
  () => null,
);

/** Files of a submitted application: the administrator previews and downloads, never changes them. */
const applicationSource: AttachmentSource = {
  list: accountApi.applicationFiles,
  upload: () => Promise.reject(new Error('申请附件不能修改')),
  download: accountApi.applicationFile,
  remove: () => Promise.reject(new Error('申请附件不能修改')),
};

interface Application {
  attrefsysid: string;
  flowLog: FlowStep[];
}

interface Props<T extends Application> {
  id: string;
  load: (id: string) => Promise<T>;
  fields: FieldDef[];
  /** The attachment groups of this kind of application, in the order they are shown. */
  groups: Dict;
  /** The audit buttons; reload() after an audit shows the new state. */
  actions: (record: T, reload: () => void) => ReactNode;
  /** Something to show above the application (the issued password). */
  notice?: (record: T) => ReactNode;
  onBack: () => void;
}

/** An application under audit: its data, its files (preview), its flow log and the audit buttons. */
export function ApplicationReview<T extends Application>(props: Props<T>) {
  const { id, load, onBack } = props;
  const [version, setVersion] = useState(0);
  const loaded = useLoad<T | null>(() => (id ? load(id) : Promise.resolve(null)), `${id}|${version}`);
  const retry = () => setVersion((v) => v + 1);
  useEffect(() => void Attachments.preload().catch(() => undefined), []);

  if (!id) return <RecordMissing />;
  // After an audit the application loads again in place: the page stays, its status and log change.
  return (
    <LoadState loaded={loaded} noun="申请" onRetry={retry} onBack={onBack}>
      {(record) => record && <ApplicationView {...props} record={record} reload={loaded.refetch} />}
    </LoadState>
  );
}

/** The loaded application. */
function ApplicationView<T extends Application>(props: Props<T> & { record: T; reload: () => void }) {
  const { record, reload, fields, groups, actions, notice, onBack } = props;
  return (
    <div>
      {notice?.(record)}
      <Card title="申请信息" size="small" style={{ marginBottom: 12 }}>
        <FieldDescriptions fields={fields} record={record} />
      </Card>
      <Card title="申请材料" size="small" style={{ marginBottom: 12 }}>
        {groups.map((g) => (
          <div key={g.value} style={{ marginBottom: 8 }}>
            <Typography.Text strong>{g.label}</Typography.Text>
            <Attachments value={record.attrefsysid} group={g.value} readOnly source={applicationSource} />
          </div>
        ))}
      </Card>
      <Card title="流程记录" size="small" style={{ marginBottom: 12 }}>
        <FlowTimeline steps={record.flowLog} />
      </Card>
      <Space wrap>
        {actions(record, reload)}
        <Button onClick={onBack}>返回</Button>
      </Space>
    </div>
  );
}
