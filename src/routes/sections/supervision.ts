import { ACCESS } from '@/domain/access';
import { RECORD_BY_ID, type PageRoute } from '../types';

/** 维保检验, the maintenance unit's duties for the elevators it keeps: declarations and use marks. */
export const maintenanceInspectSection = {
  name: 'maintenance_inspect',
  path: '/maintenanceInspect',
  meta: { title: '维保检验', icon: 'SafetyCertificateOutlined', access: ACCESS.maintenanceCompliance },
  children: [
    {
      name: 'maintenance_compliance',
      path: 'compliance',
      meta: { title: '符合性声明', icon: 'AuditOutlined', access: ACCESS.maintenanceCompliance },
      page: () => import('@/pages/maintenance-inspect/Compliance'),
    },
    {
      name: 'maintenance_compliance_detail',
      path: 'compliance-detail',
      meta: {
        record: RECORD_BY_ID,
        title: '符合性声明详情',
        hideInMenu: true,
        notCache: true,
        access: ACCESS.maintenanceCompliance,
      },
      page: () => import('@/pages/maintenance-inspect/ComplianceDetail'),
    },
    {
      name: 'maintenance_elevator_printing',
      path: 'elevatorPrinting',
      meta: { title: '电梯使用标志打印', icon: 'IdcardOutlined', access: ACCESS.elevatorUseMark },
      page: () => import('@/pages/maintenance-inspect/ElevatorPrinting'),
    },
  ],
} as const satisfies PageRoute;

/** 制造监督检验: the manufacturing unit's supervision inspections, one list and detail per product kind. */
export const supervisionSection = {
  name: 'zzjj',
  path: '/zzjj',
  meta: { title: '制造监督检验', icon: 'SafetyOutlined', access: ACCESS.supervisionPipe, showAlways: true },
  children: [
    {
      name: 'zzjj_gdyj',
      path: 'gdyj',
      meta: { title: '压力管道元件监检', icon: 'ToolOutlined', access: ACCESS.supervisionPipe },
      page: () => import('@/pages/zzjj/PipeComponents'),
    },
    {
      name: 'zzjj_gdyj_detail',
      path: 'gdyjdetail',
      meta: {
        record: RECORD_BY_ID,
        title: '压力管道元件监检详情',
        hideInMenu: true,
        access: ACCESS.supervisionPipe,
      },
      page: () => import('@/pages/zzjj/SupervisionDetail'),
    },
    {
      name: 'zzjj_glyj',
      path: 'glyj',
      meta: { title: '锅炉监检', icon: 'DatabaseOutlined', access: ACCESS.supervisionBoiler },
      page: () => import('@/pages/zzjj/Boilers'),
    },
    {
      name: 'zzjj_glyj_detail',
      path: 'glyjdetail',
      meta: {
        record: RECORD_BY_ID,
        title: '锅炉监检详情',
        hideInMenu: true,
        access: ACCESS.supervisionBoiler,
      },
      page: () => import('@/pages/zzjj/SupervisionDetail'),
    },
    {
      name: 'zzjj_rqyj',
      path: 'rqyj',
      meta: { title: '压力容器监检', icon: 'FileSearchOutlined', access: ACCESS.supervisionVessel },
      page: () => import('@/pages/zzjj/PressureVessels'),
    },
    {
      name: 'zzjj_rqyj_detail',
      path: 'rqyjdetail',
      meta: {
        record: RECORD_BY_ID,
        title: '压力容器监检详情',
        hideInMenu: true,
        access: ACCESS.supervisionVessel,
      },
      page: () => import('@/pages/zzjj/SupervisionDetail'),
    },
  ],
} as const satisfies PageRoute;

/** Rescue and fault registrations of the maintained elevators, in the company-service section. */
export const rescueFaultRoutes = [
  {
    name: 'company_service_fault',
    path: 'fault-registration',
    meta: { title: '救援与故障登记', icon: 'FileTextOutlined', access: ACCESS.elevatorRescueFault },
    page: () => import('@/pages/company-service/RescueFaultRegistration'),
  },
  {
    name: 'company_service_fault_detail',
    path: 'fault-registration-detail',
    meta: {
      record: RECORD_BY_ID,
      title: '救援与故障登记详情',
      hideInMenu: true,
      access: ACCESS.elevatorRescueFault,
    },
    page: () => import('@/pages/company-service/RescueFaultDetail'),
  },
] as const satisfies readonly PageRoute[];
