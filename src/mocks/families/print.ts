import { printCalls as P } from '@/contract/calls/print';
import type { ContractField, ContractRecord } from '@/contract/field';
import { fieldText } from '@/contract/fieldText';
import { FILE_TYPES } from '@/contract/wire';
import { EQUIPMENT } from '@/contract/records/equipment';
import { SET_REGISTRATION } from '@/contract/records/registrationSets';
import { INSPECTION_REPORT, PERIODIC_REQUEST } from '@/contract/records/selfService';
import { SUPERVISION_INSPECTION, SUPERVISION_ITEM } from '@/contract/records/supervision';
import { TERMINATION } from '@/contract/records/termination';
import { USE_REGISTRATION } from '@/contract/records/useRegistration';
import { CERTIFICATE, OPERATOR } from '@/contract/records/workers';
import { CATEGORY } from '@/domain/equipment';
import { monthOf, RESCUE_PHONE } from '@/domain/supervision';
import { REGISTRATION_STATUS, REGISTRATION_STATUSES } from '@/domain/useRegistration';
import { serve, servePublic, type Records } from '../endpoints';
import type { PdfSpec } from '../pdf';
import { pdfFont } from '../pdfFont';
import type { Entity } from '../db';
import { fail, fileAnswer, refuse, type Caller } from '../respond';
import { certificateRow, certsOf, ownOperators } from './operator';
import { ownSets, setRow } from './registrationSets';
import { INSPECTION_BODY, ownSupervisions, ownUseMarks } from './supervision';
import { REGISTRATION_AUTHORITY } from './equipment';
import { visibleUseRegistrations, type UseRegistrationRecord } from './useRegistration';
import { ownInspections, publicKeyOf, reportOfKey, type InspectionRecord } from './selfService';
import { units } from '../callers';

/**
 * The print host (print and report PDFs come from a host of their own): each document of the
 * contract's print calls, composed from the record its id names in the caller's scope. pdf-lib is
 * loaded with the first PDF, so the browser demo's stand-in does not carry it at start.
 */

/** A document as declared: its file (the Chinese name's stem and key, the ASCII name's stem) and its A4 content. */
type Declared = Omit<PdfSpec, 'issuer' | 'printedAt'> & { file: [stem: string, key: string, ascii: string] };

/** A PDF shown in the browser's viewer, or downloaded. */
type Disposition = 'inline' | 'attachment';

/** The PDF of a record's document under its file names (the ASCII one by the record's id), issued now. */
const recordPdf = (id: string, { file: [stem, key, ascii], ...spec }: Declared, disposition?: Disposition) =>
  pdfAnswer(
    { name: `${stem}_${safeName(key)}.pdf`, ascii: `${ascii}-${id}.pdf` },
    async (font) =>
      (await import('../pdf')).renderPdf({ issuer: INSPECTION_BODY, printedAt: new Date(), ...spec }, font),
    disposition,
  );

/** Running text of a document. */
const said = (text: string) => ({ kind: 'paragraph', text }) as const;

/** Label/value pairs of a document, two to a row. */
const fields = (pairs: { label: string; value: string }[]) => ({ kind: 'fields', fields: pairs }) as const;

/** A heading and the label/value pairs under it. */
const section = (text: string, pairs: { label: string; value: string }[]) =>
  [{ kind: 'heading', text } as const, fields(pairs)] as const;

