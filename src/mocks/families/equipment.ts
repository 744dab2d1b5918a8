import {
  equipmentCalls as C,
  equipmentInput,
  type Equipment,
  type EquipmentChange,
  type EquipmentInput,
  type InspectionHistoryRow,
  type PipelineSegment,
  type RegistrationHistoryRow,
} from '@/contract/calls/equipment';
import { missingMessage } from '@/contract/field';
import type { EquipmentCounts } from '@/contract/calls/portal';
import {
  COMMON_COLUMNS,
  EQUIPMENT,
  EQUIPMENT_COLUMNS,
  PARAMETER_COLUMNS,
  equipmentListExport,
  parameterIssues,
  parameterKey,
  propertyColumns,
} from '@/contract/records/equipment';
import { EQUIPMENT_LISTS, type EquipmentListName } from '@/contract/records/equipmentLists';
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
  inspectionSeries,
  isWithin,
  type UseState,
} from '@/domain/equipment';
import {
  EQUIPMENT_CHANGE_MESSAGES,
  EQUIPMENT_CHANGE_STATUS,
  REGISTRATION_KINDS,
  UNCHANGEABLE_FIELDS,
  equipmentChangeMachine,
} from '@/domain/equipmentFile';
import {
  BOILER_FUELS,
  PIPING_LEVELS,
  TECHNICAL_PARAMETER_NAMES,
  VEHICLE_POWER_TYPES,
  kindByKey,
  kindOfVariety,
  type EquipmentKind,
  type TechnicalValues,
} from '@/domain/equipmentKinds';
import { beijingDateTime, beijingDay } from '@/utils/beijingTime';
import { isNonNegativeInteger } from '@/utils/validators';
import { blank, collection, createRng, newId, pad, rngOf, words, type Owned, type Rng } from '../db';
import {
  flowCalls,
  listSpec,
  records,
  serve,
  serveList,
  serveRecord,
  serveRemoval,
  withoutOwner,
  type Query,
  type RowFilter,
} from '../endpoints';
import { exportableList, schemaProblems, serveImport, type ExportableList, type RowProblem } from '../excel';
import { workflow } from '../workflow';
import { ok, refuse, type Caller } from '../respond';
import { nextNumber } from './registration';

/** The special lists' fields, which a record outside them holds as '' (filters compare text). */
export const NO_SPECIAL_DATES = blank(
  'nextdetectdate delaydate delayreason lastloadtestdate nextloadtestdate',
);

export type EquipmentRecord = Owned<Equipment> &
  Record<keyof typeof NO_SPECIAL_DATES | 'createDate' | 'updateDate', string> & {
    usestatus: UseState;
    regstatus: string;
  };

type PipelineSegmentRecord = Owned<PipelineSegment> & { updateDate: string };

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

