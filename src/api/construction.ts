import { request, type Params } from '@/http/client';
import type { Page } from '@/http/envelope';
import type { NoticeStatus } from '@/domain/constructionNotice';
import type { TechnicalValues } from '@/domain/equipmentKinds';
import type { FlowStep } from './registration';

/**
 * A construction notification (施工告知, family eqmBcwBasic) of the logged-in construction unit.
 * Statuses and actions: constructionNoticeMachine (domain/constructionNotice.ts). Dates yyyy-MM-dd.
 */
export interface ConstructionNoticeForm {
  /** Absent for a new notification. */
  id?: string;
  /** 施工类别, CONSTRUCTION_KINDS. */
  constructkind: string;
  /** 品种: a variety some equipment kind registers (domain/equipmentKinds.ts); the category follows. */
  equsortcode: string;
  equname: string;
  /** 设备代码, 18 digits. */
  equcode: string;
  /** 施工地点: district and address. */
  areacode: string;
  address: string;
  planstartdate: string;
  planenddate: string;
  /** The using unit, picked from unit/bcwlist. */
  useunitId: string;
  /** The supervising inspection body, picked from unit/inspectionUnitBasicList. */
  inspunitId: string;
  /** 施工负责人 and mobile. */
  contactman: string;
  contactmobile: string;
  remarks: string;
}

/** The supervision inspection request (constructionSbjj). */
export interface SupervisionRequest {
  id: string;
  /** 约检日期. */
  sbjjdate: string;
  sbjjcontact: string;
  sbjjmobile: string;
  sbjjremarks: string;
}

/** The equipment's manufacture facts and technical parameters (constructionSbcs), kept as the file's. */
export interface EquipmentParameters extends TechnicalValues {
  id: string;
  equmodel: string;
  factorycode: string;
  makeunit: string;
  makedate: string;
}

export interface ConstructionNotice
  extends ConstructionNoticeForm, Omit<SupervisionRequest, 'id'>, Omit<EquipmentParameters, 'id'> {
  id: string;
  /** 告知编号: SG + date + sequence, given at the first save. */
  notifyNo: string;
  /** 类别, from the variety. */
  equclacode: string;
  status: NoticeStatus;
  /** The construction unit. */
  orgname: string;
  useunitname: string;
  inspunitname: string;
  /** The authority's opinion (受理 / 退回) and when. */
  opinion: string;
  auditor: string;
  auditTime: string;
  cancelReason: string;
  /** When the parameters were last entered; '' before. */
  paramsTime: string;
  /** The using unit's equipment record made or updated at completion; '' before. */
  equipmentId: string;
  createDate: string;
  commitTime: string;
  flowLog: FlowStep[];
}

/** Paged query: pageNo, pageSize, orderBy; `listType=register` is the unit's drafts and returned ones. */
export type NoticeQuery = Params;

/** A unit to pick (using units from bcwlist, inspection bodies from inspectionUnitBasicList). */
export interface UnitOption {
  id: string;
  orgname: string;
  orgcode: string;
  areacode: string;
}

const BASE = '/a/stone/eqmBcwBasic';

export const listNotices = (query: NoticeQuery) =>
  request<Page<ConstructionNotice>>(`${BASE}/list`, { form: query }).then((e) => e.data);
/** register-list: the unit's drafts and returned notifications. */
export const listRegisterNotices = (query: NoticeQuery) => listNotices({ ...query, listType: 'register' });

export const getNotice = (id: string) =>
  request<ConstructionNotice>(`${BASE}/detail/${encodeURIComponent(id)}`).then((e) => e.data);
/** 暂存: a new draft, or the draft (or returned notification) `id` saved again. */
export const saveNotice = (form: ConstructionNoticeForm) =>
  request<ConstructionNotice>(`${BASE}/save`, { json: form });
/** Saves and commits in one step: the authority sees it 待受理. */
export const commitNotice = (form: ConstructionNoticeForm) =>
  request<ConstructionNotice>(`${BASE}/commit`, { json: form });
export const deleteNotice = (id: string) => request(`${BASE}/delete`, { form: { id } });

/** The authority's opinion (administrators): pass accepts, else returns with the opinion. */
export const giveOpinion = (id: string, pass: boolean, opinion = '') =>
  request<ConstructionNotice>(`${BASE}/showOpinion`, { form: { id, pass: pass ? '1' : '0', opinion } });
/** Whether the notification may be cancelled now, and why not. */
export const checkCancellation = (id: string) =>
  request<{ cancellable: boolean; reason: string }>(`${BASE}/checkBcwCancell`, { params: { id } }).then(
    (e) => e.data,
  );
export const cancelNotice = (id: string, reason: string) =>
  request<ConstructionNotice>(`${BASE}/cancellationNotice`, { form: { id, reason } });

export const requestSupervision = (form: SupervisionRequest) =>
  request<ConstructionNotice>(`${BASE}/constructionSbjj`, { json: form });
export const enterParameters = (form: EquipmentParameters) =>
  request<ConstructionNotice>(`${BASE}/constructionSbcs`, { json: form });
/** The authority records the work complete (administrators): the equipment becomes the using unit's file. */
export const completeNotice = (id: string) =>
  request<ConstructionNotice>(`${BASE}/complete`, { form: { id } });

/** Using units a notification may name, by name or credit code. */
export const listUseUnits = (keyword = '') =>
  request<UnitOption[]>('/a/stone/unit/bcwlist', { params: { keyword } }).then((e) => e.data ?? []);
/** Inspection bodies that may supervise the work. */
export const listInspectionUnits = () =>
  request<UnitOption[]>('/a/stone/unit/inspectionUnitBasicList').then((e) => e.data ?? []);
