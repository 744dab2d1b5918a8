import type { Dict } from './dict';
import { CATEGORY } from './equipment';
import { REGISTRATION_STATUS, REGISTRATION_STATUSES, REGISTRATION_TRANSITIONS } from './useRegistration';
import { machine } from './workflow';

/**
 * Registration by set (按台套) and by unit (按单位), and the termination application (终止/注销申请,
 * pemEqmRlvBasic). A set is one certificate over several pieces of the unit's equipment (a boiler
 * room's boilers, a plant's process pipelines); gas cylinders are registered per unit, hundreds under
 * one certificate. A termination cancels one piece of equipment's registration: once completed the
 * equipment is 注销 and leaves the inspection lists.
 */

/** What is registered by set: pressure piping and boilers. */
export const SET_CATEGORIES: Dict = [
  { value: CATEGORY.pressurePiping, label: '压力管道' },
  { value: CATEGORY.boiler, label: '锅炉' },
];

/** A set's registration: in force while any member is not cancelled. */
export const SET_STATE = { registered: '1', cancelled: '2' } as const;
export const SET_STATES: Dict = [
  { value: SET_STATE.registered, label: '已登记', color: 'success' },
  { value: SET_STATE.cancelled, label: '已注销', color: 'default' },
];

/** 气瓶品种 (2300 气瓶) of cylinders registered per unit. */
export const CYLINDER_VARIETIES: Dict = [
  { value: '2310', label: '无缝气瓶' },
  { value: '2320', label: '焊接气瓶' },
  { value: '23T0', label: '特种气瓶' },
];

/** What a cylinder holds (充装介质). */
export const CYLINDER_MEDIA = [
  '氧气',
  '氮气',
  '氩气',
  '二氧化碳',
  '液化石油气',
  '乙炔',
  '压缩天然气',
] as const;

/** 注销类别 of a termination application. */
export const TERMINATION_KINDS: Dict = [
  { value: '1', label: '报废注销' },
  { value: '2', label: '长期停用注销' },
  { value: '3', label: '迁出本行政区域' },
  { value: '4', label: '其他原因' },
];

/** A termination's statuses: a registration's, refused being 不予注销. */
export const TERMINATION_STATUSES: Dict = REGISTRATION_STATUSES.map((s) =>
  s.value === REGISTRATION_STATUS.refused ? { ...s, label: '不予注销' } : s,
);

/**
 * 终止（注销）申请: the unit saves, commits, withdraws before acceptance; the registration authority
 * (the administrator in the demo) accepts, returns with an opinion, completes or refuses.
 */
export const terminationMachine = machine({
  noun: '注销申请',
  statuses: TERMINATION_STATUSES,
  transitions: {
    ...REGISTRATION_TRANSITIONS,
    refuse: { ...REGISTRATION_TRANSITIONS.refuse, label: '不予注销' },
  },
});

export const TERMINATION_MESSAGES = {
  open: '该设备已有办理中的注销申请，请办结或撤回后再申请',
  cancelled: '该设备已注销，不能再申请注销',
  notRegistered: '该设备尚未办理使用登记，无需注销',
};
