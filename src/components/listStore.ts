import { useMemo } from 'react';
import { create } from 'zustand';
import { useSession } from '@/stores/session';
import { readJson } from '@/utils/storage';

/** A user's arrangement of a list's columns: their order, the hidden ones, widths set by hand (px). */
export interface ColumnSettings {
  order: string[];
  hidden: string[];
  widths: Record<string, number>;
}

/** What a list page remembers between visits: filters, page, sort, the query bar's state and columns. */
export interface ListState {
  filters: Record<string, unknown>;
  pageNo: number;
  pageSize: number;
  orderBy: string;
  expanded: boolean;
  /** The user's column settings; none = the declared columns as declared. */
  columns?: ColumnSettings;
}

export const initialListState: ListState = {
  filters: {},
  pageNo: 1,
  pageSize: 10,
  orderBy: '',
  expanded: false,
};

/**
 * What outlives a reload: filters, order, page size and columns. A new visit starts on the first page
 * with the query bar folded, as every page opens.
 */
type SavedListState = Omit<ListState, 'pageNo' | 'expanded'>;

/** The browser keeps each user's lists apart: one entry per user and list. */
export const listStorageKey = (userId: string, routeName: string) => `esp_list:${userId}:${routeName}`;

const currentUserId = () => useSession.getState().userId;

/** The state of a list as this user left it in this browser, if they did. */
function savedState(routeName: string, userId = currentUserId()): ListState | undefined {
  if (!userId || typeof localStorage === 'undefined') return undefined;
  const saved = readJson<Partial<SavedListState>>(localStorage, listStorageKey(userId, routeName));
  return saved ? { ...initialListState, ...saved, pageNo: 1, expanded: false } : undefined;
}

function save(routeName: string, { pageNo: _page, expanded: _expanded, ...kept }: ListState): void {
  const userId = currentUserId();
  if (!userId || typeof localStorage === 'undefined') return;
  try {
    localStorage.setItem(listStorageKey(userId, routeName), JSON.stringify(kept));
  } catch {
    // A full or denied storage costs the user their settings on reload, never the page.
  }
}

interface ListStore {
  lists: Record<string, ListState>;
  /** Paths of lists that should show a record just added: their filters give way on the next view. */
  reveal: Record<string, true>;
  patch: (routeName: string, patch: Partial<ListState>) => void;
  /** After a new record is saved: the list at this path shows its first page, unfiltered, in its default order. */
  revealNewRecord: (listPath: string) => void;
  revealed: (listPath: string) => void;
  clear: () => void;
}

const listStateOf = (lists: Record<string, ListState>, routeName: string): ListState =>
  lists[routeName] ?? savedState(routeName) ?? initialListState;

/** What useListState gives, read outside React: for a call started before the list renders. */
export const currentListState = (routeName: string): ListState =>
  listStateOf(useListStore.getState().lists, routeName);

/** The state of a list: remembered in this session, else saved in this browser, else the initial one. */
export function useListState(routeName: string): ListState {
  const kept = useListStore((s) => s.lists[routeName]);
  const userId = useSession((s) => s.userId);
  const saved = useMemo(() => savedState(routeName, userId), [routeName, userId]);
  return kept ?? saved ?? initialListState;
}

/**
 * Keyed by route name, so a list keeps its query when its page remounts (notCache, tab closed and
 * reopened); saved per user in local storage, so filters and columns survive a reload too.
 */
export const useListStore = create<ListStore>()((set) => ({
  lists: {},
  reveal: {},
  patch: (routeName, patch) =>
    set((s) => {
      const next = { ...listStateOf(s.lists, routeName), ...patch };
      save(routeName, next);
      return { lists: { ...s.lists, [routeName]: next } };
    }),
  revealNewRecord: (listPath) => set((s) => ({ reveal: { ...s.reveal, [listPath.split('?')[0]]: true } })),
  revealed: (listPath) =>
    set((s) => {
      const { [listPath]: _done, ...rest } = s.reveal;
      return { reveal: rest };
    }),
  clear: () => set({ lists: {}, reveal: {} }),
}));

// Queries are per user: another user (or none) never sees the previous user's filters.
useSession.subscribe((state, previous) => {
  if (state.userInfo?.loginName !== previous.userInfo?.loginName) useListStore.getState().clear();
});
