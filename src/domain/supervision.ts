import { ROLE_TYPES } from './access';
import type { Dict } from './dict';
import { machine } from './workflow';

/**
 * The maintenance unit's inspection duties and the manufacturing unit's supervision inspections:
 * compliance declarations (符合性声明), the elevator use mark (电梯使用标志, 2024 版), rescue and fault
 * registrations, and manufacturing supervision inspections (制造监督检验) with their certificates.
 */

// ---------- Elevator use mark ----------

/** The mark's printed size (mm): portrait, as posted inside the car. */
export const USE_MARK_SIZE = { width: 100, height: 140 } as const;
/** A4 portrait: the sheet several marks are printed on. */
export const A4_SHEET = { width: 210, height: 297 } as const;
/** The province's elevator emergency rescue line, printed on every mark. */
export const RESCUE_PHONE = '96333';
/** The public record a mark's QR code opens: the equipment's registration code on the institute's query page. */
export const publicRecordUrl = (equregcode: string) =>
  `https://www.nbtjy.cn/tzsb/query?equregcode=${encodeURIComponent(equregcode)}`;
/** 下次检验日期 to the month, as the mark prints it: 2026年07月. */
export const monthOf = (date: string) => (date ? `${date.slice(0, 4)}年${date.slice(5, 7)}月` : '');

// ---------- Compliance declarations ----------

export const DECLARATION_STATUS = { pending: '0', declared: '1', confirmed: '2' } as const;
export type DeclarationStatus = (typeof DECLARATION_STATUS)[keyof typeof DECLARATION_STATUS];
export const DECLARATION_STATUSES: Dict = [
  { value: DECLARATION_STATUS.pending, label: '待声明', color: 'orange' },
  { value: DECLARATION_STATUS.declared, label: '已声明', color: 'blue' },
  { value: DECLARATION_STATUS.confirmed, label: '已确认', color: 'green' },
];
/** 维保自检结论. */
export const SELF_CHECK_CONCLUSIONS: Dict = [
  { value: '1', label: '符合要求' },
  { value: '2', label: '不符合要求' },
];

/**
 * A declaration is made (and may be corrected) by the maintenance unit until the institute accepts
 * the inspection request it belongs to; then it is confirmed and fixed.
 */
export const declarationMachine = machine({
  noun: '符合性声明',
  statuses: DECLARATION_STATUSES,
  transitions: {
    modify: {
      label: '填写声明',
      from: [DECLARATION_STATUS.pending, DECLARATION_STATUS.declared],
      to: DECLARATION_STATUS.declared,
      roles: [ROLE_TYPES.maintenance],
    },
  },
});

// ---------- Manufacturing supervision inspection ----------

/** The three lists of /zzjj, by the category of the product inspected. */
export const SUPERVISION_KINDS = {
  gdyj: { equclacode: '7000', title: '压力管道元件' },
  glyj: { equclacode: '1000', title: '锅炉' },
  rqyj: { equclacode: '2000', title: '压力容器' },
} as const;
export type SupervisionKind = keyof typeof SUPERVISION_KINDS;

export const SUPERVISION_STATUS = { accepted: '1', inspecting: '2', certified: '3' } as const;
export const SUPERVISION_STATUSES: Dict = [
  { value: SUPERVISION_STATUS.accepted, label: '已受理', color: 'orange' },
  { value: SUPERVISION_STATUS.inspecting, label: '监检中', color: 'blue' },
  { value: SUPERVISION_STATUS.certified, label: '已出证', color: 'green' },
];
export const SUPERVISION_CONCLUSIONS: Dict = [
  { value: '1', label: '符合要求' },
  { value: '2', label: '不符合要求' },
];

// ---------- Rescue and fault registrations ----------

export const RESCUE_STATUSES: Dict = [
  { value: '1', label: '救援中', color: 'orange' },
  { value: '2', label: '已完成', color: 'green' },
];
export const TRAP_CAUSES: Dict = [
  { value: '1', label: '停电' },
  { value: '2', label: '门系统故障' },
  { value: '3', label: '控制系统故障' },
  { value: '4', label: '人为因素' },
  { value: '5', label: '其他' },
];
export const FAULT_PARTS: Dict = [
  { value: '1', label: '门系统' },
  { value: '2', label: '曳引系统' },
  { value: '3', label: '控制系统' },
  { value: '4', label: '安全部件' },
  { value: '5', label: '电气系统' },
  { value: '6', label: '其他' },
];
export const FAULT_STATUSES: Dict = [
  { value: '1', label: '待修复', color: 'orange' },
  { value: '2', label: '已修复', color: 'green' },
];
