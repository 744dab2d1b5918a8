import { request, type Params } from '@/http/client';
import type { Page } from '@/http/envelope';
import type { TechnicalValues } from '@/domain/equipmentKinds';
import { EQUIPMENT_KIND_TITLES, type EquipmentKindKey } from '@/domain/equipmentKindTitles';
import type { EquipmentOverview } from './common';
import { importCalls } from './excel';

/**
 * A piece of special equipment of the logged-in unit (family eqm). Common fields are the same for
 * every category; the category's technical parameters (domain/equipmentKinds.ts) sit beside them.
 * Dates are yyyy-MM-dd, '' when not known.
 */
export interface Equipment extends TechnicalValues {
  /** equdatasysid: the record's id. */
  id?: string;
  // ---- identity and registration ----
  /** 设备代码, 18 digits. */
  equcode: string;
  /** 注册代码, 20 digits; '' until registered. */
  equregcode: string;
  /** 使用登记证编号; '' until registered. */
  usecercode: string;
  /** 类别, a first-level code of EQUIPMENT_CATEGORIES. */
  equclacode: string;
  /** 品种, a leaf of EQUIPMENT_CATEGORIES below the category. */
  equsortcode: string;
  equname: string;
  /** 登记状态, REGISTRATION_STATES (set by the server from the registration code). */
  regstatus?: string;
  // ---- use and management ----
  /** 使用状态, USE_STATES. */
  usestatus: string;
  /** 单位内编号. */
  innercode: string;
  areacode: string;
  address: string;
  /** 安全管理人员 and their mobile. */
  safeman: string;
  safemobile: string;
  /** 维保单位. */
  maintainunit: string;
  usedate: string;
  // ---- manufacture and installation ----
  /** 型号, 产品编号 (factory number), 制造单位, 制造日期, 安装单位. */
  equmodel: string;
  factorycode: string;
  makeunit: string;
  makedate: string;
  installunit: string;
  // ---- inspection (the second series: 内检/全面检验 of boilers and pressure vessels) ----
  lastinsdate: string;
  inspconclusion: string;
  nextinsdate: string;
  lastinnerinsdate?: string;
  innerconclusion?: string;
  nextinnerinsdate?: string;
  /** 下次自行检测日期 (elevators under the self-detection scheme). */
  nextdetectdate?: string;
  /** 延期检验: the approved date the inspection is postponed to, and why. */
  delaydate?: string;
  delayreason?: string;
  /** 载荷试验 (cranes and elevators, every 5 years). */
  lastloadtestdate?: string;
  nextloadtestdate?: string;
  createDate?: string;
  updateDate?: string;
}

/** A row of the equipment lists. */
export interface EquipmentRow extends Equipment {
  id: string;
}

/** A segment (管段) of a pressure pipeline the unit maintains itself (pipelineList). */
export interface PipelineSegment {
  id?: string;
  /** The pipeline: the id of the unit's pressure-piping equipment (category 8000). */
  pipelineId: string;
  segno: string;
  segname: string;
  startpoint: string;
  endpoint: string;
  nominaldiameter: string;
  pipelength: string;
  designpressure: string;
  medium: string;
  pipelevel: string;
  /** 敷设方式, LAYING_MODES. */
  laymode: string;
}

/** A row of the pipeline list: the segment with its pipeline's name and codes. */
export interface PipelineSegmentRow extends PipelineSegment {
  id: string;
  pipelineName: string;
  equcode: string;
  equregcode: string;
  updateDate: string;
}

/** Counts of one category (or of all equipment) by use and inspection state. */
export interface EquipmentCounts {
  total: number;
  inUse: number;
  stopped: number;
  overdue: number;
  dueSoon: number;
  unqualified: number;
}

/** The equipment overview: the home figures plus counts by category (getEqmOverview). */
export interface EquipmentOverviewDetail extends EquipmentOverview {
  totals: EquipmentCounts;
  byCategory: (EquipmentCounts & { code: string; name: string })[];
  /** The window of "due soon", in days. */
  withinDays: number;
}

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

/** One periodic (or first) inspection of a piece of equipment, with its report number. */
export interface InspectionHistoryRow {
  id: string;
  inspdate: string;
  /** 定期检验, 外部检验 / 内部检验 (boilers), 年度检查 / 全面检验 (pressure vessels). */
  insptype: string;
  conclusion: string;
  reportno: string;
  inspunit: string;
  /** The next inspection this one set. */
  nextdate: string;
}

/** One use registration of a piece of equipment (登记类别 REGISTRATION_KINDS). */
export interface RegistrationHistoryRow {
  id: string;
  regdate: string;
  regkind: string;
  usecercode: string;
  regauthority: string;
}

/**
 * A change request (changeEqm): the changed fields' values before and after, by field name, and its
 * audit. Statuses EQUIPMENT_CHANGE_STATUSES, transitions equipmentChangeMachine (domain/equipmentFile.ts).
 */
export interface EquipmentChange {
  id: string;
  equipmentId: string;
  applyNo: string;
  /** Names of the changed fields, comma-separated. */
  changedFields: string;
  before: Partial<Record<string, string>>;
  after: Partial<Record<string, string>>;
  status: string;
  applicant: string;
  applyTime: string;
  auditor: string;
  auditOpinion: string;
  auditTime: string;
}

/** The equipment file (getDetailBy): the record, its histories, its attachments and its change requests. */
export interface EquipmentFile extends EquipmentRow {
  /** The attachment group id of the equipment's documents. */
  attrefsysid: string;
  /** Newest first. */
  inspections: InspectionHistoryRow[];
  registrations: RegistrationHistoryRow[];
  changes: EquipmentChange[];
  /** The request waiting for the authority, if any (at most one). */
  pendingChange: EquipmentChange | null;
}

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
  request<EquipmentChange>('/a/stone/eqm/auditChange', { form: { id, pass: pass ? '1' : '0', opinion } });

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
