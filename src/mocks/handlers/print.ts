import { HttpResponse } from 'msw';
import { ACCESS } from '@/domain/access';
import { NINGBO_DISTRICTS } from '@/domain/areas';
import { labelOf } from '@/domain/dict';
import { CERT_STATES, SEXES, WORK_ITEMS } from '@/domain/workers';
import { endpoint, type Query } from '../endpoints';
import type { PdfSpec } from '../pdf';
import { pdfFont } from '../pdfFont';
import { fail, type Access, type Caller } from '../respond';
import { certificateRow, certsOf, ownOperators } from './operator';
import { markDocument, ownInspections, reportDocument } from './selfServiceDocuments';

/** The institute whose print host issues the documents (footer and author of every PDF). */
const ISSUER = '宁波市特种设备检验研究院';

/** A document the print host makes: who may have it, what it says, what its file is called. */
interface PrintDocument {
  access: Access;
  /** The document; refuses (not found, another unit's record) as any call does. */
  compose: (caller: Caller, query: Query) => { spec: PdfSpec; fileName: string; asciiName: string };
}

/** Characters a file name cannot hold on Windows or macOS. */
const safeName = (text: string) => text.replace(/[\\/:*?"<>|\s]+/g, '_');

const PRINT_DOCUMENTS: Record<string, PrintDocument> = {
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

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / RFC 5987). */
export const contentDisposition = (kind: 'inline' | 'attachment', fileName: string, asciiName: string) =>
  `${kind}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * The print host (spec 7: "print and report PDF calls go to a separate print host"), at
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

/** A composed document as the print host answers it: the PDF inline or as an attachment. */
export async function pdfAnswer(
  { spec, fileName, asciiName }: { spec: PdfSpec; fileName: string; asciiName: string },
  disposition: string | undefined,
): Promise<Response> {
  const font = await pdfFont().catch((error: unknown) => {
    console.error('[stand-in] 打印服务没有中文字体', error);
    return null;
  });
  if (!font) return fail('打印服务暂不可用：缺少中文字体');
  const { renderPdf } = await import('../pdf');
  const bytes = await renderPdf(spec, font);
  const kind = disposition === 'attachment' ? 'attachment' : 'inline';
  return new HttpResponse(bytes, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition(kind, fileName, asciiName),
      'Cache-Control': 'no-store',
    },
  });
}
