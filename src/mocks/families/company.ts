import {
  companyCalls as C,
  unitKeyFields,
  type InstallUnit,
  type InvoiceCert,
  type MailAddress,
  type MaintainedEquipment,
  type MaintenancePriceApply,
  type MaintenanceProjectApply,
  type UnitChange,
  type UnitOwnFields,
} from '@/contract/calls/company';
import type { CallDeclaration } from '@/contract/wire';
import { NINGBO_DISTRICTS } from '@/domain/areas';
import {
  COMPANY_MESSAGES,
  CONTRACT_EXPIRING_DAYS,
  KEY_FIELD_NAMES,
  NO,
  YES,
  unitChangeMachine,
} from '@/domain/company';
import { APPLICATION_STATUS } from '@/domain/registration';
import { beijingDateTime, dayFromToday } from '@/utils/beijingTime';
import { CREDIT_CODE_CHARS, creditCodeCheck } from '@/utils/validators';
import {
  blank,
  collection,
  createRng,
  newId,
  pad,
  pick,
  type Collection,
  type Entity,
  type Owned,
  type Rng,
} from '../db';
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
import { equipment } from './equipment';
import { nextNumber, sharePrefix } from './registration';
import { units } from '../callers';

/**
 * Company information: what each unit keeps about itself besides its key fields (which live in
 * `units`), its change applications, invoice titles, mailing addresses and installation units, and
 * the maintenance unit's contracts and applications. Dates are computed from today.
 */

type MaintainedEquipmentRecord = Owned<Omit<MaintainedEquipment, 'contractState'>>;

/** Surnames and given-name characters, commonest first: the units' people take theirs from the first twenty. */
export const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余杜叶程魏苏吕丁任沈姚卢傅钟',
];
export const GIVEN = [...'伟芳娜敏静丽强磊军洋勇艳杰涛明超秀兰霞平刚桂英华建国志红海波鹏辉斌宇浩凯健俊帆'];
const [commonSurnames, commonGiven] = [SURNAMES.slice(0, 20), GIVEN.slice(0, 20)];
const personName = (rng: Rng) => rng.pick(commonSurnames) + rng.pick(commonGiven) + rng.pick(commonGiven);
export const mobileOf = (rng: Rng) => `1${rng.pick([3, 5, 7, 8, 9])}${rng.digits(9)}`;

/** A unified social credit code with its check character (GB 32100), for invented units. */
export const makeCreditCode = (body17: string) => body17 + creditCodeCheck(body17);
const creditCodeOf = (rng: Rng, area: string) =>
  makeCreditCode(`91${area}MA2${Array.from({ length: 6 }, () => rng.pick([...CREDIT_CODE_CHARS])).join('')}`);

/** Units with company information (the administrator's institute has none), in seed order. */
const ENTERPRISES = ['use', 'maint', 'cons', 'manu', 'insp', 'multi', 'simple'].map((key) => `unit-${key}`);
const enterprises = () => units.filter((unit) => ENTERPRISES.includes(unit.id));

const BANKS = ['中国工商银行宁波分行', '中国建设银行宁波分行', '宁波银行股份有限公司', '中国银行宁波市分行'];
const STREETS = ['中山西路', '江东北路', '明州路', '庄市大道', '四明中路', '新河路', '城南路', '环城北路'];
export const streetAddress = (rng: Rng) => `${rng.pick(STREETS)}${rng.int(1, 999)}号`;
const INSTALLERS = ['甬港', '东方', '华宇', '三江', '明越', '海天', '宏达', '天一', '北仑港', '慈湖'];
const INSTALL_TRADES = ['电梯安装工程', '起重设备安装', '锅炉安装', '机电设备工程', '压力管道工程'];

