import { ACCESS } from '@/domain/access';
import { RECORD_BY_ID, RECORD_BY_ID_OR_NEW, type PageRoute } from '../types';
import { rescueFaultRoutes } from './supervision';
import { selfServiceRoutes } from './selfService';
import { changeRegistrationRoutes, registrationSetRoutes } from './useRecord';

/** 单位信息: the unit's information and its changes, invoice titles, mailing addresses, installation units. */
export const companyInfoSection = {
  name: 'company_info',
  path: '/company-info',
  meta: { title: '单位信息', icon: 'BankOutlined', access: ACCESS.companyMaintain },
  children: [
    {
      name: 'company_maintain',
      path: 'maintain',
      meta: { title: '单位信息维护', icon: 'BankOutlined', access: ACCESS.companyMaintain },
      page: () => import('@/pages/company-info/Maintain'),
    },
    {
      name: 'company_maintain_history',
      path: 'maintain-history',
      meta: { title: '单位信息变更记录', icon: 'FileSearchOutlined', access: ACCESS.companyMaintainHistory },
      page: () => import('@/pages/company-info/MaintainHistory'),
    },
    {
      name: 'company_invoice_voucher',
      path: 'invoiceVoucher',
      meta: { title: '发票抬头', icon: 'PayCircleOutlined', access: ACCESS.companyInvoiceVoucher },
      page: () => import('@/pages/company-info/InvoiceVoucher'),
    },
    {
      name: 'company_invoice_voucher_details',
      path: 'invoiceVoucher-details',
      meta: {
        record: RECORD_BY_ID_OR_NEW,
        title: '发票抬头信息',
        hideInMenu: true,
        notCache: true,
        access: ACCESS.companyInvoiceVoucher,
      },
      page: () => import('@/pages/company-info/InvoiceVoucherDetails'),
    },
    {
      name: 'company_invoice_mailing',
      path: 'invoiceMailing',
      meta: { title: '邮寄地址', icon: 'FileTextOutlined', access: ACCESS.companyInvoiceMailing },
      page: () => import('@/pages/company-info/InvoiceMailing'),
    },
    {
      name: 'company_invoice_mailing_details',
      path: 'invoiceMailing-details',
      meta: {
        record: RECORD_BY_ID_OR_NEW,
        title: '邮寄地址信息',
        hideInMenu: true,
        notCache: true,
        access: ACCESS.companyInvoiceMailing,
      },
      page: () => import('@/pages/company-info/InvoiceMailingDetails'),
    },
    {
      name: 'company_installation_unit',
      path: 'installationUnit',
      meta: { title: '安装单位', icon: 'ToolOutlined', access: ACCESS.companyInstallationUnit },
      page: () => import('@/pages/company-info/InstallationUnit'),
    },
    {
      name: 'company_installation_unit_details',
      path: 'installationUnit-details',
      meta: {
        record: RECORD_BY_ID_OR_NEW,
        title: '安装单位信息',
        hideInMenu: true,
        notCache: true,
        access: ACCESS.companyInstallationUnit,
      },
      page: () => import('@/pages/company-info/InstallationUnitDetails'),
    },
  ],
} as const satisfies PageRoute;

/**
 * 企业自助服务: the use unit's reports, inspections, invoices, questions and change registration; the
 * maintenance unit's maintained equipment, project and price applications. No access of its own: each
 * page has its own code, and a role sees the children it may open.
 */
export const companyServiceSection = {
  name: 'company_service',
  path: '/company-service',
  meta: { title: '企业自助服务', icon: 'AppstoreOutlined' },
  children: [
    ...changeRegistrationRoutes,
    ...registrationSetRoutes,
    {
      name: 'company_service_weibao',
      path: 'weibaoDa',
      meta: { title: '维保设备', icon: 'DatabaseOutlined', access: ACCESS.maintainedEquipment },
      page: () => import('@/pages/company-service/MaintainedEquipment'),
    },
    {
      name: 'company_service_maint_project',
      path: 'maintenance-pro-apply',
      meta: { title: '维保项目申请', icon: 'AuditOutlined', access: ACCESS.maintenanceProjectApply },
      page: () => import('@/pages/company-service/MaintenanceProjectApply'),
    },
    {
      name: 'company_service_maint_project_detail',
      path: 'maintenance-pro-apply-detail',
      meta: {
        record: RECORD_BY_ID,
        title: '维保项目申请详情',
        hideInMenu: true,
        access: ACCESS.maintenanceProjectApply,
      },
      page: () => import('@/pages/company-service/MaintenanceProjectApplyDetail'),
    },
    {
      name: 'company_service_maint_price',
      path: 'maintenance-price-apply',
      meta: { title: '维保价格申请', icon: 'PayCircleOutlined', access: ACCESS.maintenancePriceApply },
      page: () => import('@/pages/company-service/MaintenancePriceApply'),
    },
    {
      name: 'company_service_maint_price_detail',
      path: 'maintenance-price-apply-detail',
      meta: {
        record: RECORD_BY_ID,
        title: '维保价格申请详情',
        hideInMenu: true,
        access: ACCESS.maintenancePriceApply,
      },
      page: () => import('@/pages/company-service/MaintenancePriceApplyDetail'),
    },
    ...rescueFaultRoutes,
    ...selfServiceRoutes,
  ],
} as const satisfies PageRoute;
