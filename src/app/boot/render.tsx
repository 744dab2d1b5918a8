import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import type { createAppRouter } from '@/app/router';
import { installErrorLogging } from '@/stores/errorLog';

/** The last boot stage (src/main.tsx): the error log, React DOM's root and the portal's first render. */
export function renderPortal(container: HTMLElement, router: ReturnType<typeof createAppRouter>): void {
  installErrorLogging();
  const root = createRoot(container);
  // A transition: React renders the first screen in short slices that yield to the browser, instead
  // of one long task that blocks input (Lighthouse's Total Blocking Time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
