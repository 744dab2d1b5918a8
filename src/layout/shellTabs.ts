import { toast } from '@/lib/feedback';
import { getConfig } from '@/config';
import { canOpen, findPageByName, findPageByPath } from '@/routes/lookup';
import { useSession } from '@/stores/session';
import { provideTabPages, useTabs, type TabPages } from '@/stores/tabs';
import type { PageEntry, PageModule } from '@/routes/types';

/** The tab list's view of the route table: home is the configured home page. */
export const routeTablePages: TabPages = {
  home: () => {
    const home = findPageByName(getConfig().homeName);
    return {
      name: home?.name ?? 'home',
      path: home?.fullPath ?? '/home',
      title: home?.meta.title ?? '工作桌面',
    };
  },
  exists: (name) => Boolean(findPageByName(name)),
};
// Given as the shell loads: the router loads this module before the shell first renders.
provideTabPages(routeTablePages);

/**
 * Shows the page at this address as a tab of the signed-in user's list (that user's stored list is
 * restored first). Returns false when the address is no page of the shell.
 */
export function showAddressTab(pathname: string, search: string): boolean {
  const { userId } = useSession.getState();
  const store = useTabs.getState();
  if (store.userId !== userId) store.restore(userId);
  const page = findPageByPath(pathname);
  if (!page) return false;
  const evicted = useTabs
    .getState()
    .visit({ name: page.name, path: pathname + search, title: page.meta.title });
  if (evicted) toast.info(`已关闭最久未使用的页面以节省内存：${evicted}`);
  return true;
}

type PageExports = Awaited<ReturnType<PageModule>>;
/** Page modules loaded through loadPage, by route name: their calls start without waiting a task. */
const loadedModules = new Map<string, PageExports>();

/** Loads a page's code (the menu's prefetch, a hover), keeping the module at hand for startPageCalls. */
export function loadPage(page: PageEntry): Promise<PageExports> | undefined {
  return page.page?.().then((module) => {
    loadedModules.set(page.name, module);
    return module;
  });
}

/**
 * As the user asks for a page (a menu click) or the router enters its route: a page that will mount
 * afresh, no tab keeping it alive, starts the calls of its first screen now if its module declares
 * them, so they run while the shell and the page render instead of after.
 */
export function startPageCalls(page: PageEntry): void {
  const { tabs, dirty } = useTabs.getState();
  const kept = tabs.some((t) => t.name === page.name) && (!page.meta.notCache || dirty[page.name]);
  if (kept) return;
  const loaded = loadedModules.get(page.name);
  if (loaded) loaded.startCalls?.();
  // A failed load is left to the page's own, which reports it.
  else
    loadPage(page)?.then(
      (module) => module.startCalls?.(),
      () => undefined,
    );
}

/**
 * Before the shell first renders for a user: the landing page's tab is already in the list, so the
 * first render shows it instead of a second, blocking render adding it (store updates are synchronous).
 * Pages the role may not open are left to the page's own guard.
 */
export function prepareShellTabs(pathname: string, search: string): void {
  const { userId, access } = useSession.getState();
  if (useTabs.getState().userId === userId) return;
  const page = findPageByPath(pathname);
  if (page && canOpen(page, access)) showAddressTab(pathname, search);
  else useTabs.getState().restore(userId);
}
