import { readFileSync, rmSync } from 'node:fs';
import type { Plugin } from 'vite';
import { PDF_FONT_ASSET, PDF_FONT_COLLECTION, PDF_FONT_NAME } from '../../src/mocks/pdfFont.ts';
import { fontFromCollection } from '../../src/mocks/pdfFontNode.ts';

/** The stand-in's service worker, which MSW keeps in public/ and Vite copies into every build. */
export const STAND_IN_WORKER = 'mockServiceWorker.js';

/**
 * The stand-in's files only where the stand-in runs (docs/build.md). A production build carries no
 * stand-in, neither its code (VITE_DEMO) nor its service worker, which this deletes from the output.
 * A demo build (VITE_DEMO=true) and the dev server get its PDF font: WenQuanYi Micro Hei taken out of
 * the system's collection (Debian fonts-wqy-microhei) into `demo-assets/`.
 */
export function standInAssets(collection = PDF_FONT_COLLECTION): Plugin {
  let demo = false;
  let outDir = '';
  const face = () => fontFromCollection(new Uint8Array(readFileSync(collection)), PDF_FONT_NAME);
  return {
    name: 'stand-in-assets',
    configResolved(config) {
      outDir = config.build.outDir;
      demo = config.env.VITE_DEMO === 'true';
    },
    configureServer(server) {
      server.middlewares.use(`/${PDF_FONT_ASSET}`, (_req, res) => {
        res.setHeader('Content-Type', 'font/ttf');
        res.end(face());
      });
    },
    generateBundle() {
      if (!demo) return;
      let source: Uint8Array;
      try {
        source = face();
      } catch (error) {
        this.error(
          `demo build: no PDF font (${(error as Error).message}); apt-get install fonts-wqy-microhei`,
        );
      }
      this.emitFile({ type: 'asset', fileName: PDF_FONT_ASSET, source });
    },
    // The worker reaches the output as a copy of public/, not through the bundle: it goes once all is written.
    closeBundle() {
      if (!demo) rmSync(`${outDir}/${STAND_IN_WORKER}`, { force: true });
    },
  };
}
