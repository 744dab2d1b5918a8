import { RECORD_BY_ID, type PageRoute } from '../types';

/**
 * Pages of the main layout open to any logged-in user: home, notices and the error log.
 * 通知公告 is a menu entry (not only a link from home) so that role types whose home is their first
 * menu page (docs/requirements.md, Routes) still reach the notices.
 */
export const homeRoute = {
  name: 'home',
  path: '/home',
  meta: { title: '工作桌面', icon: 'HomeOutlined', hideInMenu: true },
  page: () => import('@/pages/home/HomePage'),
} as const satisfies PageRoute;

export const noticeRoutes = [
  {
    name: 'notice',
    path: '/notice',
    meta: { title: '通知公告', icon: 'NotificationOutlined' },
    page: () => import('@/pages/notice/NoticeListPage'),
  },
  {
    name: 'notice_detail',
    path: '/notice/detail',
    meta: { record: RECORD_BY_ID, title: '通知详情', hideInMenu: true },
    page: () => import('@/pages/notice/NoticeDetailPage'),
  },
] as const satisfies readonly PageRoute[];

export const errorLoggerRoute = {
  name: 'error_logger_page',
  path: '/error_logger_page',
  meta: { title: '错误日志', icon: 'BugOutlined', hideInMenu: true },
  page: () => import('@/pages/error/ErrorLoggerPage'),
} as const satisfies PageRoute;
