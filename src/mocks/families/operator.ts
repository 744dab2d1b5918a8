import { NINGBO_DISTRICTS } from '@/domain/areas';
import { WORK_ITEMS } from '@/domain/workers';
import type { Operator, Qualification } from '@/contract/calls/operator';
import { collection, createRng, pad, type Owned } from '../db';
import { GIVEN, mobileOf, streetAddress, SURNAMES } from './company';
import { beijingDay } from '@/utils/beijingTime';
import { citizenIdCheck } from '@/utils/validators';

/** An operator (作业人员) of a unit as the API describes it (its certificates apart), and when it changed. */
export type OperatorRecord = Owned<Omit<Operator, 'qualifications'>> &
  Record<'createDate' | 'updateDate', string>;

/** A certificate (资格证书) of an operator for one work item, kept with its operator's unit. */
export type QualificationRecord = Owned<Qualification> & { operatorId: string };

/** Enterprise demo units that employ operators; each sees only its own. */
const EMPLOYERS = [
  { unitId: 'unit-use', count: 120 },
  { unitId: 'unit-maint', count: 70 },
  { unitId: 'unit-cons', count: 40 },
  { unitId: 'unit-manu', count: 40 },
  { unitId: 'unit-insp', count: 20 },
  { unitId: 'unit-multi', count: 30 },
];

const ISSUE_ORGS = ['宁波市市场监督管理局', '浙江省市场监督管理局', '宁波市特种设备检验研究院'];

/** A citizen ID with a real birth date and a correct check character (GB 11643). */
export function makeCitizenId(area: string, birth: string, serial: string): string {
  const body = `${area}${birth}${serial}`;
  return body + citizenIdCheck(body);
}

/** Dates relative to a fixed seed day keep the seed stable; the expiry flags are computed against today. */
const dateFrom = (base: Date, days: number) => beijingDay(new Date(base.getTime() + days * 86_400_000));

interface Seeded {
  operators: OperatorRecord[];
  qualifications: QualificationRecord[];
}

/** Both collections are built from one fixed seed, so their ids agree whichever is read first. */
function seedAll(): Seeded {
  const rng = createRng(20260330);
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  const operators: OperatorRecord[] = [];
  const qualifications: QualificationRecord[] = [];
  let serial = 0;
  for (const { unitId, count } of EMPLOYERS) {
    for (let i = 0; i < count; i++) {
      serial++;
      const id = `op-${pad(serial, 4)}`;
      const district = rng.pick(NINGBO_DISTRICTS).value;
      const birth = `${rng.int(1965, 2000)}${pad(rng.int(1, 12))}${pad(rng.int(1, 28))}`;
      const sex = rng.chance(0.8) ? '1' : '2';
      const serial3 = `${rng.digits(2)}${sex === '1' ? rng.pick([1, 3, 5, 7, 9]) : rng.pick([0, 2, 4, 6, 8])}`;
      const created = dateFrom(today, -rng.int(30, 1500));
      operators.push({
        id,
        unitId,
        name: rng.pick(SURNAMES) + rng.pick(GIVEN) + (rng.chance(0.6) ? rng.pick(GIVEN) : ''),
        sex,
        idcard: makeCitizenId(district, birth, serial3),
        mobile: mobileOf(rng),
        areacode: district,
        address: streetAddress(rng),
        remarks: '',
        attrefsysid: id,
        createDate: created,
        updateDate: created,
      });
      const items = new Set<string>();
      const certs = rng.int(1, 3);
      while (items.size < certs) items.add(rng.pick(WORK_ITEMS).value);
      for (const workitem of items) {
        // Spread expiry from two years ago to four years ahead: some expired, some within 90 days.
        const validIn = rng.int(-400, 1460);
        qualifications.push({
          id: `${id}-q${qualifications.length}`,
          operatorId: id,
          unitId,
          certno: `TS${workitem.padEnd(2, '0')}33020${rng.digits(7)}`,
          workitem,
          issueorg: rng.pick(ISSUE_ORGS),
          issuedate: dateFrom(today, validIn - 1460),
          validdate: dateFrom(today, validIn),
        });
      }
    }
  }
  return { operators, qualifications };
}

export const operators = collection<OperatorRecord>('operators', () => seedAll().operators);
export const qualifications = collection<QualificationRecord>(
  'qualifications',
  () => seedAll().qualifications,
);
