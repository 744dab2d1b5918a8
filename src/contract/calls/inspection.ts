import { z } from 'zod';
import { ACCESS } from '@/domain/access';
import { INSPECTION_APPLY_STATUS, PAY_ORDER_STATE } from '@/domain/inspectionApplication';
import { byId, call, code, date, flowStep, text } from '../wire';

/** Online inspection applications (appOnline) and their payment (/api/pay). Money in fen, integers. */

export const inspectionEquipment = z.object({
  id: text.describe('equdatasysid'),
  equcode: text,
  equregcode: text,
  equclacode: code('EQUIPMENT_CATEGORIES'),
  equsortcode: code('EQUIPMENT_CATEGORIES'),
  equname: text,
  innercode: text,
  address: text,
  maintainunit: text,
  nextinsdate: date,
});
export type InspectionEquipment = z.infer<typeof inspectionEquipment>;

export const applyFormKind = z
  .enum(['general', 'elevator'])
  .describe('elevator: onlineApplyForElevator, with the declaration');
export type ApplyFormKind = z.infer<typeof applyFormKind>;

export const inspectionApplyForm = z.object({
  id: text.optional(),
  formKind: applyFormKind,
  inspectKind: code('INSPECT_KINDS'),
  wishDate: date,
  contactPerson: text,
  contactMobile: text,
  remark: text,
  maintainUnit: text.optional(),
  selfCheckDate: date.optional(),
  complianceNo: text.optional(),
  equIds: z.array(text),
  authCode: text.optional().describe('the SMS code, for a commit'),
  isCommit: z.enum(['0', '1']),
  isPc: z.literal('1'),
});
export type InspectionApplyForm = z.infer<typeof inspectionApplyForm>;

export const feeLine = z.object({
  equsortcode: code('EQUIPMENT_CATEGORIES'),
  inspectKind: code('INSPECT_KINDS'),
  count: z.number().int(),
  unitFee: z.number().int(),
  amount: z.number().int(),
  reliefNames: text,
  relief: z.number().int(),
  due: z.number().int(),
});
export const feeSheet = z.object({
  lines: z.array(feeLine),
  amount: z.number().int(),
  relief: z.number().int(),
  total: z.number().int(),
});
export const feeQuote = z.object({
  unitFee: z.number().int(),
  count: z.number().int(),
  amount: z.number().int(),
});
export const reliefPolicy = z.object({
  id: text,
  name: text,
  categories: z.array(text).describe('empty: every category'),
  kinds: z.array(text).describe('empty: every kind'),
  percent: z.number(),
  perUnit: z.number().int(),
});

export const inspectionApplication = inspectionApplyForm
  .omit({ equIds: true, authCode: true, isCommit: true, isPc: true })
  .extend({
    id: text,
    applyNo: text,
    unitName: text,
    status: z.enum(INSPECTION_APPLY_STATUS),
    equipment: z.array(inspectionEquipment),
    equcount: z.number().int(),
    appointDate: date,
    fee: feeSheet.nullable(),
    total: z.number().int(),
    payMethod: text,
    paidTime: text,
    invoiceTitle: text,
    mailAddress: text,
    auditOpinion: text,
    applyTime: text,
    flowLog: z.array(flowStep),
  });
export type InspectionApplication = z.infer<typeof inspectionApplication>;

export const payOrder = z.object({
  orderNo: text,
  applyId: text,
  applyNo: text,
  amount: z.number().int(),
  state: z.enum(PAY_ORDER_STATE),
  payMethod: text,
  createTime: text,
  expiresAt: text,
  paidTime: text,
  closeTime: text,
  opinion: text,
  vouchers: z.array(text),
  payUrl: text,
});
export type PayOrder = z.infer<typeof payOrder>;

export const inspectionApplicationDetail = inspectionApplication.extend({
  orders: z.array(payOrder).describe('newest first'),
});
export type InspectionApplicationDetail = z.infer<typeof inspectionApplicationDetail>;

const APP = '/a/stone/appOnline';
const audit = (name: string, summary: string, request: z.ZodType = byId) =>
  call({
    method: 'POST',
    path: `${APP}/${name}`,
    summary,
    access: ACCESS.inspectionAudit,
    reads: false,
    carrier: 'form',
    request,
  });

