import { http, request, type Params } from '@/http/client';
import type { Page } from '@/http/envelope';
import { fetchPrintDocument } from './print';
import type {
  UseMark,
  ComplianceDeclaration,
  DeclarationInput,
  SupervisionInspection,
  RescueRegistration,
  FaultRegistration,
} from '@/contract/calls/supervision';
export type {
  UseMark,
  ComplianceDeclaration,
  DeclarationInput,
  SupervisionItem,
  SupervisionInspection,
  RescueRegistration,
  FaultRegistration,
} from '@/contract/calls/supervision';

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
