import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { getConfig } from '@/config';
import { installErrorLogging } from '@/stores/errorLog';
import { holdsPrerenderedLogin, PRERENDERED_LOGIN_ATTRIBUTE } from './prerenderedLogin';

/** The portal as React renders it: in the browser, and at build time into login.html (./prerender.tsx). */
export function portalElement(router: DataRouter) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/**
 * The last boot stage (src/main.tsx): the error log, React DOM's root and the portal's first render,
 * which hydrates the login page where the HTML holds it prerendered (./prerenderedLogin.ts).
 */
export function renderPortal(container: HTMLElement, router: DataRouter): Root {
  installErrorLogging();
  const { location } = router.state;
  const prerendered = container.hasAttribute(PRERENDERED_LOGIN_ATTRIBUTE);
  if (prerendered && !holdsPrerenderedLogin(container, location, getConfig())) {
    // Prerendered, but not as this browser renders it (config.json changed since the build, a session
    // sent /login home): replaced in this very task, in which the new page reads what was typed into
    // the old one (LoginPage), so nothing typed meanwhile is lost.
    const root = createRoot(container);
    flushSync(() => root.render(portalElement(router)));
    return root;
  }
  let root: Root | undefined;
  // A transition: React renders (or hydrates) the first screen in short slices that yield to the
  // browser, instead of one long task that blocks input (Lighthouse's Total Blocking Time).
  startTransition(() => {
    if (prerendered) root = hydrateRoot(container, portalElement(router));
    else (root = createRoot(container)).render(portalElement(router));
  });
  return root!;
}