/** The unit's own fields, one record per unit (id = the unit's id). */
export const unitProfiles = collection<UnitOwnFields & Entity>('unitProfiles', () => {
  const rng = createRng(20260401);
  return enterprises().map((unit) => ({
    id: unit.id,
    phone: `0574-${rng.int(81, 89)}${rng.digits(6)}`,
    email: `office${rng.digits(3)}@example.com`,
    postcode: `315${rng.digits(3).replace(/^0/, '1')}`,
    contacts: [
      { name: unit.contactPerson, post: '1', mobile: unit.contactMobile },
      { name: personName(rng), post: '2', mobile: mobileOf(rng) },
    ],
    safetyManagers: [{ name: personName(rng), mobile: mobileOf(rng), certno: `TSA33020${rng.digits(7)}` }],
  }));
});

/** Past change applications: each enterprise once renamed its address, approved. */
export const unitChanges = collection<Owned<UnitChange>>('unitChanges', () =>
  enterprises().map((unit, i) => {
    const after = unitKeyFields.parse(unit);
    return {
      id: `uc-seed-${unit.id}`,
      unitId: unit.id,
      applyNo: `BG${dayFromToday(-400 + i).replace(/-/g, '')}${pad(i + 1, 4)}`,
      before: { ...after, address: after.address.replace(/\d+号$/, '1号') },
      after,
      changedFields: 'address',
      reason: '办公地址搬迁',
      status: APPLICATION_STATUS.approved,
      applicant: unit.contactPerson,
      applyTime: `${dayFromToday(-400 + i)} 09:30:00`,
      auditor: '宁波市特种设备检验研究院',
      auditOpinion: '同意变更',
      auditTime: `${dayFromToday(-398 + i)} 15:10:00`,
    };
  }),
);
// A change registration (useRegistration) is numbered BG too: each counts the other's numbers.
sharePrefix('BG', unitChanges);
export const nextChangeNo = () => nextNumber('BG', unitChanges, 'applyNo');

export const invoiceCerts = collection<Owned<Required<InvoiceCert>>>('invoiceCerts', () => {
  const rng = createRng(20260402);
  return enterprises().flatMap((unit) => {
    /** The unit's own title (n 0, the default) or a branch's it also invoices to. */
    const title = (n: number) => {
      const [name, taxno, address] = n
        ? [
            `${unit.orgname.replace(/有限公司$/, '')}${['第一', '第二', '第三', '第四'][n - 1]}分公司`,
            creditCodeOf(rng, rng.pick(NINGBO_DISTRICTS).value),
            `宁波市${streetAddress(rng)}`,
          ]
        : [unit.orgname, unit.orgcode, unit.address];
      return {
        id: `ic-${unit.id}-${n}`,
        unitId: unit.id,
        title: name,
        taxno,
        address,
        phone: `0574-${rng.int(81, 89)}${rng.digits(6)}`,
        bank: rng.pick(BANKS),
        account: rng.digits(19),
        email: n ? '' : `invoice${rng.digits(3)}@example.com`,
        isDefault: n ? NO : YES,
        createDate: dayFromToday(n ? -rng.int(10, 400) : -500),
      };
    };
    return [title(0), ...Array.from({ length: rng.int(2, 4) }, (_, n) => title(n + 1))];
  });
});

export const mailAddresses = collection<Owned<Required<MailAddress>>>('mailAddresses', () => {
  const rng = createRng(20260403);
  return enterprises().flatMap((unit) => {
    const unitId = unit.id;
    return Array.from({ length: rng.int(2, 4) }, (_, n) => {
      const areacode = n === 0 ? unit.areacode : rng.pick(NINGBO_DISTRICTS).value;
      return {
        id: `ma-${unitId}-${n}`,
        unitId,
        receiver: n === 0 ? unit.contactPerson : personName(rng),
        mobile: n === 0 ? unit.contactMobile : mobileOf(rng),
        areacode,
        address: n === 0 ? unit.address : streetAddress(rng),
        postcode: `315${rng.digits(3).replace(/^0/, '1')}`,
        isDefault: n === 0 ? YES : NO,
        createDate: dayFromToday(-rng.int(10, 500)),
      };
    });
  });
});

