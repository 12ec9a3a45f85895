/** Routes of spec §7 Authentication and the signed-in user's own settings ("my"). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agreeTermsBodySchema,
  authDataSchema,
  changePasswordBodySchema,
  credentialsBodySchema,
  EMPLOYEE_PERMISSION_FLAGS,
  EMPLOYEE_PERMISSION_LABELS,
  loginBodySchema,
  loginMainSchema,
  messageSchema,
  oneTimeTokenParamsSchema,
  passwordChangedSchema,
  profileStatsSchema,
  resetRequestBodySchema,
  resetTokenAnswerSchema,
  resetSetBodySchema,
  rolesSchema,
  signupBodySchema,
} from '../../../shared/schemas/auth.js';
import * as auth from './service.js';
import type { AuthContext, Client, SignedIn } from './service.js';

/**
 * The device cookie (decision 013): a random id the server gives a browser at its first successful
 * sign-in. A device the user has signed in from passes the lock that guessing from elsewhere puts on
 * the account. Only sent to the sign-in calls; not readable by scripts.
 */
export const DEVICE_COOKIE = 'tf_device';
const DEVICE_COOKIE_DAYS = 180;
const DEVICE_ID = /^[\w-]{43}$/;

function deviceOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === DEVICE_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return DEVICE_ID.test(value) ? value : null;
    }
  }
  return null;
}

export const clientOf = (request: FastifyRequest): Client => ({ address: request.ip, device: deviceOf(request) });

/** Answers a sign-in: keeps (or gives) the device cookie, returns the session answer. */
export function signedIn(request: FastifyRequest, reply: FastifyReply, result: SignedIn) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${DEVICE_COOKIE}=${result.device}; Path=/api/auth; Max-Age=${DEVICE_COOKIE_DAYS * 86400}; HttpOnly; SameSite=Strict${secure}`);
  return result.auth;
}

export const authRoutes: FastifyPluginAsyncZod<{ context: (request: FastifyRequest) => AuthContext }> = async (app, { context }) => {
  app.post(
    '/auth/login',
    { config: { guard: 'public' }, schema: { body: loginBodySchema, response: { 200: authDataSchema } } },
    async (request, reply) =>
      signedIn(request, reply, await auth.login(context(request), request.body.user.email, request.body.user.password, clientOf(request))),
  );

  app.delete('/auth/logout', { config: { guard: 'signedIn' } }, async (request, reply) => {
    await auth.logout(context(request), request.user.id);
    request.log.info({ userId: request.user.id }, 'signed out on every device');
    return reply.code(204).send();
  });

  app.post(
    '/auth/signup',
    { config: { guard: 'public' }, schema: { body: signupBodySchema, response: { 202: messageSchema } } },
    async (request, reply) => {
      await auth.signup(context(request), request.body.user, request.body.local, clientOf(request));
      return reply.code(202).send({ message: auth.SIGNUP_REQUESTED });
    },
  );

  app.post(
    '/auth/exchange/:token',
    { config: { guard: 'public' }, schema: { params: oneTimeTokenParamsSchema, response: { 200: authDataSchema } } },
    async (request, reply) => signedIn(request, reply, await auth.exchange(context(request), request.params.token, clientOf(request))),
  );

  app.post(
    '/auth/reset',
    { config: { guard: 'public' }, schema: { body: resetRequestBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      await auth.requestPasswordReset(context(request), request.body.user.email, clientOf(request));
      return { message: auth.RESET_REQUESTED };
    },
  );

  app.get(
    '/auth/reset/:token',
    { config: { guard: 'public' }, schema: { params: oneTimeTokenParamsSchema, response: { 200: resetTokenAnswerSchema } } },
    async (request) => auth.checkResetToken(context(request), request.params.token),
  );

  app.put(
    '/auth/reset/:token',
    { config: { guard: 'public' }, schema: { params: oneTimeTokenParamsSchema, body: resetSetBodySchema, response: { 200: authDataSchema } } },
    async (request, reply) =>
      signedIn(request, reply, await auth.resetPassword(context(request), request.params.token, request.body.user.password, clientOf(request))),
  );

  app.get('/auth', { config: { guard: 'signedIn' }, schema: { response: { 200: authDataSchema } } }, async (request) =>
    auth.authData(context(request), request.user, request.session, (await request.permissionContext()).viewer!),
  );

  app.put(
    '/my/password',
    {
      config: { guard: 'signedIn' },
      schema: { body: changePasswordBodySchema, response: { 200: passwordChangedSchema } },
    },
    async (request) => auth.changePassword(context(request), request.user, request.body.profile.password, request.body.profile.new_password, request.ip),
  );

  app.put('/my/terms', { config: { guard: 'signedIn' }, schema: { body: agreeTermsBodySchema, response: { 200: authDataSchema } } }, async (request) => {
    const { viewer } = await request.permissionContext();
    return auth.agreeToTerms(context(request), request.user, request.session, viewer?.account?.id ?? null);
  });

  app.put('/my/onboarding', { config: { guard: 'signedIn' }, schema: { response: { 200: authDataSchema } } }, async (request) =>
    auth.finishOnboarding(context(request), request.user, request.session),
  );

  app.put(
    '/my/credentials',
    {
      config: { guard: 'signedIn' },
      schema: { body: credentialsBodySchema, response: { 200: authDataSchema } },
    },
    async (request) => auth.reviewCredentials(context(request), request.user, request.body.user.email, request.body.user.password),
  );

  app.get('/my/profile/stats', { config: { guard: 'signedIn' }, schema: { response: { 200: profileStatsSchema } } }, async (request) =>
    auth.profileStats(context(request), request.user.id),
  );

  app.get(
    '/roles',
    { config: { guard: 'signedIn' }, schema: { response: { 200: rolesSchema } } },
    async () => ({ roles: EMPLOYEE_PERMISSION_FLAGS.map((key) => ({ key, name: EMPLOYEE_PERMISSION_LABELS[key] })) }),
  );

  app.get('/login/main', { config: { guard: 'public' }, schema: { response: { 200: loginMainSchema } } }, async (request) => ({
    url: context(request).organisationUrl('/a/login'),
  }));
};
