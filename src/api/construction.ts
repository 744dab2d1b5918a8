import { request, type Params } from '@/http/client';
import type { Page } from '@/http/envelope';
import type {
  ConstructionNoticeForm,
  SupervisionRequest,
  EquipmentParameters,
  ConstructionNotice,
  UnitOption,
} from '@/contract/calls/construction';
export type {
  ConstructionNoticeForm,
  SupervisionRequest,
  EquipmentParameters,
  ConstructionNotice,
  UnitOption,
} from '@/contract/calls/construction';

/** Paged query: pageNo, pageSize, orderBy; `listType=register` is the unit's drafts and returned ones. */
export type NoticeQuery = Params;

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
