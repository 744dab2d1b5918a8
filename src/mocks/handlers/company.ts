import { companyCalls as C, unitKeyFields, type UnitOwnFields } from '@/contract/calls/company';
import type { CallDeclaration } from '@/contract/wire';
import {
  COMPANY_MESSAGES,
  CONTRACT_EXPIRING_DAYS,
  KEY_FIELD_NAMES,
  NO,
  YES,
  unitChangeMachine,
} from '@/domain/company';
import { APPLICATION_STATUS } from '@/domain/registration';
import { newId, type Collection, type Entity } from '../db';
import { nextApplyNo } from '../families/registration';
import { units } from '../families/session';
import {
  installUnits,
  invoiceCerts,
  mailAddresses,
  maintainedEquipment,
  nowText,
  priceApplies,
  projectApplies,
  unitChanges,
  unitProfiles,
  type MaintainedEquipmentRecord,
  type InstallUnitRecord,
} from '../families/company';
import {
  newestFirst,
  ownListAndDetail,
  records,
  serve,
  serveList,
  servePublic,
  serveRemoval,
  withoutOwner,
  type BodyOf,
} from '../endpoints';
import { callerIdentity, callerOf, ok, refuse, type Caller } from '../respond';
import { allowed } from '../workflow';
import { dayFromToday } from '@/utils/beijingTime';

type Defaulted = Entity & { unitId: string; isDefault: string; createDate: string };

/**
 * A family of records of which exactly one per unit is the default (invoice titles, mailing
 * addresses), served by its calls (<family>List, Detail, Save, SetDefault, Delete). The rule is the
 * stand-in's, not the page's: the first record becomes the default, setting a default clears the
 * previous one in the same step, and the default cannot be deleted while others remain.
 */
