import { describe, expect, it } from 'vitest';
import { theme as antdTheme } from 'antd';
import { createTheme } from '@ant-design/cssinjs';
import { getComputedToken } from 'antd/es/theme/useToken';
import { presetPalettes } from '@ant-design/colors';
import { ANTD_MAP_TOKEN, antdMapToken, mapTokenModule } from '../../scripts/build/antdMapToken';
import { portalTheme } from '../../src/app/theme';
import { callHook } from './buildPlugin';

const plugin = antdMapToken();

/** The virtual module's exports, evaluated with `palettes` as @ant-design/colors' presetPalettes. */
function run(code: string, palettes: Record<string, string[]>) {
  const body = code
    .replace(/^import \{ presetPalettes \} from '@ant-design\/colors';$/m, '')
    .replaceAll('export const ', 'const ');
  return new Function('presetPalettes', `${body}\nreturn { seed, mapToken, aliasToken };`)(palettes) as {
    seed: Record<string, unknown>;
    mapToken: Record<string, unknown>;
    aliasToken: Record<string, unknown>;
  };
}

describe('antdMapToken', () => {
  it("exports the portal's seed and what antd's default algorithm derives from it, in its order", () => {
    const id = callHook(plugin, 'resolveId', {}, ANTD_MAP_TOKEN, undefined, {}) as string;
    const code = callHook(plugin, 'load', {}, id) as string;
    // The palettes as @ant-design/colors exports them, before antd's algorithm adds `pink` when it runs.
    const { pink: _addedByAntd, ...packagePalettes } = presetPalettes as Record<string, string[]>;
    const { seed, mapToken } = run(code, packagePalettes);
    expect(seed.colorPrimary).toBe(portalTheme.token.colorPrimary);
    expect(seed.fontSize).toBe(antdTheme.defaultSeed.fontSize);
    const derived = antdTheme.defaultAlgorithm({ ...antdTheme.defaultSeed, ...portalTheme.token });
    expect(JSON.stringify(mapToken)).toBe(JSON.stringify(derived));
    expect(mapToken.colorPrimary).toBe(portalTheme.token.colorPrimary);
    // The palettes come from the package, not written out a second time.
    expect(code).not.toContain('"blue-1"');
  });

  it("exports the alias token antd's token hook formats for the portal's theme, in its order", () => {
    const id = callHook(plugin, 'resolveId', {}, ANTD_MAP_TOKEN, undefined, {}) as string;
    const code = callHook(plugin, 'load', {}, id) as string;
    const { pink: _addedByAntd, ...packagePalettes } = presetPalettes as Record<string, string[]>;
    const { aliasToken } = run(code, packagePalettes);
    // As ConfigProvider's token hook computes it: the merged seed, derived, with the merged tokens laid over.
    const merged = { ...antdTheme.defaultSeed, ...portalTheme.token };
    const computed = getComputedToken(merged, { override: merged }, createTheme(antdTheme.defaultAlgorithm));
    expect(JSON.stringify(aliasToken)).toBe(JSON.stringify(computed));
    expect(aliasToken.colorTextSecondary).toBe(portalTheme.token.colorTextSecondary);
    // What formatToken derives beyond the map token (a shadow colour, the screen widths) is there too.
    expect(aliasToken.screenXL).toBe(1200);
    expect(aliasToken.colorFillContent).toBe(computed.colorFillContent);
    // Only what formatToken adds is written out: the map token is not there twice.
    expect(code.match(/"colorPrimaryBg"/g)).toHaveLength(1);
  });

  it("writes out a palette the package does not hold (a seed's own preset colour)", () => {
    const seed = { ...antdTheme.defaultSeed, blue: '#0000ff' };
    const derived = antdTheme.defaultAlgorithm(seed) as unknown as Record<string, unknown>;
    const code = mapTokenModule(seed, derived);
    expect(code).toContain(`"blue-1":"${String(derived['blue-1'])}"`);
    const { pink: _addedByAntd, ...packagePalettes } = presetPalettes as Record<string, string[]>;
    expect(JSON.stringify(run(code, packagePalettes).mapToken)).toBe(JSON.stringify(derived));
  });

  it('resolves and loads nothing else', () => {
    expect(callHook(plugin, 'resolveId', {}, 'antd', undefined, {})).toBeUndefined();
    expect(callHook(plugin, 'load', {}, '/app/src/main.tsx')).toBeUndefined();
  });
});
