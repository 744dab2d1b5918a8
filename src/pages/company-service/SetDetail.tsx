import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { getSetRegistration, type SetRegistrationDetail } from '@/api/registrationSets';
import { RecordForm, useRecordQuery } from '@/components/RecordForm';
import { pathTo } from '@/routes/lookup';
import { lazyBlock } from '@/components/deferred/lazyInput';
import { RecordMissing } from '@/components/RecordMissing';
import { attachmentsTab, setSections } from './registrationSetDeclarations';

// The members' table is a tab's content: its code (antd's Table) loads with the tabs, not the page.
const SetMembers = lazyBlock(
  () => import('./SetMembers').then((m) => m.SetMembers),
  () => null,
);

/** A set (?id=): its registration, its member equipment (each opening its file), attachments, flow log. */
export default function SetDetail() {
  const { id } = useRecordQuery();
  const navigate = useNavigate();
  if (!id) return <RecordMissing />;
  return (
    <RecordForm<SetRegistrationDetail>
      key={id}
      mode="view"
      id={id}
      sections={setSections}
      load={getSetRegistration}
      // A set is read-only here: it changes through registrations the authority completes.
      save={() => Promise.reject(new Error('台套登记不能在此修改'))}
      onBack={() => navigate(pathTo('company_service_reg_by_sets'))}
      detail={{
        title: (r) => `${r.setname}（${r.regno}）`,
        tabs: [
          {
            key: 'members',
            label: '台套设备',
            render: (r) => <SetMembers members={r.members} />,
          },
          attachmentsTab<SetRegistrationDetail>(),
        ],
        flow: (r) => r.flow,
        extra: (r) => (
          <Button onClick={() => navigate(pathTo('company_service_registration_details', { id: r.id }))}>
            使用登记证
          </Button>
        ),
      }}
    />
  );
}
