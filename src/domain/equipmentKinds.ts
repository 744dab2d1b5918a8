import type { Dict } from './dict';
import { CATEGORY, SAFETY_GRADES, varietiesOf } from './equipment';
import { EQUIPMENT_KIND_TITLES, type EquipmentKindKey } from './equipmentKindTitles';

/**
 * The nine kinds of equipment file (设备档案): which category and varieties each covers and its
 * technical parameters (技术参数). One declaration per kind feeds the add form, the stand-in's
 * check of addEqm/changeEqm and, later, the shared file renderer, so nothing here is written twice.
 */

/** How a technical parameter's value is written; values travel as strings, like every form value. */
export type ParameterKind = 'decimal' | 'integer' | 'text' | 'select';

export interface TechnicalParameter {
  /** The backend's field name (lowercase run-together). */
  name: string;
  label: string;
  /** Unit shown after the label: 额定速度(m/s). */
  unit?: string;
  kind: ParameterKind;
  dict?: Dict;
  required?: boolean;
  /** Longest text (text kind), 50 unless given. */
  maxLength?: number;
}

export interface EquipmentKind {
  /** The kind's key: the detail route's path (detail/boiler ...). */
  key: string;
  title: string;
  equclacode: string;
  /** Varieties (leaves of the category tree) this kind registers. */
  varieties: readonly string[];
  parameters: readonly TechnicalParameter[];
  /** Parameters of which at least one must be given (a boiler's evaporation or its power). */
  oneOf?: { names: readonly string[]; message: string };
  /** Boilers and pressure vessels carry a second series of dates (内检/全面检验). */
  innerInspection?: boolean;
}

/** A parameter whose name stays a literal type: TechnicalParameterName lists them all. */
type Named<N extends string> = TechnicalParameter & { name: N };

const decimal = <N extends string>(name: N, label: string, unit: string, required = true): Named<N> => ({
  name,
  label,
  unit,
  kind: 'decimal',
  required,
});
const integer = <N extends string>(name: N, label: string, unit: string, required = true): Named<N> => ({
  name,
  label,
  unit,
  kind: 'integer',
  required,
});
const text = <N extends string>(name: N, label: string, maxLength = 50): Named<N> => ({
  name,
  label,
  kind: 'text',
  required: true,
  maxLength,
});
const select = <N extends string>(name: N, label: string, dict: Dict): Named<N> => ({
  name,
  label,
  kind: 'select',
  dict,
  required: true,
});
const words = (...labels: string[]): Dict => labels.map((label) => ({ value: label, label }));

export const BOILER_FUELS = words('燃煤', '燃油', '燃气', '生物质', '电加热', '余热');
export const VEHICLE_POWER_TYPES = words('柴油', '汽油', '液化石油气', '蓄电池');
/** 管道级别: industrial GC1-GC3, public GB1 (燃气) and GB2 (热力). */
export const PIPING_LEVELS = words('GC1', 'GC2', 'GC3', 'GB1', 'GB2');

const medium = text('medium', '介质', 30);
const designPressure = decimal('designpressure', '设计压力', 'MPa');
const nominalDiameter = integer('nominaldiameter', '公称直径', 'mm');

/** A kind's key with its one title. */
const titled = <K extends EquipmentKindKey>(key: K) => ({ key, title: EQUIPMENT_KIND_TITLES[key] });

