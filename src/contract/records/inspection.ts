import type { Dict } from '@/domain/dict';
import {
  INSPECTION_APPLY_STATUSES,
  INSPECTION_KINDS,
  INSPECTION_MESSAGES as M,
  PAY_METHODS,
  PAY_ORDER_STATES,
} from '@/domain/inspectionApplication';
import { checks } from '@/utils/validators';
import { COMMON, notBeforeToday } from './common';
import { defineRecord } from '../field';

/** 申请类型: the general form, or the elevator form with the maintenance unit's declaration. */
export const APPLY_FORM_KINDS: Dict = [
  { value: 'general', label: '在线报检' },
  { value: 'elevator', label: '电梯报检' },
];

/**
 * An online inspection application (appOnline): what the unit asks for, then how the institute
 * handled it and how it was paid. The elevator form's three fields are required on that form only.
 */
export const INSPECTION_APPLICATION = defineRecord({
  applyNo: COMMON.applyNo,
  unitName: { label: '申请单位', derived: true },
  formKind: { label: '申请类型', dict: APPLY_FORM_KINDS, required: true, missing: '请选择有效的申请类型' },
  inspectKind: {
    label: '检验类别',
    dict: INSPECTION_KINDS,
    required: true,
    missing: '请选择有效的检验类别',
  },
  equcount: { label: '设备台数', derived: true },
  wishDate: {
    label: '期望检验日期',
    type: 'date',
    required: true,
    checks: [notBeforeToday(M.wishDatePast)],
  },
  appointDate: {
    label: '约检日期',
    type: 'date',
    required: true,
    missing: '请填写约检日期',
    checks: [notBeforeToday(M.appointDatePast)],
    derived: true,
  },
  total: { label: '应缴金额', derived: true },
  status: { label: '状态', dict: INSPECTION_APPLY_STATUSES, derived: true },
  applyTime: COMMON.applyTime,
  contactPerson: { ...COMMON.contactPerson, required: true, maxLength: 30 },
  contactMobile: { label: '联系电话', required: true, checks: checks.mobile },
  maintainUnit: { label: '维保单位', maxLength: 100 },
  selfCheckDate: { label: '维保自检日期', type: 'date' },
  complianceNo: { label: '符合性声明编号', maxLength: 40 },
  invoiceTitle: { label: '发票抬头', derived: true },
  mailAddress: { label: '邮寄地址', derived: true },
  paidTime: { label: '缴费时间', derived: true },
  remark: COMMON.remarks,
  auditOpinion: { label: '检验机构意见', derived: true },
});

/** The elevator form's own fields (onlineApplyForElevator): required there, absent on the general form. */
export const ELEVATOR_DECLARATION = ['maintainUnit', 'selfCheckDate', 'complianceNo'] as const;

/** A payment order of an application (QR code or transfer voucher). */
export const PAY_ORDER = defineRecord({
  orderNo: { label: '订单编号', required: true, maxLength: 40 },
  payMethod: { label: '支付方式', dict: PAY_METHODS, derived: true },
  amount: { label: '金额', derived: true },
  state: { label: '状态', dict: PAY_ORDER_STATES, derived: true },
  createTime: { label: '下单时间', derived: true },
  paidTime: { label: '支付时间', derived: true },
  closeTime: { label: '退款/关闭时间', derived: true },
});
