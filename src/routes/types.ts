import type { ComponentType } from 'react';

/**
 * A page's code. `startCalls`, where a page declares it, starts the calls of its first screen as its
 * route is entered, before it renders (src/layout/shellTabs.ts, startPageCalls).
 */
export type PageModule = () => Promise<{ default: ComponentType; startCalls?: () => void }>;

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
  /** The page shows one record, named in its query (the shell's answer when it is not: RecordGate). */
  record?: RecordKeys;
}

export interface RecordKeys {
  /** The query parameters that name the record (?id=). */
  keys: readonly string[];
  /** Without them the page is a new record's form, not a missing record. */
  orNew?: boolean;
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

/** The usual record page: ?id= names the record. */
export const RECORD_BY_ID: RecordKeys = { keys: ['id'] };
/** A record page that is also the form of a new record (?mode=add, or no id at all). */
export const RECORD_BY_ID_OR_NEW: RecordKeys = { keys: ['id'], orNew: true };
