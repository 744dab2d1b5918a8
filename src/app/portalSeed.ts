/**
 * The portal's seed tokens (antd's defaults with src/app/theme.ts laid over), as the build derived them.
 * antd's theme context (antd/es/theme/context.js, whose import vite.config.ts points here) starts from
 * these: a component rendered outside the portal's provider gets the portal's theme, which the build
 * has precomputed, not antd's default, which it has not.
 */
export { seed as default } from 'virtual:antd-map-token';
