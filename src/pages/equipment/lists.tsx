import {
  listDetectDue,
  listDetectExtended,
  listEquipment,
  listLoadTests,
  listPressurePiping,
  equipmentImport,
  equipmentPropertyCalls,
  type EquipmentRow,
} from '@/api/equipment';
import { exportEquipmentList } from '@/api/excel';
import { ListPage, type ListPageProps } from '@/components/ListPage';
import {
  EQUIPMENT_KIND_KEYS,
  EQUIPMENT_KIND_TITLES,
  type EquipmentKindKey,
} from '@/domain/equipmentKindTitles';
import { pageLink, selectionLink } from '@/routes/links';
import {
  DUE_DATES,
  EQUIPMENT_LISTS,
  FIXED_QUERIES,
  INSPECTION_DUE_LISTS,
  equipmentListFields,
  type EquipmentListCall,
  type EquipmentListName,
} from './listDeclarations';

/** 报检: the application form with the ticked equipment, which the server checks may be applied for. */
const applyInspection = selectionLink('报检', 'inspection_apply_form', (ids) => ({ equIds: ids.join(',') }));
import { openFile } from './fileDeclarations';

const LOADS: Record<EquipmentListCall, ListPageProps<EquipmentRow>['load']> = {
  list: listEquipment,
  detectDue: listDetectDue,
  detectExtended: listDetectExtended,
  loadTest: listLoadTests,
  pressurePiping: listPressurePiping,
};

/** What a list page adds to its list: toolbar links and imports. */
type ListExtras = Pick<ListPageProps<EquipmentRow>, 'toolbar' | 'importFile' | 'importMenu'>;

/** One list page per declaration of listDeclarations.ts; the toolbar and imports are the page's own. */
function equipmentList(routeName: EquipmentListName, extras: ListExtras = {}) {
  const fields = equipmentListFields(routeName);
  return function EquipmentListPage() {
    return (
      <ListPage<EquipmentRow>
        routeName={routeName}
        rowKey="id"
        fields={fields}
        load={LOADS[EQUIPMENT_LISTS[routeName].call]}
        fixedQuery={FIXED_QUERIES[routeName]?.()}
        rowActions={[openFile]}
        dueDate={DUE_DATES[routeName]}
        batchActions={INSPECTION_DUE_LISTS.includes(routeName) ? [applyInspection] : undefined}
        exportFile={(query, onProgress) => exportEquipmentList(routeName, query, onProgress)}
        {...extras}
      />
    );
  };
}

/**
 * 技术参数导入导出 of the given kinds: each exports the unit's equipment of the kind with its
 * parameters, and that sheet, changed, is imported back.
 */
const propertyMenu = (kinds: readonly EquipmentKindKey[]): ListExtras['importMenu'] => ({
  label: '技术参数导入导出',
  items: kinds.map((kind) => ({
    key: kind,
    label: EQUIPMENT_KIND_TITLES[kind],
    title: `${EQUIPMENT_KIND_TITLES[kind]}技术参数导入导出`,
    calls: equipmentPropertyCalls(kind),
    templateLabel: '导出技术参数',
    intro:
      '导出本单位该类设备的技术参数（设备代码、注册代码和各项参数），在表中修改参数后上传。' +
      '上传后会逐行检查，确认后才更新；设备代码和注册代码用于确定设备，请勿修改。',
  })),
});

export const QueryComprehensive = equipmentList('equipment_query_comprehensive', {
  toolbar: [pageLink('新增设备', 'equipment_device_new'), pageLink('新增管道', 'equipment_pipeline_new')],
  importFile: { title: '导入设备', calls: equipmentImport },
  importMenu: propertyMenu(EQUIPMENT_KIND_KEYS),
});
export const QueryTimeout = equipmentList('equipment_query_timeout');
export const QueryFault = equipmentList('equipment_query_fault');
export const QueryNonUse = equipmentList('equipment_query_non_use');
export const QueryAboutExpire = equipmentList('equipment_query_about_expire');
export const QueryDetectDue = equipmentList('equipment_query_detect_due');
export const QueryDetectExtended = equipmentList('equipment_query_detect_extended');
export const QueryPayloadTime = equipmentList('equipment_query_payload_time');
export const QueryPressurePiping = equipmentList('equipment_query_pressure_piping', {
  toolbar: [pageLink('新增管道', 'equipment_pipeline_new')],
  importMenu: propertyMenu(['pressurePiping', 'pressurePipeline']),
});
