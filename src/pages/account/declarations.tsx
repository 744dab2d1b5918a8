import type { AccountRow, PasswordResetApplication, RegistrationApplication } from '@/api/account';
import { ACCOUNT } from '@/contract/records/account';
import { formSections, viewFields, type Catalogue, type RecordField } from '@/components/catalogue';
import { APPLICATION_STATUSES } from '@/domain/registration';
import { UNIT_TYPES } from '@/domain/units';

// ---------- Applications (registration and password reset share their audit fields) ----------

/** What both kinds of application hold. */
type Application = Pick<
  RegistrationApplication,
  'applyNo' | 'contactPerson' | 'applyTime' | 'status' | 'auditor' | 'auditTime' | 'auditOpinion'
>;

const applyNo: RecordField<Application> = { name: 'applyNo', label: '申请编号', table: 'sort' };
const contactPerson: RecordField<Application> = {
  name: 'contactPerson',
  label: '联系人',
  table: { width: 90 },
};

/** When it was filed, where it stands, and who decided it. */
const audit: RecordField<Application>[] = [
  {
    name: 'applyTime',
    label: '申请时间',
    table: 'sort',
    search: { label: '申请日期', type: 'dateRange' },
  },
  {
    name: 'status',
    label: '审核状态',
    dict: APPLICATION_STATUSES,
    tag: true,
    table: { title: '状态', width: 100 },
    search: true,
  },
  { name: 'auditor', label: '审核人' },
  { name: 'auditTime', label: '审核时间' },
  { name: 'auditOpinion', label: '审核意见' },
];

export const registrationCatalogue: Catalogue<RegistrationApplication> = [
  {
    name: 'keyword',
    label: '单位名称/信用代码',
    placeholder: '单位名称、信用代码或申请编号',
    search: 'only',
  },
  applyNo,
  { name: 'orgname', label: '单位名称', table: true },
  { name: 'orgcode', label: '统一社会信用代码', table: true },
  {
    name: 'unittype',
    label: '单位类型（账号角色）',
    dict: UNIT_TYPES,
    table: { title: '单位类型' },
    search: { label: '单位类型' },
  },
  { name: 'areacode', label: '所在区县', type: 'area', table: true, search: true },
  { name: 'address', label: '单位地址' },
  { name: 'legalPerson', label: '法定代表人' },
  contactPerson,
  { name: 'contactMobile', label: '联系人手机' },
  { name: 'loginName', label: '申请的登录账号' },
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
  { name: 'loginName', label: '登录账号', table: true },
  { name: 'orgname', label: '单位名称', table: true },
  { name: 'orgcode', label: '统一社会信用代码' },
  contactPerson,
  { name: 'contactMobile', label: '联系人手机', table: true },
  { name: 'reason', label: '申请原因' },
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
