/// <reference types="vitest/config" />
// What the build does, one plugin a step (scripts/build/, each with its test in tests/unit/build-*.test.ts);
// why each exists, with its measured reason, and how to add an antd component: docs/build.md.
// Runtime configuration is config.json (public/config.json links to it), copied verbatim into the build
// (never bundled), so the server's copy can change without a rebuild.
import { fileURLToPath, URL } from 'node:url';
import { availableParallelism, loadavg } from 'node:os';
import { build as viteBuild, defineConfig, type Rolldown, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdZeroRuntimeStyles } from './scripts/antd-css/styleHooks.ts';
import { antdMapToken } from './scripts/build/antdMapToken.ts';
import { antdThemeCss } from './scripts/build/antdThemeCss.ts';
import { chunkMap } from './scripts/build/chunkMap.ts';
import { planChunks, PORTAL_CHUNK_ROOTS, type ChunkPlan } from './scripts/build/chunkPlan.ts';
import { commonJsAsEsm } from './scripts/build/commonJsAsEsm.ts';
import { deferAntdCss } from './scripts/build/deferAntdCss.ts';
import { eagerCompileFirstScreen } from './scripts/build/eagerCompileFirstScreen.ts';
import { narrowAntdImports } from './scripts/build/narrowAntdImports.ts';
import { preloadBootStages } from './scripts/build/preloadBootStages.ts';
import { prerenderLogin, renderLoginByBuild } from './scripts/build/prerenderLogin.ts';
import { standInAssets } from './scripts/build/standInAssets.ts';

/** How many times slower than an idle machine the unit and component tests may run (see `test`). */
const testTimeScale =
  Number(process.env.TEST_TIME_SCALE) ||
  Math.min(8, Math.max(1, Math.ceil(loadavg()[0] / availableParallelism())));

/**
 * The boot stages' and the shell's chunks (scripts/build/chunkPlan.ts) are planned on a build of the
 * same sources, not written: which modules each page needs shows only in the chunks Rolldown makes
 * after tree-shaking. The module graph its chunking sees holds every import as written, and an import
 * of antd's index reaches all of antd.
 */
async function planChunksByBuild(mode: string): Promise<ChunkPlan> {
  const config = portalConfig();
  const result = await viteBuild({
    ...config,
    configFile: false,
    mode,
    logLevel: 'warn',
    build: { ...config.build, write: false, minify: false, reportCompressedSize: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === 'chunk');
  return planChunks(chunks, PORTAL_CHUNK_ROOTS);
}

/** The plugins that change what the sources compile to: the login page is prerendered with them too. */
const sourcePlugins = () => [
  react(),
  // React's CommonJS read once, as constants, instead of through getters in every chunk.
  commonJsAsEsm(),
  // Imports inside antd that pull in what the first screen never shows, pointed elsewhere.
  narrowAntdImports(),
  // antd's prebuilt stylesheet, recoloured with the portal's theme and trimmed to what it renders.
  antdThemeCss(),
  // antd's style code, which the zero-runtime theme never runs, left out.
  antdZeroRuntimeStyles(),
  // antd's default algorithm applied to the portal's seed once, at build time.
  antdMapToken(),
];
const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// Absolute base so deep links (/worker/query) load their assets; a sub-path deploy sets VITE_BASE=/portal/.
const base = process.env.VITE_BASE ?? '/';
const portalConfig = (chunks?: ChunkPlan, mode = 'production'): UserConfig => ({
  base,
  plugins: [
    ...sourcePlugins(),
    // The stand-in's service worker and PDF font only in a demo build and the dev server.
    standInAssets(),
    // .vite/chunks.json: what each chunk holds, for the bench's first-load figures.
    chunkMap(),
    // <link rel=modulepreload> for every boot stage's chunks.
    preloadBootStages(),
    // The stylesheet in three parts: the first screen's, the shell's, and later.
    deferAntdCss(),
    // V8's compile hint on the first screen's large chunks.
    eagerCompileFirstScreen(),
    // login.html: the login page rendered at build time, its first screen's rules inline (not when planning).
    chunks &&
      prerenderLogin(renderLoginByBuild({ base, plugins: sourcePlugins(), resolve: { alias } }, mode)),
  ],
  resolve: { alias },
  server: { port: 5173 },
  // `vite preview` serves the build as nginx does (history fallback, /login → login.html), its calls and
  // the print host's to the standalone stand-in (src/mocks/http-server.ts on STAND_IN_PORT).
  preview: { proxy: { '^/(esp|print)/': `http://127.0.0.1:${process.env.STAND_IN_PORT ?? 8090}` } },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    // A lazy page's modules are found by the browser as it loads them, not announced with a
    // <link rel=modulepreload> each: for the shell and /home those were some seventy links inserted from
    // script, about 50 ms of main thread on every landing (Lighthouse mobile counts it as blocking).
    // The entry's own modules are still preloaded from index.html. Every browser the portal supports
    // (es2022) knows modulepreload: no polyfill.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    // The portal's own styles (about 5 KB) ride in the one stylesheet: split per page, each lazy page
    // inserted a <link> from script and waited for it to load before its code ran.
    cssCodeSplit: false,
    rolldownOptions: chunks && {
      output: {
        codeSplitting: {
          groups: [
            {
              name: (id) =>
                chunks.stages.get(id) ??
                (chunks.shell.has(id) ? 'shell' : chunks.shared.has(id) ? 'shell-shared' : null),
              debugName: 'first load',
              // What the shell imports from the boot's and the login page's chunks stays there, and what a
              // stage imports from an earlier one.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['tests/setup.ts'],
    // Browser tests (tests/e2e) run under Playwright, never under vitest.
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/component/**/*.test.{ts,tsx}',
      'tests/lint/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
    ],
    // The files of a worker share one module graph and one jsdom: loading antd, the stand-in and a
    // fresh jsdom for each of some thirty files took as long as the tests themselves. tests/setup.ts
    // puts the shared state back (stand-in data, cookies, storage, handlers) before every test.
    isolate: false,
    // Limits catch a hung test; a slow machine must not trip them. They grow with the machine's load
    // when the run starts (a 2-core host busy with other work ran the suite five times slower), or
    // with TEST_TIME_SCALE; tests/setup.ts scales Testing Library's waits the same way.
    testTimeout: 60_000 * testTimeScale,
    hookTimeout: 30_000 * testTimeScale,
    env: { TEST_TIME_SCALE: String(testTimeScale) },
    css: false,
  },
});

export default defineConfig(async ({ command, mode, isPreview }) =>
  portalConfig(command === 'build' && !isPreview ? await planChunksByBuild(mode) : undefined, mode),
);
