/// <reference types="vitest/config" />
// What each plugin below does and why, and how to add an antd component: docs/build.md.
import { fileURLToPath, URL } from 'node:url';
import { build as viteBuild, defineConfig, type UserConfig } from 'vite';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { availableParallelism, loadavg } from 'node:os';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { theme as antdTheme } from 'antd';
import { ANTD_CSS_VAR_KEY, portalTheme, THEMED_BY_PROPERTY } from './src/app/theme.ts';
import {
  antdUsage,
  cutCss,
  partitionAntdCss,
  prefixesAskedBy,
  trimAntdCss,
} from './scripts/antd-css/trim.ts';
import {
  DEFERRED_STYLESHEETS_META,
  FIRST_SCREEN_MODULES,
  SHELL_SCREEN_MODULES,
  SHELL_STYLESHEET_META,
} from './src/app/boot/deferredStyles.ts';
import { antdZeroRuntimeStyles } from './scripts/antd-css/styleHooks.ts';
import {
  fontFromCollection,
  PDF_FONT_ASSET,
  PDF_FONT_COLLECTION,
  PDF_FONT_NAME,
} from './src/mocks/pdfFont.ts';
import { bootStages, planChunks, PORTAL_CHUNK_ROOTS, type ChunkPlan } from './scripts/build/chunkPlan.ts';

