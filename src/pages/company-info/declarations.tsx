import { Space, Typography } from 'antd';
import {
  installUnitApi,
  invoiceCertApi,
  mailAddressApi,
  type InstallUnit,
  type InvoiceCert,
  type MailAddress,
  type UnitChange,
  type UnitKeyFields,
  type UnitProfile,
} from '@/api/company';
import { formFields, formSections, type Catalogue } from '@/components/catalogue';
import type { FormField } from '@/components/RecordForm';
import type { RecordAction } from '@/components/WorkflowActions';
import { InvoiceTitleInput } from '@/components/deferred/fieldInputs';
import { NINGBO_DISTRICTS } from '@/domain/areas';
import {
  CONTACT_POSTS,
  DEFAULT_FLAGS,
  INSTALL_UNIT_KINDS,
  KEY_FIELDS,
  YES,
  changedFieldLabels,
} from '@/domain/company';
import { labelOf } from '@/domain/dict';
import { APPLICATION_STATUSES } from '@/domain/registration';
import { UNIT_TYPES } from '@/domain/units';
import { rowLink } from '@/routes/links';
import { rules } from '@/utils/validators';
import { CreditCodeInput } from './CreditCodeInput';

// ---------- The unit ----------

/** The key fields: shown read-only on the maintain page, edited only in a change application. */
export const keyFieldCatalogue: Catalogue<UnitProfile & { reason: string }> = [
  { name: 'orgname', label: '单位名称', required: true, maxLength: 100 },
  { name: 'orgcode', label: '统一社会信用代码', required: true, rules: [rules.creditCode] },
  { name: 'legalPerson', label: '法定代表人', required: true, maxLength: 20 },
  { name: 'areacode', label: '所在区域', type: 'area', required: true },
  { name: 'address', label: '单位地址', required: true, maxLength: 100, wide: true },
  { name: 'unittype', label: '单位类型', dict: UNIT_TYPES, edit: false },
];
export const keyFields = formFields(keyFieldCatalogue);

/** The change form: the key fields and the reason. */
export const changeFields: FormField[] = [
  ...keyFields.filter((f) => !f.viewOnly),
  { name: 'reason', label: '变更原因', type: 'textarea', required: true, maxLength: 500, wide: true },
];

/** What the unit keeps up itself. */
const ownCatalogue: Catalogue<UnitProfile> = [
  { name: 'phone', label: '单位电话', rules: [rules.mobileOrLandline], section: '联系方式' },
  { name: 'email', label: '电子邮箱', rules: [rules.email] },
  { name: 'postcode', label: '邮政编码', rules: [rules.postalCode], inputMode: 'numeric' },
  {
    name: 'contacts',
    label: '联系人',
    section: '联系人',
    rows: {
      addText: '添加联系人',
      min: 1,
      fields: [
        { name: 'name', label: '联系人姓名', required: true, maxLength: 20 },
        { name: 'post', label: '联系人类别', type: 'select', dict: CONTACT_POSTS, required: true },
        { name: 'mobile', label: '联系人手机', required: true, rules: [rules.mobile] },
      ],
    },
  },
  {
    name: 'safetyManagers',
    label: '安全管理人员',
    section: '安全管理人员',
    rows: {
      addText: '添加安全管理人员',
      min: 1,
      fields: [
        { name: 'name', label: '安全管理人员姓名', required: true, maxLength: 20 },
        { name: 'mobile', label: '安全管理人员手机', required: true, rules: [rules.mobile] },
        { name: 'certno', label: '安全管理人员证书编号', required: true, maxLength: 40 },
      ],
    },
  },
];
export const ownSections = formSections(ownCatalogue);

/** The changed key fields of an application, one line each: before or after. */
function changedValues(change: UnitChange, side: 'before' | 'after') {
  const values: UnitKeyFields = change[side];
  return (
    <Space orientation="vertical" size={0}>
      {change.changedFields.split(',').map((field) => {
        const value = values[field as keyof UnitKeyFields];
        return (
          <Typography.Text
            key={field}
            delete={side === 'before'}
            type={side === 'before' ? 'secondary' : undefined}
          >
            {labelOf(KEY_FIELDS, field)}：{field === 'areacode' ? labelOf(NINGBO_DISTRICTS, value) : value}
          </Typography.Text>
        );
      })}
    </Space>
  );
}

/** A change application in the history: what changed, before and after side by side, and its audit. */
export const changeCatalogue: Catalogue<UnitChange> = [
  { name: 'applyNo', label: '申请编号', table: { width: 150 }, search: true },
  {
    name: 'changedFields',
    label: '变更事项',
    table: { width: 140, render: (r) => changedFieldLabels(r.changedFields.split(',')) },
  },
  {
    name: 'status',
    label: '审核状态',
    dict: APPLICATION_STATUSES,
    tag: true,
    table: { width: 90 },
    search: true,
  },
  { name: 'before', label: '变更前', table: { render: (r) => changedValues(r, 'before') } },
  { name: 'after', label: '变更后', table: { render: (r) => changedValues(r, 'after') } },
  { name: 'reason', label: '变更原因', table: { width: 160 } },

  { name: 'applyTime', label: '申请时间', type: 'date', table: { sorter: true, width: 170 }, search: true },
  { name: 'auditTime', label: '审核时间', table: { width: 170 } },
  { name: 'auditOpinion', label: '审核意见', table: { width: 160 } },
];

