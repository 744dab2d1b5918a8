import { treePath, type Dict, type DictTreeNode } from './dict';
import { INSPECTION_TYPE } from './selfService';

const leaf = (value: string, label: string): DictTreeNode => ({ value, label });
const node = (value: string, label: string, children: DictTreeNode[]): DictTreeNode => ({
  value,
  label,
  children,
});

/** Equipment categories (equclacode) -> types -> varieties, for a Cascader. */
export const EQUIPMENT_CATEGORIES: DictTreeNode[] = [
  node('1000', '锅炉', [
    leaf('1100', '承压蒸汽锅炉'),
    leaf('1200', '承压热水锅炉'),
    node('1300', '有机热载体锅炉', [leaf('1310', '有机热载体气相炉'), leaf('1320', '有机热载体液相炉')]),
  ]),
  node('2000', '压力容器', [
    node('2100', '固定式压力容器', [
      leaf('2110', '超高压容器'),
      leaf('2130', '第三类压力容器'),
      leaf('2150', '第二类压力容器'),
      leaf('2170', '第一类压力容器'),
    ]),
    node('2200', '移动式压力容器', [
      leaf('2210', '铁路罐车'),
      leaf('2220', '汽车罐车'),
      leaf('2230', '长管拖车'),
      leaf('2240', '罐式集装箱'),
    ]),
    leaf('2300', '气瓶'),
    leaf('2400', '氧舱'),
  ]),
  node('3000', '电梯', [
    node('3100', '曳引与强制驱动电梯', [
      leaf('3110', '曳引驱动乘客电梯'),
      leaf('3120', '曳引驱动载货电梯'),
      leaf('3130', '强制驱动载货电梯'),
    ]),
    node('3200', '液压驱动电梯', [leaf('3210', '液压乘客电梯'), leaf('3220', '液压载货电梯')]),
    node('3300', '自动扶梯与自动人行道', [leaf('3310', '自动扶梯'), leaf('3320', '自动人行道')]),
    node('3400', '其它类型电梯', [
      leaf('3410', '防爆电梯'),
      leaf('3420', '消防员电梯'),
      leaf('3430', '杂物电梯'),
    ]),
  ]),
  node('4000', '起重机械', [
    leaf('4100', '桥式起重机'),
    leaf('4200', '门式起重机'),
    leaf('4300', '塔式起重机'),
    leaf('4400', '流动式起重机'),
    leaf('4700', '门座式起重机'),
    node('4800', '升降机', [leaf('4860', '施工升降机')]),
    leaf('4D00', '机械式停车设备'),
  ]),
  node('5000', '场(厂)内专用机动车辆', [leaf('5110', '叉车'), leaf('5200', '非公路用旅游观光车辆')]),
  node('6000', '大型游乐设施', [
    leaf('6100', '观览车类'),
    leaf('6D00', '水上游乐设施'),
    leaf('6E00', '无动力类游乐设施'),
  ]),
  node('7000', '压力管道元件', [
    leaf('7100', '压力管道管子'),
    leaf('7200', '压力管道管件'),
    leaf('7300', '压力管道阀门'),
    leaf('7400', '压力管道法兰'),
    leaf('7500', '补偿器'),
  ]),
  node('8000', '压力管道', [
    node('8100', '长输管道', [leaf('8110', '输油管道'), leaf('8120', '输气管道')]),
    node('8200', '公用管道', [leaf('8210', '燃气管道'), leaf('8220', '热力管道')]),
    node('8300', '工业管道', [leaf('8310', '工艺管道'), leaf('8320', '动力管道'), leaf('8330', '制冷管道')]),
  ]),
  node('9000', '客运索道', [
    leaf('9100', '客运架空索道'),
    leaf('9200', '客运缆车'),
    leaf('9300', '客运拖牵索道'),
  ]),
];

/**
 * Categories of equipment a unit registers and uses. Pressure-piping components (7000) are products
 * made and inspected before installation, never registered for use, so unit statistics leave them out.
 */
export const IN_SERVICE_CATEGORIES: readonly DictTreeNode[] = EQUIPMENT_CATEGORIES.filter(
  (category) => category.value !== '7000',
);

/** Use state of a piece of equipment (使用状态, usestatus). */
export const USE_STATE = { inUse: '1', stopped: '2', scrapped: '3', cancelled: '4' } as const;
export type UseState = (typeof USE_STATE)[keyof typeof USE_STATE];

