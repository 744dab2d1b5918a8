import { QueryObserver, useQuery } from '@tanstack/react-query';
import { getEquipmentOverview, type EquipmentOverviewDetail } from '@/api/equipment';
import { getConfig } from '@/config';
import { queryClient, readingQueryFn } from './queryClient';

/**
 * The unit's equipment figures (getEqmOverview, "due soon" within config equipmentDueDays): one
 * cached query that the work desk and the header's bell both read, so they show the same numbers.
 * The server computes them from the equipment's records: keyed by the eqm family first, so a write of
 * it (a record added, changed, imported) loads them again, as it does the lists.
 */
function equipmentFiguresQuery() {
  const withinDays = getConfig().equipmentDueDays;
  return {
    queryKey: ['eqm', 'equipmentFigures', withinDays],
    queryFn: readingQueryFn(() => getEquipmentOverview(withinDays)),
  };
}

/** The figures, cached: loaded again after a write that changes them while a page shows them. */
export const useEquipmentFigures = (options: { enabled?: boolean; refetchInterval?: number } = {}) =>
  useQuery({ ...equipmentFiguresQuery(), ...options }, queryClient);

/**
 * Follows the figures from the work desk, which fetches them itself with its first screen (the query
 * library is no part of /home's first load): its answer becomes the cached one the bell reads unless
 * the bell has one already, and the listener hears each answer (after a write, again).
 */
export function watchEquipmentFigures(
  fetched: EquipmentOverviewDetail,
  listener: (figures: EquipmentOverviewDetail) => void,
): () => void {
  const query = equipmentFiguresQuery();
  if (!queryClient.getQueryData(query.queryKey)) queryClient.setQueryData(query.queryKey, fetched);
  const observer = new QueryObserver(queryClient, query);
  const stop = observer.subscribe((result) => {
    if (result.data) listener(result.data);
  });
  const current = observer.getCurrentResult().data;
  if (current) listener(current);
  return stop;
}
