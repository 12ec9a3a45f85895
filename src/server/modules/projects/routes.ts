/**
 * Routes of spec §7 Projects (docs/api.md "Projects"): `organisation/projects` for agency staff
 * (reads with job access, writes with can_manage_job_posts) and its read-only mirror
 * `marketplace/projects`. Reads of a marketplace client see only its own client companies' projects.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canManageProjects, canReadProjects, jobAccess, type JobAccess } from '../../../shared/permissions.js';
import { idParamsSchema } from '../../../shared/schemas/ids.js';
import { projectBodySchema, projectListQuerySchema, projectListSchema, projectSchema, projectSuggestQuerySchema, projectSuggestSchema } from '../../../shared/schemas/projects.js';
import { requireUser } from '../../lib/context.js';
import * as projects from './service.js';

const read = { guard: { name: 'canReadProjects', allow: canReadProjects } };
const manage = { guard: { name: 'canManageProjects', allow: canManageProjects } };

const accessOf = async (request: FastifyRequest): Promise<JobAccess> => jobAccess((await request.permissionContext()).viewer);

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  // The reads, under both prefixes (§7: marketplace/projects mirrors these).
  for (const base of ['/organisation/projects', '/marketplace/projects']) {
    app.get(base, { config: read, schema: { querystring: projectListQuerySchema, response: { 200: projectListSchema } } }, async (request) =>
      projects.list(request.ctx, await accessOf(request), request.query),
    );
    app.get(`${base}/suggest`, { config: read, schema: { querystring: projectSuggestQuerySchema, response: { 200: projectSuggestSchema } } }, async (request) =>
      projects.suggest(request.ctx, await accessOf(request), request.query),
    );
    app.get(`${base}/:id`, { config: read, schema: { params: idParamsSchema, response: { 200: projectSchema } } }, async (request) =>
      projects.get(request.ctx, await accessOf(request), request.params.id),
    );
  }
  const BASE = '/organisation/projects';
  app.post(BASE, { config: manage, schema: { body: projectBodySchema, response: { 201: projectSchema } } }, async (request, reply) =>
    reply.code(201).send(await projects.create(requireUser(request.ctx), request.body.project)),
  );
  app.put(`${BASE}/:id`, { config: manage, schema: { params: idParamsSchema, body: projectBodySchema, response: { 200: projectSchema } } }, async (request) =>
    projects.update(requireUser(request.ctx), request.params.id, request.body.project),
  );
  app.put(`${BASE}/:id/close`, { config: manage, schema: { params: idParamsSchema, response: { 200: projectSchema } } }, async (request) =>
    projects.close(requireUser(request.ctx), request.params.id),
  );
};
