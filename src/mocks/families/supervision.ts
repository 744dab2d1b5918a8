import {
  supervisionCalls as C,
  useMark,
  type ComplianceDeclaration,
  type FaultRegistration,
  type RescueRegistration,
  type SupervisionInspection,
  type UseMark,
} from '@/contract/calls/supervision';
import { ACCESS } from '@/domain/access';
import { CATEGORY } from '@/domain/equipment';
import {
  DECLARATION_STATUS,
  RESCUE_PHONE,
  SUPERVISION_KINDS,
  SUPERVISION_STATUS,
  declarationMachine,
  publicRecordUrl,
  type DeclarationStatus,
} from '@/domain/supervision';
import { beijingDateTime, dayFromToday } from '@/utils/beijingTime';
import { collection, createRng, pad, pick, words, type Entity, type Owned, type Rng } from '../db';
import {
  newestFirst,
  ownListAndDetail,
  records,
  serve,
  serveList,
  serveRecord,
  withoutOwner,
  type Records,
} from '../endpoints';
import { ok, refuse } from '../respond';
import { workflow } from '../workflow';
import { maintainedEquipment, unitProfiles } from './company';
import { equipment, type EquipmentRecord } from './equipment';
import { units } from '../callers';

/**
 * Records of the maintenance unit's elevators (compliance declarations, rescues, faults) and of the
 * manufacturing unit's supervision inspections. Dates are computed from today.
 */

const compact = (day: string) => day.replace(/-/g, '');
const at = (days: number, hour: number, minute: number) =>
  `${dayFromToday(days)} ${pad(hour)}:${pad(minute)}:00`;
/** A time `minutes` after a 'yyyy-MM-dd HH:mm:ss' time (the demo's times are all whole minutes). */
const later = (time: string, minutes: number) =>
  beijingDateTime(new Date(Date.parse(`${time.replace(' ', 'T')}+08:00`) + minutes * 60_000));

const MAINTAINERS = ['张伟', '李强', '陈涛', '王磊', '周杰', '吴勇'];

/** The elevators under a maintenance unit's contracts (with the equipment record behind each), in contract order. */
function maintainedElevators(unitId: string) {
  const byCode = new Map(equipment.all().map((e) => [e.equcode, e]));
  return maintainedEquipment
    .filter((m) => m.unitId === unitId && m.equsortcode.startsWith('3'))
    .flatMap((contract) => {
      const elevator = byCode.get(contract.equcode);
      return elevator?.equclacode === CATEGORY.elevator ? [{ contract, elevator }] : [];
    });
}

const MAINTENANCE_UNITS = ['unit-maint', 'unit-multi'];

type OfElevator = Pick<
  Owned<RescueRegistration>,
  'id' | 'unitId' | 'equcode' | 'equregcode' | 'useUnit' | 'address'
>;

/**
 * Seeded records of the maintenance units' first elevators (`counts`: how many of each unit's), drawn
 * from one seeded rng in turn; `make` adds what a record says beyond what it repeats of the elevator.
 */
const elevatorRecords = <T extends Entity>(
  name: string,
  seed: number,
  [prefix, ...counts]: [string, number, number],
  make: (rng: Rng, n: number, shared: OfElevator, elevator: EquipmentRecord) => T,
) =>
  collection<T>(name, () => {
    const rng = createRng(seed);
    return MAINTENANCE_UNITS.flatMap((unitId, u) =>
      maintainedElevators(unitId)
        .slice(0, counts[u])
        .map(({ contract: { useUnit }, elevator }, n) => {
          const { equcode, equregcode, address } = elevator;
          const id = `${prefix}-${unitId}-${pad(n, 3)}`;
          return make(rng, n, { id, unitId, equcode, equregcode, useUnit, address }, elevator);
        }),
    );
  });

const DECLARED_CONTENT =
  '本单位已按 TSG T5002《电梯维护保养规则》对该电梯进行维护保养和自行检查，自检结果符合安全技术规范要求，特此声明。';
