/**
 * Job invites (spec §7: `GET`/`POST organisation/job_posts/{id}/invites`, the invite lookup by token
 * and its acceptance; issue 13; docs/api.md "Job invites"). Listing and inviting need
 * `can_manage_job_posts`; the lookup is public (the token is the key); accepting needs a session.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canManageJobPosts } from '../../../shared/permissions.js';
import { idParamsSchema } from '../../../shared/schemas/ids.js';
import { inviteAcceptedSchema, inviteLookupSchema, inviteTokenParamsSchema, jobInviteBodySchema, jobInviteCreatedSchema, jobInviteListSchema } from '../../../shared/schemas/invites.js';
import { requireUser } from '../../lib/context.js';
import * as invites from './service.js';

const manage = { guard: { name: 'canManageJobPosts', allow: canManageJobPosts } };

export const inviteRoutes: FastifyPluginAsyncZod<invites.InviteServices> = async (app, services) => {
  app.get('/organisation/job_posts/:id/invites', { config: manage, schema: { params: idParamsSchema, response: { 200: jobInviteListSchema } } }, async (request) =>
    invites.list(requireUser(request.ctx), request.params.id),
  );
  app.post(
    '/organisation/job_posts/:id/invites',
    { config: manage, schema: { params: idParamsSchema, body: jobInviteBodySchema, response: { 201: jobInviteCreatedSchema } } },
    async (request, reply) => reply.code(201).send(await invites.create(services, requireUser(request.ctx), request.params.id, request.body.invite.email)),
  );
  app.get('/organisation/invites/:token', { config: { guard: 'public' }, schema: { params: inviteTokenParamsSchema, response: { 200: inviteLookupSchema } } }, async (request) =>
    invites.lookup(request.ctx, request.params.token),
  );
  app.put('/organisation/invites/:token/accept', { config: { guard: 'signedIn' }, schema: { params: inviteTokenParamsSchema, response: { 200: inviteAcceptedSchema } } }, async (request) =>
    invites.accept(requireUser(request.ctx), request.params.token),
  );
};
