import { listTerminations } from '@/api/registrationSets';
import { ListPage } from '@/components/ListPage';
import { pageLink } from '@/routes/links';
import { terminationCatalogue, terminationRowActions } from './registrationSetDeclarations';

/** 注销申请: the unit's termination applications (the authority: every unit's). */
export default function TerminationQuery() {
  return (
    <ListPage
      routeName="company_service_termination"
      rowKey="applyNo"
      fields={terminationCatalogue}
      load={listTerminations}
      rowActions={terminationRowActions}
      toolbar={[pageLink('新增注销申请', 'company_service_termination_detail', { mode: 'add' })]}
    />
  );
}
