import {
  listDetectDue,
  listDetectExtended,
  listEquipment,
  listLoadTests,
  listPressurePiping,
  type EquipmentRow,
} from '@/api/equipment';
import { exportEquipmentList } from '@/api/excel';
import { ListPage, type ListPageProps } from '@/components/ListPage';
import { pageLink } from '@/routes/links';
import {
  EQUIPMENT_LISTS,
  equipmentListFields,
  type EquipmentListCall,
  type EquipmentListDeclaration,
  type EquipmentListName,
} from './listDeclarations';
import { openFile } from './fileDeclarations';

const LOADS: Record<EquipmentListCall, ListPageProps<EquipmentRow>['load']> = {
  list: listEquipment,
  detectDue: listDetectDue,
  detectExtended: listDetectExtended,
  loadTest: listLoadTests,
  pressurePiping: listPressurePiping,
};

/** One list page per declaration of listDeclarations.ts; the toolbar links are the page's own. */
function equipmentList(routeName: EquipmentListName, toolbar?: ListPageProps<EquipmentRow>['toolbar']) {
  const declaration: EquipmentListDeclaration = EQUIPMENT_LISTS[routeName];
  const fields = equipmentListFields(routeName);
  return function EquipmentListPage() {
    return (
      <ListPage<EquipmentRow>
        routeName={routeName}
        rowKey="id"
        fields={fields}
        load={LOADS[declaration.call]}
        fixedQuery={declaration.fixedQuery?.()}
        toolbar={toolbar}
        rowActions={[openFile]}
        exportFile={(query, onProgress) => exportEquipmentList(routeName, query, onProgress)}
      />
    );
  };
}

export const QueryComprehensive = equipmentList('equipment_query_comprehensive', [
  pageLink('新增设备', 'equipment_device_new'),
  pageLink('新增管道', 'equipment_pipeline_new'),
]);
export const QueryTimeout = equipmentList('equipment_query_timeout');
export const QueryFault = equipmentList('equipment_query_fault');
export const QueryNonUse = equipmentList('equipment_query_non_use');
export const QueryAboutExpire = equipmentList('equipment_query_about_expire');
export const QueryDetectDue = equipmentList('equipment_query_detect_due');
export const QueryDetectExtended = equipmentList('equipment_query_detect_extended');
export const QueryPayloadTime = equipmentList('equipment_query_payload_time');
export const QueryPressurePiping = equipmentList('equipment_query_pressure_piping', [
  pageLink('新增管道', 'equipment_pipeline_new'),
]);
