import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
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
const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.45, 0.45, 0.45);
const RULE = rgb(0.7, 0.7, 0.7);
const SHADE = rgb(0.94, 0.95, 0.97);

/** The institute's clock (China Standard Time), whatever zone the server runs in: 2026-11-23 09:30. */
const timeText = (d: Date) => beijingDateTime(d).slice(0, 16);

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

/** Lays blocks out page by page; pages are numbered once all exist. */
class Layout {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;
  readonly width = A4.width - 2 * MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
  }

  /** Starts a new page unless `height` still fits above the footer. */
  room(height: number) {
    if (this.y - height < MARGIN + FOOTER) this.newPage();
  }

  text(text: string, x: number, size: number, color = INK) {
    this.page.drawText(text, { x, y: this.y - size, size, font: this.font, color });
  }

  centred(text: string, size: number, color = INK) {
    this.text(text, (A4.width - this.font.widthOfTextAtSize(text, size)) / 2, size, color);
  }

  title(spec: PdfSpec) {
    this.centred(spec.title, 18);
    this.y -= 28;
    if (spec.subtitle) {
      this.centred(spec.subtitle, 10, GREY);
      this.y -= 18;
    }
    this.y -= 8;
  }

  heading(text: string) {
    this.room(40);
    this.y -= 8;
    this.text(text, MARGIN, 12);
    this.y -= 18;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness: 0.8,
      color: INK,
    });
    this.y -= 8;
  }

  paragraph(text: string) {
    for (const line of wrapText(text, this.font, BODY.size, this.width)) {
      this.room(BODY.line);
      this.text(line, MARGIN, BODY.size);
      this.y -= BODY.line;
    }
    this.y -= 6;
  }

  /** One row of ruled cells; the tallest cell sets the row's height. */
  row(cells: { text: string; width: number; shaded?: boolean }[], header?: () => void) {
    const wrapped = cells.map((c) => wrapText(c.text, this.font, BODY.size, c.width - 8));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * BODY.line + 6;
    if (this.y - height < MARGIN + FOOTER) {
      this.newPage();
      header?.();
    }
    let x = MARGIN;
    cells.forEach((cell, i) => {
      this.page.drawRectangle({
        x,
        y: this.y - height,
        width: cell.width,
        height,
        borderColor: RULE,
        borderWidth: 0.5,
        color: cell.shaded ? SHADE : undefined,
      });
      wrapped[i]!.forEach((line, k) => {
        this.page.drawText(line, {
          x: x + 4,
          y: this.y - 3 - (k + 1) * BODY.line + 4,
          size: BODY.size,
          font: this.font,
          color: INK,
        });
      });
      x += cell.width;
    });
    this.y -= height;
  }

  fields(fields: { label: string; value: string }[]) {
    const label = this.width * 0.15;
    const value = this.width * 0.35;
    for (let i = 0; i < fields.length; i += 2) {
      const pair = fields.slice(i, i + 2);
      // An odd last field takes the rest of the row.
      const wide = pair.length === 1;
      this.row(
        pair.flatMap((f) => [
          { text: f.label, width: label, shaded: true },
          { text: f.value || '—', width: wide ? this.width - label : value },
        ]),
      );
    }
    this.y -= 10;
  }

  table(block: Extract<PdfBlock, { kind: 'table' }>) {
    const total = block.columns.reduce((sum, c) => sum + c.width, 0);
    const widths = block.columns.map((c) => (c.width / total) * this.width);
    const header = () =>
      this.row(block.columns.map((c, i) => ({ text: c.title, width: widths[i]!, shaded: true })));
    this.room(BODY.line * 3);
    header();
    if (!block.rows.length) {
      this.row([{ text: block.empty ?? '暂无记录', width: this.width }]);
    }
    for (const cells of block.rows) {
      this.row(
        cells.map((text, i) => ({ text, width: widths[i]! })),
        header,
      );
    }
    this.y -= 10;
  }

  /** 第 n 页 共 m 页 and the issuer on every page. */
  footers(spec: PdfSpec) {
    const size = 8;
    const left = `${spec.issuer}\u3000打印时间：${timeText(spec.printedAt)}`;
    this.pages.forEach((page, i) => {
      const number = `第 ${i + 1} 页 共 ${this.pages.length} 页`;
      page.drawLine({
        start: { x: MARGIN, y: MARGIN + 14 },
        end: { x: A4.width - MARGIN, y: MARGIN + 14 },
        thickness: 0.5,
        color: RULE,
      });
      page.drawText(left, { x: MARGIN, y: MARGIN, size, font: this.font, color: GREY });
      page.drawText(number, {
        x: A4.width - MARGIN - this.font.widthOfTextAtSize(number, size),
        y: MARGIN,
        size,
        font: this.font,
        color: GREY,
      });
    });
  }
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

/** The document as PDF bytes on A4 pages. */
export async function renderPdf(spec: PdfSpec, font: Uint8Array): Promise<Uint8Array> {
  const { doc, face } = await startPdf(spec.title, spec.issuer, spec.printedAt, font);
  const layout = new Layout(doc, face);
  layout.title(spec);
  for (const block of spec.blocks) {
    if (block.kind === 'heading') layout.heading(block.text);
    else if (block.kind === 'paragraph') layout.paragraph(block.text);
    else if (block.kind === 'fields') layout.fields(block.fields);
    else layout.table(block);
  }
  layout.footers(spec);
  return doc.save();
}
