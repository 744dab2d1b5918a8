import { listSetRegistrations } from '@/api/registrationSets';
import { ListPage } from '@/components/ListPage';
import { pageLink } from '@/routes/links';
import { setCatalogue, setRowActions } from './registrationSetDeclarations';

/** 按台套登记: the unit's pressure piping and boiler sets, each under one 使用登记证. */
export default function RegBySets() {
  return (
    <ListPage
      routeName="company_service_reg_by_sets"
      rowKey="id"
      fields={setCatalogue}
      load={listSetRegistrations}
      rowActions={setRowActions}
      toolbar={[pageLink('注销申请', 'company_service_termination')]}
    />
  );
}
