/**
 * What antd's style hooks (@ant-design/cssinjs-utils) import from @ant-design/cssinjs, with one change:
 * components do not register their CSS variables at run time. Every block antd would inject
 * (`.css-var-_R_0_.ant-btn{--ant-button-…}`) is already in the built stylesheet, recoloured with the
 * portal's theme (vite.config.ts), and wins over the injected copy, which antd prepends to <head>.
 * Registering cost each component type a token computation, a hash and a <style> insertion on its
 * first render: about a tenth of the start-up's React work on /home. antd 6 has no switch for it
 * (ant-design/ant-design#55982); vite.config.ts points the style hooks' import here.
 */
export { token2CSSVar, useStyleRegister } from '@ant-design/cssinjs';

export function useCSSVarRegister(): void {}
