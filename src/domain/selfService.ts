import type { Dict } from './dict';

/**
 * Self-service after the inspection (/company-service, the selfService family): reports and the
 * inspections behind them, issued invoices and their mailing, and questions to the authority.
 */

/** 检验类别: the periodic series of equipment files (定期检验 ...) and the installation supervision. */
export const INSPECTION_TYPE = {
  periodic: '定期检验',
  external: '外部检验',
  internal: '内部检验',
  annual: '年度检查',
  full: '全面检验',
  installation: '安装监督检验',
} as const;
export const INSPECTION_TYPES: Dict = Object.values(INSPECTION_TYPE).map((t) => ({ value: t, label: t }));

/** How an inspection was asked for: online by the unit (网上报检), or as the institute planned it. */
export const INSPECTION_SOURCES: Dict = [
  { value: 'online', label: '网上报检', color: 'processing' },
  { value: 'planned', label: '计划检验', color: 'default' },
];

/** 发票种类 of an issued invoice. */
export const INVOICE_KINDS: Dict = [
  { value: '1', label: '增值税电子普通发票' },
  { value: '2', label: '增值税普通发票' },
  { value: '3', label: '增值税专用发票' },
];

/** Paper invoices travel by post; an electronic one is sent to the title's e-mail and never mailed. */
export const MAIL_STATE = { pending: '0', sent: '1', signed: '2', electronic: '3' } as const;
export const MAIL_STATES: Dict = [
  { value: MAIL_STATE.pending, label: '待邮寄', color: 'warning' },
  { value: MAIL_STATE.sent, label: '已寄出', color: 'processing' },
  { value: MAIL_STATE.signed, label: '已签收', color: 'success' },
  { value: MAIL_STATE.electronic, label: '电子发票无需邮寄', color: 'default' },
];

/** What a question to the authority is about. */
export const INTERACTION_SUBJECT = { report: 'report', application: 'application' } as const;
export const INTERACTION_SUBJECTS: Dict = [
  { value: INTERACTION_SUBJECT.report, label: '检验报告' },
  { value: INTERACTION_SUBJECT.application, label: '报检申请' },
];

/** A thread waits for the authority after the unit's message and is answered after the authority's. */
export const INTERACTION_STATUS = { waiting: '0', answered: '1' } as const;
export const INTERACTION_STATUSES: Dict = [
  { value: INTERACTION_STATUS.waiting, label: '待答复', color: 'warning' },
  { value: INTERACTION_STATUS.answered, label: '已答复', color: 'success' },
];

/** Who wrote a message of a thread. */
export const MESSAGE_AUTHORS: Dict = [
  { value: 'unit', label: '本单位' },
  { value: 'authority', label: '检验机构' },
];

/** The keys that open the two no-account entries: 32 hex digits, handed out on paper (report, mark). */
export const PUBLIC_KEY_PATTERN = /^[0-9a-f]{32}$/;

/** Longest question or reply. */
export const MESSAGE_MAX = 500;

/** Money is kept in fen (integers) and shown as ¥ with two decimals. */
export const yuan = (fen: number) =>
  `¥${(fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
