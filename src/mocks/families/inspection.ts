import { http } from 'msw';
import {
  inspectionApplication,
  inspectionCalls as C,
  inspectionEquipment,
  payOrder,
  payOrderNotice,
  type ApplyFormKind,
  type InspectionApplication,
  type PayOrder,
} from '@/contract/calls/inspection';
import { mailingLine } from '@/contract/records/billing';
import { ROLE_TYPES } from '@/domain/access';
import { CATEGORY, DUE_SOON_DAYS, USE_STATE, categoryOf } from '@/domain/equipment';
import {
  INSPECTION_APPLY_STATUS as S,
  INSPECTION_MESSAGES as M,
  OPEN_STATUSES,
  PAY_ORDER_MINUTES,
  PAY_ORDER_STATE,
  feeSheet,
  inspectionApplyMachine,
  inspectionFee,
  yuan,
  type InspectionApplyAction,
  type ReliefPolicy,
} from '@/domain/inspectionApplication';
import { SMS_PURPOSE } from '@/domain/registration';
import { beijingDateTime, dayFromToday } from '@/utils/beijingTime';
import { blank, collection, pad, type Entity, type Owned } from '../db';
import { flowCalls, formBody, newestFirst, records, serve, serveList, serveRecord } from '../endpoints';
import { aid, ok, readBody, Refusal, refuse, type Caller } from '../respond';
import { allowed, workflow } from '../workflow';
import { invoiceCerts, mailAddresses } from './company';
import { ownEquipment, equipment, type EquipmentRecord } from './equipment';
import { checkSmsCode, flowStep, groupFiles, nextNumber, now, smsVerifications } from './registration';

/**
 * appOnline: a use unit's online inspection applications, from the request to the report, their
 * payment orders (/api/pay) and the institute's relief policies. Every status change goes through
 * inspectionApplyMachine, the table the portal's buttons read. The institute's steps are administrator
 * calls, so a flow can be walked in the browser; the payment provider's notification is a stand-in aid
 * (`__stand-in/pay-order`). Seeded applications of the use unit show every stage, dated from today.
 */

type InspectionApplicationRecord = Owned<InspectionApplication> & { payCertCount?: number };
type PayOrderRecord = Owned<PayOrder> & {
  invoiceId: string;
  mailId: string;
  /** When it expires, ms. */ expiresAtMs: number;
  /** The attachments a transfer order was made with (a rejected voucher cannot pay again). */
  voucherIds: string[];
};

