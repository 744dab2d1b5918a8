import type { FlowStep } from '@/contract/wire';
import { ROLE_TYPES } from '@/domain/access';
import { refusal, type Machine } from '@/domain/workflow';
import type { Collection, Entity } from './db';
import { beijingDateTime } from '@/utils/beijingTime';
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

/** How a registration's steps are logged: the unit's user by name, the authority by its organisation. */
const operatorByRole = (caller: Caller) =>
  caller.role.roleType === ROLE_TYPES.admin
    ? (caller.unit?.orgname ?? caller.user.name)
    : caller.user.name || caller.user.loginName;

/** A record an application machine moves: its status, and the flow log it keeps (if any). */
type Moved = Entity & { status: string };

export interface WorkflowSpec<T extends Moved, S extends string, A extends string> {
  machine: Machine<S, A>;
  collection: Collection<T>;
  /** The field holding the record's flow log ('flow', 'flowLog'); none when it keeps no log. */
  log?: keyof T & string;
  /** Who a step is logged as (a unit's user, the authority by its name); operatorByRole by default. */
  operator?: (caller: Caller) => string;
}

export interface StepOptions<T> {
  /** What the step writes besides the status (issued numbers, an opinion, a fee). */
  patch?: Partial<T>;
  /** The flow log's opinion of the step. */
  opinion?: string;
  /** Logged as someone other than the workflow's operator (the institute). */
  operator?: string;
  /** Logged under another name than the action's (a commit as 'submit'), or not at all (false: a save). */
  logAs?: string | false;
}

/**
 * The one way an application's status changes: the machine refuses (nothing changes) or the step is
 * taken, its status, flow log entry and patch written at once with no await in between, so of two
 * concurrent steps from one status the second finds the first's status and is refused.
 */
export function workflow<T extends Moved, S extends string, A extends string>(spec: WorkflowSpec<T, S, A>) {
  const operatorOf = spec.operator ?? operatorByRole;
  const check = (record: T, action: A, caller: Caller) =>
    allowed(spec.machine, action, record.status, caller);
  return {
    check,
    step(record: T, action: A, caller: Caller, options: StepOptions<T> = {}): T {
      const { to } = check(record, action, caller);
      const { patch, opinion = '', operator = operatorOf(caller), logAs } = options;
      const entry: FlowStep = { action: logAs || action, operator, time: beijingDateTime(), opinion };
      const flow = (spec.log && (record[spec.log] as FlowStep[] | undefined)) || [];
      const log = spec.log && logAs !== false ? { [spec.log]: [...flow, entry] } : {};
      // The status and the log are fields of T (Moved, spec.log): the object is a patch of T.
      return spec.collection.update(record.id, { ...patch, ...log, status: to } as unknown as Partial<T>)!;
    },
    /** Deletes the record where the machine allows the caller's 'remove' (or the action named). */
    remove(record: T, action: A, caller: Caller): void {
      check(record, action, caller);
      spec.collection.remove(record.id);
    },
  };
}
