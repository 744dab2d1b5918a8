import { z } from 'zod';
import { INSTALL_UNIT, INVOICE_TITLE, MAIL_ADDRESS } from '@/contract/records/company';
import { recordShape } from '@/contract/schema';
import { ACCESS } from '@/domain/access';
import { COMPANY_MESSAGES, CONTRACT_EXPIRING_DAYS, NO, YES } from '@/domain/company';
import { newId, type Collection, type Entity } from '../db';
import {
  dayFromToday,
  installUnits,
  invoiceCerts,
  mailAddresses,
  maintainedEquipment,
  priceApplies,
  projectApplies,
  type MaintainedEquipmentRecord,
} from '../families/company';
import {
  bodySchema,
  endpoint,
  fields,
  formBody,
  jsonBody,
  listEndpoint,
  recordEndpoint,
  records,
  type BodyReader,
  type FilterKinds,
  type RowFilter,
} from '../endpoints';
import { ok, refuse, type Access } from '../respond';

type Defaulted = Entity & { unitId: string; isDefault: string; createDate: string };
type Stripped<T> = Omit<T, 'unitId'>;
const strip = <T extends { unitId: string }>({ unitId: _unit, ...rest }: T): Stripped<T> => rest;

const readId = (label: string) => formBody(bodySchema({ id: fields.id(label) }));

interface DefaultedFamily<T extends Defaulted, S extends z.ZodRawShape> {
  family: string;
  /** What the record is called in messages (发票抬头, 邮寄地址). */
  noun: string;
  access: Access;
  collection: Collection<T>;
  /** The fields the form sends (besides id and isDefault). */
  shape: S;
  filters: (by: FilterKinds<Stripped<T>>) => RowFilter<Stripped<T>>[];
}

/**
 * A family of records of which exactly one per unit is the default (invoice titles, mailing
 * addresses): list, detail/{id}, save, setDefault, delete. The rule is the stand-in's, not the page's:
 * the first record becomes the default, setting a default clears the previous one in the same step,
 * and the default cannot be deleted while others remain.
 */
function defaultedHandlers<T extends Defaulted, S extends z.ZodRawShape>(spec: DefaultedFamily<T, S>) {
  const { family, noun, access, collection } = spec;
  const own = records(collection, { scope: 'unit', notFound: `${noun}不存在或已删除` });
  // Over a family's own shape zod cannot name the output's keys; every field of these forms is text.
  const readRecord = jsonBody(
    bodySchema({
      ...spec.shape,
      id: fields.id(noun),
      isDefault: fields.optionalCode('默认标记', [{ value: YES }, { value: NO }]),
    }),
  ) as BodyReader<{ id: string; isDefault: string } & Record<string, string>>;
  /** Makes one record the unit's only default. */
  const makeDefault = (unitId: string, id: string) => {
    collection
      .filter((r) => r.unitId === unitId && r.isDefault === YES && r.id !== id)
      .forEach((r) => collection.update(r.id, { isDefault: NO } as Partial<T>));
    collection.update(id, { isDefault: YES } as Partial<T>);
  };
  return [
    listEndpoint({
      method: 'post',
      path: `*/a/stone/${family}/list`,
      access,
      records: own,
      row: (record) => strip(record),
      filters: spec.filters,
      // The default first, then the newest.
      order: (a, b) => b.isDefault.localeCompare(a.isDefault) || b.createDate.localeCompare(a.createDate),
    }),
    recordEndpoint({ path: `*/a/stone/${family}/detail/:id`, access, records: own, view: strip }),
    endpoint({
      path: `*/a/stone/${family}/save`,
      access,
      body: readRecord,
      run: ({ caller, body: { id, isDefault, ...input } }) => {
        const unitId = caller.user.unitId;
        if (id) {
          own.get(caller, id);
          collection.update(id, input as unknown as Partial<T>);
          if (isDefault === YES) makeDefault(unitId, id);
          return ok(strip(collection.find(id)!), '保存成功');
        }
        const first = !collection.findBy((r) => r.unitId === unitId);
        const created = collection.insert({
          ...input,
          id: newId(family.slice(-4)),
          unitId,
          isDefault: NO,
          createDate: dayFromToday(0),
        } as unknown as T);
        if (first || isDefault === YES) makeDefault(unitId, created.id);
        return ok(strip(collection.find(created.id)!), '保存成功');
      },
    }),
    endpoint({
      path: `*/a/stone/${family}/setDefault`,
      access,
      body: readId(noun),
      record: { of: own },
      run: ({ caller, record }) => {
        makeDefault(caller.user.unitId, record.id);
        return ok(null, `已设为默认${noun}`);
      },
    }),
    endpoint({
      path: `*/a/stone/${family}/delete`,
      access,
      body: readId(noun),
      record: { of: own },
      run: ({ caller, record }) => {
        const others = collection.filter((r) => r.unitId === caller.user.unitId && r.id !== record.id);
        if (record.isDefault === YES && others.length) refuse(COMPANY_MESSAGES.defaultNotDeletable(noun));
        collection.remove(record.id);
        return ok(null, '删除成功');
      },
    }),
  ];
}

const invoiceHandlers = defaultedHandlers({
  family: 'epIbmsBrmOgmInvoiceCert',
  noun: '发票抬头',
  access: ACCESS.companyInvoiceVoucher,
  collection: invoiceCerts,
  shape: recordShape(INVOICE_TITLE),
  filters: (by) => [by.text('title'), by.text('taxno')],
});

