import { maintenanceUnitApi } from '@/api/company';
import { ListPage } from '@/components/ListPage';
import { maintainedCatalogue } from './declarations';

/** 维保设备 (weibaoDa): the equipment under the maintenance unit's contracts, the nearest end first. */
export default function MaintainedEquipment() {
  return (
    <ListPage
      routeName="company_service_weibao"
      rowKey="id"
      fields={maintainedCatalogue}
      load={maintenanceUnitApi.equipment}
    />
  );
}
