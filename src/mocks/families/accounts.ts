import type { UnitInfo } from '@/contract/calls/session';
import { ROLE_MENUS, ROLE_TYPES, type RoleType } from '@/domain/access';
import { collection } from '../db';
import { newCaptchaCode } from '../captcha';
import { standInSettings } from '../settings';

export interface RoleRecord {
  id: string;
  name: string;
  roleType: RoleType;
  menuIdList: string[];
}

/** A unit as the API describes it; the stand-in knows every unit's legal and contact person. */
export type UnitRecord = Required<UnitInfo>;

export interface UserRecord {
  id: string;
  loginName: string;
  /** The stand-in keeps passwords as they are; the real backend hashes them. */
  password: string;
  name: string;
  phone: string;
  mobile: string;
  idCard: string;
  unitId: string;
  roleIds: string[];
  isSimplePwd: boolean;
  enabled: boolean;
  /** Shown on the login page in demo mode. */
  demoNote?: string;
}

export interface SessionRecord {
  id: string;
  extendId: string;
  userId: string;
  roleId: string;
  lastSeen: number;
}

/** A single-sign-on token: random, bound to one account, spent by the first login with it. */
export interface SsoTokenRecord {
  /** The token itself. */
  id: string;
  userId: string;
  expires: number;
}

/** Wrong passwords in a row for a login name (known or not: the answer never tells which). */
export interface LoginFailureRecord {
  /** The login name. */
  id: string;
  count: number;
  /** Set when the count reaches LOGIN_MAX_FAILURES; 0 while not locked. */
  lockedUntil: number;
}

export interface CaptchaRecord {
  id: string;
  code: string;
  expires: number;
}

const ROLE_NAMES: Record<RoleType, string> = {
  [ROLE_TYPES.use]: '使用单位',
  [ROLE_TYPES.maintenance]: '维保单位',
  [ROLE_TYPES.construction]: '施工告知单位',
  [ROLE_TYPES.manufacturing]: '制造单位',
  [ROLE_TYPES.inspection]: '检验机构',
  [ROLE_TYPES.admin]: '系统管理员',
};

/** Role definitions follow the portal's access table, so they are rebuilt, never persisted. */
export const roles = collection<RoleRecord>('roles', () =>
  (Object.keys(ROLE_NAMES) as RoleType[]).map((roleType) => ({
    id: `role-${roleType}`,
    name: ROLE_NAMES[roleType],
    roleType,
    menuIdList: [...ROLE_MENUS[roleType]],
  })),
);