// The top-level config.json is the ops-editable runtime configuration: served as is in dev,
// copied verbatim into the build (never bundled) so the server's copy can change without a rebuild.
function runtimeConfig(): Plugin {
  const file = fileURLToPath(new URL('./config.json', import.meta.url));
  let outDir = '';
  let demo = false;
  return {
    name: 'runtime-config',
    configResolved(config) {
      outDir = config.build.outDir;
      demo = config.env.VITE_DEMO === 'true';
    },
    // A production build carries no stand-in: not its code (VITE_DEMO) and not its service worker.
    closeBundle() {
      if (!demo) rmSync(`${outDir}/mockServiceWorker.js`, { force: true });
    },
    configureServer(server) {
      server.middlewares.use('/config.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'config.json', source: readFileSync(file, 'utf8') });
    },
  };
}

/**
 * The browser stand-in's PDF font (docs/build.md): WenQuanYi Micro Hei taken out of the system's
 * collection (Debian fonts-wqy-microhei) into `demo-assets/` of a demo build and the dev server. A
 * production build carries no stand-in, so no font either.
 */
function demoPdfFont(): Plugin {
  let demo = false;
  const face = () => fontFromCollection(new Uint8Array(readFileSync(PDF_FONT_COLLECTION)), PDF_FONT_NAME);
  return {
    name: 'demo-pdf-font',
    configResolved(config) {
      demo = config.env.VITE_DEMO === 'true';
    },
    configureServer(server) {
      server.middlewares.use(`/${PDF_FONT_ASSET}`, (_req, res) => {
        res.setHeader('Content-Type', 'font/ttf');
        res.end(face());
      });
    },
    generateBundle() {
      if (!demo) return;
      let source: Uint8Array;
      try {
        source = face();
      } catch (error) {
        this.error(
          `demo build: no PDF font (${(error as Error).message}); apt-get install fonts-wqy-microhei`,
        );
      }
      this.emitFile({ type: 'asset', fileName: PDF_FONT_ASSET, source });
    },
  };
}

// antd modules that import more than they use, at a cost the login page would pay (about 40 KB of
// gzipped script together), redirected to what they really need:
// - the form label imports Tooltip and its popup engine for an item's `tooltip` prop, ConfigProvider
//   imports Tooltip's provider for `tooltip.unique`, Card imports Tabs for `tabList`: these resolve to
//   lazy wrappers (src/components/deferred);
// - the form context every Input and Button reads imports rc-form's index (the whole form engine and
//   its validator, kept by the index's side effects) for FormProvider alone: it resolves to that module;
// - the style hooks import the registration of each component's CSS variables, which the built
//   stylesheet already declares (src/app/antdComponentCssVars.ts);
// - the zh_CN locale imports the date, time and calendar pickers' texts, which only the lazy date
//   inputs show: they pass them to their pickers (src/components/deferred/pickerLocale.ts).
const RC_TABLE = fileURLToPath(new URL('./src/components/deferred/rcTable.ts', import.meta.url));
const redirectedAntdImports: { importer: string; source: string; target: string }[] = [
  {
    importer: 'antd/es/form/FormItemLabel.js',
    source: '../tooltip',
    target: fileURLToPath(new URL('./src/components/deferred/Tooltip.tsx', import.meta.url)),
  },
  {
    importer: 'antd/es/config-provider/index.js',
    source: '../tooltip/UniqueProvider',
    target: fileURLToPath(new URL('./src/components/deferred/TooltipUniqueProvider.tsx', import.meta.url)),
  },
  {
    importer: 'antd/es/card/Card.js',
    source: '../skeleton',
    target: fileURLToPath(new URL('./src/components/deferred/Skeleton.tsx', import.meta.url)),
  },
  {
    importer: 'antd/es/card/Card.js',
    source: '../tabs',
    target: fileURLToPath(new URL('./src/components/deferred/Tabs.tsx', import.meta.url)),
  },
  // The pickers' texts in the locale every page loads: the lazy date inputs bring their own.
  ...['date-picker', 'time-picker', 'calendar'].map((picker) => ({
    importer: 'antd/es/locale/zh_CN.js',
    source: `../${picker}/locale/zh_CN`,
    target: fileURLToPath(new URL('./src/components/deferred/pickerLocale.ts', import.meta.url)),
  })),
  // The form engine's rule checker, which a form needs at its first check, not to render.
  {
    importer: '@rc-component/form/es/utils/validateUtil.js',
    source: '@rc-component/async-validator',
    target: fileURLToPath(new URL('./src/components/deferred/asyncValidator.ts', import.meta.url)),
  },
  {
    importer: 'antd/es/form/context.js',
    source: '@rc-component/form',
    target: '@rc-component/form/es/FormContext',
  },
  // A list's table and pager, for what no list shows at first: a column's filter dropdown (its tree,
  // menu and radio), single-choice row selection, the tree component beside the row selection's tree
  // helpers, and the page-size select until it loads.
  {
    importer: 'antd/es/table/hooks/useFilter/index.js',
    source: './FilterDropdown',
    target: fileURLToPath(new URL('./src/components/deferred/TableFilterDropdown.tsx', import.meta.url)),
  },
  {
    importer: 'antd/es/table/hooks/useSelection.js',
    source: '../../radio',
    target: fileURLToPath(new URL('./src/components/deferred/Radio.tsx', import.meta.url)),
  },
  {
    importer: 'antd/es/table/hooks/useSelection.js',
    source: '@rc-component/tree',
    target: fileURLToPath(new URL('./src/components/deferred/treeSelection.ts', import.meta.url)),
  },
  {
    importer: 'antd/es/pagination/Pagination.js',
    source: '../select',
    target: fileURLToPath(new URL('./src/components/deferred/PageSizeSelect.tsx', import.meta.url)),
  },
  // A table's virtual mode (its list engine), which no list uses: built by @rc-component/table's index.
  ...[
    'InternalTable.js',
    'Table.js',
    'RcTable/index.js',
    'hooks/useFilledColumns.js',
    'hooks/useSelection.js',
  ].map((file) => ({ importer: `antd/es/table/${file}`, source: '@rc-component/table', target: RC_TABLE })),
  {
    importer: 'antd/es/table/InternalTable.js',
    source: './RcTable/VirtualTable',
    target: fileURLToPath(new URL('./src/components/deferred/VirtualTable.tsx', import.meta.url)),
  },
  {
    importer: '@ant-design/cssinjs-utils/es/util/genStyleUtils.js',
    source: '@ant-design/cssinjs',
    target: fileURLToPath(new URL('./src/app/antdComponentCssVars.ts', import.meta.url)),
  },
  {
    importer: 'antd/es/theme/useToken.js',
    source: '@ant-design/cssinjs',
    target: fileURLToPath(new URL('./src/app/antdTokenCache.ts', import.meta.url)),
  },
];
function narrowAntdImports(): Plugin {
  return {
    name: 'narrow-antd-imports',
    enforce: 'pre',
    async resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/') ?? '';
      const redirect = redirectedAntdImports.find((r) => r.source === source && from.endsWith(r.importer));
      if (!redirect) return undefined;
      return (await this.resolve(redirect.target, importer, { skipSelf: true })) ?? redirect.target;
    },
  };
}

