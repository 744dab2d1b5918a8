import type {
  Equipment,
  EquipmentChange,
  InspectionHistoryRow,
  PipelineSegment,
  RegistrationHistoryRow,
} from '@/contract/calls/equipment';
import type { EquipmentCounts } from '@/contract/calls/portal';
import {
  CATEGORY,
  DUE_SOON_DAYS,
  IN_SERVICE_CATEGORIES,
  INSPECTION_STATE,
  LAYING_MODES,
  USE_STATE,
  categoryOf,
  conclusionsOf,
  hasInspectionState,
  inspectionIntervalYears,
  isWithin,
  type UseState,
} from '@/domain/equipment';
import { EQUIPMENT_CHANGE_STATUS, REGISTRATION_KINDS } from '@/domain/equipmentFile';
import {
  BOILER_FUELS,
  PIPING_LEVELS,
  VEHICLE_POWER_TYPES,
  kindOfVariety,
  type TechnicalValues,
} from '@/domain/equipmentKinds';
import { collection, createRng, pad, rngOf, type Entity, type Owned, type Rng } from '../db';
import { beijingDay } from '@/utils/beijingTime';

/** The special lists' fields, which a record outside them holds as '' (filters compare text). */
export const NO_SPECIAL_DATES = {
  nextdetectdate: '',
  delaydate: '',
  delayreason: '',
  lastloadtestdate: '',
  nextloadtestdate: '',
};

/** One piece of special equipment of a unit, as stored. */
export type EquipmentRecord = Entity &
  Equipment &
  Record<keyof typeof NO_SPECIAL_DATES | 'createDate' | 'updateDate', string> & {
    unitId: string;
    usestatus: UseState;
    regstatus: string;
  };

/** A segment of a unit's pressure pipeline. */
export type PipelineSegmentRecord = Entity & PipelineSegment & { unitId: string; updateDate: string };

/**
 * The varieties of the demo ("code name abbreviation weight": a variety code of EQUIPMENT_CATEGORIES,
 * the 设备名称 the demo gives it, and how often it is picked): every in-service category, elevators
 * most often, as in a real city.
 */
const WEIGHTED = [
  '1100 承压蒸汽锅炉 锅 3',
  '1200 承压热水锅炉 锅 2',
  '1320 有机热载体液相炉 锅 1',
  '2130 反应釜 容 2',
  '2150 储气罐 容 4',
  '2170 换热器 容 3',
  '3110 曳引驱动乘客电梯 梯 10',
  '3120 曳引驱动载货电梯 梯 4',
  '3310 自动扶梯 梯 2',
  '3430 杂物电梯 梯 1',
  '4100 桥式起重机 起 5',
  '4200 门式起重机 起 2',
  '4300 塔式起重机 起 1',
  '4860 施工升降机 起 1',
  '5110 叉车 车 6',
  '5200 观光车 车 1',
  '6100 观览车 游 1',
  '8110 输油管道 管 1',
  '8210 燃气管道 管 1',
  '8310 工艺管道 管 2',
  '9100 架空索道 索 1',
].flatMap((entry) => {
  const [sort, name, abbr, weight] = entry.split(' ');
  return Array.from({ length: Number(weight) }, () => ({ sort, name, abbr }));
});

/** Units that hold equipment in the demo, with their district and address prefix. */
const HOLDERS = [
  { unitId: 'unit-use', areacode: '330203', street: '海曙区望春工业园区丽园北路1288号', count: 180 },
  { unitId: 'unit-multi', areacode: '330281', street: '余姚市阳明街道南雷南路399号', count: 120 },
  { unitId: 'unit-maint', areacode: '330205', street: '江北区长兴路689号', count: 40 },
  { unitId: 'unit-simple', areacode: '330212', street: '鄞州区首南街道天童南路588号', count: 30 },
];

