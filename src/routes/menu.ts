import type { PageRoute, RouteMeta } from './types';
import { canOpen } from './lookup';

const join = (base: string, path: string) =>
  path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;

/** One entry of the side menu, built from the route table. */
export interface MenuEntry {
  /**
   * Full path of a page, `href:<name>` of an external entry, or `section:<name>` of a submenu (two
   * sections may share a path: 在线报检 and 企业自助服务 are both under /company-service).
   */
  key: string;
  name: string;
  title: string;
  icon?: string;
  /** External entry: opens in a new window. */
  external?: Pick<RouteMeta, 'href' | 'hrefQuery'>;
  children?: MenuEntry[];
}

/** The menu key of a section's submenu. */
export const sectionKey = (name: string) => `section:${name}`;

function entryOf(route: PageRoute, fullPath: string): MenuEntry {
  return {
    key: route.meta.href ? `href:${route.name}` : fullPath,
    name: route.name,
    title: route.meta.title,
    icon: route.meta.icon,
    external: route.meta.href ? { href: route.meta.href, hrefQuery: route.meta.hrefQuery } : undefined,
  };
}

/**
 * The menu for a role: routes it may open and that are not hidden. A section with several visible
 * children is a submenu; with one, the child stands alone unless showAlways; with none it is left out.
 */
export function buildMenu(routes: readonly PageRoute[], access: readonly string[], base = ''): MenuEntry[] {
  return routes.flatMap((route): MenuEntry[] => {
    if (route.meta.hideInMenu) return [];
    const fullPath = join(base, route.path);
    if (!route.children?.length) return canOpen(route, access) ? [entryOf(route, fullPath)] : [];
    if (!canOpen(route, access)) return [];
    const children = buildMenu(route.children, access, fullPath);
    if (!children.length) return [];
    if (children.length === 1 && !route.meta.showAlways) return children;
    return [
      {
        key: sectionKey(route.name),
        name: route.name,
        title: route.meta.title,
        icon: route.meta.icon,
        children,
      },
    ];
  });
}

export interface ExternalContext {
  /** A one-time token issued for this opening (entries with hrefQuery 'ssoToken'). */
  ssoToken: string;
  userId: string;
  companyId: string;
}

/** Address of an external entry with the query it needs (docs/requirements.md, The shell). */
export function externalUrl(
  external: Pick<RouteMeta, 'href' | 'hrefQuery'>,
  context: ExternalContext,
): string {
  const url = new URL(external.href ?? '', window.location.href);
  const query: Record<NonNullable<RouteMeta['hrefQuery']>, [string, string]> = {
    ssoToken: ['ssoToken', context.ssoToken],
    userId: ['userId', context.userId],
    companyId: ['companyId', context.companyId],
    noAccount: ['noAccount', '1'],
  };
  if (external.hrefQuery) url.searchParams.set(...query[external.hrefQuery]);
  return url.toString();
}
