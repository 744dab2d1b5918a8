import type { EquipmentCounts } from '@/api/equipment';
import { inspectionApi } from '@/api/inspection';
import { listChangeRegistrations, listUseRegistrations } from '@/api/useRegistration';
import { useListStore } from '@/components/listStore';
import { getConfig } from '@/config';
import { labelOf, type Dict } from '@/domain/dict';
import { INSPECTION_APPLY_STATUS, INSPECTION_APPLY_STATUSES } from '@/domain/inspectionApplication';
import { REGISTRATION_STATUS, REGISTRATION_STATUSES } from '@/domain/useRegistration';
import type { Params } from '@/http/params';
import type { Page } from '@/http/envelope';
import { canOpen, findPageByName, pathTo } from '@/routes/lookup';
import type { RouteName } from '@/routes/table';
import { useTabs } from '@/stores/tabs';

/**
 * What needs the unit's attention (the header's bell): equipment overdue or due soon, applications
 * returned or awaiting payment. Each line counts with the call its list page makes, under the filter
 * that list is opened with, so the count is the list's 共 N 条; the equipment lines with the work
 * desk's figures (one cached query), which the server counts as its lists do.
 */

interface AttentionLine {
  key: string;
  /** The list that shows exactly these records. */
  list: RouteName;
  /** The list's remembered filters the line opens it with (a status); none: the list as it is declared. */
  filters?: Record<string, string>;
  /** The state the line picks, as its dictionary names it, after the list's title. */
  state?: () => string;
  /** The page where the unit acts on such a record: the line is for roles that may open it too. */
  actor?: RouteName;
  /** Counted by the work desk's figures (the equipment overview), or by a call of its own. */
  count: { figure: 'overdue' | 'dueSoon' } | { call: () => Promise<number> };
}

/** One shown line: its label, count and list. */
export interface AttentionItem {
  key: string;
  label: string;
  count: number;
  list: RouteName;
  filters?: Record<string, string>;
}

const firstRow = { pageNo: 1, pageSize: 1 };
const countOf = (list: (query: Params) => Promise<Page<unknown>>, query: Params) => ({
  call: (): Promise<number> => list({ ...query, ...firstRow }).then((page) => page.count),
});
const stateOf = (dict: Dict, code: string) => () => labelOf(dict, code);

const returned = REGISTRATION_STATUS.returned;
const LINES: AttentionLine[] = [
  { key: 'overdue', list: 'equipment_query_timeout', count: { figure: 'overdue' } },
  {
    key: 'dueSoon',
    list: 'equipment_query_about_expire',
    state: () => `${getConfig().equipmentDueDays}日内到期`,
    count: { figure: 'dueSoon' },
  },
  {
    key: 'inspectionReturned',
    list: 'inspection_apply_query',
    filters: { status: INSPECTION_APPLY_STATUS.returned },
    state: stateOf(INSPECTION_APPLY_STATUSES, INSPECTION_APPLY_STATUS.returned),
    actor: 'inspection_apply_edit',
    count: countOf(inspectionApi.list, { status: INSPECTION_APPLY_STATUS.returned }),
  },
  {
    key: 'useRegistrationReturned',
    list: 'use_record_query',
    filters: { status: returned },
    state: stateOf(REGISTRATION_STATUSES, returned),
    actor: 'use_record_apply',
    count: countOf(listUseRegistrations, { status: returned }),
  },
  {
    key: 'changeRegistrationReturned',
    list: 'change_query',
    filters: { status: returned },
    state: stateOf(REGISTRATION_STATUSES, returned),
    actor: 'change_register',
    count: countOf(listChangeRegistrations, { status: returned }),
  },
  {
    // The payment list is declared with the status: it shows exactly these.
    key: 'awaitingPayment',
    list: 'inspection_pay',
    state: stateOf(INSPECTION_APPLY_STATUSES, INSPECTION_APPLY_STATUS.awaitingPayment),
    count: countOf(inspectionApi.list, { status: INSPECTION_APPLY_STATUS.awaitingPayment }),
  },
];

const mayOpen = (name: RouteName, access: readonly string[]) => {
  const page = findPageByName(name);
  return Boolean(page && canOpen(page, access));
};

/** The lines the role may see: it may open their list (and act on their records). */
export const attentionLinesFor = (access: readonly string[]) =>
  LINES.filter((line) => mayOpen(line.list, access) && (!line.actor || mayOpen(line.actor, access)));

/** Whether the role's lines take the work desk's figures (the bell then reads that query too). */
export const usesFigures = (access: readonly string[]) =>
  attentionLinesFor(access).some((line) => 'figure' in line.count);

/**
 * The counts of the role's lines that make calls of their own, by line. The calls start at once (not
 * after an await), so the server-state cache learns which families they read and loads them again
 * after a write.
 */
export function loadAttentionCounts(access: readonly string[]): Promise<Record<string, number>> {
  const counted = attentionLinesFor(access).flatMap((line) =>
    'call' in line.count ? [{ key: line.key, count: line.count.call() }] : [],
  );
  return Promise.all(counted.map((line) => line.count)).then((counts) =>
    Object.fromEntries(counted.map((line, i) => [line.key, counts[i]])),
  );
}

/** The role's lines with their counts (from the figures or their calls); those at zero are left out. */
export function attentionItems(
  access: readonly string[],
  figures: EquipmentCounts | undefined,
  counts: Record<string, number>,
): AttentionItem[] {
  return attentionLinesFor(access)
    .map((line) => {
      const title = findPageByName(line.list)?.meta.title ?? '';
      const state = line.state?.();
      return {
        key: line.key,
        label: state ? `${title} · ${state}` : title,
        count: ('figure' in line.count ? figures?.[line.count.figure] : counts[line.key]) ?? 0,
        list: line.list,
        filters: line.filters,
      };
    })
    .filter((item) => item.count > 0);
}

/**
 * Opens a line's list with exactly its filters (the list remembers its query by route name), from its
 * first page. A list already open in a tab starts afresh, so its query bar shows the filter too.
 */
export function openAttention(item: AttentionItem, navigate: (path: string) => void): void {
  useListStore.getState().patch(item.list, {
    filters: item.filters ?? {},
    pageNo: 1,
    // The query bar shows the status condition even when it is past the first three.
    ...(item.filters && { expanded: true }),
  });
  const tabs = useTabs.getState();
  if (tabs.tabs.some((tab) => tab.name === item.list)) tabs.refresh(item.list);
  navigate(pathTo(item.list));
}
