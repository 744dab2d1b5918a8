import { create } from 'zustand';
import type { IdleHost } from '@/lib/afterFirstScreen';

export { afterFirstScreen, TOOLS_AFTER_MS, type IdleHost } from '@/lib/afterFirstScreen';

/**
 * The first idle period at least START_AFTER_MS after the shell has mounted: its landing page (/home)
 * has rendered by then and a page load's measurement (Lighthouse waits about a second of quiet) is
 * over, so the prefetch takes no time from the first screen. PER_IDLE loads start in an idle period
 * and the next batch waits until they have settled and the thread is idle again.
 */
export const START_AFTER_MS = 1500;
export const PER_IDLE = 3;

/**
 * Loads the code of the menu's pages a few at a time while the main thread is idle, so that a first
 * click on a menu entry finds its page's code loaded (hovering an entry fetches its page at once, see
 * SideMenu). Nothing on a connection that saves data or is slow (2G), nor where the browser cannot
 * tell when it is idle (no requestIdleCallback: Safari, jsdom): hovering still loads. Returns the cancel.
 */
export function prefetchWhenIdle(
  loads: readonly (() => Promise<unknown>)[],
  host: IdleHost = window as unknown as IdleHost,
): () => void {
  const connection = host.navigator.connection;
  const requestIdle = host.requestIdleCallback?.bind(host);
  if (!requestIdle || connection?.saveData || /2g$/.test(connection?.effectiveType ?? ''))
    return () => undefined;
  const queue = [...loads];
  let cancelled = false;
  const nextBatch = () => {
    if (cancelled || !queue.length) return;
    // A failed load is left to the click, whose load reports it.
    const batch = queue.splice(0, PER_IDLE).map((load) => load().catch(() => undefined));
    void Promise.all(batch).then(() => requestIdle(nextBatch));
  };
  const timer = host.setTimeout(() => requestIdle(nextBatch), START_AFTER_MS);
  return () => {
    cancelled = true;
    host.clearTimeout(timer);
  };
}

/**
 * The shell's list warm-up (ListWarmup): while it is asked for, `done` is what ends it. Asked for once
 * a page load (`warmed`), as the prefetch's last step, so the first list a user opens runs code that
 * has run before.
 */
export const useListWarmup = create<{ done: (() => void) | null; warmed: boolean }>(() => ({
  done: null,
  warmed: false,
}));

/** Typing in a field: the warm-up waits for a later idle period rather than render beside it. */
const typing = () => document.activeElement?.matches('input, textarea, [contenteditable="true"]') ?? false;
export const TYPING_RETRY_MS = 1000;

/** Asks the shell to render its list warm-up once; resolves when it has (a step of prefetchWhenIdle). */
export function warmUpList(host: IdleHost = window as unknown as IdleHost): Promise<void> {
  if (useListWarmup.getState().warmed) return Promise.resolve();
  useListWarmup.setState({ warmed: true });
  return new Promise((resolve) => {
    const start = () => {
      if (typing()) host.setTimeout(() => host.requestIdleCallback?.(start), TYPING_RETRY_MS);
      else
        useListWarmup.setState({
          done: () => {
            useListWarmup.setState({ done: null });
            resolve();
          },
        });
    };
    start();
  });
}
