import { allowed } from '../workflow';
import { http } from 'msw';
import type { ApplyFormKind } from '@/contract/calls/inspection';
import { z } from 'zod';
import { ACCESS, ROLE_TYPES } from '@/domain/access';
import { labelOf } from '@/domain/dict';
import { CATEGORY, DUE_SOON_DAYS, USE_STATE, categoryOf } from '@/domain/equipment';
import {
  INSPECTION_APPLY_STATUS as S,
  INSPECTION_KINDS,
  INSPECTION_MESSAGES as M,
  MAX_APPLY_EQUIPMENT,
  OPEN_STATUSES,
  PAY_ORDER_MINUTES,
  PAY_ORDER_STATE,
  feeSheet,
  inspectionApplyMachine,
  inspectionFee,
  yuan,
  type InspectionApplyAction,
} from '@/domain/inspectionApplication';
import { NINGBO_DISTRICTS } from '@/domain/areas';
import { SMS_PURPOSE } from '@/domain/registration';
import { refusal } from '@/domain/workflow';
import { isMobile } from '@/utils/validators';
import { attachments } from '../families/attachments';
import { dayFromToday, invoiceCerts, mailAddresses, nowText } from '../families/company';
import { equipment, type EquipmentRecord } from '../families/equipment';
import {
  asApplied,
  inspectionApplications,
  payOrders,
  reliefPolicies,
  type InspectionApplicationRecord,
  type PayOrderRecord,
} from '../families/inspection';
import { checkSmsCode, now, spendVerification } from '../families/registration';
import {
  bodySchema,
  endpoint,
  type BodyReader,
  fields,
  formBody,
  jsonBody,
  listEndpoint,
  recordEndpoint,
  records,
  type Records,
} from '../endpoints';
import { aid, authorisedCaller, handle, ok, readBody, Refusal, refuse, type Caller } from '../respond';
import { beijingDateTime } from '@/utils/beijingTime';

/**
 * appOnline: a use unit's online inspection applications, from the request to the report, and their
 * payment (/api/pay). Every status change goes through inspectionApplyMachine, the table the
 * portal's buttons read. The institute's steps are administrator calls, so a flow can be walked in
 * the browser; the payment provider's notification is a stand-in aid (`__stand-in/pay-order`).
 */

const own = records(inspectionApplications, { scope: 'unit', notFound: '报检申请不存在或已删除' });
const visible = records(inspectionApplications, { scope: 'unitOrAdmin', notFound: '报检申请不存在或已删除' });
const ownEquipment = records(equipment, { scope: 'unit', notFound: '设备不存在或已删除' });

const strip = ({ unitId: _unit, payCertCount: _count, ...rest }: InspectionApplicationRecord) => rest;

/** Equipment already in an open application (other than `exceptId`). */
function takenEquipment(unitId: string, exceptId = ''): Set<string> {
  return new Set(
    inspectionApplications
      .filter((a) => a.unitId === unitId && a.id !== exceptId && OPEN_STATUSES.includes(a.status))
      .flatMap((a) => a.equipment.map((e) => e.id)),
  );
}

/** The unit's equipment that may be applied for: in use and in no open application. */
const waitingEquipment: Records<EquipmentRecord> = {
  visibleTo: (caller) => {
    const taken = takenEquipment(caller.user.unitId);
    return ownEquipment.visibleTo(caller).filter((e) => e.usestatus === USE_STATE.inUse && !taken.has(e.id));
  },
  get: ownEquipment.get,
};

/**
 * The equipment chosen for an application, as it will list it; refused at the first piece that may
 * not be applied for (another unit's, not in use, in another open application, not an elevator).
 */
function chosenEquipment(caller: Caller, equIds: string[], formKind: ApplyFormKind, exceptId = '') {
  if (!equIds.length) refuse(M.noEquipment);
  const taken = takenEquipment(caller.user.unitId, exceptId);
  return equIds.map((equId) => {
    const found = ownEquipment.get(caller, equId);
    if (found.usestatus !== USE_STATE.inUse) refuse(M.notInUse(found.equcode));
    if (taken.has(found.id)) refuse(M.taken(found.equcode));
    if (formKind === 'elevator' && found.equclacode !== CATEGORY.elevator) refuse(M.notElevator);
    return asApplied(found);
  });
}

const AUTHORITY = '检验机构受理人员';
const operatorOf = (caller: Caller) =>
  caller.role.roleType === ROLE_TYPES.admin ? AUTHORITY : caller.user.name;

