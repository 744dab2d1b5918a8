import { treePath } from '@/domain/dict';
import { EQUIPMENT_CATEGORIES, IN_SERVICE_CATEGORIES, USE_STATE, type UseState } from '@/domain/equipment';
import { collection, type Rng } from '../db';

/** One piece of special equipment of a unit (DESIGN.md section 3). */
export interface EquipmentRecord {
  id: string;
  unitId: string;
  /** 设备代码, 18 digits. */
  equcode: string;
  /** 注册代码, 20 digits. */
  equregcode: string;
  /** 类别 (1000 锅炉 ...), a code of EQUIPMENT_CATEGORIES. */
  equclacode: string;
  /** 品种, a code of EQUIPMENT_CATEGORIES. */
  equsortcode: string;
  equname: string;
  /** 使用登记证编号. */
  usecercode: string;
  areacode: string;
  address: string;
  /** 使用状态, a code of USE_STATES. */
  usestatus: UseState;
  lastinsdate: string;
  inspconclusion: string;
  nextinsdate: string;
}

interface Variety {
  /** A variety code of EQUIPMENT_CATEGORIES; its category is found there. */
  sort: string;
  /** 设备名称 the demo gives such equipment. */
  name: string;
  abbr: string;
  /** Inspection interval in years. */
  years: number;
  conclusions: readonly string[];
}

const MECH = ['合格', '合格', '合格', '复检合格', '不合格'] as const;
const PRESSURE = ['符合要求', '符合要求', '基本符合要求', '不符合要求'] as const;
const VARIETIES: Variety[] = [
  { sort: '1100', name: '承压蒸汽锅炉', abbr: '锅', years: 1, conclusions: PRESSURE },
  { sort: '1200', name: '承压热水锅炉', abbr: '锅', years: 1, conclusions: PRESSURE },
  { sort: '2150', name: '第二类压力容器', abbr: '容', years: 3, conclusions: PRESSURE },
  { sort: '2170', name: '第一类压力容器', abbr: '容', years: 3, conclusions: PRESSURE },
  { sort: '3110', name: '曳引驱动乘客电梯', abbr: '梯', years: 1, conclusions: MECH },
  { sort: '3120', name: '曳引驱动载货电梯', abbr: '梯', years: 1, conclusions: MECH },
  { sort: '3310', name: '自动扶梯', abbr: '梯', years: 1, conclusions: MECH },
  { sort: '4100', name: '桥式起重机', abbr: '起', years: 2, conclusions: MECH },
  { sort: '4200', name: '门式起重机', abbr: '起', years: 2, conclusions: MECH },
  { sort: '5110', name: '叉车', abbr: '车', years: 1, conclusions: MECH },
  { sort: '6100', name: '观览车', abbr: '游', years: 1, conclusions: MECH },
  { sort: '8310', name: '工艺管道', abbr: '管', years: 3, conclusions: PRESSURE },
  { sort: '9100', name: '架空索道', abbr: '索', years: 1, conclusions: MECH },
];

/** Units that hold equipment in the demo, with their district and address prefix. */
const HOLDERS = [
  { unitId: 'unit-use', areacode: '330203', street: '海曙区望春工业园区丽园北路1288号', count: 180 },
  { unitId: 'unit-multi', areacode: '330281', street: '余姚市阳明街道南雷南路399号', count: 120 },
  { unitId: 'unit-maint', areacode: '330205', street: '江北区长兴路689号', count: 40 },
  { unitId: 'unit-simple', areacode: '330212', street: '鄞州区首南街道天童南路588号', count: 30 },
];

const PLACES = [
  '1号车间',
  '2号车间',
  '锅炉房',
  '仓库',
  '办公楼',
  '3号楼',
  '地下车库',
  '装卸区',
  '化工罐区',
  '游乐园区',
];

