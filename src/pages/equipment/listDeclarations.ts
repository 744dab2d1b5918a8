import type { EquipmentRow } from '@/api/equipment';
import { withHiddenColumns, type Catalogue } from '@/components/catalogue';
import type { ListQuery } from '@/components/ListPage';
import { getConfig } from '@/config';
import { EQUIPMENT_LIST_COLUMNS } from '@/contract/records/equipment';
import {
  EQUIPMENT_LISTS,
  type EquipmentListCall,
  type EquipmentListName,
} from '@/contract/records/equipmentLists';
import { INSPECTION_STATE, USE_STATE } from '@/domain/equipment';
import { listCatalogue, listColumns } from './declarations';

export { EQUIPMENT_LISTS, type EquipmentListCall, type EquipmentListName };

/** The configured window of "about to expire" (config.json equipmentDueDays). */
const withinDays = () => ({ withinDays: getConfig().equipmentDueDays });

/** The fixed condition of a list page: what sets it apart from the comprehensive query. */
export const FIXED_QUERIES: Partial<Record<EquipmentListName, () => ListQuery>> = {
  /** 超期未检: in use, next inspection past, no postponement. */
  equipment_query_timeout: () => ({ inspState: INSPECTION_STATE.overdue }),
  equipment_query_fault: () => ({ inspState: INSPECTION_STATE.unqualified }),
  equipment_query_non_use: () => ({ usestatus: USE_STATE.stopped }),
  /** 即将到期: next inspection within the configured window. */
  equipment_query_about_expire: () => ({ inspState: INSPECTION_STATE.dueSoon, ...withinDays() }),
  /** 自行检测到期: elevators whose self-detection is due within the window, or past. */
  equipment_query_detect_due: withinDays,
};

/**
 * Lists of equipment falling due, by the date that falls due: ordered by it, with the days left
 * (components/ListPage.tsx dueDate).
 */
export const DUE_DATES: Partial<Record<EquipmentListName, keyof EquipmentRow & string>> = {
  equipment_query_timeout: 'nextinsdate',
  equipment_query_about_expire: 'nextinsdate',
  equipment_query_detect_due: 'nextdetectdate',
  equipment_query_payload_time: 'nextloadtestdate',
};

/** Lists whose equipment is to be inspected: 报检 opens the application with the rows ticked. */
export const INSPECTION_DUE_LISTS: readonly EquipmentListName[] = [
  'equipment_query_timeout',
  'equipment_query_about_expire',
];

/**
 * Shared columns a list shows on demand only, so that its own fit the card: a list of another due
 * date than the next inspection's, the pipelines' variety (all 压力管道), the postponed list's conclusion.
 */
const SECONDARY_COLUMNS: Partial<Record<EquipmentListName, readonly (keyof EquipmentRow & string)[]>> = {
  equipment_query_detect_due: ['nextinsdate'],
  equipment_query_payload_time: ['nextinsdate'],
  equipment_query_pressure_piping: ['equsortcode'],
  equipment_query_detect_extended: ['inspconclusion'],
};

/**
 * A list's catalogue: the shared one with the list's own columns after the name, where a reader looks
 * first. A due list leads with what it is read for, which equipment falls due when (设备代码, 设备名称,
 * the due date and its 剩余天数), so those show at rest on a 1024 px screen; the rest follow.
 */
export function equipmentListFields(name: EquipmentListName): Catalogue<EquipmentRow> {
  const own = EQUIPMENT_LIST_COLUMNS[name].map(
    (field) => listColumns[field.name as keyof typeof listColumns],
  );
  const at = listCatalogue.findIndex((field) => field.name === 'equname') + 1;
  const fields = withHiddenColumns(
    [...listCatalogue.slice(0, at), ...own, ...listCatalogue.slice(at)],
    SECONDARY_COLUMNS[name] ?? [],
  );
  const due = DUE_DATES[name];
  if (!due) return fields;
  const lead: string[] = ['equcode', 'equname', due];
  const leading = lead.flatMap((key) => fields.filter((field) => field.name === key));
  return [...leading, ...fields.filter((field) => !lead.includes(field.name))];
}
