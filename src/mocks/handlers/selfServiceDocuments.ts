import { treeLabel } from '@/domain/dict';
import { CATEGORY, EQUIPMENT_CATEGORIES } from '@/domain/equipment';
import type { Records } from '../endpoints';
import { units } from '../families/accounts';
import { inspectionsOfUnit, publicKeyOf, type InspectionRecord } from '../families/selfService';
import type { PdfSpec } from '../pdf';
import { refuse } from '../respond';

/**
 * The print host's documents of a report (getReport) and of its inspection mark (jcbz). The print
 * table (print.ts) says who may have them; the no-account pickup hands out the same report.
 */

export const REPORT_NOT_FOUND = '检验报告不存在';

/** The caller's unit's inspections (derived, not stored); another unit's report number is not found. */
export const ownInspections: Records<InspectionRecord> = {
  visibleTo: (caller) => inspectionsOfUnit(caller.user.unitId),
  get: (caller, id) =>
    (id ? inspectionsOfUnit(caller.user.unitId).find((r) => r.id === id) : undefined) ??
    refuse(REPORT_NOT_FOUND),
};

const ISSUER = '宁波市特种设备检验研究院';

/** "2027-05-14" as the mark shows the next inspection: to the month. */
const toMonth = (day: string) => (day ? `${day.slice(0, 4)}年${day.slice(5, 7)}月` : '—');

const unitName = (unitId: string) => units.find(unitId)?.orgname ?? '';

interface Composed {
  spec: PdfSpec;
  fileName: string;
  asciiName: string;
}

/** The inspection report of one inspection. */
export function reportDocument(report: InspectionRecord): Composed {
  return {
    fileName: `检验报告_${report.reportno}.pdf`,
    asciiName: `report-${report.reportno}.pdf`,
    spec: {
      title: '特种设备检验报告',
      subtitle: `报告编号：${report.reportno}`,
      issuer: ISSUER,
      printedAt: new Date(),
      blocks: [
        { kind: 'heading', text: '设备信息' },
        {
          kind: 'fields',
          fields: [
            { label: '使用单位', value: unitName(report.unitId) },
            { label: '设备名称', value: report.equname },
            { label: '设备品种', value: treeLabel(EQUIPMENT_CATEGORIES, report.equsortcode) },
            { label: '设备代码', value: report.equcode },
            { label: '注册代码', value: report.equregcode },
            { label: '使用登记证编号', value: report.usecercode },
            { label: '使用地点', value: report.address },
          ],
        },
        { kind: 'heading', text: '检验结论' },
        {
          kind: 'fields',
          fields: [
            { label: '报告编号', value: report.reportno },
            { label: '检验类别', value: report.insptype },
            { label: '检验日期', value: report.inspdate },
            { label: '检验结论', value: report.conclusion },
            { label: '下次检验日期', value: report.nextdate || '—' },
            { label: '检验机构', value: report.inspunit },
            ...(report.installunit ? [{ label: '安装单位', value: report.installunit }] : []),
          ],
        },
        {
          kind: 'paragraph',
          text: `经${report.insptype}，该设备的检验结论为“${report.conclusion}”。本报告仅对本次检验时设备的状况负责，报告真伪可凭报告编号向检验机构查询。`,
        },
      ],
    },
  };
}

/** The inspection mark of a report: what the plate beside the equipment says. */
export function markDocument(report: InspectionRecord): Composed {
  const elevator = report.equclacode === CATEGORY.elevator;
  return {
    fileName: `检验标志_${report.reportno}.pdf`,
    asciiName: `mark-${report.reportno}.pdf`,
    spec: {
      title: elevator ? '电梯使用标志' : '特种设备定期检验标志',
      subtitle: unitName(report.unitId),
      issuer: ISSUER,
      printedAt: new Date(),
      blocks: [
        {
          kind: 'fields',
          fields: [
            { label: '使用单位', value: unitName(report.unitId) },
            { label: '设备名称', value: report.equname },
            { label: '注册代码', value: report.equregcode },
            { label: '使用登记证编号', value: report.usecercode },
            { label: '检验机构', value: report.inspunit },
            { label: '报告编号', value: report.reportno },
            { label: '检验结论', value: report.conclusion },
            { label: '下次检验日期', value: toMonth(report.nextdate) },
            ...(elevator ? [{ label: '应急救援电话', value: '96333' }] : []),
            {
              label: '无账号报检码',
              value: publicKeyOf('periodic', report.equipmentId, report.unitId),
            },
          ],
        },
        {
          kind: 'paragraph',
          text: '本标志应张贴在设备的显著位置。到期前请及时申请定期检验；无账号时可凭无账号报检码在门户的“无账号定期检验”中申请。',
        },
      ],
    },
  };
}
