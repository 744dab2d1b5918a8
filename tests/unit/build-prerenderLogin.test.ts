import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { criticalCss, LOGIN_PAGE, loginPage, prerenderLogin } from '../../scripts/build/prerenderLogin';
import type { PrerenderedLogin } from '../../src/app/boot/prerender';
import { INLINED_SHEET_ATTRIBUTE } from '../../src/app/boot/deferredStyles';
import { PRERENDERED_LOGIN_ATTRIBUTE } from '../../src/app/boot/prerenderedLogin';
import { callHook } from './buildPlugin';

const indexHtml = [
  '<!doctype html>',
  '<html lang="zh-CN">',
  '  <head>',
  '    <title>企业自助服务平台</title>',
  '    <script type="module" crossorigin src="/assets/index.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/style-a.css">',
  '    <link rel="stylesheet" crossorigin href="/assets/style-b.css">',
  '    <link rel="modulepreload" crossorigin href="/assets/router.js">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

const screen: PrerenderedLogin = {
  markup: '<main class="page"><form><input class="ant-input" id="login-username"/></form></main>',
  title: '宁波市平台 - 登录',
  key: '["宁波市",false]',
};

const sheetA =
  'html,body,#root{height:100%}.page{display:flex}.ant-input{color:red}.ant-input:focus{color:blue}' +
  '.ant-input-status-error{color:orange}.ant-btn{color:green}';
const sheetB =
  '@media (max-width:600px){.page{padding:0}.ant-table{margin:0}}' +
  '@keyframes antZoomIn{0%{opacity:0}to{opacity:1}}@keyframes fade{0%{opacity:0}to{opacity:1}}' +
  '.ant-input::placeholder{animation:fade 1s}.ant-btn-loading{animation:antZoomIn 1s}';

describe('criticalCss', () => {
  const page = loginPage(indexHtml, screen, '');

  it("keeps the rules of the page's elements, their states and pseudo-elements, and no others", () => {
    expect(criticalCss(sheetA, page)).toBe(
      'html,body,#root{height:100%}.page{display:flex}.ant-input{color:red}.ant-input:focus{color:blue}',
    );
  });

  it('keeps media blocks with their matching rules only, and only the keyframes a kept rule names', () => {
    expect(criticalCss(sheetB, page)).toBe(
      '@media (max-width:600px){.page{padding:0}}@keyframes fade{0%{opacity:0}to{opacity:1}}' +
        '.ant-input::placeholder{animation:fade 1s}',
    );
  });
});

describe('loginPage', () => {
  const page = loginPage(indexHtml, screen, '.page{display:flex}');

  it('puts the markup in the root, marked with what it was rendered with, and the page title', () => {
    expect(page).toContain(
      `<div id="root" ${PRERENDERED_LOGIN_ATTRIBUTE}="[&quot;宁波市&quot;,false]">${screen.markup}</div>`,
    );
    expect(page).toContain('<title>宁波市平台 - 登录</title>');
  });

  it('inlines the rules before the sheets, which no longer block the first paint', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(
      `<style>.page{display:flex}</style>\n    <link media="print" ${INLINED_SHEET_ATTRIBUTE} rel="stylesheet" crossorigin href="/assets/style-a.css">`,
    );
    expect(head).toContain(
      `<link media="print" ${INLINED_SHEET_ATTRIBUTE} rel="stylesheet" crossorigin href="/assets/style-b.css">`,
    );
    expect(head).not.toMatch(/<link rel="stylesheet"/);
  });

  it('fetches the scripts at low priority: the first paint needs none of them', () => {
    expect(page).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
    expect(page).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/router.js">',
    );
  });

  it('fails on a page without its root or sheets', () => {
    expect(() => loginPage(indexHtml.replace('<div id="root"></div>', ''), screen, '')).toThrow(/root/);
    expect(() => loginPage(indexHtml.replace(/<link rel="stylesheet"[^>]*>/g, ''), screen, '')).toThrow(
      /stylesheet/,
    );
  });
});

describe('prerenderLogin', () => {
  it("emits login.html rendered with the build's config.json and the first sheets' rules it needs", async () => {
    const publicDir = mkdtempSync(join(tmpdir(), 'prerender-test-'));
    writeFileSync(join(publicDir, 'config.json'), '{"cityName":"宁波市"}');
    const rendered: string[] = [];
    const plugin = prerenderLogin((configJson) => {
      rendered.push(configJson);
      return Promise.resolve(screen);
    });
    const bundle = {
      'index.html': { type: 'asset', fileName: 'index.html', source: indexHtml },
      'assets/style-a.css': { type: 'asset', fileName: 'assets/style-a.css', source: sheetA },
      'assets/style-b.css': { type: 'asset', fileName: 'assets/style-b.css', source: sheetB },
    };
    const emitted: { fileName: string; source: string }[] = [];
    const context = {
      emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
      info: () => undefined,
      error: (message: string) => {
        throw new Error(message);
      },
    };
    callHook(plugin, 'configResolved', {}, { publicDir, base: '/' });
    await callHook(plugin, 'generateBundle', context, {}, bundle);
    expect(rendered).toEqual(['{"cityName":"宁波市"}']);
    expect(emitted.map((file) => file.fileName)).toEqual([LOGIN_PAGE]);
    const page = emitted[0].source;
    expect(page).toContain(`<div id="root" ${PRERENDERED_LOGIN_ATTRIBUTE}=`);
    const inline = /<style>(.*)<\/style>/.exec(page)?.[1];
    expect(inline).toContain('.ant-input:focus{color:blue}');
    expect(inline).toContain('@media (max-width:600px){.page{padding:0}}');
    expect(inline).not.toContain('.ant-btn');
    expect(bundle['index.html'].source).toBe(indexHtml);
  });
});
