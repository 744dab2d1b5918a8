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
import {
  CONTACT,
  INSTALL_UNIT,
  INVOICE_TITLE,
  MAIL_ADDRESS,
  SAFETY_MANAGER,
  UNIT_CHANGE,
  UNIT_KEY_FIELDS,
  UNIT_OWN_FIELDS,
} from '@/contract/records/company';
import type { FormField } from '@/components/RecordForm';
import type { RecordAction } from '@/components/WorkflowActions';
import { InvoiceTitleInput } from '@/components/deferred/fieldInputs';
import { NINGBO_DISTRICTS } from '@/domain/areas';
import { KEY_FIELDS, YES, changedFieldLabels } from '@/domain/company';
import { labelOf } from '@/domain/dict';
import { AUDIT } from '@/contract/records/registration';
import { rowLink } from '@/routes/links';
import { CreditCodeInput } from './CreditCodeInput';

// ---------- The unit ----------

/** The key fields: shown read-only on the maintain page, edited only in a change application. */
export const keyFieldCatalogue: Catalogue<UnitProfile & { reason: string }> = [
  UNIT_KEY_FIELDS.orgname,
  UNIT_KEY_FIELDS.orgcode,
  UNIT_KEY_FIELDS.legalPerson,
  UNIT_KEY_FIELDS.areacode,
  { ...UNIT_KEY_FIELDS.address, wide: true },
  UNIT_KEY_FIELDS.unittype,
];
export const keyFields = formFields(keyFieldCatalogue);

/** The change form: the key fields and the reason. */
export const changeFields: FormField[] = [
  ...keyFields.filter((f) => !f.viewOnly),
  ...formFields<{ reason: string }>([{ ...UNIT_CHANGE.reason, wide: true }]),
];

/** What the unit keeps up itself. */
const ownCatalogue: Catalogue<UnitProfile> = [
  { ...UNIT_OWN_FIELDS.phone, section: '联系方式' },
  UNIT_OWN_FIELDS.email,
  { ...UNIT_OWN_FIELDS.postcode, inputMode: 'numeric' },
  {
    ...UNIT_OWN_FIELDS.contacts,
    section: '联系人',
    rows: {
      addText: '添加联系人',
      min: 1,
      fields: formFields<{ name: string; post: string; mobile: string }>([
        CONTACT.name,
        CONTACT.post,
        CONTACT.mobile,
      ]),
    },
  },
  {
    ...UNIT_OWN_FIELDS.safetyManagers,
    section: '安全管理人员',
    rows: {
      addText: '添加安全管理人员',
      min: 1,
      fields: formFields<{ name: string; mobile: string; certno: string }>([
        SAFETY_MANAGER.name,
        SAFETY_MANAGER.mobile,
        SAFETY_MANAGER.certno,
      ]),
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
  { ...AUDIT.applyNo, table: { width: 150 }, search: true },
  {
    name: 'changedFields',
    label: '变更事项',
    table: { width: 140, render: (r) => changedFieldLabels(r.changedFields.split(',')) },
  },
  { ...AUDIT.status, tag: true, table: { width: 90 }, search: true },
  { name: 'before', label: '变更前', table: { render: (r) => changedValues(r, 'before') } },
  { name: 'after', label: '变更后', table: { render: (r) => changedValues(r, 'after') } },
  // The reason and the audit's time are read on the record: on demand in the list.
  { ...UNIT_CHANGE.reason, table: { width: 160, hiddenByDefault: true } },

  { ...AUDIT.applyTime, table: { sorter: true, width: 170 }, search: true },
  { ...AUDIT.auditTime, table: { width: 170, hiddenByDefault: true } },
  { ...AUDIT.auditOpinion, table: { width: 160 } },
];

// ---------- Invoice titles and mailing addresses ----------

export const invoiceCatalogue: Catalogue<InvoiceCert> = [
  {
    ...INVOICE_TITLE.title,
    // Picking a unit by name fills its credit code (getInvoiceTitle).
    input: <InvoiceTitleInput codeField="taxno" placeholder="输入单位名称，可从已登记单位中选择" />,
    table: 'sort',
    search: true,
  },
  {
    ...INVOICE_TITLE.taxno,
    // A credit code typed in full fills the title and address it belongs to (getInvoiceTitle).
    input: <CreditCodeInput fill={{ orgname: 'title', address: 'address' }} />,
    table: true,
    search: true,
  },
  { ...INVOICE_TITLE.address, table: true },
  INVOICE_TITLE.phone,
  { ...INVOICE_TITLE.bank, table: true },
  { ...INVOICE_TITLE.account, inputMode: 'numeric' },
  INVOICE_TITLE.email,
  { ...INVOICE_TITLE.isDefault, tag: true, table: { width: 80 } },
];

export const mailCatalogue: Catalogue<MailAddress> = [
  { ...MAIL_ADDRESS.receiver, table: 'sort', search: true },
  { ...MAIL_ADDRESS.mobile, table: true, search: true },
  { ...MAIL_ADDRESS.areacode, table: 'sort', search: true },
  { ...MAIL_ADDRESS.address, table: true, wide: true },
  { ...MAIL_ADDRESS.postcode, inputMode: 'numeric', table: true },
  { ...MAIL_ADDRESS.isDefault, tag: true, table: { width: 80 } },
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
  { ...INSTALL_UNIT.orgname, table: 'sort', search: true },
  {
    ...INSTALL_UNIT.orgcode,
    input: <CreditCodeInput fill={{ orgname: 'orgname', address: 'address' }} />,
    table: true,
    search: true,
  },
  { ...INSTALL_UNIT.kind, table: true, search: true },
  { ...INSTALL_UNIT.licenceNo, table: true },
  { ...INSTALL_UNIT.licenceValid, table: 'sort' },
  // Whom to call is read on the record: on demand in the list.
  { ...INSTALL_UNIT.contactPerson, table: { hiddenByDefault: true } },
  { ...INSTALL_UNIT.contactMobile, table: { hiddenByDefault: true } },
  { ...INSTALL_UNIT.areacode, table: true, search: true },
  INSTALL_UNIT.address,
  { ...INSTALL_UNIT.remarks, wide: true },
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