const words = (text: string) => text.split(' ');
const PLACES = words('1号车间 2号车间 锅炉房 仓库 办公楼 3号楼 地下车库 装卸区 化工罐区');
const MAKERS: Readonly<Record<string, readonly string[]>> = {
  [CATEGORY.boiler]: words('宁波东海锅炉制造有限公司 浙江特富发展股份有限公司'),
  [CATEGORY.pressureVessel]: words('宁波甬江化工机械有限公司 杭州杭氧股份有限公司'),
  [CATEGORY.elevator]: words('日立电梯（中国）有限公司 杭州西奥电梯有限公司 奥的斯电梯（中国）有限公司'),
  [CATEGORY.hoistingMachinery]: words('宁波恒力起重机械有限公司 河南卫华重型机械股份有限公司'),
  [CATEGORY.fieldMotorVehicle]: words('杭叉集团股份有限公司 安徽合力股份有限公司'),
  [CATEGORY.amusementFacility]: ['浙江巨马游艺机有限公司'],
  [CATEGORY.pressurePiping]: ['宁波恒通管道安装工程有限公司'],
  [CATEGORY.passengerRopeway]: ['北京起重运输机械设计研究院有限公司'],
};
const MAINTAINERS = words(
  '宁波安捷电梯工程有限公司 宁波三江机电设备维修有限公司 宁波明通特种设备维保有限公司',
);
const SAFETY_MEN = words('王建国 李海波 陈秀兰 张志红 刘鹏 周敏');
const DELAY_REASONS = words(
  '设备停产检修，申请延期检验 生产任务紧张，经安全评估申请延期 配合检验的改造工程未完工',
);

/** The stand-in's days are Beijing's, as the client's are: 'today' after midnight there is the new day. */
export const isoDay = beijingDay;
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
export const dayAfter = (day: string, days: number) => isoDay(addDays(new Date(`${day}T00:00:00Z`), days));
export const addYears = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;
const decimalText = (rng: Rng, min: number, max: number, places = 1) =>
  (min + rng.next() * (max - min)).toFixed(places).replace(/\.?0+$/, '');

/** Technical parameters of a demo record, by its kind (each drawn in the order written). */
const TECHNICAL: Record<string, (rng: Rng, sort: string) => TechnicalValues> = {
  boiler: (rng) => ({
    ...(rng.chance(0.5)
      ? { ratedevaporation: String(rng.pick([1, 2, 4, 6, 10])), ratedpressure: '1.25' }
      : { ratedpower: decimalText(rng, 0.7, 14), ratedpressure: '1.0' }),
    fueltype: rng.pick(BOILER_FUELS).value,
  }),
  pressureVessel: (rng) => ({
    volume: decimalText(rng, 0.5, 50),
    designpressure: decimalText(rng, 0.6, 4, 2),
    medium: rng.pick(words('压缩空气 蒸汽 液化石油气 氮气 导热油')),
    safegrade: String(rng.int(1, 4)),
  }),
  elevator: (rng, sort) => {
    const floors = String(rng.int(2, 32));
    if (sort === '3310') return { ratedspeed: '0.5', ratedload: '0' };
    const ratedspeed = rng.pick(words('1 1.5 1.75 2.5'));
    const ratedload = String(rng.pick([630, 800, 1000, 1350, 1600, 2000]));
    return { ratedspeed, ratedload, floors, stations: floors, doors: floors };
  },
  hoistingMachinery: (rng, sort) => ({
    ratedlifting: String(rng.pick([2, 3, 5, 10, 16, 20, 32])),
    ...((sort === '4100' || sort === '4200') && { span: decimalText(rng, 10, 35) }),
    liftingheight: decimalText(rng, 6, 60),
  }),
  fieldMotorVehicles: (rng) => ({
    powertype: rng.pick(VEHICLE_POWER_TYPES).value,
    ratedload: String(rng.pick([1500, 2000, 3000, 3500, 5000])),
    platenumber: `浙B${rng.digits(5)}`,
  }),
  majorAmusementFacilities: (rng) => ({
    passengers: String(rng.int(12, 96)),
    ratedspeed: decimalText(rng, 0.2, 5),
    runheight: decimalText(rng, 10, 80),
  }),
  pressurePiping: (rng) => ({
    pipelength: String(rng.int(50, 3000)),
    nominaldiameter: String(rng.pick([50, 80, 100, 150, 200, 300])),
    designpressure: decimalText(rng, 0.4, 4, 2),
    medium: rng.pick(words('蒸汽 天然气 热水 氮气')),
    pipelevel: rng.pick(PIPING_LEVELS).value,
  }),
  pressurePipeline: (rng) => ({
    pipelength: decimalText(rng, 2, 80),
    nominaldiameter: String(rng.pick([300, 400, 500, 700])),
    designpressure: decimalText(rng, 4, 10, 2),
    medium: '原油',
    startpoint: '镇海炼化首站',
    endpoint: rng.pick(words('北仑末站 慈溪分输站 余姚分输站')),
  }),
  passengerRopeway: (rng) => ({
    ropelength: String(rng.int(400, 2500)),
    ratedspeed: decimalText(rng, 1, 6),
    hourlycapacity: String(rng.int(300, 1500)),
  }),
};

