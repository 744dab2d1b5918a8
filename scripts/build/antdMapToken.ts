import type { Plugin } from 'vite';
import { theme as antdTheme } from 'antd';
import { presetPalettes } from '@ant-design/colors';
import { portalTheme } from '../../src/app/theme.ts';

export const ANTD_MAP_TOKEN = 'virtual:antd-map-token';

/**
 * The palette tokens antd's algorithm writes for each colour (`blue-1`, `blue1`, … `blue10`), in its
 * order, each `[token colour, palette]` read from the palettes by that palette's name.
 */
const paletteTokens = (colours: readonly [string, string][], palettes: Record<string, readonly string[]>) =>
  Object.fromEntries(
    colours.flatMap(([name, palette]) =>
      palettes[palette].flatMap((color, i) => [
        [`${name}-${i + 1}`, color],
        [`${name}${i + 1}`, color],
      ]),
    ),
  );

/**
 * The module's code: the map token as written, except the preset colours' palettes, which it takes from
 * @ant-design/colors (antd's algorithm has them there already, in every first load): a run of 260 tokens
 * that were 1.1 KB of the boot's gzip twice over. Where the palettes differ (a seed changes a preset
 * colour), the whole token is written out.
 */
export function mapTokenModule(
  seed: object,
  mapToken: Record<string, unknown>,
  aliasToken: Record<string, unknown> = mapToken,
): string {
  const keys = Object.keys(mapToken);
  // The colours in the token's order (antd's preset colours), each from the package's first palette
  // with its values: antd's algorithm adds `pink` (magenta's old name) to the package's palettes only
  // when it runs, which in the browser it does not.
  const sameColours = (a: readonly string[], b: readonly string[]) => a.join() === b.join();
  const colours = keys.flatMap((key): [string, string][] => {
    const name = /^([a-z]+)-1$/.exec(key)?.[1];
    const tokens = name ? Array.from({ length: 10 }, (_, i) => mapToken[`${name}-${i + 1}`]) : [];
    const palette = Object.keys(presetPalettes).find((p) =>
      sameColours(presetPalettes[p], tokens as string[]),
    );
    return name && palette ? [[name, palette]] : [];
  });
  const palettes = paletteTokens(colours, presetPalettes);
  // A palette token the seed sets as well (the portal's green7) keeps the seed's place, as in antd's spread.
  const first = keys.indexOf(Object.keys(palettes)[0] ?? '');
  const last = keys.findLastIndex((key) => key in palettes);
  const written = (from: number, to?: number) =>
    Object.fromEntries(keys.slice(from, to).map((key) => [key, mapToken[key]]));
  const before = written(0, first);
  const after = written(last + 1);
  const rebuilt = JSON.stringify({ ...before, ...palettes, ...after });
  const declareSeed = `export const seed = ${JSON.stringify(seed)};\n`;
  const declareAlias = `\nexport const aliasToken = ${aliasTokenCode(mapToken, aliasToken)};`;
  if (first < 0 || rebuilt !== JSON.stringify(mapToken))
    return `${declareSeed}export const mapToken = ${JSON.stringify(mapToken)};${declareAlias}`;
  return (
    `import { presetPalettes } from '@ant-design/colors';\n${declareSeed}` +
    `const paletteTokens = ${paletteTokens.toString()};\n` +
    `export const mapToken = { ...${JSON.stringify(before)}, ...paletteTokens(${JSON.stringify(colours)}, presetPalettes), ...${JSON.stringify(after)} };` +
    declareAlias
  );
}

/**
 * The alias token as code: the map token with what antd's `formatToken` adds or changes, when that
 * keeps antd's key order (the map token's keys first, as formatToken spreads it), else written out.
 */
function aliasTokenCode(mapToken: Record<string, unknown>, aliasToken: Record<string, unknown>): string {
  const added = Object.fromEntries(
    Object.entries(aliasToken).filter(([key, value]) => !(key in mapToken) || mapToken[key] !== value),
  );
  const sameOrder = JSON.stringify({ ...mapToken, ...added }) === JSON.stringify(aliasToken);
  return sameOrder ? `{ ...mapToken, ...${JSON.stringify(added)} }` : JSON.stringify(aliasToken);
}

/**
 * `virtual:antd-map-token`: what antd's default algorithm derives from the portal's seed tokens
 * (colour palettes and sizes), and the alias token antd's token hook formats from it with the portal's
 * own token settings (`theme.getDesignToken`), computed here once instead of in every browser at
 * start-up, where they ran inside the first render (src/app/themeAlgorithm.ts, src/app/antdAliasToken.ts).
 */
export function antdMapToken(): Plugin {
  const resolved = '\0antd-map-token';
  return {
    name: 'antd-map-token',
    resolveId: (source) => (source === ANTD_MAP_TOKEN ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      const seed = { ...antdTheme.defaultSeed, ...portalTheme.token };
      return mapTokenModule(
        seed,
        antdTheme.defaultAlgorithm(seed) as unknown as Record<string, unknown>,
        antdTheme.getDesignToken(portalTheme) as unknown as Record<string, unknown>,
      );
    },
  };
}