const mailHandlers = defaultedHandlers({
  family: 'epIbmsBrmOgmMailaddr',
  noun: '邮寄地址',
  access: ACCESS.companyInvoiceMailing,
  collection: mailAddresses,
  shape: recordShape(MAIL_ADDRESS),
  filters: (by) => [by.text('receiver'), by.text('mobile'), by.code('areacode')],
});

const ownInstallUnits = records(installUnits, { scope: 'unit', notFound: '安装单位不存在或已删除' });
const installShape = recordShape(INSTALL_UNIT);
const readInstallUnit = jsonBody(bodySchema({ ...installShape, id: fields.id('安装单位') }));

/** One credit code once in a unit's list. */
function checkInstallUnit(unitId: string, orgcode: string, ownId?: string) {
  const code = orgcode.toUpperCase();
  if (installUnits.findBy((u) => u.unitId === unitId && u.orgcode === code && u.id !== ownId)) {
    refuse('该单位已在安装单位名录中');
  }
  return code;
}

const installHandlers = [
  listEndpoint({
    method: 'post',
    path: '*/a/stone/unitallowi/list',
    access: ACCESS.companyInstallationUnit,
    records: ownInstallUnits,
    row: (record) => strip(record),
    filters: (by) => [by.text('orgname'), by.text('orgcode'), by.code('kind'), by.code('areacode')],
    order: (a, b) => b.createDate.localeCompare(a.createDate),
  }),
  recordEndpoint({
    path: '*/a/stone/unitallowi/detail',
    access: ACCESS.companyInstallationUnit,
    records: ownInstallUnits,
    view: strip,
  }),
  endpoint({
    path: '*/a/stone/unitallowi/add',
    access: ACCESS.companyInstallationUnit,
    body: readInstallUnit,
    run: ({ caller, body: { id: _id, ...input } }) => {
      const unitId = caller.user.unitId;
      const orgcode = checkInstallUnit(unitId, input.orgcode);
      const record = installUnits.insert({
        ...input,
        orgcode,
        id: newId('iu'),
        unitId,
        createDate: dayFromToday(0),
      });
      return ok(strip(record), '保存成功');
    },
  }),
  endpoint({
    path: '*/a/stone/unitallowi/edit',
    access: ACCESS.companyInstallationUnit,
    body: readInstallUnit,
    record: { of: ownInstallUnits },
    run: ({ caller, body: { id: _id, ...input }, record }) => {
      const orgcode = checkInstallUnit(caller.user.unitId, input.orgcode, record.id);
      return ok(strip(installUnits.update(record.id, { ...input, orgcode })!), '保存成功');
    },
  }),
  endpoint({
    path: '*/a/stone/unitallowi/delete',
    access: ACCESS.companyInstallationUnit,
    body: readId('安装单位'),
    record: { of: ownInstallUnits },
    run: ({ record }) => {
      installUnits.remove(record.id);
      return ok(null, '删除成功');
    },
  }),
];

/** A contract ends: expired, within CONTRACT_EXPIRING_DAYS, or valid. */
const contractState = (end: string) =>
  end < dayFromToday(0) ? 'expired' : end <= dayFromToday(CONTRACT_EXPIRING_DAYS) ? 'expiring' : 'valid';
const equipmentRow = (record: MaintainedEquipmentRecord) => ({
  ...strip(record),
  contractState: contractState(record.contractEnd),
});

const ownProjects = records(projectApplies, { scope: 'unit', notFound: '维保项目申请不存在' });
const ownPrices = records(priceApplies, { scope: 'unit', notFound: '维保价格申请不存在' });

const maintenanceHandlers = [
  listEndpoint({
    method: 'all',
    path: '*/api/maintenance-unit/equipment',
    access: ACCESS.maintainedEquipment,
    records: records(maintainedEquipment, { scope: 'unit', notFound: '维保设备不存在' }),
    row: equipmentRow,
    filters: (by) => [
      by.text('equcode'),
      by.text('equregcode'),
      by.text('useUnit'),
      by.code('equsortcode'),
      by.code('contractState'),
      by.code('areacode'),
    ],
    order: (a, b) => a.contractEnd.localeCompare(b.contractEnd),
  }),
  listEndpoint({
    method: 'post',
    path: '*/a/stone/epPemMaiprojApply/list',
    access: ACCESS.maintenanceProjectApply,
    records: ownProjects,
    row: (record) => strip(record),
    filters: (by) => [by.text('projectName'), by.code('kind'), by.code('status'), by.dateRange('applyTime')],
    order: (a, b) => b.applyTime.localeCompare(a.applyTime),
  }),
  recordEndpoint({
    path: '*/a/stone/epPemMaiprojApply/detail/:id',
    access: ACCESS.maintenanceProjectApply,
    records: ownProjects,
    view: strip,
  }),
  listEndpoint({
    method: 'post',
    path: '*/a/stone/epPemMaipricApply/list',
    access: ACCESS.maintenancePriceApply,
    records: ownPrices,
    row: (record) => strip(record),
    filters: (by) => [by.code('equsortcode'), by.code('status'), by.dateRange('applyTime')],
    order: (a, b) => b.applyTime.localeCompare(a.applyTime),
  }),
  recordEndpoint({
    path: '*/a/stone/epPemMaipricApply/detail/:id',
    access: ACCESS.maintenancePriceApply,
    records: ownPrices,
    view: strip,
  }),
];

/** Invoice titles, mailing addresses, installation units and the maintenance unit's records. */
export const companyRecordHandlers = [
  ...invoiceHandlers,
  ...mailHandlers,
  ...installHandlers,
  ...maintenanceHandlers,
];
