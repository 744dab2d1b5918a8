// The build ships only the antd rules of components the app can render (scripts/antd-css/trim.ts,
// used by vite.config.ts). These tests make sure no rendered component can lose its styles to that.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  antdUsage,
  cutCss,
  partitionAntdCss,
  prefixesAskedBy,
  prefixOfClass,
  trimAntdCss,
  unownedAntdClasses,
  type AntdUsage,
} from '../../scripts/antd-css/trim';
import { expectEvery } from '../helpers/lists';

// vitest runs from the project's root (jsdom gives import.meta.url no file scheme).
const root = process.cwd();
const usage = antdUsage(root);
const prefixes = [...usage.prefixOwners.keys()];
const sheet = readFileSync(join(root, 'node_modules/antd/dist/antd.css'), 'utf8');
const trimmed = trimAntdCss(sheet, usage);

/** Selectors of the style rules in a sheet (inside @media too; @keyframes' steps carry no classes). */
function selectors(css: string): string[] {
  return [...css.matchAll(/([^{}]+)\{[^{}]*\}/g)].map(([, selector]) => selector.trim());
}

function prefixesIn(selector: string): string[] {
  return [...selector.matchAll(/\.(ant-[\w-]+)/g)]
    .map(([, className]) => prefixOfClass(className, prefixes))
    .filter((prefix) => prefix !== undefined);
}

describe('antd components the app can render', () => {
  it('starts from what the app imports, values only', () => {
    for (const dir of [
      'button',
      'table',
      'form',
      'date-picker',
      'select',
      'modal',
      'message',
      'upload',
      'menu',
    ])
      expect(usage.roots).toContain(dir);
    // src/app/theme.ts imports only the ThemeConfig type; antd's theme module is reached through components.
    expect(usage.reached).toContain('theme');
  });

  it('follows antd’s own imports to the components they render', () => {
    // Timeline renders Steps, Table's filters render Tree, Checkbox and Radio; Upload's list Progress.
    for (const prefix of ['steps', 'tree', 'checkbox', 'radio', 'progress', 'btn', 'wave'])
      expect(usage.usedPrefixes).toContain(prefix);
  });

  it('knows whose every antd class is, but for the global motion, wave and token classes', () => {
    const unowned = unownedAntdClasses(sheet, usage);
    expect(
      unowned.filter((name) => !/^ant-(fade|zoom|move|slide|motion|css-var|button-wrapper)\b/.test(name)),
    ).toEqual([]);
  });

  it('places a class under its longest prefix', () => {
    expect(prefixOfClass('ant-select-tree-node', prefixes)).toBe('select-tree');
    expect(prefixOfClass('ant-select-selector', prefixes)).toBe('select');
    expect(prefixOfClass('ant-input-number-handler', prefixes)).toBe('input-number');
    expect(prefixOfClass('ant-color-picker-trigger', prefixes)).toBe('color-picker');
    expect(prefixOfClass('ant-col-xs-24', prefixes)).toBe('col');
    expect(prefixOfClass('ant-slide-up-enter', prefixes)).toBeUndefined();
  });
});

