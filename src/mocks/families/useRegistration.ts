import type { ChangeRegistration, UseRegistration } from '@/contract/calls/useRegistration';
import type { FlowStep } from '@/contract/wire';
import { USE_STATE } from '@/domain/equipment';
import {
  CHANGE_KIND,
  REGISTRATION_STATUS as S,
  USE_KIND,
  certificateNumberOf,
} from '@/domain/useRegistration';
import { beijingDay } from '@/utils/beijingTime';
import { collection, type Entity } from '../db';
import { dayFromToday } from './company';
import { equipment, type EquipmentRecord } from './equipment';

/**
 * Use and change registration applications. The seed gives the demo use unit a few in every stage
 * (completed, returned with an opinion, waiting), dated from today, on equipment of its own.
 */

type Owned<T> = Omit<T, 'id'> & Entity & { unitId: string };
export type UseRegistrationRecord = Owned<Required<Omit<UseRegistration, 'orgname'>>>;
export type ChangeRegistrationRecord = Owned<Required<Omit<ChangeRegistration, 'orgname'>>>;

/** The registration authority, as its steps are logged. */
export const AUTHORITY = '宁波市市场监督管理局';
/** The demo use unit's user who files its applications. */
const APPLICANT = '王丽娟';

/** Applications get numbers by day: DJ/BG/ZX + yyyyMMdd + a 4-digit serial. */
let applySerial = 0;
export const nextApplyNo = (prefix: string, day = dayFromToday(0), serial = (++applySerial % 9000) + 1000) =>
  `${prefix}${day.replace(/-/g, '')}${String(serial).padStart(4, '0')}`;

/** A seeded flow: the unit's submission `days` ago at `time`, then the authority's steps, each a day later. */
export const seededFlow = (days: number, time: string, ...authority: [string, string?][]): FlowStep[] => [
  { action: 'submit', operator: APPLICANT, time: `${dayFromToday(-days)} ${time}`, opinion: '' },
  ...authority.map(([action, opinion = ''], k) => ({
    action,
    operator: AUTHORITY,
    time: `${dayFromToday(-days + k + 1)} ${time}`,
    opinion,
  })),
];

/** A seeded application's id, 申请编号, attachment group and time: `n`th of its prefix, `days` ago. */
export const seededApplication = (
  prefix: string,
  applyPrefix: string,
  n: number,
  days: number,
  time: string,
) => ({
  id: `${prefix}-${String(n).padStart(4, '0')}`,
  applyNo: nextApplyNo(applyPrefix, dayFromToday(-days), n),
  attrefsysid: `${prefix}-${String(n).padStart(4, '0')}`,
  applyTime: `${dayFromToday(-days)} ${time}`,
});

/** What a use registration says of where and by whom the equipment is used (使用情况). */
export const USE_FIELDS = [
  'areacode',
  'address',
  'innercode',
  'usedate',
  'safeman',
  'safemobile',
  'maintainunit',
] as const;
/** What it says of the equipment itself (设备基本情况). */
export const IDENTITY_FIELDS = [
  'equclacode',
  'equsortcode',
  'equcode',
  'equname',
  'equmodel',
  'factorycode',
  'makeunit',
  'makedate',
  'installunit',
] as const;

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
  const base = (e: EquipmentRecord, n: number, days: number) => ({
    ...seededApplication('ur', 'DJ', n, days, '09:30:00'),
    unitId: e.unitId,
    equregcode: e.equregcode,
    ...equipmentFacts(e),
    usecercode: '',
    opinion: '',
  });
  const sentBack = '安全评估报告缺少评估机构盖章，请补充后重新提交';
  return [
    {
      ...base(done, 1, 200),
      regkind: USE_KIND.alteration,
      status: S.completed,
      usecercode: done.usecercode,
      flow: seededFlow(200, '09:30:00', ['accept'], ['complete']),
    },
    {
      ...base(returned, 2, 12),
      regkind: USE_KIND.designLife,
      status: S.returned,
      opinion: sentBack,
      flow: seededFlow(12, '09:30:00', ['sendBack', sentBack]),
    },
    {
      ...base(waiting, 3, 2),
      regkind: USE_KIND.alteration,
      status: S.pending,
      flow: seededFlow(2, '14:12:00'),
    },
  ];
});

export const changeRegistrations = collection<ChangeRegistrationRecord>('changeRegistrations', () => {
  const [moved, stopping] = demoSubjects().slice(3);
  const base = (e: EquipmentRecord, n: number, days: number) => ({
    ...seededApplication('cr', 'BG', n, days, '10:00:00'),
    unitId: e.unitId,
    ...equipmentNamed(e),
    newOrgname: '',
    newAreacode: '',
    newAddress: '',
    toOrgcode: '',
    toOrgname: '',
    newUsecercode: '',
    opinion: '',
  });
  return [
    {
      ...base(moved, 1, 300),
      changeKind: CHANGE_KIND.address,
      status: S.completed,
      reason: '门牌号调整',
      newAreacode: moved.areacode,
      newAddress: moved.address,
      flow: seededFlow(300, '10:00:00', ['accept'], ['complete']),
    },
    {
      ...base(stopping, 2, 1),
      changeKind: CHANGE_KIND.stop,
      status: S.pending,
      reason: '车间停产检修，设备暂停使用',
      flow: seededFlow(1, '10:00:00'),
    },
  ];
});

// ---------- Codes the registration authority issues ----------

const CERTIFICATE_SERIAL = /浙B(\d{5})\(/;

/** The next 5-digit serial of 使用登记证编号: after the highest any equipment holds. */
const nextCertificateSerial = () =>
  1 +
  equipment
    .all()
    .reduce((max, e) => Math.max(max, Number(CERTIFICATE_SERIAL.exec(e.usecercode)?.[1] ?? 0)), 0);

/** A new 使用登记证编号 for a piece of equipment, this year. */
export const issueCertificateNumber = (equclacode: string, equsortcode: string, today = new Date()) =>
  certificateNumberOf(
    equclacode,
    equsortcode,
    nextCertificateSerial(),
    Number(beijingDay(today).slice(0, 4)),
  );

/** A new 注册代码: variety + area + this month + the next 4-digit serial of that prefix. */
export function issueRegistrationCode(equsortcode: string, areacode: string, today = new Date()) {
  const month = beijingDay(today).slice(0, 7).replace('-', '');
  const prefix = `${equsortcode}${areacode}${month}`;
  const highest = equipment
    .filter((e) => e.equregcode.startsWith(prefix))
    .reduce((max, e) => Math.max(max, Number(e.equregcode.slice(16))), 0);
  return `${prefix}${String(highest + 1).padStart(4, '0')}`;
}
