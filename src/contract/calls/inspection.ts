import { z } from 'zod';
import { ACCESS } from '@/domain/access';
import { categoryOf } from '@/domain/equipment';
import {
  INSPECTION_APPLY_STATUS,
  INSPECTION_MESSAGES as M,
  MAX_APPLY_EQUIPMENT,
  PAY_ORDER_STATE,
} from '@/domain/inspectionApplication';
import { missingMessage } from '../field';
import { BILLING } from '../records/billing';
import { ELEVATOR_DECLARATION, INSPECTION_APPLICATION, PAY_ORDER } from '../records/inspection';
import { fieldSchema, fields, recordSchema } from '../schema';
import { byId, call, code, date, flowStep, text } from '../wire';

const YES_NO = [{ value: '0' }, { value: '1' }];

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

const A = INSPECTION_APPLICATION;
const applicationId = fields.id('报检申请');

/** 暂存 or (isCommit 1) 提交: the form's fields, the chosen equipment, and for a commit the SMS code. */
export const inspectionApplyForm = recordSchema(A, {
  id: applicationId,
  equIds: z
    .array(fields.id('报检设备'), { error: '报检设备格式不正确' })
    .max(MAX_APPLY_EQUIPMENT, M.tooMany)
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])])
    .refine((ids) => ids.length > 0, M.noEquipment),
  authCode: fields.text('短信验证码', 6).describe('the SMS code, for a commit'),
  isCommit: fields.optionalCode('提交标记', YES_NO),
  isPc: fields.optionalCode('来源标记', YES_NO),
}).superRefine((form, context) => {
  const problem = (message: string) => context.addIssue({ code: 'custom', message });
  if (form.formKind === 'elevator') {
    const missing = ELEVATOR_DECLARATION.find((name) => !form[name]);
    if (missing) return problem(missingMessage(A[missing]));
  }
  if (form.isCommit === '1' && !form.authCode) problem(M.authCode);
});
export type InspectionApplyForm = z.input<typeof inspectionApplyForm>;

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

