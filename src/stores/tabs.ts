import { create } from 'zustand';
import { getConfig } from '@/config';
import { readJson } from '@/utils/storage';

/** One opened page in the tab bar. */
export interface Tab {
  /** Route name: one tab per page. */
  name: string;
  /** The page's own path + query (its location while it is kept alive). */
  path: string;
  title: string;
}

export interface TabsState {
  /** Whose tab list this is (the list is stored per user). */
  userId: string;
  tabs: Tab[];
  /** Route name of the shown tab. */
  active: string;
  /** Names of the tabs, most recently shown first (kept-alive LRU). */
  recent: string[];
  /** Remount counter per tab (刷新, notCache visits). */
  versions: Record<string, number>;
  /** Tabs holding unsaved form input: kept alive, never evicted, and closing them asks. */
  dirty: Record<string, boolean>;

  /** Loads the list stored for this user (home first); another user's list is never shown. */
  restore: (userId: string) => void;
  /** A visit: adds the tab or updates its path, makes it active. Returns the title of an evicted tab. */
  visit: (tab: Tab) => string | null;
  /** Closes tabs; returns the path to show next when the active tab went (its neighbour), else null. */
  close: (names: string[]) => string | null;
  refresh: (name: string) => void;
  setDirty: (name: string, dirty: boolean) => void;
  /** Whether any open tab holds unsaved input (logging out or switching role asks then). */
  hasDrafts: () => boolean;
  /** Back to the home tab only (role change, logout). */
  reset: () => void;
}

const storageKey = (userId: string) => `esp_tabs_${userId}`;

/**
 * What the list needs to know of the route table. Stores sit below the routes (docs/architecture.md, Layers),
 * so the shell gives it (src/layout/shellTabs.ts) before it shows a list.
 */
export interface TabPages {
  /** The home page's tab: first in every list, never closed. */
  home: () => Tab;
  /** Whether a page of this name still exists: a stored list may name a page removed since. */
  exists: (name: string) => boolean;
}

let pages: TabPages = {
  home: () => ({ name: 'home', path: '/home', title: '工作桌面' }),
  exists: () => true,
};

export function provideTabPages(next: TabPages): void {
  pages = next;
}

export const homeTab = (): Tab => pages.home();

const isHome = (name: string) => name === homeTab().name;

/** Home first, once, and only pages the route table still knows. */
function normalise(tabs: Tab[]): Tab[] {
  const rest = tabs.filter((tab) => !isHome(tab.name) && pages.exists(tab.name));
  return [homeTab(), ...rest];
}

function persist(state: Pick<TabsState, 'userId' | 'tabs'>) {
  if (state.userId) localStorage.setItem(storageKey(state.userId), JSON.stringify(state.tabs));
}

export const useTabs = create<TabsState>()((set, get) => {
  /** Applies a new list, keeps the bookkeeping consistent and stores it. */
  const commit = (tabs: Tab[], active: string) => {
    const names = new Set(tabs.map((t) => t.name));
    const keep = <T>(record: Record<string, T>) =>
      Object.fromEntries(Object.entries(record).filter(([name]) => names.has(name)));
    const state = get();
    set({
      tabs,
      active,
      recent: [active, ...state.recent.filter((n) => n !== active && names.has(n))],
      versions: keep(state.versions),
      dirty: keep(state.dirty),
    });
    persist({ userId: state.userId, tabs });
  };

  return {
    userId: '',
    tabs: [homeTab()],
    active: homeTab().name,
    recent: [homeTab().name],
    versions: {},
    dirty: {},

    restore(userId) {
      const stored = userId ? readJson<Tab[]>(localStorage, storageKey(userId)) : null;
      const tabs = normalise(Array.isArray(stored) ? stored : []);
      set({ userId, tabs, active: homeTab().name, recent: [homeTab().name], versions: {}, dirty: {} });
    },

    visit(tab) {
      const { tabs, active, recent } = get();
      const index = tabs.findIndex((t) => t.name === tab.name);
      // Already shown as it is: no new list, so nothing subscribed renders again.
      const shown = tabs[index];
      if (
        shown?.path === tab.path &&
        shown.title === tab.title &&
        active === tab.name &&
        recent[0] === tab.name
      )
        return null;
      let next = index < 0 ? [...tabs, tab] : tabs.map((t, i) => (i === index ? tab : t));
      next = normalise(next);
      commit(next, tab.name);
      // Too many pages alive: the least recently shown one (never home, never this one, never a
      // draft) closes.
      const max = Math.max(2, getConfig().maxAliveTabs);
      if (next.length <= max) return null;
      const { dirty } = get();
      const victim = [...get().recent].reverse().find((n) => !isHome(n) && n !== tab.name && !dirty[n]);
      const evicted = next.find((t) => t.name === victim);
      if (!evicted) return null;
      commit(
        next.filter((t) => t.name !== evicted.name),
        tab.name,
      );
      return evicted.title;
    },

    close(names) {
      const { tabs, active } = get();
      const closing = new Set(names.filter((n) => !isHome(n)));
      if (!closing.size) return null;
      const next = tabs.filter((t) => !closing.has(t.name));
      if (!closing.has(active)) {
        commit(next, active);
        return null;
      }
      // The active tab went: its right neighbour, else its left one (iview-admin behaviour).
      const index = tabs.findIndex((t) => t.name === active);
      const neighbour =
        tabs.slice(index + 1).find((t) => !closing.has(t.name)) ??
        [...tabs.slice(0, index)].reverse().find((t) => !closing.has(t.name)) ??
        homeTab();
      commit(next, neighbour.name);
      return neighbour.path;
    },

    // A remounted page starts without its input.
    refresh(name) {
      set((s) => ({
        versions: { ...s.versions, [name]: (s.versions[name] ?? 0) + 1 },
        dirty: { ...s.dirty, [name]: false },
      }));
    },

    setDirty(name, dirty) {
      if (Boolean(get().dirty[name]) === dirty) return;
      set((s) => ({ dirty: { ...s.dirty, [name]: dirty } }));
    },

    hasDrafts() {
      return Object.values(get().dirty).some(Boolean);
    },

    reset() {
      commit([homeTab()], homeTab().name);
    },
  };
});

/** Names of the tabs to close for each bar action. */
export const tabSelections = {
  all: (tabs: Tab[]) => tabs.map((t) => t.name),
  others: (tabs: Tab[], current: string) => tabs.filter((t) => t.name !== current).map((t) => t.name),
  left: (tabs: Tab[], current: string) =>
    tabs
      .slice(
        0,
        Math.max(
          0,
          tabs.findIndex((t) => t.name === current),
        ),
      )
      .map((t) => t.name),
  right: (tabs: Tab[], current: string) => {
    const index = tabs.findIndex((t) => t.name === current);
    return index < 0 ? [] : tabs.slice(index + 1).map((t) => t.name);
  },
};