export const EQUIPMENT_KINDS = [
  {
    ...titled('boiler'),
    equclacode: CATEGORY.boiler,
    varieties: varietiesOf(CATEGORY.boiler),
    parameters: [
      decimal('ratedevaporation', '额定蒸发量', 't/h', false),
      decimal('ratedpower', '额定热功率', 'MW', false),
      decimal('ratedpressure', '额定工作压力', 'MPa'),
      select('fueltype', '燃料种类', BOILER_FUELS),
    ],
    oneOf: { names: ['ratedevaporation', 'ratedpower'], message: '额定蒸发量与额定热功率至少填写一项' },
    innerInspection: true,
  },
  {
    ...titled('pressureVessel'),
    equclacode: CATEGORY.pressureVessel,
    varieties: varietiesOf(CATEGORY.pressureVessel),
    parameters: [
      decimal('volume', '容积', 'm³'),
      designPressure,
      medium,
      select('safegrade', '安全状况等级', SAFETY_GRADES),
    ],
    innerInspection: true,
  },
  {
    ...titled('elevator'),
    equclacode: CATEGORY.elevator,
    varieties: varietiesOf(CATEGORY.elevator),
    parameters: [
      decimal('ratedspeed', '额定速度', 'm/s'),
      integer('ratedload', '额定载重量', 'kg'),
      // Escalators and moving walks have none of these: optional.
      integer('floors', '层数', '层', false),
      integer('stations', '站数', '站', false),
      integer('doors', '门数', '门', false),
    ],
  },
  {
    ...titled('hoistingMachinery'),
    equclacode: CATEGORY.hoistingMachinery,
    varieties: varietiesOf(CATEGORY.hoistingMachinery),
    parameters: [
      decimal('ratedlifting', '额定起重量', 't'),
      // Tower and mobile cranes are measured by their reach, not a span.
      decimal('span', '跨度', 'm', false),
      decimal('liftingheight', '起升高度', 'm'),
    ],
  },
  {
    ...titled('fieldMotorVehicles'),
    equclacode: CATEGORY.fieldMotorVehicle,
    varieties: varietiesOf(CATEGORY.fieldMotorVehicle),
    parameters: [
      select('powertype', '动力方式', VEHICLE_POWER_TYPES),
      integer('ratedload', '额定载荷', 'kg'),
      text('platenumber', '牌照编号', 20),
    ],
  },
  {
    ...titled('majorAmusementFacilities'),
    equclacode: CATEGORY.amusementFacility,
    varieties: varietiesOf(CATEGORY.amusementFacility),
    parameters: [
      integer('passengers', '额定乘客人数', '人'),
      decimal('ratedspeed', '最大运行速度', 'm/s'),
      decimal('runheight', '最大运行高度', 'm'),
    ],
  },
  {
    ...titled('pressurePiping'),
    equclacode: CATEGORY.pressurePiping,
    varieties: [...varietiesOf('8200'), ...varietiesOf('8300')],
    parameters: [
      decimal('pipelength', '管道长度', 'm'),
      nominalDiameter,
      designPressure,
      medium,
      select('pipelevel', '管道级别', PIPING_LEVELS),
    ],
  },
  {
    ...titled('pressurePipeline'),
    equclacode: CATEGORY.pressurePiping,
    varieties: varietiesOf('8100'),
    parameters: [
      decimal('pipelength', '管道长度', 'km'),
      nominalDiameter,
      designPressure,
      medium,
      text('startpoint', '起点'),
      text('endpoint', '终点'),
    ],
  },
  {
    ...titled('passengerRopeway'),
    equclacode: CATEGORY.passengerRopeway,
    varieties: varietiesOf(CATEGORY.passengerRopeway),
    parameters: [
      decimal('ropelength', '线路斜长', 'm'),
      decimal('ratedspeed', '运行速度', 'm/s'),
      integer('hourlycapacity', '运量', '人/h', false),
    ],
  },
] as const satisfies readonly EquipmentKind[];

export type { EquipmentKindKey };

/** Every technical parameter's name, over all kinds. */
export type TechnicalParameterName = (typeof EQUIPMENT_KINDS)[number]['parameters'][number]['name'];

/** The technical parameters of a record: each a string ('' or absent when not given). */
export type TechnicalValues = Partial<Record<TechnicalParameterName, string>>;

/** Kinds registered on the equipment form (device-info-new) and on the pipeline form (pipeline-info-new). */
export const DEVICE_KINDS: readonly EquipmentKind[] = EQUIPMENT_KINDS.filter(
  (k) => k.equclacode !== CATEGORY.pressurePiping,
);
export const PIPELINE_KINDS: readonly EquipmentKind[] = EQUIPMENT_KINDS.filter(
  (k) => k.equclacode === CATEGORY.pressurePiping,
);

/** The kind of a variety; undefined for a code no kind registers (pressure-piping components). */
export const kindOfVariety = (equsortcode: string): EquipmentKind | undefined =>
  EQUIPMENT_KINDS.find((k) => (k.varieties as readonly string[]).includes(equsortcode));

export const kindByKey = (key: string): EquipmentKind | undefined =>
  EQUIPMENT_KINDS.find((k) => k.key === key);

/** "额定速度(m/s)": a parameter's label with its unit. */
export const parameterLabel = (p: TechnicalParameter) => (p.unit ? `${p.label}(${p.unit})` : p.label);

/** Every parameter name, once (the stand-in's record keeps them all as optional strings). */
export const TECHNICAL_PARAMETER_NAMES: readonly TechnicalParameterName[] = [
  ...new Set(EQUIPMENT_KINDS.flatMap((k) => k.parameters.map((p) => p.name))),
];
