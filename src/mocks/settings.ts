import { defaultConfig } from '@/config/defaults';

/** Knobs of the stand-in itself (not of the portal). Tests change them through /__stand-in/settings. */
export const standInSettings = {
  cipherKey: defaultConfig.cipherKey,
  sessionParams: { ...defaultConfig.sessionParams },
  /** A session with no call for this long is gone: the next call answers result 'login'. */
  idleMinutes: 30,
  captchaMinutes: 5,
  /** Artificial latency per call, ms (0 in tests; a little in the browser demo feels real). */
  latency: 0,
  /** A create/commit call repeated with the same body within this window is answered, not repeated. */
  idempotencyWindowMs: 60_000,
};
