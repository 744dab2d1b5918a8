import { http, request, type Params, type RequestOptions } from '@/http/client';
import type { Page } from '@/http/envelope';
import type { InvoiceCert, MailAddress } from './company';
import { exportExcel, type OnProgress } from './excel';
import { fetchPrintDocument } from './print';

/**
 * selfService: the unit's inspections and their reports, marks, issued invoices and
 * questions to the authority; and the two entries that need no account (keys handed out on paper).
 */

/** One inspection of a piece of the unit's equipment and its report (the report number is its id). */
export interface InspectionReport {
  /** The report number, as the equipment file's inspection history shows it. */
  id: string;
  reportno: string;
  equipmentId: string;
  equcode: string;
  equregcode: string;
  usecercode: string;
  equname: string;
  equsortcode: string;
  equclacode: string;
  address: string;
  /** A value of INSPECTION_TYPES. */
  insptype: string;
  inspdate: string;
  conclusion: string;
  nextdate: string;
  inspunit: string;
  /** 'online' (asked for through 网上报检, with its application) or 'planned'. */
  source: string;
  applyNo: string;
  applyTime: string;
  /** Installation supervision only: who installed the equipment. */
  installunit: string;
  /** The newest report of its series: the one the equipment's mark shows. */
  current: string;
}

/** A report opened on its own: the keys of the no-account entries beside it. */
export interface InspectionReportDetail extends InspectionReport {
  /** 自助领取码: opens the report's pickup page without an account. */
  collectKey: string;
  /** 无账号报检码: opens the equipment's periodic inspection request without an account. */
  periodicKey: string;
}

/** An issued invoice and where it travels. Money in fen. */
export interface IssuedInvoice {
  id: string;
  invoiceNo: string;
  invoiceCode: string;
  /** A code of INVOICE_KINDS. */
  kind: string;
  amount: number;
  issueDate: string;
  reportno: string;
  equname: string;
  /** The invoice title (发票抬头) it was issued to, as the unit keeps it. */
  title: InvoiceCert['title'];
  taxno: InvoiceCert['taxno'];
  email: InvoiceCert['email'];
  /** A code of MAIL_STATES. */
  mailState: string;
  receiver: MailAddress['receiver'];
  mobile: MailAddress['mobile'];
  areacode: MailAddress['areacode'];
  address: MailAddress['address'];
  postcode: MailAddress['postcode'];
  expressCompany: string;
  expressNo: string;
  mailDate: string;
  signDate: string;
}

export interface InteractionMessage {
  id: string;
  /** 'unit' or 'authority' (MESSAGE_AUTHORS). */
  from: string;
  author: string;
  text: string;
  time: string;
}

/** A question of the unit to the authority and the replies, one thread per subject. */
export interface Interaction {
  id: string;
  /** A code of INTERACTION_SUBJECTS. */
  subjectKind: string;
  /** The report number or the application number. */
  subjectNo: string;
  title: string;
  /** A code of INTERACTION_STATUSES. */
  status: string;
  askTime: string;
  lastTime: string;
  messageCount: number;
  messages: InteractionMessage[];
}

export interface InteractionQuestion {
  subjectKind: string;
  subjectNo: string;
  title: string;
  text: string;
}

/** What a pickup key shows without an account: the report, nothing of the unit beyond its name. */
export interface CollectedReport {
  reportno: string;
  equname: string;
  equregcode: string;
  insptype: string;
  inspdate: string;
  conclusion: string;
  nextdate: string;
  inspunit: string;
  useUnit: string;
}

/** What a periodic-inspection key shows without an account. */
export interface PeriodicEquipment {
  equname: string;
  equregcode: string;
  useUnit: string;
  lastinsdate: string;
  nextinsdate: string;
  inspunit: string;
}

export interface PeriodicRequest {
  key: string;
  contact: string;
  mobile: string;
  wishDate: string;
}

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
