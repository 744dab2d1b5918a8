import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { configFromJson, setConfig } from '@/config';
import { firstRouteLoaded, routeObjects } from '@/app/router';
import type { PageRoute } from '@/routes/types';
import { portalElement } from './render';
import { loginScreenKey, PRERENDERED_PATH } from './prerenderedLogin';

/** The login page as the build writes it into login.html (scripts/build/prerenderLogin.ts). */
export interface PrerenderedLogin {
  /** The root element's content. */
  markup: string;
  /** The document's title, as the page sets it. */
  title: string;
  /** What the markup was rendered with (./prerenderedLogin.ts, loginScreenKey). */
  key: string;
}

/**
 * Renders the login page with the build's config.json, at build time in Node: the portal's element
 * (./render.tsx) over its own routes, on a memory router at /login, so the markup is what the client's
 * first render makes and hydrates.
 */
export async function renderLoginScreen(configJson: string): Promise<PrerenderedLogin> {
  const config = configFromJson(configJson);
  setConfig(config);
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  const router = createMemoryRouter(routeObjects, {
    basename: import.meta.env.BASE_URL,
    initialEntries: [base + PRERENDERED_PATH],
  });
  await firstRouteLoaded(router);
  const { prelude } = await prerender(portalElement(router));
  const markup = await new Response(prelude).text();
  router.dispose();
  const route = router.state.matches
    .map((match) => (match.route.handle as { route?: PageRoute } | undefined)?.route)
    .findLast(Boolean);
  if (route?.name !== 'login') throw new Error(`prerender: ${PRERENDERED_PATH} rendered ${route?.name}`);
  return { markup, title: config.titlePrefix + route.meta.title, key: loginScreenKey(config, '') };
}
