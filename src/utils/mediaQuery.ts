import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept current: a phone turned to landscape, a window resized, a
 * user who turns the system's "reduce motion" on or off re-render what reads it.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  // Markup rendered without a browser (the prerendered login page) is rendered, and hydrated, as if
  // nothing matched; the browser's answer follows right after.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
