import type { SupervisionInspection, SupervisionItem } from '@/api/supervision';
import type { Catalogue } from '@/components/catalogue';
import { EQUIPMENT_CATEGORIES } from '@/domain/equipment';
import { SUPERVISION_CONCLUSIONS, SUPERVISION_STATUSES } from '@/domain/supervision';

const itemFields: Catalogue<SupervisionItem> = [
  { name: 'id', label: '序号' },
  { name: 'item', label: '监检项目' },
  { name: 'result', label: '结果' },
];

/** A supervision inspection: the product, the inspection, the certificate; its items as a tab. */
export const supervisionCatalogue = (varieties: string): Catalogue<SupervisionInspection> => [
  { name: 'jjbh', label: '监检编号', table: { width: 170 }, search: true, section: '产品信息' },
  {
    name: 'equsortcode',
    label: '产品品种',
    type: 'category',
    tree: EQUIPMENT_CATEGORIES.filter((c) => c.value === varieties),
    table: true,
    search: true,
  },
  { name: 'productName', label: '产品名称', table: 'sort', search: true },
  { name: 'productModel', label: '型号规格', table: true },
  { name: 'productNo', label: '产品编号', table: true, search: true },
  { name: 'makeLicense', label: '制造许可证编号' },
  { name: 'quantity', label: '数量', type: 'number', table: { width: 80 } },
  { name: 'applyDate', label: '申请日期', table: 'sort', search: true, section: '监督检验' },
  { name: 'startDate', label: '监检开始日期' },
  { name: 'endDate', label: '监检完成日期' },
  { name: 'inspector', label: '监检员', table: true },
  { name: 'conclusion', label: '监检结论', dict: SUPERVISION_CONCLUSIONS, table: true },
  {
    name: 'status',
    label: '状态',
    dict: SUPERVISION_STATUSES,
    tag: true,
    table: { width: 90 },
    search: true,
  },
  { name: 'certno', label: '证书编号', table: { width: 180 }, section: '监督检验证书' },
  { name: 'certDate', label: '发证日期' },
  {
    name: 'items',
    label: '监检项目',
    rows: { fields: itemFields.map((f) => ({ name: f.name, label: f.label })), addText: '' },
  },
];