export const units = collection<UnitRecord>('units', () => [
  {
    id: 'unit-use',
    orgname: '宁波甬江化工机械有限公司',
    orgcode: '91330203MA2GQ5X106',
    unittype: '4',
    areacode: '330203',
    address: '宁波市海曙区望春工业园区丽园北路1288号',
    legalPerson: '陈国华',
    contactPerson: '王丽娟',
    contactMobile: '13857401234',
  },
  {
    id: 'unit-maint',
    orgname: '宁波安捷电梯工程有限公司',
    orgcode: '91330205MA2H3K7N01',
    unittype: '5',
    areacode: '330205',
    address: '宁波市江北区长兴路689号',
    legalPerson: '李建军',
    contactPerson: '张伟',
    contactMobile: '13967802345',
  },
  {
    id: 'unit-cons',
    orgname: '宁波恒力起重安装工程有限公司',
    orgcode: '91330206MA2AJ8PL0T',
    unittype: '3',
    areacode: '330206',
    address: '宁波市北仑区新碶街道明州路518号',
    legalPerson: '周海涛',
    contactPerson: '徐明',
    contactMobile: '13586703456',
  },
  {
    id: 'unit-manu',
    orgname: '宁波东海锅炉制造有限公司',
    orgcode: '91330211MA2CL4T90F',
    unittype: '2',
    areacode: '330211',
    address: '宁波市镇海区蛟川街道临江路88号',
    legalPerson: '孙立新',
    contactPerson: '钱芳',
    contactMobile: '13732104567',
  },
  {
    id: 'unit-insp',
    orgname: '宁波明州特检技术服务有限公司',
    orgcode: '91330212MA2EX6UR0D',
    unittype: '8',
    areacode: '330212',
    address: '宁波市鄞州区首南街道天童南路1088号',
    legalPerson: '吴志强',
    contactPerson: '郑洁',
    contactMobile: '13805745678',
  },
  {
    id: 'unit-multi',
    orgname: '宁波三江物业服务有限公司',
    orgcode: '91330281MA2B9WQ300',
    unittype: '4',
    areacode: '330281',
    address: '宁波市余姚市阳明街道南雷南路399号',
    legalPerson: '冯建平',
    contactPerson: '何静',
    contactMobile: '13655746789',
  },
  {
    id: 'unit-simple',
    orgname: '宁波慈城纺织印染有限公司',
    orgcode: '91330282MA2D7RY60K',
    unittype: '4',
    areacode: '330282',
    address: '宁波市慈溪市浒山街道北二环东路1177号',
    legalPerson: '沈卫东',
    contactPerson: '陆燕',
    contactMobile: '13906747890',
  },
  {
    id: 'unit-admin',
    orgname: '宁波市特种设备检验研究院',
    orgcode: '12330200470123456M',
    unittype: '8',
    areacode: '330212',
    address: '宁波市鄞州区天童北路1366号',
    legalPerson: '林振宇',
    contactPerson: '黄晓东',
    contactMobile: '13506748901',
  },
]);

/** Password of every demo account except the simple-password one. */
export const DEMO_PASSWORD = 'Demo@2026';

const demoUser = (
  loginName: string,
  unitId: string,
  roleTypes: RoleType[],
  name: string,
  mobile: string,
  demoNote: string,
  password = DEMO_PASSWORD,
): UserRecord => ({
  id: `user-${loginName}`,
  loginName,
  password,
  name,
  phone: '0574-87654321',
  mobile,
  idCard: '330203198506150018',
  unitId,
  roleIds: roleTypes.map((t) => `role-${t}`),
  isSimplePwd: password !== DEMO_PASSWORD,
  enabled: true,
  demoNote,
});

export const users = collection<UserRecord>('users', () => [
  demoUser('syqy', 'unit-use', [ROLE_TYPES.use], '王丽娟', '13857401234', '使用单位'),
  demoUser('wbdw', 'unit-maint', [ROLE_TYPES.maintenance], '张伟', '13967802345', '维保单位'),
  demoUser('sgdw', 'unit-cons', [ROLE_TYPES.construction], '徐明', '13586703456', '施工告知单位'),
  demoUser('zzdw', 'unit-manu', [ROLE_TYPES.manufacturing], '钱芳', '13732104567', '制造单位'),
  demoUser('jydw', 'unit-insp', [ROLE_TYPES.inspection], '郑洁', '13805745678', '检验机构'),
  demoUser(
    'duojs',
    'unit-multi',
    [ROLE_TYPES.use, ROLE_TYPES.maintenance],
    '何静',
    '13655746789',
    '多角色（使用单位 + 维保单位），可在页头切换',
  ),
  demoUser(
    'admin',
    'unit-admin',
    [ROLE_TYPES.admin],
    '黄晓东',
    '13506748901',
    '管理员：审核注册与密码重置申请',
  ),
  demoUser(
    'jdmm',
    'unit-simple',
    [ROLE_TYPES.use],
    '陆燕',
    '13906747890',
    '初始简单密码，登录后须修改',
    '12345678',
  ),
]);

export const sessions = collection<SessionRecord>('sessions', () => []);
export const captchas = collection<CaptchaRecord>('captchas', () => []);
export const ssoTokens = collection<SsoTokenRecord>('ssoTokens', () => []);
export const loginFailures = collection<LoginFailureRecord>('loginFailures', () => []);

