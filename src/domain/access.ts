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
  registrationBySet: 'company_service_reg_by_sets',
  registrationByUnit: 'company_service_reg_by_unit',
  /** Termination (注销) applications: the unit files them, the authority handles them. */
  termination: 'company_service_termination',

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

  // ---- maintenance inspection (维保检验) and manufacturing supervision (制造监检) ----
  maintenanceCompliance: 'maintenance_compliance',
  elevatorUseMark: 'maintenance_elevator_printing',
  elevatorRescueFault: 'company_service_fault',
  supervisionPipe: 'zzjj_gdyj',
  supervisionBoiler: 'zzjj_glyj',
  supervisionVessel: 'zzjj_rqyj',
  // ---- online inspection applications and their payment (在线报检) ----
  inspectionApply: 'company_service_online_apply',
  inspectionQuery: 'company_service_online_query',
  inspectionAudit: 'company_service_online_audit',
  // ---- self-service after the inspection (reports, marks, inspections, invoices, interactions) ----
  reportQuery: 'company_service_report_query',
  inspectionMark: 'company_service_jcbz',
  checkOnline: 'company_service_check_online',
  checkInstall: 'company_service_check_install',
  checkRecord: 'company_service_check_record',
  issuedInvoices: 'company_service_invoice',
  interactions: 'company_service_interaction',
  /** The authority answers the units' questions (administrators). */
  interactionAnswer: 'interaction_answer',
  // ---- construction notification (施工告知), construction units; the authority reads and decides ----
  constructionRegister: 'construction_register',
  constructionQuery: 'construction_query',

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

/** Auditing registrations and password resets and managing accounts belong to administrators. */
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
 * Registering and querying equipment belongs to the unit that owns or uses it; maintenance, construction,
 * manufacturing and inspection units see their work elsewhere.
 */
const equipmentMenus: AccessCode[] = [
  ACCESS.equipmentOverview,
  ACCESS.equipmentQuery,
  ACCESS.equipmentAdd,
  ACCESS.equipmentPipeline,
];

/** Compliance declarations, use marks, rescue and fault registrations: the elevators a maintenance unit keeps. */
const maintenanceInspectMenus: AccessCode[] = [
  ACCESS.maintenanceCompliance,
  ACCESS.elevatorUseMark,
  ACCESS.elevatorRescueFault,
];

/** Supervision inspections of what a manufacturing unit makes: pipe components, boilers, vessels. */
const supervisionMenus: AccessCode[] = [
  ACCESS.supervisionPipe,
  ACCESS.supervisionBoiler,
  ACCESS.supervisionVessel,
];

/** Requesting and paying inspections: use units; the institute reads every unit's and moves them on. */
const inspectionMenus: AccessCode[] = [ACCESS.inspectionApply, ACCESS.inspectionQuery];
const inspectionAuthorityMenus: AccessCode[] = [ACCESS.inspectionQuery, ACCESS.inspectionAudit];

/** Reports, marks, inspection records, invoices and questions: the unit whose equipment is inspected. */
const selfServiceMenus: AccessCode[] = [
  ACCESS.reportQuery,
  ACCESS.inspectionMark,
  ACCESS.checkOnline,
  ACCESS.checkInstall,
  ACCESS.checkRecord,
  ACCESS.issuedInvoices,
  ACCESS.interactions,
];

/** Registering notifications is the construction unit's; the authority reads them to accept or complete. */
const constructionMenus: AccessCode[] = [ACCESS.constructionRegister, ACCESS.constructionQuery];

/**
 * Registration: the use unit applies and queries; the administrator (the registration authority in the
 * demo) queries every unit's applications to accept, return, complete or refuse them.
 */
const registrationMenus: AccessCode[] = [
  ACCESS.useRecordApply,
  ACCESS.useRecordQuery,
  ACCESS.changeRegister,
  ACCESS.changeQuery,
  ACCESS.registrationBySet,
  ACCESS.registrationByUnit,
  ACCESS.termination,
];
const registrationAuthorityMenus: AccessCode[] = [
  ACCESS.useRecordQuery,
  ACCESS.changeQuery,
  ACCESS.termination,
];

const enterprise: AccessCode[] = [ACCESS.systemAccount, ...workerMenus, ...companyMenus];

/** Menus each role type may open. Sections add their codes here as they are built. */
export const ROLE_MENUS: Record<RoleType, AccessCode[]> = {
  [ROLE_TYPES.use]: [
    ...enterprise,
    ...equipmentMenus,
    ...installationMenus,
    ...inspectionMenus,
    ...selfServiceMenus,
    ...registrationMenus,
  ],
  [ROLE_TYPES.maintenance]: [...enterprise, ...maintenanceMenus, ...maintenanceInspectMenus],
  [ROLE_TYPES.construction]: [...enterprise, ...constructionMenus],
  [ROLE_TYPES.manufacturing]: [...enterprise, ...supervisionMenus],
  [ROLE_TYPES.inspection]: [...enterprise],
  [ROLE_TYPES.admin]: [
    ACCESS.systemAccount,
    ...accountAdminMenus,
    ...inspectionAuthorityMenus,
    ACCESS.interactionAnswer,
    ACCESS.constructionQuery,
    ...registrationAuthorityMenus,
  ],
};
