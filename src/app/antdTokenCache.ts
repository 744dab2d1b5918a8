import hash from '@emotion/hash';
import { useCacheToken as useCacheTokenWithStyle } from '@ant-design/cssinjs';
import { transformToken } from '@ant-design/cssinjs/es/util/css-variables';
import { token2key } from '@ant-design/cssinjs/es/util';
import { ANTD_CSS_VAR_KEY } from './theme';

type UseCacheToken = typeof useCacheTokenWithStyle;
type CacheTokenResult = ReturnType<UseCacheToken>;

/** The class prefix cssinjs gives the hash of a theme (its useCacheToken's `hashPrefix`). */
const HASH_PREFIX = import.meta.env.PROD ? 'css' : 'css-dev-only-do-not-override';

let last: { inputs: unknown[]; result: CacheTokenResult } | undefined;

/**
 * What antd's token hook (antd/es/theme/useToken.js, whose import vite.config.ts points here) gets
 * for the portal's own theme: the same tokens, computed once, without the work only a runtime-styled
 * antd needs. cssinjs would also turn every token into a CSS variable and inject them in a <style>,
 * and key the theme by a hash of all its tokens: the built stylesheet declares those variables
 * already (`:root, .css-var-_R_0_`, vite.config.ts), and only style registration, which antd's
 * zero-runtime mode skips, reads that key or the variables. That was about 5 of the 8 ms the first
 * render spent on tokens (Node, cold), in one task that React cannot split, on every first load.
 * Both are still there, computed on first read. Any other theme (a nested provider's) goes to cssinjs.
 */
export const useCacheToken = ((theme, tokens, option) => {
  const cssVar = option?.cssVar;
  // The branch is fixed for a provider (its cssVar key never changes), so the hooks each caller
  // runs stay the same from render to render.
  if (!option || cssVar?.key !== ANTD_CSS_VAR_KEY) return useCacheTokenWithStyle(theme, tokens, option);
  const inputs = [
    theme,
    ...tokens,
    option.override,
    option.salt,
    option.getComputedToken,
    cssVar.prefix,
    cssVar.unitless,
    cssVar.ignore,
    cssVar.preserve,
    cssVar.hashed,
  ];
  if (last && last.inputs.length === inputs.length && last.inputs.every((input, i) => input === inputs[i]))
    return last.result;

  const merged = Object.assign({}, ...tokens);
  const override = option.override ?? {};
  const computed = option.getComputedToken
    ? option.getComputedToken(merged, override, theme)
    : { ...theme.getDerivativeToken(merged), ...override };
  const salt = `${option.salt ?? ''}_${cssVar.prefix}`;
  const hashId = hash(salt);
  const hashCls = `${HASH_PREFIX}-${hashId}`;

  const realToken = { ...computed };
  let tokenKey: string | undefined;
  Object.defineProperty(realToken, '_tokenKey', {
    enumerable: true,
    get: () => (tokenKey ??= token2key({ ...computed }, salt)),
  });

  let withCssVars: object | undefined;
  const cssVarToken = () => {
    if (!withCssVars) {
      const [token] = transformToken(computed, cssVar.key!, {
        prefix: cssVar.prefix,
        ignore: cssVar.ignore,
        unitless: cssVar.unitless,
        preserve: cssVar.preserve,
        hashCls: cssVar.hashed ? hashCls : undefined,
      });
      withCssVars = Object.assign(token, { _hashId: hashId });
    }
    return withCssVars;
  };
  const lazyCssVarToken = new Proxy(
    {},
    {
      get: (_, key) => Reflect.get(cssVarToken(), key),
      has: (_, key) => Reflect.has(cssVarToken(), key),
      ownKeys: () => Reflect.ownKeys(cssVarToken()),
      getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(cssVarToken(), key),
    },
  );

  // No CSS text: cssinjs injects none when it is empty.
  const result = [lazyCssVarToken, hashCls, realToken, '', cssVar.key] as unknown as CacheTokenResult;
  last = { inputs, result };
  return result;
}) as UseCacheToken;
