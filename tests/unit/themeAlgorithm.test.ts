import { theme } from 'antd';
import { precomputedAlgorithm } from '@/app/themeAlgorithm';
import { portalTheme } from '@/app/theme';

describe('the precomputed antd algorithm', () => {
  const seed = { ...theme.defaultSeed, ...portalTheme.token };

  it('gives what antd derives for the portal seed, without deriving it', () => {
    const first = precomputedAlgorithm(seed);
    expect(first).toEqual(theme.defaultAlgorithm(seed));
    expect(first.colorPrimary).toBe('#0958d9');
    // The build's object itself: nothing computed at run time.
    expect(precomputedAlgorithm({ ...seed })).toBe(first);
  });

  it('derives any other seed as antd would', () => {
    const other = { ...seed, colorPrimary: '#cf1322' };
    expect(precomputedAlgorithm(other)).toEqual(theme.defaultAlgorithm(other));
    expect(precomputedAlgorithm(other).colorPrimary).toBe('#cf1322');
  });
});
