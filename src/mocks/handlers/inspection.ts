import { http } from 'msw';
import {
  inspectionApplication,
  inspectionCalls as C,
  payOrder,
  payOrderNotice,
  type ApplyFormKind,
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
} from '@/domain/inspectionApplication';
import { SMS_PURPOSE } from '@/domain/registration';
import { beijingDateTime, dayFromToday } from '@/utils/beijingTime';
import { attachments } from '../families/attachments';
import { invoiceCerts, mailAddresses, nowText } from '../families/company';
import {
  asApplied,
  inspectionApplications,
  orderOf,
  payOrders,
  reliefPolicies,
  UNHANDLED,
  type InspectionApplicationRecord,
  type PayOrderRecord,
} from '../families/inspection';
import { checkSmsCode, nextNumber, now, spendVerification } from '../families/registration';
import { flowCalls, formBody, newestFirst, records, serve, serveList, serveRecord } from '../endpoints';
import { aid, ok, readBody, Refusal, refuse, type Caller } from '../respond';
import { allowed, workflow } from '../workflow';
import { ownEquipment } from '../families/equipment';

/**
 * appOnline: a use unit's online inspection applications, from the request to the report, and their
 * payment (/api/pay). Every status change goes through inspectionApplyMachine, the table the
 * portal's buttons read. The institute's steps are administrator calls, so a flow can be walked in
 * the browser; the payment provider's notification is a stand-in aid (`__stand-in/pay-order`).
 */

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

/** The unit's equipment in its open applications (but `exceptId`). */
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
    .sort((a, b) => b.createTime.localeCompare(a.createTime));

/** The transfer order waiting for the institute (every 凭证待确认 application has one). */
function confirmingOrder(applyId: string): PayOrderRecord {
  const found = payOrders.findBy((o) => o.applyId === applyId && o.state === PAY_ORDER_STATE.confirming);
  return found ?? refuse('该报检申请没有待确认的转账凭证');
}

/** Closes the application's open orders: unpaid ones are cancelled, paid ones (a cancelled application) refunded. */
function closeOrders(applyId: string, refund: boolean) {
  const closeTime = nowText();
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
  const paidTime = nowText();
  W.step(inspectionApplications.find(order.applyId)!, 'pay', PROVIDER, {
    patch: { payMethod: 'qr', paidTime },
    opinion: `订单 ${orderNo}`,
    operator: '扫码支付',
  });
  return orderView(payOrders.update(order.id, { state: PAY_ORDER_STATE.paid, paidTime })!);
}

/** The unit's steps on its own applications; the institute's on any unit's (an order paid, rejected or refunded besides). */
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
        spendVerification(checkSmsCode(form.contactMobile, SMS_PURPOSE.inspectionApply, authCode));
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
          applyTime: nowText(),
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
      const uploaded = attachments.filter(
        (a) => a.unitId === caller.user.unitId && a.attrefsysid === record.id && a.group === 'payCert',
      );
      const vouchers = uploaded.filter((a) => !rejected.has(a.id));
      if (!vouchers.length) refuse(uploaded.length ? '请上传新的转账凭证' : '请先上传转账凭证');
      const createTime = nowText();
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
    const paidTime = nowText();
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
      closeTime: nowText(),
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
