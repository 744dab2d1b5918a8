/**
 * What antd's theme takes from its CSS-in-JS runtime, for the zero-runtime theme (src/app/AppProviders.tsx),
 * where the built stylesheet carries every rule (vite.config.ts, antdThemeCss): vite.config.ts
 * (narrowAntdImports) points antd's imports here.
 * - `genStyleUtils` (antd/es/theme/util/genStyleUtils.js) makes the style-hook generators; these hand
 *   back class names only, as the build's stand-ins for each call do (scripts/antd-css/styleHooks.ts).
 *   @ant-design/cssinjs-utils' own registered each component's CSS variables at run time and carried
 *   the style serializer (stylis) into every first load, unused.
 * - `useResetIconStyle` (ConfigProvider) injected a <style> with antd's icon rules (`.anticon`), which the
 *   render-blocking stylesheet already holds.
 */
import {
  useZeroRuntimeHashId,
  useZeroRuntimeStyle,
  ZeroRuntimeSubStyle,
} from '../../scripts/antd-css/zeroRuntimeStyleHooks';

/* @__NO_SIDE_EFFECTS__ */
export function genStyleUtils() {
  return {
    genStyleHooks: () => useZeroRuntimeStyle,
    genComponentStyleHook: () => useZeroRuntimeHashId,
    genSubStyleComponent: () => ZeroRuntimeSubStyle,
  };
}

export function useResetIconStyle(): void {}
