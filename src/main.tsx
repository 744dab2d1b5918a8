import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadConfig } from '@/config';
import { AppProviders } from '@/app/AppProviders';
import { createAppRouter, preloadLandingPage } from '@/app/router';
import { installErrorLogging } from '@/stores/errorLog';
import './styles.css';

async function boot() {
  preloadLandingPage(window.location.pathname);
  const config = await loadConfig(import.meta.env.BASE_URL + 'config.json');
  // Only a build made with VITE_DEMO carries the stand-in; elsewhere this branch is removed at build time.
  if (import.meta.env.VITE_DEMO === 'true' && config.demo) {
    const { startBrowserStandIn } = await import('@/mocks/browser');
    await startBrowserStandIn(config);
  }
  installErrorLogging();
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first screen in short slices that yield to the browser, instead
  // of one long task that blocks input (Lighthouse's Total Blocking Time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={createAppRouter()} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void boot();
