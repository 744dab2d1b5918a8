import { ORIGINAL_WIRE_FORMAT, type WireFormat } from './wire';

export type { WireFormat };

/** Runtime configuration: these defaults, with the server's /config.json deep-merged over them at start. */
export interface AppConfig {
  /** Page title = titlePrefix + route title. */
  titlePrefix: string;
  /** Platform title shown after the city name in the header. */
  platformTitle: string;
  cityName: string;
  /** Backend base per environment; the path prefix is part of the address. */
  baseUrl: { dev: string; pro: string };
  /** Production base becomes location.origin + autoHostPrefix (the institute serves the API beside the app). */
  autoHost: boolean;
  autoHostPrefix: string;
  /** Session cookies' lifetime in days. */
  cookieExpires: number;
  /** 'Usual person' cookie (pre-fills the login account), days. */
  usualPersonExpires: number;
  /** AES passphrase shared with the backend for login credentials (and passwords, as wire says). */
  cipherKey: string;
  wire: WireFormat;
  /** Names of the query parameters that carry the session on every request. */
  sessionParams: { sid: string; extendSid: string };
  homeName: string;
  /** Role types whose home is the first route they may open. */
  firstRouteHomeRoleTypes: string[];
  /**
   * The print host (report and certificate PDFs): an absolute address, or a path on the
   * portal's own origin that the web server proxies (deploy/nginx/portal.conf), as /esp is.
   */
  printHost: string;
  manualUrl: string;
  defaultProvince: string;
  defaultArea: string;
  plugin: { errorStore: { showInHeader: boolean; developmentOff: boolean } };
  /** Start the embedded stand-in backend when the build carries one, and show demo aids. */
  demo: boolean;
  /** Search table data on load; view config cache off (docs/requirements.md, Constants and limits). */
  searchTableData: boolean;
  viewConfigCache: boolean;
  /** Scroll-to-top animation after navigation, ms. */
  scrollDuration: number;
  /** Kept-alive tab pages at most. */
  maxAliveTabs: number;
  /** A backend call unanswered after this many ms fails with 服务器出错了请稍后再试. */
  requestTimeout: number;
  /** Equipment "about to expire": the next inspection (or self-detection) within this many days. */
  equipmentDueDays: number;
}

export const defaultConfig: AppConfig = {
  titlePrefix: '企业自助服务平台 - ',
  platformTitle: '特种设备企业自助服务平台',
  cityName: '宁波市',
  baseUrl: { dev: '/esp', pro: '/esp' },
  autoHost: false,
  autoHostPrefix: '/esp',
  cookieExpires: 1,
  usualPersonExpires: 10,
  // Dev default only; the production key comes from the deployed config.json.
  cipherKey: 'tzsb-esp-2026-dev-key',
  wire: ORIGINAL_WIRE_FORMAT,
  sessionParams: { sid: '__sid', extendSid: '__esid' },
  homeName: 'home',
  firstRouteHomeRoleTypes: ['8a8a8a8a7f3c4d2e017f3c5b9e1a0001', '4'],
  printHost: '/print',
  manualUrl: 'https://www.tzsb.example.cn/manual/enterprise-portal.pdf',
  defaultProvince: '330000',
  defaultArea: '330200',
  plugin: { errorStore: { showInHeader: false, developmentOff: true } },
  // On wherever the build carries the stand-in (dev, build:demo); config.json may turn it off.
  // import.meta.env is absent when the standalone stand-in (Node) reads these defaults.
  demo: import.meta.env?.VITE_DEMO === 'true',
  searchTableData: true,
  viewConfigCache: false,
  scrollDuration: 500,
  maxAliveTabs: 12,
  requestTimeout: 30000,
  equipmentDueDays: 30,
};
