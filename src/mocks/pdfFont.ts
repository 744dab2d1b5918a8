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