/** Brute force: this many wrong passwords in a row lock the login name for LOGIN_LOCK_MINUTES. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;

const clockTime = new Intl.DateTimeFormat('zh-CN', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  // The institute's time, wherever the stand-in runs.
  timeZone: 'Asia/Shanghai',
});
export const lockedMessage = (until: number) =>
  `密码错误次数过多，账号已锁定至 ${clockTime.format(until)}，请稍后再试`;

/** When the login name is locked until, or undefined; an expired lock starts the count afresh. */
export function loginLockedUntil(loginName: string): number | undefined {
  const record = loginFailures.find(loginName);
  if (!record?.lockedUntil) return undefined;
  if (record.lockedUntil > Date.now()) return record.lockedUntil;
  loginFailures.remove(loginName);
  return undefined;
}

/** Counts a wrong password; answers the lock's end when this one locks the login name. */
export function recordLoginFailure(loginName: string): number | undefined {
  const count = (loginFailures.find(loginName)?.count ?? 0) + 1;
  const lockedUntil = count >= LOGIN_MAX_FAILURES ? Date.now() + LOGIN_LOCK_MINUTES * 60_000 : 0;
  loginFailures.remove(loginName);
  loginFailures.insert({ id: loginName, count, lockedUntil });
  return lockedUntil || undefined;
}

export const clearLoginFailures = (loginName: string) => loginFailures.remove(loginName);

/** n hex digits from the platform's cryptographic generator: session ids and tokens are not guessable. */
export const randomHex = (n: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(Math.ceil(n / 2))), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, n);

/** How long an SSO token may wait for its login: long enough to open a window, too short to keep. */
export const SSO_TOKEN_SECONDS = 120;

/** Issues a one-time token for the account to open an external system with. */
export function issueSsoToken(user: UserRecord): SsoTokenRecord {
  const now = Date.now();
  ssoTokens.filter((t) => t.expires < now).forEach((t) => ssoTokens.remove(t.id));
  return ssoTokens.insert({ id: randomHex(64), userId: user.id, expires: now + SSO_TOKEN_SECONDS * 1000 });
}

/** Spends a token: the account it was issued to, or undefined when unknown, used or expired. */
export function spendSsoToken(token: string): UserRecord | undefined {
  const found = token ? ssoTokens.find(token) : undefined;
  if (!found) return undefined;
  ssoTokens.remove(found.id);
  return found.expires >= Date.now() ? users.find(found.userId) : undefined;
}

/** Every unspent token of an account dies (password change, logout). */
export function revokeSsoTokens(userId: string): void {
  ssoTokens.filter((t) => t.userId === userId).forEach((t) => ssoTokens.remove(t.id));
}

export function openSession(user: UserRecord): SessionRecord {
  return sessions.insert({
    id: randomHex(32),
    extendId: randomHex(32),
    userId: user.id,
    roleId: user.roleIds[0],
    lastSeen: Date.now(),
  });
}

/** Checks and spends a captcha: each code answers one attempt. */
export function checkCaptcha(randomNum: string, code: string): string | null {
  if (!code?.trim()) return '请输入验证码';
  const captcha = randomNum ? captchas.find(randomNum) : undefined;
  if (!captcha || captcha.expires < Date.now()) {
    if (captcha) captchas.remove(captcha.id);
    return '验证码已失效，请点击图片刷新';
  }
  captchas.remove(captcha.id);
  return captcha.code.toUpperCase() === code.trim().toUpperCase() ? null : '验证码错误';
}

export function issueCaptcha(randomNum: string): CaptchaRecord {
  captchas.remove(randomNum);
  return captchas.insert({
    id: randomNum,
    code: newCaptchaCode(),
    expires: Date.now() + standInSettings.captchaMinutes * 60_000,
  });
}
