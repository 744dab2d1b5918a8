import { HttpResponse } from 'msw';
import { ACCESS } from '@/domain/access';
import { NINGBO_DISTRICTS } from '@/domain/areas';
import { labelOf, treeLabel } from '@/domain/dict';
import { EQUIPMENT_CATEGORIES } from '@/domain/equipment';
import { SUPERVISION_CONCLUSIONS } from '@/domain/supervision';
import { CERT_STATES, SEXES, WORK_ITEMS } from '@/domain/workers';
import { endpoint, type Query } from '../endpoints';
import type { PdfSpec } from '../pdf';
import { pdfFont } from '../pdfFont';
import { fail, refuse, type Access, type Caller } from '../respond';
import { certificateRow, certsOf, ownOperators } from './operator';
import { INSPECTION_BODY, ownSupervisions, ownUseMarks } from './supervision';
import { markDocument, ownInspections, reportDocument } from './selfServiceDocuments';
import { REGISTRATION_STATUS, REGISTRATION_STATUSES, USE_REGISTRATION_KINDS } from '@/domain/useRegistration';
import { units } from '../families/accounts';
import type { UseRegistrationRecord } from '../families/useRegistration';
import { visibleUseRegistrations } from './useRegistration';
import { ownSets, setRow } from './registrationSets';
import { REGISTRATION_KINDS } from '@/domain/equipmentFile';
import { SET_CATEGORIES } from '@/domain/registrationSets';

/** The institute whose print host issues the documents (footer and author of every PDF). */
const ISSUER = '宁波市特种设备检验研究院';

/**
 * What a document is: blocks on A4 pages (`spec`), or pages of its own size drawn by `render` (a use
 * mark), given the font's bytes.
 */
type Composed = { fileName: string; asciiName: string } & (
  { spec: PdfSpec } | { render: (font: Uint8Array) => Promise<Uint8Array> }
);

/** A document the print host makes: who may have it, what it says, what its file is called. */
interface PrintDocument {
  access: Access;
  /** The document; refuses (not found, another unit's record) as any call does. */
  compose: (caller: Caller, query: Query) => Composed;
}

