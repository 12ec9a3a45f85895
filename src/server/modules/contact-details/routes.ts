/**
 * Routes of spec §7 contact details (docs/api.md): `agreement` (a CV's candidate), `job.recruiter` and
 * `job.client_manager` (a job post's people, for whoever sees the job post), `job.prospect` (a
 * prospect's candidate, for agency staff with job access). Other types answer 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canManageAgreements, canReadJobPosts, canSeeJobClients, jobAccess } from '../../../shared/permissions.js';
import { contactDetailsParamsSchema, contactDetailsSchema } from '../../../shared/schemas/agreements.js';
import { idParamsSchema } from '../../../shared/schemas/ids.js';
import * as contacts from './service.js';

export const contactDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobReaders = { guard: { name: 'canReadJobPosts', allow: canReadJobPosts } };
  for (const role of ['recruiter', 'client_manager'] as const) {
    app.get(`/contact_details/job.${role}/:id`, { config: jobReaders, schema: { params: idParamsSchema, response: { 200: contactDetailsSchema } } }, async (request) =>
      contacts.jobPersonDetails(request.ctx, jobAccess((await request.permissionContext()).viewer), role, request.params.id),
    );
  }
  app.get(
    '/contact_details/job.prospect/:id',
    { config: { guard: { name: 'canSeeJobClients', allow: canSeeJobClients } }, schema: { params: idParamsSchema, response: { 200: contactDetailsSchema } } },
    async (request) => contacts.prospectDetails(request.ctx, jobAccess((await request.permissionContext()).viewer), request.params.id),
  );
  app.get(
    '/contact_details/:type/:id',
    { config: { guard: { name: 'canManageAgreements', allow: canManageAgreements } }, schema: { params: contactDetailsParamsSchema, response: { 200: contactDetailsSchema } } },
    async (request) => contacts.contactDetails(request.ctx, request.params.type, request.params.id),
  );
};
