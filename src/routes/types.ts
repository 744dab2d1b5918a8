import type { ComponentType } from 'react';

export type PageModule = () => Promise<{ default: ComponentType }>;

/** What the shell needs to know about a route (its meta: title, icon, access code, menu and cache flags). */
export interface RouteMeta {
  title: string;
  /** @ant-design/icons component name, resolved by the menu. */
  icon?: string;
  /** Menu id the current role must hold; none = any logged-in user. */
  access?: string;
  hideInMenu?: boolean;
  /** Remount on each visit instead of keeping the page alive. */
  notCache?: boolean;
  /** Show as a submenu even with a single child. */
  showAlways?: boolean;
  /** Ask 确定要关闭这一页吗 before the tab closes. */
  beforeClose?: boolean;
  /** External entry: opened in a new window with the query it needs. */
  href?: string;
  hrefQuery?: 'ssoToken' | 'userId' | 'companyId' | 'noAccount';
}

export interface PageRoute {
  /** Unique name: tab key, menu key. */
  name: string;
  /** Absolute for top-level entries, relative to the section for children. */
  path: string;
  meta: RouteMeta;
  page?: PageModule;
  children?: readonly PageRoute[];
}

/** A page with its absolute path and the section it belongs to. */
export interface PageEntry extends PageRoute {
  fullPath: string;
  section?: PageRoute;
}

/** The names of a route and of every route below it. */
export type RouteNames<R> = R extends { readonly name: infer N extends string }
  ? N | (R extends { readonly children: readonly (infer C)[] } ? RouteNames<C> : never)
  : never;
