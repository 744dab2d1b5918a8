import { ROLE_TYPES } from './access';
import type { Dict } from './dict';
import { CATEGORY, categoryOf } from './equipment';
import { machine } from './workflow';

/**
 * The online inspection application (appOnline): a unit asks the institute to
 * inspect several pieces of its equipment; the institute accepts it with an appointment date, sets
 * the fees, the unit pays, the equipment is inspected and the report issued.
 */

export const INSPECTION_APPLY_STATUS = {
  draft: '0',
  pending: '1',
  accepted: '2',
  awaitingPayment: '3',
  paid: '4',
  inspecting: '5',
  reported: '6',
  returned: '7',
  withdrawn: '8',
  cancelled: '9',
  voucherPending: '10',
} as const;
export type InspectionApplyStatus = (typeof INSPECTION_APPLY_STATUS)[keyof typeof INSPECTION_APPLY_STATUS];

const S = INSPECTION_APPLY_STATUS;

export const INSPECTION_APPLY_STATUSES: Dict = [
  { value: S.draft, label: '暂存', color: 'default' },
  { value: S.pending, label: '待受理', color: 'processing' },
  { value: S.accepted, label: '已受理', color: 'cyan' },
  { value: S.awaitingPayment, label: '待缴费', color: 'warning' },
  { value: S.paid, label: '已缴费', color: 'blue' },
  { value: S.inspecting, label: '检验中', color: 'purple' },
  { value: S.reported, label: '已出报告', color: 'success' },
  { value: S.returned, label: '已退回', color: 'error' },
  { value: S.withdrawn, label: '已撤回', color: 'default' },
  { value: S.cancelled, label: '已取消', color: 'default' },
  { value: S.voucherPending, label: '凭证待确认', color: 'gold' },
];

/** Statuses in which the equipment is taken: it cannot be in a second application. */
export const OPEN_STATUSES: readonly string[] = [
  S.pending,
  S.accepted,
  S.awaitingPayment,
  S.voucherPending,
  S.paid,
  S.inspecting,
];

const use = [ROLE_TYPES.use] as const;
const authority = [ROLE_TYPES.admin] as const;

/**
 * Who moves an application where. A save with isCommit takes `submit`; the QR code's payment takes
 * `pay`; a transfer voucher (updatePayCert) takes `submitVoucher` and waits for the institute, who
 * confirms the money arrived or rejects the voucher with its reason. `remove` deletes the record, so
 * its `to` is never stored.
 */
export const inspectionApplyMachine = machine({
  noun: '报检申请',
  statuses: INSPECTION_APPLY_STATUSES,
  transitions: {
    save: { label: '保存', from: [S.draft, S.returned], to: S.draft, roles: use },
    submit: { label: '提交申请', from: [S.draft, S.returned], to: S.pending, roles: use },
    withdraw: { label: '撤回', from: [S.pending], to: S.withdrawn, roles: use },
    remove: { label: '删除', from: [S.draft, S.withdrawn], to: S.draft, roles: use },
    pay: { label: '缴费', from: [S.awaitingPayment], to: S.paid, roles: use },
    submitVoucher: {
      label: '提交转账凭证',
      from: [S.awaitingPayment],
      to: S.voucherPending,
      roles: use,
    },
    accept: { label: '受理', from: [S.pending], to: S.accepted, roles: authority },
    sendBack: { label: '退回', from: [S.pending], to: S.returned, roles: authority, opinion: true },
    setFee: { label: '核定费用', from: [S.accepted], to: S.awaitingPayment, roles: authority },
    confirmVoucher: { label: '确认到账', from: [S.voucherPending], to: S.paid, roles: authority },
    rejectVoucher: {
      label: '驳回凭证',
      from: [S.voucherPending],
      to: S.awaitingPayment,
      roles: authority,
      opinion: true,
    },
    startInspection: { label: '开始检验', from: [S.paid], to: S.inspecting, roles: authority },
    issueReport: { label: '出具报告', from: [S.inspecting], to: S.reported, roles: authority },
    cancel: {
      label: '取消申请',
      // After payment the order is refunded.
      from: [S.accepted, S.awaitingPayment, S.paid],
      to: S.cancelled,
      roles: authority,
      opinion: true,
    },
  },
});
export type InspectionApplyAction = keyof typeof inspectionApplyMachine.transitions;

