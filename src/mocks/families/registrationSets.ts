import {
  registrationSetCalls as C,
  setRegistration,
  terminationLifecycle,
  type Cylinder,
  type SetRegistration,
  type Termination,
  type UnitRegistration,
} from '@/contract/calls/registrationSets';
import { CATEGORY, USE_STATE } from '@/domain/equipment';
import {
  CYLINDER_MEDIA,
  CYLINDER_VARIETIES,
  SET_STATE,
  TERMINATION_KINDS,
  TERMINATION_MESSAGES,
  terminationMachine,
} from '@/domain/registrationSets';
import { dayFromToday } from '@/utils/beijingTime';
import { collection, createRng, pad, pick, type Owned } from '../db';
import { listSpec, queryOf, records, selectRows, serve, serveList, serveRecord } from '../endpoints';
import { ok, paginate, refuse } from '../respond';
import {
  ownEquipment,
  equipment,
  isoDay,
  PLACES,
  REGISTRATION_AUTHORITY,
  type EquipmentRecord,
} from './equipment';
import {
  applicationKind,
  completedSubject,
  equipmentNamed,
  saveApplication,
  seededApplication,
  seededFlow,
  serveApplications,
  viewOf,
  type SeededStep,
} from './useRegistration';

/**
 * Registration by set (按台套) and by unit (按单位, gas cylinders) (useManage); termination applications
 * (pemEqmRlvBasic) as use registrations. The seed is computed from the equipment seed and today; the
 * demo use unit has a termination waiting and one completed.
 */

/** What the lists count and join (members, state, the unit's name) is not stored. */
type Counted = 'orgname' | 'memberCount' | 'state';
type SetRegistrationRecord = Owned<Omit<SetRegistration, Counted>> & { memberIds: string[] };
type UnitRegistrationRecord = Owned<Omit<UnitRegistration, Counted | 'varietyCounts'>>;
type CylinderRecord = Owned<Cylinder> & { unitRegId: string };
type TerminationRecord = Owned<Required<Omit<Termination, 'orgname'>>>;

/** What the authority issued for the `n`th set or unit registration, registered `days` ago. */
function registered(prefix: string, regPrefix: string, n: number, days: number, certifiedAfter: number) {
  const regdate = dayFromToday(-days);
  const id = `${prefix}-${pad(n, 4)}`;
  return {
    id,
    regno: `${regPrefix}${regdate.replace(/-/g, '')}${pad(n, 4)}`,
    regkind: '1',
    regdate,
    certdate: dayFromToday(-days + certifiedAfter),
    authority: REGISTRATION_AUTHORITY,
    attrefsysid: id,
    flow: seededFlow(days + 2, '09:00:00', [['accept'], ['complete']]),
  };
}

/** A certificate number of a set or a unit registration: serials from 80001 (equipment's stay below). */
const groupCertificate = (abbr: string, variety: string, serial: number, day: string) =>
  `${abbr}${variety.slice(1, 3)}浙B${pad(80_000 + serial, 5)}(${day.slice(2, 4)})`;

/** Where on the site a set is (the equipment seed's places end its addresses). */
const placeOf = (address: string) => PLACES.find((place) => address.endsWith(place)) ?? '厂区';

export const setRegistrations = collection<SetRegistrationRecord>('setRegistrations', () => {
  const rng = createRng(20261123);
  const sets: SetRegistrationRecord[] = [];
  // Each holder's piping and boilers, in consecutive sets of two to four of its records.
  for (const unitId of ['unit-use', 'unit-multi']) {
    for (const category of [CATEGORY.pressurePiping, CATEGORY.boiler]) {
      const own = equipment.filter((e) => e.unitId === unitId && e.equclacode === category);
      for (let start = 0, k = 1; start + 1 < own.length; k += 1) {
        const members = own.slice(start, start + rng.int(2, 4));
        start += members.length;
        const n = sets.length + 1;
        const first = members[0];
        const piping = category === CATEGORY.pressurePiping;
        const issued = registered('set', 'TT', n, 120 + n * 37, 3);
        sets.push({
          ...issued,
          unitId,
          setname: `${placeOf(first.address)}${piping ? '压力管道' : '锅炉'}（第${k}套）`,
          equclacode: category,
          usecercode: groupCertificate(piping ? '管' : '锅', first.equsortcode, n, issued.regdate),
          ...pick(first, ['areacode', 'address', 'safeman', 'safemobile']),
          memberIds: members.map((m) => m.id),
        });
      }
    }
  }
  return sets;
});

