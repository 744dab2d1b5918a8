import { theme } from 'antd';
import antdFormatToken from 'antd/es/theme/util/alias';
import formatToken from '@/app/antdAliasToken';
import portalDefaultTheme, { precomputedAlgorithm } from '@/app/themeAlgorithm';
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

  it('refuses any other seed, naming what it changes', () => {
    expect(() => precomputedAlgorithm({ ...seed, colorPrimary: '#cf1322' })).toThrow(/colorPrimary/);
    expect(() => precomputedAlgorithm(theme.defaultSeed)).toThrow(/colorPrimary, colorSuccess/);
  });

  it("is antd's default theme in the build, derived from the build", () => {
    expect(portalDefaultTheme.getDerivativeToken(seed)).toBe(precomputedAlgorithm(seed));
  });
});

describe('the precomputed alias token', () => {
  const seed = { ...theme.defaultSeed, ...portalTheme.token };

  it("gives what antd's token hook formats for the portal's theme", () => {
    // As antd's getComputedToken calls it: the derived tokens with the provider's merged tokens.
    const input = { ...precomputedAlgorithm(seed), override: seed };
    const expected = antdFormatToken({ ...input });
    const formatted = formatToken({ ...input });
    expect(formatted).toEqual(expected);
    expect(formatted.colorTextPlaceholder).toBe('rgba(0, 0, 0, 0.55)');
    expect(formatted.boxShadow).toBe(expected.boxShadow);
  });

  it("refuses tokens other than the portal's", () => {
    const derived = precomputedAlgorithm(seed);
    expect(() => formatToken({ ...derived, override: { ...seed, colorBgLayout: '#000' } })).toThrow(/portal/);
    expect(() => formatToken({ ...derived, colorPrimary: '#cf1322', override: seed })).toThrow(/portal/);
  });
});
