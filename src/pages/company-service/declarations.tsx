import type { MaintainedEquipment, MaintenancePriceApply, MaintenanceProjectApply } from '@/api/company';
import { EQUIPMENT, EQUIPMENT_USE } from '@/contract/records/equipment';
import { INSPECTION_APPLICATION } from '@/contract/records/inspection';
import { AUDIT } from '@/contract/records/registration';
import type { Catalogue } from '@/components/catalogue';
import { CONTRACT_STATES, MAINT_APPLY_STATUSES, MAINT_PROJECT_KINDS, PRICE_UNITS } from '@/domain/company';
import { EQUIPMENT_CATEGORIES } from '@/domain/equipment';
import { rowLink } from '@/routes/links';

/** A maintained piece of equipment and its maintenance contract (weibaoDa). */
export const maintainedCatalogue: Catalogue<MaintainedEquipment> = [
  { ...EQUIPMENT.equcode, table: { width: 180 }, search: true },
  // 设备代码 names the lift; the registration code is searched more than read, shown on demand.
  { ...EQUIPMENT.equregcode, table: { width: 200, hiddenByDefault: true }, search: true },
  { ...EQUIPMENT.equsortcode, tree: EQUIPMENT_CATEGORIES, table: true },
  { ...EQUIPMENT_USE.useUnit, table: 'sort', search: true },
  { ...EQUIPMENT.areacode, table: true, search: true },
  { ...EQUIPMENT_USE.address, table: true },
  { name: 'contractStart', label: '合同开始', table: { sorter: true, hiddenByDefault: true } },
  { name: 'contractEnd', label: '合同到期', table: 'sort' },
  { name: 'contractState', label: '合同状态', dict: CONTRACT_STATES, tag: true, table: true, search: true },
  { ...EQUIPMENT.nextinsdate, table: 'sort' },
];

/** What the authority's audit adds to a maintenance application: its status, when it was filed, the opinion. */
const auditFields = <
  T extends { status: string; applyTime: string; auditOpinion: string },
>(): Catalogue<T> => [
  {
    name: 'status',
    label: '状态',
    dict: MAINT_APPLY_STATUSES,
    tag: true,
    table: { width: 90 },
    search: true,
  },
  { ...AUDIT.applyTime, table: 'sort', search: true },
  { ...AUDIT.auditOpinion, wide: true },
];

/** A maintenance project application (epPemMaiprojApply), its list row and its detail. */
export const projectCatalogue: Catalogue<MaintenanceProjectApply> = [
  { ...AUDIT.applyNo, table: { width: 170 } },
  { name: 'projectName', label: '项目名称', table: 'sort', search: true },
  { name: 'kind', label: '项目类别', dict: MAINT_PROJECT_KINDS, table: true, search: true },
  { ...EQUIPMENT_USE.useUnit, table: true },
  {
    name: 'equcount',
    label: INSPECTION_APPLICATION.equcount.label,
    table: { width: 90, hiddenByDefault: true },
  },
  { name: 'startDate', label: '开始日期', type: 'date', table: true },
  { name: 'endDate', label: '结束日期', type: 'date', table: true },
  { name: 'content', label: '维保内容', type: 'textarea', wide: true },
  ...auditFields<MaintenanceProjectApply>(),
];
export const projectActions = [
  rowLink<MaintenanceProjectApply>('查看', 'company_service_maint_project_detail', 'view'),
];

/** A maintenance price application (epPemMaipricApply). */
export const priceCatalogue: Catalogue<MaintenancePriceApply> = [
  { ...AUDIT.applyNo, table: { width: 170 } },
  { ...EQUIPMENT.equsortcode, tree: EQUIPMENT_CATEGORIES, table: true, search: true },
  { name: 'price', label: '维保价格', table: 'sort' },
  { name: 'priceUnit', label: '计价单位', dict: PRICE_UNITS, table: true },
  { name: 'effectiveDate', label: '生效日期', type: 'date', table: 'sort' },
  { name: 'basis', label: '定价依据', type: 'textarea', wide: true },
  ...auditFields<MaintenancePriceApply>(),
];
export const priceActions = [
  rowLink<MaintenancePriceApply>('查看', 'company_service_maint_price_detail', 'view'),
];
