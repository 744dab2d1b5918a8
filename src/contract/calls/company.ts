import { z } from 'zod';
import { ACCESS, type AccessCode } from '@/domain/access';
import { NO, YES } from '@/domain/company';
import { APPLICATION_STATUS } from '@/domain/registration';
import { INSTALL_UNIT, INVOICE_TITLE, MAIL_ADDRESS, UNIT_CHANGE, UNIT_OWN_FIELDS } from '../records/company';
import { fields, idBody, recordSchema, bodySchema } from '../schema';
import { byId, call, code, date, text, type ListFilter } from '../wire';
import type { ContractRecord } from '../field';

/** The unit's own records: its profile and key-field changes, invoice titles, mailing addresses, partners. */

export const unitKeyFields = z.object({
  orgname: text,
  orgcode: text.describe('统一社会信用代码 (GB 32100)'),
  legalPerson: text,
  areacode: text,
  address: text,
});
export type UnitKeyFields = z.infer<typeof unitKeyFields>;

export const unitContact = z.object({ name: text, post: code('CONTACT_POSTS'), mobile: text });
export type UnitContact = z.infer<typeof unitContact>;

export const safetyManager = z.object({
  name: text,
  mobile: text,
  certno: text.describe('作业项目 A certificate'),
});
export type SafetyManager = z.infer<typeof safetyManager>;

export const unitOwnFields = z.object({
  phone: text,
  email: text,
  postcode: text,
  contacts: z.array(unitContact),
  safetyManagers: z.array(safetyManager),
});
export type UnitOwnFields = z.infer<typeof unitOwnFields>;

export const unitChange = z.object({
  id: text,
  applyNo: text,
  before: unitKeyFields,
  after: unitKeyFields,
  changedFields: text.describe('the key fields that differ, comma-separated'),
  reason: text,
  status: z.enum(APPLICATION_STATUS),
  applicant: text,
  applyTime: text,
  auditor: text,
  auditOpinion: text,
  auditTime: text,
});
export type UnitChange = z.infer<typeof unitChange>;

export const unitProfile = unitKeyFields.extend({
  ...unitOwnFields.shape,
  id: text,
  unittype: text,
  pendingChange: unitChange.nullable(),
});
export type UnitProfile = z.infer<typeof unitProfile>;

export const unitChangeForm = unitKeyFields.extend({ reason: text });
export type UnitChangeForm = z.infer<typeof unitChangeForm>;

export const invoiceCert = z.object({
  id: text.optional(),
  title: text,
  taxno: text.describe("纳税人识别号: the buyer's credit code"),
  address: text,
  phone: text,
  bank: text,
  account: text,
  email: text,
  isDefault: text.optional().describe("'1' for the default title"),
  createDate: text.optional(),
});
export type InvoiceCert = z.infer<typeof invoiceCert>;

export const mailAddress = z.object({
  id: text.optional(),
  receiver: text,
  mobile: text,
  areacode: text,
  address: text,
  postcode: text,
  isDefault: text.optional(),
  createDate: text.optional(),
});
export type MailAddress = z.infer<typeof mailAddress>;

export const installUnit = z.object({
  id: text.optional(),
  orgname: text,
  orgcode: text,
  kind: code('INSTALL_UNIT_KINDS'),
  licenceNo: text,
  licenceValid: date,
  contactPerson: text,
  contactMobile: text,
  areacode: text,
  address: text,
  remarks: text,
});
export type InstallUnit = z.infer<typeof installUnit>;

export const maintainedEquipment = z.object({
  id: text,
  equcode: text,
  equregcode: text,
  equsortcode: code('EQUIPMENT_CATEGORIES'),
  useUnit: text,
  areacode: text,
  address: text,
  contractStart: date,
  contractEnd: date,
  contractState: text,
  nextinsdate: date,
});
export type MaintainedEquipment = z.infer<typeof maintainedEquipment>;

export const maintenanceProjectApply = z.object({
  id: text,
  applyNo: text,
  projectName: text,
  kind: text,
  useUnit: text,
  equcount: z.number().int(),
  startDate: date,
  endDate: date,
  content: text,
  status: text,
  applyTime: text,
  auditOpinion: text,
});
export type MaintenanceProjectApply = z.infer<typeof maintenanceProjectApply>;

export const maintenancePriceApply = z.object({
  id: text,
  applyNo: text,
  equsortcode: code('EQUIPMENT_CATEGORIES'),
  price: text,
  priceUnit: text,
  effectiveDate: date,
  basis: text,
  status: text,
  applyTime: text,
  auditOpinion: text,
});
export type MaintenancePriceApply = z.infer<typeof maintenancePriceApply>;

export const invoiceTitleMatch = z.object({
  orgname: text,
  orgcode: text,
  address: text.optional().describe('absent without a session'),
  isDefault: text.optional().describe("'1' on the caller's default title (listed first)"),
});
export type InvoiceTitleMatch = z.infer<typeof invoiceTitleMatch>;

