import { z } from 'zod';
import { ACCESS } from '@/domain/access';
import { INTERACTION, PERIODIC_REQUEST, REPLY } from '../records/selfService';
import { bodySchema, fields, recordSchema } from '../schema';
import { byId, call, code, date, text } from '../wire';

/**
 * selfService: the unit's inspections and their reports, issued invoices, questions to the authority;
 * and the two entries that need no account (keys handed out on paper).
 */

export const inspectionReport = z.object({
  id: text.describe('the report number'),
  reportno: text,
  equipmentId: text,
  equcode: text,
  equregcode: text,
  usecercode: text,
  equname: text,
  equsortcode: code('EQUIPMENT_CATEGORIES'),
  equclacode: code('EQUIPMENT_CATEGORIES'),
  address: text,
  insptype: code('INSPECTION_TYPES'),
  inspdate: date,
  conclusion: text,
  nextdate: date,
  inspunit: text,
  source: z.enum(['online', 'planned']),
  applyNo: text,
  applyTime: text,
  installunit: text,
  current: text.describe("'1' on the newest report of its series"),
});
export type InspectionReport = z.infer<typeof inspectionReport>;

export const inspectionReportDetail = inspectionReport.extend({
  collectKey: text.describe("自助领取码: opens the report's pickup page without an account"),
  periodicKey: text.describe("无账号报检码: opens the equipment's periodic request without an account"),
});
export type InspectionReportDetail = z.infer<typeof inspectionReportDetail>;

export const issuedInvoice = z.object({
  id: text,
  invoiceNo: text,
  invoiceCode: text,
  kind: code('INVOICE_KINDS'),
  amount: z.number().int().describe('fen'),
  issueDate: date,
  reportno: text,
  equname: text,
  title: text,
  taxno: text,
  email: text,
  mailState: code('MAIL_STATES'),
  receiver: text,
  mobile: text,
  areacode: text,
  address: text,
  postcode: text,
  expressCompany: text,
  expressNo: text,
  mailDate: date,
  signDate: date,
});
export type IssuedInvoice = z.infer<typeof issuedInvoice>;

export const interactionMessage = z.object({
  id: text,
  from: code('MESSAGE_AUTHORS'),
  author: text,
  text,
  time: text,
});
export type InteractionMessage = z.infer<typeof interactionMessage>;

export const interaction = z.object({
  id: text,
  subjectKind: code('INTERACTION_SUBJECTS'),
  subjectNo: text.describe('the report number or the application number'),
  title: text,
  status: code('INTERACTION_STATUSES'),
  askTime: text,
  lastTime: text,
  messageCount: z.number().int(),
  messages: z.array(interactionMessage),
});
export type Interaction = z.infer<typeof interaction>;

export const interactionQuestion = recordSchema(INTERACTION);
export type InteractionQuestion = z.infer<typeof interactionQuestion>;

export const collectedReport = z.object({
  reportno: text,
  equname: text,
  equregcode: text,
  insptype: text,
  inspdate: date,
  conclusion: text,
  nextdate: date,
  inspunit: text,
  useUnit: text,
});
export type CollectedReport = z.infer<typeof collectedReport>;

export const periodicEquipment = z.object({
  equname: text,
  equregcode: text,
  useUnit: text,
  lastinsdate: date,
  nextinsdate: date,
  inspunit: text,
});
export type PeriodicEquipment = z.infer<typeof periodicEquipment>;

export const periodicRequest = recordSchema(PERIODIC_REQUEST);
export type PeriodicRequest = z.infer<typeof periodicRequest>;

const BASE = '/a/stone/selfService';
const reportFilters = {
  reportno: 'text',
  equcode: 'text',
  conclusion: 'code',
  insptype: 'code',
  current: 'code',
  inspdate: 'dateRange',
  applyNo: 'text',
  applyTime: 'dateRange',
  installunit: 'text',
} as const;
/** The key a no-account entry is opened by; a malformed one is refused as any wrong key. */
const keyRequest = bodySchema({ key: fields.id('领取码或报检码') });
const threadMessage = recordSchema(REPLY, { id: fields.id('咨询记录') });
const inspections = (name: string, summary: string, access: (typeof ACCESS)[keyof typeof ACCESS]) =>
  call({
    method: 'POST',
    path: `${BASE}/inspection/${name}`,
    summary,
    access,
    reads: true,
    paged: true,
    carrier: 'form',
    filters: reportFilters,
    response: inspectionReport,
  });

