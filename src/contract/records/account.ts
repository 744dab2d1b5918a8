import { ACCOUNT_STATES, ROLE_TYPE_LABELS } from '@/domain/accountAdmin';
import { NINGBO_DISTRICTS } from '@/domain/areas';
import { LOGIN_NAME_MESSAGE, LOGIN_NAME_PATTERN } from '@/domain/registration';
import { UNIT_TYPES } from '@/domain/units';
import { checks } from '@/utils/validators';
import { COMMON } from './common';
import { UNIT_KEY_FIELDS } from './company';
import { defineRecord } from '../field';
import { exportColumns } from '../workbook';

/** An enterprise account (企业账号) as the account manager keeps it, with its unit. */
export const ACCOUNT = defineRecord({
  loginName: {
    label: '登录账号',
    required: true,
    maxLength: 20,
    checks: [{ test: (value) => LOGIN_NAME_PATTERN.test(value), message: LOGIN_NAME_MESSAGE }],
    fixed: true,
  },
  name: { label: '联系人', required: true, maxLength: 20 },
  mobile: { ...COMMON.contactMobile, required: true, maxLength: 11 },
  orgname: { ...UNIT_KEY_FIELDS.orgname, maxLength: 60 },
  orgcode: { ...UNIT_KEY_FIELDS.orgcode, fixed: true },
  unittype: { label: '单位类型', dict: UNIT_TYPES, required: true },
  areacode: { label: '所在区县', type: 'area', dict: NINGBO_DISTRICTS },
  roleTypes: { label: '角色', dict: ROLE_TYPE_LABELS, multiple: true, required: true, maxLength: 200 },
  enabled: { label: '状态', dict: ACCOUNT_STATES, required: true },
});

/** 企业账号 as exported from the account manager. */
export const ACCOUNT_EXPORT = exportColumns([
  ACCOUNT.loginName,
  ACCOUNT.name,
  ACCOUNT.mobile,
  ACCOUNT.orgname,
  ACCOUNT.orgcode,
  ACCOUNT.unittype,
  ACCOUNT.roleTypes,
  ACCOUNT.enabled,
]);

/** The account's own information (账号信息), which its user keeps. */
export const USER_INFO = defineRecord({
  name: { ...COMMON.name, required: true, maxLength: 30, missing: '请输入姓名' },
  identityCard: { ...COMMON.idcard, required: true, maxLength: 18, checks: checks.citizenId },
  phone: { label: '联系电话', maxLength: 20, checks: checks.mobileOrLandline },
  mobile: { ...COMMON.mobile, required: true, maxLength: 11 },
});