/** Characters a file name cannot hold on Windows or macOS. */
const safeName = (text: string) => text.replace(/[\\/:*?"<>|\s]+/g, '_');

/** The equipment and use fields of a use registration, as both its documents print them. */
const registeredEquipment = (application: UseRegistrationRecord) => [
  { label: '设备类别/品种', value: treeLabel(EQUIPMENT_CATEGORIES, application.equsortcode) },
  { label: '设备名称', value: application.equname },
  { label: '设备代码', value: application.equcode },
  { label: '注册代码', value: application.equregcode || '办结时核发' },
  { label: '型号', value: application.equmodel },
  { label: '产品编号', value: application.factorycode },
  { label: '制造单位', value: application.makeunit },
  { label: '制造日期', value: application.makedate },
];
const usageFields = (application: UseRegistrationRecord) => [
  { label: '使用单位', value: units.find(application.unitId)?.orgname ?? '' },
  { label: '使用地点', value: `${labelOf(NINGBO_DISTRICTS, application.areacode)} ${application.address}` },
  { label: '单位内编号', value: application.innercode },
  { label: '投入使用日期', value: application.usedate },
  { label: '安全管理人员', value: `${application.safeman} ${application.safemobile}` },
  { label: '维保单位', value: application.maintainunit },
];

const PRINT_DOCUMENTS: Record<string, PrintDocument> = {
  /** 使用登记证: issued on completion, for the unit and the authority. */
  useCertificate: {
    access: ACCESS.useRecordQuery,
    compose: (caller, query) => {
      const application = visibleUseRegistrations.get(caller, query.id);
      if (application.status !== REGISTRATION_STATUS.completed) refuse('登记尚未办结，暂无使用登记证');
      return {
        fileName: `使用登记证_${safeName(application.usecercode)}.pdf`,
        asciiName: `use-certificate-${application.id}.pdf`,
        spec: {
          title: '特种设备使用登记证',
          subtitle: `编号：${application.usecercode}`,
          issuer: ISSUER,
          printedAt: new Date(),
          blocks: [
            {
              kind: 'fields',
              fields: [
                { label: '使用登记证编号', value: application.usecercode },
                ...registeredEquipment(application),
                ...usageFields(application),
                { label: '登记类别', value: labelOf(USE_REGISTRATION_KINDS, application.regkind) },
                { label: '登记机关', value: '宁波市市场监督管理局' },
              ],
            },
            {
              kind: 'paragraph',
              text: '本证随设备使用，设备使用单位应当将本证置于设备显著位置或者随机携带；设备变更、停用、报废时应当办理相应登记。',
            },
          ],
        },
      };
    },
  },
  /** 使用登记证 of a set (按台套): one certificate over the set's member equipment. */
  setCertificate: {
    access: ACCESS.registrationBySet,
    compose: (caller, query) => {
      const set = setRow(ownSets.get(caller, query.id));
      return {
        fileName: `使用登记证_${safeName(set.usecercode)}.pdf`,
        asciiName: `set-certificate-${set.id}.pdf`,
        spec: {
          title: '特种设备使用登记证',
          subtitle: `编号：${set.usecercode}`,
          issuer: ISSUER,
          printedAt: new Date(),
          blocks: [
            {
              kind: 'fields',
              fields: [
                { label: '使用登记证编号', value: set.usecercode },
                { label: '使用单位', value: set.orgname },
                { label: '台套名称', value: set.setname },
                { label: '设备类别', value: labelOf(SET_CATEGORIES, set.equclacode) },
                { label: '设备数量', value: `${set.memberCount}台（套）` },
                { label: '使用地点', value: set.address },
                { label: '登记类别', value: labelOf(REGISTRATION_KINDS, set.regkind) },
                { label: '发证日期', value: set.certdate },
                { label: '登记机关', value: set.authority },
              ],
            },
            {
              kind: 'paragraph',
              text: '本证按台套登记，适用于登记表所列全部设备；设备变更、停用、报废时应当办理相应登记。',
            },
          ],
        },
      };
    },
  },
  /** 使用登记表: the application as filed, in any status. */
  useRegistrationForm: {
    access: ACCESS.useRecordQuery,
    compose: (caller, query) => {
      const application = visibleUseRegistrations.get(caller, query.id);
      return {
        fileName: `使用登记表_${safeName(application.applyNo)}.pdf`,
        asciiName: `use-registration-form-${application.id}.pdf`,
        spec: {
          title: '特种设备使用登记表',
          subtitle: `申请编号：${application.applyNo}`,
          issuer: ISSUER,
          printedAt: new Date(),
          blocks: [
            {
              kind: 'fields',
              fields: [
                { label: '登记类别', value: labelOf(USE_REGISTRATION_KINDS, application.regkind) },
                { label: '办理状态', value: labelOf(REGISTRATION_STATUSES, application.status) },
              ],
            },
            { kind: 'heading', text: '设备基本情况' },
            { kind: 'fields', fields: registeredEquipment(application) },
            { kind: 'heading', text: '设备使用情况' },
            { kind: 'fields', fields: usageFields(application) },
            {
              kind: 'paragraph',
              text: '使用单位承诺：所填内容真实，设备经监督检验合格，已建立安全管理制度并配备安全管理人员。',
            },
          ],
        },
      };
    },
  },

  /** 作业人员证书卡: an operator and their certificates. */
  operatorCard: {
    access: ACCESS.workerQuery,
    compose: (caller, query) => {
      const operator = ownOperators.get(caller, query.id);
      const certificates = certsOf(operator.id).map(certificateRow);
      return {
        fileName: `作业人员证书卡_${safeName(operator.name)}.pdf`,
        asciiName: `operator-card-${operator.id}.pdf`,
        spec: {
          title: '特种设备作业人员证书卡',
          subtitle: caller.unit?.orgname,
          issuer: ISSUER,
          printedAt: new Date(),
          blocks: [
            { kind: 'heading', text: '人员信息' },
            {
              kind: 'fields',
              fields: [
                { label: '姓名', value: operator.name },
                { label: '性别', value: labelOf(SEXES, operator.sex) },
                { label: '身份证号', value: operator.idcard },
                { label: '手机号码', value: operator.mobile },
                { label: '所在区域', value: labelOf(NINGBO_DISTRICTS, operator.areacode) },
                { label: '详细地址', value: operator.address },
              ],
            },
            { kind: 'heading', text: '资格证书' },
            {
              kind: 'table',
              columns: [
                { title: '证书编号', width: 5.4 },
                { title: '作业项目', width: 5.4 },
                { title: '发证机关', width: 5.2 },
                { title: '发证日期', width: 3.3 },
                { title: '有效期至', width: 3.3 },
                { title: '状态', width: 2 },
              ],
              rows: certificates.map((c) => [
                c.certno,
                `${c.workitem} ${labelOf(WORK_ITEMS, c.workitem)}`,
                c.issueorg,
                c.issuedate,
                c.validdate,
                labelOf(CERT_STATES, c.certState),
              ]),
              empty: '暂无证书',
            },
            {
              kind: 'paragraph',
              text: '本证书卡依据单位登记的作业人员证书信息生成，证书真伪以发证机关的记录为准。',
            },
          ],
        },
      };
    },
  },
  /** 电梯使用标志: each chosen elevator's mark on a page of the mark's size. */
  elevatorUseMark: {
    access: ACCESS.elevatorUseMark,
    compose: (caller, query) => {
      const ids = (query.ids ?? '').split(',').filter(Boolean);
      if (!ids.length) refuse('请选择要打印使用标志的电梯');
      if (ids.length > MAX_MARKS) refuse(`一次最多打印${MAX_MARKS}张使用标志`);
      const marks = ids.map((id) => ownUseMarks.get(caller, id));
      const first = marks[0]!;
      return {
        fileName:
          marks.length === 1
            ? `电梯使用标志_${safeName(first.equregcode)}.pdf`
            : `电梯使用标志_${marks.length}台.pdf`,
        asciiName: `elevator-use-marks-${marks.length}.pdf`,
        render: async (font) => (await import('../markPdf')).renderUseMarks(marks, font, new Date()),
      };
    },
  },
  /** 特种设备制造监督检验证书: a certified supervision inspection. */
  supervisionCertificate: {
    access: [ACCESS.supervisionPipe, ACCESS.supervisionBoiler, ACCESS.supervisionVessel],
    compose: (caller, query) => {
      const inspection = ownSupervisions.get(caller, query.id);
      if (!inspection.certno) refuse('该监督检验尚未出具证书');
      return {
        fileName: `监督检验证书_${safeName(inspection.certno)}.pdf`,
        asciiName: `supervision-certificate-${inspection.id}.pdf`,
        spec: {
          title: '特种设备制造监督检验证书',
          subtitle: `证书编号：${inspection.certno}`,
          issuer: INSPECTION_BODY,
          printedAt: new Date(),
          blocks: [
            { kind: 'heading', text: '产品信息' },
            {
              kind: 'fields',
              fields: [
                { label: '制造单位', value: caller.unit?.orgname ?? '' },
                { label: '制造许可证编号', value: inspection.makeLicense },
                { label: '产品名称', value: inspection.productName },
                { label: '产品品种', value: treeLabel(EQUIPMENT_CATEGORIES, inspection.equsortcode) },
                { label: '型号规格', value: inspection.productModel },
                { label: '产品编号', value: inspection.productNo },
                { label: '数量', value: String(inspection.quantity) },
                { label: '监检编号', value: inspection.jjbh },
              ],
            },
            { kind: 'heading', text: '监督检验' },
            {
              kind: 'table',
              columns: [
                { title: '序号', width: 1 },
                { title: '监检项目', width: 6 },
                { title: '结果', width: 2 },
              ],
              rows: (inspection.items ?? []).map((item) => [item.id, item.item, item.result]),
            },
            {
              kind: 'fields',
              fields: [
                { label: '监检结论', value: labelOf(SUPERVISION_CONCLUSIONS, inspection.conclusion) },
                { label: '监检员', value: inspection.inspector },
                { label: '监检日期', value: `${inspection.startDate} 至 ${inspection.endDate}` },
                { label: '发证日期', value: inspection.certDate },
              ],
            },
            {
              kind: 'paragraph',
              text: '经监督检验，该产品的制造过程符合《特种设备生产和充装单位许可规则》及相关安全技术规范的要求，特发此证。',
            },
          ],
        },
      };
    },
  },
  /** 检验报告 (getReport): one of the unit's reports, by its number. */
  inspectionReport: {
    access: ACCESS.reportQuery,
    compose: (caller, query) => reportDocument(ownInspections.get(caller, query.id)),
  },
  /** 检验标志 (jcbz): the mark of one of the unit's reports. */
  inspectionMark: {
    access: ACCESS.inspectionMark,
    compose: (caller, query) => markDocument(ownInspections.get(caller, query.id)),
  },
};

/** A use-mark print run: as many marks as a few A4 sheets hold, so one call stays small. */
const MAX_MARKS = 50;

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / RFC 5987). */
export const contentDisposition = (kind: 'inline' | 'attachment', fileName: string, asciiName: string) =>
  `${kind}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * The print host (print and report PDFs come from a host of their own), at
 * `<printHost>/pdf/<document>?id=...&disposition=inline|attachment` with the session parameters.
 * pdf-lib is loaded with the first PDF, so the browser demo's stand-in does not carry it at start.
 */
export const printHandlers = Object.entries(PRINT_DOCUMENTS).map(([name, document]) =>
  endpoint({
    method: 'get',
    path: `*/print/pdf/${name}`,
    access: document.access,
    run: ({ caller, body: query }) => pdfAnswer(document.compose(caller, query), query.disposition),
  }),
);

/** A composed document as the print host's answer: the PDF inline or as a download, under its name. */
export async function pdfAnswer(composed: Composed, disposition: string | undefined): Promise<Response> {
  const font = await pdfFont().catch((error: unknown) => {
    console.error('[stand-in] 打印服务没有中文字体', error);
    return null;
  });
  if (!font) return fail('打印服务暂不可用：缺少中文字体');
  const bytes =
    'spec' in composed
      ? await (await import('../pdf')).renderPdf(composed.spec, font)
      : await composed.render(font);
  const { fileName, asciiName } = composed;
  const kind = disposition === 'attachment' ? 'attachment' : 'inline';
  return new HttpResponse(bytes, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition(kind, fileName, asciiName),
      'Cache-Control': 'no-store',
    },
  });
}
