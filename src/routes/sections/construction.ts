import { ACCESS } from '@/domain/access';
import { RECORD_BY_ID, RECORD_BY_ID_OR_NEW, type PageRoute } from '../types';

const steps = () => import('@/pages/construction/ConstructionSteps');

/** 施工告知: the construction unit's notifications, their supervision request and equipment parameters. */
export const constructionSection = {
  name: 'construction',
  path: '/construction',
  meta: { title: '施工告知', icon: 'ToolOutlined', access: ACCESS.constructionQuery },
  children: [
    {
      name: 'construction_register_list',
      path: 'register-list',
      meta: { title: '施工告知登记', icon: 'AuditOutlined', access: ACCESS.constructionRegister },
      page: () => import('@/pages/construction/RegisterList'),
    },
    {
      name: 'construction_query_list',
      path: 'query-list',
      meta: { title: '施工告知查询', icon: 'FileSearchOutlined', access: ACCESS.constructionQuery },
      page: () => import('@/pages/construction/QueryList'),
    },
    {
      name: 'construction_register',
      path: 'register',
      meta: {
        record: RECORD_BY_ID_OR_NEW,
        title: '施工告知填报',
        hideInMenu: true,
        notCache: true,
        access: ACCESS.constructionRegister,
      },
      page: () => import('@/pages/construction/NoticeRegister'),
    },
    {
      name: 'construction_detail',
      path: 'detail',
      meta: {
        record: RECORD_BY_ID,
        title: '施工告知详情',
        hideInMenu: true,
        notCache: true,
        access: ACCESS.constructionQuery,
      },
      page: () => import('@/pages/construction/NoticeDetail'),
    },
    {
      name: 'construction_sbjj',
      path: 'constructionSbjj',
      meta: {
        record: RECORD_BY_ID,
        title: '监督检验申请',
        hideInMenu: true,
        notCache: true,
        access: ACCESS.constructionRegister,
      },
      page: () => steps().then((m) => ({ default: m.SupervisionRequestPage })),
    },
    {
      name: 'construction_sbcs',
      path: 'constructionSbcs',
      meta: {
        record: RECORD_BY_ID,
        title: '设备参数填写',
        hideInMenu: true,
        notCache: true,
        access: ACCESS.constructionRegister,
      },
      page: () => steps().then((m) => ({ default: m.EquipmentParametersPage })),
    },
  ],
} as const satisfies PageRoute;
