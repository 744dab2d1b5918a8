import type { ChangeRegistration, UseRegistration } from '@/contract/calls/useRegistration';
import { USE_STATE } from '@/domain/equipment';
import {
  CHANGE_KIND,
  REGISTRATION_STATUS as S,
  REGISTRATION_TRANSITIONS,
  USE_KIND,
  certificateNumberOf,
  type AuthorityAction,
} from '@/domain/useRegistration';
import { beijingDay, dayFromToday } from '@/utils/beijingTime';
import { collection, pad, type Owned } from '../db';
import { blank, flowStep, words } from './inspection';
import { equipment, type EquipmentRecord } from './equipment';

/**
 * Use and change registration applications. The seed gives the demo use unit a few in every stage
 * (completed, returned with an opinion, waiting), dated from today, on equipment of its own.
 */

export type UseRegistrationRecord = Owned<Required<Omit<UseRegistration, 'orgname'>>>;
export type ChangeRegistrationRecord = Owned<Required<Omit<ChangeRegistration, 'orgname'>>>;

/** The registration authority, as its steps are logged. */
export const AUTHORITY = '宁波市市场监督管理局';

/** The prefixes of an application kind's ids and of its 申请编号 (DJ/BG/ZX). */
export type Prefixes = readonly [id: string, applyNo: string];

/** A seeded step of the authority, with its opinion; and the `n`th of a kind filed `days` ago at `time`. */
export type SeededStep = [AuthorityAction, string?];
export type Filed = [n: number, days: number, time: string];

/** A seeded flow: the demo use unit's user submits `days` ago at `time`, the authority steps a day apart. */
export const seededFlow = (days: number, time: string, steps: SeededStep[]) =>
  [['submit', ''], ...steps].map(([action, opinion], k) =>
    flowStep(action, k ? AUTHORITY : '王丽娟', `${dayFromToday(k - days)} ${time}`, opinion),
  );

/** A seeded application of a kind on a piece of equipment: its status and opinion are its last step's. */
export function seededApplication(
  [ids, numbers]: Prefixes,
  e: EquipmentRecord,
  [n, days, time]: Filed,
  ...steps: SeededStep[]
) {
  const id = `${ids}-${pad(n, 4)}`;
  const last = steps.at(-1);
  return {
    id,
    unitId: e.unitId,
    applyNo: `${numbers}${dayFromToday(-days).replace(/-/g, '')}${pad(n, 4)}`,
    attrefsysid: id,
    applyTime: `${dayFromToday(-days)} ${time}`,
    ...equipmentNamed(e),
    flow: seededFlow(days, time, steps),
    status: last ? REGISTRATION_TRANSITIONS[last[0]].to : S.pending,
    opinion: last?.[1] ?? '',
  };
}

/** What a use registration says of where and by whom the equipment is used (使用情况). */
export const USE_FIELDS = words('areacode address innercode usedate safeman safemobile maintainunit');
/** What it says of the equipment itself (设备基本情况). */
export const IDENTITY_FIELDS = words(
  'equclacode equsortcode equcode equname equmodel factorycode makeunit makedate installunit',
);

export const pick = <T, K extends keyof T>(source: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;

/** The facts a change or termination names its equipment by. */
export const equipmentNamed = (e: EquipmentRecord) => ({
  equipmentId: e.id,
  ...pick(e, ['equcode', 'equname', 'equsortcode', 'usecercode']),
});

/** The demo use unit's registered equipment in use (the seed's subjects). */
const demoSubjects = () =>
  equipment.filter((e) => e.unitId === 'unit-use' && e.usestatus === USE_STATE.inUse && e.regstatus === '1');

export const useRegistrations = collection<UseRegistrationRecord>('useRegistrations', () => {
  const [done, returned, waiting] = demoSubjects();
  const seeded = (e: EquipmentRecord, regkind: string, filed: Filed, ...steps: SeededStep[]) => {
    const application = seededApplication(['ur', 'DJ'], e, filed, ...steps);
    // The form's facts of the equipment; the certificate is issued on completion.
    const usecercode = application.status === S.completed ? e.usecercode : '';
    return {
      ...application,
      ...pick(e, [...IDENTITY_FIELDS, ...USE_FIELDS, 'equregcode']),
      regkind,
      usecercode,
    };
  };
  return [
    seeded(done, USE_KIND.alteration, [1, 200, '09:30:00'], ['accept'], ['complete']),
    seeded(
      returned,
      USE_KIND.designLife,
      [2, 12, '09:30:00'],
      ['sendBack', '安全评估报告缺少评估机构盖章，请补充后重新提交'],
    ),
    seeded(waiting, USE_KIND.alteration, [3, 2, '14:12:00']),
  ];
});

export const changeRegistrations = collection<ChangeRegistrationRecord>('changeRegistrations', () => {
  const [moved, stopping] = demoSubjects().slice(3);
  const seeded = (
    e: EquipmentRecord,
    changeKind: string,
    reason: string,
    filed: Filed,
    ...steps: SeededStep[]
  ) => ({
    ...seededApplication(['cr', 'BG'], e, filed, ...steps),
    // What the seeded kinds leave empty, and the certificate completion may re-issue.
    ...blank('newOrgname newAreacode newAddress toOrgcode toOrgname newUsecercode'),
    changeKind,
    reason,
  });
  return [
    {
      ...seeded(moved, CHANGE_KIND.address, '门牌号调整', [1, 300, '10:00:00'], ['accept'], ['complete']),
      newAreacode: moved.areacode,
      newAddress: moved.address,
    },
    seeded(stopping, CHANGE_KIND.stop, '车间停产检修，设备暂停使用', [2, 1, '10:00:00']),
  ];
});

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
