import { createTheme } from '@ant-design/cssinjs';
import type { MappingAlgorithm } from 'antd/es/theme/interface';
import { mapToken, seed as buildSeed } from 'virtual:antd-map-token';

/**
 * antd's default algorithm, answered from the build for the portal's seed: the portal has one theme
 * (src/app/theme.ts) and no theme switching, so neither antd's palette generation nor its colour maths
 * ride in the boot. A nested provider that changed a seed token would need them: it fails here, in
 * development and the tests as in the build, rather than show colours the build did not compute.
 */
export const precomputedAlgorithm: MappingAlgorithm = (seed) => {
  const changed = (Object.keys(buildSeed) as (keyof typeof seed)[]).filter(
    (key) => seed[key] !== buildSeed[key],
  );
  if (changed.length)
    throw new Error(
      `antd theme: only the portal's seed (src/app/theme.ts) is derived, at build time; this one changes ${changed.join(', ')}`,
    );
  return mapToken;
};

/**
 * antd's default theme (antd/es/theme/context.js, pointed here by vite.config.ts) on the precomputed
 * algorithm: what useToken falls back to without a provider's theme, and ConfigProvider without an algorithm.
 */
export default createTheme(precomputedAlgorithm);
