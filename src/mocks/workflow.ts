import type { FlowStep } from '@/contract/wire';
import { ROLE_TYPES } from '@/domain/access';
import { refusal, type Machine } from '@/domain/workflow';
import { nowText } from './families/company';
import { refuse, type Caller } from './respond';

/**
 * The machine's word on an action of the caller from a status: a refusal is the call's answer (nothing
 * changes); otherwise the transition to take. Every application family's handlers ask it.
 */
export function allowed<S extends string, A extends string>(
  machine: Machine<S, A>,
  action: A,
  status: string,
  caller: Caller,
): Machine<S, A>['transitions'][A] {
  const refused = refusal(machine, action, status, caller.role.roleType);
  if (refused) refuse(refused);
  return machine.transitions[action];
}

/** A step of a registration's flow log: the unit's user by name, the authority by its organisation. */
export const registrationStep = (caller: Caller, action: string, opinion = ''): FlowStep => ({
  action,
  operator:
    caller.role.roleType === ROLE_TYPES.admin
      ? (caller.unit?.orgname ?? caller.user.name)
      : caller.user.name || caller.user.loginName,
  time: nowText(),
  opinion,
});