/** The demo's cylinder registrations: two sites of the demo use unit, one of the multi-role unit. */
const CYLINDER_SITES = [
  ['unit-use', '望春工业园区气体站', '宁波市海曙区望春工业园区丽园北路1288号气体站', '330203', 64],
  ['unit-use', '质检中心实验室', '宁波市海曙区望春工业园区丽园北路1288号质检楼', '330203', 23],
  ['unit-multi', '余姚分厂焊接车间', '宁波市余姚市阳明街道南雷南路399号焊接车间', '330281', 41],
] as const;

export const unitRegistrations = collection<UnitRegistrationRecord>('unitRegistrations', () =>
  CYLINDER_SITES.map(([unitId, sitename, address, areacode], i) => {
    const issued = registered('ureg', 'DW', i + 1, 90 + (i + 1) * 53, 2);
    return {
      ...issued,
      unitId,
      sitename,
      address,
      areacode,
      usecercode: groupCertificate('瓶', '2300', 501 + i, issued.regdate),
      safeman: '陈秀兰',
      safemobile: `1375740${pad(1001 + i, 4)}`,
    };
  }),
);

export const cylinders = collection<CylinderRecord>('cylinders', () => {
  const rng = createRng(20261124);
  return CYLINDER_SITES.flatMap(([unitId, , , , count], i) => {
    const unitRegId = `ureg-${pad(i + 1, 4)}`;
    return Array.from({ length: count }, (_, k) => {
      const variety = rng.pick(CYLINDER_VARIETIES).value;
      const year = rng.int(2012, 2024);
      return {
        id: `${unitRegId}-c${pad(k + 1, 3)}`,
        unitId,
        unitRegId,
        bottleno: `QP${pad(i + 1, 2)}-${pad(k + 1, 4)}`,
        factorycode: `${year}${rng.digits(6)}`,
        variety,
        medium: rng.pick(CYLINDER_MEDIA),
        pressure: variety === '2320' ? '2.1' : rng.pick(['15', '20', '30']),
        volume: rng.pick(['8', '15', '40', '50']),
        makeunit: rng.pick(['宁波甬江气瓶制造有限公司', '浙江金盾压力容器有限公司', '北京天海工业有限公司']),
        makedate: `${year}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`,
        nextinsdate: dayFromToday(rng.int(-30, 1000)),
        usestatus: rng.chance(0.92) ? USE_STATE.inUse : USE_STATE.scrapped,
      };
    });
  });
});

export const terminations = collection<TerminationRecord>('terminations', () => {
  const own = (state: string) =>
    equipment.findBy((e) => e.unitId === 'unit-use' && e.usestatus === state && e.regstatus === '1')!;
  const [scrapped, stopped] = TERMINATION_KINDS.map((kind) => kind.value);
  const sendBack: SeededStep = ['sendBack', '请补充设备停用报告'];
  return [
    {
      ...seededApplication(['zx', 'ZX'], own(USE_STATE.scrapped), [1, 3, '11:00:00']),
      termkind: scrapped,
      reason: '设备已报废拆除，申请注销使用登记',
    },
    {
      ...seededApplication(['zx', 'ZX'], own(USE_STATE.stopped), [2, 40, '11:00:00'], sendBack),
      termkind: stopped,
      reason: '车间改造，设备长期停用',
    },
  ];
});

export const ownSets = records(setRegistrations, { scope: 'unit', notFound: '台套登记不存在或已注销' });
const ownUnitRegistrations = records(unitRegistrations, {
  scope: 'unit',
  notFound: '单位登记不存在或已注销',
});
const ownCylinders = records(cylinders, { scope: 'unit', notFound: '气瓶不存在' });

