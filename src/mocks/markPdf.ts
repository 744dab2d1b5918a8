import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import { rgb } from 'pdf-lib';
import type { UseMark } from '@/contract/calls/supervision';
import { USE_MARK_SIZE } from '@/domain/supervision';
import { elevatorMarkLines } from '@/domain/useMarkLines';
import { INK, startPdf, wrapText } from './pdf';

/**
 * The print host's elevator use marks: one page per mark at the mark's real size (not A4), each with
 * every field the mark carries and its QR code, drawn from the same qrcode.react matrix the page uses.
 */

const POINTS_PER_MM = 72 / 25.4;
const GREEN = rgb(0.0, 0.42, 0.24);
const WHITE = rgb(1, 1, 1);

/** The QR code's modules as an SVG path and its side in modules (qrcode.react, no quiet zone). */
function qrMatrix(value: string): { path: string; modules: number } {
  const svg = renderToStaticMarkup(createElement(QRCodeSVG, { value, level: 'M', marginSize: 0 }));
  const modules = Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1]);
  const path = /<path fill="#000000" d="([^"]+)"/.exec(svg)?.[1];
  if (!modules || !path) throw new Error('QR code not rendered');
  return { path, modules };
}

/** The marks as PDF bytes, one page each of USE_MARK_SIZE, with `font` embedded as a subset. */
export async function renderUseMarks(marks: UseMark[], font: Uint8Array, printedAt: Date, issuer: string) {
  const { doc, face } = await startPdf('电梯使用标志', issuer, printedAt, font);

  const width = USE_MARK_SIZE.width * POINTS_PER_MM;
  const height = USE_MARK_SIZE.height * POINTS_PER_MM;
  const mm = (n: number) => n * POINTS_PER_MM;
  for (const mark of marks) {
    const page = doc.addPage([width, height]);
    const write = (text: string, x: number, y: number, size: number, color = INK) =>
      page.drawText(text, { x, y, size, font: face, color });
    const centred = (text: string, y: number, size: number) =>
      write(text, (width - face.widthOfTextAtSize(text, size)) / 2, y, size, WHITE);
    // Green border and title band, as the 2024 mark.
    page.drawRectangle({
      x: mm(3),
      y: mm(3),
      width: width - mm(6),
      height: height - mm(6),
      borderColor: GREEN,
      borderWidth: 2,
    });
    page.drawRectangle({ x: mm(3), y: height - mm(23), width: width - mm(6), height: mm(20), color: GREEN });
    centred('电梯使用标志', height - mm(13), 20);
    centred('（2024版）', height - mm(19.5), 8);

    let y = height - mm(31);
    for (const [label, value] of elevatorMarkLines(mark)) {
      write(`${label}：`, mm(7), y, 8.5);
      const x = mm(7) + face.widthOfTextAtSize(`${label}：`, 8.5);
      const lines = wrapText(value || '—', face, 8.5, width - x - mm(7));
      lines.forEach((line, i) => write(line, x, y - i * 12, 8.5));
      y -= 12 * lines.length + 5;
    }

    // 应急救援电话 large, then the QR code to the public record.
    page.drawRectangle({ x: mm(7), y: mm(37), width: width - mm(14), height: mm(11), color: GREEN });
    centred(`应急救援电话 ${mark.rescuePhone}`, mm(40), 15);
    const { path, modules } = qrMatrix(mark.recordUrl);
    const side = mm(24);
    page.drawSvgPath(path, { x: width - mm(7) - side, y: mm(8) + side, scale: side / modules, color: INK });
    write('扫描二维码', mm(8), mm(26), 8);
    write('查询电梯公示信息', mm(8), mm(21), 8);
    write('宁波市市场监督管理局监制', mm(8), mm(10), 7);
  }
  return doc.save();
}