export const PLACES = words('1号车间 2号车间 锅炉房 仓库 办公楼 3号楼 地下车库 装卸区 化工罐区');
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
export function buildEquipment(rng: Rng, holders: typeof HOLDERS, today = new Date(), firstSerial = 0) {
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
      const kind = kindOfVariety(variety.sort);
      const technical = TECHNICAL[kind?.key ?? '']?.(rng, variety.sort) ?? {};
      const years = Math.max(1, inspectionIntervalYears(variety.sort, technical.safegrade));
      const nextinsdate = isoDay(addDays(today, rng.int(-60, 330)));
      const conclusions = conclusionsOf(equclacode);
      // Mostly passing conclusions; about one in eight failed.
      const conclusion = rng.chance(0.88) ? conclusions[rng.chance(0.8) ? 0 : 1] : conclusions[2];
      const regYear = Math.max(year, 2010);
      const code5 = pad(serial % 100_000, 5);
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
        maintainunit: loadTested ? rng.pick(MAINTAINERS) : '',
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
        ...(kind?.innerInspection && {
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

export const equipment = collection('equipment', (rng) => buildEquipment(rng, HOLDERS, startOfToday()));

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
/** The registration authority: on equipment records, certificates and its logged steps. */
export const REGISTRATION_AUTHORITY = '宁波市市场监督管理局';

/**
 * A record's inspections, newest first: the last one with the record's own conclusion, earlier ones
 * at the variety's interval back to the first use, each with its report number (at most six per series).
 */
export function inspectionHistoryOf(record: EquipmentRecord): InspectionHistoryRow[] {
  const rng = rngOf(record.id, 17);
  const [main, inner] = inspectionSeries(record.equclacode);
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
function registrationHistoryOf(record: EquipmentRecord): RegistrationHistoryRow[] {
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

function dueWindow(withinDays = DUE_SOON_DAYS, today = new Date()) {
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

const NOT_FOUND = '设备不存在或已删除';
export const ownEquipment = records(equipment, { scope: 'unit', notFound: NOT_FOUND });
const ownSegments = records(pipelineSegments, { scope: 'unit', notFound: '管段不存在或已删除' });

/** withinDays of a query: the configured window, DUE_SOON_DAYS when absent; a whole number the lists take. */
export function windowDays(query: Query): number {
  const text = (query.withinDays ?? '').trim();
  if (!text) return DUE_SOON_DAYS;
  const days = C.list.request.shape.withinDays.safeParse(isNonNegativeInteger(text) ? Number(text) : NaN);
  return days.data ?? refuse('到期提醒天数无效');
}

/** The window of one call, computed once per query rather than once per row. */
const windows = new WeakMap<Query, ReturnType<typeof dueWindow>>();
const windowOf = (query: Query) =>
  windows.get(query) ?? windows.set(query, dueWindow(windowDays(query))).get(query)!;

/** The inspection state a list asks for (of equipment in use), "due soon" within the query's window. */
const inInspectionState: RowFilter<EquipmentRecord> = (row, query) => {
  const state = (query.inspState ?? '').trim();
  if (!state) return true;
  if (!C.list.request.shape.inspState.safeParse(state).success) refuse('检验状态无效');
  const { today, end } = windowOf(query);
  return hasInspectionState(row, state, today, end);
};

const inUse = (row: EquipmentRecord) => row.usestatus === USE_STATE.inUse;

/**
 * A list of the unit's equipment that holds a condition of its own, ordered by a date. Rows are the
 * records as stored (the owner is the caller's own unit): copying 5,000 records per call to drop one
 * field would cost more than the whole page.
 */
const listOf = (call: typeof C.list, keep?: RowFilter<EquipmentRecord>, by?: keyof EquipmentRecord) => ({
  call,
  ...listSpec({
    records: ownEquipment,
    row: (record: EquipmentRecord) => record,
    declared: call.filters,
    // Beside the declared filters, every equipment list filters by the variety's tree and the inspection state.
    filters: (by) => [
      ...(keep ? [keep] : []),
      by.custom('equsortcode', (row, code) => isWithin(row.equsortcode, code)),
      inInspectionState,
    ],
    order: by && ((a, b) => (a[by] ?? '').localeCompare(b[by] ?? '')),
  }),
});

/** The list each eqm list call serves; the export applies the same filters. */
const LISTS = {
  list: listOf(C.list),
  detectDue: listOf(
    C.detectDueList,
    (row, query) => inUse(row) && !!row.nextdetectdate && row.nextdetectdate <= windowOf(query).end,
    'nextdetectdate',
  ),
  detectExtended: listOf(C.detectExtendedList, (row) => !!row.delaydate, 'delaydate'),
  /** Cranes and elevators in use with their next load test. */
  loadTest: listOf(C.loadTestList, (row) => inUse(row) && !!row.nextloadtestdate, 'nextloadtestdate'),
  pressurePiping: listOf(
    C.pressurePipingList,
    (row) => row.equclacode === CATEGORY.pressurePiping,
    'nextinsdate',
  ),
};

/** eqm/expListExcel: each equipment list page's list, by route name, with the page's own columns. */
export const equipmentExports: Record<string, ExportableList> = Object.fromEntries(
  Object.entries(EQUIPMENT_LISTS).map(([name, { title, call }]) => [
    name,
    exportableList(LISTS[call], {
      access: C.expListExcel.access,
      section: title,
      columns: equipmentListExport(name as EquipmentListName),
    }),
  ]),
);

function segmentRow(segment: PipelineSegmentRecord) {
  const pipe: Partial<EquipmentRecord> = equipment.find(segment.pipelineId) ?? {};
  const { equname: pipelineName = '', equcode = '', equregcode = '' } = pipe;
  return { ...withoutOwner(segment), pipelineName, equcode, equregcode };
}

/** The first problem of the parameters of a kind, worded with the parameter's label. */
export const parameterProblem = (kind: EquipmentKind, values: Partial<Record<string, string>>) =>
  parameterIssues(kind, values)[0]?.message;

const parameterProblems = (kind: EquipmentKind, values: Partial<Record<string, string>>): RowProblem[] =>
  parameterIssues(kind, values).map(({ name, message }) => ({ field: name, message }));

const CODE_FIELDS = ['equcode', 'equregcode', 'usecercode'] as const;

/** The first code of an input another record holds: codes are unique across every unit (issued once). */
function duplicateCode(input: Partial<Record<(typeof CODE_FIELDS)[number], string>>, ownId?: string) {
  const field = CODE_FIELDS.find(
    (name) => !!input[name] && !!equipment.findBy((e) => e[name] === input[name] && e.id !== ownId),
  );
  return field && { field, message: `${EQUIPMENT[field].label} ${input[field]} 已存在，不能重复登记` };
}

const refuseProblem = (problem?: RowProblem) => problem && refuse(problem.message);

/** What is stored of an input: the common fields and only the kind's own parameters. */
function storedFields({ id: _id, ...input }: EquipmentInput) {
  const own = new Set<string>(kindOfVariety(input.equsortcode)?.parameters.map((p) => p.name));
  const technical = Object.fromEntries(
    TECHNICAL_PARAMETER_NAMES.map((name) => [name, own.has(name) ? (input[name] ?? '') : undefined]),
  );
  return {
    ...input,
    ...technical,
    usestatus: input.usestatus as EquipmentRecord['usestatus'],
    regstatus: input.equregcode ? '1' : '0',
  };
}

/** New equipment of the caller's unit (the add form, a row of an import), checked by the caller. */
const insertEquipment = (caller: Caller, input: EquipmentInput) =>
  equipment.insert({
    id: newId('eqm-'),
    unitId: caller.user.unitId,
    ...NO_SPECIAL_DATES,
    ...storedFields(input),
    createDate: isoDay(),
    updateDate: isoDay(),
  });

const ownChanges = records(equipmentChanges, { scope: 'unit', notFound: '变更申请不存在' });
const allChanges = records(equipmentChanges, { scope: 'all', notFound: '变更申请不存在' });
const changeFlow = workflow({ machine: equipmentChangeMachine, collection: equipmentChanges });

const pendingChangeOf = (equipmentId: string) =>
  equipmentChanges.findBy(
    (c) => c.equipmentId === equipmentId && c.status === EQUIPMENT_CHANGE_STATUS.pending,
  );

/** The file of a record: the record, its histories, its documents' group and its owner's change requests. */
function fileOf(record: EquipmentRecord) {
  const changes = equipmentChanges
    .filter((c) => c.equipmentId === record.id && c.unitId === record.unitId)
    .sort((a, b) => b.applyTime.localeCompare(a.applyTime))
    .map(withoutOwner);
  return {
    ...withoutOwner(record),
    attrefsysid: record.id,
    inspections: inspectionHistoryOf(record),
    registrations: registrationHistoryOf(record),
    changes,
    pendingChange: changes.find((c) => c.status === EQUIPMENT_CHANGE_STATUS.pending) ?? null,
  };
}

/** The identity of equipment: a change request that alters it is refused. */
const FIXED_FIELDS = ['equclacode', 'equsortcode', 'equcode'] as const;

/** Fields of an input a change never carries: the unchangeable ones, and the state the server derives. */
const NOT_COMPARED = new Set([...UNCHANGEABLE_FIELDS, 'regstatus']);

/** The values a change request may carry: what the form sends, the identity and results aside. */
const changeableValues = (values: object) =>
  Object.fromEntries(
    Object.entries(values).filter(([name, value]) => !NOT_COMPARED.has(name) && typeof value === 'string'),
  ) as Record<string, string>;

/** A template row checked as the add call checks it, and its codes against every stored record. */
function checkEquipmentRow(values: Record<string, string>) {
  const kind = kindOfVariety(values.equsortcode ?? '');
  const own = new Set((kind?.parameters ?? []).map(parameterKey));
  // A parameter of another kind would be dropped silently: the row says what it means to store.
  const foreign = PARAMETER_COLUMNS.filter((c) => kind && !own.has(c.key) && values[c.key]).map((c) => ({
    field: c.key,
    message: `${kind!.title}没有此技术参数，请留空`,
  }));
  // The schema names a parameter by its field; the template's column is the parameter's label.
  const columnOf = ({ field, message }: RowProblem) => {
    const parameter = kind?.parameters.find((p) => p.name === field);
    return { field: parameter ? parameterKey(parameter) : field, message };
  };
  const input = {
    id: '',
    ...Object.fromEntries(COMMON_COLUMNS.map((c) => [c.key, values[c.key] ?? ''])),
    ...Object.fromEntries((kind?.parameters ?? []).map((p) => [p.name, values[parameterKey(p)] ?? ''])),
  };
  const { value, problems } = schemaProblems(equipmentInput, input);
  if (value) {
    // The schema stops at a row's first rule; the kind's other parameters are checked here too.
    problems.push(...parameterProblems(kind!, value).slice(1));
    const taken = duplicateCode(value);
    if (taken) problems.push(taken);
  }
  return { value, problems: [...foreign, ...problems.map(columnOf)] };
}

const ownOfKind = (caller: Caller, kind: EquipmentKind) =>
  ownEquipment.visibleTo(caller).filter((e) => kind.varieties.includes(e.equsortcode));

/** Why a record's parameters cannot be written now, or undefined. */
const propertyHold = (record: EquipmentRecord) =>
  pendingChangeOf(record.id) ? '该设备有待审核的变更申请，请审核完成后再导入技术参数' : undefined;

/** A row of a kind's sheet: the unit's equipment of the kind, held by no change, parameters as the add form's. */
function checkPropertyRow(caller: Caller, kind: EquipmentKind, values: Record<string, string>) {
  const code = values.equcode ?? '';
  const record = ownOfKind(caller, kind).find((e) => e.equcode === code);
  const parameters = Object.fromEntries(kind.parameters.map((p) => [p.name, values[p.name] ?? '']));
  const problems = parameterProblems(kind, parameters);
  const codeProblem = !code
    ? missingMessage(EQUIPMENT.equcode)
    : record
      ? propertyHold(record)
      : `本单位没有设备代码为 ${code} 的${kind.title}`;
  if (codeProblem) problems.unshift({ field: 'equcode', message: codeProblem });
  if (record && values.equregcode && values.equregcode !== record.equregcode)
    problems.unshift({ field: 'equregcode', message: '注册代码与设备代码不符，请核对' });
  return { value: record && { id: record.id, equcode: code, parameters }, problems };
}

const kindOf = ({ kind = '' }: Record<string, string>) => kindByKey(kind) ?? refuse('设备种类无效');
const propertySheet = (kind: EquipmentKind) => `${kind.title}技术参数`;

/** The eqm family: the unit's equipment, its lists, its file and changes, pipeline segments, workbooks. */
export const equipmentHandlers = [
  ...Object.values(LISTS).map(({ call, ...list }) => serveList(call, list)),
  serveList(C.pipelineList, {
    records: ownSegments,
    row: segmentRow,
    order: (a, b) => a.pipelineId.localeCompare(b.pipelineId) || a.segno.localeCompare(b.segno),
  }),

  serve(C.getDetailBy, {
    record: { of: ownEquipment, id: (query) => query.equdatasysid },
    run: ({ body: query, record }) => {
      // A file is opened by id and category together: a category that is not the record's finds nothing.
      if (query.equclacode && query.equclacode !== record.equclacode) refuse(NOT_FOUND);
      return ok(fileOf(record));
    },
  }),

  serve(C.addEqm, {
    run: ({ caller, body: input }) => {
      if (input.id) refuse('新增设备不能指定设备编号');
      refuseProblem(duplicateCode(input));
      return ok(withoutOwner(insertEquipment(caller, input)), '保存成功');
    },
  }),

  // A change request: checked by the add form's schema, stored pending; the equipment stays as it is
  // until the authority approves.
  serve(C.changeEqm, {
    record: { of: ownEquipment },
    run: ({ caller, body: input, record: found }) => {
      if (FIXED_FIELDS.some((name) => input[name] !== found[name])) refuse(EQUIPMENT_CHANGE_MESSAGES.fixed);
      if (pendingChangeOf(found.id)) refuse(EQUIPMENT_CHANGE_MESSAGES.pending);
      refuseProblem(duplicateCode(input, found.id));
      // Compared over what the form sends: the special lists' dates are the institute's, not compared.
      const before = changeableValues(found);
      const after = changeableValues(storedFields(input));
      const changed = Object.keys(after).filter((name) => (before[name] ?? '') !== after[name]);
      if (!changed.length) refuse(EQUIPMENT_CHANGE_MESSAGES.noChange);
      const pick = (values: Record<string, string>) =>
        Object.fromEntries(changed.map((name) => [name, values[name] ?? '']));
      const request = equipmentChanges.insert({
        id: newId('eqc-'),
        unitId: caller.user.unitId,
        equipmentId: found.id,
        applyNo: nextNumber('SB', equipmentChanges, 'applyNo'),
        changedFields: changed.join(','),
        before: pick(before),
        after: pick(after),
        status: EQUIPMENT_CHANGE_STATUS.pending,
        applicant: caller.user.name || caller.user.loginName,
        applyTime: beijingDateTime(),
        ...blank('auditor auditOpinion auditTime'),
      });
      return ok(withoutOwner(request), EQUIPMENT_CHANGE_MESSAGES.submitted);
    },
  }),

  flowCalls(changeFlow, ownChanges, withoutOwner).step(C.withdrawChange, 'withdraw', '变更申请已撤回'),

  // The authority's audit: its access is the administrators' audit menu; the machine decides the rest.
  serve(C.auditChange, {
    record: { of: allChanges },
    run: ({ caller, body, record: change }) => {
      const action = body.pass === '1' ? 'approve' : 'reject';
      changeFlow.check(change, action, caller);
      if (action === 'reject' && !body.opinion) refuse(EQUIPMENT_CHANGE_MESSAGES.returnReason);
      // Approval writes the new values into the equipment in the same step as the status.
      if (action === 'approve') {
        const target = equipment.find(change.equipmentId) ?? refuse(NOT_FOUND);
        refuseProblem(duplicateCode(change.after, target.id));
        equipment.update(target.id, {
          ...change.after,
          regstatus: (change.after.equregcode ?? target.equregcode) ? '1' : '0',
          updateDate: isoDay(),
        });
      }
      const audited = changeFlow.step(change, action, caller, {
        patch: {
          auditor: caller.unit?.orgname ?? caller.user.name,
          auditOpinion: body.opinion || (action === 'approve' ? '同意变更' : ''),
          auditTime: beijingDateTime(),
        },
      });
      return ok(withoutOwner(audited), action === 'approve' ? '审核通过，变更已生效' : '已退回');
    },
  }),

  serveRecord(C.getPipeline, { records: ownSegments, view: segmentRow }),

  serve(C.savePipeline, {
    run: ({ caller, body: { id, ...values } }) => {
      const existing = id ? ownSegments.get(caller, id) : undefined;
      const pipe = ownEquipment.get(caller, values.pipelineId);
      if (pipe.equclacode !== CATEGORY.pressurePiping) refuse(NOT_FOUND);
      const clash = pipelineSegments.findBy(
        (s) => s.pipelineId === pipe.id && s.segno === values.segno && s.id !== existing?.id,
      );
      if (clash) refuse(`管段编号 ${values.segno} 在该管道中已存在`);
      const stored = { unitId: caller.user.unitId, ...values, updateDate: isoDay() };
      const saved = existing
        ? pipelineSegments.update(existing.id, stored)!
        : pipelineSegments.insert({ id: newId('seg-'), ...stored });
      return ok(segmentRow(saved), '保存成功');
    },
  }),

  serveRemoval(C.deletePipeline, pipelineSegments, { of: ownSegments }),

  ...serveImport(
    { check: C.import, save: C.importSave, cancel: C.importCancel },
    {
      scope: () => undefined,
      sheet: () => '设备',
      columns: () => EQUIPMENT_COLUMNS,
      check: (row) => checkEquipmentRow(row.values),
      unique: (input) => Object.fromEntries(CODE_FIELDS.map((name) => [name, input[name]])),
      recheck: (input) => {
        const taken = duplicateCode(input);
        return taken && { message: taken.message };
      },
      save: (inputs, caller) => {
        inputs.forEach((input) => insertEquipment(caller, input));
        return `已导入${inputs.length}台设备`;
      },
    },
    {
      call: C.importTemplate,
      rowNoun: '一台设备',
      file: () => ({ name: '设备导入模板.xlsx', ascii: 'equipment_template.xlsx' }),
    },
  ),

  ...serveImport(
    { check: C.propertyImport, save: C.propertyImportSave, cancel: C.propertyImportCancel },
    {
      scope: kindOf,
      sheet: propertySheet,
      columns: propertyColumns,
      check: (row, caller, kind) => checkPropertyRow(caller, kind, row.values),
      unique: (update) => ({ equcode: update.equcode }),
      // A record gone, moved to another unit or held by a change since the check.
      recheck: (update, caller) => {
        const record = equipment.find(update.id);
        const refusal = record?.unitId === caller.user.unitId ? propertyHold(record) : NOT_FOUND;
        return refusal ? { message: refusal } : undefined;
      },
      save: (updates, _caller, kind) => {
        for (const { id, parameters } of updates)
          equipment.update(id, { ...parameters, updateDate: isoDay() });
        return `已更新${updates.length}台${kind.title}的技术参数`;
      },
    },
    // The export is the import's template: the unit's equipment of the kind with today's values.
    {
      call: C.propertyExport,
      rowNoun: '一台设备',
      file: (kind) => {
        const day = isoDay().replace(/-/g, '');
        return { name: `${propertySheet(kind)}_${day}.xlsx`, ascii: `${kind.key}_properties_${day}.xlsx` };
      },
      rows: (caller, kind) => ownOfKind(caller, kind).sort((a, b) => a.equcode.localeCompare(b.equcode)),
    },
  ),
];
