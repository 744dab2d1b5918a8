import type { Role, UnitInfo, UserProfile } from '@/contract/calls/session';
import { ROLE_MENUS, ROLE_TYPES, type RoleType } from '@/domain/access';
import { ROLE_TYPE_LABELS } from '@/domain/accountAdmin';
import { labelOf } from '@/domain/dict';
import { collection, type Entity } from './db';

/**
 * Who calls the stand-in: the units, their accounts, the roles and the live sessions. Every family
 * reads them, and respond.ts finds a call's caller in them, so they sit below the families.
 */

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

/** The live sessions: a call names its own by the session parameter (respond.ts callerOf). */
export const sessions = collection<
  Entity & { extendId: string; userId: string; roleId: string; lastSeen: number }
>('sessions', () => []);
