import { defaultConfig, type AppConfig } from '@/config/defaults';

/**
 * Who the stand-in serves. 'test' (Node tests; the HTTP server for browser tests and the bench) and
 * 'demo' (the browser demo) open its aids: the controls under /__stand-in/, the demo accounts with their
 * passwords, the SMS code in the send answer (always 123456). 'closed', the HTTP server's default, is a
 * careful server: the aids do not exist (404) and SMS codes are random and never answered.
 */
export type StandInMode = 'closed' | 'demo' | 'test';

/**
 * How long the standalone server (http-server.ts) keeps an idle connection open: longer than nginx's
 * upstream keepalive_timeout (deploy/nginx/portal.conf), so that nginx closes it first and never
 * sends a call on one this server is closing (a POST there would be answered 502).
 */
export const IDLE_CONNECTION_MS = 30_000;

/** Knobs of the stand-in itself (not of the portal). Tests change them through /__stand-in/settings. */
export const standInSettings = {
  /** Set once by the entry point (node.ts, browser.ts, http-server.ts --mode). */
  mode: 'closed' as StandInMode,
  cipherKey: defaultConfig.cipherKey,
  sessionParams: { ...defaultConfig.sessionParams },
  /** The account calls' wire format it accepts (the other form is refused): the portal's configured one. */
  wire: { ...defaultConfig.wire },
  /** A session with no call for this long is gone: the next call answers result 'login'. */
  idleMinutes: 30,
  captchaMinutes: 5,
  /** Artificial latency per call, ms (0 in tests; a little in the browser demo feels real). */
  latency: 0,
  /** A create/commit call repeated with the same body within this window is answered, not repeated. */
  idempotencyWindowMs: 60_000,
};

/** The stand-in's aids (controls, demo accounts, SMS codes in answers) exist in demo and test mode only. */
export const aidsOpen = () => standInSettings.mode !== 'closed';

/** The wire format the served portal is configured with: tests may change it, a reset restores it. */
let adoptedWire = { ...defaultConfig.wire };

/** Takes the served portal's key, session parameter names and wire format: the two must agree. */
export function adoptPortalConfig(config: Pick<AppConfig, 'cipherKey' | 'sessionParams' | 'wire'>): void {
  standInSettings.cipherKey = config.cipherKey;
  standInSettings.sessionParams = { ...config.sessionParams };
  adoptedWire = { ...config.wire };
  standInSettings.wire = { ...adoptedWire };
}

/** Back to the adopted wire format (the stand-in's reset). */
export function restoreAdoptedWire(): void {
  standInSettings.wire = { ...adoptedWire };
}
