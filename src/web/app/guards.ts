/**
 * Route loaders as guards (§2, §6): every guarded entry runs `GET auth` (through the query cache),
 * stores the answer and asks shared `decideRoute` whether the viewer may enter; otherwise it
 * redirects where the rule says.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { basePath, decideRoute, type PermissionContext, type RouteKey, type Viewer } from '../../shared/permissions.js';
import { isAbort, isApiError } from '../lib/api.js';
import { loadAuth } from '../lib/auth-api.js';
import { activateCampaigns, captureCampaigns } from '../lib/campaigns.js';
import { logout } from '../lib/logout.js';
import { getOrganisation, loadOrganisation } from '../lib/organisation.js';
import { rememberReturnUrl } from '../lib/return-url.js';
import { getStoredViewer, hasSession, toViewer } from '../lib/session.js';

export const LOGIN_PATH = '/a/login';
export const NOT_FOUND_PATH = '/not-found';

/** Routes that only need the organisation, never a session check. */
const UNGUARDED: readonly RouteKey[] = ['public'];

export type GuardResult = { ctx: PermissionContext };

/** Who is asking: the organisation and, when a session exists, the fresh `GET auth` answer. */
export async function resolveContext(key: RouteKey): Promise<PermissionContext> {
  const organisation = (await loadOrganisation()) ?? getOrganisation();
  if (!organisation) throw redirect(NOT_FOUND_PATH);
  let viewer: Viewer | null = null;
  if (hasSession() && !UNGUARDED.includes(key)) {
    try {
      viewer = toViewer(await loadAuth());
      void activateCampaigns();
    } catch (error) {
      // A cancelled request (the page was left) is no answer about the session either.
      if (isAbort(error)) throw error;
      // A server that did not answer (unreachable, busy) says nothing about the session: the last
      // answer stored decides, and the user stays signed in (the error was toasted).
      const kept = isApiError(error) && error.unanswered ? getStoredViewer() : null;
      if (kept) return { viewer: kept, organisation };
      // §8: session info failure logs out and goes to /a/login.
      await logout({ redirect: false });
      if (key === 'auth.public') return { viewer: null, organisation };
      throw redirect(LOGIN_PATH);
    }
  }
  return { viewer, organisation };
}

/** Where a refused guard sends the viewer, without ever sending them back where they are. */
export function redirectTarget(target: string, ctx: PermissionContext, url: URL): string {
  if (target === LOGIN_PATH && !ctx.viewer) {
    rememberReturnUrl(url);
    return LOGIN_PATH;
  }
  if (target === '/') {
    // The root only redirects to the base page; go there directly, and if that is this very page
    // (a guard refused the base page itself) fall back to the profile, then to access denied.
    const base = basePath(ctx);
    if (base !== url.pathname) return base;
    return url.pathname === '/profile' ? '/access-denied' : '/profile';
  }
  return target;
}

export async function guard(key: RouteKey, request: Request): Promise<PermissionContext> {
  const ctx = await resolveContext(key);
  const decision = decideRoute(key, ctx);
  if (!decision.allow) throw redirect(redirectTarget(decision.redirect, ctx, new URL(request.url)));
  return ctx;
}

/** A loader that only guards the route. */
export function guardLoader(key: RouteKey) {
  const loader = async ({ request }: LoaderFunctionArgs) => {
    await guard(key, request);
    return null;
  };
  return loader;
}

let firstNavigation = true;

/** Test hook. */
export function resetFirstNavigation() {
  firstNavigation = true;
}

/**
 * The root loader (every navigation): the first requested URL becomes the return address unless it
 * is the root, and a `campaignID` parameter is stored for activation.
 */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (firstNavigation) {
    firstNavigation = false;
    rememberReturnUrl(url);
  }
  if (captureCampaigns(url) && hasSession()) void activateCampaigns();
  return null;
}

/** The empty path: the user's base page (§2). */
export async function indexLoader({ request }: LoaderFunctionArgs) {
  const ctx = await resolveContext('profile');
  if (!ctx.viewer) {
    rememberReturnUrl(new URL(request.url));
    throw redirect(LOGIN_PATH);
  }
  throw redirect(basePath(ctx));
}
