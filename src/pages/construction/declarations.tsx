import type { ReactElement } from 'react';
import type { ConstructionNotice, EquipmentParameters, SupervisionRequest } from '@/api/construction';
import { formSections, type Catalogue, type CatalogueField } from '@/components/catalogue';
import { DeviceCodeInput, deviceCodeRules } from '@/components/DeviceCodeInput';
import type { FormSection } from '@/components/RecordForm';
import { technicalFields } from '@/components/technicalFields';
import { CONSTRUCTION_NOTICE, MANUFACTURE, SUPERVISION_REQUEST } from '@/contract/records/construction';
import { treeLabel } from '@/domain/dict';
import { EQUIPMENT_CATEGORIES } from '@/domain/equipment';
import type { EquipmentKind } from '@/domain/equipmentKinds';

const varietyName = (code: string) => treeLabel(EQUIPMENT_CATEGORIES, code).split(' / ').at(-1) ?? code;

/** The pickers of the form: the using unit (bcwlist) and the inspection body (inspectionUnitBasicList). */
export interface UnitPickers {
  useUnit: ReactElement;
  inspectionUnit: ReactElement;
}

/** The units a notification names: pickers on the form, names everywhere else. */
function unitFields(pickers?: UnitPickers): CatalogueField<ConstructionNotice>[] {
  if (pickers) {
    return [
      { ...CONSTRUCTION_NOTICE.useunitId, input: pickers.useUnit, section: '相关单位' },
      { ...CONSTRUCTION_NOTICE.inspunitId, input: pickers.inspectionUnit },
    ];
  }
  return [
    // The construction unit is mostly the reader's own: on demand in the list, the use unit shown.
    {
      ...CONSTRUCTION_NOTICE.orgname,
      section: '相关单位',
      table: { width: 160, hiddenByDefault: true },
      search: true,
    },
    { ...CONSTRUCTION_NOTICE.useunitname, table: { width: 160 }, search: true },
    CONSTRUCTION_NOTICE.inspunitname,
  ];
}

/**
 * A notification: the lists' columns and conditions, the register form (given its pickers) and the
 * detail view. The authority's opinion, the cancellation and the supervision request show in the view.
 */
export function noticeCatalogue(pickers?: UnitPickers): Catalogue<ConstructionNotice> {
  return [
    { ...CONSTRUCTION_NOTICE.notifyNo, table: 'sort', search: true, section: '告知信息' },
    { ...CONSTRUCTION_NOTICE.status, tag: true, table: { width: 90 }, search: true },
    { ...CONSTRUCTION_NOTICE.constructkind, table: { width: 90 }, search: true },
    { ...CONSTRUCTION_NOTICE.equclacode, search: true },
    {
      ...CONSTRUCTION_NOTICE.equsortcode,
      table: {
        title: '设备品种',
        width: 140,
        hiddenByDefault: true,
        render: (r) => varietyName(r.equsortcode),
      },
    },
    { ...CONSTRUCTION_NOTICE.equname, table: true, search: true },
    {
      ...CONSTRUCTION_NOTICE.equcode,
      input: <DeviceCodeInput />,
      rules: deviceCodeRules,
      inputMode: 'numeric',
      table: true,
      search: true,
    },

    {
      ...CONSTRUCTION_NOTICE.areacode,
      section: '施工地点',
      table: { width: 90, hiddenByDefault: true },
      search: true,
    },
    { ...CONSTRUCTION_NOTICE.address, wide: true },
    { ...CONSTRUCTION_NOTICE.planstartdate, table: 'sort', search: true },
    {
      ...CONSTRUCTION_NOTICE.planenddate,
      dates: { notBefore: { field: 'planstartdate', label: CONSTRUCTION_NOTICE.planstartdate.label } },
    },

    ...unitFields(pickers),
    CONSTRUCTION_NOTICE.contactman,
    { ...CONSTRUCTION_NOTICE.contactmobile, inputMode: 'numeric' },
    { ...CONSTRUCTION_NOTICE.remarks, wide: true },

    {
      ...CONSTRUCTION_NOTICE.createDate,
      // 计划开工日期 is the date the list is read for; the registration's on demand.
      table: { sorter: true, hiddenByDefault: true },
      search: { label: '登记日期', type: 'dateRange' },
      section: '办理情况',
    },
    CONSTRUCTION_NOTICE.commitTime,
    { ...CONSTRUCTION_NOTICE.opinion, wide: true },
    CONSTRUCTION_NOTICE.auditTime,
    { ...CONSTRUCTION_NOTICE.cancelReason, wide: true },
    CONSTRUCTION_NOTICE.sbjjdate,
    CONSTRUCTION_NOTICE.sbjjcontact,
  ];
}

/** The register form: the view-only fields leave it by themselves (edit: false). */
export const noticeFormSections = (pickers: UnitPickers): FormSection[] =>
  formSections(noticeCatalogue(pickers));
export const noticeViewSections: FormSection[] = formSections(noticeCatalogue());
export const noticeListCatalogue = noticeCatalogue();

/** The supervision inspection request (constructionSbjj). */
export const supervisionSections: FormSection[] = formSections<SupervisionRequest>([
  { ...SUPERVISION_REQUEST.sbjjdate, section: '监督检验申请', dates: { notBefore: 'today' } },
  SUPERVISION_REQUEST.sbjjcontact,
  { ...SUPERVISION_REQUEST.sbjjmobile, inputMode: 'numeric' },
  { ...SUPERVISION_REQUEST.sbjjremarks, wide: true },
]);

/** The equipment's manufacture facts and the technical parameters of its kind (constructionSbcs). */
export const parameterCatalogue = (kind: EquipmentKind): Catalogue<EquipmentParameters> => [
  { ...MANUFACTURE.equmodel, section: '制造信息' },
  MANUFACTURE.factorycode,
  MANUFACTURE.makeunit,
  { ...MANUFACTURE.makedate, dates: { notAfter: 'today' } },
  ...technicalFields<EquipmentParameters>(kind),
];
