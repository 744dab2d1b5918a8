import type { AccountRow, PasswordResetApplication, RegistrationApplication } from '@/api/account';
import { formSections, viewFields, type Catalogue, type RecordField } from '@/components/catalogue';
import { ACCOUNT_STATES, ROLE_TYPE_LABELS } from '@/domain/accountAdmin';
import { APPLICATION_STATUSES, LOGIN_NAME_MESSAGE, LOGIN_NAME_PATTERN } from '@/domain/registration';
import { UNIT_TYPES } from '@/domain/units';
import { rules } from '@/utils/validators';

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
  {
    name: 'loginName',
    label: '登录账号',
    section: '账号',
    required: true,
    rules: [{ pattern: LOGIN_NAME_PATTERN, message: LOGIN_NAME_MESSAGE }],
    readOnlyIn: ['edit'],
    table: 'sort',
    search: true,
  },
  { name: 'name', label: '联系人', required: true, maxLength: 20, table: { width: 90 }, search: true },
  { name: 'mobile', label: '联系人手机', required: true, rules: [rules.mobile], table: true },
  {
    name: 'orgname',
    label: '单位名称',
    section: '所属单位',
    required: true,
    maxLength: 60,
    table: 'sort',
    search: { label: '单位名称/信用代码' },
  },
  {
    name: 'orgcode',
    label: '统一社会信用代码',
    required: true,
    rules: [rules.creditCode],
    readOnlyIn: ['edit'],
    export: true,
  },
  { name: 'unittype', label: '单位类型', dict: UNIT_TYPES, required: true, table: true, search: true },
  {
    name: 'roleTypes',
    label: '角色',
    section: '账号',
    dict: ROLE_TYPE_LABELS,
    multiple: true,
    required: true,
    table: true,
    search: { name: 'roleType' },
  },
  {
    name: 'enabled',
    label: '状态',
    dict: ACCOUNT_STATES,
    tag: true,
    required: true,
    table: { width: 80 },
    search: true,
  },
];

/** The account record in add, edit and view. */
export const accountSections = formSections(accountCatalogue);