// ---------- Invoice titles and mailing addresses ----------

const defaultFlag = {
  name: 'isDefault',
  label: '默认',
  dict: DEFAULT_FLAGS,
  tag: true,
  edit: false,
} as const;

export const invoiceCatalogue: Catalogue<InvoiceCert> = [
  {
    name: 'title',
    label: '发票抬头',
    required: true,
    maxLength: 100,
    // Picking a unit by name fills its credit code (getInvoiceTitle).
    input: <InvoiceTitleInput codeField="taxno" placeholder="输入单位名称，可从已登记单位中选择" />,
    table: 'sort',
    search: true,
  },
  {
    name: 'taxno',
    label: '纳税人识别号',
    required: true,
    rules: [rules.creditCode],
    // A credit code typed in full fills the title and address it belongs to (getInvoiceTitle).
    input: <CreditCodeInput fill={{ orgname: 'title', address: 'address' }} />,
    table: true,
    search: true,
  },
  { name: 'address', label: '注册地址', maxLength: 100, table: true },
  { name: 'phone', label: '注册电话', rules: [rules.mobileOrLandline] },
  { name: 'bank', label: '开户银行', maxLength: 50, table: true },
  { name: 'account', label: '银行账号', maxLength: 30, inputMode: 'numeric' },
  { name: 'email', label: '收票邮箱', rules: [rules.email] },
  { ...defaultFlag, table: { width: 80 } },
];

export const mailCatalogue: Catalogue<MailAddress> = [
  { name: 'receiver', label: '收件人', required: true, maxLength: 20, table: 'sort', search: true },
  { name: 'mobile', label: '联系电话', required: true, rules: [rules.mobile], table: true, search: true },
  { name: 'areacode', label: '所在区域', type: 'area', required: true, table: 'sort', search: true },
  { name: 'address', label: '详细地址', required: true, maxLength: 100, table: true, wide: true },
  {
    name: 'postcode',
    label: '邮政编码',
    required: true,
    rules: [rules.postalCode],
    inputMode: 'numeric',
    table: true,
  },
  { ...defaultFlag, table: { width: 80 } },
];

type Defaulted = { id: string; isDefault?: string };

/** 查看, 修改, 设为默认 (not on the default) and 删除 (the server refuses the default while others remain). */
export function defaultedActions<T extends Defaulted>(
  api: typeof invoiceCertApi | typeof mailAddressApi,
  route: 'company_invoice_voucher_details' | 'company_invoice_mailing_details',
  noun: string,
): RecordAction<T>[] {
  return [
    rowLink('查看', route, 'view'),
    rowLink('修改', route, 'edit'),
    {
      key: 'setDefault',
      label: '设为默认',
      visible: (r) => r.isDefault !== YES,
      confirm: `确定将其设为默认${noun}吗？原默认${noun}将不再是默认。`,
      run: (r) => api.setDefault(r.id),
    },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      confirm: `确定要删除该${noun}吗？`,
      run: (r) => api.remove(r.id),
    },
  ];
}

// ---------- Installation units ----------

export const installCatalogue: Catalogue<InstallUnit> = [
  { name: 'orgname', label: '单位名称', required: true, maxLength: 100, table: 'sort', search: true },
  {
    name: 'orgcode',
    label: '统一社会信用代码',
    required: true,
    rules: [rules.creditCode],
    input: <CreditCodeInput fill={{ orgname: 'orgname', address: 'address' }} />,
    table: true,
    search: true,
  },
  { name: 'kind', label: '单位类别', dict: INSTALL_UNIT_KINDS, required: true, table: true, search: true },
  { name: 'licenceNo', label: '许可证编号', maxLength: 40, table: true },
  { name: 'licenceValid', label: '许可有效期至', type: 'date', table: 'sort' },
  { name: 'contactPerson', label: '联系人', maxLength: 20, table: true },
  { name: 'contactMobile', label: '联系电话', rules: [rules.mobileOrLandline], table: true },
  { name: 'areacode', label: '所在区域', type: 'area', table: true, search: true },
  { name: 'address', label: '详细地址', maxLength: 100 },
  { name: 'remarks', label: '备注', type: 'textarea', wide: true },
];

export const installActions: RecordAction<InstallUnit & { id: string }>[] = [
  rowLink('查看', 'company_installation_unit_details', 'view'),
  rowLink('修改', 'company_installation_unit_details', 'edit'),
  {
    key: 'delete',
    label: '删除',
    danger: true,
    confirm: '确定要删除该安装单位吗？',
    run: (r) => installUnitApi.remove(r.id),
  },
];
