import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True while React renders on the server or hydrates markup rendered there (the login page, prerendered
 * at build time), false in every render after: what differs between the build and this browser, or
 * what must wait until the page is live, waits for the second render.
 */
export const useHydrating = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
