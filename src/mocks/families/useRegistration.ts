import type { ChangeRegistration, UseRegistration } from '@/contract/calls/useRegistration';
import type { FlowStep } from '@/contract/wire';
import { USE_STATE } from '@/domain/equipment';
import {
  CHANGE_KIND,
  REGISTRATION_STATUS as S,
  REGISTRATION_TRANSITIONS,
  USE_KIND,
  certificateNumberOf,
  type AuthorityAction,
} from '@/domain/useRegistration';
import { beijingDay } from '@/utils/beijingTime';
import { collection, type Entity } from '../db';
import { dayFromToday } from './company';
import { equipment, type EquipmentRecord } from './equipment';

/**
 * Use and change registration applications. The seed gives the demo use unit a few in every stage
 * (completed, returned with an opinion, waiting), dated from today, on equipment of its own.
 */

/** A record kept for a unit: the contract's record, with its id and its owner. */
export type Owned<T> = Omit<T, 'id'> & Entity & { unitId: string };
export type UseRegistrationRecord = Owned<Required<Omit<UseRegistration, 'orgname'>>>;
export type ChangeRegistrationRecord = Owned<Required<Omit<ChangeRegistration, 'orgname'>>>;

/** The registration authority, as its steps are logged. */
export const AUTHORITY = '宁波市市场监督管理局';
/** The demo use unit's user who files its applications. */
const APPLICANT = '王丽娟';

/** The prefixes of an application kind's ids and of its 申请编号 (DJ/BG/ZX). */
export type Prefixes = readonly [id: string, applyNo: string];

/** Applications get numbers by day: DJ/BG/ZX + yyyyMMdd + a 4-digit serial. */
let applySerial = 0;
export const nextApplyNo = (prefix: string, day = dayFromToday(0), serial = (++applySerial % 9000) + 1000) =>
  `${prefix}${day.replace(/-/g, '')}${String(serial).padStart(4, '0')}`;

/**
 * A seeded application's progress: the unit's submission `days` ago at `time`, then the authority's
 * steps a day apart; its status the last step's, its opinion the last step's.
 */
export function seededProgress(days: number, time: string, ...steps: [AuthorityAction, string?][]) {
  const at = (day: number) => `${dayFromToday(day - days)} ${time}`;
  const flow: FlowStep[] = [
    { action: 'submit', operator: APPLICANT, time: at(0), opinion: '' },
    ...steps.map(([action, opinion = ''], k) => ({ action, operator: AUTHORITY, time: at(k + 1), opinion })),
  ];
  const last = steps.at(-1);
  return { flow, status: last ? REGISTRATION_TRANSITIONS[last[0]].to : S.pending, opinion: last?.[1] ?? '' };
}

/** A seeded application of the unit's equipment: `n`th of its id and 申请编号 prefixes, filed `days` ago. */
export const seededApplication = (e: EquipmentRecord, [ids, numbers]: Prefixes, n: number, days: number) => ({
  id: `${ids}-${String(n).padStart(4, '0')}`,
  unitId: e.unitId,
  applyNo: nextApplyNo(numbers, dayFromToday(-days), n),
  attrefsysid: `${ids}-${String(n).padStart(4, '0')}`,
});

/** The words of a space-separated list, each its own literal type (field names to pick). */
type Words<S extends string> = S extends `${infer Head} ${infer Tail}` ? [Head, ...Words<Tail>] : [S];
const words = <S extends string>(list: S) => list.split(' ') as Words<S>;

/** What a use registration says of where and by whom the equipment is used (使用情况). */
export const USE_FIELDS = words('areacode address innercode usedate safeman safemobile maintainunit');
/** What it says of the equipment itself (设备基本情况). */
export const IDENTITY_FIELDS = words(
  'equclacode equsortcode equcode equname equmodel factorycode makeunit makedate installunit',
);

