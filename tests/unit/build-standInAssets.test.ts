import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STAND_IN_WORKER, standInAssets } from '../../scripts/build/standInAssets';
import { PDF_FONT_ASSET } from '../../src/mocks/pdfFont';
import { callHook } from './buildPlugin';

let outDir = '';
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

/** A build's output with the service worker Vite copied from public/, and what the plugin emitted. */
function build(demo: boolean, collection?: string) {
  outDir = mkdtempSync(join(tmpdir(), 'stand-in-assets-'));
  writeFileSync(join(outDir, STAND_IN_WORKER), '// msw');
  const plugin = standInAssets(collection);
  const emitted: { fileName: string; source: Uint8Array }[] = [];
  const context = {
    emitFile: (file: { fileName: string; source: Uint8Array }) => emitted.push(file),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  callHook(plugin, 'configResolved', {}, { build: { outDir }, env: { VITE_DEMO: String(demo) } });
  callHook(plugin, 'generateBundle', context, {}, {});
  callHook(plugin, 'closeBundle', context);
  return { emitted, worker: existsSync(join(outDir, STAND_IN_WORKER)) };
}

describe('standInAssets', () => {
  it('leaves a production build without the stand-in: no service worker, no font', () => {
    expect(build(false)).toEqual({ emitted: [], worker: false });
  });

  it('gives a demo build the service worker and the PDF font as a TrueType face of its own', () => {
    const { emitted, worker } = build(true);
    expect(worker).toBe(true);
    expect(emitted.map((file) => file.fileName)).toEqual([PDF_FONT_ASSET]);
    const face = emitted[0].source;
    expect([...face.subarray(0, 4)]).toEqual([0, 1, 0, 0]);
    expect(face.length).toBeGreaterThan(1_000_000);
  });

  it('fails a demo build without the font, naming the package to install', () => {
    expect(() => build(true, join(tmpdir(), 'no-such-collection.ttc'))).toThrow(/fonts-wqy-microhei/);
  });
});
