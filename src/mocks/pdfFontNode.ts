import { readFile } from 'node:fs/promises';
import { PDF_FONT_COLLECTION, PDF_FONT_NAME, fontFromCollection, setPdfFontLoader } from './pdfFont';

/**
 * The stand-in in Node (tests, the HTTP server) makes PDFs with the system's WenQuanYi Micro Hei
 * (Debian fonts-wqy-microhei, which CI installs); PDF_FONT overrides the file (a .ttf or a .ttc
 * holding the face).
 */
export function installSystemPdfFont(): void {
  setPdfFontLoader(async () =>
    fontFromCollection(
      new Uint8Array(await readFile(process.env.PDF_FONT || PDF_FONT_COLLECTION)),
      PDF_FONT_NAME,
    ),
  );
}
