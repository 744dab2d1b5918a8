import type { FaultRegistration, RescueRegistration } from '@/api/supervision';
import { EQUIPMENT, EQUIPMENT_USE } from '@/contract/records/equipment';
import type { Catalogue } from '@/components/catalogue';
import { FAULT_PARTS, FAULT_STATUSES, RESCUE_STATUSES, TRAP_CAUSES } from '@/domain/supervision';

/** The elevator a rescue or a fault happened to. */
const elevatorFields = [
  { ...EQUIPMENT.equregcode, table: { width: 200 }, search: true },
  EQUIPMENT.equcode,
  { ...EQUIPMENT_USE.useUnit, table: true, search: true },
  EQUIPMENT_USE.address,
] as const;

/** A rescue of people trapped in a maintained elevator (eleRcsMain). */
export const rescueCatalogue: Catalogue<RescueRegistration> = [
  { name: 'rcsno', label: '救援编号', table: { width: 170 }, search: true, section: '电梯' },
  ...elevatorFields,
  { name: 'alarmTime', label: '接警时间', table: 'sort', search: true, section: '救援经过' },
  { name: 'arriveTime', label: '到达时间', table: true },
  { name: 'finishTime', label: '救援完成时间' },
  { name: 'trapped', label: '被困人数', type: 'number', table: { width: 90 } },
  { name: 'injured', label: '受伤人数', type: 'number' },
  { name: 'cause', label: '困人原因', dict: TRAP_CAUSES, table: true, search: true },
  { name: 'rescuer', label: '救援人员' },
  { name: 'process', label: '处置经过', type: 'textarea', wide: true },
  { name: 'status', label: '状态', dict: RESCUE_STATUSES, tag: true, table: { width: 90 }, search: true },
];

/** A fault of a maintained elevator and its repair (eleFaultMain). */
export const faultCatalogue: Catalogue<FaultRegistration> = [
  { name: 'faultno', label: '故障编号', table: { width: 170 }, search: true, section: '电梯' },
  ...elevatorFields,
  { name: 'faultTime', label: '故障时间', table: 'sort', search: true, section: '故障与修复' },
  { name: 'part', label: '故障部位', dict: FAULT_PARTS, table: true, search: true },
  { name: 'description', label: '故障现象', type: 'textarea', wide: true },
  { name: 'measures', label: '修复措施', type: 'textarea', wide: true },
  { name: 'repairedTime', label: '修复时间', table: true },
  { name: 'repairer', label: '维修人员' },
  { name: 'status', label: '状态', dict: FAULT_STATUSES, tag: true, table: { width: 90 }, search: true },
];
