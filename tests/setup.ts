import '@testing-library/jest-dom/vitest';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import Cookies from 'js-cookie';
import { message } from 'antd';
import { server } from '@/mocks/node';
import { resetDb } from '@/mocks/db';
import { standInSettings } from '@/mocks/settings';

// Lazy route modules load on first use and validators wait 500 ms: the first render of a page can take
// a few seconds under load. Scaled with the machine's load like the per-test limit (vite.config.ts).
configure({ asyncUtilTimeout: 15_000 * (Number(process.env.TEST_TIME_SCALE) || 1) });

// antd reads these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.scrollTo = () => {};
// jsdom lays nothing out, so it has no scrolling an element into view either.
Element.prototype.scrollIntoView = () => {};

/**
 * Uploads carry their real bytes and names. MSW turns an XHR's body into a Node Request; vitest's
 * jsdom bridge converts jsdom's FormData and Blob for it by reading a jsdom field that jsdom 29
 * renamed (`_buffer`, now `_bytes`), so every uploaded file arrived as the text "undefined", named
 * "blob". This converts them first, as a browser's network layer sees them.
 */
const jsdomBytes = Object.getOwnPropertySymbols(Object.getOwnPropertyDescriptors(new Blob()))[0];
const bytesOf = (blob: Blob) =>
  (blob as unknown as Record<symbol, { _bytes: Uint8Array }>)[jsdomBytes]._bytes;
const JsdomBlob = Blob;
const JsdomFile = File;
const JsdomFormData = FormData;
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
// Typed as the DOM's Blob: Node's differs from it only in its typings (bytes() over any buffer).
const nodeBlobOf = (blob: Blob) =>
  (blob instanceof JsdomFile
    ? new NodeFile([bytesOf(blob)], blob.name, { type: blob.type, lastModified: blob.lastModified })
    : new NodeBlob([bytesOf(blob)], { type: blob.type })) as unknown as Blob;
function nodeBodyOf(body: BodyInit | null | undefined) {
  if (body instanceof JsdomBlob) return nodeBlobOf(body);
  if (!(body instanceof JsdomFormData)) return body;
  const form = new NodeFormData();
  body.forEach((value, name) => form.append(name, typeof value === 'string' ? value : nodeBlobOf(value)));
  return form;
}
const BridgedRequest = globalThis.Request;
// Once per worker: setup files run again for each test file in the shared module graph.
if (!('bridgesJsdomBodies' in BridgedRequest)) {
  globalThis.Request = class extends BridgedRequest {
    static bridgesJsdomBodies = true;
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(input, init?.body == null ? init : { ...init, body: nodeBodyOf(init.body) as BodyInit });
    }
  };
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  // A toast shown with no <App> mounted (stores and the client in unit tests) would live in antd's
  // own React root with timers that outlast the test file's document ("window is not defined").
  // Tests that care spy on src/lib/feedback's toast; with an <App> mounted its own instance is used.
  for (const level of ['success', 'error', 'warning', 'info'] as const) {
    vi.spyOn(message, level).mockImplementation(() => Object.assign(Promise.resolve(true), () => {}));
  }
  // Each test starts from the seed, logged out.
  resetDb();
  standInSettings.idleMinutes = 30;
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name));
  localStorage.clear();
  sessionStorage.clear();
  // The client reads the cookie header once per task (src/utils/storage.ts): each test starts in a
  // task of its own, so none sees the header an earlier test read.
  await new Promise((resolve) => setTimeout(resolve));
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
