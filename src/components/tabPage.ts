import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTabs } from '@/stores/tabs';

/**
 * The page a kept-alive tab shows and its own location. Every tab renders inside its own provider, so
 * a hidden tab keeps the query it was opened with while another tab is shown (react-router's own
 * location context is overridden with the same location, so useLocation/useSearchParams agree).
 */
export interface TabPage {
  name: string;
  pathname: string;
  search: string;
}

export const TabPageContext = createContext<TabPage | null>(null);

/** The location of the tab this component renders in. */
export function useTabLocation(): TabPage {
  const tab = useContext(TabPageContext);
  if (!tab) throw new Error('useTabLocation: outside a tab page');
  return tab;
}

/** Query parameters of this tab's own location (never another tab's). */
export function usePageQuery(): URLSearchParams {
  const { search } = useTabLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/**
 * A form's input goes with it when it unmounts in its shown tab (saved, cancelled, another record).
 * A tab hidden by showing another also runs its effects' cleanups (<Activity>): its input is kept, so
 * the flag stays, and the tab store drops it when the tab closes or remounts.
 */
function forgetUnlessHidden(name: string): void {
  const tabs = useTabs.getState();
  if (tabs.active === name) tabs.setDirty(name, false);
}

/** A page or form reports unsaved input: its tab is kept alive and closing it asks 确定要关闭这一页吗. */
export function useTabDirty(dirty: boolean): void {
  const tab = useContext(TabPageContext);
  const setDirty = useTabs((s) => s.setDirty);
  const name = tab?.name;
  useEffect(() => {
    if (!name) return;
    setDirty(name, dirty);
    return () => forgetUnlessHidden(name);
  }, [name, dirty, setDirty]);
}

/**
 * The same as a setter, for forms that save and navigate in one go: the flag must be cleared before
 * the navigation is checked, not after the next render.
 */
export function useTabDirtySetter(): (dirty: boolean) => void {
  const name = useContext(TabPageContext)?.name;
  const last = useRef(false);
  useEffect(() => {
    if (!name) return;
    // Shown again after its page was hidden behind an error page: the input is still there.
    if (last.current) useTabs.getState().setDirty(name, true);
    return () => forgetUnlessHidden(name);
  }, [name]);
  return useCallback(
    (dirty: boolean) => {
      last.current = dirty;
      if (name) useTabs.getState().setDirty(name, dirty);
    },
    [name],
  );
}

/**
 * A page whose work is done (an application submitted) gives way to the page that follows it: that
 * page opens and this tab closes, so no tab is left holding a form for something already done.
 */
export function useReplaceTab(): (path: string) => void {
  const name = useContext(TabPageContext)?.name;
  const navigate = useNavigate();
  return useCallback(
    (path: string) => {
      if (name) {
        // Closed once the next page is shown: closing the shown tab first would flash its neighbour.
        const unsubscribe = useTabs.subscribe((tabs) => {
          if (tabs.active === name) return;
          unsubscribe();
          tabs.close([name]);
        });
      }
      navigate(path);
    },
    [name, navigate],
  );
}
