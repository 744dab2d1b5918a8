import { listSetRegistrations } from '@/api/registrationSets';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { pageLink } from '@/routes/links';
import { setCatalogue, setRowActions } from './registrationSetDeclarations';

const list = listOf({
  routeName: 'company_service_reg_by_sets',
  rowKey: 'id',
  fields: setCatalogue,
  load: listSetRegistrations,
  rowActions: setRowActions,
  toolbar: [pageLink('注销申请', 'company_service_termination')],
});

export const startCalls = () => startListCall(list);

/** 按台套登记: the unit's pressure piping and boiler sets, each under one 使用登记证. */
export default function RegBySets() {
  return <ListPage {...list} />;
}
