import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom's Blob and File cannot cross into the Node Request/Response that MSW builds for XHR (a
 * downloaded blob fails in undici, an uploaded file loses its name and bytes). Tests that move files
 * use Node's own classes, which is what a browser's are to the network layer.
 */
export function useNodeBlobs(): void {
  const original = { Blob: globalThis.Blob, File: globalThis.File };
  beforeAll(() => {
    globalThis.Blob = NodeBlob as unknown as typeof Blob;
    globalThis.File = NodeFile as unknown as typeof File;
  });
  afterAll(() => {
    globalThis.Blob = original.Blob;
    globalThis.File = original.File;
  });
}
