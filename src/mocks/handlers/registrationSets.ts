import {
  registrationSetCalls as C,
  setRegistration,
  terminationLifecycle,
} from '@/contract/calls/registrationSets';
import { USE_STATE } from '@/domain/equipment';
import {
  CYLINDER_VARIETIES,
  SET_STATE,
  TERMINATION_MESSAGES,
  terminationMachine,
} from '@/domain/registrationSets';
import { listSpec, queryOf, records, selectRows, serve, serveList, serveRecord } from '../endpoints';
import { ok, paginate, refuse } from '../respond';
import { equipment, isoDay, type EquipmentRecord } from '../families/equipment';
import {
  cylinders,
  setRegistrations,
  terminations,
  unitRegistrations,
  type CylinderRecord,
  type SetRegistrationRecord,
  type UnitRegistrationRecord,
} from '../families/registrationSets';
import { equipmentNamed } from '../families/useRegistration';
import {
  applicationKind,
  completedSubject,
  saveApplication,
  serveApplications,
  viewOf,
} from './useRegistration';
import { ownEquipment } from '../families/equipment';

/**
 * Registration by set and by unit (useManage), only the caller's unit's: another unit's set,
 * registration or cylinder is not found; termination applications (pemEqmRlvBasic) as use registrations.
 */

export const ownSets = records(setRegistrations, { scope: 'unit', notFound: '台套登记不存在或已注销' });
const ownUnitRegistrations = records(unitRegistrations, {
  scope: 'unit',
  notFound: '单位登记不存在或已注销',
});
const ownCylinders = records(cylinders, { scope: 'unit', notFound: '气瓶不存在' });

/** A set's member equipment, as the equipment lists show it (the stored record without its owner). */
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
  const varietyCounts = CYLINDER_VARIETIES.map(({ value: variety }) => ({
    variety,
    count: own.filter((c) => c.variety === variety).length,
  }));
  return {
    ...groupRow(registration, own, (c) => c.usestatus === USE_STATE.inUse),
    varietyCounts: varietyCounts.filter((v) => v.count > 0),
  };
};

/** The equipment, if it can be terminated: registered and not cancelled. */
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

/** The cylinders of a unit registration (unitRegId), each without its owner. */
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
