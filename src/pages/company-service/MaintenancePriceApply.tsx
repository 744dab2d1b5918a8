import { maintenanceUnitApi } from '@/api/company';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { priceActions, priceCatalogue } from './declarations';

const list = listOf({
  routeName: 'company_service_maint_price',
  rowKey: 'id',
  fields: priceCatalogue,
  load: maintenanceUnitApi.prices,
  rowActions: priceActions,
});

export const startCalls = () => startListCall(list);

/** 维保价格申请: the maintenance unit's price applications. */
export default function MaintenancePriceApply() {
  return <ListPage {...list} />;
}
