import { listTerminations } from '@/api/registrationSets';
import { ListPage } from '@/components/ListPage';
import { can } from '@/domain/workflow';
import { terminationMachine } from '@/domain/registrationSets';
import { REGISTRATION_STATUS } from '@/domain/useRegistration';
import { pageLink } from '@/routes/links';
import { useSession } from '@/stores/session';
import { terminationCatalogue, terminationRowActions } from './registrationSetDeclarations';

/** 注销申请: the unit's termination applications (the authority: every unit's). */
export default function TerminationQuery() {
  // The authority handles applications and files none: 新增 is for a role that may save one.
  const mayFile = useSession((s) =>
    can(terminationMachine, 'save', REGISTRATION_STATUS.draft, s.currentRoleType),
  );
  return (
    <ListPage
      routeName="company_service_termination"
      rowKey="applyNo"
      fields={terminationCatalogue}
      load={listTerminations}
      rowActions={terminationRowActions}
      toolbar={
        mayFile ? [pageLink('新增注销申请', 'company_service_termination_detail', { mode: 'add' })] : []
      }
    />
  );
}
