import type { ReactNode } from 'react';
import { useSession } from '@/stores/session';

/**
 * Shows its children only while the current role is of the given type (docs/requirements.md, Roles and
 * access).
 */
export function RoleGate({ roleType, children }: { roleType: string; children: ReactNode }) {
  const current = useSession((s) => s.currentRoleType);
  return current === roleType ? <>{children}</> : null;
}