export const selfServiceCalls = {
  reports: call({
    method: 'POST',
    path: `${BASE}/report/list`,
    summary: "the unit's inspection reports",
    access: ACCESS.reportQuery,
    reads: true,
    paged: true,
    carrier: 'form',
    filters: reportFilters,
    response: inspectionReport,
  }),
  report: call({
    method: 'GET',
    path: `${BASE}/report/detail`,
    summary: 'one report with its no-account keys',
    access: ACCESS.reportQuery,
    reads: true,
    request: byId,
    response: inspectionReportDetail,
    sample: { from: { call: 'selfService.reports', fields: { id: 'id' } } },
  }),
  onlineInspections: inspections('online', 'inspections asked for through 网上报检', ACCESS.checkOnline),
  installInspections: inspections('install', 'installation supervision inspections', ACCESS.checkInstall),
  periodicInspections: inspections('periodic', 'planned periodic inspections', ACCESS.checkRecord),
  inspection: call({
    method: 'GET',
    path: `${BASE}/inspection/detail`,
    summary: 'one inspection',
    access: [ACCESS.checkOnline, ACCESS.checkInstall, ACCESS.checkRecord],
    reads: true,
    request: byId,
    response: inspectionReport,
    sample: { from: { call: 'selfService.periodicInspections', fields: { id: 'id' } } },
  }),
  invoices: call({
    method: 'POST',
    path: `${BASE}/invoice/list`,
    summary: "the unit's issued invoices and their mailing",
    access: ACCESS.issuedInvoices,
    reads: true,
    paged: true,
    carrier: 'form',
    filters: { invoiceNo: 'text', kind: 'code', mailState: 'code', reportno: 'text', issueDate: 'dateRange' },
    response: issuedInvoice,
  }),
  invoice: call({
    method: 'GET',
    path: `${BASE}/invoice/detail`,
    summary: 'one issued invoice',
    access: ACCESS.issuedInvoices,
    reads: true,
    request: byId,
    response: issuedInvoice,
    sample: { from: { call: 'selfService.invoices', fields: { id: 'id' } } },
  }),
  interactions: call({
    method: 'POST',
    path: `${BASE}/interaction/list`,
    summary: "the unit's questions to the authority (the authority: every unit's)",
    access: ACCESS.interactions,
    reads: true,
    paged: true,
    carrier: 'form',
    filters: { title: 'text', subjectKind: 'code', subjectNo: 'text', status: 'code' },
    response: interaction,
  }),
  interaction: call({
    method: 'GET',
    path: `${BASE}/interaction/detail`,
    summary: 'one question with its replies',
    access: ACCESS.interactions,
    reads: true,
    request: byId,
    response: interaction,
    sample: { from: { call: 'selfService.interactions', fields: { id: 'id' } } },
  }),
  ask: call({
    method: 'POST',
    path: `${BASE}/interaction/launch`,
    summary: 'asks the authority; a subject with a thread continues it',
    access: ACCESS.interactions,
    reads: false,
    carrier: 'json',
    request: interactionQuestion,
    response: interaction,
  }),
  reply: call({
    method: 'POST',
    path: `${BASE}/interaction/reply`,
    summary: 'the unit replies in its thread',
    access: ACCESS.interactions,
    reads: false,
    carrier: 'form',
    request: threadMessage,
    response: interaction,
  }),
  answer: call({
    method: 'POST',
    path: `${BASE}/interaction/answer`,
    summary: "the authority's answer",
    access: ACCESS.interactionAnswer,
    reads: false,
    carrier: 'form',
    request: threadMessage,
    response: interaction,
  }),
  collect: call({
    method: 'GET',
    path: `${BASE}/public/collect`,
    summary: 'without an account: the report a pickup key opens',
    access: 'public',
    reads: true,
    request: keyRequest,
    response: collectedReport,
    sample: { from: { call: 'selfService.report', fields: { key: 'collectKey' } } },
  }),
  periodic: call({
    method: 'GET',
    path: `${BASE}/public/periodic`,
    summary: 'without an account: the equipment a periodic-inspection key opens',
    access: 'public',
    reads: true,
    request: keyRequest,
    response: periodicEquipment,
    sample: { from: { call: 'selfService.report', fields: { key: 'periodicKey' } } },
  }),
  periodicApply: call({
    method: 'POST',
    path: `${BASE}/public/periodicApply`,
    summary: 'without an account: requests the periodic inspection of that equipment',
    access: 'public',
    reads: false,
    carrier: 'form',
    request: periodicRequest,
    response: z.object({ receiptNo: text }),
  }),
};
