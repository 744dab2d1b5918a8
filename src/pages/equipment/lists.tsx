import {
  listDetectDue,
  listDetectExtended,
  listEquipment,
  listLoadTests,
  listPressurePiping,
  type EquipmentRow,
} from '@/api/equipment';
import type { Catalogue } from '@/components/catalogue';
import { ListPage, type ListPageProps, type ListQuery } from '@/components/ListPage';
import { getConfig } from '@/config';
import { INSPECTION_STATE, USE_STATE } from '@/domain/equipment';
import { pageLink } from '@/routes/links';
import type { RouteName } from '@/routes/table';
import { listCatalogue, listColumns as column } from './declarations';
import { openFile } from './fileDeclarations';

/** What sets one equipment list apart: its route, its call, its fixed condition and extra columns. */
interface EquipmentList {
  routeName: RouteName;
  load: ListPageProps<EquipmentRow>['load'];
  fixedQuery?: () => ListQuery;
  columns?: Catalogue<EquipmentRow>;
  toolbar?: ListPageProps<EquipmentRow>['toolbar'];
}

/** The configured window of "about to expire" (config.json equipmentDueDays). */
const withinDays = () => ({ withinDays: getConfig().equipmentDueDays });

/** The shared catalogue with a list's own columns after the name, where a reader looks first. */
function withColumns(columns: Catalogue<EquipmentRow>): Catalogue<EquipmentRow> {
  const at = listCatalogue.findIndex((field) => field.name === 'equname') + 1;
  return [...listCatalogue.slice(0, at), ...columns, ...listCatalogue.slice(at)];
}

function equipmentList({ routeName, load, fixedQuery, columns = [], toolbar }: EquipmentList) {
  const fields = withColumns(columns);
  return function EquipmentListPage() {
    return (
      <ListPage<EquipmentRow>
        routeName={routeName}
        rowKey="id"
        fields={fields}
        load={load}
        fixedQuery={fixedQuery?.()}
        toolbar={toolbar}
        rowActions={[openFile]}
      />
    );
  };
}

/** 综合查询: all of the unit's equipment. */
export const QueryComprehensive = equipmentList({
  routeName: 'equipment_query_comprehensive',
  load: listEquipment,
  toolbar: [pageLink('新增设备', 'equipment_device_new'), pageLink('新增管道', 'equipment_pipeline_new')],
});

/** 超期未检: in use, next inspection past, no postponement. */
export const QueryTimeout = equipmentList({
  routeName: 'equipment_query_timeout',
  load: listEquipment,
  fixedQuery: () => ({ inspState: INSPECTION_STATE.overdue }),
});

/** 检验不合格. */
export const QueryFault = equipmentList({
  routeName: 'equipment_query_fault',
  load: listEquipment,
  fixedQuery: () => ({ inspState: INSPECTION_STATE.unqualified }),
});

/** 停用设备. */
export const QueryNonUse = equipmentList({
  routeName: 'equipment_query_non_use',
  load: listEquipment,
  fixedQuery: () => ({ usestatus: USE_STATE.stopped }),
});

/** 即将到期: next inspection within the configured window. */
export const QueryAboutExpire = equipmentList({
  routeName: 'equipment_query_about_expire',
  load: listEquipment,
  fixedQuery: () => ({ inspState: INSPECTION_STATE.dueSoon, ...withinDays() }),
});

/** 自行检测到期: elevators whose self-detection is due within the window, or past. */
export const QueryDetectDue = equipmentList({
  routeName: 'equipment_query_detect_due',
  load: listDetectDue,
  fixedQuery: withinDays,
  columns: [column.nextdetectdate],
});

/** 延期检验. */
export const QueryDetectExtended = equipmentList({
  routeName: 'equipment_query_detect_extended',
  load: listDetectExtended,
  columns: [column.delaydate, column.delayreason],
});

/** 载荷试验: cranes and elevators with their next load test. */
export const QueryPayloadTime = equipmentList({
  routeName: 'equipment_query_payload_time',
  load: listLoadTests,
  columns: [column.lastloadtestdate, column.nextloadtestdate],
});

/** 压力管道: the unit's pressure piping with its main parameters. */
export const QueryPressurePiping = equipmentList({
  routeName: 'equipment_query_pressure_piping',
  load: listPressurePiping,
  columns: [column.pipelength, column.nominaldiameter, column.designpressure, column.medium],
  toolbar: [pageLink('新增管道', 'equipment_pipeline_new')],
});
