import { ROLE_TYPES } from './access';
import type { Dict } from './dict';
import { machine } from './workflow';

/** Audit state of a registration or password-reset application. */
export const APPLICATION_STATUS = { pending: '0', approved: '1', rejected: '2' } as const;
export type ApplicationStatus = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];

export const APPLICATION_STATUSES: Dict = [
  { value: APPLICATION_STATUS.pending, label: '待审核', color: 'processing' },
  { value: APPLICATION_STATUS.approved, label: '已通过', color: 'success' },
  { value: APPLICATION_STATUS.rejected, label: '未通过', color: 'error' },
];

const S = APPLICATION_STATUS;
const audit = { from: [S.pending], roles: [ROLE_TYPES.admin] } as const;

/** An administrator's audit of a pending application: approve, or reject with a reason. */
const auditTransitions = {
  approve: { ...audit, label: '通过', to: S.approved },
  reject: { ...audit, label: '不通过', to: S.rejected, opinion: true },
} as const;

/** An account registration application: submitted pending, then approved or rejected by an administrator. */
export const registrationMachine = machine({
  noun: '注册申请',
  statuses: APPLICATION_STATUSES,
  transitions: auditTransitions,
});

/** A password-reset application: the same audit; approval issues an initial password. */
export const passwordResetMachine = machine({
  noun: '密码重置申请',
  statuses: APPLICATION_STATUSES,
  transitions: auditTransitions,
});

/** Steps of an application's flow log. */
export const FLOW_ACTIONS: Dict = [
  { value: 'submit', label: '提交申请', color: 'blue' },
  { value: 'approve', label: '审核通过', color: 'green' },
  { value: 'reject', label: '审核不通过', color: 'red' },
  // Use and change registration (domain/useRegistration.ts).
  { value: 'withdraw', label: '撤回申请', color: 'gray' },
  { value: 'accept', label: '受理', color: 'blue' },
  { value: 'sendBack', label: '退回', color: 'orange' },
  { value: 'complete', label: '办结', color: 'green' },
  { value: 'refuse', label: '不予登记', color: 'red' },
];

/** What an SMS code is for; each purpose has its own codes. */
export const SMS_PURPOSE = {
  register: 'register',
  resetPassword: 'resetPassword',
  /** The contact of an online inspection application confirms its submission (appOnline save authCode). */
  inspectionApply: 'inspectionApply',
} as const;
export type SmsPurpose = (typeof SMS_PURPOSE)[keyof typeof SMS_PURPOSE];

/** SMS codes: 6 digits, valid 5 minutes, one per 60 s per mobile, each answers one check. */
export const SMS_CODE_MINUTES = 5;
export const SMS_RESEND_SECONDS = 60;

/** A phone upload ticket is valid this long. */
export const UPLOAD_TICKET_MINUTES = 10;
/** How often the PC form asks for new files while the QR dialog is open. */
export const UPLOAD_POLL_MS = 3000;

/** Attachment groups of the applications, with the label the forms and the phone page show. */
export const APPLICATION_ATTACHMENT_GROUPS: Dict = [
  { value: 'businessLicence', label: '营业执照扫描件' },
  { value: 'authorisationLetter', label: '授权委托书' },
  { value: 'resetAuthorisationLetter', label: '密码重置授权委托书' },
];
export const REGISTER_REQUIRED_GROUPS = ['businessLicence', 'authorisationLetter'] as const;
export const RESET_REQUIRED_GROUPS = ['resetAuthorisationLetter'] as const;

/** Client-made id of the attachment group of an application not yet submitted. */
export const DRAFT_PREFIX = 'draft-';
export const isDraftId = (id: string) => /^draft-[0-9a-f-]{20,40}$/.test(id);

/** Login account names: 4-20 letters, digits or underscores, starting with a letter. */
export const LOGIN_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
export const LOGIN_NAME_MESSAGE = '登录账号为4-20位字母、数字或下划线，以字母开头';

/** A second reset for a login name with one pending (unknown names included, so it reveals no account). */
export const RESET_PENDING = '该账号已有待审核的密码重置申请，请耐心等待审核';

export const SMS_MESSAGES = {
  wrong: '短信验证码错误',
  expired: '短信验证码已失效，请重新获取',
  missing: '请先获取短信验证码',
  tooSoon: (seconds: number) => `发送过于频繁，请${seconds}秒后再试`,
  notVerified: '手机号码未通过短信验证，请重新获取验证码',
};

export const TICKET_MESSAGES = {
  expired: '上传二维码已过期，请在电脑上重新打开二维码后再扫码',
  invalid: '上传二维码无效，请在电脑上重新打开二维码后再扫码',
};
