import { ACCESS } from '@/domain/access';
import { RECORD_BY_ID_OR_NEW, type PageRoute } from '../types';

/** 作业人员管理: operators of the logged-in unit and their certificates. */
export const workerSection = {
  name: 'worker',
  path: '/worker',
  meta: { title: '作业人员管理', icon: 'TeamOutlined', access: ACCESS.workerQuery },
  children: [
    {
      name: 'worker_overview',
      path: 'overview',
      meta: { title: '人员概览', icon: 'PieChartOutlined', access: ACCESS.workerOverview },
      page: () => import('@/pages/worker/WorkerOverview'),
    },
    {
      name: 'worker_overview_detail',
      path: 'overview-detail',
      meta: { title: '作业项目人员', hideInMenu: true, access: ACCESS.workerOverview },
      page: () => import('@/pages/worker/WorkerOverviewDetail'),
    },
    {
      name: 'worker_query',
      path: 'query',
      meta: { title: '作业人员查询', icon: 'SearchOutlined', access: ACCESS.workerQuery },
      page: () => import('@/pages/worker/WorkerQuery'),
    },
    {
      name: 'worker_certificate',
      path: 'certificate',
      meta: { title: '证书管理', icon: 'IdcardOutlined', access: ACCESS.workerCertificate },
      page: () => import('@/pages/worker/WorkerCertificate'),
    },
    {
      name: 'worker_detail',
      path: 'detail',
      meta: {
        record: RECORD_BY_ID_OR_NEW,
        title: '作业人员信息',
        hideInMenu: true,
        notCache: true,
        access: ACCESS.workerQuery,
      },
      page: () => import('@/pages/worker/WorkerDetail'),
    },
  ],
} as const satisfies PageRoute;
