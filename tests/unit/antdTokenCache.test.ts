// antd's token hook takes its tokens from src/app/antdTokenCache.ts (vite.config.ts). These tests hold
// it to cssinjs's own useCacheToken, called with the arguments antd 6's useToken passes it.
import { createElement, useContext, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { useCacheToken as cssinjsCacheToken } from '@ant-design/cssinjs';
import ConfigProvider from 'antd/es/config-provider';
import { defaultTheme, DesignTokenContext } from 'antd/es/theme/context';
import defaultSeedToken from 'antd/es/theme/themes/seed';
import { getComputedToken, ignore, unitless } from 'antd/es/theme/useToken';
import version from 'antd/es/version';
import type { ThemeConfig } from 'antd';
import { useCacheToken } from '../../src/app/antdTokenCache';
import { ANTD_CSS_VAR_KEY, portalTheme } from '../../src/app/theme';
import { precomputedAlgorithm } from '../../src/app/themeAlgorithm';

// antd's ES modules read antd/es's contexts ('antd' is its CommonJS build under vitest).
const themed =
  (theme: ThemeConfig) =>
  ({ children }: { children: ReactNode }) =>
    createElement(ConfigProvider, { theme }, children);
const portal = themed({
  ...portalTheme,
  algorithm: precomputedAlgorithm,
  zeroRuntime: true,
  cssVar: { key: ANTD_CSS_VAR_KEY },
});

type Args = Parameters<typeof useCacheToken>;
type Tokens = Record<string, unknown>;
/** What the hook gives antd: tokens as CSS variables, hash class, tokens, CSS text, cssVar key. */
type Result = [Tokens, string, Tokens, string, string];

/**
 * The arguments antd/es/theme/useToken.js passes, built from its context as it does, afresh each call
 * (but its `preserve`, which antd does not export: the hook hands it on as cssinjs would).
 */
function useArgs(): Args {
  const { token, hashed, theme, override, cssVar } = useContext(DesignTokenContext);
  return [
    theme ?? defaultTheme,
    [defaultSeedToken, token],
    {
      salt: `${version}-${hashed || ''}`,
      override,
      getComputedToken: getComputedToken as NonNullable<Args[2]>['getComputedToken'],
      cssVar: { prefix: cssVar?.prefix ?? 'ant', key: cssVar?.key ?? 'css-var-root', unitless, ignore },
    },
  ];
}

const useBoth = () => ({
  cssinjs: cssinjsCacheToken(...useArgs()) as unknown as Result,
  portal: useCacheToken(...useArgs()) as unknown as Result,
  again: useCacheToken(...useArgs()) as unknown as Result,
});

/** The <style> elements that declare the portal's token variables. */
const tokenStyles = () =>
  [...document.head.querySelectorAll('style')].filter((style) =>
    style.textContent?.includes(`.${ANTD_CSS_VAR_KEY}{`),
  ).length;

describe("the portal's token cache", () => {
  it('gives antd the tokens, hash and CSS-variable tokens cssinjs computes for the portal’s theme', () => {
    const { cssinjs, portal: ours, again } = renderHook(useBoth, { wrapper: portal }).result.current;
    const [cssVarToken, hashCls, realToken, , key] = ours;
    expect(hashCls).toBe(cssinjs[1]);
    expect(hashCls).toMatch(/^css-/);
    expect(key).toBe(ANTD_CSS_VAR_KEY);
    expect(realToken).toEqual(cssinjs[2]);
    expect(realToken.colorPrimary).toBe('#0958d9');
    expect({ ...cssVarToken }).toEqual({ ...cssinjs[0] });
    expect(cssVarToken.colorPrimary).toBe('var(--ant-color-primary)');
    // Computed once: every later caller gets the same objects.
    expect(again).toBe(ours);
  });

  it('injects no <style> of CSS variables, which the built stylesheet declares', () => {
    const before = tokenStyles();
    const { result } = renderHook(() => useCacheToken(...useArgs()), { wrapper: portal });
    expect(result.current[3]).toBe('');
    expect(tokenStyles()).toBe(before);
  });

  it("leaves a nested provider's own CSS-variable scope to cssinjs", () => {
    const nested = themed({
      ...portalTheme,
      algorithm: precomputedAlgorithm,
      cssVar: { key: 'css-var-nested' },
    });
    const { cssinjs, portal: ours } = renderHook(useBoth, { wrapper: nested }).result.current;
    expect(ours).toEqual(cssinjs);
    expect(ours[4]).toBe('css-var-nested');
    expect(ours[2].colorPrimary).toBe('#0958d9');
  });

  it('refuses a theme with other colours: the portal has one, derived at build time', () => {
    const other = themed({
      token: { ...portalTheme.token, colorPrimary: '#722ed1' },
      algorithm: precomputedAlgorithm,
      cssVar: { key: 'css-var-other' },
    });
    expect(() => renderHook(() => useCacheToken(...useArgs()), { wrapper: other })).toThrow(/colorPrimary/);
  });
});