const D = DECLARATION_STATUS;
const STATUS_MIX: DeclarationStatus[] = [D.pending, D.pending, D.declared, D.confirmed];

const declarations = elevatorRecords<Owned<ComplianceDeclaration>>(
  'complianceDeclarations',
  20260501,
  ['decl', 36, 8],
  (rng, n, shared, elevator) => {
    const applied = -rng.int(1, 90);
    const status = STATUS_MIX[n % STATUS_MIX.length]!;
    const declared = status !== DECLARATION_STATUS.pending;
    return {
      ...shared,
      onlinelsh: `ZX${compact(dayFromToday(applied))}${pad(n + 1, 4)}`,
      ...pick(elevator, ['equclacode', 'equsortcode']),
      applyDate: dayFromToday(applied),
      selfCheckDate: declared ? dayFromToday(applied - 3) : '',
      selfCheckConclusion: declared ? '1' : '',
      maintainer: declared ? rng.pick(MAINTAINERS) : '',
      maintainerCert: declared ? `TST33020${rng.digits(7)}` : '',
      content: declared ? DECLARED_CONTENT : '',
      declareDate: declared ? dayFromToday(applied + 1) : '',
      status,
    };
  },
);

const PRODUCTS: Record<string, { sort: string; name: string; model: string }[]> = {
  gdyj: [
    { sort: '7100', name: '无缝钢管', model: 'GB/T 5310 20G' },
    { sort: '7200', name: '对焊管件', model: 'GB/T 12459 WPB' },
    { sort: '7300', name: '闸阀', model: 'Z41H-25C' },
    { sort: '7400', name: '对焊法兰', model: 'HG/T 20592 WN' },
    { sort: '7500', name: '波纹补偿器', model: 'DN300-1.6' },
  ],
  glyj: [
    { sort: '1100', name: '燃气蒸汽锅炉', model: 'WNS4-1.25-Q' },
    { sort: '1200', name: '燃气热水锅炉', model: 'WNS2.8-1.0/95/70-Q' },
    { sort: '1320', name: '有机热载体炉', model: 'YQW-2400Q' },
  ],
  rqyj: [
    { sort: '2130', name: '反应釜', model: 'FY-5000' },
    { sort: '2150', name: '储气罐', model: 'C-10/1.0' },
    { sort: '2170', name: '管壳式换热器', model: 'BEM600-1.6-85' },
  ],
};
const ITEMS: Record<string, string[]> = {
  gdyj: words('材料质量证明 化学成分与力学性能 外观与尺寸 无损检测 压力试验'),
  glyj: words('设计文件审查 材料与焊接 受压元件制造 无损检测 水压试验 出厂资料'),
  rqyj: words('设计文件审查 材料复验 焊接工艺评定 无损检测 耐压试验 铭牌与出厂资料'),
};
const ST = SUPERVISION_STATUS;
const INSPECTORS = ['孙立新', '马晓东', '胡建华', '郭海燕'];
const LICENCE = { gdyj: 'TS2733012-2028', glyj: 'TS2133045-2027', rqyj: 'TS2233078-2028' };