/** The category (first level of the tree) a variety belongs to. */
const categoryOf = (sort: string) => {
  const [category] = treePath(EQUIPMENT_CATEGORIES, sort);
  if (!category) throw new Error(`stand-in: variety ${sort} is not in EQUIPMENT_CATEGORIES`);
  return category;
};

const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

function seedEquipment(rng: Rng): EquipmentRecord[] {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const rows: EquipmentRecord[] = [];
  let serial = 0;
  for (const holder of HOLDERS) {
    for (let i = 0; i < holder.count; i++) {
      serial++;
      const variety = rng.pick(VARIETIES);
      const year = rng.int(2008, 2024);
      const roll = rng.next();
      const usestatus =
        roll < 0.84
          ? USE_STATE.inUse
          : roll < 0.93
            ? USE_STATE.stopped
            : roll < 0.97
              ? USE_STATE.scrapped
              : USE_STATE.cancelled;
      // Next inspection spread from 60 days overdue to a year ahead; some due within 30 days.
      const next = addDays(today, rng.int(-60, 330));
      const last = addDays(next, -365 * variety.years);
      const regYear = Math.max(year, 2010);
      rows.push({
        id: `eqm-${String(serial).padStart(4, '0')}`,
        unitId: holder.unitId,
        equcode: `${variety.sort}33${rng.digits(3)}${year}${String(serial).padStart(5, '0')}`,
        equregcode: `${variety.sort}${holder.areacode}${regYear}${String(rng.int(1, 12)).padStart(2, '0')}${String(serial % 10000).padStart(4, '0')}`,
        equclacode: categoryOf(variety.sort),
        equsortcode: variety.sort,
        equname: variety.name,
        usecercode: `${variety.abbr}${variety.sort.slice(1, 3)}浙B${String(serial).padStart(5, '0')}(${String(regYear).slice(2)})`,
        areacode: holder.areacode,
        address: `宁波市${holder.street}${rng.pick(PLACES)}`,
        usestatus,
        lastinsdate: iso(last),
        inspconclusion: rng.pick(variety.conclusions),
        nextinsdate: iso(next),
      });
    }
  }
  return rows;
}

export const equipment = collection<EquipmentRecord>('equipment', seedEquipment);

const UNQUALIFIED = new Set(['不合格', '复检不合格', '不符合要求']);

/** Statistics of one unit's equipment, computed from the records (getEqustatisticNums). */
export function equipmentStatistics(unitId: string, today = new Date()) {
  const own = equipment.filter((e) => e.unitId === unitId);
  const inUse = own.filter((e) => e.usestatus === USE_STATE.inUse);
  const day = iso(today);
  const soon = iso(addDays(today, 30));
  return {
    total: own.length,
    byCategory: IN_SERVICE_CATEGORIES.map(({ value, label }) => ({
      code: value,
      name: label,
      count: own.filter((e) => e.equclacode === value).length,
    })),
    dueSoon: inUse.filter((e) => e.nextinsdate >= day && e.nextinsdate <= soon).length,
    overdue: inUse.filter((e) => e.nextinsdate < day).length,
    unqualified: inUse.filter((e) => UNQUALIFIED.has(e.inspconclusion)).length,
    notInUse: own.filter((e) => e.usestatus === USE_STATE.stopped).length,
  };
}

/** Status overview of one unit's equipment (getEqmOverview). */
export function equipmentOverview(unitId: string, today = new Date()) {
  const own = equipment.filter((e) => e.unitId === unitId);
  const year = String(today.getFullYear());
  return {
    inUse: own.filter((e) => e.usestatus === USE_STATE.inUse).length,
    stopped: own.filter((e) => e.usestatus === USE_STATE.stopped).length,
    scrapped: own.filter((e) => e.usestatus === USE_STATE.scrapped).length,
    cancelled: own.filter((e) => e.usestatus === USE_STATE.cancelled).length,
    inspectedThisYear: own.filter((e) => e.lastinsdate.startsWith(year)).length,
  };
}
