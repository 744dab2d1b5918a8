import type { EquipmentRow } from '@/api/equipment';
import type { Catalogue } from '@/components/catalogue';
import type { ListQuery } from '@/components/ListPage';
import { getConfig } from '@/config';
import { INSPECTION_STATE, USE_STATE } from '@/domain/equipment';
import { listCatalogue, listColumns as column } from './declarations';

/** The eqm list calls the equipment lists read from (and export through eqm/expListExcel). */
export type EquipmentListCall = 'list' | 'detectDue' | 'detectExtended' | 'loadTest' | 'pressurePiping';

/** What sets one equipment list apart: its call, its fixed condition and its own columns. */
export interface EquipmentListDeclaration {
  call: EquipmentListCall;
  fixedQuery?: () => ListQuery;
  columns?: Catalogue<EquipmentRow>;
}

/** The configured window of "about to expire" (config.json equipmentDueDays). */
const withinDays = () => ({ withinDays: getConfig().equipmentDueDays });

/**
 * The nine equipment lists by route name: the list pages render them, the stand-in exports them with
 * the same columns.
 */
export const EQUIPMENT_LISTS = {
  /** 综合查询: all of the unit's equipment. */
  equipment_query_comprehensive: { call: 'list' },
  /** 超期未检: in use, next inspection past, no postponement. */
  equipment_query_timeout: { call: 'list', fixedQuery: () => ({ inspState: INSPECTION_STATE.overdue }) },
  /** 检验不合格. */
  equipment_query_fault: { call: 'list', fixedQuery: () => ({ inspState: INSPECTION_STATE.unqualified }) },
  /** 停用设备. */
  equipment_query_non_use: { call: 'list', fixedQuery: () => ({ usestatus: USE_STATE.stopped }) },
  /** 即将到期: next inspection within the configured window. */
  equipment_query_about_expire: {
    call: 'list',
    fixedQuery: () => ({ inspState: INSPECTION_STATE.dueSoon, ...withinDays() }),
  },
  /** 自行检测到期: elevators whose self-detection is due within the window, or past. */
  equipment_query_detect_due: { call: 'detectDue', fixedQuery: withinDays, columns: [column.nextdetectdate] },
  /** 延期检验. */
  equipment_query_detect_extended: {
    call: 'detectExtended',
    columns: [column.delaydate, column.delayreason],
  },
  /** 载荷试验: cranes and elevators with their next load test. */
  equipment_query_payload_time: {
    call: 'loadTest',
    columns: [column.lastloadtestdate, column.nextloadtestdate],
  },
  /** 压力管道: the unit's pressure piping with its main parameters. */
  equipment_query_pressure_piping: {
    call: 'pressurePiping',
    columns: [column.pipelength, column.nominaldiameter, column.designpressure, column.medium],
  },
} satisfies Record<string, EquipmentListDeclaration>;

export type EquipmentListName = keyof typeof EQUIPMENT_LISTS;

/** A list's catalogue: the shared one with the list's own columns after the name, where a reader looks first. */
export function equipmentListFields(name: EquipmentListName): Catalogue<EquipmentRow> {
  const columns: Catalogue<EquipmentRow> = (EQUIPMENT_LISTS[name] as EquipmentListDeclaration).columns ?? [];
  const at = listCatalogue.findIndex((field) => field.name === 'equname') + 1;
  return [...listCatalogue.slice(0, at), ...columns, ...listCatalogue.slice(at)];
}