/**
 * antd's prebuilt stylesheet (zero-runtime mode, see src/app/AppProviders.tsx) in the portal's theme,
 * as `virtual:antd-theme.css`. The sheet carries the default theme's values, so every value the
 * portal's seed tokens change (the primary colour's palette, link and text greys, corner radii, fonts) is
 * swapped for the portal's own, as antd's runtime would compute it; the preset colour palettes
 * (--ant-blue-1..10 for blue tags) change only where the theme names a shade (green7).
 * A build keeps only the rules of the components the app can render (scripts/antd-css/trim.ts): the
 * sheet is render-blocking, and every rule is parsed and matched on every load. The dev server serves
 * the whole sheet, so a component a page starts importing is styled without a restart.
 */
const PRESET_PALETTE =
  /^--ant-(blue|geekblue|cyan|purple|magenta|red|volcano|orange|gold|yellow|lime|green|pink)(-|$)/;

function antdThemeCss(): Plugin {
  const id = 'virtual:antd-theme.css';
  const resolved = '\0antd-theme.css';
  const css = (value: unknown) => String(value).replace(/\s+/g, '').toLowerCase();
  let trim = false;
  let root = '';
  let logger: ResolvedConfig['logger'] | undefined;
  return {
    name: 'antd-theme-css',
    configResolved(config) {
      trim = config.command === 'build';
      root = config.root;
      logger = config.logger;
    },
    resolveId: (source) => (source === id ? resolved : undefined),
    load(loaded) {
      if (loaded !== resolved) return undefined;
      const base = antdTheme.getDesignToken() as unknown as Record<string, unknown>;
      const ours = antdTheme.getDesignToken(portalTheme) as unknown as Record<string, unknown>;
      const colours = new Map<string, string>();
      const radii = new Map<string, string>();
      // Tokens set by their custom property (--ant-font-family, --ant-green-7) rather than by value: the
      // font stacks, the preset palettes, and the theme's THEMED_BY_PROPERTY.
      const declarations = new Map<string, string>();
      const property = (token: string) =>
        `--ant-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/(\D)(\d+)$/, '$1-$2')}`;
      const byProperty = new Set<string>(THEMED_BY_PROPERTY);
      for (const [token, value] of Object.entries(ours)) {
        const before = base[token];
        if (css(before) === css(value)) continue;
        if (/^fontFamily/.test(token) || byProperty.has(token) || PRESET_PALETTE.test(property(token)))
          declarations.set(property(token), String(value));
        else if (typeof value === 'string') colours.set(css(before), css(value));
        else if (typeof value === 'number' && /^borderRadius/.test(token))
          radii.set(`${before}px`, `${value}px`);
      }
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const radius = new RegExp(`(?<![\\d.])(${[...radii.keys()].map(escape).join('|')})`, 'g');
      const whole = readFileSync(fileURLToPath(import.meta.resolve('antd/dist/antd.css')), 'utf8');
      let sheet = whole;
      if (trim) {
        const trimmed = trimAntdCss(whole, antdUsage(root));
        sheet = trimmed.css;
        const kb = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`;
        const gzipKb = (text: string) => `${(gzipSync(text).length / 1024).toFixed(0)} KB`;
        logger?.info(
          `antd css: kept ${trimmed.kept} of ${trimmed.total} rules, ${kb(whole)} → ${kb(sheet)} raw, ` +
            `${gzipKb(whole)} → ${gzipKb(sheet)} gzip`,
        );
      }
      // The global tokens also on :root, for what antd styles outside its components (links' focus ring).
      const globalTokens = new RegExp(`(^|})\\.${ANTD_CSS_VAR_KEY}\\{`);
      // The sheet also declares the tokens of two providers antd nests in its own panels when it builds
      // the sheet (.css-var-_R_29n_: popups without motion, 12 KB each); no element of the portal has
      // their keys, whose providers get theirs from the portal's tree. Render-blocking on every load.
      const otherProvidersTokens = /(^|})\.(css-var-[\w-]+)\{[^{}]*\}/g;
      // Declaration by declaration: custom properties and plain ones ("color:#1677ff").
      return sheet
        .replace(otherProvidersTokens, (rule, lead: string, key: string) =>
          key === ANTD_CSS_VAR_KEY ? rule : lead,
        )
        .replace(globalTokens, `$1:root,.${ANTD_CSS_VAR_KEY}{`)
        .replace(/([{;])([-\w]+):([^;{}]*)/g, (whole, lead: string, name: string, value: string) => {
          const declared = declarations.get(name);
          if (declared) return `${lead}${name}:${declared}`;
          if (PRESET_PALETTE.test(name)) return whole;
          let next = value.replace(
            /rgba?\([^)]*\)|#[0-9a-f]{3,8}\b/gi,
            (found) => colours.get(css(found)) ?? found,
          );
          if (name.includes('radius')) next = next.replace(radius, (found) => radii.get(found) ?? found);
          return `${lead}${name}:${next}`;
        });
    },
  };
}

/**
 * React and React DOM as ES modules in the build. They ship as CommonJS, and the bundler's interop
 * gives every chunk that imports them a copy of their exports made of getters: each hook call and
 * each JSX element read its function through a getter, and each chunk copied some fifty getters when
 * it loaded (rolldown/rolldown#8719). Imports of these packages resolve instead to a module that
 * reads each export once, as a constant; the names are the production build's own.
 */
const esmPackages: Record<string, [pkg: string, production: string]> = {
  react: ['react', 'cjs/react.production.js'],
  'react/jsx-runtime': ['react', 'cjs/react-jsx-runtime.production.js'],
  'react-dom': ['react-dom', 'cjs/react-dom.production.js'],
  'react-dom/client': ['react-dom', 'cjs/react-dom-client.production.js'],
};
function commonJsAsEsm(): Plugin {
  const prefix = '\0esm:';
  const require = createRequire(import.meta.url);
  return {
    name: 'commonjs-as-esm',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source in esmPackages && !importer?.startsWith(prefix) ? prefix + source : undefined,
    load(id) {
      if (!id.startsWith(prefix)) return undefined;
      const source = id.slice(prefix.length);
      const [pkg, production] = esmPackages[source]!;
      const file = join(dirname(require.resolve(`${pkg}/package.json`)), production);
      const names = Object.keys(require(file) as object).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
      return (
        `import commonJs from ${JSON.stringify(source)};\nexport default commonJs;\n` +
        `export const { ${names.join(', ')} } = commonJs;\n`
      );
    },
  };
}

/**
 * `virtual:antd-map-token`: what antd's default algorithm derives from the portal's seed tokens
 * (colour palettes and sizes), computed here once instead of in every browser at start-up, where it
 * ran inside the first render (src/app/themeAlgorithm.ts, used by AppProviders).
 */
function antdMapToken(): Plugin {
  const id = 'virtual:antd-map-token';
  const resolved = '\0antd-map-token';
  return {
    name: 'antd-map-token',
    resolveId: (source) => (source === id ? resolved : undefined),
    load(loaded) {
      if (loaded !== resolved) return undefined;
      const seed = { ...antdTheme.defaultSeed, ...portalTheme.token };
      return `export const seed = ${JSON.stringify(seed)};\nexport const mapToken = ${JSON.stringify(antdTheme.defaultAlgorithm(seed))};`;
    },
  };
}

/**
 * `.vite/chunks.json` in the build: each chunk's static and lazy imports, the source modules it holds
 * (paths from the project root) and the assets it imports. The bench (scripts/bench/bundle.ts) reads it
 * to add up every route's first-load script and to prove that no heavy library (exceljs, pdf-lib,
 * fontkit, a font, a chart library) rides in a chunk that /login or /home loads.
 */
function chunkMap(): Plugin {
  let root = '';
  return {
    name: 'chunk-map',
    apply: 'build',
    configResolved(config) {
      root = config.root.replaceAll('\\', '/') + '/';
    },
    generateBundle(_options, bundle) {
      const stages = new Set(bootStageChunks(bundle));
      const local = (id: string) => id.replace(/^\0/, '').replaceAll('\\', '/').replace(root, '');
      const chunks = Object.fromEntries(
        Object.values(bundle).flatMap((item) =>
          item.type === 'chunk'
            ? [
                [
                  item.fileName,
                  {
                    entry: item.isEntry,
                    bootStage: stages.has(item.fileName),
                    facade: item.facadeModuleId ? local(item.facadeModuleId) : undefined,
                    imports: item.imports,
                    dynamicImports: item.dynamicImports,
                    modules: item.moduleIds.map(local),
                    assets: [...(item.viteMetadata?.importedAssets ?? [])],
                  },
                ],
              ]
            : [],
        ),
      );
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks) });
    },
  };
}

/**
 * src/main.tsx loads the portal in stages (dynamic imports, each evaluated in a task of its own): this
 * announces every stage's chunks, and all they import, with a <link rel=modulepreload> in index.html,
 * as the entry's own static imports are, so the browser fetches them in parallel from the start and
 * staging adds no request round trip. Which chunks are stages: scripts/build/chunkPlan.ts (bootStages).
 * The chunk map marks them (bootStage) for npm run bench.
 */
const bootStageChunks = (bundle: Record<string, { type: string }>): string[] =>
  bootStages(Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')).map(
    (chunk) => chunk.fileName,
  );

function preloadBootStages(): Plugin {
  let base = '/';
  return {
    name: 'preload-boot-stages',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = bundle as Record<string, Rolldown.OutputChunk>;
        const closure = new Set<string>();
        const visit = (file: string) => {
          if (closure.has(file) || !chunks[file]) return;
          closure.add(file);
          chunks[file].imports.forEach(visit);
        };
        bootStageChunks(bundle).forEach(visit);
        const links = [...closure]
          .filter((file) => !html.includes(`${base}${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`);
        return html.replace('</head>', `${links.map((link) => `    ${link}\n`).join('')}  </head>`);
      },
    },
  };
}

/**
 * The chunks of the first screen: the entry, the boot stages, the login page, the shell and the home
 * page (FIRST_SCREEN_MODULES, or the pages named), with every chunk they import statically.
 */
function firstScreenChunks(bundle: Rolldown.OutputBundle, pages = FIRST_SCREEN_MODULES): Set<string> {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const firstScreen = new Set<string>();
  const visit = (file: string) => {
    if (firstScreen.has(file) || !byName.has(file)) return;
    firstScreen.add(file);
    byName.get(file)!.imports.forEach(visit);
  };
  const isFirstScreenPage = (id: string) => {
    const path = id.replaceAll('\\', '/').replace(/\.[jt]sx?$/, '');
    return pages.some((module) => path.endsWith(`/${module}`));
  };
  for (const chunk of chunks)
    if (chunk.isEntry || chunk.moduleIds.some(isFirstScreenPage)) visit(chunk.fileName);
  bootStageChunks(bundle).forEach(visit);
  return firstScreen;
}

/**
 * The hint goes to the large chunks only (React DOM, antd's core, React Router): they hold nearly
 * all of the code, and the comment costs some 25 bytes of gzip in each file a route loads.
 */
const EAGER_COMPILE_MIN_LENGTH = 50_000;

/**
 * V8's explicit compile hint (Chromium 136+) on the first screen's large chunks: their functions
 * compile with the script, off the main thread while it streams in, instead of one by one on the main
 * thread at their first call. Under Lighthouse that lazy compiling was 110-130 ms of /home's main
 * thread, inside the tasks it counts as blocking. The later pages' chunks keep lazy compiling: most of
 * what they hold never runs on a visit. Browsers without the hint read a comment.
 */
function eagerCompileFirstScreen(): Plugin {
  return {
    name: 'eager-compile-first-screen',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const firstScreen = firstScreenChunks(bundle);
      const eager = Object.values(bundle).filter(
        (item): item is Rolldown.OutputChunk =>
          item.type === 'chunk' &&
          ((firstScreen.has(item.fileName) && item.code.length >= EAGER_COMPILE_MIN_LENGTH) ||
            // axios, which the HTTP client imports as a landing with a session makes its first call.
            item.moduleIds.some((id) => id.includes('/node_modules/axios/'))),
      );
      for (const chunk of eager) {
        // The comment counts only as the file's first line.
        chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
      }
    },
  };
}

/**
 * Size (characters) of each stylesheet: its parse stays a short task of its own. In Lighthouse's mobile
 * runs, under contention, the render-blocking sheet's 119 KB were parsed in one task of 28-35 ms on
 * /login and /home, and each later sheet of 100 KB in one of 13-38 ms after /login's first screen,
 * inside the window whose tasks Lighthouse counts.
 */
const SHEET_LENGTH = 50_000;

/**
 * The build's stylesheet in three parts (src/app/boot/deferredStyles.ts), each cut in sheets of about
 * SHEET_LENGTH. index.html links, render-blocking, the portal's own rules and antd's for the
 * components the chunks of the entry, the boot stages and the login page hold (with all they import
 * statically); the rules the shell's and the home page's chunks add go to the shell's sheets, and those
 * of every other antd component to the later sheets, both named in <meta>s that the app reads. Each
 * sheet is emitted with a hash of its own content.
 */
function deferAntdCss(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'defer-antd-css',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const sheets = Object.values(bundle).filter(
        (item): item is Rolldown.OutputAsset => item.type === 'asset' && item.fileName.endsWith('.css'),
      );
      if (html?.type !== 'asset' || sheets.length !== 1) {
        this.warn('defer-antd-css: expected index.html and one stylesheet (cssCodeSplit: false); left as is');
        return;
      }
      const [sheet] = sheets;
      const usage = antdUsage(root);
      const prefixesOf = (chunks: Set<string>) =>
        prefixesAskedBy(
          [...chunks].flatMap((file) =>
            (bundle[file] as Rolldown.OutputChunk).moduleIds.filter((id) =>
              /\/node_modules\/antd\/es\/.+\.js$/.test(id.replaceAll('\\', '/')),
            ),
          ),
          usage,
        );
      const loginPages = FIRST_SCREEN_MODULES.filter((page) => !SHELL_SCREEN_MODULES.includes(page));
      const login = partitionAntdCss(
        String(sheet.source),
        usage,
        prefixesOf(firstScreenChunks(bundle, loginPages)),
      );
      const shell = partitionAntdCss(login.rest, usage, prefixesOf(firstScreenChunks(bundle)));
      const emit = (name: string, source: string) =>
        base + this.getFileName(this.emitFile({ type: 'asset', name, source }));
      const first = cutCss(login.css, SHEET_LENGTH).map((part) => emit('style.css', part));
      const shellSheets = cutCss(shell.css, SHEET_LENGTH).map((part) => emit('style-shell.css', part));
      const later = cutCss(shell.rest, SHEET_LENGTH).map((part) => emit('style-later.css', part));
      delete bundle[sheet.fileName];
      const builtHref = `${base}${sheet.fileName}`;
      // The <link> Vite wrote for the one sheet, repeated for each first sheet in its place.
      const tag = String(html.source)
        .split('\n')
        .find((line) => line.includes('rel="stylesheet"') && line.includes(`href="${builtHref}"`))
        ?.trim();
      if (!tag) this.error(`defer-antd-css: index.html does not link ${sheet.fileName}`);
      html.source = String(html.source)
        .replace(tag, first.map((href) => tag.replace(builtHref, href)).join('\n    '))
        .replace(
          '</head>',
          `  <meta name="${SHELL_STYLESHEET_META}" content="${shellSheets.join(' ')}">\n` +
            `    <meta name="${DEFERRED_STYLESHEETS_META}" content="${later.join(' ')}">\n  </head>`,
        );
      const kb = (text: string) => `${Math.round(text.length / 1024)} KB`;
      this.info(
        `stylesheet: ${kb(login.css)} first in ${first.length}, ${kb(shell.css)} the shell's in ${shellSheets.length}, ${kb(shell.rest)} later in ${later.length}`,
      );
    },
  };
}

/** How many times slower than an idle machine the unit and component tests may run (see `test`). */
const testTimeScale =
  Number(process.env.TEST_TIME_SCALE) ||
  Math.min(8, Math.max(1, Math.ceil(loadavg()[0] / availableParallelism())));

/**
 * The boot stages' and the shell's chunks (scripts/build/chunkPlan.ts) are planned on a build of the
 * same sources, not written: which modules each page needs shows only in the chunks Rolldown makes
 * after tree-shaking. The module graph its chunking sees holds every import as written, and an import
 * of antd's index reaches all of antd.
 */
async function planChunksByBuild(mode: string): Promise<ChunkPlan> {
  const config = portalConfig();
  const result = await viteBuild({
    ...config,
    configFile: false,
    mode,
    logLevel: 'warn',
    build: { ...config.build, write: false, minify: false, reportCompressedSize: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === 'chunk');
  return planChunks(chunks, PORTAL_CHUNK_ROOTS);
}

// Absolute base so deep links (/worker/query) load their assets; a sub-path deploy sets VITE_BASE=/portal/.
const portalConfig = (chunks?: ChunkPlan): UserConfig => ({
  base: process.env.VITE_BASE ?? '/',
  plugins: [
    react(),
    commonJsAsEsm(),
    runtimeConfig(),
    demoPdfFont(),
    narrowAntdImports(),
    antdThemeCss(),
    antdZeroRuntimeStyles(),
    antdMapToken(),
    chunkMap(),
    preloadBootStages(),
    deferAntdCss(),
    eagerCompileFirstScreen(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173 },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    // A lazy page's modules are found by the browser as it loads them, not announced with a
    // <link rel=modulepreload> each: for the shell and /home those were some seventy links inserted from
    // script, about 50 ms of main thread on every landing (Lighthouse mobile counts it as blocking).
    // The entry's own modules are still preloaded from index.html.
    modulePreload: {
      // Every browser the portal supports (es2022) knows modulepreload; one without it loads the
      // modules as they are imported, without the polyfill's half a kilobyte.
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    // The portal's own styles (about 5 KB) ride in the one stylesheet: split per page, each lazy page
    // inserted a <link> from script and waited for it to load before its code ran.
    cssCodeSplit: false,
    rolldownOptions: chunks && {
      output: {
        codeSplitting: {
          groups: [
            {
              name: (id) =>
                chunks.stages.get(id) ??
                (chunks.shell.has(id) ? 'shell' : chunks.shared.has(id) ? 'shell-shared' : null),
              debugName: 'first load',
              // What the shell imports from the boot's and the login page's chunks stays there, and what a
              // stage imports from an earlier one.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['tests/setup.ts'],
    // Browser tests (tests/e2e) run under Playwright, never under vitest.
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/component/**/*.test.{ts,tsx}',
      'tests/lint/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
    ],
    // The files of a worker share one module graph and one jsdom: loading antd, the stand-in and a
    // fresh jsdom for each of some thirty files took as long as the tests themselves. tests/setup.ts
    // puts the shared state back (stand-in data, cookies, storage, handlers) before every test.
    isolate: false,
    // Limits catch a hung test; a slow machine must not trip them. They grow with the machine's load
    // when the run starts (a 2-core host busy with other work ran the suite five times slower), or
    // with TEST_TIME_SCALE; tests/setup.ts scales Testing Library's waits the same way.
    testTimeout: 60_000 * testTimeScale,
    hookTimeout: 30_000 * testTimeScale,
    env: { TEST_TIME_SCALE: String(testTimeScale) },
    css: false,
  },
});

export default defineConfig(async ({ command, mode, isPreview }) =>
  portalConfig(command === 'build' && !isPreview ? await planChunksByBuild(mode) : undefined),
);
