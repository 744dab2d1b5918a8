import { defineConfig } from '@playwright/test';
import { chromeFlags, chromePath } from './scripts/bench/common';
import { portalContextOptions } from './tests/e2e/contextOptions';

/**
 * Browser tests of the production build (dist/) served with the standalone stand-in at /esp and /print.
 * Debian's Chromium; Playwright never downloads a browser here. Each test starts by resetting its
 * stand-in's data, so a worker needs a stand-in of its own: one worker, or as many as
 * scripts/e2e-nginx.sh started stacks (E2E_STACKS=2: E2E_BASE_URLS, one per worker, tests/e2e/fixtures.ts).
 */
const port = Number(process.env.E2E_PORT ?? 4180);
const standInPort = Number(process.env.STAND_IN_PORT ?? 8180);
const stacks = process.env.E2E_BASE_URLS?.split(',').length ?? 1;

export default defineConfig({
  testDir: 'tests/e2e',
  // The deployment's own checks (headers, caching, compression) need the real nginx: scripts/e2e-nginx.sh.
  testIgnore: process.env.E2E_NGINX ? [] : ['**/deploy.spec.ts'],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: stacks,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`,
    ...portalContextOptions,
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: chromePath,
      args: chromeFlags,
    },
  },
  // The build served by `vite preview`, its /esp and /print sent to the stand-in (vite.config.ts `preview`),
  // which takes the build's config.json as nginx's stand-in does the served one.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: `node --import tsx src/mocks/http-server.ts --mode test --port ${standInPort} --config dist/config.json`,
          port: standInPort,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
        {
          command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
          url: `http://127.0.0.1:${port}/login`,
          env: { STAND_IN_PORT: String(standInPort) },
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
      ],
});