/** The policies findChaReliefPolicys lists; feeSheet applies every one that matches a line. */
const reliefPolicies = collection<ReliefPolicy & Entity>('reliefPolicies', () => [
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
const asApplied = (e: EquipmentRecord) => inspectionEquipment.parse(e);

/** What the institute and the payment fill in later: blank on a new application. */
const UNHANDLED = {
  ...blank('appointDate payMethod paidTime invoiceTitle mailAddress auditOpinion'),
  fee: null,
  total: 0,
};

const UNIT = { unitId: 'unit-use', unitName: '宁波甬江化工机械有限公司' };
const APPLICANT = '王丽娟';
const at = (day: number, time = `09:${pad(10 + Math.abs(day))}:00`) => `${dayFromToday(day)} ${time}`;
const dayNo = (day: number) => dayFromToday(day).replace(/-/g, '');

type Steps = [action: InspectionApplyAction, operator: string, day: number, opinion?: string][];

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
const orderOf = (
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
  // Made `day`s from today at `time`, by the application's method, paid when it was.
  const order = (applyId: string, day: number, time: string, rest: Partial<PayOrderRecord> = {}) => {
    const application = inspectionApplications.find(applyId)!;
    const { payMethod, paidTime } = application;
    return orderOf(application, billing, {
      id: `po-${applyId}`,
      orderNo: `${payMethod === 'qr' ? 'PO' : 'ZZ'}${dayNo(day)}${applyId.slice(-4)}`,
      state: 'paid',
      payMethod,
      paidTime,
      createTime: at(day, time),
      ...rest,
    });
  };
  return [
    order('bj-0004', -50, '10:12:00'),
    order('bj-0005', -25, '10:01:00', { state: 'refunded', closeTime: at(-22, '09:22:00') }),
    order('bj-0006', -1, '09:11:00', { state: 'confirming', vouchers: ['转账回单.pdf'] }),
  ];
});

const own = records(inspectionApplications, { scope: 'unit', notFound: '报检申请不存在或已删除' });
const visible = records(inspectionApplications, {
  scope: 'unitOrAdmin',
  notFound: '报检申请不存在或已删除',
  unsubmitted: (application) => application.status === S.draft,
});

/** The unit's user by name; the institute as its acceptance staff. */
const W = workflow({
  machine: inspectionApplyMachine,
  collection: inspectionApplications,
  log: 'flowLog',
  operator: (caller) => (caller.role.roleType === ROLE_TYPES.admin ? '检验机构受理人员' : caller.user.name),
});

/** The payment provider pays on the unit's behalf: the machine's 'pay' is a use unit's step. */
const PROVIDER = { role: { roleType: ROLE_TYPES.use } } as Caller;

/** An application and an order as the contract answers them (the owner and the bookkeeping left out). */
const view = (record: InspectionApplicationRecord) => inspectionApplication.parse(record);
const orderView = (order: PayOrderRecord) => payOrder.parse(order);

const takenEquipment = (unitId: string, exceptId = '') =>
  new Set(
    inspectionApplications
      .filter((a) => a.unitId === unitId && a.id !== exceptId && OPEN_STATUSES.includes(a.status))
      .flatMap((a) => a.equipment.map((e) => e.id)),
  );

/** The equipment chosen for an application, as it will list it; refused at the first that may not be. */
function chosenEquipment(caller: Caller, equIds: string[], formKind: string, exceptId = '') {
  const taken = takenEquipment(caller.user.unitId, exceptId);
  return equIds.map((equId) => {
    const found = ownEquipment.get(caller, equId);
    if (found.usestatus !== USE_STATE.inUse) refuse(M.notInUse(found.equcode));
    if (taken.has(found.id)) refuse(M.taken(found.equcode));
    if (formKind === 'elevator' && found.equclacode !== CATEGORY.elevator) refuse(M.notElevator);
    return asApplied(found);
  });
}

const ownInvoices = records(invoiceCerts, { scope: 'unit', notFound: '发票抬头不存在或已删除' });
const ownMailAddresses = records(mailAddresses, { scope: 'unit', notFound: '邮寄地址不存在或已删除' });

/** The invoice title and mailing address chosen for a payment, as the application keeps them. */
function billing(caller: Caller, invoiceId: string, mailId: string) {
  const invoice = ownInvoices.get(caller, invoiceId);
  const mail = ownMailAddresses.get(caller, mailId);
  return { invoiceTitle: `${invoice.title}（${invoice.taxno}）`, mailAddress: mailingLine(mail) };
}

/** An unpaid order past its time is expired (checked whenever the order is read or paid). */
const current = (order: PayOrderRecord): PayOrderRecord =>
  order.state === PAY_ORDER_STATE.unpaid && now() > order.expiresAtMs
    ? payOrders.update(order.id, { state: PAY_ORDER_STATE.expired, closeTime: order.expiresAt })!
    : order;

const ordersOf = (applyId: string) =>
  payOrders
    .filter((o) => o.applyId === applyId)
    .map((o) => orderView(current(o)))
    .sort(newestFirst('createTime'));

/** The transfer order waiting for the institute (every 凭证待确认 application has one). */
function confirmingOrder(applyId: string): PayOrderRecord {
  const found = payOrders.findBy((o) => o.applyId === applyId && o.state === PAY_ORDER_STATE.confirming);
  return found ?? refuse('该报检申请没有待确认的转账凭证');
}

/** Closes the application's open orders: unpaid ones are cancelled, paid ones (a cancelled application) refunded. */
function closeOrders(applyId: string, refund: boolean) {
  const closeTime = beijingDateTime();
  for (const o of payOrders.filter((o) => o.applyId === applyId).map(current)) {
    const closed = o.state === PAY_ORDER_STATE.unpaid || (refund && o.state === PAY_ORDER_STATE.paid);
    const state = o.state === PAY_ORDER_STATE.paid ? PAY_ORDER_STATE.refunded : PAY_ORDER_STATE.cancelled;
    if (closed) payOrders.update(o.id, { state, closeTime });
  }
}

/** A new order of the caller's application, its billing checked; the open ones before it closed. */
function openOrder(
  caller: Caller,
  record: InspectionApplicationRecord,
  { invoiceId, mailId }: { invoiceId: string; mailId: string },
  order: Omit<Parameters<typeof orderOf>[2], 'id'>,
) {
  const bill = billing(caller, invoiceId, mailId);
  closeOrders(record.id, false);
  const opened = orderOf(record, { invoiceId, mailId }, { id: crypto.randomUUID(), ...order });
  return { bill, order: payOrders.insert(opened) };
}

/** The payment provider's notification: the order is paid, and with it the application. */
const readPayOrder = formBody(payOrderNotice);
function providerPays(orderNo: string) {
  const order = current(payOrders.findBy((o) => o.orderNo === orderNo) ?? refuse('订单不存在'));
  if (order.state === PAY_ORDER_STATE.paid) refuse(M.alreadyPaid);
  if (order.state === PAY_ORDER_STATE.expired) refuse(M.expired);
  if (order.state !== PAY_ORDER_STATE.unpaid) refuse(M.closed);
  const paidTime = beijingDateTime();
  W.step(inspectionApplications.find(order.applyId)!, 'pay', PROVIDER, {
    patch: { payMethod: 'qr', paidTime },
    opinion: `订单 ${orderNo}`,
    operator: '扫码支付',
  });
  return orderView(payOrders.update(order.id, { state: PAY_ORDER_STATE.paid, paidTime })!);
}

const unit = flowCalls(W, own, view);
const institute = flowCalls(W, visible, view);

/** The institute's opinion, kept on the application and logged with the step. */
const withOpinion = (_: unknown, { opinion }: { opinion: string }) => ({
  patch: { auditOpinion: opinion },
  opinion,
});

export const inspectionHandlers = [
  serveList(C.list, { records: visible, row: view, order: newestFirst('applyTime') }),
  serveRecord(C.detail, {
    records: visible,
    view: (record) => ({ ...view(record), orders: ordersOf(record.id) }),
  }),
  // The unit's equipment that may be applied for: in use and in no open application.
  serveList(C.waitingEquipment, {
    records: {
      visibleTo: (caller) => {
        const taken = takenEquipment(caller.user.unitId);
        return ownEquipment
          .visibleTo(caller)
          .filter((e) => e.usestatus === USE_STATE.inUse && !taken.has(e.id));
      },
    },
    row: asApplied,
    filters: (by) => [
      by.custom('ids', (row, ids) => ids.split(',').includes(row.id)),
      by.custom(
        'equsortcode',
        (row, code) => row.equsortcode === code || categoryOf(row.equsortcode) === code,
      ),
      by.custom('elevator', (row, flag) => flag !== '1' || row.equclacode === CATEGORY.elevator),
      by.custom('dueOnly', (row, flag) => flag !== '1' || row.nextinsdate <= dayFromToday(DUE_SOON_DAYS)),
    ],
    order: (a, b) => a.nextinsdate.localeCompare(b.nextinsdate),
  }),

  serve(C.save, {
    run: ({ caller, body }) => {
      const { id, equIds, authCode, isCommit, isPc: _isPc, ...form } = body;
      const existing = id ? own.get(caller, id) : undefined;
      const action = isCommit === '1' ? 'submit' : 'save';
      allowed(inspectionApplyMachine, action, existing?.status ?? S.draft, caller);
      const chosen = chosenEquipment(caller, equIds, form.formKind, existing?.id);
      if (action === 'submit') {
        smsVerifications.remove(checkSmsCode(form.contactMobile, SMS_PURPOSE.inspectionApply, authCode));
      }
      const formKind: ApplyFormKind = form.formKind === 'elevator' ? 'elevator' : 'general';
      const fields = { ...form, formKind, equipment: chosen, equcount: chosen.length };
      const base =
        existing ??
        inspectionApplications.insert({
          ...fields,
          id: `bj-${crypto.randomUUID().slice(0, 8)}`,
          unitId: caller.user.unitId,
          unitName: caller.unit?.orgname ?? '',
          applyNo: nextNumber('BJ', inspectionApplications, 'applyNo'),
          applyTime: beijingDateTime(),
          status: S.draft,
          ...UNHANDLED,
          flowLog: [],
        });
      const saved = W.step(base, action, caller, { patch: fields });
      return ok(view(saved), action === 'submit' ? '报检申请已提交，请等待检验机构受理' : '报检申请已暂存');
    },
  }),
  unit.remove(C.delete, 'remove'),
  unit.step(C.onlineWithdraw, 'withdraw', '报检申请已撤回'),
  serve(C.checkOnline, {
    run: ({ caller, body }) => ok(chosenEquipment(caller, body.equIds, body.formKind), '所选设备可以报检'),
  }),
  serve(C.fee, { run: ({ body }) => ok(inspectionFee(body.equsortcode, body.inspectKind, body.count)) }),
  serve(C.reliefPolicies, { run: () => ok(reliefPolicies.all()) }),

  serve(C.updatePayCert, {
    record: { of: own },
    run: ({ caller, body, record, params }) => {
      // The application is the path's: a body id, when sent, must name the same.
      if (record.id !== params.id) refuse('报检申请编号与请求地址不一致');
      W.check(record, 'submitVoucher', caller);
      // A voucher the institute rejected does not pay again: a new one must be uploaded.
      const rejected = new Set(payOrders.filter((o) => o.applyId === record.id).flatMap((o) => o.voucherIds));
      const uploaded = groupFiles(caller.user.unitId, record.id, 'payCert');
      const vouchers = uploaded.filter((a) => !rejected.has(a.id));
      if (!vouchers.length) refuse(uploaded.length ? '请上传新的转账凭证' : '请先上传转账凭证');
      const createTime = beijingDateTime();
      const { bill } = openOrder(caller, record, body, {
        orderNo: `ZZ${createTime.replace(/\D/g, '')}${record.id.slice(-4)}`,
        state: PAY_ORDER_STATE.confirming,
        payMethod: 'transfer',
        createTime,
        vouchers: vouchers.map((v) => v.name),
        voucherIds: vouchers.map((v) => v.id),
      });
      const saved = W.step(record, 'submitVoucher', caller, {
        patch: { ...bill, payMethod: 'transfer', payCertCount: vouchers.length },
        opinion: `上传转账凭证 ${vouchers.length} 份`,
      });
      return ok(view(saved), '转账凭证已提交，请等待检验机构确认到账');
    },
  }),

  institute.step(C.accept, 'accept', '已受理', (_, { appointDate }) => ({
    patch: { appointDate },
    opinion: `约检日期 ${appointDate}`,
  })),
  institute.step(C.sendBack, 'sendBack', '已退回', withOpinion),
  institute.step(C.setFee, 'setFee', '检验费用已核定', (record) => {
    const fee = feeSheet(record.equipment, record.inspectKind, reliefPolicies.all());
    return { patch: { fee, total: fee.total } };
  }),
  institute.step(C.confirmPayCert, 'confirmVoucher', '已确认到账', (record) => {
    const order = confirmingOrder(record.id);
    const paidTime = beijingDateTime();
    payOrders.update(order.id, { state: PAY_ORDER_STATE.paid, paidTime });
    return {
      patch: { paidTime, auditOpinion: '' },
      opinion: `订单 ${order.orderNo} 到账 ${yuan(order.amount)}`,
    };
  }),
  institute.step(C.rejectPayCert, 'rejectVoucher', '转账凭证已驳回', (record, body) => {
    const order = confirmingOrder(record.id);
    payOrders.update(order.id, {
      state: PAY_ORDER_STATE.rejected,
      opinion: body.opinion,
      closeTime: beijingDateTime(),
    });
    return withOpinion(record, body);
  }),
  institute.step(C.startInspection, 'startInspection', '开始检验成功'),
  institute.step(C.issueReport, 'issueReport', '出具报告成功'),
  institute.step(C.cancel, 'cancel', '报检申请已取消', (record, body) => {
    closeOrders(record.id, true);
    return withOpinion(record, body);
  }),

  serve(C.createOrder, {
    record: { of: own },
    run: ({ caller, body, record, request }) => {
      const paid: string[] = [S.paid, S.inspecting, S.reported];
      if (paid.includes(record.status)) refuse(M.applicationPaid);
      W.check(record, 'pay', caller);
      if (record.total <= 0) refuse('检验费用尚未核定');
      const created = now();
      const createTime = beijingDateTime(new Date(created));
      const orderNo = `PO${createTime.replace(/\D/g, '')}${String(payOrders.all().length + 1).padStart(4, '0')}`;
      const expires = created + PAY_ORDER_MINUTES * 60_000;
      // What a real backend answers is its provider's code URL; the stand-in's page marks the order paid.
      const base = request.url.slice(0, request.url.indexOf('/api/pay/'));
      const { bill, order } = openOrder(caller, record, body, {
        orderNo,
        state: PAY_ORDER_STATE.unpaid,
        payMethod: 'qr',
        createTime,
        expiresAt: beijingDateTime(new Date(expires)),
        expiresAtMs: expires,
        payUrl: `${base}/__stand-in/pay-order?orderNo=${orderNo}`,
      });
      inspectionApplications.update(record.id, bill);
      return ok(orderView(order), '订单已生成，请扫码支付');
    },
  }),
  serve(C.costBackInfo, {
    run: ({ caller, body }) => {
      const found = payOrders.findBy(
        (o) => o.orderNo === body.orderNo && o.applyId === body.applyId && o.unitId === caller.user.unitId,
      );
      return found ? ok(orderView(current(found))) : refuse('订单不存在');
    },
  }),

  // The payment provider, in the stand-in: the QR code's page (a phone opens it) and the tests' call.
  http.get(
    '*/__stand-in/pay-order',
    aid(async ({ request }) => {
      let text: string;
      try {
        const paid = providerPays(new URL(request.url).searchParams.get('orderNo') ?? '');
        text = `支付成功：订单 ${paid.orderNo}，金额 ${yuan(paid.amount)}`;
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        text = `支付失败：${((await error.response.json()) as { errorMsg: string }).errorMsg}`;
      }
      return new Response(
        `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>扫码支付</title><p>${text}</p></html>`,
        { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
      );
    }),
  ),
  http.post(
    '*/__stand-in/pay-order',
    aid(async ({ request }) => ok(providerPays((await readPayOrder(request)).orderNo), '支付成功')),
  ),
  http.post(
    '*/__stand-in/pay-order/expire',
    aid(async ({ request }) => {
      const { orderNo } = await readBody(request);
      const found = payOrders.findBy((o) => o.orderNo === orderNo) ?? refuse('订单不存在');
      payOrders.update(found.id, { expiresAtMs: now() - 1 });
      return ok(orderView(current(found)), '订单已过期');
    }),
  ),
];
