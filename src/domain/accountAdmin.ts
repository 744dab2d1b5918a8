import { ROLE_TYPES } from './access';
import type { Dict } from './dict';

/** An account is enabled ('1') or disabled ('0'); a disabled one cannot log in. */
export const ACCOUNT_STATE = { enabled: '1', disabled: '0' } as const;

export const ACCOUNT_STATES: Dict = [
  { value: ACCOUNT_STATE.enabled, label: '启用', color: 'success' },
  { value: ACCOUNT_STATE.disabled, label: '停用', color: 'default' },
];

/** Roles an administrator may give an account (the role types of src/domain/access.ts). */
export const ROLE_TYPE_LABELS: Dict = [
  { value: ROLE_TYPES.use, label: '使用单位' },
  { value: ROLE_TYPES.maintenance, label: '维保单位' },
  { value: ROLE_TYPES.construction, label: '施工告知单位' },
  { value: ROLE_TYPES.manufacturing, label: '制造单位' },
  { value: ROLE_TYPES.inspection, label: '检验机构' },
  { value: ROLE_TYPES.admin, label: '系统管理员' },
];

/** How an initial password reaches the account holder: the administrator reads it out by phone. */
export const INITIAL_PASSWORD_NOTE = '请通过电话将初始密码告知联系人；首次登录后须修改密码。';

/** The flow-log opinion of an approved password reset (the password itself never goes in the public log). */
export const RESET_APPROVED_OPINION = '同意重置，已生成初始密码，由管理员电话告知联系人';

/**
 * A password-reset application whose login name is unknown, or not of the unit with the given credit
 * code. The applicant was told nothing (the public calls answer alike either way); the auditor is.
 */
export const RESET_UNMATCHED = '登录账号不存在，或不属于所填统一社会信用代码的单位，只能审核不通过';

export const ACCOUNT_MESSAGES = {
  opinionRequired: '请填写不通过的原因',
  selfDelete: '不能删除当前登录的账号',
  selfDisable: '不能停用当前登录的账号',
  selfRoles: '不能取消当前登录账号的管理员角色',
  loginNameTaken: '该登录账号已被使用，请更换',
};
