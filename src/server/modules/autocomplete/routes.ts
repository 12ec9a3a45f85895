/** Autocomplete for the skills selector, company selector and industry pickers (spec §2, §7 Other). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autocompleteQuerySchema,
  companiesAnswerSchema,
  industriesAnswerSchema,
  skillsAnswerSchema,
} from '../../../shared/schemas/autocomplete.js';
import { suggestCompanies, suggestIndustries, suggestSkills } from './service.js';

export const autocompleteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/autocomplete/skills',
    { config: { guard: 'signedIn' }, schema: { querystring: autocompleteQuerySchema, response: { 200: skillsAnswerSchema } } },
    async (request) => ({ skills: suggestSkills(request.query.q) }),
  );

  app.get(
    '/autocomplete/companies',
    { config: { guard: 'signedIn' }, schema: { querystring: autocompleteQuerySchema, response: { 200: companiesAnswerSchema } } },
    async (request) => ({ companies: await suggestCompanies(request.ctx, request.query.q) }),
  );

  app.get(
    '/autocomplete/industries',
    { config: { guard: 'signedIn' }, schema: { querystring: autocompleteQuerySchema, response: { 200: industriesAnswerSchema } } },
    async (request) => ({ industries: suggestIndustries(request.query.q) }),
  );
};