export const inspectionApplication = z.object({
  id: text,
  applyNo: text,
  unitName: text,
  formKind: applyFormKind,
  inspectKind: code('INSPECT_KINDS'),
  wishDate: date,
  contactPerson: text,
  contactMobile: text,
  remark: text,
  maintainUnit: text.optional(),
  selfCheckDate: date.optional(),
  complianceNo: text.optional(),
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

/** The billing of a payment: the application, its invoice title and mailing address. */
const payment = recordSchema(BILLING, { id: applicationId });
const byApplication = z.object({ id: applicationId });
/** An opinion the step must give, named as the institute's dialog names it. */
const withOpinion = (label: string) => byApplication.extend({ opinion: fields.required(label, 500) });

/** The payment provider's notification of a paid order (the stand-in's aid plays the provider). */
export const payOrderNotice = recordSchema(PAY_ORDER);

/** How many units a fee is for: a decimal integer 1..MAX_APPLY_EQUIPMENT (not 0x10, 1e1 or 1.5). */
const feeCount = fields
  .optionalFormat(
    '设备数量',
    (count) => /^\d+$/.test(count) && Number(count) >= 1 && Number(count) <= MAX_APPLY_EQUIPMENT,
    '设备数量无效',
  )
  .transform((count) => (count ? Number(count) : 1))
  .describe('1 when not given');

const APP = '/a/stone/appOnline';
const audit = <R extends z.ZodType>(name: string, summary: string, request: R) =>
  call({
    method: 'POST',
    path: `${APP}/${name}`,
    summary,
    access: ACCESS.inspectionAudit,
    reads: false,
    carrier: 'form',
    request,
  });
const FEE_ACCESS = [ACCESS.inspectionApply, ACCESS.inspectionQuery] as const;

export const inspectionCalls = {
  list: call({
    method: 'POST',
    path: `${APP}/list`,
    summary: "the unit's applications (the institute: every unit's)",
    access: ACCESS.inspectionQuery,
    reads: true,
    paged: true,
    carrier: 'form',
    filters: {
      applyNo: 'text',
      unitName: 'text',
      status: 'code',
      inspectKind: 'code',
      applyTime: 'dateRange',
    },
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
    summary: "the unit's equipment in use and in no open application, soonest due first",
    access: ACCESS.inspectionApply,
    reads: true,
    paged: true,
    carrier: 'form',
    filters: { equcode: 'text', equregcode: 'text' },
    request: z.object({
      equsortcode: text.optional().describe('a variety, or a category: its varieties'),
      ids: text.optional().describe('comma-separated: only these (the chosen ones)'),
      dueOnly: z.literal('1').optional().describe('overdue and due soon only'),
      elevator: z.literal('1').optional().describe('elevators only'),
    }),
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
    request: byApplication,
  }),
  onlineWithdraw: call({
    method: 'POST',
    path: `${APP}/onlineWithdraw`,
    summary: 'withdraws a submitted application',
    access: ACCESS.inspectionApply,
    reads: false,
    carrier: 'form',
    request: byApplication,
  }),
  fee: call({
    method: 'GET',
    path: `${APP}/getChargeInspectionFee`,
    summary: 'the fee of `count` units of a variety for an inspection kind',
    access: FEE_ACCESS,
    reads: true,
    request: z.object({
      equsortcode: fields.format('设备品种', (sort) => !!categoryOf(sort), '请选择有效的设备品种'),
      inspectKind: fieldSchema(A.inspectKind),
      count: feeCount,
    }),
    response: feeQuote,
    sample: { params: { equsortcode: '3110', inspectKind: '1', count: '2' } },
  }),
  reliefPolicies: call({
    method: 'GET',
    path: `${APP}/findChaReliefPolicys`,
    summary: 'the relief policies',
    access: FEE_ACCESS,
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
    request: z.object({
      equIds: fields
        .required('报检设备', MAX_APPLY_EQUIPMENT * 65, M.noEquipment)
        .transform((list) => [...new Set(list.split(',').map((id) => id.trim()))].filter(Boolean))
        .refine((ids) => ids.length > 0, M.noEquipment)
        .refine((ids) => ids.length <= MAX_APPLY_EQUIPMENT, M.tooMany)
        .refine((ids) => ids.every((id) => id.length <= 64), '报检设备无效')
        .describe('comma-separated'),
      formKind: fieldSchema(A.formKind),
    }),
    response: z.array(inspectionEquipment),
    sample: {
      params: { formKind: 'general' },
      from: { call: 'inspection.waitingEquipment', fields: { equIds: 'id' } },
    },
  }),
  updatePayCert: call({
    method: 'POST',
    path: `${APP}/updatePayCert/{id}`,
    summary:
      "pays by bank transfer: the vouchers (group payCert) wait for the institute to confirm; a body id must be the path's",
    access: ACCESS.inspectionApply,
    reads: false,
    carrier: 'form',
    request: payment,
    response: inspectionApplication,
  }),
  accept: audit(
    'accept',
    'the institute accepts, with the appointed date',
    byApplication.extend({ appointDate: fieldSchema(A.appointDate) }),
  ),
  sendBack: audit('sendBack', 'the institute returns it, with an opinion', withOpinion('退回原因')),
  setFee: audit('setFee', 'the institute sets the fees (the fee sheet)', byApplication),
  confirmPayCert: audit('confirmPayCert', 'the transfer arrived: 凭证待确认 → 已缴费', byApplication),
  rejectPayCert: audit(
    'rejectPayCert',
    'the voucher does not prove the payment: back to 待缴费',
    withOpinion('驳回原因'),
  ),
  startInspection: audit('startInspection', 'the inspection starts', byApplication),
  issueReport: audit('issueReport', 'the reports are issued', byApplication),
  cancel: audit('cancel', 'the institute cancels the application', withOpinion('取消原因')),
  createOrder: call({
    method: 'POST',
    path: '/api/pay/createOrder',
    summary: 'a QR payment order for an application awaiting payment',
    access: ACCESS.inspectionApply,
    reads: false,
    carrier: 'form',
    request: payment,
    response: payOrder,
  }),
  costBackInfo: call({
    method: 'GET',
    path: '/api/pay/getCostBackInfo/{applyId}/{orderNo}',
    summary: "an order's state (the scan-code page polls it)",
    access: ACCESS.inspectionApply,
    reads: true,
    request: z.object({ applyId: text, orderNo: text }),
    response: payOrder,
    sample: { from: { call: 'inspection.detail', fields: { applyId: 'id', orderNo: 'orders.0.orderNo' } } },
  }),
};
