import { PDFDocument, rgb, type Color, type PDFFont } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { beijingDateTime } from '@/utils/beijingTime';

/**
 * The print host's PDFs (reports, certificates, marks): a document is a title and blocks laid out
 * top to bottom on A4 pages, each page numbered 第 n 页 共 m 页. The Chinese face is embedded as a
 * subset of the glyphs used (a few KB instead of 4.6 MB), with a ToUnicode map, so the text can be
 * searched and copied (pdftotext returns it).
 */

/** A4 portrait in PDF points (1 pt = 1/72 in). */
export const A4 = { width: 595.28, height: 841.89 } as const;

export type PdfBlock =
  /** A section heading with a rule under it. */
  | { kind: 'heading'; text: string }
  /** Label/value pairs, two to a row, in a ruled grid. */
  | { kind: 'fields'; fields: { label: string; value: string }[] }
  /** A table; widths are shares of the page width. A table that runs over repeats its header row. */
  | { kind: 'table'; columns: { title: string; width: number }[]; rows: string[][]; empty?: string }
  /** Running text. */
  | { kind: 'paragraph'; text: string };

export interface PdfSpec {
  /** Shown at the top of the first page and stored as the document's title. */
  title: string;
  /** A line under the title (the unit the document is for). */
  subtitle?: string;
  /** The issuer, in the footer of every page and as the document's author. */
  issuer: string;
  /** When it was made, in the footer (the stored creation date is this moment too). */
  printedAt: Date;
  blocks: PdfBlock[];
}

const MARGIN = 50;
const FOOTER = 36;
const BODY = { size: 10, line: 16 };
export const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.45, 0.45, 0.45);
const RULE = rgb(0.7, 0.7, 0.7);
const SHADE = rgb(0.94, 0.95, 0.97);

/** Lines of at most `width` points: Chinese breaks between any two characters, so break by character. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const char of paragraph) {
      if (line && font.widthOfTextAtSize(line + char, size) > width) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
    lines.push(line);
  }
  return lines;
}

/** A new PDF titled and dated, `font` (a TrueType face with Chinese glyphs) embedded as a subset. */
export async function startPdf(title: string, issuer: string, printedAt: Date, font: Uint8Array) {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const face = await doc.embedFont(font, { subset: true });
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(issuer);
  doc.setCreator('特种设备企业自助服务平台 打印服务');
  doc.setProducer('pdf-lib');
  doc.setLanguage('zh-CN');
  doc.setCreationDate(printedAt);
  doc.setModificationDate(printedAt);
  return { doc, face };
}

/** The document as PDF bytes on A4 pages, laid out top to bottom; pages are numbered once all exist. */
export async function renderPdf(spec: PdfSpec, font: Uint8Array): Promise<Uint8Array> {
  const { doc, face } = await startPdf(spec.title, spec.issuer, spec.printedAt, font);
  const width = A4.width - 2 * MARGIN;
  let page = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  /** Starts a new page unless `height` still fits above the footer; true when it did. */
  const room = (height: number) => {
    if (y - height >= MARGIN + FOOTER) return false;
    page = doc.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
    return true;
  };
  const write = (text: string, x: number, size: number, color = INK, at = y - size, on = page) =>
    on.drawText(text, { x, y: at, size, font: face, color });
  const centred = (text: string, size: number, color = INK) =>
    write(text, (A4.width - face.widthOfTextAtSize(text, size)) / 2, size, color);
  const rule = (at: number, thickness: number, color: Color, on = page) =>
    on.drawLine({ start: { x: MARGIN, y: at }, end: { x: A4.width - MARGIN, y: at }, thickness, color });

  /** One row of ruled cells; the tallest cell sets the row's height. */
  const row = (cells: { text: string; width: number; shaded?: boolean }[], header?: () => void) => {
    const wrapped = cells.map((c) => wrapText(c.text, face, BODY.size, c.width - 8));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * BODY.line + 6;
    if (room(height)) header?.();
    let x = MARGIN;
    cells.forEach(({ width: cellWidth, shaded }, i) => {
      const box = { x, y: y - height, width: cellWidth, height, borderColor: RULE, borderWidth: 0.5 };
      page.drawRectangle({ ...box, color: shaded ? SHADE : undefined });
      wrapped[i]!.forEach((line, k) => write(line, x + 4, BODY.size, INK, y + 1 - (k + 1) * BODY.line));
      x += cellWidth;
    });
    y -= height;
  };

  centred(spec.title, 18);
  y -= 28;
  if (spec.subtitle) {
    centred(spec.subtitle, 10, GREY);
    y -= 18;
  }
  y -= 8;
  for (const block of spec.blocks) {
    if (block.kind === 'heading') {
      room(40);
      y -= 8;
      write(block.text, MARGIN, 12);
      y -= 18;
      rule(y, 0.8, INK);
      y -= 8;
    } else if (block.kind === 'paragraph') {
      for (const line of wrapText(block.text, face, BODY.size, width)) {
        room(BODY.line);
        write(line, MARGIN, BODY.size);
        y -= BODY.line;
      }
      y -= 6;
    } else if (block.kind === 'fields') {
      // Two fields a row; an odd last field takes the rest of the row.
      const label = width * 0.15;
      for (let i = 0; i < block.fields.length; i += 2) {
        const pair = block.fields.slice(i, i + 2);
        row(
          pair.flatMap((f) => [
            { text: f.label, width: label, shaded: true },
            { text: f.value || '—', width: pair.length === 1 ? width - label : width * 0.35 },
          ]),
        );
      }
      y -= 10;
    } else {
      const total = block.columns.reduce((sum, c) => sum + c.width, 0);
      const widths = block.columns.map((c) => (c.width / total) * width);
      const header = () =>
        row(block.columns.map((c, i) => ({ text: c.title, width: widths[i]!, shaded: true })));
      room(BODY.line * 3);
      header();
      if (!block.rows.length) row([{ text: block.empty ?? '暂无记录', width }]);
      for (const cells of block.rows) {
        row(
          cells.map((text, i) => ({ text, width: widths[i]! })),
          header,
        );
      }
      y -= 10;
    }
  }

  // 第 n 页 共 m 页 and the issuer on every page.
  const issued = `${spec.issuer}\u3000打印时间：${beijingDateTime(spec.printedAt).slice(0, 16)}`;
  const pages = doc.getPages();
  pages.forEach((on, i) => {
    const number = `第 ${i + 1} 页 共 ${pages.length} 页`;
    rule(MARGIN + 14, 0.5, RULE, on);
    write(issued, MARGIN, 8, GREY, MARGIN, on);
    write(number, A4.width - MARGIN - face.widthOfTextAtSize(number, 8), 8, GREY, MARGIN, on);
  });
  return doc.save();
}
