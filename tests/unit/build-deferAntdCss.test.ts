import { describe, expect, it } from 'vitest';
import { deferAntdCss } from '../../scripts/build/deferAntdCss';
import { DEFERRED_STYLESHEETS_META, SHELL_STYLESHEET_META } from '../../src/app/boot/deferredStyles';
import { callHook } from './buildPlugin';
import { portalBundle, root } from './buildBundle';

const SHEET = 'assets/index.css';
const sheet =
  '.portal-header{color:red}.ant-btn{color:blue}.ant-menu{color:green}.ant-table{color:black}' +
  '@media (max-width:600px){.ant-btn{margin:0}.ant-table{padding:0}}';
const html = '<head>\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n  </head>';

interface Asset {
  type: 'asset';
  fileName: string;
  source: string;
}

/** The plugin run on the portal's small build with one stylesheet: the bundle after, the emitted sheets by name. */
function defer(sheetLength: number, extra: Record<string, Asset> = {}) {
  const bundle: Record<string, unknown> = {
    ...portalBundle(),
    'index.html': { type: 'asset', fileName: 'index.html', source: html },
    [SHEET]: { type: 'asset', fileName: SHEET, source: sheet },
    ...extra,
  };
  const emitted: { name: string; source: string; fileName: string }[] = [];
  const context = {
    emitFile: (file: { name: string; source: string }) =>
      emitted.push({ ...file, fileName: `assets/${file.name.replace('.css', '')}-${emitted.length}.css` }) -
      1,
    getFileName: (ref: number) => emitted[ref].fileName,
    info: () => undefined,
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const plugin = deferAntdCss(sheetLength);
  callHook(plugin, 'configResolved', {}, { root, base: '/' });
  callHook(plugin, 'generateBundle', context, {}, bundle);
  const part = (name: string) => emitted.filter((file) => file.name === name);
  return {
    bundle,
    page: String((bundle['index.html'] as Asset).source),
    first: part('style.css'),
    shell: part('style-shell.css'),
    later: part('style-later.css'),
  };
}
const text = (sheets: { source: string }[]) => sheets.map((file) => file.source).join('');

describe('deferAntdCss', () => {
  it("puts /login's rules first, the shell's and /home's next, and every other component's later", () => {
    const { first, shell, later } = defer(50_000);
    expect(text(first)).toBe(
      '.portal-header{color:red}.ant-btn{color:blue}@media (max-width:600px){.ant-btn{margin:0}}',
    );
    expect(text(shell)).toBe('.ant-menu{color:green}');
    expect(text(later)).toBe('.ant-table{color:black}@media (max-width:600px){.ant-table{padding:0}}');
  });

  it('links the first sheets render-blocking in place of the one, and names the others in the metas', () => {
    const { bundle, page, first, shell, later } = defer(50_000);
    expect(bundle[SHEET]).toBeUndefined();
    const hrefs = (files: { fileName: string }[]) => files.map((file) => `/${file.fileName}`).join(' ');
    expect(page).toBe(
      '<head>\n' +
        first.map((file) => `    <link rel="stylesheet" crossorigin href="/${file.fileName}">\n`).join('') +
        `    <meta name="${SHELL_STYLESHEET_META}" content="${hrefs(shell)}">\n` +
        `    <meta name="${DEFERRED_STYLESHEETS_META}" content="${hrefs(later)}">\n  </head>`,
    );
  });

  it('cuts each part in sheets of about the given length, between rules', () => {
    const { first, page } = defer(30);
    expect(first.map((file) => file.source)).toEqual([
      '.portal-header{color:red}',
      '.ant-btn{color:blue}',
      '@media (max-width:600px){.ant-btn{margin:0}}',
    ]);
    expect(page.match(/rel="stylesheet"/g)).toHaveLength(3);
  });

  it('fails the build when there is more than one stylesheet to cut', () => {
    expect(() =>
      defer(50_000, { 'assets/page.css': { type: 'asset', fileName: 'assets/page.css', source: '' } }),
    ).toThrow(/one stylesheet/);
  });
});
