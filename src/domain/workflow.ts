import type { RoleType } from './access';
import { labelOf, type Dict } from './dict';

/**
 * One state machine per kind of application, read by both sides: the portal shows an action's button
 * only where the machine allows it, and the stand-in refuses any call the machine does not allow. A
 * status rule is therefore written once, here, and never as a condition in a page or a handler.
 */
export interface Transition<S extends string> {
  /** The button's text and the flow log's step. */
  label: string;
  /** Statuses the action starts from. */
  from: readonly S[];
  /** The status after it. */
  to: S;
  /** Role types that may take it. */
  roles: readonly RoleType[];
  /** The action asks the user for an opinion (a reason) and the server refuses one without it. */
  opinion?: boolean;
}

export interface Machine<S extends string, A extends string> {
  /** What the application is called in messages (注册申请, 密码重置申请...). */
  noun: string;
  statuses: Dict;
  transitions: Readonly<Record<A, Transition<S>>>;
}

/** Declares a machine with its statuses and actions checked by the compiler. */
export const machine = <S extends string, A extends string>(m: Machine<S, A>): Machine<S, A> => m;

/** May a role take this action on an application in this status? */
export function can<S extends string, A extends string>(
  m: Machine<S, A>,
  action: A,
  status: string,
  roleType: string,
): boolean {
  const t = m.transitions[action];
  return (
    !!t && (t.from as readonly string[]).includes(status) && (t.roles as readonly string[]).includes(roleType)
  );
}

/** Why the action is refused, or null when the machine allows it (the stand-in answers with this). */
export function refusal<S extends string, A extends string>(
  m: Machine<S, A>,
  action: A,
  status: string,
  roleType: string,
): string | null {
  const t = m.transitions[action];
  if (!t) return '不支持的操作';
  if (!(t.roles as readonly string[]).includes(roleType)) return '当前角色无权进行此操作';
  if (!(t.from as readonly string[]).includes(status)) {
    return `该${m.noun}当前状态为“${labelOf(m.statuses, status) || '未知'}”，不能${t.label}`;
  }
  return null;
}

/** The actions a role may take in a status, in declaration order. */
export const actionsFrom = <S extends string, A extends string>(
  m: Machine<S, A>,
  status: string,
  roleType: string,
): A[] => (Object.keys(m.transitions) as A[]).filter((a) => can(m, a, status, roleType));
