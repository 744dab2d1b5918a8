import type { Role, UnitInfo, UserProfile } from '@/contract/calls/session';
import { ROLE_MENUS, ROLE_TYPES, type RoleType } from '@/domain/access';
import { ROLE_TYPE_LABELS } from '@/domain/accountAdmin';
import { labelOf } from '@/domain/dict';
import { beijingDateTime } from '@/utils/beijingTime';
import { collection, type Entity } from '../db';
import { newCaptchaCode } from '../captcha';
import { standInSettings } from '../settings';

export type RoleRecord = Role & { roleType: RoleType };

/** A unit approved from a registration remembers it: that registration alone may hold its credit code meanwhile. */
export type UnitRecord = Required<UnitInfo> & { registrationId?: string };

/** An account: its profile as the user info shows it, and what only the server keeps. */
export interface UserRecord extends Omit<UserProfile, 'currentRole' | 'userUnitAreacode' | 'userSsoInfo'> {
  /** The stand-in keeps passwords as they are; the real backend hashes them. */
  password: string;
  unitId: string;
  roleIds: string[];
  isSimplePwd: boolean;
  enabled: boolean;
  /** Shown on the login page in demo mode. */
  demoNote?: string;
}

/** The role of an account of a role type. */
export const roleIdOf = (roleType: string) => `role-${roleType}`;

/** Role definitions follow the portal's access table, so they are rebuilt, never persisted. */
export const roles = collection<RoleRecord>('roles', () =>
  (Object.keys(ROLE_MENUS) as RoleType[]).map((roleType) => ({
    id: roleIdOf(roleType),
    name: labelOf(ROLE_TYPE_LABELS, roleType),
    roleType,
    menuIdList: [...ROLE_MENUS[roleType]],
  })),
);

/** The demo units, one a line: id | name | credit code | type | district | address | legal person | contact | mobile. */
const UNITS = [
  'use|宁波甬江化工机械有限公司|91330203MA2GQ5X106|4|330203|海曙区望春工业园区丽园北路1288号|陈国华|王丽娟|13857401234',
  'maint|宁波安捷电梯工程有限公司|91330205MA2H3K7N01|5|330205|江北区长兴路689号|李建军|张伟|13967802345',
  'cons|宁波恒力起重安装工程有限公司|91330206MA2AJ8PL0T|3|330206|北仑区新碶街道明州路518号|周海涛|徐明|13586703456',
  'manu|宁波东海锅炉制造有限公司|91330211MA2CL4T90F|2|330211|镇海区蛟川街道临江路88号|孙立新|钱芳|13732104567',
  'insp|宁波明州特检技术服务有限公司|91330212MA2EX6UR0D|8|330212|鄞州区首南街道天童南路1088号|吴志强|郑洁|13805745678',
  'multi|宁波三江物业服务有限公司|91330281MA2B9WQ300|4|330281|余姚市阳明街道南雷南路399号|冯建平|何静|13655746789',
  'simple|宁波慈城纺织印染有限公司|91330282MA2D7RY60K|4|330282|慈溪市浒山街道北二环东路1177号|沈卫东|陆燕|13906747890',
  'admin|宁波市特种设备检验研究院|12330200470123456M|8|330212|鄞州区天童北路1366号|林振宇|黄晓东|13506748901',
].map((line) => line.split('|'));

export const units = collection<UnitRecord>('units', () =>
  UNITS.map(
    ([id, orgname, orgcode, unittype, areacode, street, legalPerson, contactPerson, contactMobile]) => ({
      id: `unit-${id}`,
      orgname,
      orgcode,
      unittype,
      areacode,
      address: `宁波市${street}`,
      legalPerson,
      contactPerson,
      contactMobile,
    }),
  ),
);

/** Password of every demo account except the simple-password one. */
export const DEMO_PASSWORD = 'Demo@2026';

/** The demo accounts: login name, unit, role types, demo note (the contact of the unit is the user). */
const DEMO_USERS: [string, string, RoleType[], string, string?][] = [
  ['syqy', 'use', [ROLE_TYPES.use], '使用单位'],
  ['wbdw', 'maint', [ROLE_TYPES.maintenance], '维保单位'],
  ['sgdw', 'cons', [ROLE_TYPES.construction], '施工告知单位'],
  ['zzdw', 'manu', [ROLE_TYPES.manufacturing], '制造单位'],
  ['jydw', 'insp', [ROLE_TYPES.inspection], '检验机构'],
  ['duojs', 'multi', [ROLE_TYPES.use, ROLE_TYPES.maintenance], '多角色（使用单位 + 维保单位），可在页头切换'],
  ['admin', 'admin', [ROLE_TYPES.admin], '管理员：审核注册与密码重置申请'],
  ['jdmm', 'simple', [ROLE_TYPES.use], '初始简单密码，登录后须修改', '12345678'],
];

