import { ACCESS } from '@/domain/access';
import { RECORD_BY_ID, RECORD_BY_ID_OR_NEW, type PageRoute } from '../types';

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
        record: RECORD_BY_ID_OR_NEW,
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
      meta: {
        record: RECORD_BY_ID,
        title: '使用登记详情',
        hideInMenu: true,
        notCache: true,
        access: ACCESS.useRecordQuery,
      },
      page: () => import('@/pages/use-record/UseRecordDetail'),
    },
  ],
} as const satisfies PageRoute;

/** 企业自助服务's change registration pages (变更登记): apply, query, detail. */
export const changeRegistrationRoutes = [
  {
    name: 'change_register',
    path: 'change-register',
    meta: {
      record: RECORD_BY_ID_OR_NEW,
      title: '变更登记申请',
      icon: 'FileTextOutlined',
      access: ACCESS.changeRegister,
      notCache: true,
    },
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
    meta: {
      record: RECORD_BY_ID,
      title: '变更登记详情',
      hideInMenu: true,
      notCache: true,
      access: ACCESS.changeQuery,
    },
    page: () => import('@/pages/company-service/ChangeDetail'),
  },
] as const satisfies readonly PageRoute[];

/**
 * 企业自助服务's registrations over several pieces of equipment (按台套: pressure piping and boilers;
 * 按单位: gas cylinders) and termination (注销) applications. The requirements name only the termination's
 * detail page; its list (termination-application) is where the unit files one and the authority finds
 * the waiting ones, as change-query serves change registrations.
 */
export const registrationSetRoutes = [
  {
    name: 'company_service_reg_by_sets',
    path: 'regBySets',
    meta: { title: '按台套登记', icon: 'SafetyCertificateOutlined', access: ACCESS.registrationBySet },
    page: () => import('@/pages/company-service/RegBySets'),
  },
  {
    name: 'company_service_set_detail',
    path: 'set-detail',
    meta: {
      record: RECORD_BY_ID,
      title: '台套登记详情',
      hideInMenu: true,
      notCache: true,
      access: ACCESS.registrationBySet,
    },
    page: () => import('@/pages/company-service/SetDetail'),
  },
  {
    name: 'company_service_registration_details',
    path: 'RegistrationDetails',
    meta: {
      record: RECORD_BY_ID,
      title: '使用登记证信息',
      hideInMenu: true,
      notCache: true,
      access: ACCESS.registrationBySet,
    },
    page: () => import('@/pages/company-service/RegistrationDetails'),
  },
  {
    name: 'company_service_reg_by_unit',
    path: 'regByUnit',
    meta: { title: '按单位登记', icon: 'DatabaseOutlined', access: ACCESS.registrationByUnit },
    page: () => import('@/pages/company-service/RegByUnit'),
  },
  {
    name: 'company_service_unit_detail',
    path: 'unit-detail',
    meta: {
      record: RECORD_BY_ID,
      title: '单位登记详情',
      hideInMenu: true,
      notCache: true,
      access: ACCESS.registrationByUnit,
    },
    page: () => import('@/pages/company-service/UnitDetail'),
  },
  {
    name: 'company_service_termination',
    path: 'termination-application',
    meta: { title: '注销申请', icon: 'FileSearchOutlined', access: ACCESS.termination },
    page: () => import('@/pages/company-service/TerminationQuery'),
  },
  {
    name: 'company_service_termination_detail',
    path: 'termination-application-detail',
    meta: {
      record: RECORD_BY_ID_OR_NEW,
      title: '注销申请详情',
      hideInMenu: true,
      notCache: true,
      access: ACCESS.termination,
    },
    page: () => import('@/pages/company-service/TerminationDetail'),
  },
] as const satisfies readonly PageRoute[];