/** Installation units: the use units record theirs (enough to page through). */
type InstallUnitRecord = Owned<InstallUnit> & { createDate: string };
export const installUnits = collection<InstallUnitRecord>('installUnits', () => {
  const rng = createRng(20260404);
  return ['unit-use', 'unit-multi', 'unit-simple'].flatMap((unitId) =>
    Array.from({ length: unitId === 'unit-use' ? 24 : 8 }, (_, n) => {
      const areacode = rng.pick(NINGBO_DISTRICTS).value;
      return {
        id: `iu-${unitId}-${pad(n, 3)}`,
        unitId,
        orgname: `宁波${rng.pick(INSTALLERS)}${rng.pick(INSTALL_TRADES)}有限公司`,
        orgcode: creditCodeOf(rng, areacode),
        kind: rng.pick(['1', '1', '2', '3', '4']),
        licenceNo: `TS33${rng.digits(2)}${rng.digits(6)}-20${rng.int(26, 30)}`,
        licenceValid: dayFromToday(rng.int(-60, 1400)),
        contactPerson: personName(rng),
        contactMobile: mobileOf(rng),
        areacode,
        address: streetAddress(rng),
        remarks: '',
        createDate: dayFromToday(-rng.int(10, 700)),
      };
    }),
  );
});

/** Maintenance contracts of the maintenance units, over equipment of the use units. */
const MAINTAINERS = [
  { unitId: 'unit-maint', count: 140 },
  { unitId: 'unit-multi', count: 40 },
];
export const maintainedEquipment = collection<MaintainedEquipmentRecord>('maintainedEquipment', () => {
  const rng = createRng(20260405);
  // Elevators, cranes and field vehicles are what maintenance units contract for.
  const maintainable = equipment.filter((e) => /^[345]/.test(e.equclacode) && e.unitId !== 'unit-maint');
  let next = 0;
  return MAINTAINERS.flatMap(({ unitId, count }) =>
    Array.from({ length: Math.min(count, maintainable.length) }, (): MaintainedEquipmentRecord => {
      const e = maintainable[next++ % maintainable.length];
      const start = rng.int(-700, -10);
      return {
        id: `wb-${unitId}-${e.id}`,
        unitId,
        ...pick(e, ['equcode', 'equregcode', 'equsortcode', 'areacode', 'address', 'nextinsdate']),
        useUnit: units.find(e.unitId)?.orgname ?? '',
        contractStart: dayFromToday(start),
        contractEnd: dayFromToday(start + rng.pick([365, 730])),
      };
    }),
  );
});

const USE_UNITS = ['宁波甬江化工机械有限公司', '宁波三江物业服务有限公司', '宁波慈城纺织印染有限公司'];
const STATUS_CODES = ['0', '1', '1', '2', '2', '2', '3'];
const OPINION = (status: string) =>
  status === '2' ? '同意' : status === '3' ? '维保内容不完整，请补充后重新提交' : '';

const projectApplies = collection<Owned<MaintenanceProjectApply>>('maintenanceProjectApplies', () => {
  const rng = createRng(20260406);
  return MAINTAINERS.flatMap(({ unitId }) =>
    Array.from({ length: unitId === 'unit-maint' ? 28 : 6 }, (_, n) => {
      const applied = -rng.int(1, 600);
      const status = rng.pick(STATUS_CODES);
      const kind = rng.pick(['1', '2', '3', '4']);
      // The project is named after the unit whose equipment it maintains.
      const useUnit = rng.pick(USE_UNITS);
      return {
        id: `mp-${unitId}-${pad(n, 3)}`,
        unitId,
        applyNo: `WBXM${dayFromToday(applied).replace(/-/g, '')}${pad(n + 1, 4)}`,
        projectName: `${useUnit.replace(/有限公司$/, '')}${['电梯', '起重机械', '叉车'][n % 3]}维保项目`,
        kind,
        useUnit,
        equcount: rng.int(2, 60),
        startDate: dayFromToday(applied + 15),
        endDate: dayFromToday(applied + 380),
        content: '按 TSG T5002 要求进行半月、季度、半年、年度维护保养，故障 30 分钟内到达现场。',
        status,
        applyTime: `${dayFromToday(applied)} 10:00:00`,
        auditOpinion: OPINION(status),
      };
    }),
  );
});

