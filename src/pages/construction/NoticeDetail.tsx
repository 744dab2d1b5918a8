import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getNotice, type ConstructionNotice } from '@/api/construction';
import { formSections } from '@/components/catalogue';
import { FieldDescriptions } from '@/components/FieldDescriptions';
import { RecordForm } from '@/components/RecordForm';
import { WorkflowActions } from '@/components/WorkflowActions';
import { NOTICE_FLOW_ACTIONS } from '@/domain/constructionNotice';
import { kindOfVariety } from '@/domain/equipmentKinds';
import { pathTo } from '@/routes/lookup';
import { noticeActions } from './actions';
import { noticeViewSections, parameterCatalogue } from './declarations';

/** The equipment's parameters as entered (constructionSbcs), once they are. */
function ParametersTab({ notice }: { notice: ConstructionNotice }) {
  const kind = kindOfVariety(notice.equsortcode);
  if (!kind || !notice.paramsTime) return <span>尚未填写设备参数</span>;
  const fields = formSections(parameterCatalogue(kind)).flatMap((s) => s.fields);
  return <FieldDescriptions fields={fields} record={notice} />;
}

/** 施工告知详情 (?id=): the notification, its parameters and flow log, and what may be done now. */
export default function NoticeDetail() {
  const id = useSearchParams()[0].get('id') ?? '';
  const navigate = useNavigate();
  const back = () => navigate(pathTo('construction_query_list'));
  // After an action the record is read again (a new form), so its status and buttons are the new ones.
  const [version, setVersion] = useState(0);
  return (
    <RecordForm<ConstructionNotice>
      key={`${id}:${version}`}
      mode="view"
      id={id}
      sections={noticeViewSections}
      load={getNotice}
      save={() => Promise.reject(new Error('施工告知在填报页修改'))}
      onBack={back}
      detail={{
        title: (r) => `${r.notifyNo} ${r.equname}`,
        tabs: [{ key: 'parameters', label: '设备参数', render: (r) => <ParametersTab notice={r} /> }],
        flow: (r) => r.flowLog,
        flowActions: NOTICE_FLOW_ACTIONS,
      }}
      extra={(record) => (
        <WorkflowActions
          record={record}
          actions={noticeActions}
          onDone={(action) => (action.key === 'delete' ? back() : setVersion((n) => n + 1))}
        />
      )}
    />
  );
}
