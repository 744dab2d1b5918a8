import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { getOperator, listOperators, operatorCardPdf } from '@/api/operator';
import { sessionQuery } from '@/http/client';
import { printHostBase } from '@/api/print';
import { A4, renderPdf } from '@/mocks/pdf';
import { PDF_FONT_COLLECTION, PDF_FONT_NAME, pdfFont } from '@/mocks/pdfFont';
import { fontFromCollection } from '@/mocks/pdfFontNode';
import { useNodeBlobs } from '../helpers/node-blobs';
import { loginAs } from '../helpers/session';

const work = mkdtempSync(join(tmpdir(), 'print-stand-in-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The text poppler reads from a PDF, page by page (form feeds between pages). */
function pdfText(bytes: Uint8Array): string[] {
  const file = join(work, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
}

/** 第 n 页 共 m 页, however poppler spaces the characters. */
const pageNumber = (n: number, of: number) => new RegExp(`第\\s*${n}\\s*页\\s*共\\s*${of}\\s*页`);

/** The fonts poppler lists in a PDF: name, type, embedded, Unicode map. */
function pdfFonts(bytes: Uint8Array): string {
  const file = join(work, 'fonts.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdffonts', [file], { encoding: 'utf8' });
}

/**
 * The print host's answer as the network gives it. Node's fetch, not the client: jsdom's XHR decodes a
 * binary answer as text (every byte past 0x7f turns into U+FFFD); a browser's does not.
 */
async function printHost(document: string, params: Record<string, string>): Promise<Response> {
  const url = new URL(`${printHostBase()}/pdf/${document}`, 'http://localhost');
  Object.entries({ ...params, ...sessionQuery() }).forEach(([k, v]) => url.searchParams.set(k, v));
  return fetch(url);
}

async function firstOperator() {
  await loginAs('syqy');
  return getOperator((await listOperators({ pageNo: 1, pageSize: 1 })).list[0]!.id);
}

describe('print host (stand-in): the operator certificate card', () => {
  useNodeBlobs();

  it('reaches the client as a PDF named in UTF-8 by its Content-Disposition', async () => {
    const operator = await firstOperator();
    const document = await operatorCardPdf(operator.id!);
    expect(document.blob.type).toBe('application/pdf');
    const answer = await printHost('operatorCard', { id: operator.id! });
    expect(answer.headers.get('content-disposition')).toMatch(
      /^inline; filename="operator-card-[\w-]+\.pdf"; filename\*=UTF-8''/,
    );
    expect(document.fileName).toBe(`作业人员证书卡_${operator.name}.pdf`);
  });

  it('is an A4 page with the operator and their certificates as text, numbered', async () => {
    const operator = await firstOperator();
    const bytes = new Uint8Array(await (await printHost('operatorCard', { id: operator.id! })).arrayBuffer());
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: A4.width, height: A4.height });
    expect(pdf.getTitle()).toBe('特种设备作业人员证书卡');

    const [page] = pdfText(bytes);
    expect(page).toContain('特种设备作业人员证书卡');
    expect(page).toContain('宁波甬江化工机械有限公司');
    expect(page).toContain(operator.name);
    expect(page).toContain(operator.idcard);
    expect(operator.qualifications?.length).toBeGreaterThan(0);
    for (const certificate of operator.qualifications ?? []) expect(page).toContain(certificate.certno);
    expect(page).toContain('宁波市特种设备检验研究院');
    expect(page).toMatch(pageNumber(1, 1));
  });

  it('embeds a subset of the Chinese face, with a Unicode map', async () => {
    const operator = await firstOperator();
    const bytes = new Uint8Array(await (await printHost('operatorCard', { id: operator.id! })).arrayBuffer());
    expect(pdfFonts(bytes)).toMatch(/WenQuanYiMicroHei\S*\s+CID TrueType\s+Identity-H\s+yes\s+\w+\s+yes/);
    // The whole face is 4.6 MB; the glyphs of one card are a few KB.
    expect((await pdfFont()).length).toBeGreaterThan(4_000_000);
    expect(bytes.length).toBeLessThan(60_000);
  });

  it('answers ?disposition=attachment for a download', async () => {
    const operator = await firstOperator();
    const response = await printHost('operatorCard', { id: operator.id!, disposition: 'attachment' });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
  });

  it("refuses another unit's operator, and a call without a session", async () => {
    const operator = await firstOperator();
    await loginAs('wbdw');
    await expect(operatorCardPdf(operator.id!)).rejects.toThrow('作业人员不存在或已删除');
    const response = await fetch(new URL(`${printHostBase()}/pdf/operatorCard?id=x`, 'http://localhost'));
    expect(await response.json()).toMatchObject({ result: 'login' });
  });
});

describe('PDF renderer', () => {
  it('numbers every page of a long table and repeats its header row', async () => {
    const font = fontFromCollection(new Uint8Array(readFileSync(PDF_FONT_COLLECTION)), PDF_FONT_NAME);
    const bytes = await renderPdf(
      {
        title: '设备检验报告汇总',
        issuer: '宁波市特种设备检验研究院',
        printedAt: new Date('2026-11-23T09:30:00+08:00'),
        blocks: [
          { kind: 'heading', text: '检验记录' },
          {
            kind: 'table',
            columns: [
              { title: '序号', width: 1 },
              { title: '设备名称', width: 4 },
            ],
            rows: Array.from({ length: 90 }, (_, i) => [String(i + 1), `曳引驱动乘客电梯${i + 1}号`]),
          },
        ],
      },
      font,
    );
    const pages = pdfText(bytes);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toMatch(pageNumber(i + 1, pages.length));
      expect(page).toContain('设备名称');
      expect(page).toContain('2026-11-23 09:30');
    });
    expect(pages.at(-1)).toContain('曳引驱动乘客电梯90号');
    const pdf = await PDFDocument.load(bytes);
    pdf.getPages().forEach((p) => expect(p.getSize()).toEqual({ width: A4.width, height: A4.height }));
  });

  it('takes one face out of a collection by its PostScript name', () => {
    const collection = new Uint8Array(readFileSync(PDF_FONT_COLLECTION));
    const face = fontFromCollection(collection, PDF_FONT_NAME);
    expect(String.fromCharCode(...face.subarray(0, 4))).toBe('\0\u0001\0\0');
    expect(() => fontFromCollection(collection, 'NoSuchFace')).toThrow('NoSuchFace');
  });
});
