/**
 * Invites (spec §7: `GET`/`POST organisation/job_posts/{id}/invites`, `GET`/`POST
 * organisation/employees/invites`, the invite lookup by token, its acceptance and rejection;
 * issues 13 and 14; docs/api.md "Job invites" and "Employee invites"). Job invites need
 * `can_manage_job_posts`; employee invites `canManageEmployees` (§6: manage account implies it);
 * the panel's first-administrator invite `isAdmin`; the lookup is public (the token is the key);
 * accepting and declining need a session.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canManageEmployees, canManageJobPosts, isAdmin, type PermissionContext } from '../../../shared/permissions.js';
import { idParamsSchema } from '../../../shared/schemas/ids.js';
import {
  employeeInviteAnswerSchema,
  employeeInviteBodySchema,
  employeeInviteListSchema,
  inviteAcceptAnswerSchema,
  inviteLookupSchema,
  inviteRejectedSchema,
  inviteTokenParamsSchema,
  jobInviteBodySchema,
  jobInviteCreatedSchema,
  jobInviteListSchema,
  panelInviteBodySchema,
} from '../../../shared/schemas/invites.js';
import { requireUser } from '../../lib/context.js';
import type { AuthContext } from '../auth/service.js';
import * as invites from './service.js';

const manage = { guard: { name: 'canManageJobPosts', allow: canManageJobPosts } };
const manageEmployees = { guard: { name: 'canManageEmployees', allow: (ctx: PermissionContext) => canManageEmployees(ctx.viewer) } };
const admin = { guard: { name: 'isAdmin', allow: (ctx: PermissionContext) => isAdmin(ctx.viewer) } };

export type InviteRouteOptions = invites.InviteServices & { context: (request: FastifyRequest) => AuthContext };

export const inviteRoutes: FastifyPluginAsyncZod<InviteRouteOptions> = async (app, { context, ...services }) => {
  const signedInAs = (request: FastifyRequest): invites.SignedInAs => ({ auth: context(request), user: request.user, session: request.session });

  app.get('/organisation/job_posts/:id/invites', { config: manage, schema: { params: idParamsSchema, response: { 200: jobInviteListSchema } } }, async (request) =>
    invites.list(services, requireUser(request.ctx), request.params.id),
  );
  app.post(
    '/organisation/job_posts/:id/invites',
    { config: manage, schema: { params: idParamsSchema, body: jobInviteBodySchema, response: { 201: jobInviteCreatedSchema } } },
    async (request, reply) => reply.code(201).send(await invites.create(services, requireUser(request.ctx), request.params.id, request.body.invite.email)),
  );

  app.get('/organisation/employees/invites', { config: manageEmployees, schema: { response: { 200: employeeInviteListSchema } } }, async (request) =>
    invites.listEmployeeInvites(services, requireUser(request.ctx)),
  );
  app.post(
    '/organisation/employees/invites',
    { config: manageEmployees, schema: { body: employeeInviteBodySchema, response: { 201: employeeInviteAnswerSchema } } },
    async (request, reply) =>
      reply.code(201).send(await invites.createEmployeeInvite(services, requireUser(request.ctx), (await request.permissionContext()).viewer!, request.body.invite)),
  );
  app.post(
    '/organisation/employees/invites/:id/resend',
    { config: manageEmployees, schema: { params: idParamsSchema, response: { 200: employeeInviteAnswerSchema } } },
    async (request) => invites.resendEmployeeInvite(services, requireUser(request.ctx), request.params.id),
  );
  app.delete('/organisation/employees/invites/:id', { config: manageEmployees, schema: { params: idParamsSchema } }, async (request, reply) => {
    await invites.revokeEmployeeInvite(requireUser(request.ctx), request.params.id);
    return reply.code(204).send();
  });
  app.post(
    '/panel/organisations/:id/invites',
    { config: admin, schema: { params: idParamsSchema, body: panelInviteBodySchema, response: { 201: employeeInviteAnswerSchema } } },
    async (request, reply) => reply.code(201).send(await invites.invitePanelAdministrator(services, requireUser(request.ctx), request.params.id, request.body.invite.email)),
  );

  app.get('/organisation/invites/:token', { config: { guard: 'public' }, schema: { params: inviteTokenParamsSchema, response: { 200: inviteLookupSchema } } }, async (request) =>
    invites.lookup(services, request.ctx, request.params.token),
  );
  app.put('/organisation/invites/:token/accept', { config: { guard: 'signedIn' }, schema: { params: inviteTokenParamsSchema, response: { 200: inviteAcceptAnswerSchema } } }, async (request) =>
    invites.accept(services, requireUser(request.ctx), request.params.token, signedInAs(request)),
  );
  app.put('/organisation/invites/:token/reject', { config: { guard: 'signedIn' }, schema: { params: inviteTokenParamsSchema, response: { 200: inviteRejectedSchema } } }, async (request) =>
    invites.reject(services, requireUser(request.ctx), request.params.token, signedInAs(request)),
  );
};
