import type { InspectionReport, Interaction, IssuedInvoice } from '@/api/selfService';
import type { Catalogue } from '@/components/catalogue';
import { INSPECTION_CONCLUSIONS } from '@/domain/equipment';
import {
  INSPECTION_SOURCES,
  INSPECTION_TYPES,
  INTERACTION_STATUSES,
  INTERACTION_SUBJECTS,
  INVOICE_KINDS,
  MAIL_STATES,
} from '@/domain/selfService';

/**
 * Reports, inspections, invoices and questions to the authority, declared once for their lists,
 * query bars, exports and detail views.
 */

/** The fields every inspection shows: the equipment and what the inspection found. */
const inspectionFields: Catalogue<InspectionReport> = [
  { name: 'reportno', label: '报告编号', table: { width: 190 }, search: true, section: '检验信息' },
  { name: 'insptype', label: '检验类别', dict: INSPECTION_TYPES, table: { width: 110 }, search: true },
  { name: 'inspdate', label: '检验日期', type: 'date', table: 'sort', search: true },
  {
    name: 'conclusion',
    label: '检验结论',
    dict: INSPECTION_CONCLUSIONS,
    tag: true,
    table: { width: 110 },
    search: true,
  },
  { name: 'nextdate', label: '下次检验日期', type: 'date', table: 'sort' },
  { name: 'inspunit', label: '检验机构' },
  { name: 'equcode', label: '设备代码', table: { width: 180 }, search: true, section: '设备信息' },
  { name: 'equname', label: '设备名称', table: true },
  { name: 'equsortcode', label: '设备品种', type: 'category', table: true },
  { name: 'equregcode', label: '注册代码' },
  { name: 'usecercode', label: '使用登记证编号' },
  { name: 'address', label: '使用地点', wide: true },
];

/** report-query and the report page. */
export const reportCatalogue: Catalogue<InspectionReport> = [
  ...inspectionFields,
  { name: 'source', label: '报检方式', dict: INSPECTION_SOURCES, section: '检验信息' },
];

/** check-record: periodic inspections. */
export const periodicCatalogue: Catalogue<InspectionReport> = reportCatalogue;

/** check-online: inspections the unit asked for online, with the application. */
export const onlineCatalogue: Catalogue<InspectionReport> = [
  { name: 'applyNo', label: '报检申请编号', table: { width: 190 }, search: true, section: '报检申请' },
  { name: 'applyTime', label: '报检时间', type: 'date', table: 'sort', search: true },
  ...inspectionFields,
];

/** check-install: installation supervision, with who installed. */
export const installCatalogue: Catalogue<InspectionReport> = [
  ...inspectionFields.filter((f) => f.name !== 'insptype'),
  { name: 'installunit', label: '安装单位', table: true, search: true, section: '检验信息' },
];

/** Issued invoices and their mailing: the title and address as the unit keeps them (单位信息). */
export const invoiceCatalogue: Catalogue<IssuedInvoice & { amountText: string }> = [
  { name: 'invoiceNo', label: '发票号码', table: { width: 110 }, search: true, section: '发票信息' },
  { name: 'invoiceCode', label: '发票代码' },
  { name: 'kind', label: '发票种类', dict: INVOICE_KINDS, table: true, search: true },
  { name: 'amountText', label: '金额', table: { width: 110 } },
  { name: 'issueDate', label: '开票日期', type: 'date', table: 'sort', search: true },
  { name: 'reportno', label: '报告编号', table: { width: 190 }, search: true },
  { name: 'equname', label: '设备名称' },
  { name: 'title', label: '发票抬头', table: true, section: '发票抬头' },
  { name: 'taxno', label: '纳税人识别号' },
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
  { name: 'receiver', label: '收件人' },
  { name: 'mobile', label: '联系电话' },
  { name: 'areacode', label: '所在区域', type: 'area' },
  { name: 'address', label: '邮寄地址' },
  { name: 'postcode', label: '邮政编码' },
  { name: 'expressCompany', label: '快递公司' },
  { name: 'expressNo', label: '快递单号', table: { width: 160 } },
  { name: 'mailDate', label: '寄出日期', type: 'date' },
  { name: 'signDate', label: '签收日期', type: 'date' },
];

/** A question thread: what it is about and where it stands. */
export const interactionCatalogue: Catalogue<Interaction> = [
  { name: 'title', label: '咨询主题', table: true, search: true, required: true, maxLength: 100 },
  {
    name: 'subjectKind',
    label: '咨询事项',
    dict: INTERACTION_SUBJECTS,
    table: { width: 100 },
    search: true,
    required: true,
  },
  {
    name: 'subjectNo',
    label: '报告/申请编号',
    table: { width: 190 },
    search: true,
    required: true,
    maxLength: 40,
  },
  {
    name: 'status',
    label: '状态',
    dict: INTERACTION_STATUSES,
    tag: true,
    table: { width: 90 },
    search: true,
    edit: false,
  },
  { name: 'askTime', label: '咨询时间', table: 'sort', edit: false },
  { name: 'lastTime', label: '最近回复', table: 'sort', edit: false },
];
