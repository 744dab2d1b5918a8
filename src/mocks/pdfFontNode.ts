import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { PDF_FONT_COLLECTION, PDF_FONT_NAME, setPdfFontLoader } from './pdfFont.ts';

/** A face's table directory as fontkit reads it (its types leave it out); offsets are the file's. */
interface FaceDirectory {
  tag: string;
  searchRange: number;
  entrySelector: number;
  rangeShift: number;
  tables: Record<string, { tag: string; checkSum: number; offset: number; length: number }>;
}

/**
 * One face of a TrueType collection (.ttc) as a standalone .ttf: its table directory and the tables
 * it names, copied with new offsets. pdf-lib's fontkit embeds single faces only. A plain .ttf is
 * answered as it is.
 */
export function fontFromCollection(bytes: Uint8Array, postscriptName: string): Uint8Array {
  if (String.fromCharCode(...bytes.subarray(0, 4)) !== 'ttcf') return bytes;
  const face = fontkit.create(bytes, postscriptName) as unknown as { directory: FaceDirectory } | null;
  if (!face) throw new Error(`font ${postscriptName} is not in the collection`);
  const { tag, searchRange, entrySelector, rangeShift, tables } = face.directory;
  const entries = Object.values(tables);
  const padded = (n: number) => (n + 3) & ~3;
  let offset = 12 + entries.length * 16;
  const out = new Uint8Array(offset + entries.reduce((sum, t) => sum + padded(t.length), 0));
  const write = new DataView(out.buffer);
  const writeTag = (at: number, text: string) => out.set(new TextEncoder().encode(text), at);
  writeTag(0, tag);
  [entries.length, searchRange, entrySelector, rangeShift].forEach((n, i) => write.setUint16(4 + i * 2, n));
  entries.forEach((table, i) => {
    const at = 12 + i * 16;
    writeTag(at, table.tag);
    write.setUint32(at + 4, table.checkSum);
    write.setUint32(at + 8, offset);
    write.setUint32(at + 12, table.length);
    out.set(bytes.subarray(table.offset, table.offset + table.length), offset);
    offset += padded(table.length);
  });
  return out;
}

/**
 * The stand-in in Node (tests, the HTTP server) makes PDFs with the system's WenQuanYi Micro Hei
 * (Debian fonts-wqy-microhei, which CI installs); PDF_FONT overrides the file (a .ttf or a .ttc
 * holding the face).
 */
export function installSystemPdfFont(): void {
  setPdfFontLoader(async () =>
    fontFromCollection(await readFile(process.env.PDF_FONT || PDF_FONT_COLLECTION), PDF_FONT_NAME),
  );
}