/** Moves an application: the new status, the flow step, and what else the step sets. */
function move(
  record: InspectionApplicationRecord,
  action: InspectionApplyAction,
  operator: string,
  changes: Partial<InspectionApplicationRecord> = {},
  opinion = '',
) {
  const to = inspectionApplyMachine.transitions[action].to;
  return inspectionApplications.update(record.id, {
    status: to,
    ...changes,
    flowLog: [...record.flowLog, { action, operator, time: nowText(), opinion }],
  })!;
}

const YES_NO = [{ value: '0' }, { value: '1' }];
const FORM_KINDS = [{ value: 'general' }, { value: 'elevator' }];

const formKindField = fields
  .code('申请类型', FORM_KINDS)
  .transform((kind): ApplyFormKind => (kind === 'elevator' ? 'elevator' : 'general'));

const readApplication = jsonBody(
  bodySchema({
    id: fields.id('报检申请'),
    formKind: formKindField,
    inspectKind: fields.code('检验类别', INSPECTION_KINDS),
    wishDate: fields.date('期望检验日期'),
    contactPerson: fields.required('联系人', 30),
    contactMobile: fields.format('联系电话', isMobile, '请输入有效的手机号码'),
    remark: fields.text('备注', 500),
    maintainUnit: fields.text('维保单位', 100),
    selfCheckDate: fields.optionalDate('维保自检日期'),
    complianceNo: fields.text('符合性声明编号', 40),
    equIds: z
      .array(fields.id('报检设备'), { error: '报检设备格式不正确' })
      .max(MAX_APPLY_EQUIPMENT, M.tooMany)
      .nullish()
      .transform((ids) => [...new Set(ids ?? [])]),
    authCode: fields.text('短信验证码', 6),
    isCommit: fields.optionalCode('提交标记', YES_NO),
    isPc: fields.optionalCode('来源标记', YES_NO),
  }),
);
const readId = formBody(bodySchema({ id: fields.id('报检申请') }));
const readAccept = formBody(bodySchema({ id: fields.id('报检申请'), appointDate: fields.date('约检日期') }));
const readOpinion = (label: string) =>
  formBody(bodySchema({ id: fields.id('报检申请'), opinion: fields.required(label, 500) }));
const readPayment = formBody(
  bodySchema({
    id: fields.id('报检申请'),
    invoiceId: fields.required('发票抬头', 64, '请选择发票抬头'),
    mailId: fields.required('邮寄地址', 64, '请选择邮寄地址'),
  }),
);
const readOrderNo = formBody(bodySchema({ orderNo: fields.required('订单编号', 40) }));
/** checkOnline: the chosen equipment as the picker sends it, a comma list of ids. */
const readCheck = formBody(
  bodySchema({
    formKind: formKindField,
    equIds: fields
      .required('报检设备', MAX_APPLY_EQUIPMENT * 65, M.noEquipment)
      .transform((text) => [...new Set(text.split(',').map((id) => id.trim()))].filter(Boolean))
      .refine((ids) => ids.length <= MAX_APPLY_EQUIPMENT, M.tooMany)
      .refine((ids) => ids.every((id) => id.length <= 64), '报检设备无效'),
  }),
);

/** The last segment of the call's path (updatePayCert/{id}); a malformed one never gets here (handlers/index.ts). */
const pathTail = (request: Request) =>
  decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');

/** updatePayCert/{id}: the application is the path's; a body id, when sent, must be the same. */
const readPayCert: BodyReader<{ id: string; invoiceId: string; mailId: string }> = async (request) => {
  const body = await readPayment(request);
  const id = pathTail(request);
  if (body.id && body.id !== id) refuse('报检申请编号与请求地址不一致');
  return { ...body, id };
};

/** The next application number of today: BJ + yyyyMMdd + a 4-digit serial. */
function nextApplyNo(): string {
  const prefix = `BJ${dayFromToday(0).replace(/-/g, '')}`;
  const serial = inspectionApplications.filter((a) => a.applyNo.startsWith(prefix)).length + 1;
  return `${prefix}${String(serial).padStart(4, '0')}`;
}

