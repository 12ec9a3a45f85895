/** Routes of spec §7 contact details (docs/api.md). Only type `agreement` answers so far. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canManageAgreements } from '../../../shared/permissions.js';
import { contactDetailsParamsSchema, contactDetailsSchema } from '../../../shared/schemas/agreements.js';
import * as contacts from './service.js';

export const contactDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contact_details/:type/:id',
    { config: { guard: { name: 'canManageAgreements', allow: canManageAgreements } }, schema: { params: contactDetailsParamsSchema, response: { 200: contactDetailsSchema } } },
    async (request) => contacts.contactDetails(request.ctx, request.params.type, request.params.id),
  );
};