/** The manufacturing unit's supervision inspections: of each kind some certified, some still running. */
const supervisions = collection<Owned<SupervisionInspection>>('supervisionInspections', () => {
  const rng = createRng(20260502);
  return Object.entries(SUPERVISION_KINDS).flatMap(([kind, { equclacode }], kindIndex) =>
    Array.from({ length: 24 }, (_, n): Owned<SupervisionInspection> => {
      const product = rng.pick(PRODUCTS[kind]!);
      const applied = -rng.int(5, 500);
      // Of every six, one accepted and one being inspected; the rest certified.
      const status = n % 6 === 0 ? ST.accepted : n % 6 === 1 ? ST.inspecting : ST.certified;
      const certified = status === ST.certified;
      const ended = dayFromToday(Math.min(applied + rng.int(10, 40), 0));
      const jjbh = `JJ${equclacode.slice(0, 1)}${compact(dayFromToday(applied))}${pad(n + 1, 3)}`;
      return {
        id: `zzjj-${equclacode}-${pad(n, 3)}`,
        unitId: 'unit-manu',
        jjbh,
        equclacode,
        equsortcode: product.sort,
        productName: product.name,
        productModel: product.model,
        productNo: `${2026 - (kindIndex % 2)}-${rng.digits(4)}`,
        makeLicense: LICENCE[kind as keyof typeof LICENCE],
        quantity: equclacode === '7000' ? rng.int(20, 400) : rng.int(1, 3),
        applyDate: dayFromToday(applied),
        startDate: status === ST.accepted ? '' : dayFromToday(applied + 3),
        endDate: certified ? ended : '',
        conclusion: certified ? '1' : '',
        inspector: rng.pick(INSPECTORS),
        status,
        certno: certified ? `${jjbh.replace(/^JJ/, 'JJZ')}` : '',
        certDate: certified ? ended : '',
        items: ITEMS[kind]!.map((item, i) => ({
          id: `${i + 1}`,
          item,
          result: certified ? '符合' : status === ST.inspecting && i < 2 ? '符合' : '未检',
        })),
      };
    }),
  );
});

const RESCUE_PROCESS =
  '接警后立即出发，到达现场后确认轿厢位置，切断主电源，手动盘车将轿厢移至平层位置，开启厅门救出被困人员。';

const rescues = elevatorRecords<Owned<RescueRegistration>>(
  'elevatorRescues',
  20260503,
  ['rcs', 30, 6],
  (rng, n, shared) => {
    const alarmTime = at(-rng.int(0, 300), rng.int(7, 22), rng.int(0, 59));
    const arriveTime = later(alarmTime, rng.int(8, 28));
    const done = n > 0;
    return {
      ...shared,
      rcsno: `JY${compact(alarmTime.slice(0, 10))}${pad(n + 1, 4)}`,
      alarmTime,
      arriveTime,
      finishTime: done ? later(arriveTime, rng.int(5, 30)) : '',
      trapped: rng.int(1, 6),
      injured: 0,
      cause: rng.pick(['1', '2', '3', '4', '5']),
      rescuer: `${rng.pick(MAINTAINERS)}、${rng.pick(MAINTAINERS)}`,
      process: RESCUE_PROCESS,
      status: done ? '2' : '1',
    };
  },
);

const FAULTS: Record<string, { description: string; measures: string }> = {
  '1': { description: '厅门门锁触点接触不良，电梯停止运行', measures: '清洁并调整门锁触点，更换门锁开关' },
  '2': { description: '曳引钢丝绳磨损超标', measures: '更换曳引钢丝绳并调整张力' },
  '3': { description: '主板通讯故障，电梯无法响应外呼', measures: '更换外呼板，检查通讯线路' },
  '4': { description: '限速器动作后未复位', measures: '检查限速器及安全钳，复位并试验' },
  '5': { description: '变频器过热报警', measures: '清理散热风扇，更换老化风扇' },
  '6': { description: '轿厢照明不亮', measures: '更换照明灯具' },
};

const faults = elevatorRecords<Owned<FaultRegistration>>(
  'elevatorFaults',
  20260504,
  ['flt', 40, 8],
  (rng, n, shared) => {
    const repaired = n % 7 !== 0;
    const faultTime = at(-rng.int(0, 300), rng.int(6, 23), rng.int(0, 59));
    const part = rng.pick(Object.keys(FAULTS));
    return {
      ...shared,
      faultno: `GZ${compact(faultTime.slice(0, 10))}${pad(n + 1, 4)}`,
      faultTime,
      part,
      description: FAULTS[part]!.description,
      measures: repaired ? FAULTS[part]!.measures : '',
      repairedTime: repaired ? later(faultTime, rng.int(30, 600)) : '',
      repairer: repaired ? rng.pick(MAINTAINERS) : '',
      status: repaired ? '2' : '1',
    };
  },
);

