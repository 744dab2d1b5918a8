import type { ComplianceDeclaration, UseMark } from '@/api/supervision';
import { EQUIPMENT, EQUIPMENT_USE } from '@/contract/records/equipment';
import type { Catalogue } from '@/components/catalogue';
import { COMPLIANCE_DECLARATION } from '@/contract/records/supervision';
import { EQUIPMENT_CATEGORIES } from '@/domain/equipment';

/** An elevator as the use-mark list shows it: the mark's fields. */
export const useMarkCatalogue: Catalogue<UseMark> = [
  { ...EQUIPMENT.equregcode, table: { width: 200 }, search: true },
  { ...EQUIPMENT.usecercode, table: { width: 170 }, search: true },
  { ...EQUIPMENT.innercode, table: true },
  { ...EQUIPMENT.equsortcode, tree: EQUIPMENT_CATEGORIES, table: true },
  { ...EQUIPMENT_USE.useUnit, table: true, search: true },
  // 使用地点 says where the lift is; the district shows on demand.
  { ...EQUIPMENT.areacode, table: { hiddenByDefault: true }, search: true },
  { ...EQUIPMENT_USE.address, table: true },
  { ...EQUIPMENT.nextinsdate, table: true },
];

/** A compliance declaration: the request it belongs to, then what the maintenance unit declares. */
const D = COMPLIANCE_DECLARATION;
export const declarationCatalogue: Catalogue<ComplianceDeclaration> = [
  { ...D.onlinelsh, table: { width: 170 }, search: true, readOnlyIn: ['edit'], section: '检验申请' },
  { ...D.equclacode, readOnlyIn: ['edit'] },
  // Every declaration is of a lift: the variety shows on demand.
  { ...D.equsortcode, table: { hiddenByDefault: true }, readOnlyIn: ['edit'] },
  { ...D.equregcode, table: { width: 200 }, search: true, readOnlyIn: ['edit'] },
  { ...D.useUnit, table: true, search: true, readOnlyIn: ['edit'] },
  { ...D.address, readOnlyIn: ['edit'] },
  { ...D.applyDate, table: 'sort', search: true, readOnlyIn: ['edit'] },
  { ...D.selfCheckDate, dates: { notAfter: 'today' }, section: '符合性声明' },
  { ...D.selfCheckConclusion, table: true },
  D.maintainer,
  D.maintainerCert,
  { ...D.content, wide: true },
  { ...D.declareDate, table: true, edit: false },
  { ...D.status, tag: true, table: { width: 90 }, search: true, edit: false },
];
