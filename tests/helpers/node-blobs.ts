import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, vi } from 'vitest';

/**
 * jsdom's Blob cannot come back out of the Node Response that MSW builds for XHR (a downloaded blob
 * fails in undici), and jsdom's FormData turns a Node File into text. Tests that download files use
 * Node's own classes, which is what a browser's are to the network layer. (Uploads of jsdom files
 * reach the stand-in with their bytes and names: tests/setup.ts bridges them.)
 */
export function useNodeBlobs(): void {
  const original = { Blob: globalThis.Blob, File: globalThis.File, FormData: globalThis.FormData };
  beforeAll(async () => {
    globalThis.Blob = NodeBlob as unknown as typeof Blob;
    globalThis.File = NodeFile as unknown as typeof File;
    // Node's FormData (jsdom replaces the global): the one Node's own Response hands out.
    const nodeFormData = await new Response(new URLSearchParams('a=1')).formData();
    globalThis.FormData = nodeFormData.constructor as typeof FormData;
  });
  afterAll(() => {
    globalThis.Blob = original.Blob;
    globalThis.File = original.File;
    globalThis.FormData = original.FormData;
  });
}

/**
 * Downloads the page starts, kept instead of saved: the files (blobs handed to createObjectURL) and
 * the clicks on their links (the link is the click's `this`). Restore the click spy after the test.
 */
export function captureDownloads() {
  const saved: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { saved, click };
}
