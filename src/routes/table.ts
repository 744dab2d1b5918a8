import type { PageRoute, RouteNames } from './types';
import { errorLoggerRoute, homeRoute, noticeRoutes } from './sections/portal';
import { systemSection } from './sections/system';
import { accountSection } from './sections/account';
import { workerSection } from './sections/worker';
import { companyInfoSection, companyServiceSection } from './sections/company';
import { equipmentSection } from './sections/equipment';
import { maintenanceInspectSection, supervisionSection } from './sections/supervision';
import { inspectionSection, payCodeSection } from './sections/inspection';
import { noAccountRoutes } from './sections/selfService';
import { constructionSection } from './sections/construction';
import { useRecordSection } from './sections/useRecord';

/**
 * The route table: the single source for router, menu, tabs, titles, breadcrumbs and access.
 * Sections are listed in menu order; each section file declares its own pages.
 */

/** Open without a session and never in the menu. */
const publicTable = [
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
  {
    name: 'register',
    path: '/register',
    meta: { title: '企业账号注册申请', hideInMenu: true },
    page: () => import('@/pages/public/RegisterPage'),
  },
  {
    name: 'register_success',
    path: '/register-success',
    meta: { title: '注册申请已提交', hideInMenu: true },
    page: () => import('@/pages/public/RegisterSuccessPage'),
  },
  {
    name: 'reg_check_list',
    path: '/regCheackList',
    meta: { title: '企业注册结果查询', hideInMenu: true },
    page: () => import('@/pages/public/RegCheckListPage'),
  },
  {
    name: 'reset_password',
    path: '/resetPassword',
    meta: { title: '密码重置申请', hideInMenu: true },
    page: () => import('@/pages/public/ResetPasswordPage'),
  },
  {
    name: 'reset_success',
    path: '/resetSuccess',
    meta: { title: '密码重置申请已提交', hideInMenu: true },
    page: () => import('@/pages/public/ResetSuccessPage'),
  },
  {
    name: 'attachment_upload_mobile',
    path: '/attachmentUploadMobile',
    meta: { title: '手机上传附件', hideInMenu: true },
    page: () => import('@/pages/public/AttachmentUploadMobilePage'),
  },
  {
    name: 'flow_log_single',
    path: '/flowLog-single',
    meta: { title: '流程记录', hideInMenu: true },
    page: () => import('@/pages/public/FlowLogPage'),
  },
  ...noAccountRoutes,
] as const satisfies readonly PageRoute[];
export const publicRoutes: readonly PageRoute[] = publicTable;

/** Pages inside the main layout. */
const mainTable = [
  homeRoute,
  ...noticeRoutes,
  maintenanceInspectSection,
  equipmentSection,
  useRecordSection,
  workerSection,
  companyInfoSection,
  companyServiceSection,
  supervisionSection,
  inspectionSection,
  payCodeSection,
  constructionSection,
  systemSection,
  accountSection,
  errorLoggerRoute,
] as const satisfies readonly PageRoute[];
export const mainRoutes: readonly PageRoute[] = mainTable;

const errorTable = [
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
] as const satisfies readonly PageRoute[];
export const errorRoutes: readonly PageRoute[] = errorTable;

export const notFoundRoute: PageRoute = {
  name: 'error_404',
  path: '*',
  meta: { title: '页面不存在', hideInMenu: true },
  page: () => import('@/pages/error/NotFound'),
};

/** Every route's name: pathTo and the tab store take only these. */
export type RouteName = RouteNames<(typeof publicTable | typeof mainTable | typeof errorTable)[number]>;
