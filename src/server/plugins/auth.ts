/**
 * Route guards. Every /api route states its guard in `config.guard`; routes without one make the
 * server refuse to start. Signed-in guards verify the Bearer token, its organisation and the user's
 * token version; permission guards ask the shared §6 functions.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { PermissionContext } from '../../shared/permissions.js';
import { SEARCH_KEY_HEADER } from '../../shared/schemas/search.js';
import { signedInContext } from '../lib/context.js';
import { forbidden, unauthorised } from '../lib/errors.js';
import type { TokenService } from '../lib/tokens.js';
import { signedInUser, viewerOf } from '../modules/auth/service.js';
import { organisationFeatures } from '../modules/organisation/service.js';

const SESSION_EXPIRED = 'Your session has ended. Please sign in again.';

/** The candidate search key's refusals (401). */
export const SEARCH_KEY_MESSAGES = {
  missing: 'A search key is needed: send the key of GET /api/auth (search.keys.candidates.key) in the X-Search-Key header.',
  invalid: 'This search key is not valid. Sign in again to get a new one.',
  expired: 'This search key has expired. Sign in again to get a new one.',
  otherOrganisation: 'This search key belongs to another organisation.',
  ended: 'This search key ended when you signed out or your account changed. Sign in again to get a new one.',
} as const;

export const authPlugin = fp<{ tokens: TokenService }>(
  async (app, { tokens }) => {
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/') && !route.config?.guard) {
        throw new Error(`Route ${String(route.method)} ${route.url} states no guard (config.guard).`);
      }
    });

    app.decorateRequest('user', null as never);
    app.decorateRequest('signedIn', null);
    app.decorateRequest('session', null as never);
    app.decorateRequest('permissionContext', async function (this: import('fastify').FastifyRequest): Promise<PermissionContext> {
      return { viewer: viewerOf(this.signedIn!), organisation: organisationFeatures(this.organisation) };
    });

    app.addHook('preHandler', async (request) => {
      let guard = request.routeOptions.config?.guard;
      if (guard && typeof guard === 'object' && 'candidateTokenOr' in guard) {
        // The candidate's fetch: the token, not a session, decides (the route's handler checks it).
        if (typeof (request.query as { token?: unknown } | undefined)?.token === 'string') return;
        guard = guard.candidateTokenOr;
      }
      if (!guard || guard === 'public') return;
      if (guard === 'searchKey') return signInBySearchKey(request);
      const header = request.headers.authorization ?? '';
      // Why a session was refused is logged (never the token): "signed out everywhere" is a bumped token version.
      const refuse = (reason: 'no_token' | 'invalid_token' | 'other_organisation' | 'unknown_user' | 'token_version', userId?: number) => {
        request.log.info({ reason, userId }, 'session refused');
        return unauthorised(reason === 'no_token' ? 'Please sign in to continue.' : SESSION_EXPIRED);
      };
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) throw refuse('no_token');
      const claims = await tokens.verifySession(match[1]);
      if (!claims) throw refuse('invalid_token');
      // A token of another organisation is no session here.
      if (claims.organisationId !== request.organisation.id) throw refuse('other_organisation', claims.userId);
      const found = await signedInUser(request.ctx, claims.userId);
      if (!found) throw refuse('unknown_user', claims.userId);
      if (found.user.tokenVersion !== claims.tokenVersion) throw refuse('token_version', claims.userId);
      request.user = found.user;
      request.signedIn = found;
      request.ctx = signedInContext(request.ctx, found.user.id, viewerOf(found));
      const payload = JSON.parse(Buffer.from(match[1].split('.')[1], 'base64url').toString()) as { exp: number };
      request.session = { jwt: match[1], expires_at: new Date(payload.exp * 1000).toISOString() };
      if (guard === 'signedIn') return;
      if (!guard.allow(await request.permissionContext())) throw forbidden(`You don't have access to this (${guard.name}).`);
    });

    /**
     * The search key's user, checked as a session is: ours and unexpired, of this organisation, and
     * still the user's (same token version and current account, so a key dies at sign-out).
     */
    async function signInBySearchKey(request: FastifyRequest) {
      const key = request.headers[SEARCH_KEY_HEADER];
      if (typeof key !== 'string' || !key.trim()) throw unauthorised(SEARCH_KEY_MESSAGES.missing);
      const checked = await tokens.verifySearchKey(key.trim());
      if ('refused' in checked) throw unauthorised(SEARCH_KEY_MESSAGES[checked.refused]);
      const { claims } = checked;
      if (claims.organisationId !== request.organisation.id) throw unauthorised(SEARCH_KEY_MESSAGES.otherOrganisation);
      const found = await signedInUser(request.ctx, claims.userId);
      if (!found || found.user.tokenVersion !== claims.tokenVersion) throw unauthorised(SEARCH_KEY_MESSAGES.ended);
      const viewer = viewerOf(found);
      if ((viewer.account?.id ?? null) !== claims.accountId) throw unauthorised(SEARCH_KEY_MESSAGES.ended);
      request.user = found.user;
      request.signedIn = found;
      request.ctx = signedInContext(request.ctx, found.user.id, viewer);
    }
  },
  { name: 'auth', dependencies: ['tenant'] },
);
