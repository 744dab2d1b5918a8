import { CONTACT_POSTS, INSTALL_UNIT_KINDS } from '@/domain/company';
import { UNIT_TYPES } from '@/domain/units';
import { checks } from '@/utils/validators';
import { COMMON } from './common';
import { defineRecord } from '../field';

/** A contact of the unit (联系人). */
export const CONTACT = defineRecord({
  name: { label: '联系人姓名', required: true, maxLength: 20 },
  post: { label: '联系人类别', dict: CONTACT_POSTS, required: true },
  mobile: { ...COMMON.contactMobile, required: true },
});

/** A safety manager of the unit (安全管理人员). */
export const SAFETY_MANAGER = defineRecord({
  name: { label: '安全管理人员姓名', required: true, maxLength: 20 },
  mobile: { label: '安全管理人员手机', required: true, checks: checks.mobile },
  certno: { label: '安全管理人员证书编号', required: true, maxLength: 40 },
});

/** The unit's key fields: changed only through an application the authority audits. */
export const UNIT_KEY_FIELDS = defineRecord({
  orgname: { label: '单位名称', required: true, maxLength: 100 },
  orgcode: { label: '统一社会信用代码', required: true, checks: checks.creditCode },
  legalPerson: { label: '法定代表人', required: true, maxLength: 20 },
  areacode: { ...COMMON.areacode, required: true },
  address: { label: '单位地址', required: true, maxLength: 100 },
  unittype: { label: '单位类型', dict: UNIT_TYPES, derived: true },
});

/** A change application of the key fields: the new values and why. */
export const UNIT_CHANGE = defineRecord({
  ...UNIT_KEY_FIELDS,
  reason: { label: '变更原因', type: 'textarea', required: true, maxLength: 500 },
});

/** What the unit keeps up itself: how to reach it, its contacts and safety managers. */
export const UNIT_OWN_FIELDS = defineRecord({
  phone: { label: '单位电话', checks: checks.mobileOrLandline },
  email: { label: '电子邮箱', checks: checks.email },
  postcode: COMMON.postcode,
  contacts: { label: '联系人', items: { of: CONTACT, max: 10 } },
  safetyManagers: { label: '安全管理人员', items: { of: SAFETY_MANAGER, max: 20 } },
});

/** An installation unit the unit works with (安装单位). */
export const INSTALL_UNIT = defineRecord({
  orgname: UNIT_KEY_FIELDS.orgname,
  orgcode: UNIT_KEY_FIELDS.orgcode,
  kind: { label: '单位类别', dict: INSTALL_UNIT_KINDS, required: true },
  licenceNo: { label: '许可证编号', maxLength: 40 },
  licenceValid: { label: '许可有效期至', type: 'date' },
  contactPerson: { ...COMMON.contactPerson, maxLength: 20 },
  contactMobile: { label: '联系电话', checks: checks.mobileOrLandline },
  areacode: COMMON.areacode,
  address: { ...COMMON.address, maxLength: 100 },
  remarks: COMMON.remarks,
});

export { BILLING, INVOICE_TITLE, MAIL_ADDRESS } from './billing';
