import { http, request, type Params, type RequestOptions } from '@/http/client';
import type { Page } from '@/http/envelope';
import { exportExcel, type OnProgress } from './excel';
import { fetchPrintDocument } from './print';
import type {
  InspectionReport,
  InspectionReportDetail,
  IssuedInvoice,
  Interaction,
  InteractionQuestion,
  CollectedReport,
  PeriodicEquipment,
  PeriodicRequest,
} from '@/contract/calls/selfService';
export type {
  InspectionReport,
  InspectionReportDetail,
  IssuedInvoice,
  InteractionMessage,
  Interaction,
  InteractionQuestion,
  CollectedReport,
  PeriodicEquipment,
  PeriodicRequest,
} from '@/contract/calls/selfService';

/**
 * selfService: the unit's inspections and their reports, marks, issued invoices and
 * questions to the authority; and the two entries that need no account (keys handed out on paper).
 */

const base = '/a/stone/selfService';
const page =
  <T>(path: string) =>
  (query: Params) =>
    request<Page<T>>(`${base}/${path}`, { form: query }).then((e) => e.data);

export const selfServiceApi = {
  /** The unit's reports: equcode, reportno, conclusion, insptype, inspdate range (inspdateStart/End), current. */
  reports: page<InspectionReport>('report/list'),
  report: (id: string) => http.get<InspectionReportDetail>(`${base}/report/detail`, { id }),
  exportReports: (query: Params, onProgress?: OnProgress) => exportExcel('report', query, onProgress),
  /** The report as the print host's PDF (getReport). */
  reportPdf: (id: string, disposition: 'inline' | 'attachment' = 'inline') =>
    fetchPrintDocument('inspectionReport', { id, disposition }),
  /** The inspection mark (检验标志) of a report as a PDF, for download (jcbz). */
  markPdf: (id: string) => fetchPrintDocument('inspectionMark', { id, disposition: 'attachment' }),

  /** check-online, check-install, check-record: the inspections by how they came about. */
  onlineInspections: page<InspectionReport>('inspection/online'),
  installInspections: page<InspectionReport>('inspection/install'),
  periodicInspections: page<InspectionReport>('inspection/periodic'),
  inspection: (id: string) => http.get<InspectionReport>(`${base}/inspection/detail`, { id }),

  invoices: page<IssuedInvoice>('invoice/list'),
  invoice: (id: string) => http.get<IssuedInvoice>(`${base}/invoice/detail`, { id }),

  interactions: page<Interaction>('interaction/list'),
  interaction: (id: string) => http.get<Interaction>(`${base}/interaction/detail`, { id }),
  /** Asks the authority; a subject with a thread already continues that thread. */
  ask: (question: InteractionQuestion) =>
    request<Interaction>(`${base}/interaction/launch`, { json: question }),
  reply: (id: string, text: string) =>
    request<Interaction>(`${base}/interaction/reply`, { form: { id, text } }),
  /** The authority's answer (administrators). */
  answer: (id: string, text: string) =>
    request<Interaction>(`${base}/interaction/answer`, { form: { id, text } }),
};

/** The no-account entries: a key from the paper opens exactly one report or one piece of equipment. */
/** Calls without a session: the pages show their refusals themselves. */
const PUBLIC: RequestOptions = { session: false, silent: true };

export const noAccountApi = {
  collect: (key: string) => http.get<CollectedReport>(`${base}/public/collect`, { key }, PUBLIC),
  collectPdf: (key: string) =>
    fetchPrintDocument('collectReport', { key, disposition: 'attachment' }, { session: false }),
  periodic: (key: string) => http.get<PeriodicEquipment>(`${base}/public/periodic`, { key }, PUBLIC),
  requestPeriodic: (form: PeriodicRequest) =>
    request<{ receiptNo: string }>(`${base}/public/periodicApply`, {
      form: { ...form },
      session: false,
    }),
};
