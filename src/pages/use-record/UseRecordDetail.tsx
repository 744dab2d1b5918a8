import { useNavigate } from 'react-router-dom';
import { getUseRegistration } from '@/api/useRegistration';
import { RecordForm, useRecordQuery } from '@/components/RecordForm';
import { WorkflowActions } from '@/components/WorkflowActions';
import { RecordMissing } from '@/components/RecordMissing';
import { labelOf } from '@/domain/dict';
import { USE_REGISTRATION_KINDS } from '@/domain/useRegistration';
import { equipmentApplicationsTab } from '@/components/equipmentApplicationsTab';
import { registrationApplicationPath } from '@/routes/links';
import { pathTo } from '@/routes/lookup';
import {
  toForm,
  useRegistrationActions,
  useRegistrationViewSections,
  type UseRegistrationForm,
} from './declarations';
import { UseRegistrationDocuments } from './UseRegistrationDocuments';

/**
 * One use registration (?id=): the 使用登记表, its attachments and flow log; the documents; the steps
 * the machine allows the current role (the unit's withdraw and edit, the authority's handling).
 */
export default function UseRecordDetail() {
  const { id } = useRecordQuery();
  const navigate = useNavigate();
  const toList = () => navigate(pathTo('use_record_query'));
  if (!id) return <RecordMissing />;
  return (
    <RecordForm<UseRegistrationForm>
      key={id}
      mode="view"
      id={id}
      sections={useRegistrationViewSections}
      load={(recordId) => getUseRegistration(recordId).then(toForm)}
      // View mode offers no save; the form's contract asks for one all the same.
      save={() => Promise.reject(new Error('请在申请页修改'))}
      onBack={toList}
      detail={{
        title: (r) => `${labelOf(USE_REGISTRATION_KINDS, r.regkind)}：${r.equname}（${r.applyNo ?? ''}）`,
        tabs: [equipmentApplicationsTab(registrationApplicationPath)],
        flow: (r) => r.flow ?? [],
        extra: (r) => <UseRegistrationDocuments record={r} />,
      }}
      extra={(r) => (
        <WorkflowActions
          record={r}
          actions={useRegistrationActions}
          onDone={(action) => action.key === 'remove' && toList()}
        />
      )}
    />
  );
}
