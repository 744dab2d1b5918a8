import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build as viteBuild, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { cutCss, partitionCssRules } from '../antd-css/trim.ts';
import type { PrerenderedLogin } from '../../src/app/boot/prerender.tsx';
import { PRERENDERED_LOGIN_ATTRIBUTE } from '../../src/app/boot/prerenderedLogin.ts';
import { INLINED_SHEET_ATTRIBUTE } from '../../src/app/boot/deferredStyles.ts';

/** The module that renders the login page at build time (compiled for Node by renderLoginByBuild). */
const PRERENDER_ENTRY = 'src/app/boot/prerender.tsx';

/** The page the server answers /login with (deploy/nginx/portal.conf; `vite preview` finds it by name). */
export const LOGIN_PAGE = 'login.html';

export type RenderLogin = (configJson: string) => Promise<PrerenderedLogin>;

/**
 * Renders the login page with the portal's own code: builds PRERENDER_ENTRY for Node with `config`
 * (the portal's plugins that change what the sources compile to, so the markup is what the client's
 * chunks render), every package bundled in, into a temporary folder, and runs it.
 */
export const renderLoginByBuild =
  (config: UserConfig, mode: string): RenderLogin =>
  async (configJson) => {
    const outDir = await mkdtemp(join(tmpdir(), 'portal-prerender-'));
    try {
      await viteBuild({
        ...config,
        configFile: false,
        mode,
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: {
          ssr: PRERENDER_ENTRY,
          outDir,
          emptyOutDir: false,
          minify: false,
          reportCompressedSize: false,
          // One file: the pages' lazy imports inlined (Rolldown's split of this build left an import unmatched).
          rolldownOptions: { output: { entryFileNames: 'prerender.mjs', codeSplitting: false } },
        },
      });
      const entry = pathToFileURL(join(outDir, 'prerender.mjs')).href;
      const { renderLoginScreen } = (await import(entry)) as { renderLoginScreen: RenderLogin };
      return await renderLoginScreen(configJson);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  };

/** Pseudo-classes and -elements that depend on state or draw beside the element: a rule is kept by its element. */
const statePseudo =
  /::?(?:hover|focus|focus-visible|focus-within|active|visited|link|checked|disabled|enabled|autofill|-webkit-autofill|placeholder-shown|before|after|placeholder|selection|-webkit-[\w-]+|-moz-[\w-]+|-ms-[\w-]+)(?![\w-])/g;

/**
 * The rules of `css` that can style the page (a whole HTML document): those whose selector matches an
 * element of it, state and pseudo-elements aside (a focused input's rule is kept with the input), and
 * every rule the selector engine does not understand; font faces, and the keyframes those rules name.
 */
export function criticalCss(css: string, page: string): string {
  const { document } = new JSDOM(page).window;
  const matches = (selector: string) => {
    try {
      return document.querySelector(selector.replace(statePseudo, '') || '*') !== null;
    } catch {
      return true;
    }
  };
  const rules = cutCss(partitionCssRules(css, (selectors) => splitSelectors(selectors).some(matches)).css, 0);
  const keyframesName = (rule: string) => /^\s*@(?:-webkit-)?keyframes\s+([\w-]+)/.exec(rule)?.[1];
  const named = rules.filter((rule) => !keyframesName(rule)).join('');
  // Keyframes only where a kept rule names them (antd's sheet declares every component's).
  return rules
    .filter((rule) => {
      const name = keyframesName(rule);
      return !name || new RegExp(`[\\s:,]${name}(?![\\w-])`).test(named);
    })
    .join('');
}

/** A selector list's selectors, split at the commas outside parentheses and brackets. */
function splitSelectors(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      selectors.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  selectors.push(list.slice(start).trim());
  return selectors;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * login.html: index.html with the prerendered login page in its root, its title, and the rules the page
 * needs inline. The render-blocking sheets become non-blocking (media="print", marked for
 * src/app/boot/deferredStyles.ts to apply before the page hydrates): the first paint waits for nothing
 * but the HTML. The inline rules come before the sheets, which hold them too, so once the sheets apply
 * every rule stands in the sheets' order, as on any other page. The scripts are fetched at low
 * priority: they make the page live, and its first paint waits for none of them.
 */
export function loginPage(indexHtml: string, screen: PrerenderedLogin, inlineCss: string): string {
  const sheetLinks = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([link]) => link);
  if (!sheetLinks.length) throw new Error('prerender-login: index.html links no stylesheet');
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`prerender-login: index.html has no ${root}`);
  let page = indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(screen.title)}</title>`)
    .replace(
      root,
      `<div id="root" ${PRERENDERED_LOGIN_ATTRIBUTE}="${escapeHtml(screen.key)}">${screen.markup}</div>`,
    );
  for (const link of sheetLinks)
    page = page.replace(link, link.replace('<link ', `<link media="print" ${INLINED_SHEET_ATTRIBUTE} `));
  // The scripts make the page live; its first screen needs none of them, so none goes ahead of it.
  page = page
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
  const firstLink = sheetLinks[0].replace('<link ', `<link media="print" ${INLINED_SHEET_ATTRIBUTE} `);
  return page.replace(firstLink, `<style>${inlineCss}</style>\n    ${firstLink}`);
}

/**
 * Build only: emits login.html (loginPage) beside index.html, the login page rendered by `render`
 * with the build's config.json (the top-level file, public/config.json links to it) and its rules taken
 * from the render-blocking sheets that index.html links. Runs after deferAntdCss, which cuts those.
 */
export function prerenderLogin(render: RenderLogin): Plugin {
  let publicDir = '';
  let base = '/';
  return {
    name: 'prerender-login',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return this.error('prerender-login: no index.html in the build');
      const indexHtml = String(html.source);
      const sheets = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href]) => {
        const sheet = bundle[href.slice(base.length)] as Rolldown.OutputAsset | undefined;
        if (sheet?.type !== 'asset') this.error(`prerender-login: ${href} is not in the build`);
        return String(sheet.source);
      });
      const screen = await render(await readFile(join(publicDir, 'config.json'), 'utf8'));
      const inlineCss = criticalCss(sheets.join(''), loginPage(indexHtml, screen, ''));
      this.emitFile({ type: 'asset', fileName: LOGIN_PAGE, source: loginPage(indexHtml, screen, inlineCss) });
      const kb = (text: string) => `${(text.length / 1024).toFixed(1)} KB`;
      this.info(
        `${LOGIN_PAGE}: ${kb(screen.markup)} of markup, ${kb(inlineCss)} of its ${kb(sheets.join(''))} of rules inline`,
      );
    },
  };
}
