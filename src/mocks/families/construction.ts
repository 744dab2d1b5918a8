import type { ConstructionNotice } from '@/contract/calls/construction';
import { NINGBO_DISTRICTS } from '@/domain/areas';
import { CONSTRUCTION_KINDS, NOTICE_STATUS as S, type NoticeStatus } from '@/domain/constructionNotice';
import { categoryOf } from '@/domain/equipment';
import { kindOfVariety, type TechnicalParameterName, type TechnicalValues } from '@/domain/equipmentKinds';
import { collection, pad, type Owned, type Rng } from '../db';
import { equipment } from './equipment';
import { units } from './session';
import { blank, flowStep as step } from './inspection';
import { dayFromToday } from '@/utils/beijingTime';

/** A notification as stored: the API's shape plus the construction unit that owns it. */
export type ConstructionNoticeRecord = Owned<ConstructionNotice>;

/** The demo's construction unit (sgdw) and whom it works for. */
const CONSTRUCTION_UNIT_ID = 'unit-cons';
const USE_UNITS = ['unit-use', 'unit-multi', 'unit-simple'];
const INSPECTION_UNITS = ['unit-admin', 'unit-insp'];

/** A variety the demo builds and its maker; a supervised one has the parameters of the demo's equipment of it. */
const VARIETIES = [
  { sort: '3110', name: '曳引驱动乘客电梯', makeunit: '杭州西奥电梯有限公司' },
  { sort: '3310', name: '自动扶梯', makeunit: '日立电梯（中国）有限公司' },
  { sort: '4100', name: '桥式起重机', makeunit: '河南卫华重型机械股份有限公司' },
  { sort: '4300', name: '塔式起重机', makeunit: '宁波恒力起重机械有限公司' },
  { sort: '1100', name: '承压蒸汽锅炉', makeunit: '宁波东海锅炉制造有限公司' },
];

/** The technical parameters of a variety's kind, from what was entered (a blank where none was). */
export const parametersOf = (values: TechnicalValues, variety: string) => {
  const names = (kindOfVariety(variety)?.parameters ?? []).map((p) => p.name as TechnicalParameterName);
  return Object.fromEntries(names.map((name) => [name, values[name] ?? '']));
};

const SITES = '科技园区研发楼 物流中心3号库 新建住宅小区5号楼 厂区锅炉房 商业综合体A座 港区堆场'.split(' ');
const CONTACTS = [
  { contactman: '徐明', contactmobile: '13586703456' },
  { contactman: '周海涛', contactmobile: '13586701122' },
  { contactman: '陈立', contactmobile: '13857409876' },
];

/** How far each demo notification got: every status, drafts and pending ones most often. */
const STAGES = [S.draft, S.pending, S.accepted, S.pending, S.returned, S.supervising, S.cancelled, S.draft];

const orgnameOf = (unitId: string) => units.find(unitId)?.orgname ?? '';

/** What the authority and the later steps fill in: blank on a new notification. */
export const UNHANDLED_NOTICE = {
  ...blank('opinion auditor auditTime commitTime cancelReason paramsTime equipmentId'),
  ...blank('sbjjdate sbjjcontact sbjjmobile sbjjremarks equmodel factorycode makeunit makedate'),
};

/** The flow log and audit fields of a notification that reached a status. */
function historyOf(status: NoticeStatus, created: string, rng: Rng) {
  const auditTime = `${dayFromToday(-rng.int(1, 3))} 10:${pad(rng.int(0, 59))}:00`;
  const today = (time: string) => `${dayFromToday(0)} ${time}`;
  const flowLog = [step('save', '徐明', created)];
  if (status === S.draft) return { flowLog };
  flowLog.push(step('commit', '徐明', created));
  if (status === S.pending) return { flowLog, commitTime: created };
  const returned = status === S.returned;
  const opinion = returned ? '施工地点与使用单位登记地址不一致，请核实后重新提交' : '告知材料齐全，予以受理';
  flowLog.push(step(returned ? 'return' : 'accept', '黄晓东', auditTime, opinion));
  const cancelReason = status === S.cancelled ? '业主调整工期，本次施工取消' : '';
  if (cancelReason) flowLog.push(step('cancel', '徐明', today('09:12:00'), cancelReason));
  if (status === S.supervising) {
    flowLog.push(step('requestSupervision', '徐明', today('08:40:00')));
    flowLog.push(step('enterParameters', '徐明', today('08:55:00')));
  }
  return { flowLog, commitTime: created, opinion, auditor: '黄晓东', auditTime, cancelReason };
}

/** The demo construction unit's notifications, dated from today so every list has rows. */
export const constructionNotices = collection<ConstructionNoticeRecord>('constructionNotices', (rng) =>
  Array.from({ length: 24 }, (_, index) => {
    const status = STAGES[index % STAGES.length];
    const variety = VARIETIES[index % VARIETIES.length];
    const kind = CONSTRUCTION_KINDS[index % 3 === 2 ? rng.int(1, 3) : 0].value;
    const createdDay = dayFromToday(-(index * 3 + rng.int(1, 2)));
    const created = `${createdDay} ${pad(rng.int(8, 17))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}`;
    const start = dayFromToday(rng.int(5, 40));
    const useunitId = USE_UNITS[index % USE_UNITS.length];
    const inspunitId = INSPECTION_UNITS[index % INSPECTION_UNITS.length];
    const district = NINGBO_DISTRICTS[index % NINGBO_DISTRICTS.length];
    const year = rng.int(2023, 2026);
    const supervising = status === S.supervising;
    return {
      id: `bcw-${pad(index + 1, 4)}`,
      unitId: CONSTRUCTION_UNIT_ID,
      orgname: orgnameOf(CONSTRUCTION_UNIT_ID),
      notifyNo: `SG${createdDay.replace(/-/g, '')}${pad(index + 1, 4)}`,
      constructkind: kind,
      equclacode: categoryOf(variety.sort),
      equsortcode: variety.sort,
      equname: variety.name,
      // A serial above the demo equipment's: an installation's code is not yet registered anywhere.
      equcode: `${variety.sort}33${rng.digits(3)}${year}${pad(90_000 + index, 5)}`,
      areacode: district.value,
      address: `宁波市${district.label}${rng.pick(SITES)}`,
      planstartdate: start,
      planenddate: dayFromToday(rng.int(45, 120)),
      useunitId,
      useunitname: orgnameOf(useunitId),
      inspunitId,
      inspunitname: orgnameOf(inspunitId),
      ...rng.pick(CONTACTS),
      remarks: '',
      status,
      ...UNHANDLED_NOTICE,
      ...historyOf(status, created, rng),
      // Under supervision the parameters are entered: the authority can record it complete.
      ...(supervising && {
        sbjjdate: dayFromToday(rng.int(3, 10)),
        sbjjcontact: '徐明',
        sbjjmobile: '13586703456',
        ...parametersOf(equipment.findBy((e) => e.equsortcode === variety.sort) ?? {}, variety.sort),
        equmodel: `TX-${rng.int(100, 999)}`,
        factorycode: `${year}${rng.digits(6)}`,
        makedate: `${year}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`,
        paramsTime: `${dayFromToday(0)} 08:55:00`,
      }),
      makeunit: variety.makeunit,
      createDate: created,
    };
  }),
);
