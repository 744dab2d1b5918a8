import { useEffect, useRef, useState } from 'react';
import { Card, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { selfServiceApi, type Interaction, type InteractionQuestion } from '@/api/selfService';
import { formSections } from '@/components/catalogue';
import { ListPage } from '@/components/ListPage';
import { RecordForm, useRecordQuery } from '@/components/RecordForm';
import { StatusTag } from '@/components/StatusTag';
import { lazyBlock } from '@/components/deferred/lazyInput';
import { RecordMissing } from '@/components/RecordMissing';
import { INTERACTION } from '@/contract/records/selfService';
import { INTERACTION_STATUSES } from '@/domain/selfService';
import { pageLink, rowLink } from '@/routes/links';
import { pathTo } from '@/routes/lookup';
import { interactionCatalogue } from './selfServiceDeclarations';

/** The question form: the thread's fields plus the first message. */
const questionSections = formSections<Interaction & { text: string }>([
  ...interactionCatalogue,
  { ...INTERACTION.text, wide: true },
]);

/** 咨询互动: the unit's questions to the authority, newest activity first. */
export function InteractionList() {
  return (
    <ListPage
      routeName="company_service_interaction"
      rowKey="id"
      fields={interactionCatalogue}
      load={selfServiceApi.interactions}
      toolbar={[pageLink('我要咨询', 'company_service_interaction_detail', { mode: 'add' })]}
      rowActions={[rowLink('查看', 'company_service_interaction_detail', 'view')]}
    />
  );
}

/**
 * The messages and the reply box: the view's one tab, with its own code (list, typography, text area),
 * preloaded while the thread loads.
 */
const Thread = lazyBlock(
  () => import('./InteractionThread').then((m) => m.Thread),
  () => null,
);

/** A thread in view mode: its subject, status and messages, and the reply box. */
function ThreadView({ id }: { id: string }) {
  const navigate = useNavigate();
  const [latest, setLatest] = useState<Interaction | null>(null);
  useEffect(() => void Thread.preload().catch(() => undefined), []);
  return (
    <RecordForm<Interaction>
      key={`${id}-${latest?.messages.length ?? 0}`}
      mode="view"
      id={id}
      sections={formSections(interactionCatalogue)}
      load={(threadId) => (latest ? Promise.resolve(latest) : selfServiceApi.interaction(threadId))}
      // A thread is written message by message, never edited.
      save={() => Promise.reject(new Error('咨询记录不能修改'))}
      onBack={() => navigate(pathTo('company_service_interaction'))}
      detail={{
        title: (thread) => (
          <Space>
            {thread.title}
            <StatusTag dict={INTERACTION_STATUSES} value={thread.status} />
          </Space>
        ),
        tabs: [
          {
            key: 'messages',
            label: '咨询与答复',
            render: (thread) => <Thread thread={thread} onChanged={setLatest} />,
          },
        ],
      }}
    />
  );
}

/** interaction-detail: ?mode=add asks a question (subject prefilled from a report), ?id= shows a thread. */
export function InteractionDetail() {
  const { mode, id } = useRecordQuery();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = useRef('');
  if (id) return <ThreadView id={id} />;
  if (mode !== 'add') return <RecordMissing />;
  return (
    <Card size="small" title="我要咨询">
      <RecordForm<InteractionQuestion>
        mode="add"
        sections={questionSections}
        empty={() => ({
          subjectKind: params.get('subjectKind') ?? '',
          subjectNo: params.get('subjectNo') ?? '',
        })}
        save={(question) =>
          selfServiceApi.ask(question).then((envelope) => {
            asked.current = envelope.data.id;
            return envelope;
          })
        }
        // The thread asked in (a new one, or the subject's open one) is where its answer will show.
        onSaved={() =>
          navigate(pathTo('company_service_interaction_detail', { mode: 'view', id: asked.current }))
        }
        onBack={() => navigate(pathTo('company_service_interaction'))}
      />
    </Card>
  );
}
