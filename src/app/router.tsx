import { lazy, Suspense } from 'react';
import {
  data,
  isRouteErrorResponse,
  matchRoutes,
  redirect,
  useRouteError,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type DataRouter,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { errorRoutes, mainRoutes, notFoundRoute, publicRoutes } from '@/routes/table';
import { findPageByPath, mainPages } from '@/routes/lookup';
import type { PageEntry, PageRoute } from '@/routes/types';
import { readSessionTokens } from '@/utils/storage';
import { homeRedirect, loginPageGuard, pageGuard, portalPath, requireSession, routerPath } from './guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { loadedPages } from './loadedPages';
import { PageLoading } from '@/components/PageLoading';
import { FIRST_SCREEN_ROUTES, loadShellStyles, withDeferredStyles } from './boot/deferredStyles';

const lazyPage = (route: PageRoute): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { route },
  lazy: route.page
    ? async () => {
        // Past the first screen a page also waits for antd's later stylesheets (boot/deferredStyles.ts).
        const load = FIRST_SCREEN_ROUTES.has(route.name) ? route.page! : withDeferredStyles(route.page!);
        const Component = (await load()).default;
        loadedPages.set(route.name, Component);
        return { Component };
      }
    : undefined,
});

/** The page's guard; once the user may open it, the page starts its first calls (startPageCalls). */
function pageLoader(page: PageEntry) {
  const guard = pageGuard(page.meta);
  return async (args: LoaderFunctionArgs) => {
    const allowed = await guard(args);
    void import('@/layout/shellTabs').then((shell) => shell.startPageCalls(page));
    return allowed;
  };
}

/** Section paths (/worker) open their first page. */
const sectionRedirects: RouteObject[] = mainRoutes
  .filter((section) => section.children?.length)
  .map((section) => {
    const first = mainPages.find((page) => page.section?.name === section.name);
    return { path: section.path, loader: () => redirect(first?.fullPath ?? '/') };
  });

/** The addresses of the shell: home, section redirects, pages and the error pages (not the 404 catch-all). */
const shellRoutes: RouteObject[] = [
  { index: true, loader: homeRedirect },
  ...sectionRedirects,
  ...mainPages.map((page) => ({
    path: page.fullPath,
    ...lazyPage(page),
    loader: pageLoader(page),
  })),
  // Error pages show inside the shell, header and menu kept, without a tab of their own (MainLayout).
  ...errorRoutes.map((route) => ({ path: route.path, ...lazyPage(route) })),
];

const firstSegment = (path: string) => path.split('/')[1] ?? '';

/** The shell's routes by their path's first segment: a section's redirect and pages, an error page. */
const shellRoutesBySegment = new Map<string, RouteObject[]>();
for (const route of shellRoutes) {
  if (!route.path) continue;
  const segment = firstSegment(route.path);
  const routes = shellRoutesBySegment.get(segment);
  if (routes) routes.push(route);
  else shellRoutesBySegment.set(segment, [route]);
}

const SHELL_ROUTE_ID = 'shell';

/**
 * The shell's pages join the router as they are visited (React Router's patchRoutesOnNavigation), a
 * section at a time: building the router compiled the path of every route of the table, two thirds
 * of a task of 16-22 ms on every first load (3-7 ms without). An address no section answers stays
 * with the 404 catch-all; every page's path begins with a fixed segment (tests/unit/routes.test.ts).
 */
export const discoverShellRoutes: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
  const routes = shellRoutesBySegment.get(firstSegment(portalPath(path)));
  if (routes) patch(SHELL_ROUTE_ID, routes);
};

/**
 * Navigation rules (docs/requirements.md, Routes): with no session every route of the portal goes to login,
 * and comes back after it. An address that is no route at all is answered 404 as it stands, on its own page:
 * it guards nothing, and logging in only to be told "not found" would be a detour (its 返回首页 leads to login
 * anyway). With a session the shell shows it, like /401 and /500.
 */
async function shellLoader({ request }: LoaderFunctionArgs) {
  const { pathname, search } = new URL(routerPath(request), window.location.origin);
  if (!readSessionTokens().token && !matchRoutes([{ path: '/', children: shellRoutes }], pathname))
    throw data(null, { status: 404 });
  await requireSession(request);
  (await import('@/layout/shellTabs')).prepareShellTabs(pathname, search);
  return null;
}

/**
 * The shell's code and stylesheet. antd's parts of the code are asked for first: evaluated with the
 * shell's own modules they were one task of 17-46 ms at index 1000 (Lighthouse's emulated mobile runs
 * of /home).
 */
function loadShell() {
  void import('@/layout/shellLibrary');
  return Promise.all([import('@/layout/MainLayout'), loadShellStyles()]).then(([shell]) => shell);
}

const NotFoundPage = lazy(withDeferredStyles(() => import('@/pages/error/NotFound')));

/** Within the shell's branch: the bare 404 of shellLoader, or any other failure as RouteError says it. */
function ShellRouteError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <RouteError />;
  return (
    <Suspense fallback={<PageLoading />}>
      <NotFoundPage />
    </Suspense>
  );
}

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // While the first route's loaders run, where a router is rendered before they finish (the tests'
    // memory routers; the portal itself renders after them, firstRouteLoaded): a still, empty area.
    hydrateFallbackElement: <div aria-busy="true" />,
    children: [
      ...publicRoutes.map((route) => ({
        path: route.path,
        ...lazyPage(route),
        loader: route.name === 'login' ? loginPageGuard : undefined,
      })),
      {
        id: SHELL_ROUTE_ID,
        path: '/',
        lazy: async () => ({ Component: (await loadShell()).default }),
        loader: shellLoader,
        errorElement: <ShellRouteError />,
        // The home redirect and the catch-all; the rest as visited (discoverShellRoutes).
        children: [
          ...shellRoutes.filter((route) => !route.path),
          { path: notFoundRoute.path, ...lazyPage(notFoundRoute) },
        ],
      },
    ],
  },
];

/**
 * The browser router, not yet started: createBrowserRouter as React Router 7.18 writes it, less its
 * last step. Building it (every route's path compiled) and starting it (restoring view transitions,
 * matching the address, the first loaders) were one task of 25-40 ms at a slow phone's speed; the
 * caller starts it with `initialize()` in a task of its own (src/main.tsx).
 */
export const createAppRouter = () =>
  createRouter({
    basename: import.meta.env.BASE_URL,
    history: createBrowserHistory(),
    routes: routeObjects,
    patchRoutesOnNavigation: discoverShellRoutes,
    mapRouteProperties,
    hydrationRouteProperties,
  });

/**
 * Resolves once the router's first route has loaded (its loaders and code). React Router's
 * RouterProvider reads the router's state when it renders and subscribes to it only when it commits;
 * the portal's first render is a transition spread over several tasks (boot/render.tsx), and a first
 * load that finished in between was never seen: the page stayed blank on the hydrate fallback (seen
 * in Lighthouse's and the profiler's runs with the CPU slowed). Rendering after the load closes that gap.
 */
export function firstRouteLoaded(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Starts loading the code of the page at this address (and the shell, for a page inside it) while the
 * runtime configuration is fetched; the router would otherwise ask for it only after that.
 */
export function preloadLandingPage(pathname: string): void {
  const path = portalPath(pathname);
  const publicPage = publicRoutes.find((route) => route.path === path);
  const page = publicPage ?? findPageByPath(path);
  if (!publicPage && page) void loadShell();
  void page?.page?.();
}
