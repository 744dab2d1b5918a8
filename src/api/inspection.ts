import { http, request, type Params } from '@/http/client';
import type { Page } from '@/http/envelope';
import { announceWrite } from '@/http/families';
import type {
  FeeQuote,
  FeeSheet,
  InspectionApplyStatus,
  PayOrderState,
  ReliefPolicy,
} from '@/domain/inspectionApplication';
import type { FlowStep } from './registration';

/**
 * Online inspection applications (family appOnline) and their payment (/api/pay). Money is in fen
 * (integers) everywhere; pages show it with `yuan`.
 */

/** A piece of equipment as an application lists it (and as findWaitInspectEquList offers it). */
export interface InspectionEquipment {
  /** The equipment's id (equdatasysid). */
  id: string;
  equcode: string;
  equregcode: string;
  equclacode: string;
  equsortcode: string;
  equname: string;
  innercode: string;
  address: string;
  maintainunit: string;
  nextinsdate: string;
}

/** 'elevator': the elevator form (onlineApplyForElevator), with the maintenance unit's declaration. */
export type ApplyFormKind = 'general' | 'elevator';

/** What the request form sends (save): isCommit '1' submits and needs the SMS code (authCode). */
export interface InspectionApplyForm {
  id?: string;
  formKind: ApplyFormKind;
  inspectKind: string;
  wishDate: string;
  contactPerson: string;
  contactMobile: string;
  remark: string;
  /** Elevators: the maintenance unit, its self-check date and the number of its compliance declaration. */
  maintainUnit?: string;
  selfCheckDate?: string;
  complianceNo?: string;
  equIds: string[];
  authCode?: string;
  isCommit: '0' | '1';
  /** Sent from the PC portal (the phone app sends '0'). */
  isPc: '1';
}

export interface InspectionApplication extends Omit<
  InspectionApplyForm,
  'equIds' | 'authCode' | 'isCommit' | 'isPc'
> {
  id: string;
  applyNo: string;
  unitName: string;
  status: InspectionApplyStatus;
  equipment: InspectionEquipment[];
  equcount: number;
  /** 约检日期: set when the institute accepts. */
  appointDate: string;
  /** Set by 核定费用; null before. */
  fee: FeeSheet | null;
  /** What the unit owes, fen (0 before the fees are set). */
  total: number;
  payMethod: string;
  paidTime: string;
  /** The invoice title and mailing address chosen at payment. */
  invoiceTitle: string;
  mailAddress: string;
  auditOpinion: string;
  applyTime: string;
  flowLog: FlowStep[];
}

/** A payment order of an application's fees: a QR order, or a transfer voucher the institute confirms. */
export interface PayOrder {
  orderNo: string;
  applyId: string;
  applyNo: string;
  /** fen */
  amount: number;
  state: PayOrderState;
  payMethod: string;
  createTime: string;
  expiresAt: string;
  paidTime: string;
  /** When it was cancelled, refunded, rejected or expired ('' while open or paid). */
  closeTime: string;
  /** The institute's reason for rejecting a voucher. */
  opinion: string;
  /** File names of the transfer vouchers (transfer orders). */
  vouchers: string[];
  /** What the QR code holds: the payment page a phone opens. */
  payUrl: string;
}

/** detail/{id}: the application with its payment orders, newest first. */
export interface InspectionApplicationDetail extends InspectionApplication {
  orders: PayOrder[];
}

const page =
  <T>(path: string) =>
  (query: Params) =>
    request<Page<T>>(path, { form: query }).then((e) => e.data);

const byId = (path: string) => (id: string) => request(path, { form: { id } });

export const inspectionApi = {
  list: page<InspectionApplication>('/a/stone/appOnline/list'),
  detail: (id: string) =>
    http.get<InspectionApplicationDetail>(`/a/stone/appOnline/detail/${encodeURIComponent(id)}`),
  /** The unit's in-use equipment not in an open application; `dueOnly=1` keeps overdue and due soon, `elevator=1` elevators. */
  waitingEquipment: page<InspectionEquipment>('/a/stone/appOnline/findWaitInspectEquList'),
  save: (form: InspectionApplyForm) =>
    request<InspectionApplication>('/a/stone/appOnline/save', { json: form }),
  remove: byId('/a/stone/appOnline/delete'),
  withdraw: byId('/a/stone/appOnline/onlineWithdraw'),
  /** The fee of `count` units of a variety for an inspection kind. */
  fee: (equsortcode: string, inspectKind: string, count: number) =>
    http.get<FeeQuote>('/a/stone/appOnline/getChargeInspectionFee', { equsortcode, inspectKind, count }),
  reliefPolicies: () => http.get<ReliefPolicy[]>('/a/stone/appOnline/findChaReliefPolicys'),
  /**
   * checkOnline: may the chosen equipment be applied for on this form? Answers it as the application
   * will list it, or refuses naming the first piece that may not (taken, not in use, not an elevator).
   */
  checkOnline: (equIds: string[], formKind: ApplyFormKind) =>
    http.postForm<InspectionEquipment[]>(
      '/a/stone/appOnline/checkOnline',
      { equIds: equIds.join(','), formKind },
      { announce: false },
    ),
  /**
   * Pays by bank transfer: the voucher files are uploaded to the application (group payCert) first;
   * the application then waits (凭证待确认) for the institute to confirm the money arrived.
   */
  updatePayCert: (id: string, invoiceId: string, mailId: string) =>
    request<InspectionApplication>(`/a/stone/appOnline/updatePayCert/${encodeURIComponent(id)}`, {
      form: { id, invoiceId, mailId },
    }),

  // ---- the institute (administrators) ----
  accept: (id: string, appointDate: string) =>
    request('/a/stone/appOnline/accept', { form: { id, appointDate } }),
  sendBack: (id: string, opinion = '') => request('/a/stone/appOnline/sendBack', { form: { id, opinion } }),
  setFee: byId('/a/stone/appOnline/setFee'),
  /** The transfer arrived: 凭证待确认 → 已缴费. */
  confirmPayCert: byId('/a/stone/appOnline/confirmPayCert'),
  /** The voucher does not prove the payment: back to 待缴费, the reason shown to the unit. */
  rejectPayCert: (id: string, opinion = '') =>
    request('/a/stone/appOnline/rejectPayCert', { form: { id, opinion } }),
  startInspection: byId('/a/stone/appOnline/startInspection'),
  issueReport: byId('/a/stone/appOnline/issueReport'),
  cancel: (id: string, opinion = '') => request('/a/stone/appOnline/cancel', { form: { id, opinion } }),
};

export const payApi = {
  /** A QR order for an application awaiting payment, with the invoice title and mailing address. */
  createOrder: (id: string, invoiceId: string, mailId: string) =>
    request<PayOrder>('/api/pay/createOrder', { form: { id, invoiceId, mailId } }),
  /**
   * getCostBackInfo/{applyId}/{orderNo}: the order's state (the scan-code page polls it). A paid order
   * changed the application elsewhere (the payment provider), so the application lists load again.
   */
  costBackInfo: (applyId: string, orderNo: string) =>
    http
      .get<PayOrder>(`/api/pay/getCostBackInfo/${encodeURIComponent(applyId)}/${encodeURIComponent(orderNo)}`)
      .then((order) => {
        if (order.state === 'paid') announceWrite('/a/stone/appOnline/getCostBackInfo');
        return order;
      }),
};
