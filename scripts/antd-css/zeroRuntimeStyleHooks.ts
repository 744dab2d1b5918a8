// What antd's style hooks return when the theme is zero-runtime (src/app/AppProviders.tsx), without the
// style code behind them: the build puts these in place of every genStyleHooks, genComponentStyleHook
// and genSubStyleComponent call in antd (scripts/antd-css/styleHooks.ts). The prebuilt stylesheet
// carries the rules; a component only needs the class names its hook hands back.
import useToken from 'antd/es/theme/useToken';

/** A genStyleHooks hook: the theme's hash class (empty unless hashed) and its CSS-variable scope class. */
export function useZeroRuntimeStyle(): [hashId: string, cssVarCls: string | undefined] {
  const [, , hashId, , cssVar] = useToken();
  return [hashId, cssVar?.key];
}

/** A genComponentStyleHook hook: the theme's hash class. */
export function useZeroRuntimeHashId(): string {
  const [, , hashId] = useToken();
  return hashId;
}

/** A genSubStyleComponent component: it only registered styles, so it renders nothing. */
export function ZeroRuntimeSubStyle(): null {
  return null;
}