describe('the trimmed antd stylesheet', () => {
  it('keeps every rule of every component the app can render', () => {
    const rulesPerPrefix = (css: string) => {
      const counts = new Map<string, number>();
      for (const selector of selectors(css))
        for (const prefix of new Set(prefixesIn(selector))) counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
      return counts;
    };
    const original = rulesPerPrefix(sheet);
    const kept = rulesPerPrefix(trimmed.css);
    for (const prefix of usage.usedPrefixes)
      expect({ prefix, rules: kept.get(prefix) }).toEqual({ prefix, rules: original.get(prefix) });
    const everywhere = [
      'btn',
      'table',
      'picker',
      'select',
      'menu',
      'form',
      'modal',
      'message',
      'upload',
      'tabs',
    ];
    for (const prefix of [...everywhere, 'tag', 'input', 'pagination', 'tooltip', 'image', 'steps', 'drawer'])
      expect(kept.get(prefix)).toBeGreaterThan(0);
  });

  it('has no rule of its own left for components the app never renders', () => {
    const unused = ['carousel', 'tour', 'color-picker', 'transfer', 'mentions', 'splitter', 'notification'];
    for (const prefix of unused) expect(usage.usedPrefixes).not.toContain(prefix);
    const owners = selectors(trimmed.css).map((selector) => new Set(prefixesIn(selector)));
    for (const prefix of unused)
      expect(owners.filter((owned) => owned.size > 0 && [...owned].every((p) => p === prefix))).toEqual([]);
  });

  it('keeps the keyframes, the token blocks and the rules without antd classes', () => {
    const count = (css: string, pattern: RegExp) => (css.match(pattern) ?? []).length;
    expect(count(trimmed.css, /@keyframes /g)).toBe(count(sheet, /@keyframes /g));
    expect(count(trimmed.css, /\.ant-css-var\{/g)).toBe(count(sheet, /\.ant-css-var\{/g));
    const plain = (css: string) => selectors(css).filter((selector) => !selector.includes('.ant-')).length;
    expect(plain(trimmed.css)).toBe(plain(sheet));
  });

  it('is much smaller than the whole sheet', () => {
    expect(trimmed.kept).toBeLessThan(trimmed.total * 0.85);
    expect(trimmed.css.length).toBeLessThan(sheet.length * 0.85);
    expect(gzipSync(trimmed.css).length).toBeLessThan(gzipSync(sheet).length * 0.88);
  });

  it('walks @media blocks rule by rule and drops the ones left empty', () => {
    const only: AntdUsage = {
      dirs: ['button', 'tour'],
      roots: new Set(['button']),
      reached: new Set(['button']),
      usedPrefixes: new Set(['btn']),
      prefixOwners: new Map([
        ['btn', ['button']],
        ['tour', ['tour']],
      ]),
    };
    const css =
      '.ant-btn{color:red}.ant-tour{color:blue}.ant-tour .ant-btn{margin:0}' +
      '@media (max-width: 575px){.ant-tour-inner{width:100%}}' +
      '@media (hover: hover){.ant-tour-inner{color:red}.ant-btn:hover{color:blue}}' +
      '@keyframes antFadeIn{0%{opacity:0}100%{opacity:1}}' +
      'a[href^="x{"]{color:red}.ant-fade-enter{opacity:0}';
    expect(trimAntdCss(css, only)).toEqual({
      css:
        '.ant-btn{color:red}.ant-tour .ant-btn{margin:0}' +
        '@media (hover: hover){.ant-btn:hover{color:blue}}' +
        '@keyframes antFadeIn{0%{opacity:0}100%{opacity:1}}' +
        'a[href^="x{"]{color:red}.ant-fade-enter{opacity:0}',
      kept: 5,
      total: 8,
    });
  });
});

describe('the stylesheet split for the first screen', () => {
  const only: AntdUsage = {
    dirs: ['button', 'tour'],
    roots: new Set(['button', 'tour']),
    reached: new Set(['button', 'tour']),
    usedPrefixes: new Set(['btn', 'tour']),
    prefixOwners: new Map([
      ['btn', ['button']],
      ['tour', ['tour']],
    ]),
  };

  it('keeps the first screen’s rules first and moves the others, in order, inside their @media', () => {
    const css =
      '.ant-btn{color:red}.ant-tour{color:blue}.ant-tour .ant-btn{margin:0}' +
      '@media (hover: hover){.ant-tour-inner{color:red}.ant-btn:hover{color:blue}}' +
      '@keyframes antFadeIn{0%{opacity:0}100%{opacity:1}}.ant-tour-arrow{top:0}a{color:red}';
    expect(partitionAntdCss(css, only, new Set(['btn']))).toEqual({
      css:
        '.ant-btn{color:red}.ant-tour .ant-btn{margin:0}@media (hover: hover){.ant-btn:hover{color:blue}}' +
        '@keyframes antFadeIn{0%{opacity:0}100%{opacity:1}}a{color:red}',
      rest: '.ant-tour{color:blue}@media (hover: hover){.ant-tour-inner{color:red}}.ant-tour-arrow{top:0}',
      kept: 4,
      total: 7,
    });
  });

  it('loses no rule of the whole sheet between the two parts', () => {
    const first = prefixesAskedBy([join(root, 'node_modules/antd/es/button/Button.js')], usage);
    expect(first.has('btn')).toBe(true);
    expect(first.has('table')).toBe(false);
    const split = partitionAntdCss(trimmed.css, usage, first);
    expect(split.kept + selectors(split.rest).length).toBe(split.total);
    expect(split.css.length).toBeLessThan(trimmed.css.length / 2);
    // Each moved rule has an owner, none of them a component of the first screen.
    expectEvery(
      selectors(split.rest),
      (selector) => {
        const owners = prefixesIn(selector);
        return owners.length > 0 && !owners.some((prefix) => first.has(prefix));
      },
      'rules moved out of the first screen',
    );
  });

  it('cuts a sheet between top-level rules into parts of the given length', () => {
    const css = '.a{color:red}@media (hover: hover){.b{color:blue}.c{x:y}}.d{e:f}';
    const parts = cutCss(css, 20);
    expect(parts.join('')).toBe(css);
    expect(parts).toEqual(['.a{color:red}', '@media (hover: hover){.b{color:blue}.c{x:y}}', '.d{e:f}']);
  });

  it('reads past comments, with their quotes and braces, as an unminified build writes them', () => {
    const css = "/* the portal's own { */.a{color:red}/* } */.ant-tour{color:blue}";
    expect(cutCss(css, 10).join('')).toBe(css);
    expect(partitionAntdCss(css, only, new Set(['btn'])).rest).toBe('/* } */.ant-tour{color:blue}');
  });
});
