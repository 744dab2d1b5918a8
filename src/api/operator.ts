import { request, type Params } from '@/http/client';
import type { Page } from '@/http/envelope';
import { fetchPrintDocument } from './print';
import { exportExcel, importCalls, type OnProgress } from './excel';
import type {
  Qualification,
  Operator,
  OperatorRow,
  CertificateRow,
  WorkerOverview,
} from '@/contract/calls/operator';
export type {
  Qualification,
  Operator,
  OperatorRow,
  CertificateRow,
  WorkerOverview,
} from '@/contract/calls/operator';

/** Paged query: pageNo, pageSize, orderBy plus filters. */
export type ListQuery = Params;

export const listOperators = (query: ListQuery) =>
  request<Page<OperatorRow>>('/a/stone/operator/list', { form: query }).then((e) => e.data);

export const listOperatorsOfWorkItem = (query: ListQuery) =>
  request<Page<OperatorRow>>('/a/stone/operator/detailList', { form: query }).then((e) => e.data);

/** The operators under the list's filters as a workbook (common expExcel). */
export const exportOperators = (query: ListQuery, onProgress?: OnProgress) =>
  exportExcel('operator', query, onProgress);

/** Operators from the import template: one operator and one certificate a row. */
export const operatorImport = importCalls('/a/stone/operator', '作业人员导入模板.xlsx');

export const getOperatorOverview = () =>
  request<WorkerOverview>('/a/stone/operator/overview').then((e) => e.data);

export const getOperator = (id: string) =>
  request<Operator>('/a/stone/operator/get', { params: { id } }).then((e) => e.data);

export const addOperator = (operator: Operator) =>
  request<Operator>('/a/stone/operator/add', { json: operator });
export const updateOperator = (operator: Operator) =>
  request<Operator>('/a/stone/operator/update', { json: operator });
export const deleteOperators = (ids: string[]) =>
  request('/a/stone/operator/del', { form: { ids: ids.join(',') } });

export const listQualifications = (query: ListQuery) =>
  request<Page<CertificateRow>>('/a/stone/operator/qualification/list', { form: query }).then((e) => e.data);
export const addQualification = (q: Qualification) =>
  request<Qualification>('/a/stone/operator/qualification/add', { json: q });
export const updateQualification = (q: Qualification) =>
  request<Qualification>('/a/stone/operator/qualification/update', { json: q });
export const deleteQualification = (id: string) =>
  request('/a/stone/operator/qualification/del', { form: { id } });

/** 作业人员证书卡 from the print host: the operator and their certificates on A4. */
export const operatorCardPdf = (operatorId: string) => fetchPrintDocument('operatorCard', { id: operatorId });
