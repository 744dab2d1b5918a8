/**
 * Built by vite.config.ts (antdMapToken): antd's default algorithm applied to the portal's seed, and the
 * alias token antd formats from it with the portal's token settings.
 */
declare module 'virtual:antd-map-token' {
  import type { AliasToken, MapToken, SeedToken } from 'antd/es/theme/interface';
  export const seed: SeedToken;
  export const mapToken: MapToken;
  export const aliasToken: AliasToken;
}
