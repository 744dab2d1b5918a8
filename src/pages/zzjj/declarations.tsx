import type { SupervisionInspection } from '@/api/supervision';
import type { Catalogue } from '@/components/catalogue';
import { SUPERVISION_INSPECTION as S, SUPERVISION_ITEM } from '@/contract/records/supervision';

/** A supervision inspection: the product, the inspection, the certificate; its items as a tab. */
export const supervisionCatalogue = (varieties: string): Catalogue<SupervisionInspection> => [
  { ...S.jjbh, table: { width: 170 }, search: true, section: '产品信息' },
  {
    ...S.equsortcode,
    tree: S.equsortcode.tree.filter((c) => c.value === varieties),
    table: true,
    search: true,
  },
  { ...S.productName, table: 'sort', search: true },
  // The product's model, number and inspector are read on the record: on demand in the list.
  { ...S.productModel, table: { hiddenByDefault: true } },
  { ...S.productNo, table: { hiddenByDefault: true }, search: true },
  S.makeLicense,
  { ...S.quantity, table: { width: 80 } },
  { ...S.applyDate, table: 'sort', search: true, section: '监督检验' },
  S.startDate,
  S.endDate,
  { ...S.inspector, table: { hiddenByDefault: true } },
  { ...S.conclusion, table: true },
  { ...S.status, tag: true, table: { width: 90 }, search: true },
  { ...S.certno, table: { width: 180 }, section: '监督检验证书' },
  S.certDate,
  {
    ...S.items,
    rows: {
      fields: Object.values(SUPERVISION_ITEM).map(({ name, label }) => ({ name, label })),
      addText: '',
    },
  },
];