/** The invoice title and mailing address chosen for a payment, as the application keeps them. */
function billing(caller: Caller, invoiceId: string, mailId: string) {
  const invoice = invoiceCerts.find(invoiceId);
  if (!invoice || invoice.unitId !== caller.user.unitId) refuse('发票抬头不存在或已删除');
  const mail = mailAddresses.find(mailId);
  if (!mail || mail.unitId !== caller.user.unitId) refuse('邮寄地址不存在或已删除');
  return {
    invoiceTitle: `${invoice!.title}（${invoice!.taxno}）`,
    mailAddress: `${mail!.receiver} ${mail!.mobile} ${labelOf(NINGBO_DISTRICTS, mail!.areacode)}${mail!.address}`,
  };
}

const timeOf = (ms: number) => beijingDateTime(new Date(ms));

/** An unpaid order past its time is expired (checked whenever the order is read or paid). */
function current(order: PayOrderRecord): PayOrderRecord {
  if (order.state === PAY_ORDER_STATE.unpaid && now() > order.expiresAtMs) {
    return payOrders.update(order.id, { state: PAY_ORDER_STATE.expired, closeTime: order.expiresAt })!;
  }
  return order;
}

const orderView = ({
  unitId: _u,
  invoiceId: _i,
  mailId: _m,
  expiresAtMs: _e,
  voucherIds: _v,
  id: _id,
  ...rest
}: PayOrderRecord) => rest;

/** An application's orders, newest first (an unpaid one past its time reads expired). */
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
  payOrders
    .filter((o) => o.applyId === applyId)
    .map(current)
    .forEach((o) => {
      const closeTime = nowText();
      if (o.state === PAY_ORDER_STATE.unpaid) {
        payOrders.update(o.id, { state: PAY_ORDER_STATE.cancelled, closeTime });
      }
      if (refund && o.state === PAY_ORDER_STATE.paid) {
        payOrders.update(o.id, { state: PAY_ORDER_STATE.refunded, closeTime });
      }
    });
}

/** The payment provider's notification: the order is paid, and with it the application. */
function payOrder(orderNo: string) {
  const found = payOrders.findBy((o) => o.orderNo === orderNo);
  if (!found) return refuse('订单不存在');
  const order = current(found);
  if (order.state === PAY_ORDER_STATE.paid) refuse(M.alreadyPaid);
  if (order.state === PAY_ORDER_STATE.expired) refuse(M.expired);
  if (order.state !== PAY_ORDER_STATE.unpaid) refuse(M.closed);
  const application = inspectionApplications.find(order.applyId)!;
  const why = refusal(inspectionApplyMachine, 'pay', application.status, ROLE_TYPES.use);
  if (why) refuse(why);
  const paidTime = nowText();
  payOrders.update(order.id, { state: PAY_ORDER_STATE.paid, paidTime });
  move(application, 'pay', '扫码支付', { payMethod: 'qr', paidTime }, `订单 ${orderNo}`);
  return orderView(payOrders.find(order.id)!);
}

/** The institute's steps that need nothing but the application. */
const authoritySteps: { path: string; action: InspectionApplyAction }[] = [
  { path: 'startInspection', action: 'startInspection' },
  { path: 'issueReport', action: 'issueReport' },
];

