import { maintenanceUnitApi } from '@/api/company';
import { ListPage, listOf, startListCall } from '@/components/ListPage';
import { maintainedCatalogue } from './declarations';

const list = listOf({
  routeName: 'company_service_weibao',
  rowKey: 'id',
  fields: maintainedCatalogue,
  load: maintenanceUnitApi.equipment,
});

export const startCalls = () => startListCall(list);

/** 维保设备 (weibaoDa): the equipment under the maintenance unit's contracts, the nearest end first. */
export default function MaintainedEquipment() {
  return <ListPage {...list} />;
}
