import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { errorRoutes, mainRoutes, notFoundRoute, publicRoutes } from '@/routes/table';
import { findPageByPath, mainPages } from '@/routes/lookup';
import type { PageRoute } from '@/routes/types';
import { homeRedirect, loginPageGuard, pageGuard, requireSession, routerPath } from './guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { PageLoading } from '@/components/PageLoading';

const lazyPage = (route: PageRoute): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { route },
  lazy: route.page ? async () => ({ Component: (await route.page!()).default }) : undefined,
});

/** Section paths (/worker) open their first page. */
const sectionRedirects: RouteObject[] = mainRoutes
  .filter((section) => section.children?.length)
  .map((section) => {
    const first = mainPages.find((page) => page.section?.name === section.name);
    return { path: section.path, loader: () => redirect(first?.fullPath ?? '/') };
  });

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      ...publicRoutes.map((route) => ({
        path: route.path,
        ...lazyPage(route),
        loader: route.name === 'login' ? loginPageGuard : undefined,
      })),
      ...errorRoutes.map((route) => ({ path: route.path, ...lazyPage(route) })),
      {
        path: '/',
        lazy: async () => ({ Component: (await import('@/layout/MainLayout')).default }),
        loader: async ({ request }) => {
          await requireSession(request);
          const { pathname, search } = new URL(routerPath(request), window.location.origin);
          (await import('@/layout/shellTabs')).prepareShellTabs(pathname, search);
          return null;
        },
        children: [
          { index: true, loader: homeRedirect },
          ...sectionRedirects,
          ...mainPages.map((page) => ({
            path: page.fullPath,
            ...lazyPage(page),
            loader: pageGuard(page.meta),
          })),
        ],
      },
      { path: notFoundRoute.path, ...lazyPage(notFoundRoute) },
    ],
  },
];

export const createAppRouter = () =>
  createBrowserRouter(routeObjects, { basename: import.meta.env.BASE_URL });

/**
 * Starts loading the code of the page at this address (and the shell, for a page inside it) while the
 * runtime configuration is fetched; the router would otherwise ask for it only after that.
 */
export function preloadLandingPage(pathname: string): void {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  const path = pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
  const publicPage = publicRoutes.find((route) => route.path === path);
  const page = publicPage ?? findPageByPath(path);
  if (!publicPage && page) void import('@/layout/MainLayout');
  void page?.page?.();
}