export const USE_STATES: Dict = [
  { value: USE_STATE.inUse, label: '在用', color: 'success' },
  { value: USE_STATE.stopped, label: '停用', color: 'warning' },
  { value: USE_STATE.scrapped, label: '报废', color: 'default' },
  { value: USE_STATE.cancelled, label: '注销', color: 'default' },
];

/** The first-level codes of EQUIPMENT_CATEGORIES, by name. */
export const CATEGORY = {
  boiler: '1000',
  pressureVessel: '2000',
  elevator: '3000',
  hoistingMachinery: '4000',
  fieldMotorVehicle: '5000',
  amusementFacility: '6000',
  pipingComponent: '7000',
  pressurePiping: '8000',
  passengerRopeway: '9000',
} as const;

/** The category (first level of the tree) of a category, type or variety code; '' when unknown. */
export const categoryOf = (code: string): string => treePath(EQUIPMENT_CATEGORIES, code)[0] ?? '';

/** Whether a code is, or lies below, another code of the tree (3110 lies below 3100 and 3000). */
export const isWithin = (code: string, ancestor: string): boolean =>
  treePath(EQUIPMENT_CATEGORIES, code).includes(ancestor);

/** Varieties (leaves) of the tree below a code, the code itself when it is one. */
export function varietiesOf(code: string): string[] {
  const walk = (nodes: readonly DictTreeNode[], inside: boolean): string[] =>
    nodes.flatMap((n) => {
      const here = inside || n.value === code;
      if (n.children) return walk(n.children, here);
      return here ? [n.value] : [];
    });
  return walk(EQUIPMENT_CATEGORIES, false);
}

/**
 * The abbreviation a 使用登记证编号 starts with, by category: 锅 容 瓶 管 梯 起 索 游 车. Gas cylinders
 * (2300) are registered as 瓶, other pressure vessels as 容.
 */
export const USE_CERTIFICATE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  [CATEGORY.boiler]: '锅',
  [CATEGORY.pressureVessel]: '容瓶',
  [CATEGORY.elevator]: '梯',
  [CATEGORY.hoistingMachinery]: '起',
  [CATEGORY.fieldMotorVehicle]: '车',
  [CATEGORY.amusementFacility]: '游',
  [CATEGORY.pressurePiping]: '管',
  [CATEGORY.passengerRopeway]: '索',
};

/** 登记状态 (regstatus). */
export const REGISTRATION_STATES: Dict = [
  { value: '1', label: '已登记', color: 'success' },
  { value: '0', label: '未登记', color: 'default' },
];

// ---------- Inspection ----------

/**
 * Inspection conclusions (inspconclusion; the backend stores the words). Boilers, pressure vessels and
 * piping are judged 符合要求 / 基本符合要求 / 不符合要求; electromechanical equipment 合格 / 复检合格 /
 * 不合格 / 复检不合格.
 */
export const PRESSURE_CONCLUSIONS: Dict = [
  { value: '符合要求', label: '符合要求', color: 'success' },
  { value: '基本符合要求', label: '基本符合要求', color: 'processing' },
  { value: '不符合要求', label: '不符合要求', color: 'error' },
];
export const MECHANICAL_CONCLUSIONS: Dict = [
  { value: '合格', label: '合格', color: 'success' },
  { value: '复检合格', label: '复检合格', color: 'processing' },
  { value: '不合格', label: '不合格', color: 'error' },
  { value: '复检不合格', label: '复检不合格', color: 'error' },
];
export const INSPECTION_CONCLUSIONS: Dict = [...PRESSURE_CONCLUSIONS, ...MECHANICAL_CONCLUSIONS];

const PRESSURE_BEARING = new Set<string>([CATEGORY.boiler, CATEGORY.pressureVessel, CATEGORY.pressurePiping]);

/** The conclusions an inspection of equipment of this category can reach. */
export const conclusionsOf = (equclacode: string): Dict =>
  PRESSURE_BEARING.has(categoryOf(equclacode)) ? PRESSURE_CONCLUSIONS : MECHANICAL_CONCLUSIONS;

/** Conclusions that make the equipment 检验不合格 until it passes again. */
export const UNQUALIFIED_CONCLUSIONS: ReadonlySet<string> = new Set(['不合格', '复检不合格', '不符合要求']);

/** 安全状况等级 of a pressure vessel (1 best, 5 not to be used). */
export const SAFETY_GRADES: Dict = ['1', '2', '3', '4', '5'].map((g) => ({ value: g, label: `${g}级` }));

