import type { Plugin } from 'vite';
import { theme as antdTheme } from 'antd';
import { portalTheme } from '../../src/app/theme.ts';

export const ANTD_MAP_TOKEN = 'virtual:antd-map-token';

/**
 * `virtual:antd-map-token`: what antd's default algorithm derives from the portal's seed tokens
 * (colour palettes and sizes), computed here once instead of in every browser at start-up, where it
 * ran inside the first render (src/app/themeAlgorithm.ts, used by AppProviders).
 */
export function antdMapToken(): Plugin {
  const resolved = '\0antd-map-token';
  return {
    name: 'antd-map-token',
    resolveId: (source) => (source === ANTD_MAP_TOKEN ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      const seed = { ...antdTheme.defaultSeed, ...portalTheme.token };
      return `export const seed = ${JSON.stringify(seed)};\nexport const mapToken = ${JSON.stringify(antdTheme.defaultAlgorithm(seed))};`;
    },
  };
}
