import { useNavigate } from 'react-router-dom';
import { addOperator, deleteOperators, getOperator, updateOperator, type Operator } from '@/api/operator';
import { RecordForm, useRecordQuery } from '@/components/RecordForm';
import { WorkflowActions } from '@/components/WorkflowActions';
import { operatorSections, workerDetailPath } from './declarations';

const LIST = '/worker/query';

/** An operator in add, edit or view mode (?mode=&id=). */
export default function WorkerDetail() {
  const { mode, id } = useRecordQuery();
  const navigate = useNavigate();
  return (
    <RecordForm<Operator>
      key={`${mode}-${id ?? ''}`}
      sections={operatorSections}
      mode={mode}
      id={id}
      load={getOperator}
      empty={() => ({ attrefsysid: crypto.randomUUID(), qualifications: [{} as never] })}
      save={(record) => (mode === 'add' ? addOperator(record) : updateOperator(record))}
      onSaved={() => navigate(LIST)}
      onBack={() => navigate(LIST)}
      extra={(record) => (
        <WorkflowActions
          record={record}
          actions={[
            {
              key: 'edit',
              label: '修改',
              confirm: false,
              visible: () => mode === 'view',
              to: (r) => workerDetailPath('edit', r.id),
            },
            {
              key: 'delete',
              label: '删除',
              danger: true,
              visible: (r) => mode === 'view' && !!r.id,
              confirm: '确定要删除该作业人员及其证书吗？',
              run: (r) => deleteOperators([r.id!]),
            },
          ]}
          onDone={() => navigate(LIST)}
        />
      )}
    />
  );
}
