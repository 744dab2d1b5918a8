import { inspectionEquipment, type InspectionApplication, type PayOrder } from '@/contract/calls/inspection';
import { CATEGORY, USE_STATE } from '@/domain/equipment';
import { feeSheet, inspectionApplyMachine, type ReliefPolicy } from '@/domain/inspectionApplication';
import { blank, collection, pad, type Entity, type Owned } from '../db';
import { equipment, type EquipmentRecord } from './equipment';
import { flowStep } from './registration';
import { dayFromToday } from '@/utils/beijingTime';

/**
 * Online inspection applications (appOnline), their payment orders and the institute's relief
 * policies. Seeded applications of the use unit show every stage; dates are computed from today.
 */

export type InspectionApplicationRecord = Owned<InspectionApplication> & { payCertCount?: number };
export type PayOrderRecord = Owned<PayOrder> & {
  invoiceId: string;
  mailId: string;
  /** When it expires, ms. */ expiresAtMs: number;
  /** The attachments a transfer order was made with (a rejected voucher cannot pay again). */
  voucherIds: string[];
};

/** The policies findChaReliefPolicys lists; feeSheet applies every one that matches a line. */
export const reliefPolicies = collection<ReliefPolicy & Entity>('reliefPolicies', () => [
  {
    id: 'relief-elevator',
    name: '电梯定期检验费减免30%',
    categories: [CATEGORY.elevator],
    kinds: ['1'],
    percent: 30,
    perUnit: 0,
  },
  {
    id: 'relief-small',
    name: '小微企业检验费每台减免20元',
    categories: [],
    kinds: [],
    percent: 0,
    perUnit: 2000,
  },
]);

/** A piece of equipment as an application lists it (the contract's row: the rest of the record left out). */
export const asApplied = (e: EquipmentRecord) => inspectionEquipment.parse(e);

/** What the institute and the payment fill in later: blank on a new application. */
export const UNHANDLED = {
  ...blank('appointDate payMethod paidTime invoiceTitle mailAddress auditOpinion'),
  fee: null,
  total: 0,
};

const UNIT = { unitId: 'unit-use', unitName: '宁波甬江化工机械有限公司' };
const APPLICANT = '王丽娟';
const at = (day: number, time = `09:${pad(10 + Math.abs(day))}:00`) => `${dayFromToday(day)} ${time}`;
const dayNo = (day: number) => dayFromToday(day).replace(/-/g, '');

type Action = keyof typeof inspectionApplyMachine.transitions;
type Steps = [action: Action, operator: string, day: number, opinion?: string][];

