/**
 * Route access codes (the backend's menu ids). A route with a code opens only for a role whose
 * menuIdList holds it; routes without one are open to any logged-in user. The stand-in seeds its
 * roles from ROLE_MENUS, so the portal and the stand-in agree on one list.
 */
export const ACCESS = {
  systemAccount: 'system_account',

  // ---- worker section (作业人员管理) ----
  workerOverview: 'worker_overview',
  workerQuery: 'worker_query',
  workerCertificate: 'worker_certificate',
} as const;

export type AccessCode = (typeof ACCESS)[keyof typeof ACCESS];

/** Role types. Enterprise roles carry the unit type code; '1' is the institute's administrator. */
export const ROLE_TYPES = {
  manufacturing: '2',
  construction: '3',
  use: '4',
  maintenance: '5',
  inspection: '8',
  admin: '1',
} as const;

export type RoleType = (typeof ROLE_TYPES)[keyof typeof ROLE_TYPES];

/** Operators and their certificates belong to enterprise units; the administrator has none. */
const workerMenus: AccessCode[] = [ACCESS.workerOverview, ACCESS.workerQuery, ACCESS.workerCertificate];

const enterprise: AccessCode[] = [ACCESS.systemAccount, ...workerMenus];

/** Menus each role type may open. Sections add their codes here as they are built. */
export const ROLE_MENUS: Record<RoleType, AccessCode[]> = {
  [ROLE_TYPES.use]: [...enterprise],
  [ROLE_TYPES.maintenance]: [...enterprise],
  [ROLE_TYPES.construction]: [...enterprise],
  [ROLE_TYPES.manufacturing]: [...enterprise],
  [ROLE_TYPES.inspection]: [...enterprise],
  [ROLE_TYPES.admin]: [ACCESS.systemAccount],
};
