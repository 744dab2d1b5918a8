import type { Plugin, Rolldown } from 'vite';
import { antdUsage, cutCss, partitionAntdCss, prefixesAskedBy } from '../antd-css/trim.ts';
import {
  DEFERRED_STYLESHEETS_META,
  FIRST_SCREEN_MODULES,
  SHELL_POPUP_MODULES,
  SHELL_SCREEN_MODULES,
  SHELL_STYLESHEET_META,
} from '../../src/app/boot/deferredStyles.ts';
import { firstScreenChunks } from './firstScreen.ts';

/**
 * Size (characters) of each stylesheet: its parse stays a short task of its own. In Lighthouse's mobile
 * runs, under contention, the render-blocking sheet's 119 KB were parsed in one task of 28-35 ms on
 * /login and /home, and each later sheet of 100 KB in one of 13-38 ms after /login's first screen,
 * inside the window whose tasks Lighthouse counts.
 */
export const SHEET_LENGTH = 50_000;

/**
 * The build's stylesheet in three parts (src/app/boot/deferredStyles.ts), each cut in sheets of about
 * `sheetLength`. index.html links, render-blocking, the portal's own rules and antd's for the
 * components the chunks of the entry, the boot stages and the login page hold (with all they import
 * statically); the rules the shell's and the home page's chunks add, with their popups'
 * (SHELL_POPUP_MODULES, loaded at a first use), go to the shell's sheets, and those
 * of every other antd component to the later sheets, both named in <meta>s that the app reads. Each
 * sheet is emitted with a hash of its own content. Needs `cssCodeSplit: false` (one sheet to cut).
 */
export function deferAntdCss(sheetLength = SHEET_LENGTH): Plugin {
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
      if (html?.type !== 'asset' || sheets.length !== 1)
        this.error('defer-antd-css: expected index.html and one stylesheet (cssCodeSplit: false)');
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
      const shell = partitionAntdCss(
        login.rest,
        usage,
        prefixesOf(firstScreenChunks(bundle, [...FIRST_SCREEN_MODULES, ...SHELL_POPUP_MODULES])),
      );
      const emit = (name: string, source: string) =>
        base + this.getFileName(this.emitFile({ type: 'asset', name, source }));
      const first = cutCss(login.css, sheetLength).map((part) => emit('style.css', part));
      const shellSheets = cutCss(shell.css, sheetLength).map((part) => emit('style-shell.css', part));
      const later = cutCss(shell.rest, sheetLength).map((part) => emit('style-later.css', part));
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
