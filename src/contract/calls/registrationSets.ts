import { z } from 'zod';
import { ACCESS } from '@/domain/access';
import { byId, call, code, date, flowStep, text } from '../wire';
import { equipmentRow } from './equipment';
import { applicationState, lifecycleCalls } from './useRegistration';

/**
 * Registration by set (按台套) and by unit (按单位) under useManage: read-only, what the authority
 * registered; and termination applications (pemEqmRlvBasic).
 */

export const groupRegistration = z.object({
  id: text,
  regno: text.describe('登记编号'),
  usecercode: text,
  regkind: code('REGISTRATION_KINDS'),
  regdate: date,
  certdate: date,
  authority: text,
  areacode: text,
  address: text,
  safeman: text,
  safemobile: text,
  memberCount: z.number().int(),
  state: code('SET_STATES'),
  orgname: text,
  attrefsysid: text,
  flow: z.array(flowStep),
});

export const setRegistration = groupRegistration.extend({
  setname: text,
  equclacode: code('SET_CATEGORIES'),
});
export type SetRegistration = z.infer<typeof setRegistration>;

export const setRegistrationDetail = setRegistration.extend({ members: z.array(equipmentRow) });
export type SetRegistrationDetail = Omit<z.infer<typeof setRegistrationDetail>, 'members'> & {
  members: import('./equipment').EquipmentRow[];
};

export const unitRegistration = groupRegistration.extend({
  sitename: text,
  varietyCounts: z.array(z.object({ variety: code('CYLINDER_VARIETIES'), count: z.number().int() })),
});
export type UnitRegistration = z.infer<typeof unitRegistration>;

export const cylinder = z.object({
  id: text,
  bottleno: text,
  factorycode: text,
  variety: code('CYLINDER_VARIETIES'),
  medium: text,
  pressure: text.describe('MPa'),
  volume: text.describe('L'),
  makeunit: text,
  makedate: date,
  nextinsdate: date,
  usestatus: code('USE_STATES'),
});
export type Cylinder = z.infer<typeof cylinder>;

export const termination = applicationState.extend({
  equipmentId: text,
  termkind: code('TERMINATION_KINDS'),
  reason: text,
  equcode: text.optional(),
  equname: text.optional(),
  equsortcode: text.optional(),
  usecercode: text.optional(),
});
export type Termination = z.infer<typeof termination>;

const USE_MANAGE = '/a/stone/useManage';
const TERMINATION = '/a/stone/pemEqmRlvBasic';
const terminationLifecycle = lifecycleCalls(
  TERMINATION,
  'termination application',
  ACCESS.termination,
  termination,
);

export const registrationSetCalls = {
  setList: call({
    method: 'POST',
    path: `${USE_MANAGE}/setList`,
    summary: "the unit's set registrations",
    access: ACCESS.registrationBySet,
    reads: true,
    paged: true,
    carrier: 'form',
    request: z.object({
      regno: text.optional(),
      setname: text.optional(),
      equclacode: text.optional(),
      usecercode: text.optional(),
      state: text.optional(),
      areacode: text.optional(),
      regdateStart: date.optional(),
      regdateEnd: date.optional(),
    }),
    response: setRegistration,
  }),
  setDetail: call({
    method: 'GET',
    path: `${USE_MANAGE}/setDetail/{id}`,
    summary: 'a set with its member equipment',
    access: ACCESS.registrationBySet,
    reads: true,
    request: byId,
    response: setRegistrationDetail,
    sample: { from: { call: 'registrationSets.setList', fields: { id: 'id' } } },
  }),
  unitList: call({
    method: 'POST',
    path: `${USE_MANAGE}/unitList`,
    summary: "the unit's gas cylinder registrations",
    access: ACCESS.registrationByUnit,
    reads: true,
    paged: true,
    carrier: 'form',
    request: z.object({
      regno: text.optional(),
      sitename: text.optional(),
      usecercode: text.optional(),
      state: text.optional(),
      regdateStart: date.optional(),
      regdateEnd: date.optional(),
    }),
    response: unitRegistration,
  }),
  unitDetail: call({
    method: 'GET',
    path: `${USE_MANAGE}/unitDetail/{id}`,
    summary: 'one unit registration',
    access: ACCESS.registrationByUnit,
    reads: true,
    request: byId,
    response: unitRegistration,
    sample: { from: { call: 'registrationSets.unitList', fields: { id: 'id' } } },
  }),
  unitCylinders: call({
    method: 'POST',
    path: `${USE_MANAGE}/unitCylinders`,
    summary: 'the cylinders of one unit registration (unitRegId required)',
    access: ACCESS.registrationByUnit,
    reads: true,
    paged: true,
    carrier: 'form',
    request: z.object({
      unitRegId: text,
      bottleno: text.optional(),
      variety: text.optional(),
      medium: text.optional(),
      usestatus: text.optional(),
    }),
    response: cylinder,
    sample: { from: { call: 'registrationSets.unitList', fields: { unitRegId: 'id' } } },
  }),
  terminationList: call({
    method: 'POST',
    path: `${TERMINATION}/list`,
    summary: "the unit's termination applications (the authority: every unit's)",
    access: ACCESS.termination,
    reads: true,
    paged: true,
    carrier: 'form',
    request: z.object({
      applyNo: text.optional(),
      termkind: text.optional(),
      status: text.optional(),
      equcode: text.optional(),
      equname: text.optional(),
      orgname: text.optional(),
      applyTimeStart: date.optional(),
      applyTimeEnd: date.optional(),
    }),
    response: termination,
  }),
  terminationDetail: call({
    method: 'GET',
    path: `${TERMINATION}/detail/{id}`,
    summary: 'one termination application',
    access: ACCESS.termination,
    reads: true,
    request: byId,
    response: termination,
    sample: { from: { call: 'registrationSets.terminationList', fields: { id: 'id' } } },
  }),
  terminationSave: call({
    method: 'POST',
    path: `${TERMINATION}/save`,
    summary: '暂存 or 保存并提交 (ZX + date + serial); refused for cancelled or unregistered equipment',
    access: ACCESS.termination,
    reads: false,
    carrier: 'json',
    request: termination.extend({ isCommit: z.boolean() }),
    response: termination,
  }),
  terminationWithdraw: terminationLifecycle.withdraw,
  terminationDelete: terminationLifecycle.delete,
  terminationHandle: terminationLifecycle.handle,
};
