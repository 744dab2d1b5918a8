import type { AccountRow, PasswordResetApplication, RegistrationApplication } from '@/api/account';
import { ACCOUNT } from '@/contract/records/account';
import { AUDIT, PASSWORD_RESET_APPLICATION, REGISTRATION_APPLICATION } from '@/contract/records/registration';
import { formSections, viewFields, type Catalogue, type RecordField } from '@/components/catalogue';

// ---------- Applications (registration and password reset share their audit fields) ----------

/** What both kinds of application hold. */
type Application = Pick<
  RegistrationApplication,
  'applyNo' | 'contactPerson' | 'applyTime' | 'status' | 'auditor' | 'auditTime' | 'auditOpinion'
>;

const A = AUDIT;
const R = REGISTRATION_APPLICATION;
const P = PASSWORD_RESET_APPLICATION;

const applyNo: RecordField<Application> = { ...A.applyNo, table: 'sort' };
const contactPerson: RecordField<Application> = { ...R.contactPerson, table: { width: 90 } };

/** When it was filed, where it stands, and who decided it. */
const audit: RecordField<Application>[] = [
  { ...A.applyTime, table: 'sort', search: { label: '申请日期', type: 'dateRange' } },
  { ...A.status, tag: true, table: { title: '状态', width: 100 }, search: true },
  A.auditor,
  A.auditTime,
  A.auditOpinion,
];

export const registrationCatalogue: Catalogue<RegistrationApplication> = [
  {
    name: 'keyword',
    label: '单位名称/信用代码',
    placeholder: '单位名称、信用代码或申请编号',
    search: 'only',
  },
  applyNo,
  { ...R.orgname, table: true },
  { ...R.orgcode, table: true },
  {
    ...R.unittype,
    label: '单位类型（账号角色）',
    table: { title: R.unittype.label },
    search: { label: R.unittype.label },
  },
  { ...R.areacode, table: true, search: true },
  R.address,
  R.legalPerson,
  contactPerson,
  R.contactMobile,
  { ...R.loginName, label: '申请的登录账号' },
  ...audit,
];

/** What the audit page shows of a registration application. */
export const registrationFields = viewFields(registrationCatalogue);

export const resetCatalogue: Catalogue<PasswordResetApplication> = [
  {
    name: 'keyword',
    label: '账号/单位',
    placeholder: '登录账号、单位名称、信用代码或申请编号',
    search: 'only',
  },
  applyNo,
  { ...P.loginName, table: true },
  { ...R.orgname, table: true },
  P.orgcode,
  contactPerson,
  { ...P.contactMobile, table: true },
  P.reason,
  ...audit,
];

/** What the audit page shows of a password-reset application. */
export const resetFields = viewFields(resetCatalogue);

// ---------- Accounts ----------

export const accountCatalogue: Catalogue<AccountRow> = [
  { ...ACCOUNT.loginName, section: '账号', table: 'sort', search: true },
  { ...ACCOUNT.name, table: { width: 90 }, search: true },
  { ...ACCOUNT.mobile, table: true },
  {
    ...ACCOUNT.orgname,
    section: '所属单位',
    table: 'sort',
    search: { label: '单位名称/信用代码' },
  },
  ACCOUNT.orgcode,
  { ...ACCOUNT.unittype, table: true, search: true },
  { ...ACCOUNT.roleTypes, section: '账号', table: true, search: { name: 'roleType' } },
  { ...ACCOUNT.enabled, tag: true, table: { width: 80 }, search: true },
];

/** The account record in add, edit and view. */
export const accountSections = formSections(accountCatalogue);
