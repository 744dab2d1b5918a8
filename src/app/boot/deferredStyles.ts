// Relative: vite.config.ts loads this module, and its loader knows no @ alias.
import { yieldToMain } from '../../lib/yieldToMain.ts';

/**
 * antd's stylesheet in parts (vite.config.ts, deferAntdCss). index.html links, render-blocking, the
 * portal's own rules and antd's for the components the boot and /login can render. The rules the shell
 * and /home add are sheets of their own, linked when the shell's code loads and waited for before it
 * renders: on /login they were half of the render-blocking sheet (254 KB), whose parse was a task of
 * 7 ms CPU and up to 45 ms wall under contention, counted four times over by Lighthouse's mobile
 * preset. The rules of every other antd component go to later sheets, named in a <meta> of index.html
 * and loaded after the first screen, off the critical path: their parse and the first style pass over
 * every antd rule were the longest task of a first load (12–23 ms of CPU here). Whatever can render a
 * component of the later sheets (any other page, the shell's dialogs, toasts) waits for them first, so
 * nothing shows unstyled.
 */

/** The <meta name> under which index.html lists the later stylesheets, separated by spaces. */
export const DEFERRED_STYLESHEETS_META = 'deferred-stylesheets';
/** The <meta name> under which index.html lists the shell's stylesheets, separated by spaces. */
export const SHELL_STYLESHEET_META = 'shell-stylesheets';

/**
 * The source modules of the first screen: the build keeps the rules of every antd component their
 * chunks (and the entry's, the boot stages') hold out of the later sheets; those of the shell's and
 * /home's (SHELL_SCREEN_MODULES) that the boot and /login do not need go to the shell's sheets.
 * FIRST_SCREEN_ROUTES are their pages.
 */
export const SHELL_SCREEN_MODULES = ['src/layout/MainLayout', 'src/pages/home/HomePage'];
export const FIRST_SCREEN_MODULES = ['src/pages/login/LoginPage', ...SHELL_SCREEN_MODULES];
export const FIRST_SCREEN_ROUTES: ReadonlySet<string> = new Set(['login', 'home']);
/**
 * The popups the shell and /home show, whose code loads at their first use
 * (src/components/deferred/popupOnUse.tsx): their rules go to the shell's sheets all the same, so the
 * first tooltip or menu shows styled, before the later sheets have come.
 */
export const SHELL_POPUP_MODULES = [
  'node_modules/antd/es/tooltip/index',
  'node_modules/antd/es/dropdown/index',
];

/**
 * Marks the render-blocking sheets of a page that carries their rules for its first screen inline (the
 * prerendered login page, scripts/build/prerenderLogin.ts): they load as media="print", without
 * blocking the first paint, and applyInlinedSheets applies them once inlinedSheetsLoaded says they have loaded.
 */
export const INLINED_SHEET_ATTRIBUTE = 'data-inlined';

/**
 * The sheets whose rules the page carried inline for its first screen, once each has loaded or failed
 * (at once where there are none). Called as the entry runs, so that no load or error passes unseen; a
 * sheet whose request ended before that has its sheet, or at least its resource timing entry.
 */
export function inlinedSheetsLoaded(): Promise<HTMLLinkElement[]> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${INLINED_SHEET_ATTRIBUTE}]`)];
  const ended = (link: HTMLLinkElement) =>
    link.sheet !== null || performance.getEntriesByName(link.href, 'resource').length > 0;
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          if (ended(link)) return resolve();
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => links);
}

/**
 * Applies those sheets to every medium before the page hydrates: what it shows next (a field's error,
 * the loading button) is styled by rules the inline part left out. A sheet a task, each with its style
 * pass: the new rules restyle the whole page, which as one pass (or in the entry's task, where
 * DOMContentLoaded's observers force a layout) was among the longest tasks of a cold load.
 */
export async function applyInlinedSheets(links: readonly HTMLLinkElement[]): Promise<void> {
  for (const link of links) {
    await yieldToMain();
    link.media = 'all';
    void getComputedStyle(document.body).color;
  }
}

let loadingShell: Promise<void> | undefined;
let loading: Promise<void> | undefined;

const sheetsNamedIn = (meta: string): string[] =>
  document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)?.content.split(/\s+/).filter(Boolean) ?? [];
const firstSheet = () => document.querySelector('link[rel="stylesheet"]');

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

/** Loads the shell's stylesheets, once; resolves when they apply (at once where the build named none). */
export function loadShellStyles(): Promise<void> {
  loadingShell ??= (() => {
    const first = firstSheet();
    return Promise.all(sheetsNamedIn(SHELL_STYLESHEET_META).map((href) => addStylesheet(href, first))).then(
      () => undefined,
    );
  })();
  return loadingShell;
}

/**
 * Loads the later stylesheets (and the shell's, first), once; resolves when they apply (at once where
 * the build named none). They go ahead of the shell's: antd's rules of the components of the first
 * screen stay after the others', as in the two sheets before the shell's was cut out of the first.
 */
export function loadDeferredStyles(): Promise<void> {
  loading ??= (async () => {
    const hrefs = sheetsNamedIn(DEFERRED_STYLESHEETS_META);
    const applied = sheetsNamedIn(SHELL_STYLESHEET_META).length ? [loadShellStyles()] : [];
    const first = firstSheet();
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
