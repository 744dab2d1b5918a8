import type { InspectionApplication, InspectionEquipment, PayOrder } from '@/contract/calls/inspection';
import { CATEGORY, USE_STATE } from '@/domain/equipment';
import { INSPECTION_APPLY_STATUS as S, feeSheet, type ReliefPolicy } from '@/domain/inspectionApplication';
import { collection, type Entity } from '../db';
import { dayFromToday } from './company';
import { equipment, type EquipmentRecord } from './equipment';

/**
 * Online inspection applications (appOnline), their payment orders and the institute's relief
 * policies. Seeded applications of the use unit show every stage; dates are computed from today.
 */

export type InspectionApplicationRecord = Omit<InspectionApplication, 'id'> &
  Entity & { unitId: string; payCertCount?: number };
export type PayOrderRecord = PayOrder &
  Entity & {
    unitId: string;
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

export const asApplied = (e: EquipmentRecord): InspectionEquipment => ({
  id: e.id,
  equcode: e.equcode,
  equregcode: e.equregcode,
  equclacode: e.equclacode,
  equsortcode: e.equsortcode,
  equname: e.equname,
  innercode: e.innercode,
  address: e.address,
  maintainunit: e.maintainunit,
  nextinsdate: e.nextinsdate,
});

const step = (action: string, operator: string, day: number, opinion = '') => ({
  action,
  operator,
  time: `${dayFromToday(day)} 09:${String(10 + Math.abs(day)).padStart(2, '0')}:00`,
  opinion,
});

/** Seeded applications of 宁波甬江化工机械有限公司, one per stage worth seeing. */
export const inspectionApplications = collection<InspectionApplicationRecord>(
  'inspectionApplications',
  () => {
    const own = equipment.filter((e) => e.unitId === 'unit-use' && e.usestatus === USE_STATE.inUse);
    const of = (category: string, count: number, skip = 0) =>
      own.filter((e) => e.equclacode === category).slice(skip, skip + count);
    const base = {
      unitId: 'unit-use',
      unitName: '宁波甬江化工机械有限公司',
      formKind: 'general' as const,
      inspectKind: '1',
      contactPerson: '王丽娟',
      contactMobile: '13857401234',
      remark: '',
      appointDate: '',
      fee: null,
      total: 0,
      payMethod: '',
      paidTime: '',
      invoiceTitle: '',
      mailAddress: '',
      auditOpinion: '',
    };
    const make = (
      id: string,
      status: InspectionApplicationRecord['status'],
      items: EquipmentRecord[],
      day: number,
      extra: Partial<InspectionApplicationRecord>,
    ): InspectionApplicationRecord => ({
      ...base,
      id,
      applyNo: `BJ${dayFromToday(day).replace(/-/g, '')}${id.slice(-4)}`,
      status,
      equipment: items.map(asApplied),
      equcount: items.length,
      wishDate: dayFromToday(day + 14),
      applyTime: `${dayFromToday(day)} 09:00:00`,
      flowLog: [],
      ...extra,
    });
    const feeOf = (items: EquipmentRecord[]) => feeSheet(items, '1', reliefPolicies.all());
    const vessels = of(CATEGORY.pressureVessel, 2);
    const boiler = of(CATEGORY.boiler, 1);
    const cranes = of(CATEGORY.hoistingMachinery, 2);
    const trucks = of(CATEGORY.fieldMotorVehicle, 2);
    const lifts = of(CATEGORY.hoistingMachinery, 1, 2);
    const vessel = of(CATEGORY.pressureVessel, 1, 2);
    const cranesFee = feeOf(cranes);
    const trucksFee = feeOf(trucks);
    const liftsFee = feeOf(lifts);
    const vesselFee = feeOf(vessel);
    return [
      make('bj-0001', S.draft, vessels, -2, { flowLog: [step('save', '王丽娟', -2)] }),
      make('bj-0002', S.pending, boiler, -3, { flowLog: [step('submit', '王丽娟', -3)] }),
      make('bj-0003', S.awaitingPayment, cranes, -10, {
        appointDate: dayFromToday(12),
        fee: cranesFee,
        total: cranesFee.total,
        flowLog: [
          step('submit', '王丽娟', -10),
          step('accept', '受理人员', -8, `约检日期 ${dayFromToday(12)}`),
          step('setFee', '受理人员', -7),
        ],
      }),
      make('bj-0004', S.reported, trucks, -60, {
        appointDate: dayFromToday(-45),
        fee: trucksFee,
        total: trucksFee.total,
        payMethod: 'qr',
        paidTime: `${dayFromToday(-50)} 10:20:00`,
        invoiceTitle: '宁波甬江化工机械有限公司',
        flowLog: [
          step('submit', '王丽娟', -60),
          step('accept', '受理人员', -58, `约检日期 ${dayFromToday(-45)}`),
          step('setFee', '受理人员', -57),
          step('pay', '王丽娟', -50),
          step('startInspection', '检验人员', -45),
          step('issueReport', '检验人员', -40),
        ],
      }),
      // Paid by QR code, then cancelled by the institute: the order was refunded.
      make('bj-0005', S.cancelled, lifts, -30, {
        appointDate: dayFromToday(-20),
        fee: liftsFee,
        total: liftsFee.total,
        payMethod: 'qr',
        paidTime: `${dayFromToday(-25)} 10:05:00`,
        invoiceTitle: '宁波甬江化工机械有限公司',
        auditOpinion: '设备已停用待改造，本次检验取消，检验费用原路退回',
        flowLog: [
          step('submit', '王丽娟', -30),
          step('accept', '受理人员', -28, `约检日期 ${dayFromToday(-20)}`),
          step('setFee', '受理人员', -27),
          step('pay', '扫码支付', -25),
          step('cancel', '受理人员', -22, '设备已停用待改造，本次检验取消，检验费用原路退回'),
        ],
      }),
      // A transfer voucher the institute has yet to confirm.
      make('bj-0006', S.voucherPending, vessel, -12, {
        appointDate: dayFromToday(9),
        fee: vesselFee,
        total: vesselFee.total,
        payMethod: 'transfer',
        invoiceTitle: '宁波甬江化工机械有限公司',
        flowLog: [
          step('submit', '王丽娟', -12),
          step('accept', '受理人员', -11, `约检日期 ${dayFromToday(9)}`),
          step('setFee', '受理人员', -10),
          step('submitVoucher', '王丽娟', -1, '上传转账凭证 1 份'),
        ],
      }),
    ];
  },
);

/** Orders of the seeded applications that were paid, refunded or wait for a voucher's confirmation. */
export const payOrders = collection<PayOrderRecord>('payOrders', () => {
  const order = (
    applyId: string,
    orderNo: string,
    state: PayOrderRecord['state'],
    times: Pick<PayOrderRecord, 'createTime' | 'paidTime' | 'closeTime'>,
    transfer = false,
  ): PayOrderRecord => {
    const application = inspectionApplications.find(applyId)!;
    return {
      id: `po-${applyId}`,
      orderNo,
      applyId,
      applyNo: application.applyNo,
      amount: application.total,
      state,
      payMethod: transfer ? 'transfer' : 'qr',
      ...times,
      expiresAt: '',
      expiresAtMs: 0,
      opinion: '',
      vouchers: transfer ? ['转账回单.pdf'] : [],
      voucherIds: [],
      payUrl: '',
      unitId: application.unitId,
      invoiceId: 'ic-unit-use-0',
      mailId: 'ma-unit-use-0',
    };
  };
  return [
    order('bj-0004', `PO${dayFromToday(-50).replace(/-/g, '')}0004`, 'paid', {
      createTime: `${dayFromToday(-50)} 10:12:00`,
      paidTime: `${dayFromToday(-50)} 10:20:00`,
      closeTime: '',
    }),
    order('bj-0005', `PO${dayFromToday(-25).replace(/-/g, '')}0005`, 'refunded', {
      createTime: `${dayFromToday(-25)} 10:01:00`,
      paidTime: `${dayFromToday(-25)} 10:05:00`,
      closeTime: `${dayFromToday(-22)} 09:22:00`,
    }),
    order(
      'bj-0006',
      `ZZ${dayFromToday(-1).replace(/-/g, '')}0006`,
      'confirming',
      { createTime: `${dayFromToday(-1)} 09:11:00`, paidTime: '', closeTime: '' },
      true,
    ),
  ];
});