const UNIT = '/a/stone/unit';

/** Invoice titles and mailing addresses share their calls: list, detail/{id}, save, setDefault, delete. */
function defaultedFamily<R extends z.ZodObject>(
  family: string,
  noun: { en: string; zh: string },
  record: R,
  declared: ContractRecord,
  access: AccessCode,
  filters: Readonly<Record<string, ListFilter>>,
) {
  const base = `/a/stone/${family}`;
  const byOwnId = idBody(noun.zh);
  return {
    list: call({
      method: 'POST',
      path: `${base}/list`,
      summary: `the unit's ${noun.en}s, the default first`,
      access,
      reads: true,
      paged: true,
      carrier: 'form',
      filters,
      response: record.extend({ id: text }),
    }),
    detail: call({
      method: 'GET',
      path: `${base}/detail/{id}`,
      summary: `one ${noun.en}`,
      access,
      reads: true,
      request: byId,
      response: record,
      sample: { from: { call: `company.${family}List`, fields: { id: 'id' } } },
    }),
    save: call({
      method: 'POST',
      path: `${base}/save`,
      summary: `adds a ${noun.en}, or saves the one with \`id\``,
      access,
      reads: false,
      carrier: 'json',
      request: recordSchema(declared, {
        id: fields.id(noun.zh),
        isDefault: fields.optionalCode('默认标记', [{ value: YES }, { value: NO }]),
      }),
      response: record,
    }),
    setDefault: call({
      method: 'POST',
      path: `${base}/setDefault`,
      summary: `makes this ${noun.en} the default; the previous one stops being it`,
      access,
      reads: false,
      carrier: 'form',
      request: byOwnId,
    }),
    delete: call({
      method: 'POST',
      path: `${base}/delete`,
      summary: `deletes a ${noun.en}; the default only when it is the last`,
      access,
      reads: false,
      carrier: 'form',
      request: byOwnId,
    }),
  };
}

const invoiceCerts = defaultedFamily(
  'epIbmsBrmOgmInvoiceCert',
  { en: 'invoice title', zh: '发票抬头' },
  invoiceCert,
  INVOICE_TITLE,
  ACCESS.companyInvoiceVoucher,
  { title: 'text', taxno: 'text' },
);
const mailAddresses = defaultedFamily(
  'epIbmsBrmOgmMailaddr',
  { en: 'mailing address', zh: '邮寄地址' },
  mailAddress,
  MAIL_ADDRESS,
  ACCESS.companyInvoiceMailing,
  { receiver: 'text', mobile: 'text', areacode: 'code' },
);

