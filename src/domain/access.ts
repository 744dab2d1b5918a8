/**
 * Route access codes (the backend's menu ids). A route with a code opens only for a role whose
 * menuIdList holds it; routes without one are open to any logged-in user. The stand-in seeds its
 * roles from ROLE_MENUS, so the portal and the stand-in agree on one list.
 */
export const ACCESS = {
  systemAccount: 'system_account',

  // ---- equipment section (设备管理), use units ----
  equipmentOverview: 'equipment_overview',
  equipmentQuery: 'equipment_query',
  equipmentAdd: 'equipment_add',
  equipmentPipeline: 'equipment_pipeline',

  // ---- use registration (使用登记) and change registration (变更登记) ----
  useRecordApply: 'use_record_apply',
  useRecordQuery: 'use_record_query',
  changeRegister: 'company_service_change_register',
  changeQuery: 'company_service_change_query',

  // ---- worker section (作业人员管理) ----
  workerOverview: 'worker_overview',
  workerQuery: 'worker_query',
  workerCertificate: 'worker_certificate',

  // ---- company information (单位信息) and the maintenance unit's company-service pages ----
  companyMaintain: 'company_maintain',
  companyMaintainHistory: 'company_maintain_history',
  companyInvoiceVoucher: 'company_invoice_voucher',
  companyInvoiceMailing: 'company_invoice_mailing',
  companyInstallationUnit: 'company_installation_unit',
  maintainedEquipment: 'company_service_weibao',
  maintenanceProjectApply: 'company_service_maint_project',
  maintenancePriceApply: 'company_service_maint_price',

  // ---- account administration (企业账号管理), administrators only ----
  accountCheck: 'account_check',
  accountManager: 'account_manager',
  accountResetCheck: 'account_reset_check',
  accountResetQuery: 'account_reset_query',
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

/** Auditing registrations and password resets and managing accounts belong to administrators (spec 6). */
const accountAdminMenus: AccessCode[] = [
  ACCESS.accountCheck,
  ACCESS.accountManager,
  ACCESS.accountResetCheck,
  ACCESS.accountResetQuery,
];

/** The unit's own information, invoice titles and mailing addresses: every enterprise unit. */
const companyMenus: AccessCode[] = [
  ACCESS.companyMaintain,
  ACCESS.companyMaintainHistory,
  ACCESS.companyInvoiceVoucher,
  ACCESS.companyInvoiceMailing,
];

/** Installation units: a use unit records who installs, alters and repairs its equipment. */
const installationMenus: AccessCode[] = [ACCESS.companyInstallationUnit];

/** Maintained equipment and maintenance project / price applications: maintenance units only. */
const maintenanceMenus: AccessCode[] = [
  ACCESS.maintainedEquipment,
  ACCESS.maintenanceProjectApply,
  ACCESS.maintenancePriceApply,
];

/**
 * Registering and querying equipment belongs to the unit that uses it (spec 1: equipment owners and
 * users); maintenance, construction, manufacturing and inspection units see their work elsewhere.
 */
const equipmentMenus: AccessCode[] = [
  ACCESS.equipmentOverview,
  ACCESS.equipmentQuery,
  ACCESS.equipmentAdd,
  ACCESS.equipmentPipeline,
];

/**
 * Registration: the use unit applies and queries; the administrator (the registration authority in the
 * demo) queries every unit's applications to accept, return, complete or refuse them.
 */
const registrationMenus: AccessCode[] = [
  ACCESS.useRecordApply,
  ACCESS.useRecordQuery,
  ACCESS.changeRegister,
  ACCESS.changeQuery,
];
const registrationAuthorityMenus: AccessCode[] = [ACCESS.useRecordQuery, ACCESS.changeQuery];

const enterprise: AccessCode[] = [ACCESS.systemAccount, ...workerMenus, ...companyMenus];

/** Menus each role type may open. Sections add their codes here as they are built. */
export const ROLE_MENUS: Record<RoleType, AccessCode[]> = {
  [ROLE_TYPES.use]: [...enterprise, ...equipmentMenus, ...installationMenus, ...registrationMenus],
  [ROLE_TYPES.maintenance]: [...enterprise, ...maintenanceMenus],
  [ROLE_TYPES.construction]: [...enterprise],
  [ROLE_TYPES.manufacturing]: [...enterprise],
  [ROLE_TYPES.inspection]: [...enterprise],
  [ROLE_TYPES.admin]: [ACCESS.systemAccount, ...accountAdminMenus, ...registrationAuthorityMenus],
};