/**
 * Periodic inspection intervals in years, by code of the tree (the longest matching code wins).
 * Electromechanical equipment yearly, bridge and gantry cranes every 2 years; boilers' external
 * (annual) inspection yearly and internal inspection every 2 years; fixed pressure vessels by safety
 * grade (below); piping every 3 years.
 */
export const INSPECTION_INTERVALS: readonly { code: string; years: number; innerYears?: number }[] = [
  { code: CATEGORY.boiler, years: 1, innerYears: 2 },
  { code: '2100', years: 6 },
  { code: '2200', years: 1 },
  { code: '2300', years: 3 },
  { code: '2400', years: 3 },
  { code: CATEGORY.elevator, years: 1 },
  { code: CATEGORY.hoistingMachinery, years: 1 },
  { code: '4100', years: 2 },
  { code: '4200', years: 2 },
  { code: CATEGORY.fieldMotorVehicle, years: 1 },
  { code: CATEGORY.amusementFacility, years: 1 },
  { code: CATEGORY.pressurePiping, years: 3 },
  { code: CATEGORY.passengerRopeway, years: 1 },
];

/** Fixed vessels (2100): grades 1-2 every 6 years, 3 every 3 years, 4 under monitoring yearly, 5 never. */
const FIXED_VESSEL_YEARS: Readonly<Record<string, number>> = { '1': 6, '2': 6, '3': 3, '4': 1, '5': 0 };

/** The periodic inspection series by category: the main one (外检/年度) and the inner one, where there is one. */
const INSPECTION_SERIES: Readonly<Record<string, readonly [string, string]>> = {
  [CATEGORY.boiler]: [INSPECTION_TYPE.external, INSPECTION_TYPE.internal],
  [CATEGORY.pressureVessel]: [INSPECTION_TYPE.annual, INSPECTION_TYPE.full],
};
/** The names of a category's main and inner inspection series ('' where it has no inner one). */
export const inspectionSeries = (equclacode: string) =>
  INSPECTION_SERIES[equclacode] ?? [INSPECTION_TYPE.periodic, ''];

/** Years between periodic inspections of a variety (0: not to be used, no next date). */
export function inspectionIntervalYears(equsortcode: string, safegrade = ''): number {
  const path = treePath(EQUIPMENT_CATEGORIES, equsortcode);
  if (path.includes('2100') && safegrade in FIXED_VESSEL_YEARS) return FIXED_VESSEL_YEARS[safegrade];
  const matches = INSPECTION_INTERVALS.filter((i) => path.includes(i.code));
  return matches.at(-1)?.years ?? 1;
}

/** "About to expire": the next inspection date within this many days (config equipmentDueDays). */
export const DUE_SOON_DAYS = 30;

/**
 * Inspection states a list filters by (inspState). All concern equipment in use: overdue = next date
 * past and no postponement running (the stand-in has no inspection applications yet); dueSoon = next date from today
 * within the window; unqualified = last conclusion failed.
 */
export const INSPECTION_STATE = {
  overdue: 'overdue',
  dueSoon: 'dueSoon',
  unqualified: 'unqualified',
} as const;
export const INSPECTION_STATES: Dict = [
  { value: INSPECTION_STATE.overdue, label: '超期未检', color: 'error' },
  { value: INSPECTION_STATE.dueSoon, label: '即将到期', color: 'warning' },
  { value: INSPECTION_STATE.unqualified, label: '检验不合格', color: 'error' },
];

/** What inspection-state test a piece of equipment passes, given today (yyyy-MM-dd) and the window end. */
export interface InspectionFacts {
  usestatus: string;
  nextinsdate: string;
  inspconclusion: string;
  /** A postponement (延期检验) accepted until this date: not overdue before it. */
  delaydate?: string;
}
export function hasInspectionState(
  equipment: InspectionFacts,
  state: string,
  today: string,
  windowEnd: string,
): boolean {
  if (equipment.usestatus !== USE_STATE.inUse) return false;
  const next = equipment.nextinsdate;
  switch (state) {
    case INSPECTION_STATE.overdue:
      return next !== '' && next < today && !(equipment.delaydate && equipment.delaydate >= today);
    case INSPECTION_STATE.dueSoon:
      return next >= today && next <= windowEnd;
    case INSPECTION_STATE.unqualified:
      return UNQUALIFIED_CONCLUSIONS.has(equipment.inspconclusion);
    default:
      return false;
  }
}

/** 敷设方式 of a pipeline segment. */
export const LAYING_MODES: Dict = [
  { value: '1', label: '架空' },
  { value: '2', label: '埋地' },
  { value: '3', label: '管沟' },
];