/** Steps of the flow log: the machine's actions as the log names them. */
export const INSPECTION_FLOW_ACTIONS: Dict = [
  { value: 'save', label: '暂存申请', color: 'gray' },
  { value: 'submit', label: '提交申请', color: 'blue' },
  { value: 'withdraw', label: '撤回申请', color: 'gray' },
  { value: 'accept', label: '受理申请', color: 'green' },
  { value: 'sendBack', label: '退回申请', color: 'red' },
  { value: 'setFee', label: '核定检验费用', color: 'blue' },
  { value: 'pay', label: '缴纳检验费用', color: 'green' },
  { value: 'submitVoucher', label: '提交转账凭证', color: 'blue' },
  { value: 'confirmVoucher', label: '确认转账到账', color: 'green' },
  { value: 'rejectVoucher', label: '驳回转账凭证', color: 'red' },
  { value: 'startInspection', label: '开始检验', color: 'blue' },
  { value: 'issueReport', label: '出具检验报告', color: 'green' },
  { value: 'cancel', label: '取消申请', color: 'red' },
];

/** 检验类别 and the share of the standard fee each is charged at (percent). */
export const INSPECTION_KINDS: Dict = [
  { value: '1', label: '定期检验' },
  { value: '2', label: '首次检验' },
  { value: '3', label: '复检' },
  { value: '4', label: '委托检验' },
];
const KIND_PERCENT: Readonly<Record<string, number>> = { '1': 100, '2': 150, '3': 50, '4': 120 };

/** Standard fee per unit of a periodic inspection, in fen: by variety where it differs, else by category. */
const VARIETY_FEES: Readonly<Record<string, number>> = {
  '3310': 30000,
  '3320': 30000,
  '3430': 20000,
  '4300': 80000,
  '4860': 50000,
};
const CATEGORY_FEES: Readonly<Record<string, number>> = {
  [CATEGORY.boiler]: 120000,
  [CATEGORY.pressureVessel]: 40000,
  [CATEGORY.elevator]: 36000,
  [CATEGORY.hoistingMachinery]: 60000,
  [CATEGORY.fieldMotorVehicle]: 20000,
  [CATEGORY.amusementFacility]: 150000,
  [CATEGORY.pipingComponent]: 30000,
  [CATEGORY.pressurePiping]: 100000,
  [CATEGORY.passengerRopeway]: 300000,
};
/** From this many units of one variety in one application, each further unit costs 90 %. */
export const BULK_FROM = 10;

export interface FeeQuote {
  /** Fee of one unit, fen. */
  unitFee: number;
  count: number;
  /** unitFee x count, less the bulk rate past BULK_FROM units; fen. */
  amount: number;
}

/** getChargeInspectionFee: the fee of `count` units of a variety for an inspection kind, in fen. */
export function inspectionFee(equsortcode: string, inspectKind: string, count: number): FeeQuote {
  const standard = VARIETY_FEES[equsortcode] ?? CATEGORY_FEES[categoryOf(equsortcode)] ?? 0;
  const unitFee = Math.round((standard * (KIND_PERCENT[inspectKind] ?? 100)) / 100);
  const full = Math.min(count, BULK_FROM - 1);
  const bulk = count - full;
  return { unitFee, count, amount: unitFee * full + Math.round((unitFee * bulk * 90) / 100) };
}

/** A relief policy (findChaReliefPolicys): a share off, or a fixed sum per unit, for some categories and kinds. */
export interface ReliefPolicy {
  id: string;
  name: string;
  /** Categories it covers; empty = every category. */
  categories: string[];
  /** Inspection kinds it covers; empty = every kind. */
  kinds: string[];
  /** Percent off the line's amount (0 = none). */
  percent: number;
  /** Fen off per unit (0 = none). */
  perUnit: number;
}

export const reliefApplies = (policy: ReliefPolicy, equsortcode: string, inspectKind: string) =>
  (!policy.categories.length || policy.categories.includes(categoryOf(equsortcode))) &&
  (!policy.kinds.length || policy.kinds.includes(inspectKind));

