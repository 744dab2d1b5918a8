// The algorithm itself, not antd's `theme` object (which brings the dark and compact ones along).
import defaultAlgorithm from 'antd/es/theme/themes/default';
import type { MappingAlgorithm } from 'antd/es/theme/interface';
import { mapToken, seed as buildSeed } from 'virtual:antd-map-token';

/**
 * antd's default algorithm, answered from the build for the portal's own seed (the same result without
 * deriving a dozen colour palettes inside the first render); any other seed is derived as usual.
 */
export const precomputedAlgorithm: MappingAlgorithm = (seed) =>
  (Object.keys(buildSeed) as (keyof typeof seed)[]).every((key) => seed[key] === buildSeed[key])
    ? mapToken
    : defaultAlgorithm(seed);
