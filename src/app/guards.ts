import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { toast } from '@/lib/feedback';
import { canOpen, homePath } from '@/routes/lookup';
import type { RouteMeta } from '@/routes/types';
import { useSession } from '@/stores/session';
import { readSessionTokens } from '@/utils/storage';
import { yieldToMain } from '@/lib/yieldToMain';

/** Path + query of a loader request, relative to the router's basename. */
export function routerPath(request: Request): string {
  const url = new URL(request.url);
  return portalPath(url.pathname) + url.search;
}

/** A path without the portal's base (/esp in production). */
export function portalPath(pathname: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
}

export const loginRedirect = (to: string) =>
  redirect(to && to !== '/' ? `/login?redirect=${encodeURIComponent(to)}` : '/login');

/**
 * Navigation rules (docs/requirements.md, Routes): no session -> login (coming back afterwards); the first
 * navigation with a session loads user info, and a failure clears the session and shows login.
 */
export async function requireSession(request: Request): Promise<void> {
  if (!readSessionTokens().token) {
    useSession.getState().clearSession();
    throw loginRedirect(routerPath(request));
  }
  if (useSession.getState().loaded) return;
  // The first navigation's loaders start inside router creation: their requests go out in a task
  // of their own, not in the one that built the router (one task of 20-30 ms on every landing).
  await yieldToMain();
  try {
    await useSession.getState().loadUserInfo();
  } catch (error) {
    useSession.getState().clearSession();
    toast.warning(`登录信息已失效，请重新登录（${(error as Error).message}）`);
    throw loginRedirect(routerPath(request));
  }
}

/** Loader of a page inside the main layout: a session, then the route's access code in the current role. */
export const pageGuard =
  (meta: RouteMeta) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireSession(request);
    if (!canOpen({ meta }, useSession.getState().access)) throw redirect('/401');
    return null;
  };

/** '/' and anything that means "home": the current role's home. */
export async function homeRedirect({ request }: LoaderFunctionArgs) {
  await requireSession(request);
  const { currentRoleType, access } = useSession.getState();
  return redirect(homePath(currentRoleType, access));
}

/** A logged-in user visiting /login goes home. */
export function loginPageGuard() {
  return readSessionTokens().token ? redirect('/') : null;
}