type Holder = (typeof HOLDERS)[number];
/** Use states by a roll: most in use, some stopped, a few scrapped or cancelled. */
const USE_STATE_ROLLS: [number, UseState][] = [
  [0.84, USE_STATE.inUse],
  [0.93, USE_STATE.stopped],
  [0.97, USE_STATE.scrapped],
  [1, USE_STATE.cancelled],
];

/**
 * Equipment of the given holders, dates spread around today so that every list has rows today:
 * next inspections from 60 days overdue to a year ahead, a few postponed, self-detection and load
 * tests due within weeks. `firstSerial` keeps codes unique when several batches are built.
 */
export function buildEquipment(rng: Rng, holders: readonly Holder[], today = new Date(), firstSerial = 0) {
  const rows: EquipmentRecord[] = [];
  let serial = firstSerial;
  for (const holder of holders) {
    for (let i = 0; i < holder.count; i++) {
      serial++;
      const variety = rng.pick(WEIGHTED);
      const equclacode = categoryOf(variety.sort);
      const year = rng.int(2008, 2024);
      const roll = rng.next();
      const usestatus = USE_STATE_ROLLS.find(([below]) => roll < below)![1];
      const technical = TECHNICAL[kindOfVariety(variety.sort)?.key ?? '']?.(rng, variety.sort) ?? {};
      const years = Math.max(1, inspectionIntervalYears(variety.sort, technical.safegrade));
      const nextinsdate = isoDay(addDays(today, rng.int(-60, 330)));
      const conclusions = conclusionsOf(equclacode);
      // Mostly passing conclusions; about one in eight failed.
      const conclusion = rng.chance(0.88) ? conclusions[rng.chance(0.8) ? 0 : 1] : conclusions[2];
      const regYear = Math.max(year, 2010);
      const code5 = pad(serial % 100_000, 5);
      const hasInner = kindOfVariety(variety.sort)?.innerInspection === true;
      const isElevator = equclacode === CATEGORY.elevator;
      const loadTested = isElevator || equclacode === CATEGORY.hoistingMachinery;
      const nextLoadTest = isoDay(addDays(today, rng.int(-20, 1500)));
      const postponed = usestatus === USE_STATE.inUse && rng.chance(0.05);
      const created = isoDay(addDays(today, -rng.int(60, 3000)));
      const makedate = `${year}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
      rows.push({
        id: `eqm-${pad(serial, 5)}`,
        unitId: holder.unitId,
        equcode: `${variety.sort}33${rng.digits(3)}${year}${code5}`,
        equregcode: `${variety.sort}${holder.areacode}${regYear}${pad(rng.int(1, 12))}${pad(serial % 10_000, 4)}`,
        usecercode: `${variety.abbr}${variety.sort.slice(1, 3)}浙B${code5}(${String(regYear).slice(2)})`,
        equclacode,
        equsortcode: variety.sort,
        equname: variety.name,
        regstatus: '1',
        usestatus,
        innercode: `${variety.abbr}-${pad(i + 1, 3)}`,
        areacode: holder.areacode,
        address: `宁波市${holder.street}${rng.pick(PLACES)}`,
        safeman: rng.pick(SAFETY_MEN),
        safemobile: `13${rng.int(5, 9)}${rng.digits(8)}`,
        maintainunit: isElevator || loadTested ? rng.pick(MAINTAINERS) : '',
        usedate: dayAfter(makedate, rng.int(30, 300)),
        equmodel: `${variety.abbr === '梯' ? 'GeN2-' : 'TX-'}${rng.int(100, 999)}`,
        factorycode: `${year}${rng.digits(6)}`,
        makeunit: rng.pick(MAKERS[equclacode] ?? ['宁波东海锅炉制造有限公司']),
        makedate,
        installunit: isElevator ? rng.pick(MAINTAINERS) : '宁波恒力起重安装工程有限公司',
        lastinsdate: addYears(nextinsdate, -years),
        inspconclusion: conclusion.value,
        nextinsdate,
        ...NO_SPECIAL_DATES,
        ...(hasInner && {
          lastinnerinsdate: addYears(nextinsdate, -2),
          innerconclusion: conclusions[0].value,
          nextinnerinsdate: isoDay(addDays(today, rng.int(-30, 700))),
        }),
        ...(isElevator && rng.chance(0.5) && { nextdetectdate: isoDay(addDays(today, rng.int(-20, 200))) }),
        ...(postponed && {
          delaydate: dayAfter(nextinsdate, rng.int(30, 120)),
          delayreason: rng.pick(DELAY_REASONS),
        }),
        ...(loadTested && { lastloadtestdate: addYears(nextLoadTest, -5), nextloadtestdate: nextLoadTest }),
        ...technical,
        createDate: created,
        updateDate: created,
      });
    }
  }
  return rows;
}

export const startOfToday = () => new Date(new Date().setUTCHours(0, 0, 0, 0));

export const equipment = collection<EquipmentRecord>('equipment', (rng) =>
  buildEquipment(rng, HOLDERS, startOfToday()),
);

/** Two to five segments of each demo pipeline, built from the equipment seed's pipelines. */
export const pipelineSegments = collection<PipelineSegmentRecord>('pipelineSegments', () => {
  const rng = createRng(20260812);
  const day = isoDay(startOfToday());
  return equipment
    .filter((e) => e.equclacode === CATEGORY.pressurePiping)
    .flatMap((pipe) =>
      Array.from({ length: rng.int(2, 5) }, (_, i) => ({
        id: `${pipe.id}-seg${i + 1}`,
        unitId: pipe.unitId,
        pipelineId: pipe.id,
        segno: `GD-${pipe.id.slice(-3)}-${pad(i + 1)}`,
        segname: `${pipe.equname}第${i + 1}段`,
        startpoint: i === 0 ? (pipe.startpoint ?? '1号泵房') : `${i}号阀室`,
        endpoint: `${i + 1}号阀室`,
        nominaldiameter: pipe.nominaldiameter ?? '100',
        pipelength: String(rng.int(20, 800)),
        designpressure: pipe.designpressure ?? '1.6',
        medium: pipe.medium ?? '蒸汽',
        pipelevel: pipe.pipelevel ?? 'GC2',
        laymode: rng.pick(LAYING_MODES).value,
        updateDate: day,
      })),
    );
});

const INSPECTION_UNIT = '宁波市特种设备检验研究院';
const REGISTRATION_AUTHORITY = '宁波市市场监督管理局';

/** The names of the two series of inspections, by category: the main (外检/年度) and the inner one. */
const SERIES_NAMES: Readonly<Record<string, [string, string]>> = {
  [CATEGORY.boiler]: ['外部检验', '内部检验'],
  [CATEGORY.pressureVessel]: ['年度检查', '全面检验'],
};

/**
 * A record's inspections, newest first: the last one with the record's own conclusion, earlier ones
 * at the variety's interval back to the first use, each with its report number (at most six per series).
 */
export function inspectionHistoryOf(record: EquipmentRecord): InspectionHistoryRow[] {
  const rng = rngOf(record.id, 17);
  const [main, inner] = SERIES_NAMES[record.equclacode] ?? ['定期检验', ''];
  const passing = conclusionsOf(record.equclacode)[0].value;
  const series = (last: string, next: string, conclusion: string, years: number, type: string) => {
    const rows: InspectionHistoryRow[] = [];
    let date = last;
    let following = next;
    for (let i = 0; i < 6 && date && date >= (record.usedate || '1900-01-01'); i++) {
      rows.push({
        id: `${record.id}-${type}-${i + 1}`,
        inspdate: date,
        insptype: type,
        conclusion: i === 0 ? conclusion : passing,
        reportno: `NBTJ-${date.slice(0, 4)}-${record.equsortcode.slice(0, 2)}${rng.digits(5)}`,
        inspunit: INSPECTION_UNIT,
        nextdate: following,
      });
      following = date;
      date = addYears(date, -years);
    }
    return rows;
  };
  const years = Math.max(1, inspectionIntervalYears(record.equsortcode, record.safegrade));
  const rows = series(record.lastinsdate, record.nextinsdate, record.inspconclusion, years, main);
  if (inner && record.lastinnerinsdate) {
    const { lastinnerinsdate: last, nextinnerinsdate: next = '', innerconclusion } = record;
    rows.push(...series(last, next, innerconclusion || passing, 2, inner));
  }
  return rows.sort((a, b) => b.inspdate.localeCompare(a.inspdate));
}

/**
 * A record's use registrations, newest first: the first at the month its registration code names,
 * then up to two later ones (a new address, a renamed unit, an alteration, a move).
 */
export function registrationHistoryOf(record: EquipmentRecord): RegistrationHistoryRow[] {
  if (!record.equregcode) return [];
  const rng = rngOf(`${record.id}-reg`, 17);
  const entry = (n: number, regdate: string, regkind: string) => ({
    id: `${record.id}-reg-${n}`,
    regdate,
    regkind,
    usecercode: record.usecercode,
    regauthority: REGISTRATION_AUTHORITY,
  });
  let date = `${record.equregcode.slice(10, 14)}-${record.equregcode.slice(14, 16)}-${pad(rng.int(1, 28))}`;
  const rows = [entry(1, date, REGISTRATION_KINDS[0].value)];
  const today = isoDay(new Date());
  for (let i = 0, count = rng.int(0, 2); i < count; i++) {
    date = dayAfter(date, rng.int(200, 1200));
    if (date >= today) break;
    rows.push(entry(i + 2, date, rng.pick(['5', '4', '3', '7'])));
  }
  return rows.reverse();
}

/**
 * Change requests: every ninth demo record has one approved long ago (a new safety manager), so a
 * file shows what a request looked like; the rest are made by the units.
 */
export const equipmentChanges = collection<Owned<EquipmentChange>>('equipmentChanges', () => {
  const rng = createRng(20260901);
  return equipment
    .all()
    .filter((_, index) => index % 9 === 0)
    .map((record, index) => {
      const day = isoDay(addDays(startOfToday(), -rng.int(120, 700)));
      const formerMan = rng.pick(SAFETY_MEN.filter((name) => name !== record.safeman));
      return {
        id: `eqc-${pad(index + 1, 4)}`,
        unitId: record.unitId,
        equipmentId: record.id,
        applyNo: `SB${day.replace(/-/g, '')}${pad(index + 1, 4)}`,
        changedFields: 'safeman,safemobile',
        before: { safeman: formerMan, safemobile: `13${rng.int(5, 9)}${rng.digits(8)}` },
        after: { safeman: record.safeman, safemobile: record.safemobile },
        status: EQUIPMENT_CHANGE_STATUS.approved,
        applicant: formerMan,
        applyTime: `${day} 09:${pad(rng.int(0, 59))}:00`,
        auditor: INSPECTION_UNIT,
        auditOpinion: '同意变更',
        auditTime: `${dayAfter(day, 2)} 14:${pad(rng.int(0, 59))}:00`,
      };
    });
});

/** Today and the end of the "due soon" window, as the lists and statistics compare dates. */
export function dueWindow(withinDays = DUE_SOON_DAYS, today = new Date()) {
  return { today: isoDay(today), end: isoDay(addDays(today, withinDays)) };
}

const withUse = (rows: readonly EquipmentRecord[], state: UseState) =>
  rows.filter((e) => e.usestatus === state).length;

/** Status overview of one unit's equipment (getEqmOverview): the home figures and counts by category. */
export function equipmentOverview(unitId: string, now = new Date(), withinDays = DUE_SOON_DAYS) {
  const own = equipment.filter((e) => e.unitId === unitId);
  const { today, end } = dueWindow(withinDays, now);
  const inState = (rows: readonly EquipmentRecord[], state: string) =>
    rows.filter((e) => hasInspectionState(e, state, today, end)).length;
  const countsOf = (rows: readonly EquipmentRecord[]): EquipmentCounts => ({
    total: rows.length,
    inUse: withUse(rows, USE_STATE.inUse),
    stopped: withUse(rows, USE_STATE.stopped),
    overdue: inState(rows, INSPECTION_STATE.overdue),
    dueSoon: inState(rows, INSPECTION_STATE.dueSoon),
    unqualified: inState(rows, INSPECTION_STATE.unqualified),
  });
  return {
    inUse: withUse(own, USE_STATE.inUse),
    stopped: withUse(own, USE_STATE.stopped),
    scrapped: withUse(own, USE_STATE.scrapped),
    cancelled: withUse(own, USE_STATE.cancelled),
    inspectedThisYear: own.filter((e) => e.lastinsdate.startsWith(today.slice(0, 4))).length,
    totals: countsOf(own),
    byCategory: IN_SERVICE_CATEGORIES.map(({ value, label }) => ({
      code: value,
      name: label,
      ...countsOf(own.filter((e) => isWithin(e.equsortcode, value))),
    })),
    withinDays,
  };
}

/** Statistics of one unit's equipment (getEqustatisticNums): the overview's figures under its names. */
export function equipmentStatistics(unitId: string, today = new Date()) {
  const { totals, byCategory } = equipmentOverview(unitId, today);
  const { total, dueSoon, overdue, unqualified, stopped: notInUse } = totals;
  const counts = byCategory.map(({ code, name, total: count }) => ({ code, name, count }));
  return { total, byCategory: counts, dueSoon, overdue, unqualified, notInUse };
}