/** Seeded applications of 宁波甬江化工机械有限公司, one per stage worth seeing. */
export const inspectionApplications = collection<InspectionApplicationRecord>(
  'inspectionApplications',
  () => {
    const own = equipment.filter((e) => e.unitId === UNIT.unitId && e.usestatus === USE_STATE.inUse);
    const of = (category: string, count: number, skip = 0) =>
      own.filter((e) => e.equclacode === category).slice(skip, skip + count);
    /**
     * An application submitted (or saved) `day`s from today; an accepted one (`appointIn` given) was
     * accepted `gap` days later and its fees set the day after, then took the `later` steps. Its
     * status is where its last step led.
     */
    const make = (
      id: string,
      items: EquipmentRecord[],
      day: number,
      later: Steps,
      more: Partial<InspectionApplicationRecord> & { appointIn?: number; gap?: number } = {},
    ): InspectionApplicationRecord => {
      const { appointIn, gap = 2, ...extra } = more;
      const accepted = appointIn !== undefined;
      const fee = feeSheet(items, '1', reliefPolicies.all());
      const steps: Steps = accepted
        ? [
            ['submit', APPLICANT, day],
            ['accept', '受理人员', day + gap, `约检日期 ${dayFromToday(appointIn)}`],
            ['setFee', '受理人员', day + gap + 1],
            ...later,
          ]
        : later;
      return {
        ...UNIT,
        id,
        applyNo: `BJ${dayNo(day)}${id.slice(-4)}`,
        status: inspectionApplyMachine.transitions[steps.at(-1)![0]].to,
        ...({ formKind: 'general', inspectKind: '1', remark: '' } as const),
        contactPerson: APPLICANT,
        contactMobile: '13857401234',
        equipment: items.map(asApplied),
        equcount: items.length,
        wishDate: dayFromToday(day + 14),
        applyTime: at(day, '09:00:00'),
        ...UNHANDLED,
        ...(accepted && { appointDate: dayFromToday(appointIn), fee, total: fee.total }),
        flowLog: steps.map(([action, operator, on, opinion]) => flowStep(action, operator, at(on), opinion)),
        ...extra,
      };
    };
    const paid = { invoiceTitle: UNIT.unitName, payMethod: 'qr' };
    const cancelReason = '设备已停用待改造，本次检验取消，检验费用原路退回';
    return [
      make('bj-0001', of(CATEGORY.pressureVessel, 2), -2, [['save', APPLICANT, -2]]),
      make('bj-0002', of(CATEGORY.boiler, 1), -3, [['submit', APPLICANT, -3]]),
      make('bj-0003', of(CATEGORY.hoistingMachinery, 2), -10, [], { appointIn: 12 }),
      make(
        'bj-0004',
        of(CATEGORY.fieldMotorVehicle, 2),
        -60,
        [
          ['pay', APPLICANT, -50],
          ['startInspection', '检验人员', -45],
          ['issueReport', '检验人员', -40],
        ],
        { appointIn: -45, ...paid, paidTime: at(-50, '10:20:00') },
      ),
      // Paid by QR code, then cancelled by the institute: the order was refunded.
      make(
        'bj-0005',
        of(CATEGORY.hoistingMachinery, 1, 2),
        -30,
        [
          ['pay', '扫码支付', -25],
          ['cancel', '受理人员', -22, cancelReason],
        ],
        { appointIn: -20, ...paid, paidTime: at(-25, '10:05:00'), auditOpinion: cancelReason },
      ),
      // A transfer voucher the institute has yet to confirm.
      make(
        'bj-0006',
        of(CATEGORY.pressureVessel, 1, 2),
        -12,
        [['submitVoucher', APPLICANT, -1, '上传转账凭证 1 份']],
        { appointIn: 9, gap: 1, payMethod: 'transfer', invoiceTitle: UNIT.unitName },
      ),
    ];
  },
);

/** A new order of an application: its amount, the unit's billing, nothing paid or closed yet. */
export const orderOf = (
  application: InspectionApplicationRecord,
  billing: Pick<PayOrderRecord, 'invoiceId' | 'mailId'>,
  order: Pick<PayOrderRecord, 'id' | 'orderNo' | 'state' | 'payMethod' | 'createTime'> &
    Partial<PayOrderRecord>,
): PayOrderRecord => ({
  applyId: application.id,
  applyNo: application.applyNo,
  amount: application.total,
  unitId: application.unitId,
  ...billing,
  ...blank('expiresAt paidTime closeTime opinion payUrl'),
  expiresAtMs: 0,
  vouchers: [],
  voucherIds: [],
  ...order,
});

/** Orders of the seeded applications that were paid, refunded or wait for a voucher's confirmation. */
export const payOrders = collection<PayOrderRecord>('payOrders', () => {
  const billing = { invoiceId: 'ic-unit-use-0', mailId: 'ma-unit-use-0' };
  const order = (applyId: string, prefix: string, day: number, rest: Partial<PayOrderRecord>) =>
    orderOf(inspectionApplications.find(applyId)!, billing, {
      id: `po-${applyId}`,
      orderNo: `${prefix}${dayNo(day)}${applyId.slice(-4)}`,
      state: 'paid',
      payMethod: 'qr',
      createTime: '',
      ...rest,
    });
  return [
    order('bj-0004', 'PO', -50, { createTime: at(-50, '10:12:00'), paidTime: at(-50, '10:20:00') }),
    order('bj-0005', 'PO', -25, {
      state: 'refunded',
      createTime: at(-25, '10:01:00'),
      paidTime: at(-25, '10:05:00'),
      closeTime: at(-22, '09:22:00'),
    }),
    order('bj-0006', 'ZZ', -1, {
      state: 'confirming',
      payMethod: 'transfer',
      createTime: at(-1, '09:11:00'),
      vouchers: ['转账回单.pdf'],
    }),
  ];
});
