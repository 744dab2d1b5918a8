import type { ComplianceDeclaration, UseMark } from '@/api/supervision';
import type { Catalogue } from '@/components/catalogue';
import { EQUIPMENT_CATEGORIES } from '@/domain/equipment';
import { DECLARATION_STATUSES, SELF_CHECK_CONCLUSIONS } from '@/domain/supervision';

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
export const declarationCatalogue: Catalogue<ComplianceDeclaration> = [
  {
    name: 'onlinelsh',
    label: '申请流水号',
    table: { width: 170 },
    search: true,
    readOnlyIn: ['edit'],
    section: '检验申请',
  },
  {
    name: 'equclacode',
    label: '设备类别',
    type: 'category',
    tree: EQUIPMENT_CATEGORIES,
    readOnlyIn: ['edit'],
  },
  {
    name: 'equsortcode',
    label: '设备品种',
    type: 'category',
    tree: EQUIPMENT_CATEGORIES,
    table: true,
    readOnlyIn: ['edit'],
  },
  { name: 'equregcode', label: '注册代码', table: { width: 200 }, search: true, readOnlyIn: ['edit'] },
  { name: 'useUnit', label: '使用单位', table: true, search: true, readOnlyIn: ['edit'] },
  { name: 'address', label: '使用地点', readOnlyIn: ['edit'] },
  { name: 'applyDate', label: '申请日期', table: 'sort', search: true, readOnlyIn: ['edit'] },
  {
    name: 'selfCheckDate',
    label: '自检日期',
    type: 'date',
    required: true,
    dates: { notAfter: 'today' },
    section: '符合性声明',
  },
  {
    name: 'selfCheckConclusion',
    label: '自检结论',
    dict: SELF_CHECK_CONCLUSIONS,
    required: true,
    table: true,
  },
  { name: 'maintainer', label: '维保人员', required: true, maxLength: 20 },
  {
    name: 'maintainerCert',
    label: '维保人员证书编号',
    required: true,
    maxLength: 20,
    rules: [{ pattern: /^[A-Z0-9]{6,20}$/, message: '请输入有效的维保人员证书编号' }],
  },
  { name: 'content', label: '声明内容', type: 'textarea', required: true, maxLength: 500, wide: true },
  { name: 'declareDate', label: '声明日期', table: true, edit: false },
  {
    name: 'status',
    label: '状态',
    dict: DECLARATION_STATUSES,
    tag: true,
    table: { width: 90 },
    search: true,
    edit: false,
  },
];