/** Characters a file name cannot hold on Windows or macOS. */
const safeName = (text: string) => text.replace(/[\\/:*?"<>|\s]+/g, '_');

/** A field as a document prints it: its declared label, its value as text (codes as their labels). */
const line = (field: ContractField, value: unknown) => ({
  label: field.label,
  value: fieldText(field, value),
});

/** Fields of a record, as `line`. */
const lines = <R extends object>(record: ContractRecord, row: R, names: (keyof R & string)[]) =>
  names.map((name) => line(record[name]!, row[name]));

/** Rows of a record as a table of the fields, each its share of the width; `cell` may word what `line` would. */
const table = <R extends object>(
  record: ContractRecord,
  rows: R[],
  columns: readonly (readonly [keyof R & string, number])[],
  cell?: (row: R, name: keyof R & string) => string | undefined,
) => ({
  kind: 'table' as const,
  columns: columns.map(([name, width]) => ({ title: record[name]!.label, width })),
  rows: rows.map((row) => columns.map(([name]) => cell?.(row, name) ?? line(record[name]!, row[name]).value)),
});

const unitName = (unitId: string) => units.find(unitId)?.orgname ?? '';

const U = USE_REGISTRATION;

/** The certificates' table of an operator card. */
const OPERATOR_CARD_COLUMNS = [
  ['certno', 5.4],
  ['workitem', 5.4],
  ['issueorg', 5.2],
  ['issuedate', 3.3],
  ['validdate', 3.3],
  ['certState', 2],
] as const;

/** The equipment and use fields of a use registration, as both its documents print them. */
const registeredEquipment = (application: UseRegistrationRecord) => [
  ...lines(U, application, ['equsortcode', 'equname', 'equcode']),
  line(U.equregcode, application.equregcode || '办结时核发'),
  ...lines(U, application, ['equmodel', 'factorycode', 'makeunit', 'makedate']),
];
const usageFields = (application: UseRegistrationRecord) => [
  line(SET_REGISTRATION.orgname, unitName(application.unitId)),
  line(U.address, `${fieldText(U.areacode, application.areacode)} ${application.address}`),
  ...lines(U, application, ['innercode', 'usedate']),
  line(U.safeman, `${application.safeman} ${application.safemobile}`),
  line(U.maintainunit, application.maintainunit),
];

// ---------- Reports and inspection marks (a report also goes to a paper collect key, without an account) ----------

const R = INSPECTION_REPORT;

/** The inspection report of one inspection. */
const inspectionReport = (report: InspectionRecord): Declared => ({
  file: ['检验报告', report.reportno, 'report'],
  title: '特种设备检验报告',
  subtitle: `报告编号：${report.reportno}`,
  blocks: [
    ...section('设备信息', [
      line(SET_REGISTRATION.orgname, unitName(report.unitId)),
      ...lines(R, report, ['equname', 'equsortcode', 'equcode', 'equregcode', 'usecercode', 'address']),
    ]),
    ...section(R.conclusion.label, [
      // An empty value prints as —.
      ...lines(R, report, ['reportno', 'insptype', 'inspdate', 'conclusion', 'nextdate', 'inspunit']),
      ...(report.installunit ? [line(R.installunit, report.installunit)] : []),
    ]),
    said(
      `经${report.insptype}，该设备的检验结论为“${report.conclusion}”。本报告仅对本次检验时设备的状况负责，报告真伪可凭报告编号向检验机构查询。`,
    ),
  ],
});

/** The print calls of one record by its id, all declared alike. */
type RecordDocument = (typeof P)[Exclude<keyof typeof P, 'elevatorUseMark' | 'collectReport'>];

/** A print call: the record its id names in the caller's scope, as the document `declare` makes of it. */
const printed = <T extends Entity>(
  call: RecordDocument,
  of: Records<T>,
  declare: (record: T, caller: Caller) => Declared,
) =>
  serve(call, {
    record: { of },
    run: ({ caller, record, body }) => recordPdf(record.id, declare(record, caller), body.disposition),
  });

/** `<printHost>/pdf/<document>?id=...&disposition=inline|attachment` with the session parameters. */
export const printHandlers = [
  /** 使用登记证: issued on completion, for the unit and the authority. */
  printed(P.useCertificate, visibleUseRegistrations, (application) => {
    if (application.status !== REGISTRATION_STATUS.completed) refuse('登记尚未办结，暂无使用登记证');
    return {
      file: ['使用登记证', application.usecercode, 'use-certificate'],
      title: '特种设备使用登记证',
      subtitle: `编号：${application.usecercode}`,
      blocks: [
        fields([
          line(U.usecercode, application.usecercode),
          ...registeredEquipment(application),
          ...usageFields(application),
          line(U.regkind, application.regkind),
          line(SET_REGISTRATION.authority, REGISTRATION_AUTHORITY),
        ]),
        said(
          '本证随设备使用，设备使用单位应当将本证置于设备显著位置或者随机携带；设备变更、停用、报废时应当办理相应登记。',
        ),
      ],
    };
  }),
  /** 使用登记表: the application as filed, in any status. */
  printed(P.useRegistrationForm, visibleUseRegistrations, (application) => ({
    file: ['使用登记表', application.applyNo, 'use-registration-form'],
    title: '特种设备使用登记表',
    subtitle: `申请编号：${application.applyNo}`,
    blocks: [
      fields([
        line(U.regkind, application.regkind),
        // A registration's 办理状态, labelled as a termination's is.
        line({ ...TERMINATION.status, dict: REGISTRATION_STATUSES }, application.status),
      ]),
      ...section('设备基本情况', registeredEquipment(application)),
      ...section('设备使用情况', usageFields(application)),
      said('使用单位承诺：所填内容真实，设备经监督检验合格，已建立安全管理制度并配备安全管理人员。'),
    ],
  })),
  /** 使用登记证 of a set (按台套): one certificate over the set's member equipment. */
  printed(P.setCertificate, ownSets, (stored) => {
    const set = setRow(stored);
    return {
      file: ['使用登记证', set.usecercode, 'set-certificate'],
      title: '特种设备使用登记证',
      subtitle: `编号：${set.usecercode}`,
      blocks: [
        fields([
          ...lines(SET_REGISTRATION, set, ['usecercode', 'orgname', 'setname', 'equclacode']),
          line(SET_REGISTRATION.memberCount, `${set.memberCount}台（套）`),
          ...lines(SET_REGISTRATION, set, ['address', 'regkind', 'certdate', 'authority']),
        ]),
        said('本证按台套登记，适用于登记表所列全部设备；设备变更、停用、报废时应当办理相应登记。'),
      ],
    };
  }),
  /** 作业人员证书卡: an operator and their certificates. */
  printed(P.operatorCard, ownOperators, (operator, caller) => ({
    file: ['作业人员证书卡', operator.name, 'operator-card'],
    title: '特种设备作业人员证书卡',
    subtitle: caller.unit?.orgname,
    blocks: [
      ...section(
        '人员信息',
        lines(OPERATOR, operator, ['name', 'sex', 'idcard', 'mobile', 'areacode', 'address']),
      ),
      { kind: 'heading', text: OPERATOR.qualifications.label },
      {
        // A work item by its code and name, as the certificate itself prints it.
        ...table(CERTIFICATE, certsOf(operator.id).map(certificateRow), OPERATOR_CARD_COLUMNS, (c, name) =>
          name === 'workitem' ? `${c.workitem} ${fieldText(CERTIFICATE.workitem, c.workitem)}` : undefined,
        ),
        empty: '暂无证书',
      },
      said('本证书卡依据单位登记的作业人员证书信息生成，证书真伪以发证机关的记录为准。'),
    ],
  })),
  /** 特种设备制造监督检验证书: a certified supervision inspection, made by the caller's unit. */
  printed(P.supervisionCertificate, ownSupervisions, (inspection, caller) => {
    if (!inspection.certno) refuse('该监督检验尚未出具证书');
    const S = SUPERVISION_INSPECTION;
    return {
      file: ['监督检验证书', inspection.certno, 'supervision-certificate'],
      title: '特种设备制造监督检验证书',
      subtitle: `证书编号：${inspection.certno}`,
      blocks: [
        ...section('产品信息', [
          line(EQUIPMENT.makeunit, caller.unit?.orgname ?? ''),
          ...lines(S, inspection, [
            'makeLicense',
            'productName',
            'equsortcode',
            'productModel',
            'productNo',
            'quantity',
            'jjbh',
          ]),
        ]),
        { kind: 'heading', text: '监督检验' },
        table(SUPERVISION_ITEM, inspection.items ?? [], [
          ['id', 1],
          ['item', 6],
          ['result', 2],
        ]),
        fields([
          ...lines(S, inspection, ['conclusion', 'inspector']),
          { label: '监检日期', value: `${inspection.startDate} 至 ${inspection.endDate}` },
          line(S.certDate, inspection.certDate),
        ]),
        said(
          '经监督检验，该产品的制造过程符合《特种设备生产和充装单位许可规则》及相关安全技术规范的要求，特发此证。',
        ),
      ],
    };
  }),
  printed(P.inspectionReport, ownInspections, inspectionReport),
  /** The inspection mark of a report: what the plate beside the equipment says. */
  printed(P.inspectionMark, ownInspections, (report) => {
    const elevator = report.equclacode === CATEGORY.elevator;
    return {
      file: ['检验标志', report.reportno, 'mark'],
      title: elevator ? '电梯使用标志' : '特种设备定期检验标志',
      subtitle: unitName(report.unitId),
      blocks: [
        fields([
          line(SET_REGISTRATION.orgname, unitName(report.unitId)),
          ...lines(R, report, ['equname', 'equregcode', 'usecercode', 'inspunit', 'reportno', 'conclusion']),
          line(R.nextdate, monthOf(report.nextdate)),
          ...(elevator ? [{ label: '应急救援电话', value: RESCUE_PHONE }] : []),
          line(PERIODIC_REQUEST.key, publicKeyOf('periodic', report.equipmentId, report.unitId)),
        ]),
        said(
          '本标志应张贴在设备的显著位置。到期前请及时申请定期检验；无账号时可凭无账号报检码在门户的“无账号定期检验”中申请。',
        ),
      ],
    };
  }),
  /** The report a paper collect key names, for someone without an account. */
  servePublic(P.collectReport, {
    run: ({ body }) => {
      const report = reportOfKey(body.key);
      return recordPdf(report.id, inspectionReport(report), body.disposition);
    },
  }),
  /** 电梯使用标志: each chosen elevator's mark on a page of the mark's size. */
  serve(P.elevatorUseMark, {
    run: ({ caller, body }) => {
      const marks = body.ids.map((id) => ownUseMarks.get(caller, id));
      const only = marks.length === 1 ? safeName(marks[0]!.equregcode) : `${marks.length}台`;
      return pdfAnswer(
        { name: `电梯使用标志_${only}.pdf`, ascii: `elevator-use-marks-${marks.length}.pdf` },
        async (font) => (await import('../markPdf')).renderUseMarks(marks, font, new Date(), INSPECTION_BODY),
        body.disposition,
      );
    },
  }),
];

/**
 * A document as the print host's answer: drawn with the font's bytes, the PDF inline or as a download,
 * under its file names (Chinese, and ASCII: see fileAnswer).
 */
async function pdfAnswer(
  file: { name: string; ascii: string },
  render: (font: Uint8Array) => Promise<Uint8Array>,
  disposition: Disposition = 'inline',
): Promise<Response> {
  const font = await pdfFont().catch((error: unknown) => {
    console.error('[stand-in] 打印服务没有中文字体', error);
    return null;
  });
  if (!font) return fail('打印服务暂不可用：缺少中文字体');
  return fileAnswer(await render(font), FILE_TYPES.pdf, file, disposition);
}
