import { http, request, type Params } from '@/http/client';
import type { Page } from '@/http/envelope';
import { fetchPrintDocument } from './print';

/** One elevator's use mark (电梯使用标志, 2024 版): every field the mark prints. */
export interface UseMark {
  /** The maintained elevator's id (of the maintenance contract). */
  id: string;
  equcode: string;
  equregcode: string;
  usecercode: string;
  /** 单位内编号. */
  innercode: string;
  equsortcode: string;
  useUnit: string;
  areacode: string;
  address: string;
  maintainUnit: string;
  maintainPhone: string;
  /** 检验机构. */
  inspectionBody: string;
  nextinsdate: string;
  /** 应急救援电话. */
  rescuePhone: string;
  /** The public record the QR code opens. */
  recordUrl: string;
}

/** A compliance declaration (符合性声明) of the maintenance unit for an elevator inspection request. */
export interface ComplianceDeclaration {
  id: string;
  /** 在线申请流水号: the inspection request the declaration is attached to. */
  onlinelsh: string;
  equclacode: string;
  equsortcode: string;
  equcode: string;
  equregcode: string;
  useUnit: string;
  address: string;
  applyDate: string;
  selfCheckDate: string;
  /** SELF_CHECK_CONCLUSIONS. */
  selfCheckConclusion: string;
  /** 维保人员 and their certificate (作业项目 T). */
  maintainer: string;
  maintainerCert: string;
  content: string;
  declareDate: string;
  /** DECLARATION_STATUSES. */
  status: string;
}

/** What the maintenance unit declares (declaration/modify). */
export type DeclarationInput = Pick<
  ComplianceDeclaration,
  | 'id'
  | 'onlinelsh'
  | 'equclacode'
  | 'selfCheckDate'
  | 'selfCheckConclusion'
  | 'maintainer'
  | 'maintainerCert'
  | 'content'
>;

/** One checked item of a supervision inspection. */
export interface SupervisionItem {
  id: string;
  item: string;
  result: string;
}

/** A manufacturing supervision inspection (制造监督检验) of a product and its certificate. */
export interface SupervisionInspection {
  id: string;
  /** 监检编号. */
  jjbh: string;
  equclacode: string;
  equsortcode: string;
  productName: string;
  productModel: string;
  productNo: string;
  /** 制造许可证编号. */
  makeLicense: string;
  quantity: number;
  applyDate: string;
  startDate: string;
  endDate: string;
  /** SUPERVISION_CONCLUSIONS; '' until the inspection ends. */
  conclusion: string;
  inspector: string;
  /** SUPERVISION_STATUSES. */
  status: string;
  /** 监督检验证书编号; '' until certified. */
  certno: string;
  certDate: string;
  items?: SupervisionItem[];
}

/** A rescue of people trapped in an elevator (eleRcsMain). */
export interface RescueRegistration {
  id: string;
  rcsno: string;
  equcode: string;
  equregcode: string;
  useUnit: string;
  address: string;
  alarmTime: string;
  arriveTime: string;
  finishTime: string;
  trapped: number;
  injured: number;
  /** TRAP_CAUSES. */
  cause: string;
  rescuer: string;
  process: string;
  /** RESCUE_STATUSES. */
  status: string;
}

/** A fault of an elevator and its repair (eleFaultMain). */
export interface FaultRegistration {
  id: string;
  faultno: string;
  equcode: string;
  equregcode: string;
  useUnit: string;
  address: string;
  faultTime: string;
  /** FAULT_PARTS. */
  part: string;
  description: string;
  measures: string;
  repairedTime: string;
  repairer: string;
  /** FAULT_STATUSES. */
  status: string;
}

const page =
  <T>(path: string) =>
  (query: Params) =>
    request<Page<T>>(path, { form: query }).then((e) => e.data);

/** The maintenance unit's elevators as use marks. */
export const listUseMarks = page<UseMark>('/api/maintenance-unit/useMarks');
/** The print host's marks of the chosen elevators, each a page of the mark's size. */
export const elevatorUseMarkPdf = (ids: string[]) =>
  fetchPrintDocument('elevatorUseMark', { ids: ids.join(',') });

export const listDeclarations = page<ComplianceDeclaration>('/a/declaration/list');
export const getDeclaration = (id: string) =>
  http.get<ComplianceDeclaration>('/a/declaration/detail', { id });
/** Fills in or corrects a declaration; the server refuses one already confirmed. */
export const modifyDeclaration = (input: DeclarationInput) =>
  request<ComplianceDeclaration>('/a/declaration/modify', { form: { ...input } });

export const listSupervisions = page<SupervisionInspection>('/a/stone/zzjj/list');
export const getSupervision = (id: string) =>
  http.get<SupervisionInspection>(`/a/stone/zzjj/detail/${encodeURIComponent(id)}`);
/** 监督检验证书 from the print host. */
export const supervisionCertificatePdf = (id: string) => fetchPrintDocument('supervisionCertificate', { id });

export const listRescues = page<RescueRegistration>('/a/stone/eleRcsMain/list');
export const getRescue = (id: string) =>
  http.get<RescueRegistration>(`/a/stone/eleRcsMain/detail/${encodeURIComponent(id)}`);
export const listFaults = page<FaultRegistration>('/a/stone/eleFaultMain/list');
export const getFault = (id: string) =>
  http.get<FaultRegistration>(`/a/stone/eleFaultMain/detail/${encodeURIComponent(id)}`);
