import { loadConfig } from '@/config';
import { yieldToMain } from '@/lib/yieldToMain';
import {
  applyInlinedSheets,
  inlinedSheetsLoaded,
  loadDeferredStylesWhenIdle,
} from '@/app/boot/deferredStyles';
import './styles.css';

/**
 * What the first render needs, evaluated one stage per task: each stage runs only the modules the
 * stages before it have not. As one module graph they were a single task of 19–85 ms (observed) on
 * every landing, which Lighthouse's mobile preset counts four times over. Every stage's chunks are
 * preloaded from index.html (vite.config.ts, preloadBootStages), so staging adds no request round trip.
 */
const bootStages = [
  () => import('@/app/boot/routerLibrary'), // React and React Router
  () => import('@/app/boot/reactDom'), // React DOM
  () => import('@/components/PageLoading'), // antd's core, with the loading indicator
  () => import('@/stores/session'), // the session and its HTTP client
  () => import('@/app/boot/antdButton'), // antd's Button, which the router's error page imports
];

async function boot() {
  // The prerendered login page carries its first screen's rules inline; its sheets apply before it hydrates.
  const inlinedSheets = inlinedSheetsLoaded();
  const config = loadConfig(import.meta.env.BASE_URL + 'config.json');
  for (const stage of bootStages) {
    await yieldToMain();
    await stage();
  }
  await yieldToMain();
  // The route table, the session and its HTTP client, the guards.
  const { createAppRouter, firstRouteLoaded, preloadLandingPage } = await import('@/app/router');
  preloadLandingPage(window.location.pathname);
  await yieldToMain();
  // antd's providers and locale.
  const { renderPortal } = await import('@/app/boot/render');
  // Only a build made with VITE_DEMO carries the stand-in; elsewhere this branch is removed at build time.
  if (import.meta.env.VITE_DEMO === 'true' && (await config).demo) {
    const { startBrowserStandIn } = await import('@/mocks/browser');
    await startBrowserStandIn(await config);
  }
  await config;
  await yieldToMain();
  const router = createAppRouter();
  await yieldToMain();
  // Starting the router runs the first route's loaders (the session check and its requests).
  router.initialize();
  await firstRouteLoaded(router);
  await applyInlinedSheets(await inlinedSheets);
  renderPortal(document.getElementById('root')!, router);
  loadDeferredStylesWhenIdle();
}

void boot();