const PRICED_SORTS = ['3110', '3120', '3310', '3320', '4100', '4200', '4860', '5110'];
const priceApplies = collection<Owned<MaintenancePriceApply>>('maintenancePriceApplies', () => {
  const rng = createRng(20260407);
  return MAINTAINERS.flatMap(({ unitId }) =>
    PRICED_SORTS.map((equsortcode, n) => {
      const applied = -rng.int(1, 500);
      const status = rng.pick(STATUS_CODES);
      return {
        id: `mj-${unitId}-${pad(n, 3)}`,
        unitId,
        applyNo: `WBJG${dayFromToday(applied).replace(/-/g, '')}${pad(n + 1, 4)}`,
        equsortcode,
        price: String(rng.int(3, 30) * 50),
        priceUnit: rng.pick(['1', '2']),
        effectiveDate: dayFromToday(applied + 30),
        basis: '参照宁波市电梯维护保养市场指导价，按设备台数及层站数核定。',
        status,
        applyTime: `${dayFromToday(applied)} 14:00:00`,
        auditOpinion: OPINION(status),
      };
    }),
  );
});

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
  const makeDefault = (unitId: string, id: string) =>
    collection
      .filter((r) => r.unitId === unitId)
      .forEach((r) => collection.update(r.id, { isDefault: r.id === id ? YES : NO } as Partial<T>));
  return [
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
  ...ownListAndDetail([C.installUnitList, C.installUnitDetail], ownInstallUnits, newestFirst('createDate')),
  serve(C.installUnitAdd, { run: ({ caller, body }) => saveInstallUnit(caller, body) }),
  serve(C.installUnitEdit, {
    record: { of: ownInstallUnits },
    run: ({ caller, body, record }) => saveInstallUnit(caller, body, record),
  }),
  serveRemoval(C.installUnitDelete, installUnits, { of: ownInstallUnits }),
  serveList(C.maintainedEquipment, {
    records: records(maintainedEquipment, { scope: 'unit', notFound: '维保设备不存在' }),
    row: equipmentRow,
    order: (a, b) => a.contractEnd.localeCompare(b.contractEnd),
  }),
  ...ownListAndDetail([C.maintenanceProjects, C.maintenanceProject], ownProjects, appliedLatestFirst),
  ...ownListAndDetail([C.maintenancePrices, C.maintenancePrice], ownPrices, appliedLatestFirst),
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
        applyNo: nextChangeNo(),
        before,
        after,
        changedFields: changed.join(','),
        reason,
        status: APPLICATION_STATUS.pending,
        applicant: caller.user.name,
        applyTime: beijingDateTime(),
        ...blank('auditor auditOpinion auditTime'),
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
        auditTime: beijingDateTime(),
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
        return ok(unit ? [pick(unit, ['orgname', 'orgcode'])] : []);
      }
      const caller = callerOf(request);
      const matches = (name: string, code: string) =>
        name.includes(keyword) || code.startsWith(keyword.toUpperCase());
      const own = invoiceCerts
        .filter((c) => c.unitId === caller.user.unitId && (!keyword || matches(c.title, c.taxno)))
        .sort((a, b) => b.isDefault.localeCompare(a.isDefault))
        .map((c) => ({ orgname: c.title, orgcode: c.taxno, address: c.address, isDefault: c.isDefault }));
      const found = units
        .filter((u) => keyword.length >= 2 && matches(u.orgname, u.orgcode))
        .filter((u) => !own.some((t) => t.orgcode === u.orgcode))
        .map((u) => pick(u, ['orgname', 'orgcode', 'address']));
      return ok([...own, ...found].slice(0, 10));
    },
  }),
];
