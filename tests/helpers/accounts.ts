import { roles, units, users } from '@/mocks/callers';
import type { Caller } from '@/mocks/respond';

/** An account an administrator creates in a test: a construction unit whose credit code no unit holds yet. */
const NEW_ACCOUNT = {
  loginName: 'xzzh',
  name: '方敏',
  mobile: '13812340000',
  orgname: '宁波测试安装有限公司',
  orgcode: '91330203MA2HX8PQ1X',
  unittype: '3',
  roleTypes: '3',
  enabled: '1',
};

/** The account's form, all text (as a form posts it), with some fields changed. */
export const newAccount = (overrides: Partial<typeof NEW_ACCOUNT> = {}): typeof NEW_ACCOUNT => ({
  ...NEW_ACCOUNT,
  ...overrides,
});

/** A demo account as the stand-in's caller (its first role), for calling the families directly. */
export function callerAs(loginName: string): Caller {
  const user = users.findBy((u) => u.loginName === loginName)!;
  return { user, role: roles.find(user.roleIds[0])!, unit: units.find(user.unitId), sessionId: '' };
}
