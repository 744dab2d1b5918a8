import { NINGBO_DISTRICTS } from '@/domain/areas';
import { labelOf } from '@/domain/dict';
import { DEFAULT_FLAGS } from '@/domain/flags';
import { checks } from '@/utils/validators';
import { defineRecord } from '../field';
import { COMMON } from './common';

/**
 * What the unit keeps for billing (its invoice titles and mailing addresses) and what a payment names of
 * them: a module of its own, so the pages of issued invoices take it without the unit's other records.
 */

/** Whether an invoice title or a mailing address is the unit's default one. */
const isDefault = { label: '默认', dict: DEFAULT_FLAGS, derived: true } as const;

/** An invoice title of the unit (发票抬头). */
export const INVOICE_TITLE = defineRecord({
  title: { label: '发票抬头', required: true, maxLength: 100 },
  taxno: { label: '纳税人识别号', required: true, checks: checks.creditCode },
  address: { label: '注册地址', maxLength: 100 },
  phone: { label: '注册电话', checks: checks.mobileOrLandline },
  bank: { label: '开户银行', maxLength: 50 },
  account: {
    label: '银行账号',
    maxLength: 30,
    checks: [{ test: (value) => /^\d{6,30}$/.test(value), message: '请输入有效的银行账号' }],
  },
  email: { label: '收票邮箱', checks: checks.email },
  isDefault,
});

/** A mailing address of the unit (邮寄地址). */
export const MAIL_ADDRESS = defineRecord({
  receiver: { label: '收件人', required: true, maxLength: 20 },
  mobile: { label: '联系电话', required: true, checks: checks.mobile },
  areacode: { ...COMMON.areacode, required: true },
  address: { ...COMMON.address, required: true, maxLength: 100 },
  postcode: { ...COMMON.postcode, required: true },
  isDefault,
});

/**
 * A mailing address on one line, as a payment offers and keeps it: receiver, phone, then the district
 * before the address unless the address names it already (not "海曙区宁波市海曙区…").
 */
export function mailingLine(mail: { receiver: string; mobile: string; areacode: string; address: string }) {
  const district = labelOf(NINGBO_DISTRICTS, mail.areacode);
  const place = mail.address.includes(district) ? mail.address : `${district}${mail.address}`;
  return `${mail.receiver} ${mail.mobile} ${place}`;
}

/** What a payment names besides the application: the unit's invoice title and mailing address (ids). */
export const BILLING = defineRecord({
  invoiceId: { label: '发票抬头', type: 'select', required: true, maxLength: 64 },
  mailId: { label: '邮寄地址', type: 'select', required: true, maxLength: 64 },
});