function defaultedHandlers<T extends Defaulted>(
  family: 'epIbmsBrmOgmInvoiceCert' | 'epIbmsBrmOgmMailaddr',
  noun: string,
  collection: Collection<T>,
  idPrefix: string,
) {
  const own = records(collection, { scope: 'unit', notFound: `${noun}不存在或已删除` });
  const makeDefault = (unitId: string, id: string) => {
    collection
      .filter((r) => r.unitId === unitId && r.isDefault === YES && r.id !== id)
      .forEach((r) => collection.update(r.id, { isDefault: NO } as Partial<T>));
    collection.update(id, { isDefault: YES } as Partial<T>);
  };
  return [
    // The default first, then the newest.
    ...ownListAndDetail(
      [C[`${family}List`], C[`${family}Detail`]],
      own,
      (a, b) => b.isDefault.localeCompare(a.isDefault) || b.createDate.localeCompare(a.createDate),
    ),
    // Every field of these forms is text: the declaration's schema reads them so.
    serve<CallDeclaration, { id: string; isDefault: string } & Record<string, string>>(C[`${family}Save`], {
      run: ({ caller, body: { id, isDefault, ...input } }) => {
        const unitId = caller.user.unitId;
        const first = !collection.findBy((r) => r.unitId === unitId);
        const saved = id
          ? collection.update(own.get(caller, id).id, input as unknown as Partial<T>)!
          : collection.insert({
              ...input,
              id: newId(idPrefix),
              unitId,
              isDefault: NO,
              createDate: dayFromToday(0),
            } as unknown as T);
        if (first || isDefault === YES) makeDefault(unitId, saved.id);
        return ok(withoutOwner(collection.find(saved.id)!), '保存成功');
      },
    }),
    serve(C[`${family}SetDefault`], {
      record: { of: own },
      run: ({ caller, record }) => {
        makeDefault(caller.user.unitId, record.id);
        return ok(null, `已设为默认${noun}`);
      },
    }),
    serve(C[`${family}Delete`], {
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

const ownInstallUnits = records(installUnits, { scope: 'unit', notFound: '安装单位不存在或已删除' });

/** An installation unit saved, new or `existing` edited: one credit code once in a unit's list. */
function saveInstallUnit(
  caller: Caller,
  { id: _id, ...input }: BodyOf<typeof C.installUnitAdd>,
  existing?: InstallUnitRecord,
) {
  const unitId = caller.user.unitId;
  const orgcode = input.orgcode.toUpperCase();
  if (installUnits.findBy((u) => u.unitId === unitId && u.orgcode === orgcode && u.id !== existing?.id)) {
    refuse('该单位已在安装单位名录中');
  }
  const saved = existing
    ? installUnits.update(existing.id, { ...input, orgcode })!
    : installUnits.insert({ ...input, orgcode, id: newId('iu'), unitId, createDate: dayFromToday(0) });
  return ok(withoutOwner(saved), '保存成功');
}

/** A contract ends: expired, within CONTRACT_EXPIRING_DAYS, or valid. */
const contractState = (end: string) =>
  end < dayFromToday(0) ? 'expired' : end <= dayFromToday(CONTRACT_EXPIRING_DAYS) ? 'expiring' : 'valid';
const equipmentRow = (record: MaintainedEquipmentRecord) => ({
  ...withoutOwner(record),
  contractState: contractState(record.contractEnd),
});

const ownProjects = records(projectApplies, { scope: 'unit', notFound: '维保项目申请不存在' });
const ownPrices = records(priceApplies, { scope: 'unit', notFound: '维保价格申请不存在' });

const appliedLatestFirst = newestFirst('applyTime');

/** A unit's change applications are its own; the authority audits every unit's. */
const ownChanges = records(unitChanges, { scope: 'unit', notFound: '变更申请不存在' });
const allChanges = records(unitChanges, { scope: 'all', notFound: '变更申请不存在' });

const keyFieldsOf = (caller: Caller) => unitKeyFields.parse(caller.unit ?? refuse('账号未关联单位'));

/** A credit code is one unit's: another unit holding it refuses the change. */
function requireCodeFree(orgcode: string, unitId: string) {
  if (units.findBy((u) => u.orgcode === orgcode && u.id !== unitId))
    refuse('该统一社会信用代码已被其他单位使用');
}

const NO_OWN_FIELDS: UnitOwnFields = { phone: '', email: '', postcode: '', contacts: [], safetyManagers: [] };

const pendingOf = (unitId: string) =>
  unitChanges.findBy((c) => c.unitId === unitId && c.status === APPLICATION_STATUS.pending) ?? null;

/** The company family: unit/* (the maintain page, key-field changes and their audit) and the unit's records. */
export const companyHandlers = [
  ...defaultedHandlers('epIbmsBrmOgmInvoiceCert', '发票抬头', invoiceCerts, 'Cert'),
  ...defaultedHandlers('epIbmsBrmOgmMailaddr', '邮寄地址', mailAddresses, 'addr'),
  // ---- installation units ----
  ...ownListAndDetail([C.installUnitList, C.installUnitDetail], ownInstallUnits, newestFirst('createDate')),
  serve(C.installUnitAdd, { run: ({ caller, body }) => saveInstallUnit(caller, body) }),
  serve(C.installUnitEdit, {
    record: { of: ownInstallUnits },
    run: ({ caller, body, record }) => saveInstallUnit(caller, body, record),
  }),
  serveRemoval(C.installUnitDelete, installUnits, { of: ownInstallUnits }),
  // ---- the maintenance unit's contracts and applications ----
  serveList(C.maintainedEquipment, {
    records: records(maintainedEquipment, { scope: 'unit', notFound: '维保设备不存在' }),
    row: equipmentRow,
    order: (a, b) => a.contractEnd.localeCompare(b.contractEnd),
  }),
  ...ownListAndDetail([C.maintenanceProjects, C.maintenanceProject], ownProjects, appliedLatestFirst),
  ...ownListAndDetail([C.maintenancePrices, C.maintenancePrice], ownPrices, appliedLatestFirst),
  // ---- the unit itself ----
  serve(C.unitGet, {
    run: ({ caller }) => {
      const pending = pendingOf(caller.user.unitId);
      return ok({
        id: caller.user.unitId,
        unittype: caller.unit?.unittype ?? '',
        ...keyFieldsOf(caller),
        ...NO_OWN_FIELDS,
        ...unitProfiles.find(caller.user.unitId),
        pendingChange: pending ? withoutOwner(pending) : null,
      });
    },
  }),

  // What the unit saves itself: phone, email, postcode, contacts and safety managers (never key fields).
  serve(C.unitSave, {
    run: ({ caller, body }) => {
      keyFieldsOf(caller);
      const saved = { ...body, contacts: body.contacts ?? [], safetyManagers: body.safetyManagers ?? [] };
      const id = caller.user.unitId;
      if (unitProfiles.find(id)) unitProfiles.update(id, saved);
      else unitProfiles.insert({ id, ...saved });
      return ok(saved, '保存成功');
    },
  }),

  serve(C.changeUnit, {
    run: ({ caller, body: { reason, ...input } }) => {
      const before = keyFieldsOf(caller);
      if (pendingOf(caller.user.unitId)) refuse(COMPANY_MESSAGES.pendingChange);
      const after = { ...input, orgcode: input.orgcode.toUpperCase() };
      const changed = KEY_FIELD_NAMES.filter((f) => before[f] !== after[f]);
      if (!changed.length) refuse(COMPANY_MESSAGES.noChange);
      requireCodeFree(after.orgcode, caller.user.unitId);
      const record = unitChanges.insert({
        id: newId('uc'),
        unitId: caller.user.unitId,
        applyNo: nextApplyNo('BG'),
        before,
        after,
        changedFields: changed.join(','),
        reason,
        status: APPLICATION_STATUS.pending,
        applicant: caller.user.name,
        applyTime: nowText(),
        auditor: '',
        auditOpinion: '',
        auditTime: '',
      });
      return ok(withoutOwner(record), '变更申请已提交，待审核通过后生效');
    },
  }),

  serveList(C.findChangeUnit, { records: ownChanges, row: withoutOwner, order: appliedLatestFirst }),

  // The authority's audit. Its access is the administrators' audit menu; the machine decides the rest.
  serve(C.auditChange, {
    record: { of: allChanges },
    run: ({ caller, body, record: change }) => {
      const action = body.pass === YES ? 'approve' : 'reject';
      const { to } = allowed(unitChangeMachine, action, change.status, caller);
      if (action === 'reject' && !body.opinion) refuse('请填写不通过的原因');
      // Approval writes the new key fields into the unit in the same step as the status.
      if (action === 'approve') {
        requireCodeFree(change.after.orgcode, change.unitId);
        units.update(change.unitId, change.after);
      }
      const audited = unitChanges.update(change.id, {
        status: to,
        auditor: caller.unit?.orgname ?? caller.user.name,
        auditOpinion: body.opinion || (action === 'approve' ? '同意变更' : ''),
        auditTime: nowText(),
      });
      return ok(withoutOwner(audited!), action === 'approve' ? '审核通过' : '已退回');
    },
  }),

  /**
   * getInvoiceTitle. Without a session (the public reset form fills the credit code from the unit's
   * name): the one unit with exactly that full name, name and code only; no search, no addresses.
   * With a session: the caller's own invoice titles first, the default first (what the payment step
   * preselects), then units by name or credit code.
   */
  servePublic(C.invoiceTitles, {
    run: ({ request, body: { keyword } }) => {
      if (callerIdentity(request) === 'anonymous') {
        if (keyword.length < 2) return ok([]);
        const unit = units.findBy((u) => u.orgname === keyword);
        return ok(unit ? [{ orgname: unit.orgname, orgcode: unit.orgcode }] : []);
      }
      // A live session (callerIdentity found it): its unit's own titles come first.
      const caller = callerOf(request);
      const matches = (name: string, code: string) =>
        name.includes(keyword) || code.startsWith(keyword.toUpperCase());
      const own = invoiceCerts
        .filter((c) => c.unitId === caller.user.unitId && (!keyword || matches(c.title, c.taxno)))
        .sort((a, b) => b.isDefault.localeCompare(a.isDefault))
        .map((c) => ({ orgname: c.title, orgcode: c.taxno, address: c.address, isDefault: c.isDefault }));
      const found =
        keyword.length < 2
          ? []
          : units
              .filter((u) => matches(u.orgname, u.orgcode))
              .filter((u) => !own.some((t) => t.orgcode === u.orgcode))
              .map((u) => ({ orgname: u.orgname, orgcode: u.orgcode, address: u.address }));
      return ok([...own, ...found].slice(0, 10));
    },
  }),
];