export const pick = <T, K extends keyof T>(source: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;

/** The facts of a piece of equipment a use registration carries (使用登记表: 设备基本情况, 使用情况). */
export const equipmentFacts = (e: EquipmentRecord) => ({
  equipmentId: e.id,
  ...pick(e, IDENTITY_FIELDS),
  ...pick(e, USE_FIELDS),
});

/** The facts a change or termination names its equipment by. */
export const equipmentNamed = (e: EquipmentRecord) => ({
  equipmentId: e.id,
  ...pick(e, ['equcode', 'equname', 'equsortcode', 'usecercode']),
});

/** The demo use unit's registered equipment in use, the first few of them (the seed's subjects). */
const demoSubjects = () =>
  equipment
    .filter((e) => e.unitId === 'unit-use' && e.usestatus === USE_STATE.inUse && e.regstatus === '1')
    .slice(0, 6);

export const useRegistrations = collection<UseRegistrationRecord>('useRegistrations', () => {
  const [done, returned, waiting] = demoSubjects();
  const seeded = (e: EquipmentRecord, n: number, days: number, time: string) => ({
    ...seededApplication(e, ['ur', 'DJ'], n, days),
    applyTime: `${dayFromToday(-days)} ${time}`,
    equregcode: e.equregcode,
    ...equipmentFacts(e),
    usecercode: '',
  });
  return [
    {
      ...seeded(done, 1, 200, '09:30:00'),
      regkind: USE_KIND.alteration,
      usecercode: done.usecercode,
      ...seededProgress(200, '09:30:00', ['accept'], ['complete']),
    },
    {
      ...seeded(returned, 2, 12, '09:30:00'),
      regkind: USE_KIND.designLife,
      ...seededProgress(12, '09:30:00', ['sendBack', '安全评估报告缺少评估机构盖章，请补充后重新提交']),
    },
    { ...seeded(waiting, 3, 2, '14:12:00'), regkind: USE_KIND.alteration, ...seededProgress(2, '14:12:00') },
  ];
});

/** The fields of a change the seeded kinds leave empty, and the certificate completion may re-issue. */
const NOTHING_CHANGED = {
  newOrgname: '',
  newAreacode: '',
  newAddress: '',
  toOrgcode: '',
  toOrgname: '',
  newUsecercode: '',
};

export const changeRegistrations = collection<ChangeRegistrationRecord>('changeRegistrations', () => {
  const [moved, stopping] = demoSubjects().slice(3);
  const seeded = (e: EquipmentRecord, n: number, days: number) => ({
    ...seededApplication(e, ['cr', 'BG'], n, days),
    applyTime: `${dayFromToday(-days)} 10:00:00`,
    ...equipmentNamed(e),
    ...NOTHING_CHANGED,
  });
  return [
    {
      ...seeded(moved, 1, 300),
      changeKind: CHANGE_KIND.address,
      reason: '门牌号调整',
      newAreacode: moved.areacode,
      newAddress: moved.address,
      ...seededProgress(300, '10:00:00', ['accept'], ['complete']),
    },
    {
      ...seeded(stopping, 2, 1),
      changeKind: CHANGE_KIND.stop,
      reason: '车间停产检修，设备暂停使用',
      ...seededProgress(1, '10:00:00'),
    },
  ];
});

// ---------- Codes the registration authority issues ----------

const CERTIFICATE_SERIAL = /浙B(\d{5})\(/;

/** A new 使用登记证编号 for a piece of equipment, this year: the serial after the highest any equipment holds. */
export function issueCertificateNumber(equclacode: string, equsortcode: string, today = new Date()) {
  const serialOf = (e: EquipmentRecord) => Number(CERTIFICATE_SERIAL.exec(e.usecercode)?.[1] ?? 0);
  const highest = equipment.all().reduce((max, e) => Math.max(max, serialOf(e)), 0);
  return certificateNumberOf(equclacode, equsortcode, highest + 1, Number(beijingDay(today).slice(0, 4)));
}

/** A new 注册代码: variety + area + this month + the next 4-digit serial of that prefix. */
export function issueRegistrationCode(equsortcode: string, areacode: string, today = new Date()) {
  const month = beijingDay(today).slice(0, 7).replace('-', '');
  const prefix = `${equsortcode}${areacode}${month}`;
  const highest = equipment
    .filter((e) => e.equregcode.startsWith(prefix))
    .reduce((max, e) => Math.max(max, Number(e.equregcode.slice(16))), 0);
  return `${prefix}${String(highest + 1).padStart(4, '0')}`;
}
