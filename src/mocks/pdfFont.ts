/**
 * The Chinese font of the print host's PDFs. The stand-in has no font of its own: Node reads the
 * system's WenQuanYi Micro Hei (Debian fonts-wqy-microhei, pdfFontNode.ts), the browser demo fetches
 * the same face, emitted into demo builds only (vite.config.ts, docs/build.md). Each entry point
 * installs its loader here; the print handlers ask for the font only when they make a PDF.
 */

/** The system collection and the face the PDFs use (its PostScript name). */
export const PDF_FONT_COLLECTION = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
export const PDF_FONT_NAME = 'WenQuanYiMicroHei';
/** Where a demo build serves the face, under the app's base. */
export const PDF_FONT_ASSET = 'demo-assets/wqy-microhei.ttf';

let loader: (() => Promise<Uint8Array>) | null = null;
let loaded: Promise<Uint8Array> | null = null;

export function setPdfFontLoader(load: () => Promise<Uint8Array>): void {
  loader = load;
  loaded = null;
}

/** The face's TrueType bytes, loaded once; rejects when this stand-in has no font. */
export function pdfFont(): Promise<Uint8Array> {
  if (!loader) return Promise.reject(new Error('no PDF font loader installed'));
  loaded ??= loader().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}

const tag = (view: DataView, at: number) =>
  String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));

interface TableRecord {
  tag: string;
  checksum: number;
  offset: number;
  length: number;
}

function tablesAt(view: DataView, directory: number): TableRecord[] {
  const count = view.getUint16(directory + 4);
  return Array.from({ length: count }, (_, i) => {
    const at = directory + 12 + i * 16;
    return {
      tag: tag(view, at),
      checksum: view.getUint32(at + 4),
      offset: view.getUint32(at + 8),
      length: view.getUint32(at + 12),
    };
  });
}

/** The PostScript name (name ID 6) of the face whose table directory starts at `directory`. */
function postscriptNameAt(bytes: Uint8Array, view: DataView, directory: number): string {
  const name = tablesAt(view, directory).find((t) => t.tag === 'name');
  if (!name) return '';
  const count = view.getUint16(name.offset + 2);
  const strings = name.offset + view.getUint16(name.offset + 4);
  for (let i = 0; i < count; i++) {
    const at = name.offset + 6 + i * 12;
    if (view.getUint16(at + 6) !== 6) continue;
    const platform = view.getUint16(at);
    const length = view.getUint16(at + 8);
    const start = strings + view.getUint16(at + 10);
    const raw = bytes.subarray(start, start + length);
    // Windows names are UTF-16BE; Macintosh ones are single bytes (ASCII for a PostScript name).
    if (platform === 3) {
      return String.fromCharCode(
        ...Array.from({ length: length / 2 }, (_, k) => view.getUint16(start + k * 2)),
      );
    }
    return String.fromCharCode(...raw);
  }
  return '';
}

/**
 * One face of a TrueType collection (.ttc) as a standalone .ttf: its table directory and the tables
 * it names, copied with new offsets. pdf-lib's fontkit embeds single faces only. A plain .ttf is
 * answered as it is.
 */
export function fontFromCollection(bytes: Uint8Array, postscriptName: string): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (tag(view, 0) !== 'ttcf') return bytes;
  const faces = view.getUint32(8);
  const directories = Array.from({ length: faces }, (_, i) => view.getUint32(12 + i * 4));
  const directory = directories.find((at) => postscriptNameAt(bytes, view, at) === postscriptName);
  if (directory === undefined) throw new Error(`font ${postscriptName} is not in the collection`);

  const tables = tablesAt(view, directory);
  const padded = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + tables.length * 16;
  const out = new Uint8Array(headerSize + tables.reduce((sum, t) => sum + padded(t.length), 0));
  const write = new DataView(out.buffer);
  // The offset table (sfnt version, table count, search hints) is the face's own.
  out.set(bytes.subarray(directory, directory + 12), 0);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    out.set(bytes.subarray(directory + 12 + i * 16, directory + 12 + i * 16 + 8), at);
    write.setUint32(at + 8, offset);
    write.setUint32(at + 12, table.length);
    out.set(bytes.subarray(table.offset, table.offset + table.length), offset);
    offset += padded(table.length);
  });
  return out;
}
