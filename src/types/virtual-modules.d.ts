/** Built by vite.config.ts (antdMapToken): antd's default algorithm applied to the portal's seed. */
declare module 'virtual:antd-map-token' {
  import type { MapToken, SeedToken } from 'antd/es/theme/interface';
  export const seed: SeedToken;
  export const mapToken: MapToken;
}
