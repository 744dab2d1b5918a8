import { newAttachmentGroup } from '@/api/attachments';
import { useNavigate } from 'react-router-dom';
import { getTermination, saveTermination, type Termination } from '@/api/registrationSets';
import { RecordForm, useRecordQuery } from '@/components/RecordForm';
import { WorkflowActions } from '@/components/WorkflowActions';
import { labelOf } from '@/domain/dict';
import { TERMINATION_KINDS } from '@/domain/registrationSets';
import { pathTo } from '@/routes/lookup';
import {
  terminationActions,
  terminationSections,
  terminationViewSections,
} from './registrationSetDeclarations';

/**
 * 注销申请详情: a new application (?mode=add), a draft or returned one corrected (?mode=edit&id=), or
 * one viewed (?id=) with its flow log and the steps terminationMachine allows the current role.
 */
export default function TerminationDetail() {
  const { mode, id } = useRecordQuery();
  const navigate = useNavigate();
  const toList = () => navigate(pathTo('company_service_termination'));
  const editing = mode === 'edit' && id ? 'edit' : !id ? 'add' : 'view';
  if (editing !== 'view') {
    return (
      <RecordForm<Termination>
        key={`${editing}-${id ?? ''}`}
        mode={editing}
        id={id}
        sections={terminationSections}
        load={getTermination}
        empty={async () => ({ attrefsysid: await newAttachmentGroup() })}
        save={(values, { isCommit }) => saveTermination(values, isCommit)}
        commitText="保存并提交"
        onSaved={toList}
        revealIn={pathTo('company_service_termination')}
        onBack={toList}
      />
    );
  }
  return (
    <RecordForm<Termination>
      key={id}
      mode="view"
      id={id}
      sections={terminationViewSections}
      load={getTermination}
      // View mode offers no save; the form's contract asks for one all the same.
      save={() => Promise.reject(new Error('请在申请页修改'))}
      onBack={toList}
      detail={{
        title: (r) => `${labelOf(TERMINATION_KINDS, r.termkind)}：${r.equname ?? ''}（${r.applyNo ?? ''}）`,
        flow: (r) => r.flow ?? [],
      }}
      extra={(r) => (
        <WorkflowActions
          record={r}
          actions={terminationActions}
          onDone={(action) => action.key === 'remove' && toList()}
        />
      )}
    />
  );
}
