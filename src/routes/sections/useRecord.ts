import { ACCESS } from '@/domain/access';
import type { PageRoute } from '../types';

/** 使用登记: the use unit applies and queries; the authority (administrator) queries and handles. */
export const useRecordSection = {
  name: 'use_record',
  path: '/use-record',
  meta: { title: '使用登记', icon: 'AuditOutlined', access: ACCESS.useRecordQuery },
  children: [
    {
      name: 'use_record_apply',
      path: 'apply',
      meta: {
        title: '使用登记申请',
        icon: 'FileTextOutlined',
        access: ACCESS.useRecordApply,
        notCache: true,
      },
      page: () => import('@/pages/use-record/UseRecordApply'),
    },
    {
      name: 'use_record_query',
      path: 'query',
      meta: { title: '使用登记查询', icon: 'FileSearchOutlined', access: ACCESS.useRecordQuery },
      page: () => import('@/pages/use-record/UseRecordQuery'),
    },
    {
      name: 'use_record_detail',
      path: 'detail',
      meta: { title: '使用登记详情', hideInMenu: true, notCache: true, access: ACCESS.useRecordQuery },
      page: () => import('@/pages/use-record/UseRecordDetail'),
    },
  ],
} as const satisfies PageRoute;

/** 企业自助服务's change registration pages (变更登记): apply, query, detail. */
export const changeRegistrationRoutes = [
  {
    name: 'change_register',
    path: 'change-register',
    meta: { title: '变更登记申请', icon: 'FileTextOutlined', access: ACCESS.changeRegister, notCache: true },
    page: () => import('@/pages/company-service/ChangeRegister'),
  },
  {
    name: 'change_query',
    path: 'change-query',
    meta: { title: '变更登记查询', icon: 'FileSearchOutlined', access: ACCESS.changeQuery },
    page: () => import('@/pages/company-service/ChangeQuery'),
  },
  {
    name: 'change_detail',
    path: 'change-detail',
    meta: { title: '变更登记详情', hideInMenu: true, notCache: true, access: ACCESS.changeQuery },
    page: () => import('@/pages/company-service/ChangeDetail'),
  },
] as const satisfies readonly PageRoute[];
