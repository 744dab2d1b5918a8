import { yieldToMain } from './yieldToMain';

/**
 * antd's stylesheet in two (vite.config.ts, deferAntdCss): the build links the rules of the components
 * that /login, the shell and /home can render, render-blocking as before, and names the sheets with the
 * others in a <meta> of index.html. Those load after the first screen, off the critical path: their
 * parse and the first style pass over every antd rule were the longest task of a first load (12–23 ms
 * of CPU here, counted four times over and more by Lighthouse's mobile preset). Whatever can render a
 * component of the later sheets (any other page, the shell's dialogs, toasts) waits for them first, so
 * nothing shows unstyled.
 */

/** The <meta name> under which index.html lists the later stylesheets, separated by spaces. */
export const DEFERRED_STYLESHEETS_META = 'deferred-stylesheets';

/**
 * The source modules of the first screen: the build keeps in the first sheet the rules of every antd
 * component their chunks (and the entry's, the boot stages') hold. FIRST_SCREEN_ROUTES are their pages.
 */
export const FIRST_SCREEN_MODULES = [
  'src/pages/login/LoginPage',
  'src/layout/MainLayout',
  'src/pages/home/HomePage',
];
export const FIRST_SCREEN_ROUTES: ReadonlySet<string> = new Set(['login', 'home']);

let loading: Promise<void> | undefined;

function addStylesheet(href: string, before: Element | null): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // A sheet that fails to load leaves its components unstyled, but must not keep a page from opening.
    link.onload = link.onerror = () => resolve();
    // Before the first sheet, as the rules stood in the one sheet: the portal's own rules, in the first
    // sheet after antd's, keep overriding antd's at equal specificity.
    document.head.insertBefore(link, before);
  });
}

/** Loads the later stylesheets, once; resolves when they apply (at once where the build named none). */
export function loadDeferredStyles(): Promise<void> {
  loading ??= (async () => {
    const meta = document.querySelector<HTMLMetaElement>(`meta[name="${DEFERRED_STYLESHEETS_META}"]`);
    const hrefs = meta?.content.split(/\s+/).filter(Boolean) ?? [];
    const first = document.querySelector('link[rel="stylesheet"]');
    const applied: Promise<void>[] = [];
    for (const href of hrefs) {
      // A sheet a task: each <link> starts a request, about a millisecond under Lighthouse's
      // instrumentation, and the six in one idle callback were a task of 3-12 ms.
      if (applied.length) await yieldToMain();
      applied.push(addStylesheet(href, first));
    }
    await Promise.all(applied);
  })();
  return loading;
}

/** A module loader that also waits for the later stylesheets: for code that renders after first load. */
export function withDeferredStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadDeferredStyles()]).then(([loaded]) => loaded);
}

/**
 * Starts loadDeferredStyles once the browser is idle after the first screen (called when the first
 * route has loaded and rendered, src/main.tsx). Earlier, the sheets' download would compete with the
 * first page's script and data.
 */
export function loadDeferredStylesWhenIdle(): void {
  const load = () => void loadDeferredStyles();
  if (window.requestIdleCallback) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 50);
}