/** The institute that inspects the elevators and issues supervision certificates. */
export const INSPECTION_BODY = '宁波市特种设备检验研究院';

/** The marks of the elevators a maintenance unit keeps, built from their equipment records. */
function marksOf(unitId: string): UseMark[] {
  const maintainUnit = units.find(unitId)?.orgname ?? '';
  const maintainPhone = unitProfiles.find(unitId)?.phone ?? '';
  return maintainedElevators(unitId).map(({ contract, elevator }) =>
    useMark.parse({
      ...elevator,
      ...pick(contract, ['id', 'useUnit']),
      maintainUnit,
      maintainPhone,
      inspectionBody: INSPECTION_BODY,
      rescuePhone: RESCUE_PHONE,
      recordUrl: publicRecordUrl(elevator.equregcode),
    }),
  );
}

/** Use marks as records of the caller's unit: another unit's elevator is not found. */
export const ownUseMarks: Records<UseMark> = {
  visibleTo: (caller) => marksOf(caller.user.unitId),
  get: (caller, id) =>
    marksOf(caller.user.unitId).find((m) => m.id === id) ?? refuse('电梯不存在或不由本单位维保'),
};

const ownDeclarations = records(declarations, { scope: 'unit', notFound: '符合性声明不存在' });
const declarationFlow = workflow({ machine: declarationMachine, collection: declarations });
export const ownSupervisions = records(supervisions, { scope: 'unit', notFound: '监督检验记录不存在' });
const ownRescues = records(rescues, { scope: 'unit', notFound: '救援登记不存在' });
const ownFaults = records(faults, { scope: 'unit', notFound: '故障登记不存在' });

/** The list of one kind needs that kind's menu id. */
const SUPERVISION_ACCESS: Record<string, string> = {
  [SUPERVISION_KINDS.gdyj.equclacode]: ACCESS.supervisionPipe,
  [SUPERVISION_KINDS.glyj.equclacode]: ACCESS.supervisionBoiler,
};

export const supervisionHandlers = [
  serveList(C.useMarks, { records: ownUseMarks, row: (mark) => mark }),

  ...ownListAndDetail(
    [C.declarations, C.declaration],
    ownDeclarations,
    (a, b) => a.status.localeCompare(b.status) || b.applyDate.localeCompare(a.applyDate),
  ),
  serve(C.modifyDeclaration, {
    record: { of: ownDeclarations },
    run: ({ caller, body, record }) => {
      const { id: _id, onlinelsh, equclacode, ...declared } = body;
      // onlinelsh and equclacode name the request the declaration belongs to: they must be its own.
      if (onlinelsh !== record.onlinelsh || equclacode !== record.equclacode) {
        refuse('申请流水号或设备类别与声明不符');
      }
      declarationFlow.check(record, 'modify', caller);
      if (declared.selfCheckDate > dayFromToday(0)) refuse('自检日期不能晚于今天');
      const patch = { ...declared, declareDate: dayFromToday(0) };
      return ok(withoutOwner(declarationFlow.step(record, 'modify', caller, { patch })), '符合性声明已保存');
    },
  }),

  serveList(C.supervisions, {
    access: (query) => SUPERVISION_ACCESS[query.equclacode ?? ''] ?? ACCESS.supervisionVessel,
    records: ownSupervisions,
    required: { equclacode: '请指定产品类别' },
    row: ({ items: _items, ...record }) => withoutOwner(record),
    order: newestFirst('applyDate'),
  }),
  serveRecord(C.supervision, { records: ownSupervisions, view: withoutOwner }),

  ...ownListAndDetail([C.rescues, C.rescue], ownRescues, newestFirst('alarmTime')),
  ...ownListAndDetail([C.faults, C.fault], ownFaults, newestFirst('faultTime')),
];
