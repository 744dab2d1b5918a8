/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { readFileSync, rmSync } from 'node:fs';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The top-level config.json is the ops-editable runtime configuration: served as is in dev,
// copied verbatim into the build (never bundled) so the server's copy can change without a rebuild.
function runtimeConfig(): Plugin {
  const file = fileURLToPath(new URL('./config.json', import.meta.url));
  let outDir = '';
  let demo = false;
  return {
    name: 'runtime-config',
    configResolved(config) {
      outDir = config.build.outDir;
      demo = config.env.VITE_DEMO === 'true';
    },
    // A production build carries no stand-in: not its code (VITE_DEMO) and not its service worker.
    closeBundle() {
      if (!demo) rmSync(`${outDir}/mockServiceWorker.js`, { force: true });
    },
    configureServer(server) {
      server.middlewares.use('/config.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'config.json', source: readFileSync(file, 'utf8') });
    },
  };
}

// Two antd modules import the Tooltip and its popup engine (about 15 KB of gzipped script) for options
// the login page never uses: the form label for an item's `tooltip` prop, ConfigProvider for
// `tooltip.unique`. Those two imports resolve to lazy wrappers, so the popup engine loads with the
// first page that really shows a tooltip.
const deferredAntdImports: Record<string, { source: string; to: string }> = {
  'antd/es/form/FormItemLabel.js': { source: '../tooltip', to: 'Tooltip.tsx' },
  'antd/es/config-provider/index.js': {
    source: '../tooltip/UniqueProvider',
    to: 'TooltipUniqueProvider.tsx',
  },
};
function deferAntdInternals(): Plugin {
  return {
    name: 'defer-antd-internals',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/') ?? '';
      for (const [suffix, deferred] of Object.entries(deferredAntdImports)) {
        if (source === deferred.source && from.endsWith(suffix))
          return fileURLToPath(new URL(`./src/components/deferred/${deferred.to}`, import.meta.url));
      }
      return undefined;
    },
  };
}

// Absolute base so deep links (/worker/query) load their assets; a sub-path deploy sets VITE_BASE=/portal/.
export default defineConfig({
  base: process.env.VITE_BASE ?? '/',
  plugins: [react(), runtimeConfig(), deferAntdInternals()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173 },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 900,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['tests/setup.ts'],
    // Browser tests (tests/e2e) run under Playwright, never under vitest.
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/component/**/*.test.{ts,tsx}',
      'src/**/*.test.{ts,tsx}',
    ],
    testTimeout: 60000,
    css: false,
  },
});
