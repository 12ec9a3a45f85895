/** Routes of spec §7 Authentication and the signed-in user's own settings ("my"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agreeTermsBodySchema,
  authDataSchema,
  changePasswordBodySchema,
  EMPLOYEE_PERMISSION_FLAGS,
  EMPLOYEE_PERMISSION_LABELS,
  loginBodySchema,
  profileStatsSchema,
  resetRequestBodySchema,
  resetSetBodySchema,
  signupBodySchema,
} from '../../../shared/schemas/auth.js';
import { emailSchema, passwordSchema } from '../../../shared/validation.js';
import { inTransaction } from '../../db/tenant.js';
import { forbidden } from '../../lib/errors.js';
import * as repo from './repository.js';
import * as auth from './service.js';
import type { AuthContext } from './service.js';

const tokenParams = z.object({ token: z.string().min(16).max(200) });
const messageSchema = z.object({ message: z.string() });

export const authRoutes: FastifyPluginAsyncZod<{ context: (request: import('fastify').FastifyRequest) => AuthContext }> = async (app, { context }) => {
  app.post(
    '/auth/login',
    { config: { guard: 'public' }, schema: { body: loginBodySchema, response: { 200: authDataSchema } } },
    async (request) => auth.login(context(request), request.body.user.email, request.body.user.password, request.ip),
  );

  app.delete('/auth/logout', { config: { guard: 'signedIn' } }, async (request, reply) => {
    await auth.logout(context(request), request.user.id);
    return reply.code(204).send();
  });

  app.post(
    '/auth/signup',
    { config: { guard: 'public' }, schema: { body: signupBodySchema, response: { 201: authDataSchema } } },
    async (request, reply) => reply.code(201).send(await auth.signup(context(request), request.body.user, request.body.local)),
  );

  app.post(
    '/auth/exchange/:token',
    { config: { guard: 'public' }, schema: { params: tokenParams, response: { 200: authDataSchema } } },
    async (request) => auth.exchange(context(request), request.params.token),
  );

  app.post(
    '/auth/reset',
    { config: { guard: 'public' }, schema: { body: resetRequestBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      await auth.requestPasswordReset(context(request), request.body.user.email, request.ip);
      return { message: auth.RESET_REQUESTED };
    },
  );

  app.get(
    '/auth/reset/:token',
    { config: { guard: 'public' }, schema: { params: tokenParams, response: { 200: z.object({ email: z.string() }) } } },
    async (request) => auth.checkResetToken(context(request), request.params.token),
  );

  app.put(
    '/auth/reset/:token',
    { config: { guard: 'public' }, schema: { params: tokenParams, body: resetSetBodySchema, response: { 200: authDataSchema } } },
    async (request) => auth.resetPassword(context(request), request.params.token, request.body.user.password),
  );

  app.get('/auth', { config: { guard: 'signedIn' }, schema: { response: { 200: authDataSchema } } }, async (request) =>
    auth.authData(context(request), request.user, request.session, (await request.permissionContext()).viewer!),
  );

  app.put(
    '/my/password',
    {
      config: { guard: 'signedIn' },
      schema: { body: changePasswordBodySchema, response: { 200: z.object({ message: z.string(), session: authDataSchema.shape.session }) } },
    },
    async (request) => auth.changePassword(context(request), request.user, request.body.profile.password, request.body.profile.new_password),
  );

  app.put('/my/terms', { config: { guard: 'signedIn' }, schema: { body: agreeTermsBodySchema, response: { 200: authDataSchema } } }, async (request) => {
    const { viewer } = await request.permissionContext();
    const user = await inTransaction(request.scope, (tx) => repo.agreeToTerms(tx, request.user.id, viewer?.account?.id ?? null));
    return auth.authData(context(request), user, request.session);
  });

  app.put('/my/onboarding', { config: { guard: 'signedIn' }, schema: { response: { 200: authDataSchema } } }, async (request) => {
    const user = await repo.updateUser(request.scope, request.user.id, { onboarding: false });
    return auth.authData(context(request), user, request.session);
  });

  app.put(
    '/my/credentials',
    {
      config: { guard: 'signedIn' },
      schema: { body: z.object({ user: z.object({ email: emailSchema, password: passwordSchema }) }), response: { 200: authDataSchema } },
    },
    async (request) => {
      if (!request.user.reviewCredentials) throw forbidden('Your credentials are already confirmed.');
      return auth.reviewCredentials(context(request), request.user, request.body.user.email, request.body.user.password);
    },
  );

  app.get('/my/profile/stats', { config: { guard: 'signedIn' }, schema: { response: { 200: profileStatsSchema } } }, async (request) =>
    auth.profileStats(context(request), request.user.id),
  );

  app.get(
    '/roles',
    { config: { guard: 'signedIn' }, schema: { response: { 200: z.object({ roles: z.array(z.object({ key: z.string(), name: z.string() })) }) } } },
    async () => ({ roles: EMPLOYEE_PERMISSION_FLAGS.map((key) => ({ key, name: EMPLOYEE_PERMISSION_LABELS[key] })) }),
  );

  app.get('/login/main', { config: { guard: 'public' }, schema: { response: { 200: z.object({ url: z.string() }) } } }, async (request) => ({
    url: context(request).organisationUrl('/a/login'),
  }));
};