/** A line of the fee sheet: one variety of the application, its relief and what is due. */
export interface FeeLine {
  equsortcode: string;
  inspectKind: string;
  count: number;
  unitFee: number;
  amount: number;
  /** Names of the policies applied, '、'-joined ('' = none). */
  reliefNames: string;
  relief: number;
  due: number;
}

export interface FeeSheet {
  lines: FeeLine[];
  amount: number;
  relief: number;
  /** What the unit pays, fen. */
  total: number;
}

/** The fee sheet of an application: one line per variety, every matching policy applied, relief never past the amount. */
export function feeSheet(
  equipment: readonly { equsortcode: string }[],
  inspectKind: string,
  policies: readonly ReliefPolicy[],
): FeeSheet {
  const counts = new Map<string, number>();
  equipment.forEach((e) => counts.set(e.equsortcode, (counts.get(e.equsortcode) ?? 0) + 1));
  const lines = [...counts].map(([equsortcode, count]): FeeLine => {
    const quote = inspectionFee(equsortcode, inspectKind, count);
    const applied = policies.filter((p) => reliefApplies(p, equsortcode, inspectKind));
    const wanted = applied.reduce(
      (sum, p) => sum + Math.round((quote.amount * p.percent) / 100) + p.perUnit * count,
      0,
    );
    const relief = Math.min(wanted, quote.amount);
    return {
      equsortcode,
      inspectKind,
      ...quote,
      reliefNames: applied.map((p) => p.name).join('、'),
      relief,
      due: quote.amount - relief,
    };
  });
  const sum = (pick: (line: FeeLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return { lines, amount: sum((l) => l.amount), relief: sum((l) => l.relief), total: sum((l) => l.due) };
}

/** Fen as money: ¥1,234.50 (integer arithmetic, no floating point). */
export function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}¥${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** A payment order of an application's fees. */
export const PAY_ORDER_STATE = {
  unpaid: 'unpaid',
  paid: 'paid',
  refunded: 'refunded',
  cancelled: 'cancelled',
  expired: 'expired',
  /** A transfer voucher waits for the institute to confirm the money arrived. */
  confirming: 'confirming',
  /** The institute rejected the voucher (its reason is the order's opinion). */
  rejected: 'rejected',
} as const;
export type PayOrderState = (typeof PAY_ORDER_STATE)[keyof typeof PAY_ORDER_STATE];
export const PAY_ORDER_STATES: Dict = [
  { value: PAY_ORDER_STATE.unpaid, label: '待支付', color: 'processing' },
  { value: PAY_ORDER_STATE.paid, label: '已支付', color: 'success' },
  { value: PAY_ORDER_STATE.refunded, label: '已退款', color: 'default' },
  { value: PAY_ORDER_STATE.cancelled, label: '已取消', color: 'default' },
  { value: PAY_ORDER_STATE.expired, label: '已过期', color: 'error' },
  { value: PAY_ORDER_STATE.confirming, label: '凭证待确认', color: 'gold' },
  { value: PAY_ORDER_STATE.rejected, label: '凭证已驳回', color: 'error' },
];
export const PAY_METHODS: Dict = [
  { value: 'qr', label: '扫码支付' },
  { value: 'transfer', label: '对公转账' },
];

/** An order may be paid this long after it is made. */
export const PAY_ORDER_MINUTES = 30;
/** How often the scan-code page asks whether the order is paid. */
export const PAY_POLL_MS = 2000;
/** Most pieces of equipment in one application. */
export const MAX_APPLY_EQUIPMENT = 50;

export const INSPECTION_MESSAGES = {
  expired: '订单已过期，请返回缴费页面重新下单',
  alreadyPaid: '该订单已支付，请勿重复支付',
  closed: '订单已关闭，请返回缴费页面重新下单',
  applicationPaid: '该报检申请已缴费，请勿重复支付',
  notElevator: '电梯报检申请只能选择电梯',
  taken: (equcode: string) => `设备${equcode}已在其他报检申请中，不能重复报检`,
  notInUse: (equcode: string) => `设备${equcode}不是在用设备，不能报检`,
  noEquipment: '请选择报检设备',
  tooMany: `报检设备不能超过${MAX_APPLY_EQUIPMENT}台`,
  authCode: '请输入短信验证码',
  wishDatePast: '期望检验日期不能早于今天',
  appointDatePast: '约检日期不能早于今天',
};
