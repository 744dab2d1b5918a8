import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const work = mkdtempSync(join(tmpdir(), 'pdfs-'));

/**
 * What poppler reads from a PDF: pdfinfo's lines as a map (Pages, Page size, Title), the text as laid
 * out, and each page's text with white space removed.
 */
export function readPdf(bytes: Buffer, name: string) {
  const file = join(work, name);
  writeFileSync(file, bytes);
  const info = Object.fromEntries(
    execFileSync('pdfinfo', [file], { encoding: 'utf8' })
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => !!m)
      .map((m) => [m[1]!, m[2]!.trim()]),
  );
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const plain = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  return { info, text, pages: plain.split('\f').map((page) => page.replace(/\s+/g, '')) };
}

/** "243.78 x 153.07 pts" as millimetres. */
export const pageSizeMm = (size: string) => {
  const [width, height] = /([\d.]+) x ([\d.]+) pts/.exec(size)!.slice(1).map(Number) as [number, number];
  return { width: (width / 72) * 25.4, height: (height / 72) * 25.4 };
};
