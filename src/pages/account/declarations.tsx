import type { AccountRow, PasswordResetApplication, RegistrationApplication } from '@/api/account';
import type { ListColumn, ListFilter } from '@/components/ListPage';
import type { FormSection } from '@/components/RecordForm';
import type { FieldDef } from '@/components/fields';
import { ACCOUNT_STATES, ROLE_TYPE_LABELS } from '@/domain/accountAdmin';
import { labelOf } from '@/domain/dict';
import { APPLICATION_STATUSES, LOGIN_NAME_MESSAGE, LOGIN_NAME_PATTERN } from '@/domain/registration';
import { UNIT_TYPES } from '@/domain/units';
import { rules } from '@/utils/validators';

/** Where each record opens; one place for the detail routes and their query. */
export const registerDetailPath = (id: string) => `/account/register-detail?id=${encodeURIComponent(id)}`;
export const resetDetailPath = (id: string) => `/account/reset-password-detail?id=${encodeURIComponent(id)}`;
export const accountDetailPath = (mode: 'edit' | 'view', id: string) =>
  `/account/account-detail?mode=${mode}&id=${encodeURIComponent(id)}`;
export const ADD_ACCOUNT_PATH = '/account/add-account';
export const ACCOUNT_LIST_PATH = '/account/manager';

// ---------- Registration audit ----------

export const registrationColumns: ListColumn<RegistrationApplication>[] = [
  { key: 'applyNo', title: '申请编号', sorter: true },
  { key: 'orgname', title: '单位名称' },
  { key: 'orgcode', title: '统一社会信用代码' },
  { key: 'unittype', title: '单位类型', dict: UNIT_TYPES },
  { key: 'areacode', title: '所在区县', type: 'area' },
  { key: 'contactPerson', title: '联系人', width: 90 },
  { key: 'applyTime', title: '申请时间', sorter: true },
  { key: 'status', title: '状态', dict: APPLICATION_STATUSES, tag: true, width: 100 },
];

export const registrationFilters: ListFilter[] = [
  { name: 'keyword', label: '单位名称/信用代码', placeholder: '单位名称、信用代码或申请编号' },
  { name: 'unittype', label: '单位类型', type: 'select', dict: UNIT_TYPES },
  { name: 'areacode', label: '所在区县', type: 'area' },
  { name: 'status', label: '审核状态', type: 'select', dict: APPLICATION_STATUSES },
  { name: 'applyTime', label: '申请日期', type: 'dateRange' },
];

/** What the audit page shows of a registration application. */
export const registrationFields: FieldDef[] = [
  { name: 'applyNo', label: '申请编号' },
  { name: 'status', label: '审核状态', dict: APPLICATION_STATUSES, tag: true },
  { name: 'orgname', label: '单位名称' },
  { name: 'orgcode', label: '统一社会信用代码' },
  { name: 'unittype', label: '单位类型（账号角色）', dict: UNIT_TYPES },
  { name: 'areacode', label: '所在区县', type: 'area' },
  { name: 'address', label: '单位地址' },
  { name: 'legalPerson', label: '法定代表人' },
  { name: 'contactPerson', label: '联系人' },
  { name: 'contactMobile', label: '联系人手机' },
  { name: 'loginName', label: '申请的登录账号' },
  { name: 'applyTime', label: '申请时间' },
  { name: 'auditor', label: '审核人' },
  { name: 'auditTime', label: '审核时间' },
  { name: 'auditOpinion', label: '审核意见' },
];

// ---------- Password-reset audit ----------

export const resetColumns: ListColumn<PasswordResetApplication>[] = [
  { key: 'applyNo', title: '申请编号', sorter: true },
  { key: 'loginName', title: '登录账号' },
  { key: 'orgname', title: '单位名称' },
  { key: 'contactPerson', title: '联系人', width: 90 },
  { key: 'contactMobile', title: '联系人手机' },
  { key: 'applyTime', title: '申请时间', sorter: true },
  { key: 'status', title: '状态', dict: APPLICATION_STATUSES, tag: true, width: 100 },
];

export const resetFilters: ListFilter[] = [
  { name: 'keyword', label: '账号/单位', placeholder: '登录账号、单位名称、信用代码或申请编号' },
  { name: 'applyTime', label: '申请日期', type: 'dateRange' },
];

export const resetFields: FieldDef[] = [
  { name: 'applyNo', label: '申请编号' },
  { name: 'status', label: '审核状态', dict: APPLICATION_STATUSES, tag: true },
  { name: 'loginName', label: '登录账号' },
  { name: 'orgname', label: '单位名称' },
  { name: 'orgcode', label: '统一社会信用代码' },
  { name: 'contactPerson', label: '联系人' },
  { name: 'contactMobile', label: '联系人手机' },
  { name: 'reason', label: '申请原因' },
  { name: 'applyTime', label: '申请时间' },
  { name: 'auditor', label: '审核人' },
  { name: 'auditTime', label: '审核时间' },
  { name: 'auditOpinion', label: '审核意见' },
];

// ---------- Accounts ----------

export const accountColumns: ListColumn<AccountRow>[] = [
  { key: 'loginName', title: '登录账号', sorter: true },
  { key: 'name', title: '联系人', width: 90 },
  { key: 'mobile', title: '联系人手机' },
  { key: 'orgname', title: '单位名称', sorter: true },
  { key: 'unittype', title: '单位类型', dict: UNIT_TYPES },
  {
    key: 'roleTypes',
    title: '角色',
    render: (r) =>
      r.roleTypes
        .split(',')
        .filter(Boolean)
        .map((t) => labelOf(ROLE_TYPE_LABELS, t))
        .join('、'),
  },
  { key: 'enabled', title: '状态', dict: ACCOUNT_STATES, tag: true, width: 80 },
];

export const accountFilters: ListFilter[] = [
  { name: 'loginName', label: '登录账号' },
  { name: 'orgname', label: '单位名称/信用代码' },
  { name: 'name', label: '联系人' },
  { name: 'unittype', label: '单位类型', type: 'select', dict: UNIT_TYPES },
  { name: 'roleType', label: '角色', type: 'select', dict: ROLE_TYPE_LABELS },
  { name: 'enabled', label: '状态', type: 'select', dict: ACCOUNT_STATES },
];

/** The account record: one declaration for add, edit and view. */
export const accountSections: FormSection[] = [
  {
    title: '账号',
    fields: [
      {
        name: 'loginName',
        label: '登录账号',
        required: true,
        rules: [{ pattern: LOGIN_NAME_PATTERN, message: LOGIN_NAME_MESSAGE }],
        readOnlyIn: ['edit'],
      },
      {
        name: 'roleTypes',
        label: '角色',
        type: 'select',
        multiple: true,
        dict: ROLE_TYPE_LABELS,
        required: true,
      },
      {
        name: 'name',
        label: '联系人',
        required: true,
        rules: [{ max: 20, message: '联系人不能超过20个字符' }],
      },
      { name: 'mobile', label: '联系人手机', required: true, rules: [rules.mobile] },
      { name: 'enabled', label: '状态', type: 'select', dict: ACCOUNT_STATES, tag: true, required: true },
    ],
  },
  {
    title: '所属单位',
    fields: [
      {
        name: 'orgname',
        label: '单位名称',
        required: true,
        rules: [{ max: 60, message: '单位名称不能超过60个字符' }],
      },
      {
        name: 'orgcode',
        label: '统一社会信用代码',
        required: true,
        rules: [rules.creditCode],
        readOnlyIn: ['edit'],
      },
      { name: 'unittype', label: '单位类型', type: 'select', dict: UNIT_TYPES, required: true },
    ],
  },
];