export const inspectionHandlers = [
  listEndpoint({
    method: 'post',
    path: '*/a/stone/appOnline/list',
    access: ACCESS.inspectionQuery,
    records: visible,
    row: strip,
    filters: (by) => [
      by.text('applyNo'),
      by.text('unitName'),
      by.code('status'),
      by.code('inspectKind'),
      by.dateRange('applyTime'),
    ],
    order: (a, b) => b.applyTime.localeCompare(a.applyTime),
  }),
  recordEndpoint({
    path: '*/a/stone/appOnline/detail/:id',
    access: ACCESS.inspectionQuery,
    records: visible,
    view: (record) => ({ ...strip(record), orders: ordersOf(record.id) }),
  }),
  listEndpoint({
    method: 'post',
    path: '*/a/stone/appOnline/findWaitInspectEquList',
    access: ACCESS.inspectionApply,
    records: waitingEquipment,
    row: asApplied,
    filters: (by) => [
      by.text('equcode'),
      by.text('equregcode'),
      // The chosen ones, as the request form shows them (comma-separated ids).
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

  endpoint({
    path: '*/a/stone/appOnline/save',
    access: ACCESS.inspectionApply,
    body: readApplication,
    run: ({ caller, body }) => {
      const { id, equIds, authCode, isCommit, isPc: _isPc, ...form } = body;
      const existing = id ? own.get(caller, id) : undefined;
      const commit = isCommit === '1';
      allowed(inspectionApplyMachine, commit ? 'submit' : 'save', existing?.status ?? S.draft, caller);
      if (!equIds.length) refuse(M.noEquipment);
      if (form.wishDate < dayFromToday(0)) refuse(M.wishDatePast);
      const chosen = chosenEquipment(caller, equIds, form.formKind, existing?.id);
      if (form.formKind === 'elevator') {
        if (!form.maintainUnit) refuse('请填写维保单位');
        if (!form.selfCheckDate) refuse('请选择维保自检日期');
        if (!form.complianceNo) refuse('请填写符合性声明编号');
      }
      if (commit) {
        if (!authCode) refuse(M.authCode);
        const checked = checkSmsCode(form.contactMobile, SMS_PURPOSE.inspectionApply, authCode);
        if (!checked.ok) return refuse(checked.message);
        spendVerification(checked.token);
      }
      const action = commit ? 'submit' : 'save';
      const fields = {
        ...form,
        equipment: chosen,
        equcount: chosen.length,
        applyTime: existing?.applyTime ?? nowText(),
      };
      const base =
        existing ??
        inspectionApplications.insert({
          ...fields,
          id: `bj-${crypto.randomUUID().slice(0, 8)}`,
          unitId: caller.user.unitId,
          unitName: caller.unit?.orgname ?? '',
          applyNo: nextApplyNo(),
          status: S.draft,
          appointDate: '',
          fee: null,
          total: 0,
          payMethod: '',
          paidTime: '',
          invoiceTitle: '',
          mailAddress: '',
          auditOpinion: '',
          flowLog: [],
        });
      const saved = move(base, action, caller.user.name, fields);
      return ok(strip(saved), commit ? '报检申请已提交，请等待检验机构受理' : '报检申请已暂存');
    },
  }),
  endpoint({
    path: '*/a/stone/appOnline/delete',
    access: ACCESS.inspectionApply,
    body: readId,
    record: { of: own },
    run: ({ caller, record }) => {
      allowed(inspectionApplyMachine, 'remove', record.status, caller);
      inspectionApplications.remove(record.id);
      return ok(null, '删除成功');
    },
  }),
  endpoint({
    path: '*/a/stone/appOnline/onlineWithdraw',
    access: ACCESS.inspectionApply,
    body: readId,
    record: { of: own },
    run: ({ caller, record }) => {
      allowed(inspectionApplyMachine, 'withdraw', record.status, caller);
      return ok(strip(move(record, 'withdraw', caller.user.name)), '报检申请已撤回');
    },
  }),
  endpoint({
    path: '*/a/stone/appOnline/checkOnline',
    access: ACCESS.inspectionApply,
    body: readCheck,
    run: ({ caller, body }) => ok(chosenEquipment(caller, body.equIds, body.formKind), '所选设备可以报检'),
  }),

  http.get(
    '*/a/stone/appOnline/getChargeInspectionFee',
    handle(({ request }) => {
      authorisedCaller(request, [ACCESS.inspectionApply, ACCESS.inspectionQuery]);
      const query = new URL(request.url).searchParams;
      const equsortcode = query.get('equsortcode') ?? '';
      const inspectKind = query.get('inspectKind') ?? '';
      const count = Number(query.get('count') ?? '1');
      if (!categoryOf(equsortcode)) refuse('请选择有效的设备品种');
      if (!INSPECTION_KINDS.some((k) => k.value === inspectKind)) refuse('请选择有效的检验类别');
      if (!Number.isInteger(count) || count < 1 || count > MAX_APPLY_EQUIPMENT) refuse('设备数量无效');
      return ok(inspectionFee(equsortcode, inspectKind, count));
    }),
  ),
  http.get(
    '*/a/stone/appOnline/findChaReliefPolicys',
    handle(({ request }) => {
      authorisedCaller(request, [ACCESS.inspectionApply, ACCESS.inspectionQuery]);
      return ok(reliefPolicies.all());
    }),
  ),
  endpoint({
    path: '*/a/stone/appOnline/updatePayCert/:id',
    access: ACCESS.inspectionApply,
    body: readPayCert,
    record: { of: own },
    run: ({ caller, body, record }) => {
      allowed(inspectionApplyMachine, 'submitVoucher', record.status, caller);
      // A voucher the institute rejected does not pay again: a new one must be uploaded.
      const rejected = new Set(payOrders.filter((o) => o.applyId === record.id).flatMap((o) => o.voucherIds));
      const uploaded = attachments.filter(
        (a) => a.unitId === caller.user.unitId && a.attrefsysid === record.id && a.group === 'payCert',
      );
      const vouchers = uploaded.filter((a) => !rejected.has(a.id));
      if (!vouchers.length) refuse(uploaded.length ? '请上传新的转账凭证' : '请先上传转账凭证');
      const bill = billing(caller, body.invoiceId, body.mailId);
      closeOrders(record.id, false);
      const createTime = nowText();
      payOrders.insert({
        id: crypto.randomUUID(),
        orderNo: `ZZ${createTime.replace(/\D/g, '')}${record.id.slice(-4)}`,
        applyId: record.id,
        applyNo: record.applyNo,
        amount: record.total,
        state: PAY_ORDER_STATE.confirming,
        payMethod: 'transfer',
        createTime,
        expiresAt: '',
        expiresAtMs: 0,
        paidTime: '',
        closeTime: '',
        opinion: '',
        vouchers: vouchers.map((v) => v.name),
        voucherIds: vouchers.map((v) => v.id),
        payUrl: '',
        unitId: caller.user.unitId,
        invoiceId: body.invoiceId,
        mailId: body.mailId,
      });
      const saved = move(
        record,
        'submitVoucher',
        caller.user.name,
        { ...bill, payMethod: 'transfer', payCertCount: vouchers.length },
        `上传转账凭证 ${vouchers.length} 份`,
      );
      return ok(strip(saved), '转账凭证已提交，请等待检验机构确认到账');
    },
  }),

  // ---- the institute ----
  endpoint({
    path: '*/a/stone/appOnline/accept',
    access: ACCESS.inspectionAudit,
    body: readAccept,
    record: { of: visible },
    run: ({ caller, body, record }) => {
      allowed(inspectionApplyMachine, 'accept', record.status, caller);
      if (body.appointDate < dayFromToday(0)) refuse(M.appointDatePast);
      const saved = move(
        record,
        'accept',
        AUTHORITY,
        { appointDate: body.appointDate },
        `约检日期 ${body.appointDate}`,
      );
      return ok(strip(saved), '已受理');
    },
  }),
  endpoint({
    path: '*/a/stone/appOnline/sendBack',
    access: ACCESS.inspectionAudit,
    body: readOpinion('退回原因'),
    record: { of: visible },
    run: ({ caller, body, record }) => {
      allowed(inspectionApplyMachine, 'sendBack', record.status, caller);
      const saved = move(record, 'sendBack', AUTHORITY, { auditOpinion: body.opinion }, body.opinion);
      return ok(strip(saved), '已退回');
    },
  }),
  endpoint({
    path: '*/a/stone/appOnline/setFee',
    access: ACCESS.inspectionAudit,
    body: readId,
    record: { of: visible },
    run: ({ caller, record }) => {
      allowed(inspectionApplyMachine, 'setFee', record.status, caller);
      const fee = feeSheet(record.equipment, record.inspectKind, reliefPolicies.all());
      const saved = move(record, 'setFee', AUTHORITY, { fee, total: fee.total });
      return ok(strip(saved), '检验费用已核定');
    },
  }),
  endpoint({
    path: '*/a/stone/appOnline/confirmPayCert',
    access: ACCESS.inspectionAudit,
    body: readId,
    record: { of: visible },
    run: ({ caller, record }) => {
      allowed(inspectionApplyMachine, 'confirmVoucher', record.status, caller);
      const order = confirmingOrder(record.id);
      const paidTime = nowText();
      payOrders.update(order.id, { state: PAY_ORDER_STATE.paid, paidTime });
      const saved = move(
        record,
        'confirmVoucher',
        AUTHORITY,
        { paidTime, auditOpinion: '' },
        `订单 ${order.orderNo} 到账 ${yuan(order.amount)}`,
      );
      return ok(strip(saved), '已确认到账');
    },
  }),
  endpoint({
    path: '*/a/stone/appOnline/rejectPayCert',
    access: ACCESS.inspectionAudit,
    body: readOpinion('驳回原因'),
    record: { of: visible },
    run: ({ caller, body, record }) => {
      allowed(inspectionApplyMachine, 'rejectVoucher', record.status, caller);
      const order = confirmingOrder(record.id);
      payOrders.update(order.id, {
        state: PAY_ORDER_STATE.rejected,
        opinion: body.opinion,
        closeTime: nowText(),
      });
      const saved = move(record, 'rejectVoucher', AUTHORITY, { auditOpinion: body.opinion }, body.opinion);
      return ok(strip(saved), '转账凭证已驳回');
    },
  }),
  ...authoritySteps.map(({ path, action }) =>
    endpoint({
      path: `*/a/stone/appOnline/${path}`,
      access: ACCESS.inspectionAudit,
      body: readId,
      record: { of: visible },
      run: ({ caller, record }) => {
        allowed(inspectionApplyMachine, action, record.status, caller);
        return ok(
          strip(move(record, action, operatorOf(caller))),
          `${inspectionApplyMachine.transitions[action].label}成功`,
        );
      },
    }),
  ),
  endpoint({
    path: '*/a/stone/appOnline/cancel',
    access: ACCESS.inspectionAudit,
    body: readOpinion('取消原因'),
    record: { of: visible },
    run: ({ caller, body, record }) => {
      allowed(inspectionApplyMachine, 'cancel', record.status, caller);
      closeOrders(record.id, true);
      const saved = move(record, 'cancel', AUTHORITY, { auditOpinion: body.opinion }, body.opinion);
      return ok(strip(saved), '报检申请已取消');
    },
  }),

  // ---- payment ----
  endpoint({
    path: '*/api/pay/createOrder',
    access: ACCESS.inspectionApply,
    body: readPayment,
    record: { of: own },
    run: ({ caller, body, record, request }) => {
      if (record.status === S.paid || record.status === S.inspecting || record.status === S.reported) {
        refuse(M.applicationPaid);
      }
      allowed(inspectionApplyMachine, 'pay', record.status, caller);
      if (record.total <= 0) refuse('检验费用尚未核定');
      const bill = billing(caller, body.invoiceId, body.mailId);
      closeOrders(record.id, false);
      const created = now();
      const orderNo = `PO${timeOf(created).replace(/\D/g, '')}${String(payOrders.all().length + 1).padStart(4, '0')}`;
      // What a real backend answers is its provider's code URL; the stand-in's page marks the order paid.
      const url = request.url;
      const base = url.slice(0, url.indexOf('/api/pay/'));
      const order = payOrders.insert({
        id: crypto.randomUUID(),
        orderNo,
        applyId: record.id,
        applyNo: record.applyNo,
        amount: record.total,
        state: PAY_ORDER_STATE.unpaid,
        payMethod: 'qr',
        createTime: timeOf(created),
        expiresAt: timeOf(created + PAY_ORDER_MINUTES * 60_000),
        expiresAtMs: created + PAY_ORDER_MINUTES * 60_000,
        paidTime: '',
        closeTime: '',
        opinion: '',
        vouchers: [],
        voucherIds: [],
        payUrl: `${base}/__stand-in/pay-order?orderNo=${orderNo}`,
        unitId: caller.user.unitId,
        invoiceId: body.invoiceId,
        mailId: body.mailId,
      });
      inspectionApplications.update(record.id, bill);
      return ok(orderView(order), '订单已生成，请扫码支付');
    },
  }),
  http.get(
    '*/api/pay/getCostBackInfo/:applyId/:orderNo',
    handle(({ request, params }) => {
      const caller = authorisedCaller(request, ACCESS.inspectionApply);
      const found = payOrders.findBy(
        (o) =>
          o.orderNo === params.orderNo && o.applyId === params.applyId && o.unitId === caller.user.unitId,
      );
      if (!found) return refuse('订单不存在');
      return ok(orderView(current(found)));
    }),
  ),

  // The payment provider, in the stand-in: the QR code's page (a phone opens it) and the tests' call.
  http.get(
    '*/__stand-in/pay-order',
    aid(async ({ request }) => {
      const orderNo = new URL(request.url).searchParams.get('orderNo') ?? '';
      let text: string;
      try {
        const paid = payOrder(orderNo);
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
    aid(async ({ request }) => ok(payOrder((await readOrderNo(request)).orderNo), '支付成功')),
  ),
  http.post(
    '*/__stand-in/pay-order/expire',
    aid(async ({ request }) => {
      const body = await readBody(request);
      const found = payOrders.findBy((o) => o.orderNo === body.orderNo);
      if (!found) return refuse('订单不存在');
      payOrders.update(found.id, { expiresAtMs: now() - 1 });
      return ok(orderView(current(payOrders.find(found.id)!)), '订单已过期');
    }),
  ),
];
