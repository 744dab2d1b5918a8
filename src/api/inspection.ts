import { http, request, type Params } from '@/http/client';
import type { Page } from '@/http/envelope';
import { announceWrite } from '@/http/families';
import type { FeeQuote, ReliefPolicy } from '@/domain/inspectionApplication';
import type {
  InspectionEquipment,
  ApplyFormKind,
  InspectionApplyForm,
  InspectionApplication,
  PayOrder,
  InspectionApplicationDetail,
} from '@/contract/calls/inspection';
export type {
  InspectionEquipment,
  ApplyFormKind,
  InspectionApplyForm,
  InspectionApplication,
  PayOrder,
  InspectionApplicationDetail,
} from '@/contract/calls/inspection';

/**
 * Online inspection applications (family appOnline) and their payment (/api/pay). Money is in fen
 * (integers) everywhere; pages show it with `yuan`.
 */

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
