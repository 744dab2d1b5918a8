import { kindOfVariety } from '@/domain/equipmentKinds';
import { pathTo } from './lookup';
import type { RouteName } from './table';

/** The route of an equipment kind's file: the route table has one per kind, equipment_file_<key>. */
export const equipmentFileRoute = (kindKey: string) => `equipment_file_${kindKey}` as RouteName;

/**
 * The file of a piece of equipment, shown (mode view), by its variety's kind; undefined for a variety
 * of no kind (no file page shows it). A module apart from links.ts: the kinds' declarations load only
 * with the pages that open files.
 */
export function equipmentFilePath(row: { id: string; equsortcode: string }): string | undefined {
  const kind = kindOfVariety(row.equsortcode);
  return kind && pathTo(equipmentFileRoute(kind.key), { mode: 'view', id: row.id });
}
