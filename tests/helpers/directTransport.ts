import { getResponse } from 'msw';
import { standInHandler } from '@/mocks/handlers';

/**
 * The portal's calls handed straight to the stand-in's handlers: an XMLHttpRequest the portal's client
 * (axios) sends through, answered by msw's getResponse from the stand-in's handlers. The client,
 * the wire format and the handlers are the ones every test uses; what is left out is jsdom's XHR under
 * msw's interceptor.
 * For tests that make thousands of calls (the model-based test of the stand-in).
 */
class DirectXhr {
  status = 0;
  statusText = '';
  responseText = '';
  response: unknown = null;
  responseType = '';
  readyState = 0;
  timeout = 0;
  withCredentials = false;
  onloadend: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  ontimeout: (() => void) | null = null;
  upload = { addEventListener() {}, removeEventListener() {} };
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();
  private answerHeaders = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = new URL(url, window.location.href).toString();
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  getAllResponseHeaders() {
    return this.answerHeaders;
  }
  addEventListener() {}
  removeEventListener() {}
  abort() {}
  send(body: BodyInit | null) {
    const request = new Request(this.url, { method: this.method, headers: this.headers, body });
    void getResponse([standInHandler], request).then(async (answer) => {
      const response = answer ?? new Response('', { status: 404 });
      this.answerHeaders = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\r\n');
      if (this.responseType === 'arraybuffer') this.response = await response.arrayBuffer();
      else this.responseText = await response.text();
      [this.status, this.statusText, this.readyState] = [response.status, response.statusText, 4];
      this.onloadend?.();
    });
  }
}

/** Sends the portal's calls straight to the handlers until the returned function puts jsdom's XHR back. */
export function sendCallsDirectly(): () => void {
  // msw's interceptor holds the property read-only (but configurable) while it listens.
  const intercepted = Object.getOwnPropertyDescriptor(globalThis, 'XMLHttpRequest')!;
  Object.defineProperty(globalThis, 'XMLHttpRequest', {
    value: DirectXhr,
    configurable: true,
    writable: true,
  });
  return () => Object.defineProperty(globalThis, 'XMLHttpRequest', intercepted);
}
