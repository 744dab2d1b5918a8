/** The eqm list calls the equipment lists read from (and export through eqm/expListExcel). */
export type EquipmentListCall = 'list' | 'detectDue' | 'detectExtended' | 'loadTest' | 'pressurePiping';

/**
 * The nine equipment lists by route name, their titles and calls: the menu and the list pages show
 * them, the stand-in exports them under the same titles (their columns: records/equipment.ts). No
 * imports: the route table reads it at start-up.
 */
export const EQUIPMENT_LISTS = {
  equipment_query_comprehensive: { title: '设备综合查询', call: 'list' },
  equipment_query_timeout: { title: '超期未检设备', call: 'list' },
  equipment_query_fault: { title: '检验不合格设备', call: 'list' },
  equipment_query_non_use: { title: '停用设备', call: 'list' },
  equipment_query_about_expire: { title: '即将到期设备', call: 'list' },
  equipment_query_detect_due: { title: '自行检测到期设备', call: 'detectDue' },
  equipment_query_detect_extended: { title: '延期检验设备', call: 'detectExtended' },
  equipment_query_payload_time: { title: '载荷试验到期查询', call: 'loadTest' },
  equipment_query_pressure_piping: { title: '压力管道查询', call: 'pressurePiping' },
} satisfies Record<string, { title: string; call: EquipmentListCall }>;

export type EquipmentListName = keyof typeof EQUIPMENT_LISTS;