export const companyCalls = {
  unitGet: call({
    method: 'GET',
    path: `${UNIT}/get`,
    summary: 'the unit with its own fields and its pending change application',
    access: ACCESS.companyMaintain,
    reads: true,
    response: unitProfile,
  }),
  unitSave: call({
    method: 'POST',
    path: `${UNIT}/save`,
    summary: 'saves what the unit maintains itself (contacts, safety managers, phone...)',
    access: ACCESS.companyMaintain,
    reads: false,
    carrier: 'json',
    request: recordSchema(UNIT_OWN_FIELDS),
    response: unitProfile,
  }),
  changeUnit: call({
    method: 'POST',
    path: `${UNIT}/changeUnit`,
    summary: 'applies to change the key fields; refused while another application is pending',
    access: ACCESS.companyMaintain,
    reads: false,
    carrier: 'json',
    request: recordSchema(UNIT_CHANGE),
    response: unitChange,
  }),
  findChangeUnit: call({
    method: 'POST',
    path: `${UNIT}/findChangeUnit`,
    summary: "the unit's change applications",
    access: ACCESS.companyMaintainHistory,
    reads: true,
    paged: true,
    carrier: 'form',
    filters: { status: 'code', applyTime: 'dateRange', applyNo: 'text' },
    response: unitChange,
  }),
  auditChange: call({
    method: 'POST',
    path: `${UNIT}/auditChange`,
    summary: "the authority's audit: pass 1 approves and writes the new values, 0 rejects",
    access: ACCESS.accountCheck,
    reads: false,
    carrier: 'form',
    request: bodySchema({
      id: fields.id('变更申请'),
      pass: fields.code('审核结果', [{ value: YES }, { value: NO }]),
      opinion: fields.text('审核意见', 500),
    }),
    response: unitChange,
  }),
  epIbmsBrmOgmInvoiceCertList: invoiceCerts.list,
  epIbmsBrmOgmInvoiceCertDetail: invoiceCerts.detail,
  epIbmsBrmOgmInvoiceCertSave: invoiceCerts.save,
  epIbmsBrmOgmInvoiceCertSetDefault: invoiceCerts.setDefault,
  epIbmsBrmOgmInvoiceCertDelete: invoiceCerts.delete,
  epIbmsBrmOgmMailaddrList: mailAddresses.list,
  epIbmsBrmOgmMailaddrDetail: mailAddresses.detail,
  epIbmsBrmOgmMailaddrSave: mailAddresses.save,
  epIbmsBrmOgmMailaddrSetDefault: mailAddresses.setDefault,
  epIbmsBrmOgmMailaddrDelete: mailAddresses.delete,
  installUnitList: call({
    method: 'POST',
    path: '/a/stone/unitallowi/list',
    summary: 'installation units the company works with',
    access: ACCESS.companyInstallationUnit,
    reads: true,
    paged: true,
    carrier: 'form',
    filters: { orgname: 'text', orgcode: 'text', kind: 'code', areacode: 'code' },
    response: installUnit.extend({ id: text }),
  }),
  installUnitDetail: call({
    method: 'GET',
    path: '/a/stone/unitallowi/detail',
    summary: 'one installation unit',
    access: ACCESS.companyInstallationUnit,
    reads: true,
    request: byId,
    response: installUnit,
    sample: { from: { call: 'company.installUnitList', fields: { id: 'id' } } },
  }),
  installUnitAdd: call({
    method: 'POST',
    path: '/a/stone/unitallowi/add',
    summary: 'adds an installation unit',
    access: ACCESS.companyInstallationUnit,
    reads: false,
    carrier: 'json',
    request: recordSchema(INSTALL_UNIT, { id: fields.id('安装单位') }),
    response: installUnit,
  }),
  installUnitEdit: call({
    method: 'POST',
    path: '/a/stone/unitallowi/edit',
    summary: 'saves an installation unit',
    access: ACCESS.companyInstallationUnit,
    reads: false,
    carrier: 'json',
    request: recordSchema(INSTALL_UNIT, { id: fields.id('安装单位') }),
    response: installUnit,
  }),
  installUnitDelete: call({
    method: 'POST',
    path: '/a/stone/unitallowi/delete',
    summary: 'deletes an installation unit',
    access: ACCESS.companyInstallationUnit,
    reads: false,
    carrier: 'form',
    request: idBody('安装单位'),
  }),
  maintainedEquipment: call({
    method: 'POST',
    path: '/api/maintenance-unit/equipment',
    summary: "the equipment under the caller's maintenance contracts",
    access: ACCESS.maintainedEquipment,
    reads: true,
    paged: true,
    carrier: 'form',
    filters: {
      equcode: 'text',
      equregcode: 'text',
      useUnit: 'text',
      equsortcode: 'code',
      contractState: 'code',
      areacode: 'code',
    },
    response: maintainedEquipment,
  }),
  maintenanceProjects: call({
    method: 'POST',
    path: '/a/stone/epPemMaiprojApply/list',
    summary: "the maintenance unit's project applications",
    access: ACCESS.maintenanceProjectApply,
    reads: true,
    paged: true,
    carrier: 'form',
    filters: { projectName: 'text', kind: 'code', status: 'code', applyTime: 'dateRange' },
    response: maintenanceProjectApply,
  }),
  maintenanceProject: call({
    method: 'GET',
    path: '/a/stone/epPemMaiprojApply/detail/{id}',
    summary: 'one project application',
    access: ACCESS.maintenanceProjectApply,
    reads: true,
    request: byId,
    response: maintenanceProjectApply,
    sample: { from: { call: 'company.maintenanceProjects', fields: { id: 'id' } } },
  }),
  maintenancePrices: call({
    method: 'POST',
    path: '/a/stone/epPemMaipricApply/list',
    summary: "the maintenance unit's price applications",
    access: ACCESS.maintenancePriceApply,
    reads: true,
    paged: true,
    carrier: 'form',
    filters: { equsortcode: 'code', status: 'code', applyTime: 'dateRange' },
    response: maintenancePriceApply,
  }),
  maintenancePrice: call({
    method: 'GET',
    path: '/a/stone/epPemMaipricApply/detail/{id}',
    summary: 'one price application',
    access: ACCESS.maintenancePriceApply,
    reads: true,
    request: byId,
    response: maintenancePriceApply,
    sample: { from: { call: 'company.maintenancePrices', fields: { id: 'id' } } },
  }),
  invoiceTitles: call({
    method: 'GET',
    path: '/a/stone/common/getInvoiceTitle',
    summary:
      "with a session: the caller's own titles (default first), then units by part of the name or credit code, at most 10; without one: the unit named exactly so, name and code only",
    access: 'public',
    reads: true,
    request: bodySchema({ keyword: fields.text('关键字', 100) }),
    response: z.array(invoiceTitleMatch),
    sample: { params: { keyword: '宁波' } },
  }),
};
