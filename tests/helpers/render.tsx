import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { discoverShellRoutes, routeObjects } from '@/app/router';

/** The whole app (real route table, guards, providers) at a path, in memory. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routeObjects, {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverShellRoutes,
  });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
