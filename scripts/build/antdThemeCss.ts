import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { theme as antdTheme } from 'antd';
import { ANTD_CSS_VAR_KEY, portalTheme, THEMED_BY_PROPERTY } from '../../src/app/theme.ts';
import { antdUsage, trimAntdCss } from '../antd-css/trim.ts';

export const ANTD_THEME_CSS = 'virtual:antd-theme.css';

const PRESET_PALETTE =
  /^--ant-(blue|geekblue|cyan|purple|magenta|red|volcano|orange|gold|yellow|lime|green|pink)(-|$)/;

const css = (value: unknown) => String(value).replace(/\s+/g, '').toLowerCase();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * antd's prebuilt sheet in the portal's theme: every value the portal's seed tokens change (the
 * primary colour's palette, link and text greys, corner radii, fonts) swapped for the portal's own, as
 * antd's runtime would compute it; the preset colour palettes (--ant-blue-1..10 for blue tags) change
 * only where the theme names a shade (green7). The global tokens are declared on :root as well.
 */
export function recolourAntdCss(sheet: string): string {
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
    else if (typeof value === 'number' && /^borderRadius/.test(token)) radii.set(`${before}px`, `${value}px`);
  }
  const radius = new RegExp(`(?<![\\d.])(${[...radii.keys()].map(escape).join('|')})`, 'g');
  // The global tokens also on :root, for what antd styles outside its components (links' focus ring).
  const globalTokens = new RegExp(`(^|})\\.${ANTD_CSS_VAR_KEY}\\{`);
  // The sheet also declares the tokens of two providers antd nests in its own panels when it builds
  // the sheet (.css-var-_R_29n_: popups without motion, 12 KB each); no element of the portal has
  // their keys, whose providers get theirs from the portal's tree. Render-blocking on every load.
  const otherProvidersTokens = /(?<=^|\})\.(css-var-[\w-]+)\{[^{}]*\}/g;
  // Declaration by declaration: custom properties and plain ones ("color:#1677ff").
  return sheet
    .replace(otherProvidersTokens, (rule, key: string) => (key === ANTD_CSS_VAR_KEY ? rule : ''))
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
}

/**
 * `virtual:antd-theme.css`: antd's prebuilt stylesheet (zero-runtime mode, src/app/AppProviders.tsx)
 * in the portal's theme. A build keeps only the rules of the components the app can render
 * (scripts/antd-css/trim.ts): the sheet is render-blocking, and every rule is parsed and matched on
 * every load. The dev server serves the whole sheet, so a component a page starts importing is styled
 * without a restart.
 */
export function antdThemeCss(): Plugin {
  const resolved = '\0antd-theme.css';
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
    resolveId: (source) => (source === ANTD_THEME_CSS ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      const whole = readFileSync(fileURLToPath(import.meta.resolve('antd/dist/antd.css')), 'utf8');
      if (!trim) return recolourAntdCss(whole);
      const trimmed = trimAntdCss(whole, antdUsage(root));
      const kb = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`;
      const gzipKb = (text: string) => `${(gzipSync(text).length / 1024).toFixed(0)} KB`;
      logger?.info(
        `antd css: kept ${trimmed.kept} of ${trimmed.total} rules, ${kb(whole)} → ${kb(trimmed.css)} raw, ` +
          `${gzipKb(whole)} → ${gzipKb(trimmed.css)} gzip`,
      );
      return recolourAntdCss(trimmed.css);
    },
  };
}
