import { ACCESS } from '@/domain/access';
import { RECORD_BY_ID, type PageRoute } from '../types';

/** 在线报检: requesting inspections, their fees and payment (company-service). */
export const inspectionSection = {
  name: 'inspection',
  path: '/company-service',
  meta: { title: '在线报检', icon: 'AuditOutlined', access: ACCESS.inspectionQuery },
  children: [
    {
      name: 'inspection_online_apply',
      path: 'online-apply',
      meta: { title: '在线报检', icon: 'AuditOutlined', access: ACCESS.inspectionApply },
      page: () => import('@/pages/inspection/OnlineApply'),
    },
    {
      name: 'inspection_apply_elevator',
      path: 'onlineApplyForElevator',
      meta: { title: '电梯报检', icon: 'SafetyCertificateOutlined', access: ACCESS.inspectionApply },
      page: () => import('@/pages/inspection/OnlineApplyForElevator'),
    },
    {
      name: 'inspection_due_list',
      path: 'sbjjList',
      meta: { title: '到期设备报检', icon: 'NotificationOutlined', access: ACCESS.inspectionApply },
      page: () => import('@/pages/inspection/SbjjList'),
    },
    {
      name: 'inspection_apply_form',
      path: 'online-apply-form',
      meta: { title: '报检申请', hideInMenu: true, notCache: true, access: ACCESS.inspectionApply },
      page: () => import('@/pages/inspection/OnlineApplyForm'),
    },
    {
      name: 'inspection_apply_edit',
      path: 'online-apply-edit',
      meta: {
        record: RECORD_BY_ID,
        title: '修改报检申请',
        hideInMenu: true,
        notCache: true,
        access: ACCESS.inspectionApply,
      },
      page: () => import('@/pages/inspection/OnlineApplyForm'),
    },
    {
      name: 'inspection_apply_pay',
      path: 'online-apply-pay',
      meta: {
        record: RECORD_BY_ID,
        title: '报检缴费',
        hideInMenu: true,
        notCache: true,
        access: ACCESS.inspectionApply,
      },
      page: () => import('@/pages/inspection/OnlineApplyPay'),
    },
    {
      name: 'inspection_apply_query',
      path: 'online-apply-query',
      meta: { title: '报检申请查询', icon: 'FileSearchOutlined', access: ACCESS.inspectionQuery },
      page: () => import('@/pages/inspection/OnlineApplyQuery'),
    },
    {
      name: 'inspection_apply_detail',
      path: 'online-apply-detail',
      meta: {
        record: RECORD_BY_ID,
        title: '报检申请详情',
        hideInMenu: true,
        notCache: true,
        access: ACCESS.inspectionQuery,
      },
      page: () => import('@/pages/inspection/OnlineApplyDetail'),
    },
    {
      name: 'inspection_pay',
      path: 'pay',
      meta: { title: '检验缴费', icon: 'PayCircleOutlined', access: ACCESS.inspectionApply },
      page: () => import('@/pages/inspection/PayList'),
    },
  ],
} as const satisfies PageRoute;

/** 扫码支付: the parent opens pay-code-order, the QR code of one order (?id=&orderNo=). */
export const payCodeSection = {
  name: 'pay_code',
  path: '/pay-code',
  meta: { title: '扫码支付', hideInMenu: true, access: ACCESS.inspectionApply },
  children: [
    {
      name: 'pay_code_order',
      path: 'pay-code-order',
      meta: {
        record: { keys: ['id', 'orderNo'] },
        title: '扫码支付',
        hideInMenu: true,
        notCache: true,
        access: ACCESS.inspectionApply,
      },
      page: () => import('@/pages/inspection/PayCodeOrder'),
    },
  ],
} as const satisfies PageRoute;
