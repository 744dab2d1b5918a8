import { describe, expect, it } from 'vitest';
import { preloadBootStages } from '../../scripts/build/preloadBootStages';
import { callHook } from './buildPlugin';
import { portalBundle } from './buildBundle';

const html = (base: string) =>
  `<head>\n    <script type="module" crossorigin src="${base}assets/index.js"></script>\n` +
  `    <link rel="modulepreload" crossorigin href="${base}assets/vendor.js">\n  </head>`;

function transform(base: string, bundle?: Record<string, unknown>): string {
  const plugin = preloadBootStages();
  callHook(plugin, 'configResolved', {}, { base });
  return callHook(plugin, 'transformIndexHtml', {}, html(base), { bundle }) as string;
}

const preloaded = (page: string) =>
  [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(([, href]) => href);

describe('preloadBootStages', () => {
  it("preloads every boot stage's chunk and all it imports, once, in index.html's head", () => {
    const page = transform('/', portalBundle());
    expect(preloaded(page)).toEqual([
      '/assets/vendor.js',
      '/assets/reactDom.js',
      '/assets/scheduler.js',
      '/assets/router.js',
    ]);
    expect(page.endsWith('</head>')).toBe(true);
  });

  it('preloads neither the demo stand-in nor the pages the stages load on demand', () => {
    const page = transform('/', portalBundle());
    for (const file of ['mocks', 'LoginPage', 'shell', 'HomePage', 'ListPage', 'http'])
      expect(page).not.toContain(`assets/${file}.js`);
  });

  it('writes the links under the configured base', () => {
    expect(preloaded(transform('/portal/', portalBundle()))).toEqual([
      '/portal/assets/vendor.js',
      '/portal/assets/reactDom.js',
      '/portal/assets/scheduler.js',
      '/portal/assets/router.js',
    ]);
  });

  it('leaves the dev server its page', () => {
    expect(transform('/')).toBe(html('/'));
  });
});
