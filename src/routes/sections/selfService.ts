import { ACCESS } from '@/domain/access';
import { RECORD_BY_ID, RECORD_BY_ID_OR_NEW, type PageRoute } from '../types';

const inspections = () => import('@/pages/company-service/inspectionLists');
const inspectionDetails = () => import('@/pages/company-service/inspectionDetails');
const hidden = { hideInMenu: true, notCache: true } as const;

/**
 * 企业自助服务 after the inspection: reports and marks, the inspections behind them, issued invoices,
 * questions to the authority, and the two entries that need no account.
 */
export const selfServiceRoutes = [
  {
    name: 'company_service_report_query',
    path: 'report-query',
    meta: { title: '检验报告查询', icon: 'FileSearchOutlined', access: ACCESS.reportQuery },
    page: () => import('@/pages/company-service/ReportQuery'),
  },
  {
    name: 'company_service_report_detail',
    path: 'report-detail',
    meta: { record: RECORD_BY_ID, title: '检验报告', ...hidden, access: ACCESS.reportQuery },
    page: () => import('@/pages/company-service/ReportDetail'),
  },
  {
    name: 'company_service_jcbz',
    path: 'jcbz',
    meta: { title: '检验标志下载', icon: 'SafetyCertificateOutlined', access: ACCESS.inspectionMark },
    page: () => import('@/pages/company-service/MarkDownload'),
  },
  {
    name: 'company_service_check_online',
    path: 'check-online',
    meta: { title: '网上报检记录', icon: 'FileTextOutlined', access: ACCESS.checkOnline },
    page: () => inspections().then((m) => ({ default: m.CheckOnline })),
  },
  {
    name: 'company_service_check_online_detail',
    path: 'check-online/detail',
    meta: { record: RECORD_BY_ID, title: '网上报检记录详情', ...hidden, access: ACCESS.checkOnline },
    page: () => inspectionDetails().then((m) => ({ default: m.CheckOnlineDetail })),
  },
  {
    name: 'company_service_check_install',
    path: 'check-install',
    meta: { title: '安装监督检验记录', icon: 'ToolOutlined', access: ACCESS.checkInstall },
    page: () => inspections().then((m) => ({ default: m.CheckInstall })),
  },
  {
    name: 'company_service_check_install_detail',
    path: 'check-install/detail',
    meta: { record: RECORD_BY_ID, title: '安装监督检验详情', ...hidden, access: ACCESS.checkInstall },
    page: () => inspectionDetails().then((m) => ({ default: m.CheckInstallDetail })),
  },
  {
    name: 'company_service_check_record',
    path: 'check-record',
    meta: { title: '定期检验记录', icon: 'AuditOutlined', access: ACCESS.checkRecord },
    page: () => inspections().then((m) => ({ default: m.CheckRecord })),
  },
  {
    name: 'company_service_check_record_detail',
    path: 'check-record/detail',
    meta: { record: RECORD_BY_ID, title: '定期检验记录详情', ...hidden, access: ACCESS.checkRecord },
    page: () => inspectionDetails().then((m) => ({ default: m.CheckRecordDetail })),
  },
  {
    name: 'company_service_invoice',
    path: 'invoice',
    meta: { title: '发票与邮寄', icon: 'PayCircleOutlined', access: ACCESS.issuedInvoices },
    page: () => import('@/pages/company-service/Invoices').then((m) => ({ default: m.InvoiceList })),
  },
  {
    name: 'company_service_invoice_detail',
    path: 'invoice-detail',
    meta: { record: RECORD_BY_ID, title: '发票详情', ...hidden, access: ACCESS.issuedInvoices },
    page: () => import('@/pages/company-service/Invoices').then((m) => ({ default: m.InvoiceDetail })),
  },
  {
    name: 'company_service_interaction',
    path: 'interaction',
    meta: { title: '咨询互动', icon: 'NotificationOutlined', access: ACCESS.interactions },
    page: () => import('@/pages/company-service/Interactions').then((m) => ({ default: m.InteractionList })),
  },
  {
    name: 'company_service_interaction_detail',
    path: 'interaction-detail',
    meta: { record: RECORD_BY_ID_OR_NEW, title: '咨询详情', ...hidden, access: ACCESS.interactions },
    page: () =>
      import('@/pages/company-service/Interactions').then((m) => ({ default: m.InteractionDetail })),
  },
  {
    name: 'company_service_no_account_periodic',
    path: 'no-account-periodic',
    meta: {
      title: '无账号定期检验',
      icon: 'LinkOutlined',
      access: ACCESS.reportQuery,
      href: '/no-account/periodic-inspection',
      hrefQuery: 'noAccount',
    },
  },
  {
    name: 'company_service_no_account_collect',
    path: 'no-account-collect',
    meta: {
      title: '自助领取报告',
      icon: 'LinkOutlined',
      access: ACCESS.reportQuery,
      href: '/no-account/self-collect',
      hrefQuery: 'noAccount',
    },
  },
] as const satisfies readonly PageRoute[];

/** Open without a session: a key from the paper (report, mark) opens one report or one piece of equipment. */
export const noAccountRoutes = [
  {
    name: 'no_account_periodic',
    path: '/no-account/periodic-inspection',
    meta: { title: '无账号定期检验申请', hideInMenu: true },
    page: () => import('@/pages/public/NoAccountPeriodicPage'),
  },
  {
    name: 'no_account_collect',
    path: '/no-account/self-collect',
    meta: { title: '检验报告自助领取', hideInMenu: true },
    page: () => import('@/pages/public/NoAccountCollectPage'),
  },
] as const satisfies readonly PageRoute[];
