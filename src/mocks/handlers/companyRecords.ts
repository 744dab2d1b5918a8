import { companyCalls as C } from '@/contract/calls/company';
import type { CallDeclaration } from '@/contract/wire';
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
import { records, serve, serveList, serveRecord } from '../endpoints';
import { ok, refuse } from '../respond';

type Defaulted = Entity & { unitId: string; isDefault: string; createDate: string };
type Stripped<T> = Omit<T, 'unitId'>;
const strip = <T extends { unitId: string }>({ unitId: _unit, ...rest }: T): Stripped<T> => rest;

/** The calls of a family whose records have one default per unit (invoice titles, mailing addresses). */
interface DefaultedCalls {
  list: CallDeclaration;
  detail: CallDeclaration;
  save: CallDeclaration;
  setDefault: CallDeclaration;
  delete: CallDeclaration;
}

/**
 * A family of records of which exactly one per unit is the default (invoice titles, mailing
 * addresses). The rule is the stand-in's, not the page's: the first record becomes the default,
 * setting a default clears the previous one in the same step, and the default cannot be deleted
 * while others remain.
 */
function defaultedHandlers<T extends Defaulted>(
  calls: DefaultedCalls,
  noun: string,
  collection: Collection<T>,
  idPrefix: string,
) {
  const own = records(collection, { scope: 'unit', notFound: `${noun}不存在或已删除` });
  /** Makes one record the unit's only default. */
  const makeDefault = (unitId: string, id: string) => {
    collection
      .filter((r) => r.unitId === unitId && r.isDefault === YES && r.id !== id)
      .forEach((r) => collection.update(r.id, { isDefault: NO } as Partial<T>));
    collection.update(id, { isDefault: YES } as Partial<T>);
  };
  return [
    serveList(calls.list, {
      records: own,
      row: (record) => strip(record),
      // The default first, then the newest.
      order: (a, b) => b.isDefault.localeCompare(a.isDefault) || b.createDate.localeCompare(a.createDate),
    }),
    serveRecord(calls.detail, { records: own, view: strip }),
    // Every field of these forms is text: the declaration's schema reads them so.
    serve<CallDeclaration, { id: string; isDefault: string } & Record<string, string>>(calls.save, {
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
          id: newId(idPrefix),
          unitId,
          isDefault: NO,
          createDate: dayFromToday(0),
        } as unknown as T);
        if (first || isDefault === YES) makeDefault(unitId, created.id);
        return ok(strip(collection.find(created.id)!), '保存成功');
      },
    }),
    serve(calls.setDefault, {
      record: { of: own },
      run: ({ caller, record }) => {
        makeDefault(caller.user.unitId, record.id);
        return ok(null, `已设为默认${noun}`);
      },
    }),
    serve(calls.delete, {
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

const invoiceHandlers = defaultedHandlers(
  {
    list: C.epIbmsBrmOgmInvoiceCertList,
    detail: C.epIbmsBrmOgmInvoiceCertDetail,
    save: C.epIbmsBrmOgmInvoiceCertSave,
    setDefault: C.epIbmsBrmOgmInvoiceCertSetDefault,
    delete: C.epIbmsBrmOgmInvoiceCertDelete,
  },
  '发票抬头',
  invoiceCerts,
  'Cert',
);
const mailHandlers = defaultedHandlers(
  {
    list: C.epIbmsBrmOgmMailaddrList,
    detail: C.epIbmsBrmOgmMailaddrDetail,
    save: C.epIbmsBrmOgmMailaddrSave,
    setDefault: C.epIbmsBrmOgmMailaddrSetDefault,
    delete: C.epIbmsBrmOgmMailaddrDelete,
  },
  '邮寄地址',
  mailAddresses,
  'addr',
);

const ownInstallUnits = records(installUnits, { scope: 'unit', notFound: '安装单位不存在或已删除' });

/** One credit code once in a unit's list. */
function checkInstallUnit(unitId: string, orgcode: string, ownId?: string) {
  const code = orgcode.toUpperCase();
  if (installUnits.findBy((u) => u.unitId === unitId && u.orgcode === code && u.id !== ownId)) {
    refuse('该单位已在安装单位名录中');
  }
  return code;
}

const installHandlers = [
  serveList(C.installUnitList, {
    records: ownInstallUnits,
    row: (record) => strip(record),
    order: (a, b) => b.createDate.localeCompare(a.createDate),
  }),
  serveRecord(C.installUnitDetail, { records: ownInstallUnits, view: strip }),
  serve(C.installUnitAdd, {
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
  serve(C.installUnitEdit, {
    record: { of: ownInstallUnits },
    run: ({ caller, body: { id: _id, ...input }, record }) => {
      const orgcode = checkInstallUnit(caller.user.unitId, input.orgcode, record.id);
      return ok(strip(installUnits.update(record.id, { ...input, orgcode })!), '保存成功');
    },
  }),
  serve(C.installUnitDelete, {
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
  serveList(C.maintainedEquipment, {
    records: records(maintainedEquipment, { scope: 'unit', notFound: '维保设备不存在' }),
    row: equipmentRow,
    order: (a, b) => a.contractEnd.localeCompare(b.contractEnd),
  }),
  serveList(C.maintenanceProjects, {
    records: ownProjects,
    row: (record) => strip(record),
    order: (a, b) => b.applyTime.localeCompare(a.applyTime),
  }),
  serveRecord(C.maintenanceProject, { records: ownProjects, view: strip }),
  serveList(C.maintenancePrices, {
    records: ownPrices,
    row: (record) => strip(record),
    order: (a, b) => b.applyTime.localeCompare(a.applyTime),
  }),
  serveRecord(C.maintenancePrice, { records: ownPrices, view: strip }),
];

/** Invoice titles, mailing addresses, installation units and the maintenance unit's records. */
export const companyRecordHandlers = [
  ...invoiceHandlers,
  ...mailHandlers,
  ...installHandlers,
  ...maintenanceHandlers,
];
