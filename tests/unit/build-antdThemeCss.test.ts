import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANTD_THEME_CSS, antdThemeCss, recolourAntdCss } from '../../scripts/build/antdThemeCss';
import { ANTD_CSS_VAR_KEY, portalTheme } from '../../src/app/theme';
import { callHook } from './buildPlugin';

// antd's own sheet in small: its token block, the block of a provider it nests in its panels, a rule.
const sheet =
  `.${ANTD_CSS_VAR_KEY}{--ant-color-primary:#1677ff;--ant-border-radius:6px;--ant-font-family:Arial;` +
  `--ant-blue-6:#1677ff;--ant-green-7:#389e0d;--ant-color-text-placeholder:rgba(0,0,0,0.25)}` +
  `.css-var-_R_29n_{--ant-color-primary:#1677ff}` +
  `.ant-btn{color:#1677ff;border-radius:6px;padding:6px 15px;margin:16px}`;

describe("antd's sheet in the portal's theme", () => {
  const recoloured = recolourAntdCss(sheet);

  it("swaps every value the portal's seed changes, custom property or plain", () => {
    expect(recoloured).toContain(`--ant-color-primary:${portalTheme.token.colorPrimary}`);
    expect(recoloured).toContain(`--ant-border-radius:${portalTheme.token.borderRadius}px`);
    expect(recoloured).toContain(
      `.ant-btn{color:${portalTheme.token.colorPrimary};border-radius:${portalTheme.token.borderRadius}px;padding:6px 15px;margin:16px}`,
    );
    expect(recoloured).not.toContain('#1677ff;--ant-border');
  });

  it('sets fonts, the shades the theme names and its THEMED_BY_PROPERTY by their property', () => {
    expect(recoloured).toContain(`--ant-font-family:${portalTheme.token.fontFamily}`);
    expect(recoloured).toContain(`--ant-green-7:${portalTheme.token.green7}`);
    expect(recoloured).toContain(`--ant-color-text-placeholder:${portalTheme.token.colorTextPlaceholder}`);
  });

  it("keeps the preset palettes' other shades, blue tags' blue", () => {
    expect(recoloured).toContain('--ant-blue-6:#1677ff');
  });

  it("declares the global tokens on :root too, and drops the tokens of antd's own nested providers", () => {
    expect(recoloured.startsWith(`:root,.${ANTD_CSS_VAR_KEY}{`)).toBe(true);
    expect(recoloured).not.toContain('css-var-_R_29n_');
  });
});

describe('the virtual stylesheet', () => {
  const load = (command: 'serve' | 'build') => {
    const plugin = antdThemeCss();
    const logged: string[] = [];
    callHook(
      plugin,
      'configResolved',
      {},
      { command, root: process.cwd(), logger: { info: (line: string) => logged.push(line) } },
    );
    const id = callHook(plugin, 'resolveId', {}, ANTD_THEME_CSS, undefined, {}) as string;
    return { css: callHook(plugin, 'load', {}, id) as string, logged };
  };
  const whole = readFileSync(join(process.cwd(), 'node_modules/antd/dist/antd.css'), 'utf8');

  it("is antd's whole sheet recoloured under the dev server", () => {
    expect(load('serve').css === recolourAntdCss(whole)).toBe(true);
  });

  it('keeps only the rules of the components the app renders in a build, and says so', () => {
    const { css, logged } = load('build');
    expect(css.length).toBeLessThan(recolourAntdCss(whole).length * 0.9);
    // Booleans: a failing match would print the whole sheet.
    expect(css.includes(`--ant-color-primary:${portalTheme.token.colorPrimary}`)).toBe(true);
    expect(css.includes('.ant-btn{')).toBe(true);
    expect(css.includes('.ant-tour{')).toBe(false);
    expect(whole.includes('.ant-tour{')).toBe(true);
    expect(logged).toEqual([expect.stringMatching(/^antd css: kept \d+ of \d+ rules/)]);
  });

  it('resolves and loads nothing else', () => {
    const plugin = antdThemeCss();
    expect(callHook(plugin, 'resolveId', {}, 'antd/dist/antd.css', undefined, {})).toBeUndefined();
    expect(callHook(plugin, 'load', {}, '/app/src/index.css')).toBeUndefined();
  });
});
