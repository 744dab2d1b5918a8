import '@testing-library/jest-dom/vitest';
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
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // A toast shown with no <App> mounted (stores and the client in unit tests) would live in antd's
  // own React root with timers that outlast the test file's document ("window is not defined").
  // Tests that care spy on src/app/feedback's toast; with an <App> mounted its own instance is used.
  for (const level of ['success', 'error', 'warning', 'info'] as const) {
    vi.spyOn(message, level).mockImplementation(() => Object.assign(Promise.resolve(true), () => {}));
  }
  // Each test starts from the seed, logged out.
  resetDb();
  standInSettings.idleMinutes = 30;
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name));
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
