import { maintenanceUnitApi, type MaintainedEquipment as MaintainedEquipmentRecord } from '@/api/company';
import { ListPage, startListCall, type ListPageProps } from '@/components/ListPage';
import { maintainedCatalogue } from './declarations';

const list: ListPageProps<MaintainedEquipmentRecord> = {
  routeName: 'company_service_weibao',
  rowKey: 'id',
  fields: maintainedCatalogue,
  load: maintenanceUnitApi.equipment,
};

export const startCalls = () => startListCall(list);

/** 维保设备 (weibaoDa): the equipment under the maintenance unit's contracts, the nearest end first. */
export default function MaintainedEquipment() {
  return <ListPage {...list} />;
}
