import { matchPath } from 'react-router-dom';
import { getConfig } from '@/config';
import { errorRoutes, mainRoutes, publicRoutes, type RouteName } from './table';
import type { PageEntry, PageRoute } from './types';

const join = (base: string, path: string) =>
  path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;

function flatten(routes: readonly PageRoute[], section?: PageRoute, base = ''): PageEntry[] {
  return routes.flatMap((route) => {
    const fullPath = join(base, route.path);
    if (route.children?.length) return flatten(route.children, section ?? route, fullPath);
    return [{ ...route, fullPath, section }];
  });
}

/** Every page of the main layout with its absolute path, in menu order. */
export const mainPages: PageEntry[] = flatten(mainRoutes);

export const findPageByPath = (pathname: string): PageEntry | undefined =>
  mainPages.find((page) => matchPath({ path: page.fullPath, end: true }, pathname));

export const findPageByName = (name: string): PageEntry | undefined =>
  mainPages.find((page) => page.name === name);

const pathsByName = new Map(
  [...flatten(publicRoutes), ...mainPages, ...flatten(errorRoutes)].map((page) => [page.name, page.fullPath]),
);

/** Query values of a link; empty ones are left out. */
export type PathQuery = Record<string, string | number | undefined | null>;

/**
 * The path of a route, by name, with its query: the only way code names another page, so a route's
 * path is written once, in the route table.
 */
export function pathTo(name: RouteName, query: PathQuery = {}): string {
  const path = pathsByName.get(name);
  // RouteName admits only the table's names; this guards a name that lost its route at run time.
  if (!path) throw new Error(`pathTo: no route named ${name}`);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A record page opened without the query that names its record (an old link, an address typed by
 * hand): the shell shows 未找到该记录 instead, and the page sends no call with an empty id.
 */
export function lacksRecord(page: Pick<PageRoute, 'meta'>, search: string): boolean {
  const record = page.meta.record;
  if (!record || record.orNew) return false;
  const query = new URLSearchParams(search);
  return record.keys.some((key) => !query.get(key)?.trim());
}

export const canOpen = (page: Pick<PageRoute, 'meta'>, access: readonly string[]): boolean =>
  !page.meta.access || access.includes(page.meta.access);

/**
 * Home of the current role: the 'home' route, except for the configured special role types, whose home
 * is the first menu page they may open.
 */
export function homePath(roleType: string, access: readonly string[]): string {
  const config = getConfig();
  const home = findPageByName(config.homeName)?.fullPath ?? '/home';
  if (!config.firstRouteHomeRoleTypes.includes(roleType)) return home;
  const first = mainPages.find(
    (page) => !page.meta.hideInMenu && !page.meta.href && page.meta.access && canOpen(page, access),
  );
  return first?.fullPath ?? home;
}
