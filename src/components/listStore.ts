import { create } from 'zustand';
import { useSession } from '@/stores/session';

/** What a list page remembers between visits: filters, page, sort and whether the query bar is open. */
export interface ListState {
  filters: Record<string, unknown>;
  pageNo: number;
  pageSize: number;
  orderBy: string;
  expanded: boolean;
}

export const initialListState: ListState = {
  filters: {},
  pageNo: 1,
  pageSize: 10,
  orderBy: '',
  expanded: false,
};

interface ListStore {
  lists: Record<string, ListState>;
  patch: (routeName: string, patch: Partial<ListState>) => void;
  clear: () => void;
}

/** Keyed by route name, so a list keeps its query when its page remounts (notCache, tab closed and reopened). */
export const useListStore = create<ListStore>()((set) => ({
  lists: {},
  patch: (routeName, patch) =>
    set((s) => ({
      lists: { ...s.lists, [routeName]: { ...initialListState, ...s.lists[routeName], ...patch } },
    })),
  clear: () => set({ lists: {} }),
}));

// Queries are per user: another user (or none) never sees the previous user's filters.
useSession.subscribe((state, previous) => {
  if (state.userInfo?.loginName !== previous.userInfo?.loginName) useListStore.getState().clear();
});
