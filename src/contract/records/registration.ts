import { NINGBO_DISTRICTS } from '@/domain/areas';
import { APPLICATION_STATUSES } from '@/domain/registration';
import { UNIT_TYPES } from '@/domain/units';
import { checks, isCreditCode } from '@/utils/validators';
import { COMMON } from './common';
import { UNIT_KEY_FIELDS } from './company';
import { defineRecord } from '../field';
import { ACCOUNT } from './account';

/**
 * The public forms (no session): an enterprise's registration application and a password-reset
 * application. The pages spread these fields; the stand-in checks the bodies with them.
 */

/** The contact both applications name: the SMS code goes to this mobile. */
const CONTACT = defineRecord({
  contactPerson: { ...COMMON.contactPerson, required: true, maxLength: 30 },
  contactMobile: { ...COMMON.contactMobile, required: true, maxLength: 11 },
});

/** A credit code as typed: the backend upper-cases it. */
const orgcode = {
  ...UNIT_KEY_FIELDS.orgcode,
  maxLength: 18,
  checks: [
    { test: (value: string) => isCreditCode(value.toUpperCase()), message: checks.creditCode[0].message },
  ],
} as const;

export const REGISTRATION_APPLICATION = defineRecord({
  unittype: { label: '单位类型', dict: UNIT_TYPES, required: true, invalid: '单位类型无效' },
  orgname: UNIT_KEY_FIELDS.orgname,
  orgcode,
  areacode: {
    label: '所在区县',
    type: 'area',
    dict: NINGBO_DISTRICTS,
    required: true,
    invalid: '所在区县无效',
  },
  address: { ...UNIT_KEY_FIELDS.address, maxLength: 200 },
  legalPerson: { ...UNIT_KEY_FIELDS.legalPerson, maxLength: 30 },
  ...CONTACT,
  loginName: ACCOUNT.loginName,
  /** As typed; on the wire it may be ciphered (wire.cipherRegistrationPassword), checked once deciphered. */
  password: {
    label: '登录密码',
    type: 'password',
    required: true,
    maxLength: 16,
    checks: checks.strongPassword,
  },
});

export const PASSWORD_RESET_APPLICATION = defineRecord({
  loginName: { label: '登录账号', required: true, maxLength: 20, missing: '请输入需要重置密码的登录账号' },
  orgcode,
  ...CONTACT,
  reason: { label: '申请原因', type: 'textarea', required: true, maxLength: 300 },
});

/**
 * How the authority handled an application a unit filed with it (an account registration, a password
 * reset, a change of the unit's key fields): shown beside what was applied for, never written by the unit.
 */
export const AUDIT = defineRecord({
  applyNo: COMMON.applyNo,
  applyTime: COMMON.applyTime,
  status: { label: '审核状态', dict: APPLICATION_STATUSES, derived: true },
  auditor: { label: '审核人', derived: true },
  auditTime: { label: '审核时间', derived: true },
  auditOpinion: { label: '审核意见', derived: true },
});
