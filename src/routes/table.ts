import type { PageRoute } from './types';
import { errorLoggerRoute, homeRoute, noticeRoutes } from './sections/portal';
import { systemSection } from './sections/system';
import { workerSection } from './sections/worker';

/**
 * The route table: the single source for router, menu, tabs, titles, breadcrumbs and access.
 * Sections are listed in menu order; each section file declares its own pages.
 */

/** Open without a session and never in the menu. */
export const publicRoutes: PageRoute[] = [
  {
    name: 'login',
    path: '/login',
    meta: { title: '登录', hideInMenu: true },
    page: () => import('@/pages/login/LoginPage'),
  },
  {
    name: 'ssologin',
    path: '/ssologin',
    meta: { title: '单点登录', hideInMenu: true },
    page: () => import('@/pages/login/SsoLoginPage'),
  },
];

/** Pages inside the main layout. */
export const mainRoutes: PageRoute[] = [
  homeRoute,
  ...noticeRoutes,
  workerSection,
  systemSection,
  errorLoggerRoute,
];

export const errorRoutes: PageRoute[] = [
  {
    name: 'error_401',
    path: '/401',
    meta: { title: '无权访问', hideInMenu: true },
    page: () => import('@/pages/error/Forbidden'),
  },
  {
    name: 'error_500',
    path: '/500',
    meta: { title: '服务器错误', hideInMenu: true },
    page: () => import('@/pages/error/ServerError'),
  },
];

export const notFoundRoute: PageRoute = {
  name: 'error_404',
  path: '*',
  meta: { title: '页面不存在', hideInMenu: true },
  page: () => import('@/pages/error/NotFound'),
};
