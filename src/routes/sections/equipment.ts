import { EQUIPMENT_LISTS } from '@/contract/records/equipmentLists';
import { ACCESS } from '@/domain/access';
import {
  EQUIPMENT_KIND_KEYS,
  EQUIPMENT_KIND_TITLES,
  type EquipmentKindKey,
} from '@/domain/equipmentKindTitles';
import { RECORD_BY_ID, RECORD_BY_ID_OR_NEW, type PageRoute } from '../types';

const lists = () => import('@/pages/equipment/lists');
const adding = () => import('@/pages/equipment/EquipmentNew');

/** The file of a kind (detail/boiler ...): one route per equipment kind, one shared page. */
const fileRoute = <K extends EquipmentKindKey>(key: K) => ({
  name: `equipment_file_${key}` as const,
  path: `detail/${key}`,
  meta: {
    title: `${EQUIPMENT_KIND_TITLES[key]}档案`,
    record: RECORD_BY_ID,
    hideInMenu: true,
    notCache: true,
    access: ACCESS.equipmentQuery,
  },
  page: () => import('@/pages/equipment/EquipmentFile').then((m) => ({ default: m.EQUIPMENT_FILES[key] })),
});

/** 设备管理: the unit's equipment, its lists, registration of new equipment and pipeline segments. */
export const equipmentSection = {
  name: 'equipment',
  path: '/equipment',
  meta: { title: '设备管理', icon: 'DatabaseOutlined', access: ACCESS.equipmentQuery },
  children: [
    {
      name: 'equipment_overview',
      path: 'overview',
      meta: { title: '设备概览', icon: 'AppstoreOutlined', access: ACCESS.equipmentOverview },
      page: () => import('@/pages/equipment/EquipmentOverview'),
    },
    {
      name: 'equipment_query_comprehensive',
      path: 'query-comprehensive',
      meta: {
        title: EQUIPMENT_LISTS.equipment_query_comprehensive.title,
        icon: 'FileSearchOutlined',
        access: ACCESS.equipmentQuery,
      },
      page: () => lists().then((m) => ({ default: m.QueryComprehensive })),
    },
    {
      name: 'equipment_query_timeout',
      path: 'query-timeout',
      meta: {
        title: EQUIPMENT_LISTS.equipment_query_timeout.title,
        icon: 'FileSearchOutlined',
        access: ACCESS.equipmentQuery,
      },
      page: () => lists().then((m) => ({ default: m.QueryTimeout })),
    },
    {
      name: 'equipment_query_fault',
      path: 'query-fault',
      meta: {
        title: EQUIPMENT_LISTS.equipment_query_fault.title,
        icon: 'FileSearchOutlined',
        access: ACCESS.equipmentQuery,
      },
      page: () => lists().then((m) => ({ default: m.QueryFault })),
    },
    {
      name: 'equipment_query_non_use',
      path: 'query-non-use',
      meta: {
        title: EQUIPMENT_LISTS.equipment_query_non_use.title,
        icon: 'FileSearchOutlined',
        access: ACCESS.equipmentQuery,
      },
      page: () => lists().then((m) => ({ default: m.QueryNonUse })),
    },
    {
      name: 'equipment_query_about_expire',
      path: 'query-about-expire',
      meta: {
        title: EQUIPMENT_LISTS.equipment_query_about_expire.title,
        icon: 'FileSearchOutlined',
        access: ACCESS.equipmentQuery,
      },
      page: () => lists().then((m) => ({ default: m.QueryAboutExpire })),
    },
    {
      name: 'equipment_query_detect_due',
      path: 'query-detectDueList',
      meta: {
        title: EQUIPMENT_LISTS.equipment_query_detect_due.title,
        icon: 'FileSearchOutlined',
        access: ACCESS.equipmentQuery,
      },
      page: () => lists().then((m) => ({ default: m.QueryDetectDue })),
    },
    {
      name: 'equipment_query_detect_extended',
      path: 'query-detectExtendedList',
      meta: {
        title: EQUIPMENT_LISTS.equipment_query_detect_extended.title,
        icon: 'FileSearchOutlined',
        access: ACCESS.equipmentQuery,
      },
      page: () => lists().then((m) => ({ default: m.QueryDetectExtended })),
    },
    {
      name: 'equipment_query_payload_time',
      path: 'query-payload-time',
      meta: {
        title: EQUIPMENT_LISTS.equipment_query_payload_time.title,
        icon: 'FileSearchOutlined',
        access: ACCESS.equipmentQuery,
      },
      page: () => lists().then((m) => ({ default: m.QueryPayloadTime })),
    },
    {
      name: 'equipment_query_pressure_piping',
      path: 'query-pressure-piping',
      meta: {
        title: EQUIPMENT_LISTS.equipment_query_pressure_piping.title,
        icon: 'FileSearchOutlined',
        access: ACCESS.equipmentQuery,
      },
      page: () => lists().then((m) => ({ default: m.QueryPressurePiping })),
    },
    {
      name: 'equipment_pipeline_maintain',
      path: 'equip-pressure-pipeline-maintain',
      meta: { title: '压力管道自主维护', icon: 'ToolOutlined', access: ACCESS.equipmentPipeline },
      page: () => import('@/pages/equipment/PipelineMaintain'),
    },
    {
      name: 'equipment_pipeline_segment',
      path: 'pipeline-segment',
      meta: {
        record: RECORD_BY_ID_OR_NEW,
        title: '管段信息',
        hideInMenu: true,
        notCache: true,
        access: ACCESS.equipmentPipeline,
      },
      page: () => import('@/pages/equipment/PipelineSegmentDetail'),
    },
    {
      name: 'equipment_device_new',
      path: 'device-info-new',
      meta: { title: '新增设备', icon: 'FileTextOutlined', access: ACCESS.equipmentAdd, notCache: true },
      page: () => adding().then((m) => ({ default: m.DeviceInfoNew })),
    },
    {
      name: 'equipment_pipeline_new',
      path: 'pipeline-info-new',
      meta: { title: '新增管道', icon: 'FileTextOutlined', access: ACCESS.equipmentAdd, notCache: true },
      page: () => adding().then((m) => ({ default: m.PipelineInfoNew })),
    },
    ...EQUIPMENT_KIND_KEYS.map(fileRoute),
  ],
} as const satisfies PageRoute;
