import { registrationSetCalls as C } from '@/contract/calls/registrationSets';
import { USE_STATE } from '@/domain/equipment';
import {
  CYLINDER_VARIETIES,
  SET_STATE,
  TERMINATION_MESSAGES,
  terminationMachine,
} from '@/domain/registrationSets';
import { queryOf, records, selectRows, serve, serveList, serveRecord } from '../endpoints';
import { ok, paginate, refuse } from '../respond';
import { workflow } from '../workflow';
import { equipment, isoDay, type EquipmentRecord } from '../families/equipment';
import {
  cylinders,
  setRegistrations,
  terminations,
  unitRegistrations,
  type SetRegistrationRecord,
  type TerminationRecord,
  type UnitRegistrationRecord,
} from '../families/registrationSets';
import { equipmentNamed } from '../families/useRegistration';
import {
  completedSubject,
  latestFirst,
  ownEquipment,
  saveApplication,
  serveLifecycle,
  viewOf,
  type ApplicationKind,
} from './useRegistration';

/**
 * Registration by set and by unit (useManage setList/setDetail, unitList/unitDetail/unitCylinders) and
 * termination applications (pemEqmRlvBasic). Every call is the caller's unit's: another unit's set,
 * registration, cylinder or application is not found. Terminations are filed and handled as use
 * registrations are, through terminationMachine, the one the page's buttons read.
 */

export const ownSets = records(setRegistrations, { scope: 'unit', notFound: '台套登记不存在或已注销' });
const ownUnitRegistrations = records(unitRegistrations, {
  scope: 'unit',
  notFound: '单位登记不存在或已注销',
});
const ownCylinders = records(cylinders, { scope: 'unit', notFound: '气瓶不存在' });
export const visibleTerminations = records(terminations, {
  scope: 'unitOrAdmin',
  notFound: '注销申请不存在或已删除',
});

/** A set's member equipment, as the equipment lists show it (the stored record without its owner). */
const membersOf = (set: SetRegistrationRecord) =>
  set.memberIds
    .map((id) => equipment.find(id))
    .filter((e): e is EquipmentRecord => !!e && e.unitId === set.unitId)
    .map(({ unitId: _unit, ...row }) => row);

/** A set as its list shows it: its members counted, in force while any member is not cancelled. */
export const setRow = (set: SetRegistrationRecord) => {
  const { memberIds: _ids, ...shown } = viewOf(set);
  const members = membersOf(set);
  const inForce = members.some((m) => m.usestatus !== USE_STATE.cancelled);
  return {
    ...shown,
    memberCount: members.length,
    state: inForce ? SET_STATE.registered : SET_STATE.cancelled,
  };
};

/** A unit registration: its cylinders counted by variety; in force while any cylinder is not scrapped. */
const unitRow = (registration: UnitRegistrationRecord) => {
  const own = cylinders.filter((c) => c.unitRegId === registration.id);
  return {
    ...viewOf(registration),
    memberCount: own.length,
    state: own.some((c) => c.usestatus === USE_STATE.inUse) ? SET_STATE.registered : SET_STATE.cancelled,
    varietyCounts: CYLINDER_VARIETIES.map(({ value }) => ({
      variety: value,
      count: own.filter((c) => c.variety === value).length,
    })).filter((v) => v.count > 0),
  };
};

// ---------- Terminations ----------

/** Whether the equipment can be terminated: registered and not cancelled. */
function checkTerminable(subject: EquipmentRecord) {
  if (subject.usestatus === USE_STATE.cancelled) refuse(TERMINATION_MESSAGES.cancelled);
  if (subject.regstatus !== '1') refuse(TERMINATION_MESSAGES.notRegistered);
}

const terminationKind: ApplicationKind<TerminationRecord> = {
  flow: workflow({ machine: terminationMachine, collection: terminations, log: 'flow' }),
  visible: visibleTerminations,
  prefixes: ['zx', 'ZX'],
  required: () => [],
  openMessage: TERMINATION_MESSAGES.open,
  /** Completion: the equipment is cancelled (注销) and leaves the unit's inspection lists. */
  complete: (application) => {
    const subject = completedSubject(application);
    checkTerminable(subject);
    equipment.update(subject.id, {
      usestatus: USE_STATE.cancelled,
      regstatus: '0',
      updateDate: isoDay(new Date()),
    });
    return {};
  },
};

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
    // The list's filters and paging with the registration's id: the query as sent.
    body: queryOf,
    run: ({ caller, body: query }) => {
      // The registration first, in the caller's scope: another unit's id is not found.
      const { id: unitRegId } = ownUnitRegistrations.get(caller, query.unitRegId || undefined);
      const rows = selectRows(
        {
          records: ownCylinders,
          row: ({ unitId: _unit, ...cylinder }) => cylinder,
          declared: C.unitCylinders.filters,
          filters: (by) => [by.code('unitRegId')],
          order: (a, b) => a.bottleno.localeCompare(b.bottleno),
        },
        caller,
        { ...query, unitRegId },
      );
      return ok(paginate(rows, query));
    },
  }),

  serveList(C.terminationList, { records: visibleTerminations, row: viewOf, order: latestFirst }),
  serveRecord(C.terminationDetail, { records: visibleTerminations, view: viewOf }),
  serve(C.terminationSave, {
    run: ({ caller, body: input }) => {
      const subject = ownEquipment.get(caller, input.equipmentId);
      checkTerminable(subject);
      return saveApplication(terminationKind, caller, input, {
        ...equipmentNamed(subject),
        termkind: input.termkind,
        reason: input.reason,
      });
    },
  }),
  ...serveLifecycle(
    { withdraw: C.terminationWithdraw, delete: C.terminationDelete, handle: C.terminationHandle },
    terminationKind,
  ),
];
