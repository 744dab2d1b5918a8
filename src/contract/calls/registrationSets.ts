import { z } from 'zod';
import { ACCESS } from '@/domain/access';
import { terminationMachine } from '@/domain/registrationSets';
import { TERMINATION } from '../records/termination';
import { fields, recordSchema } from '../schema';
import { call, code, date, flowStep, pagedList, recordById, text } from '../wire';
import { equipmentRow } from './equipment';
import { applicationState, isCommit, lifecycleCalls } from './useRegistration';

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

/** What a registration certificate over several pieces of equipment says. */
export type GroupRegistration = z.infer<typeof groupRegistration>;

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

/** A termination application as the unit saves it. */
export const terminationInput = recordSchema(TERMINATION, {
  id: fields.id(terminationMachine.noun),
  isCommit,
});
export type TerminationInput = z.infer<typeof terminationInput>;

const USE_MANAGE = '/a/stone/useManage';
const TERMINATION_PATH = '/a/stone/pemEqmRlvBasic';
export const terminationLifecycle = lifecycleCalls(
  TERMINATION_PATH,
  'termination application',
  terminationMachine,
  ACCESS.termination,
  termination,
);

export const registrationSetCalls = {
  setList: pagedList(
    `${USE_MANAGE}/setList`,
    "the unit's set registrations",
    ACCESS.registrationBySet,
    setRegistration,
    {
      regno: 'text',
      setname: 'text',
      equclacode: 'code',
      usecercode: 'text',
      state: 'code',
      areacode: 'code',
      regdate: 'dateRange',
    },
  ),
  setDetail: recordById(
    `${USE_MANAGE}/setDetail/{id}`,
    'a set with its member equipment',
    ACCESS.registrationBySet,
    setRegistrationDetail,
    'registrationSets.setList',
  ),
  unitList: pagedList(
    `${USE_MANAGE}/unitList`,
    "the unit's gas cylinder registrations",
    ACCESS.registrationByUnit,
    unitRegistration,
    { regno: 'text', sitename: 'text', usecercode: 'text', state: 'code', regdate: 'dateRange' },
  ),
  unitDetail: recordById(
    `${USE_MANAGE}/unitDetail/{id}`,
    'one unit registration',
    ACCESS.registrationByUnit,
    unitRegistration,
    'registrationSets.unitList',
  ),
  unitCylinders: call({
    method: 'POST',
    path: `${USE_MANAGE}/unitCylinders`,
    summary: "the cylinders of one unit registration (unitRegId: the caller's unit's, required)",
    access: ACCESS.registrationByUnit,
    reads: true,
    paged: true,
    carrier: 'form',
    request: z.object({ unitRegId: text }),
    filters: { bottleno: 'text', variety: 'code', medium: 'text', usestatus: 'code' },
    response: cylinder,
    sample: { from: { call: 'registrationSets.unitList', fields: { unitRegId: 'id' } } },
  }),
  terminationList: pagedList(
    `${TERMINATION_PATH}/list`,
    "the unit's termination applications (the authority: every unit's)",
    ACCESS.termination,
    termination,
    {
      applyNo: 'text',
      termkind: 'code',
      status: 'code',
      equcode: 'text',
      equname: 'text',
      orgname: 'text',
      applyTime: 'dateRange',
    },
  ),
  terminationDetail: recordById(
    `${TERMINATION_PATH}/detail/{id}`,
    'one termination application',
    ACCESS.termination,
    termination,
    'registrationSets.terminationList',
  ),
  terminationSave: call({
    method: 'POST',
    path: `${TERMINATION_PATH}/save`,
    summary: '暂存 or 保存并提交 (ZX + date + serial); refused for cancelled or unregistered equipment',
    access: ACCESS.termination,
    reads: false,
    carrier: 'json',
    request: terminationInput,
    response: termination,
  }),
  terminationWithdraw: terminationLifecycle.withdraw,
  terminationDelete: terminationLifecycle.delete,
  terminationHandle: terminationLifecycle.handle,
};
