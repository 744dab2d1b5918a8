/**
 * The nine equipment kinds by key (the path of a kind's file, detail/boiler ...) with their titles: all
 * the route table needs, apart from the kinds' declarations (equipmentKinds.ts), so /login loads none.
 */
export const EQUIPMENT_KIND_TITLES = {
  boiler: '锅炉',
  pressureVessel: '压力容器',
  elevator: '电梯',
  hoistingMachinery: '起重机械',
  fieldMotorVehicles: '场(厂)内专用机动车辆',
  majorAmusementFacilities: '大型游乐设施',
  pressurePiping: '压力管道（工业、公用）',
  pressurePipeline: '长输管道',
  passengerRopeway: '客运索道',
} as const;

export type EquipmentKindKey = keyof typeof EQUIPMENT_KIND_TITLES;

export const EQUIPMENT_KIND_KEYS = Object.keys(EQUIPMENT_KIND_TITLES) as EquipmentKindKey[];
