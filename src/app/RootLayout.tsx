import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router-dom';
import 'nprogress/nprogress.css';
import { getConfig } from '@/config';
import type { PageRoute } from '@/routes/types';
import { installReloginHandler, useReloginQueue } from './reloginQueue';
import { withDeferredStyles } from './boot/deferredStyles';

// Loaded when a session first expires: most visits never need the dialog's code.
const ReloginDialog = lazy(withDeferredStyles(() => import('./ReloginDialog')));

// nprogress's own template says role="bar", which is no ARIA role (axe: aria-roles); the bar is
// decoration, the page announces its own loading state.
// The loading bar's code loads with the first navigation: a landing page never shows it.
type ProgressBar = typeof import('nprogress');
let progressBar: Promise<ProgressBar> | undefined;
const loadProgressBar = () =>
  (progressBar ??= import('nprogress').then(({ default: bar }) =>
    bar.configure({
      showSpinner: false,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: '.bar',
    }),
  ));

/** Route meta of the deepest matched route. */
export function useRouteMeta(): PageRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as { route?: PageRoute } | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}

/** Around every route: the page title, the loading bar, the log-in-again dialog (scroll-to-top is the shell's: its content area scrolls). */
export function RootLayout() {
  const navigation = useNavigation();
  const route = useRouteMeta();
  const reloginOpen = useReloginQueue((s) => s.waiters.length > 0);

  useEffect(installReloginHandler, []);

  useEffect(() => {
    if (navigation.state !== 'idle') void loadProgressBar().then((bar) => bar.start());
    else void progressBar?.then((bar) => bar.done());
  }, [navigation.state]);

  useEffect(() => {
    document.title = getConfig().titlePrefix + (route?.meta.title ?? '');
  }, [route]);

  return (
    <>
      <Outlet />
      {reloginOpen && (
        <Suspense fallback={null}>
          <ReloginDialog />
        </Suspense>
      )}
    </>
  );
}
