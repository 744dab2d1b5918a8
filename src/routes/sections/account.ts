import { ACCESS } from '@/domain/access';
import { RECORD_BY_ID, type PageRoute } from '../types';

/** 企业账号管理: registration audit, accounts and password-reset audit (administrators only). */
export const accountSection = {
  name: 'account',
  path: '/account',
  meta: { title: '企业账号管理', icon: 'SafetyOutlined', access: ACCESS.accountCheck },
  children: [
    {
      name: 'account_check',
      path: 'check',
      meta: { title: '注册确认', icon: 'AuditOutlined', access: ACCESS.accountCheck },
      page: () => import('@/pages/account/RegisterCheck'),
    },
    {
      name: 'account_register_detail',
      path: 'register-detail',
      meta: {
        record: RECORD_BY_ID,
        title: '注册申请详情',
        hideInMenu: true,
        notCache: true,
        access: ACCESS.accountCheck,
      },
      page: () => import('@/pages/account/RegisterDetail'),
    },
    {
      name: 'account_manager',
      path: 'manager',
      meta: { title: '账号管理', icon: 'TeamOutlined', access: ACCESS.accountManager },
      page: () => import('@/pages/account/AccountManager'),
    },
    {
      name: 'account_add',
      path: 'add-account',
      meta: { title: '新增账号', hideInMenu: true, notCache: true, access: ACCESS.accountManager },
      page: () => import('@/pages/account/AccountDetail'),
    },
    {
      name: 'account_detail',
      path: 'account-detail',
      meta: {
        record: RECORD_BY_ID,
        title: '账号信息',
        hideInMenu: true,
        notCache: true,
        access: ACCESS.accountManager,
      },
      page: () => import('@/pages/account/AccountDetail'),
    },
    {
      name: 'account_reset_check',
      path: 'reset-password-check-list',
      meta: { title: '密码重置审核', icon: 'KeyOutlined', access: ACCESS.accountResetCheck },
      page: () => import('@/pages/account/ResetCheckList'),
    },
    {
      name: 'account_reset_query',
      path: 'reset-password-query-list',
      meta: { title: '密码重置查询', icon: 'FileSearchOutlined', access: ACCESS.accountResetQuery },
      page: () => import('@/pages/account/ResetQueryList'),
    },
    {
      name: 'account_reset_detail',
      path: 'reset-password-detail',
      meta: {
        record: RECORD_BY_ID,
        title: '密码重置申请详情',
        hideInMenu: true,
        notCache: true,
        access: ACCESS.accountResetCheck,
      },
      page: () => import('@/pages/account/ResetDetail'),
    },
  ],
} as const satisfies PageRoute;
