import {
  Activity,
  Component,
  createElement,
  lazy,
  memo,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
  type RefObject,
} from 'react';
import { NavigationType, UNSAFE_LocationContext, type Location } from 'react-router-dom';
import { loadedPages } from '@/app/loadedPages';
import { PageLoading } from '@/components/PageLoading';
import { getConfig } from '@/config';
import { findPageByName, lacksRecord, mainPages } from '@/routes/lookup';
import { logError } from '@/stores/errorLog';
import { useTabs, type Tab } from '@/stores/tabs';
import { animateScrollTop } from '@/utils/scroll';
import { TabPageContext, type TabPage } from '@/components/tabPage';
import { FIRST_SCREEN_ROUTES, withDeferredStyles } from '@/app/boot/deferredStyles';

/**
 * One lazy component per page name (made once; a module loads on first show and keeps its identity).
 * Past the first screen a page also waits for antd's later stylesheets (src/app/boot/deferredStyles.ts).
 */
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>(
  mainPages.flatMap((entry) =>
    entry.page
      ? [
          [
            entry.name,
            lazy(FIRST_SCREEN_ROUTES.has(entry.name) ? entry.page : withDeferredStyles(entry.page)),
          ] as const,
        ]
      : [],
  ),
);

// antd's Result (with its illustrations) loads only when a page has failed.
const PageErrorResult = lazy(withDeferredStyles(() => import('./PageErrorResult')));

// Shown instead of a record page opened without its record; loaded, like a page, only when needed.
const RecordMissing = lazy(
  withDeferredStyles(() => import('@/components/RecordMissing').then((m) => ({ default: m.RecordMissing }))),
);

/** A page that throws shows this panel in its own tab; the shell and other tabs go on working. */
class TabErrorBoundary extends Component<
  { onReload: () => void; children: ReactNode },
  { error: Error | null }
> {
  state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidCatch(error: Error) {
    logError({ type: 'script', code: 0, message: error.message, url: window.location.href });
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <PageErrorResult message={this.state.error.message} onReload={this.props.onReload} />
      </Suspense>
    );
  }
}

function splitPath(path: string): { pathname: string; search: string } {
  const index = path.indexOf('?');
  return index < 0
    ? { pathname: path, search: '' }
    : { pathname: path.slice(0, index), search: path.slice(index) };
}

/**
 * One tab's page. Rendered again only when its tab or its being shown changes, and then its page's
 * element stays the same: the page itself renders for its own state only, not for the shell's
 * (a navigation's start and end, another tab opened).
 */
const TabPageView = memo(function TabPageView({ tab, active }: { tab: Tab; active: boolean }) {
  const refresh = useTabs((s) => s.refresh);
  // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount the page.
  const [Page] = useState(() => loadedPages.get(tab.name) ?? lazyPages.get(tab.name));
  const value = useMemo(() => {
    const { pathname, search } = splitPath(tab.path);
    const page: TabPage = { name: tab.name, pathname, search };
    const location: Location = { pathname, search, hash: '', state: null, key: tab.name };
    const entry = findPageByName(tab.name);
    return {
      page,
      router: { location, navigationType: NavigationType.Push },
      lacksRecord: !!entry && lacksRecord(entry, search),
    };
  }, [tab.name, tab.path]);
  const pageElement = useMemo(() => Page && createElement(Page), [Page]);
  if (!Page) return null;
  return (
    <Activity mode={active ? 'visible' : 'hidden'}>
      <TabPageContext.Provider value={value.page}>
        <UNSAFE_LocationContext.Provider value={value.router}>
          <TabErrorBoundary onReload={() => refresh(tab.name)}>
            <Suspense fallback={<PageLoading />}>
              {/* The page is not even loaded: it has nothing to show, and no call to make. */}
              {value.lacksRecord ? <RecordMissing /> : pageElement}
            </Suspense>
          </TabErrorBoundary>
        </UNSAFE_LocationContext.Provider>
      </TabPageContext.Provider>
    </Activity>
  );
});

/**
 * Renders every open tab's page, the active one visible and the others kept alive but hidden, so a
 * page comes back exactly as it was left. notCache pages exist only while shown (a fresh page each
 * visit) unless they hold unsaved input: a draft is kept alive like any page until its tab closes.
 * 刷新 and 重新加载 remount one page through its version key. Scroll position is kept per tab.
 */
export const PageHost = memo(function PageHost({
  scrollRef,
}: {
  scrollRef: RefObject<HTMLDivElement | null>;
}) {
  const tabs = useTabs((s) => s.tabs);
  const active = useTabs((s) => s.active);
  const versions = useTabs((s) => s.versions);
  const dirty = useTabs((s) => s.dirty);
  const activeTab = tabs.find((t) => t.name === active);
  const scrollTops = useRef(new Map<string, number>());
  const shown = useRef<{ name: string; path: string } | null>(null);
  const seenPaths = useRef(new Map<string, string>());

  // Before the browser paints the newly shown tab: keep the old tab's scroll, restore the new one's,
  // or (a page opened anew or at another address) scroll to the top.
  useLayoutEffect(() => {
    const container = scrollRef.current;
    if (!container || !activeTab) return;
    const previous = shown.current;
    if (previous?.name === activeTab.name && previous.path === activeTab.path) return;
    // The first page shown starts at the top: reading scrollTop here would only force a layout of
    // the whole new shell inside the commit.
    if (previous) {
      scrollTops.current.set(previous.name, container.scrollTop);
      const samePage = seenPaths.current.get(activeTab.name) === activeTab.path;
      const notCache = findPageByName(activeTab.name)?.meta.notCache;
      if (samePage && !notCache) container.scrollTop = scrollTops.current.get(activeTab.name) ?? 0;
      else animateScrollTop(container, getConfig().scrollDuration);
    }
    seenPaths.current.set(activeTab.name, activeTab.path);
    shown.current = { name: activeTab.name, path: activeTab.path };
  }, [activeTab, scrollRef]);

  // A page opened from inside another (新增, 修改, 保存 back to the list) hides the page that had
  // focus, and the browser drops focus to the document: a keyboard user's next Tab would start
  // again at the header. Focus goes to the content area instead, so Tab continues into the page.
  // The first page after loading or logging in leaves focus at the top of the document, where Tab
  // starts with the header and the menu.
  const shownKey = activeTab ? `${activeTab.name}|${activeTab.path}` : '';
  const firstShown = useRef('');
  useEffect(() => {
    const container = scrollRef.current;
    if (!container || !shownKey) return;
    if (!firstShown.current) {
      firstShown.current = shownKey;
      return;
    }
    const focused = document.activeElement;
    const lost =
      !focused ||
      focused === document.body ||
      !focused.isConnected ||
      // Older browsers (and jsdom) have no checkVisibility; they soon blur a hidden element anyway.
      ('checkVisibility' in focused && !focused.checkVisibility());
    if (lost) container.focus({ preventScroll: true });
  }, [shownKey, scrollRef]);

  return (
    <>
      {tabs.map((tab) => {
        const isActive = tab.name === active;
        if (findPageByName(tab.name)?.meta.notCache && !isActive && !dirty[tab.name]) return null;
        return <TabPageView key={`${tab.name}#${versions[tab.name] ?? 0}`} tab={tab} active={isActive} />;
      })}
    </>
  );
});
