import { request, type Params } from '@/http/client';
import type { Page } from '@/http/envelope';
import { EQUIPMENT_KIND_TITLES, type EquipmentKindKey } from '@/domain/equipmentKindTitles';
import { importCalls } from './excel';
import type {
  Equipment,
  EquipmentRow,
  PipelineSegment,
  PipelineSegmentRow,
  EquipmentChange,
  EquipmentFile,
} from '@/contract/calls/equipment';
import type { EquipmentOverview } from '@/contract/calls/portal';
export type {
  Equipment,
  EquipmentRow,
  PipelineSegment,
  PipelineSegmentRow,
  InspectionHistoryRow,
  RegistrationHistoryRow,
  EquipmentChange,
  EquipmentFile,
} from '@/contract/calls/equipment';
export type { EquipmentCounts } from '@/contract/calls/portal';

/** The equipment overview: the home figures plus counts by category (getEqmOverview). */
export type EquipmentOverviewDetail = EquipmentOverview;

/** Paged query: pageNo, pageSize, orderBy plus the filters of the equipment vocabulary. */
export type EquipmentQuery = Params;

const page =
  <T>(path: string) =>
  (query: EquipmentQuery) =>
    request<Page<T>>(path, { form: query }).then((e) => e.data);

/** Every list: the unit's equipment (inspState and usestatus pick the state lists). */
export const listEquipment = page<EquipmentRow>('/a/stone/eqm/list');
/** Elevators whose self-detection (自行检测) is due within withinDays, or past. */
export const listDetectDue = page<EquipmentRow>('/a/stone/eqm/detectDueList');
/** Equipment whose periodic inspection has been postponed (延期检验). */
export const listDetectExtended = page<EquipmentRow>('/a/stone/eqm/detectExtendedList');
/** Cranes and elevators with their next load test (载荷试验). */
export const listLoadTests = page<EquipmentRow>('/a/stone/eqm/loadTestList');
/** The unit's pressure piping (category 8000). */
export const listPressurePiping = page<EquipmentRow>('/a/stone/eqm/pressurePipingList');
/** Segments of the unit's pressure pipelines. */
export const listPipelineSegments = page<PipelineSegmentRow>('/a/stone/eqm/pipelineList');

/** The overview; withinDays is the window of "due soon" (config equipmentDueDays). */
export const getEquipmentOverview = (withinDays: number) =>
  request<EquipmentOverviewDetail>('/a/stone/index/getEqmOverview', { params: { withinDays } }).then(
    (e) => e.data,
  );

/** One piece of equipment's file; the category must be the record's own. */
export const getEquipment = (equdatasysid: string, equclacode: string) =>
  request<EquipmentFile>('/a/stone/eqm/getDetailBy', { params: { equdatasysid, equclacode } }).then(
    (e) => e.data,
  );

export const addEquipment = (equipment: Equipment) =>
  request<EquipmentRow>('/a/stone/eqm/addEqm', { json: equipment });
/** Requests a change of the equipment (`id`) to these values; the authority's approval applies it. */
export const changeEquipment = (equipment: Equipment) =>
  request<EquipmentChange>('/a/stone/eqm/changeEqm', { json: equipment });
/** The unit withdraws its pending change request. */
export const withdrawEquipmentChange = (id: string) =>
  request<EquipmentChange>('/a/stone/eqm/withdrawChange', { form: { id } });
/** The authority's audit (administrators): pass approves and applies the change, else it is returned. */
export const auditEquipmentChange = (id: string, pass: boolean, opinion = '') =>
  request<EquipmentChange>('/a/stone/eqm/auditChange', {
    form: { id, pass: pass ? '1' : '0', opinion },
  });

export const getPipelineSegment = (id: string) =>
  request<PipelineSegmentRow>('/a/stone/eqm/getPipeline', { params: { id } }).then((e) => e.data);
export const savePipelineSegment = (segment: PipelineSegment) =>
  request<PipelineSegmentRow>('/a/stone/eqm/savePipeline', { json: segment });
export const deletePipelineSegment = (id: string) => request('/a/stone/eqm/deletePipeline', { form: { id } });

/** The unit's pressure piping as options of the segment form (id, name and code). */
export const listPipelineOptions = () =>
  listPressurePiping({ pageNo: 1, pageSize: 500, orderBy: 'equname asc' }).then((p) =>
    p.list.map((e) => ({ value: e.id, label: `${e.equname}（${e.equcode}）` })),
  );

/** 导入设备: eqm/importTemplate, import, importSave, importCancel (the add form's rules, row by row). */
export const equipmentImport = importCalls('/a/stone/eqm', '设备导入模板.xlsx');

/**
 * 技术参数导入导出 of one kind (its key: elevator, boiler…): /api/eqmProperty/<kind>/export is the unit's
 * equipment of the kind with 设备代码, 注册代码 and the parameters (also the import's template);
 * import, importSave and importCancel write the parameters back.
 */
export const equipmentPropertyCalls = (kind: EquipmentKindKey) =>
  importCalls(`/api/eqmProperty/${kind}`, `${EQUIPMENT_KIND_TITLES[kind]}技术参数.xlsx`, 'export');
