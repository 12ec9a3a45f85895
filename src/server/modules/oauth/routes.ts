/**
 * Routes of the professional-network sign-in (spec §7 `auth/oauth/{provider}`; decision 027).
 * Starting and finishing a sign-in are public; connecting, disconnecting and listing need a session.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authDataSchema, messageSchema } from '../../../shared/schemas/auth.js';
import { oauthCallbackQuerySchema, oauthConnectionsSchema, oauthProviderParamsSchema, oauthProvidersSchema, oauthStartSchema } from '../../../shared/schemas/oauth.js';
import { clientOf, signedIn } from '../auth/routes.js';
import type { AuthContext } from '../auth/service.js';
import * as oauth from './service.js';

/** The attempt's signed state (HttpOnly): sent back only to the callback call, for ten minutes. */
export const STATE_COOKIE = 'tf_oauth';
const COOKIE_PATH = '/api/auth/oauth';

function stateCookie(request: FastifyRequest, value: string, maxAge: number) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${STATE_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

function keptState(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === STATE_COOKIE) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

export const oauthRoutes: FastifyPluginAsyncZod<{ context: (request: FastifyRequest) => AuthContext; services: oauth.OAuthServices }> = async (app, { context, services }) => {
  const started = async (request: FastifyRequest, reply: FastifyReply, result: { url: string; state: string }) => {
    reply.header('set-cookie', stateCookie(request, result.state, 600));
    return { url: result.url };
  };

  app.get('/auth/oauth', { config: { guard: 'public' }, schema: { response: { 200: oauthProvidersSchema } } }, async () => oauth.providers(services));

  app.post(
    '/auth/oauth/:provider/start',
    { config: { guard: 'public' }, schema: { params: oauthProviderParamsSchema, response: { 200: oauthStartSchema } } },
    async (request, reply) => started(request, reply, await oauth.start(context(request), services, request.params.provider, null)),
  );

  app.post(
    '/my/oauth/:provider/start',
    { config: { guard: 'signedIn' }, schema: { params: oauthProviderParamsSchema, response: { 200: oauthStartSchema } } },
    async (request, reply) => started(request, reply, await oauth.start(context(request), services, request.params.provider, request.user)),
  );

  app.get(
    '/auth/oauth/:provider',
    { config: { guard: 'public' }, schema: { params: oauthProviderParamsSchema, querystring: oauthCallbackQuerySchema, response: { 200: authDataSchema } } },
    async (request, reply) => {
      const result = await oauth.finish(context(request), services, request.params.provider, { ...request.query, cookie: keptState(request) }, clientOf(request));
      const auth = signedIn(request, reply, result);
      // The attempt is used up: the browser forgets its state.
      reply.header('set-cookie', stateCookie(request, '', 0));
      return auth;
    },
  );

  app.delete(
    '/auth/oauth/:provider',
    { config: { guard: 'signedIn' }, schema: { params: oauthProviderParamsSchema, response: { 200: messageSchema } } },
    async (request) => oauth.disconnect(context(request), request.user, request.params.provider),
  );

  app.get('/my/oauth', { config: { guard: 'signedIn' }, schema: { response: { 200: oauthConnectionsSchema } } }, async (request) =>
    oauth.connections(context(request), request.user.id),
  );
};