export const users = collection<UserRecord>('users', () =>
  DEMO_USERS.map(([loginName, unit, roleTypes, demoNote, password = DEMO_PASSWORD]) => {
    const [, , , , , , , name, mobile] = UNITS.find(([id]) => id === unit)!;
    return {
      id: `user-${loginName}`,
      loginName,
      password,
      name,
      phone: '0574-87654321',
      mobile,
      idCard: '330203198506150018',
      unitId: `unit-${unit}`,
      roleIds: roleTypes.map(roleIdOf),
      isSimplePwd: password !== DEMO_PASSWORD,
      enabled: true,
      demoNote,
    };
  }),
);

/** A record that dies at `expires` (ms). */
export type Expiring = Entity & { expires: number };
export const sessions = collection<
  Entity & { extendId: string; userId: string; roleId: string; lastSeen: number }
>('sessions', () => []);
/** Captchas by their random number, each answering one attempt. */
export const captchas = collection<Expiring & { code: string }>('captchas', () => []);
/**
 * Single-sign-on tokens (the id): random, bound to one account. An issued one is spent by its first
 * login; the user info's standing one (wire.ssoTokenSource 'userInfo') serves until it expires.
 */
export const ssoTokens = collection<Expiring & { userId: string; standing?: true }>('ssoTokens', () => []);
/** Wrong passwords in a row by login name (known or not: the answer never tells which); lockedUntil 0: not locked. */
export const loginFailures = collection<Entity & { count: number; lockedUntil: number }>(
  'loginFailures',
  () => [],
);

/** Ends every session of an account (a changed password, a disabled account, new roles). */
export const endSessionsOf = (userId: string) =>
  sessions.filter((s) => s.userId === userId).forEach((s) => sessions.remove(s.id));

/** Brute force: this many wrong passwords in a row lock the login name for LOGIN_LOCK_MINUTES. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;

/** The lock's end on the institute's clock (HH:mm), wherever the stand-in runs. */
export const lockedMessage = (until: number) =>
  `密码错误次数过多，账号已锁定至 ${beijingDateTime(new Date(until)).slice(11, 16)}，请稍后再试`;

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

/** n hex digits from the platform's cryptographic generator: session ids and tokens are not guessable. */
export const randomHex = (n: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(Math.ceil(n / 2))), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, n);

/** How long an issued SSO token may wait for its login: long enough to open a window, too short to keep. */
export const SSO_TOKEN_SECONDS = 120;
/** How long the user info's standing token serves: a working day (logout or a new password end it sooner). */
export const SSO_STANDING_HOURS = 8;

/** A token to open an external system with: one-time, or (standing) the user info's, the same until it expires. */
export function issueSsoToken(user: UserRecord, standing = false) {
  const now = Date.now();
  ssoTokens.filter((t) => t.expires < now).forEach((t) => ssoTokens.remove(t.id));
  const kept = standing && ssoTokens.findBy((t) => t.userId === user.id && t.standing === true);
  if (kept) return kept;
  const lifetime = standing ? SSO_STANDING_HOURS * 3_600_000 : SSO_TOKEN_SECONDS * 1000;
  return ssoTokens.insert({
    id: randomHex(64),
    userId: user.id,
    expires: now + lifetime,
    ...(standing && { standing: true as const }),
  });
}

/** The account a token logs in, or undefined when unknown, used, expired or of the other source. */
export function spendSsoToken(token: string): UserRecord | undefined {
  const found = token ? ssoTokens.find(token) : undefined;
  if (!found) return undefined;
  const standing = standInSettings.wire.ssoTokenSource === 'userInfo';
  if (!found.standing) ssoTokens.remove(found.id);
  return found.expires >= Date.now() && !!found.standing === standing ? users.find(found.userId) : undefined;
}

/** Every unspent token of an account dies (password change, logout). */
export function revokeSsoTokens(userId: string): void {
  ssoTokens.filter((t) => t.userId === userId).forEach((t) => ssoTokens.remove(t.id));
}

export function openSession(user: UserRecord) {
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
  if (!code.trim()) return '请输入验证码';
  const captcha = randomNum ? captchas.find(randomNum) : undefined;
  if (captcha) captchas.remove(captcha.id);
  if (!captcha || captcha.expires < Date.now()) return '验证码已失效，请点击图片刷新';
  return captcha.code.toUpperCase() === code.trim().toUpperCase() ? null : '验证码错误';
}

export function issueCaptcha(randomNum: string) {
  captchas.remove(randomNum);
  return captchas.insert({
    id: randomNum,
    code: newCaptchaCode(),
    expires: Date.now() + standInSettings.captchaMinutes * 60_000,
  });
}
