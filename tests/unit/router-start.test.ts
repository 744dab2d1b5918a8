import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { firstRouteLoaded } from '@/app/router';

/** A router whose first route's loader finishes when the test says so. */
function routerWithGatedLoader() {
  let finish!: () => void;
  const gate = new Promise<null>((resolve) => (finish = () => resolve(null)));
  const router = createMemoryRouter([{ path: '/', loader: () => gate, element: null }]);
  return { router, finish };
}

describe('firstRouteLoaded (the portal renders once the first route is in)', () => {
  it('waits for the first route’s loader, then resolves', async () => {
    const { router, finish } = routerWithGatedLoader();
    let loaded = false;
    const waiting = firstRouteLoaded(router).then(() => (loaded = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.initialized).toBe(false);
    expect(loaded).toBe(false);
    finish();
    await waiting;
    expect(loaded).toBe(true);
    expect(router.state.initialized).toBe(true);
  });

  it('resolves at once for a router already loaded', async () => {
    const { router, finish } = routerWithGatedLoader();
    finish();
    await firstRouteLoaded(router);
    await expect(firstRouteLoaded(router)).resolves.toBeUndefined();
    expect(router.state.initialized).toBe(true);
  });
});
