/** What idle-time work needs of the browser: `window` has it; tests pass their own. */
export interface IdleHost {
  requestIdleCallback?: (callback: () => void) => number;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
  navigator: { connection?: { saveData?: boolean; effectiveType?: string } };
}

/** How long after the shell mounts the header's tools wait before loading (then for an idle period). */
export const TOOLS_AFTER_MS = 3000;

/**
 * Runs `start` once the first screen is done: TOOLS_AFTER_MS after the call, in an idle period. Unlike
 * the prefetch it runs on every connection (what it loads is a feature, not a guess); where the browser
 * cannot tell idle time (jsdom, Safari) it runs at once. Returns the cancel.
 */
export function afterFirstScreen(
  start: () => void,
  host: IdleHost = window as unknown as IdleHost,
): () => void {
  const requestIdle = host.requestIdleCallback?.bind(host);
  if (!requestIdle) {
    start();
    return () => undefined;
  }
  let cancelled = false;
  const timer = host.setTimeout(() => requestIdle(() => !cancelled && start()), TOOLS_AFTER_MS);
  return () => {
    cancelled = true;
    host.clearTimeout(timer);
  };
}

/**
 * Runs `task` when the browser has nothing better to do, `timeoutMs` at the latest (in a timer task
 * where it cannot tell idle time). Returns the cancel.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task);
  return () => window.clearTimeout(handle);
}