export const inspectionCalls = {
  list: call({
    method: 'POST',
    path: `${APP}/list`,
    summary: "the unit's applications (the institute: every unit's)",
    access: ACCESS.inspectionQuery,
    reads: true,
    paged: true,
    carrier: 'form',
    request: z.object({ applyNo: text.optional(), status: z.enum(INSPECTION_APPLY_STATUS).optional() }),
    response: inspectionApplication,
  }),
  detail: call({
    method: 'GET',
    path: `${APP}/detail/{id}`,
    summary: 'one application with its payment orders',
    access: ACCESS.inspectionQuery,
    reads: true,
    request: byId,
    response: inspectionApplicationDetail,
    sample: { from: { call: 'inspection.list', fields: { id: 'id' } } },
  }),
  waitingEquipment: call({
    method: 'POST',
    path: `${APP}/findWaitInspectEquList`,
    summary:
      "the unit's equipment in use and in no open application; dueOnly=1 keeps overdue and due soon, elevator=1 elevators",
    access: ACCESS.inspectionApply,
    reads: true,
    paged: true,
    carrier: 'form',
    request: z.object({ dueOnly: z.literal('1').optional(), elevator: z.literal('1').optional() }),
    response: inspectionEquipment,
  }),
  save: call({
    method: 'POST',
    path: `${APP}/save`,
    summary: '暂存, or isCommit 1 submits (with the SMS code)',
    access: ACCESS.inspectionApply,
    reads: false,
    carrier: 'json',
    request: inspectionApplyForm,
    response: inspectionApplication,
  }),
  delete: call({
    method: 'POST',
    path: `${APP}/delete`,
    summary: 'deletes a draft',
    access: ACCESS.inspectionApply,
    reads: false,
    carrier: 'form',
    request: byId,
  }),
  onlineWithdraw: call({
    method: 'POST',
    path: `${APP}/onlineWithdraw`,
    summary: 'withdraws a submitted application',
    access: ACCESS.inspectionApply,
    reads: false,
    carrier: 'form',
    request: byId,
  }),
  fee: call({
    method: 'GET',
    path: `${APP}/getChargeInspectionFee`,
    summary: 'the fee of `count` units of a variety for an inspection kind',
    access: 'session',
    reads: true,
    request: z.object({
      equsortcode: code('EQUIPMENT_CATEGORIES'),
      inspectKind: code('INSPECT_KINDS'),
      count: z.number().int().min(1),
    }),
    response: feeQuote,
    sample: { params: { equsortcode: '3110', inspectKind: '1', count: '2' } },
  }),
  reliefPolicies: call({
    method: 'GET',
    path: `${APP}/findChaReliefPolicys`,
    summary: 'the relief policies',
    access: 'session',
    reads: true,
    response: z.array(reliefPolicy),
  }),
  checkOnline: call({
    method: 'POST',
    path: `${APP}/checkOnline`,
    summary:
      'may the chosen equipment be applied for on this form? Answers it as the application will list it',
    access: ACCESS.inspectionApply,
    reads: true,
    carrier: 'form',
    request: z.object({ equIds: text.describe('comma-separated'), formKind: applyFormKind }),
    response: z.array(inspectionEquipment),
    sample: {
      params: { formKind: 'general' },
      from: { call: 'inspection.waitingEquipment', fields: { equIds: 'id' } },
    },
  }),
  updatePayCert: call({
    method: 'POST',
    path: `${APP}/updatePayCert/{id}`,
    summary: 'pays by bank transfer: the vouchers (group payCert) wait for the institute to confirm',
    access: ACCESS.inspectionApply,
    reads: false,
    carrier: 'form',
    request: z.object({ id: text, invoiceId: text, mailId: text }),
    response: inspectionApplication,
  }),
  accept: audit(
    'accept',
    'the institute accepts, with the appointed date',
    z.object({ id: text, appointDate: date }),
  ),
  sendBack: audit(
    'sendBack',
    'the institute returns it, with an opinion',
    z.object({ id: text, opinion: text }),
  ),
  setFee: audit('setFee', 'the institute sets the fees (the fee sheet)'),
  confirmPayCert: audit('confirmPayCert', 'the transfer arrived: 凭证待确认 → 已缴费'),
  rejectPayCert: audit(
    'rejectPayCert',
    'the voucher does not prove the payment: back to 待缴费',
    z.object({ id: text, opinion: text }),
  ),
  startInspection: audit('startInspection', 'the inspection starts'),
  issueReport: audit('issueReport', 'the reports are issued'),
  cancel: audit('cancel', 'the institute cancels the application', z.object({ id: text, opinion: text })),
  createOrder: call({
    method: 'POST',
    path: '/api/pay/createOrder',
    summary: 'a QR payment order for an application awaiting payment',
    access: ACCESS.inspectionApply,
    reads: false,
    carrier: 'form',
    request: z.object({ id: text, invoiceId: text, mailId: text }),
    response: payOrder,
  }),
  costBackInfo: call({
    method: 'GET',
    path: '/api/pay/getCostBackInfo/{applyId}/{orderNo}',
    summary: "an order's state (the scan-code page polls it)",
    access: 'session',
    reads: true,
    request: z.object({ applyId: text, orderNo: text }),
    response: payOrder,
    sample: { from: { call: 'inspection.detail', fields: { applyId: 'id', orderNo: 'orders.0.orderNo' } } },
  }),
};
