import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadConfig } from '@/config';
import { AppProviders } from '@/app/AppProviders';
import { createAppRouter } from '@/app/router';
import { installErrorLogging } from '@/stores/errorLog';
import './styles.css';

async function boot() {
  const config = await loadConfig(import.meta.env.BASE_URL + 'config.json');
  // Only a build made with VITE_DEMO carries the stand-in; elsewhere this branch is removed at build time.
  if (import.meta.env.VITE_DEMO === 'true' && config.demo) {
    const { startBrowserStandIn } = await import('@/mocks/browser');
    await startBrowserStandIn(config);
  }
  installErrorLogging();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
