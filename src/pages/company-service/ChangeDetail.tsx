import { useNavigate } from 'react-router-dom';
import { getChangeRegistration } from '@/api/useRegistration';
import { RecordForm, useRecordQuery } from '@/components/RecordForm';
import { WorkflowActions } from '@/components/WorkflowActions';
import { RecordMissing } from '@/components/RecordMissing';
import { labelOf } from '@/domain/dict';
import { CHANGE_KINDS } from '@/domain/useRegistration';
import { equipmentApplicationsTab } from '@/components/equipmentApplicationsTab';
import { registrationApplicationPath } from '@/routes/links';
import { pathTo } from '@/routes/lookup';
import {
  changeActions,
  changeViewSections,
  toChangeForm,
  type ChangeRegistrationForm,
} from './changeDeclarations';

/** One change registration (?id=): its fields, attachments and flow log, and the steps the role may take. */
export default function ChangeDetail() {
  const { id } = useRecordQuery();
  const navigate = useNavigate();
  const toList = () => navigate(pathTo('change_query'));
  if (!id) return <RecordMissing />;
  return (
    <RecordForm<ChangeRegistrationForm>
      key={id}
      mode="view"
      id={id}
      sections={changeViewSections}
      load={(recordId) => getChangeRegistration(recordId).then(toChangeForm)}
      // View mode offers no save; the form's contract asks for one all the same.
      save={() => Promise.reject(new Error('请在申请页修改'))}
      onBack={toList}
      detail={{
        title: (r) => `${labelOf(CHANGE_KINDS, r.changeKind)}：${r.equname ?? ''}（${r.applyNo ?? ''}）`,
        tabs: [equipmentApplicationsTab(registrationApplicationPath)],
        flow: (r) => r.flow ?? [],
      }}
      extra={(r) => (
        <WorkflowActions
          record={r}
          actions={changeActions}
          onDone={(action) => action.key === 'remove' && toList()}
        />
      )}
    />
  );
}
