import type { ComplianceDeclaration, UseMark } from '@/api/supervision';
import type { Catalogue } from '@/components/catalogue';
import { COMPLIANCE_DECLARATION } from '@/contract/records/supervision';
import { EQUIPMENT_CATEGORIES } from '@/domain/equipment';

/** An elevator as the use-mark list shows it: the mark's fields. */
export const useMarkCatalogue: Catalogue<UseMark> = [
  { name: 'equregcode', label: '注册代码', table: { width: 200 }, search: true },
  { name: 'usecercode', label: '使用登记证编号', table: { width: 170 }, search: true },
  { name: 'innercode', label: '单位内编号', table: true },
  { name: 'equsortcode', label: '设备品种', type: 'category', tree: EQUIPMENT_CATEGORIES, table: true },
  { name: 'useUnit', label: '使用单位', table: true, search: true },
  { name: 'areacode', label: '所在区域', type: 'area', table: true, search: true },
  { name: 'address', label: '使用地点', table: true },
  { name: 'nextinsdate', label: '下次检验日期', table: true },
];

/** A compliance declaration: the request it belongs to, then what the maintenance unit declares. */
const D = COMPLIANCE_DECLARATION;
export const declarationCatalogue: Catalogue<ComplianceDeclaration> = [
  { ...D.onlinelsh, table: { width: 170 }, search: true, readOnlyIn: ['edit'], section: '检验申请' },
  { ...D.equclacode, readOnlyIn: ['edit'] },
  { ...D.equsortcode, table: true, readOnlyIn: ['edit'] },
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
