import type { EquipmentFile, EquipmentRow } from '@/api/equipment';
import { INSPECTION_REPORT as R } from '@/contract/records/selfService';
import { SET_REGISTRATION as S } from '@/contract/records/registrationSets';
import { formSections, type Catalogue } from '@/components/catalogue';
import type { FormSection } from '@/components/RecordForm';
import { ACCESS } from '@/domain/access';
import { conclusionsOf, inspectionSeries } from '@/domain/equipment';
import { kindOfVariety, type EquipmentKind } from '@/domain/equipmentKinds';
import { equipmentFilePath, equipmentFileRoute } from '@/routes/equipmentFile';
import { pathTo } from '@/routes/lookup';
import type { RecordAction } from '@/components/WorkflowActions';
import { equipmentCatalogue } from './declarations';

/**
 * The equipment file (设备档案) of every kind, declared once: the add form's catalogue of the kind
 * plus what only a file shows (the second inspection series, documents, inspection and registration
 * history). One renderer (EquipmentFile.tsx) shows it for all nine kinds.
 */

/** The route of a kind's file: the route table generates one per kind, named by the kind's key. */
export const fileRouteOf = (kind: EquipmentKind) => equipmentFileRoute(kind.key);

/** 查看 on a list row: the file of the row's kind. */
export const openFile: RecordAction<EquipmentRow> = {
  key: 'view',
  label: '查看',
  confirm: false,
  access: ACCESS.equipmentQuery,
  visible: (row) => !!kindOfVariety(row.equsortcode),
  to: (row) => equipmentFilePath(row)!,
};

/** What only the file shows, after the kind's catalogue. */
function fileOnlyFields(kind: EquipmentKind): Catalogue<EquipmentFile> {
  const conclusions = conclusionsOf(kind.equclacode);
  const [, inner] = inspectionSeries(kind.equclacode);
  return [
    ...(kind.innerInspection
      ? ([
          {
            name: 'lastinnerinsdate',
            label: `上次${inner}日期`,
            type: 'date',
            edit: false,
            section: '检验信息',
          },
          { name: 'innerconclusion', label: `${inner}结论`, dict: conclusions, tag: true, edit: false },
          { name: 'nextinnerinsdate', label: `下次${inner}日期`, type: 'date', edit: false },
        ] as const)
      : []),
    {
      name: 'attrefsysid',
      label: '设备资料',
      type: 'attachments',
      group: 'equipmentDocuments',
      section: '设备资料',
    },
    {
      name: 'inspections',
      label: '检验记录',
      edit: false,
      rows: {
        addText: '',
        fields: [
          R.inspdate,
          { name: 'insptype', label: R.insptype.label },
          { ...R.conclusion, dict: conclusions, tag: true },
          {
            ...R.reportno,
            link: (reportno) => pathTo('company_service_report_detail', { mode: 'view', id: reportno }),
          },
          R.inspunit,
          R.nextdate,
        ],
      },
    },
    {
      name: 'registrations',
      label: '登记记录',
      edit: false,
      rows: {
        addText: '',
        fields: [S.regdate, S.regkind, S.usecercode, { name: 'regauthority', label: S.authority.label }],
      },
    },
  ];
}

/** A kind's file: its groups of descriptions, its documents and histories as tabs; its edit form. */
export function fileSections(kind: EquipmentKind): FormSection[] {
  // The add catalogue's fields are fields of the file too (the file is the record plus its histories).
  const common = equipmentCatalogue(kind) as Catalogue<EquipmentFile>;
  return formSections<EquipmentFile>([...common, ...fileOnlyFields(kind)]);
}
