import type { InspectionReport, Interaction, IssuedInvoice } from '@/api/selfService';
import { BILLING, INVOICE_TITLE, MAIL_ADDRESS } from '@/contract/records/billing';
import { withHiddenColumns, type Catalogue } from '@/components/catalogue';
import { INSPECTION_REPORT, INTERACTION } from '@/contract/records/selfService';
import { INVOICE_KINDS, MAIL_STATES } from '@/domain/selfService';

/**
 * Reports, inspections, invoices and questions to the authority, declared once for their lists,
 * query bars, exports and detail views.
 */

/** The fields every inspection shows: the equipment and what the inspection found. */
const inspectionFields: Catalogue<InspectionReport> = [
  { ...INSPECTION_REPORT.reportno, table: { width: 190 }, search: true, section: '检验信息' },
  { ...INSPECTION_REPORT.insptype, table: { width: 110 }, search: true },
  { ...INSPECTION_REPORT.inspdate, table: 'sort', search: true },
  { ...INSPECTION_REPORT.conclusion, tag: true, table: { width: 110 }, search: true },
  { ...INSPECTION_REPORT.nextdate, table: 'sort' },
  INSPECTION_REPORT.inspunit,
  { ...INSPECTION_REPORT.equcode, table: { width: 180 }, search: true, section: '设备信息' },
  { ...INSPECTION_REPORT.equname, table: true },
  { ...INSPECTION_REPORT.equsortcode, table: true },
  INSPECTION_REPORT.equregcode,
  INSPECTION_REPORT.usecercode,
  { ...INSPECTION_REPORT.address, wide: true },
];

/** report-query and the report page. */
export const reportCatalogue: Catalogue<InspectionReport> = [
  ...inspectionFields,
  { ...INSPECTION_REPORT.source, section: '检验信息' },
];

/** jcbz: the reports with their inspection mark; the variety on demand, beside the mark's column. */
export const markCatalogue = withHiddenColumns(reportCatalogue, ['equsortcode']);

/** check-record: periodic inspections. */
export const periodicCatalogue: Catalogue<InspectionReport> = reportCatalogue;

/**
 * check-online: inspections the unit asked for online, with the application; the report's number,
 * the variety and the next date show on demand, so the application and its result fit the card.
 */
export const onlineCatalogue: Catalogue<InspectionReport> = withHiddenColumns(
  [
    { ...INSPECTION_REPORT.applyNo, table: { width: 190 }, search: true, section: '报检申请' },
    { ...INSPECTION_REPORT.applyTime, table: 'sort', search: true },
    ...inspectionFields,
  ],
  ['reportno', 'equsortcode', 'nextdate'],
);

/** check-install: installation supervision, with who installed (the variety on demand). */
export const installCatalogue: Catalogue<InspectionReport> = withHiddenColumns(
  [
    ...inspectionFields.filter((f) => f.name !== 'insptype'),
    { ...INSPECTION_REPORT.installunit, table: true, search: true, section: '检验信息' },
  ],
  ['equsortcode'],
);

/** Issued invoices and their mailing: the title and address as the unit keeps them (单位信息). */
export const invoiceCatalogue: Catalogue<IssuedInvoice & { amountText: string }> = [
  { name: 'invoiceNo', label: '发票号码', table: { width: 110 }, search: true, section: '发票信息' },
  { name: 'invoiceCode', label: '发票代码' },
  { name: 'kind', label: '发票种类', dict: INVOICE_KINDS, table: true, search: true },
  { name: 'amountText', label: '金额', table: { width: 110 } },
  { name: 'issueDate', label: '开票日期', type: 'date', table: 'sort', search: true },
  { ...INSPECTION_REPORT.reportno, table: { width: 190 }, search: true },
  INSPECTION_REPORT.equname,
  { ...INVOICE_TITLE.title, table: true, section: '发票抬头' },
  INVOICE_TITLE.taxno,
  { name: 'email', label: '接收邮箱' },
  {
    name: 'mailState',
    label: '邮寄状态',
    dict: MAIL_STATES,
    tag: true,
    table: { width: 140 },
    search: true,
    section: '邮寄信息',
  },
  MAIL_ADDRESS.receiver,
  MAIL_ADDRESS.mobile,
  MAIL_ADDRESS.areacode,
  { ...MAIL_ADDRESS.address, label: BILLING.mailId.label },
  MAIL_ADDRESS.postcode,
  { name: 'expressCompany', label: '快递公司' },
  // Read once the invoice is sent (its detail shows it): on demand in the list.
  { name: 'expressNo', label: '快递单号', table: { width: 160, hiddenByDefault: true } },
  { name: 'mailDate', label: '寄出日期', type: 'date' },
  { name: 'signDate', label: '签收日期', type: 'date' },
];

/** A question thread: what it is about and where it stands. */
export const interactionCatalogue: Catalogue<Interaction> = [
  { ...INTERACTION.title, table: true, search: true },
  { ...INTERACTION.subjectKind, table: { width: 100 }, search: true },
  { ...INTERACTION.subjectNo, table: { width: 190 }, search: true },
  { ...INTERACTION.status, tag: true, table: { width: 90 }, search: true },
  { ...INTERACTION.askTime, table: 'sort' },
  { ...INTERACTION.lastTime, table: 'sort' },
];
