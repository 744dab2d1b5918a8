import type { ChangeRegistration, UseRegistration } from '@/contract/calls/useRegistration';
import type { FlowStep } from '@/contract/wire';
import { USE_STATE } from '@/domain/equipment';
import { CHANGE_KIND, REGISTRATION_STATUS, USE_KIND, certificateNumberOf } from '@/domain/useRegistration';
import { collection, type Entity } from '../db';
import { dayFromToday } from './company';
import { equipment, type EquipmentRecord } from './equipment';
import { beijingDay } from '@/utils/beijingTime';

/**
 * Use and change registration applications. The seed gives the demo use unit a few in every stage
 * (completed, returned with an opinion, waiting), dated from today, on equipment of its own.
 */

type Owned<T> = Omit<T, 'id'> & Entity & { unitId: string };
export type UseRegistrationRecord = Owned<Required<Omit<UseRegistration, 'orgname'>>>;
export type ChangeRegistrationRecord = Owned<Required<Omit<ChangeRegistration, 'orgname'>>>;

const AUTHORITY = '宁波市市场监督管理局';

/** Applications get numbers by day: DJ/BG + yyyyMMdd + a 4-digit serial. */
let applySerial = 0;
export const nextApplyNo = (prefix: 'DJ' | 'BG', day = dayFromToday(0)) =>
  `${prefix}${day.replace(/-/g, '')}${String((++applySerial % 9000) + 1000)}`;

const step = (action: string, operator: string, time: string, opinion = ''): FlowStep => ({
  action,
  operator,
  time,
  opinion,
});

/** The facts of a piece of equipment a use registration carries (使用登记表: 设备基本情况, 使用情况). */
export const equipmentFacts = (e: EquipmentRecord) => ({
  equipmentId: e.id,
  equclacode: e.equclacode,
  equsortcode: e.equsortcode,
  equcode: e.equcode,
  equname: e.equname,
  equmodel: e.equmodel,
  factorycode: e.factorycode,
  makeunit: e.makeunit,
  makedate: e.makedate,
  installunit: e.installunit,
  areacode: e.areacode,
  address: e.address,
  innercode: e.innercode,
  usedate: e.usedate,
  safeman: e.safeman,
  safemobile: e.safemobile,
  maintainunit: e.maintainunit,
});

/** The demo use unit's registered equipment in use, the first few of them (the seed's subjects). */
const demoSubjects = () =>
  equipment
    .filter((e) => e.unitId === 'unit-use' && e.usestatus === USE_STATE.inUse && e.regstatus === '1')
    .slice(0, 6);

export const useRegistrations = collection<UseRegistrationRecord>('useRegistrations', () => {
  const [done, returned, waiting] = demoSubjects();
  const base = (e: EquipmentRecord, n: number, days: number) => ({
    id: `ur-${String(n).padStart(4, '0')}`,
    unitId: e.unitId,
    applyNo: `DJ${dayFromToday(-days).replace(/-/g, '')}${String(n).padStart(4, '0')}`,
    attrefsysid: `ur-${String(n).padStart(4, '0')}`,
    applyTime: `${dayFromToday(-days)} 09:30:00`,
    equregcode: e.equregcode,
    ...equipmentFacts(e),
  });
  return [
    {
      ...base(done, 1, 200),
      regkind: USE_KIND.alteration,
      status: REGISTRATION_STATUS.completed,
      usecercode: done.usecercode,
      opinion: '',
      flow: [
        step('submit', '王丽娟', `${dayFromToday(-200)} 09:30:00`),
        step('accept', AUTHORITY, `${dayFromToday(-199)} 10:00:00`),
        step('complete', AUTHORITY, `${dayFromToday(-195)} 15:20:00`),
      ],
    },
    {
      ...base(returned, 2, 12),
      regkind: USE_KIND.designLife,
      status: REGISTRATION_STATUS.returned,
      usecercode: '',
      opinion: '安全评估报告缺少评估机构盖章，请补充后重新提交',
      flow: [
        step('submit', '王丽娟', `${dayFromToday(-12)} 09:30:00`),
        step(
          'sendBack',
          AUTHORITY,
          `${dayFromToday(-10)} 11:05:00`,
          '安全评估报告缺少评估机构盖章，请补充后重新提交',
        ),
      ],
    },
    {
      ...base(waiting, 3, 2),
      regkind: USE_KIND.alteration,
      status: REGISTRATION_STATUS.pending,
      usecercode: '',
      opinion: '',
      flow: [step('submit', '王丽娟', `${dayFromToday(-2)} 14:12:00`)],
    },
  ];
});

export const changeRegistrations = collection<ChangeRegistrationRecord>('changeRegistrations', () => {
  const subjects = demoSubjects();
  const [moved, stopping] = subjects.slice(3);
  const base = (e: EquipmentRecord, n: number, days: number) => ({
    id: `cr-${String(n).padStart(4, '0')}`,
    unitId: e.unitId,
    applyNo: `BG${dayFromToday(-days).replace(/-/g, '')}${String(n).padStart(4, '0')}`,
    attrefsysid: `cr-${String(n).padStart(4, '0')}`,
    applyTime: `${dayFromToday(-days)} 10:00:00`,
    equipmentId: e.id,
    equcode: e.equcode,
    equname: e.equname,
    equsortcode: e.equsortcode,
    usecercode: e.usecercode,
    newOrgname: '',
    toOrgcode: '',
    toOrgname: '',
    newUsecercode: '',
    opinion: '',
  });
  return [
    {
      ...base(moved, 1, 300),
      changeKind: CHANGE_KIND.address,
      status: REGISTRATION_STATUS.completed,
      reason: '门牌号调整',
      newAreacode: moved.areacode,
      newAddress: moved.address,
      flow: [
        step('submit', '王丽娟', `${dayFromToday(-300)} 10:00:00`),
        step('accept', AUTHORITY, `${dayFromToday(-299)} 09:00:00`),
        step('complete', AUTHORITY, `${dayFromToday(-297)} 16:00:00`),
      ],
    },
    {
      ...base(stopping, 2, 1),
      changeKind: CHANGE_KIND.stop,
      status: REGISTRATION_STATUS.pending,
      reason: '车间停产检修，设备暂停使用',
      newAreacode: '',
      newAddress: '',
      flow: [step('submit', '王丽娟', `${dayFromToday(-1)} 10:00:00`)],
    },
  ];
});

// ---------- Codes the registration authority issues ----------

const CERTIFICATE_SERIAL = /浙B(\d{5})\(/;

/** The next 5-digit serial of 使用登记证编号: after the highest any equipment holds. */
export function nextCertificateSerial(): number {
  let highest = 0;
  for (const e of equipment.all()) {
    const serial = Number(CERTIFICATE_SERIAL.exec(e.usecercode)?.[1] ?? 0);
    if (serial > highest) highest = serial;
  }
  return highest + 1;
}

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
