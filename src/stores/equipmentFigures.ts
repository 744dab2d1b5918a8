import { useQuery } from '@tanstack/react-query';
import { getEquipmentOverview } from '@/api/equipment';
import { getConfig } from '@/config';
import { queryClient, readingQueryFn } from './queryClient';

/** Writes that change the figures: the equipment's records (eqm), besides the overview's own family. */
const CHANGED_BY = ['eqm'];

/**
 * The unit's equipment figures (getEqmOverview, "due soon" within config equipmentDueDays): one
 * cached query that the work desk and the header's bell both read, so they show the same numbers.
 * The server computes them from the equipment's records: a write of the eqm family (a record added,
 * changed, imported) loads them again, as it does the lists.
 */
function equipmentFiguresQuery() {
  const withinDays = getConfig().equipmentDueDays;
  return {
    queryKey: ['equipmentFigures', withinDays],
    queryFn: readingQueryFn(() => getEquipmentOverview(withinDays), CHANGED_BY),
  };
}

/** The figures, cached: loaded again after a write that changes them while a page shows them. */
export const useEquipmentFigures = (options: { enabled?: boolean; refetchInterval?: number } = {}) =>
  useQuery({ ...equipmentFiguresQuery(), ...options }, queryClient);