const membersOf = (set: SetRegistrationRecord) =>
  equipment
    .filter((e) => set.memberIds.includes(e.id) && e.unitId === set.unitId)
    .map(({ unitId: _unit, ...row }) => row);

/** A group registration as its list shows it: its members counted, registered while any is in force. */
const groupRow = <T extends { unitId: string }, M>(
  registration: T,
  members: M[],
  inForce: (m: M) => boolean,
) => ({
  ...viewOf(registration),
  memberCount: members.length,
  state: members.some(inForce) ? SET_STATE.registered : SET_STATE.cancelled,
});

/** A set as the contract answers it (its member ids left out): in force while any member is not cancelled. */
export const setRow = (set: SetRegistrationRecord) =>
  setRegistration.parse(groupRow(set, membersOf(set), (m) => m.usestatus !== USE_STATE.cancelled));

/** A unit registration: its cylinders counted by variety; in force while any cylinder is in use. */
const unitRow = (registration: UnitRegistrationRecord) => {
  const own = cylinders.filter((c) => c.unitRegId === registration.id);
  return {
    ...groupRow(registration, own, (c) => c.usestatus === USE_STATE.inUse),
    varietyCounts: CYLINDER_VARIETIES.map(({ value: variety }) => ({
      variety,
      count: own.filter((c) => c.variety === variety).length,
    })).filter((v) => v.count > 0),
  };
};

function terminable(subject: EquipmentRecord) {
  if (subject.usestatus === USE_STATE.cancelled) refuse(TERMINATION_MESSAGES.cancelled);
  if (subject.regstatus !== '1') refuse(TERMINATION_MESSAGES.notRegistered);
  return subject;
}

const terminationKind = applicationKind({
  collection: terminations,
  machine: terminationMachine,
  notFound: '注销申请不存在或已删除',
  prefixes: ['zx', 'ZX'],
  openMessage: TERMINATION_MESSAGES.open,
  /** Completion: the equipment is cancelled (注销) and leaves the unit's inspection lists. */
  complete: (application) => {
    const subject = terminable(completedSubject(application));
    equipment.update(subject.id, {
      usestatus: USE_STATE.cancelled,
      regstatus: '0',
      updateDate: isoDay(new Date()),
    });
    return {};
  },
});

const cylinderList = listSpec({
  records: ownCylinders,
  row: ({ unitId: _unit, ...cylinder }: CylinderRecord) => cylinder,
  declared: C.unitCylinders.filters,
  filters: (by) => [by.code('unitRegId')],
  order: (a, b) => a.bottleno.localeCompare(b.bottleno),
});

const byRegdate = (a: { regdate: string }, b: { regdate: string }) => b.regdate.localeCompare(a.regdate);

export const registrationSetHandlers = [
  serveList(C.setList, { records: ownSets, row: setRow, order: byRegdate }),
  serveRecord(C.setDetail, {
    records: ownSets,
    view: (set) => ({ ...setRow(set), members: membersOf(set) }),
  }),
  serveList(C.unitList, { records: ownUnitRegistrations, row: unitRow, order: byRegdate }),
  serveRecord(C.unitDetail, { records: ownUnitRegistrations, view: unitRow }),
  serve(C.unitCylinders, {
    // The registration first, in the caller's scope: another unit's id is not found.
    record: { of: ownUnitRegistrations, id: (query) => query.unitRegId },
    // The list's filters and paging beside the registration's id: the query as sent.
    body: queryOf,
    run: ({ caller, body: query }) => ok(paginate(selectRows(cylinderList, caller, query), query)),
  }),
  serve(C.terminationSave, {
    run: ({ caller, body: input }) => {
      const subject = terminable(ownEquipment.get(caller, input.equipmentId));
      return saveApplication(terminationKind, caller, input, {
        ...equipmentNamed(subject),
        termkind: input.termkind,
        reason: input.reason,
      });
    },
  }),
  ...serveApplications(terminationKind, C.terminationList, C.terminationDetail, terminationLifecycle),
];
