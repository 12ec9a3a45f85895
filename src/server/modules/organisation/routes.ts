/** `GET organisation`: the public view of the request's organisation. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organisationSchema } from '../../../shared/schemas/organisation.js';
import { presentOrganisation } from './service.js';

export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organisation',
    { config: { guard: 'public' }, schema: { response: { 200: organisationSchema } } },
    async (request) => presentOrganisation(request.organisation),
  );
};
