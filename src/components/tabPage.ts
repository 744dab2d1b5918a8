import { createContext, useCallback, useContext, useEffect, useMemo } from 'react';
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

/** A page or form reports unsaved input: closing its tab then asks 确定要关闭这一页吗. */
export function useTabDirty(dirty: boolean): void {
  const tab = useContext(TabPageContext);
  const setDirty = useTabs((s) => s.setDirty);
  const name = tab?.name;
  useEffect(() => {
    if (!name) return;
    setDirty(name, dirty);
    return () => setDirty(name, false);
  }, [name, dirty, setDirty]);
}

/**
 * The same as a setter, for forms that save and navigate in one go: the flag must be cleared before
 * the navigation is checked, not after the next render.
 */
export function useTabDirtySetter(): (dirty: boolean) => void {
  const name = useContext(TabPageContext)?.name;
  useEffect(() => {
    if (!name) return;
    return () => useTabs.getState().setDirty(name, false);
  }, [name]);
  return useCallback(
    (dirty: boolean) => {
      if (name) useTabs.getState().setDirty(name, dirty);
    },
    [name],
  );
}
