import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';

/** Renders a page at a path inside the providers and a memory data router (useBlocker needs one). */
export function renderAt(path: string, element: ReactNode, pattern = path.split('?')[0]) {
  const router = createMemoryRouter(
    [
      {
        path: pattern,
        element: (
          <>
            {element}
            <Link to="/elsewhere">去别处</Link>
          </>
        ),
      },
      { path: '/elsewhere', element: <div>别处页面</div> },
      { path: '*', element: <div>其他页面</div> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
