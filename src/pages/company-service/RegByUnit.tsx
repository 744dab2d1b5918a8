import { listUnitRegistrations } from '@/api/registrationSets';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { pageLink } from '@/routes/links';
import { unitRegistrationCatalogue, unitRegistrationRowActions } from './registrationSetDeclarations';

const list = listOf({
  routeName: 'company_service_reg_by_unit',
  rowKey: 'id',
  fields: unitRegistrationCatalogue,
  load: listUnitRegistrations,
  rowActions: unitRegistrationRowActions,
  toolbar: [pageLink('注销申请', 'company_service_termination')],
});

export const startCalls = () => startListCall(list);

/** 按单位登记: the unit's gas cylinders, registered per site under one 使用登记证. */
export default function RegByUnit() {
  return <ListPage {...list} />;
}
