/**
 * Routes of spec §7 Job posts and prospects and the clients and employees autocomplete (issue 13,
 * docs/api.md "Job posts and prospects"): thin handlers over ./service.ts. Reads are for whoever has
 * access to jobs (§6; what they see follows `jobAccess`), writes for agency staff who manage job
 * posts, ratings also for a marketplace client who manages its company's job posts.
 */
import type { FastifyRequest } from 'fastify';
import { attachmentDisposition } from '../../../cv/export-name.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canCommentOnProspects, canManageJobPosts, canPurchaseProspects, canRateProspects, canReadJobPosts, canSeeJobClients, jobAccess, type JobAccess } from '../../../shared/permissions.js';
import { styledCvSchema } from '../../../shared/schemas/agreements.js';
import { idParamsSchema } from '../../../shared/schemas/ids.js';
import {
  allProspectsQuerySchema,
  attachProspectsBodySchema,
  clientEmployeesAutocompleteQuerySchema,
  clientEmployeesAutocompleteSchema,
  clientsAutocompleteQuerySchema,
  clientsAutocompleteSchema,
  forceStatusParamsSchema,
  jobPostAllQuerySchema,
  jobPostAllSchema,
  jobPostBodySchema,
  jobPostBulkBodySchema,
  jobPostBulkSchema,
  jobPostListQuerySchema,
  jobPostListSchema,
  jobPostSchema,
  jobPostSuggestQuerySchema,
  jobPostSuggestSchema,
  prospectAnonymousBodySchema,
  prospectBulkBodySchema,
  prospectCommentBodySchema,
  prospectCommentSchema,
  purchaseBodySchema,
  purchaseResultSchema,
  prospectBulkSchema,
  prospectDownloadBodySchema,
  prospectDetailSchema,
  prospectInterviewBodySchema,
  prospectListQuerySchema,
  prospectListSchema,
  prospectParamsSchema,
  prospectRatingBodySchema,
  prospectRejectBodySchema,
  prospectSchema,
  prospectUpdateBodySchema,
  type ProspectStatus,
} from '../../../shared/schemas/job-posts.js';
import { requireUser } from '../../lib/context.js';
import * as jobs from './service.js';

const read = { guard: { name: 'canReadJobPosts', allow: canReadJobPosts } };
const manage = { guard: { name: 'canManageJobPosts', allow: canManageJobPosts } };
const rate = { guard: { name: 'canRateProspects', allow: canRateProspects } };
const purchase = { guard: { name: 'canPurchaseProspects', allow: canPurchaseProspects } };
const commenting = { guard: { name: 'canCommentOnProspects', allow: canCommentOnProspects } };
const pickers = { guard: { name: 'canSeeJobClients', allow: canSeeJobClients } };

/** What the signed-in user may see of job posts (§6), from what the guard loaded. */
const accessOf = async (request: FastifyRequest): Promise<JobAccess> => jobAccess((await request.permissionContext()).viewer);

const BASE = '/organisation/job_posts';

export const jobPostRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = { storage: app.storage, links: app.links };
  // ── Job posts ──
  app.get(BASE, { config: read, schema: { querystring: jobPostListQuerySchema, response: { 200: jobPostListSchema } } }, async (request) =>
    jobs.list(request.ctx, await accessOf(request), request.query),
  );
  app.get(`${BASE}/all`, { config: read, schema: { querystring: jobPostAllQuerySchema, response: { 200: jobPostAllSchema } } }, async (request) =>
    jobs.all(request.ctx, await accessOf(request), request.query),
  );
  app.get(`${BASE}/suggest`, { config: read, schema: { querystring: jobPostSuggestQuerySchema, response: { 200: jobPostSuggestSchema } } }, async (request) =>
    jobs.suggest(request.ctx, await accessOf(request), request.query),
  );
  app.get(`${BASE}/:id`, { config: read, schema: { params: idParamsSchema, response: { 200: jobPostSchema } } }, async (request) =>
    jobs.get(request.ctx, await accessOf(request), request.params.id),
  );
  app.post(BASE, { config: manage, schema: { body: jobPostBodySchema, response: { 201: jobPostSchema } } }, async (request, reply) =>
    reply.code(201).send(await jobs.create(requireUser(request.ctx), request.body.job_post)),
  );
  for (const action of ['open', 'close', 'archive'] as const) {
    app.put(`${BASE}/${action}`, { config: manage, schema: { body: jobPostBulkBodySchema, response: { 200: jobPostBulkSchema } } }, async (request) =>
      jobs.move(requireUser(request.ctx), action, request.body.bulk.ids),
    );
  }
  app.put(`${BASE}/:id`, { config: manage, schema: { params: idParamsSchema, body: jobPostBodySchema, response: { 200: jobPostSchema } } }, async (request) =>
    jobs.update(requireUser(request.ctx), request.params.id, request.body.job_post),
  );

  // ── Client companies and their employees ──
  app.get('/organisation/clients.autocomplete', { config: pickers, schema: { querystring: clientsAutocompleteQuerySchema, response: { 200: clientsAutocompleteSchema } } }, async (request) =>
    jobs.clients(request.ctx, request.query['search[q]']),
  );
  app.get(
    '/organisation/clients/:id/employees.autocomplete',
    { config: pickers, schema: { params: idParamsSchema, querystring: clientEmployeesAutocompleteQuerySchema, response: { 200: clientEmployeesAutocompleteSchema } } },
    async (request) => jobs.clientEmployees(request.ctx, request.params.id, { q: request.query['search[q]'], thatCan: request.query['search[that_can]'] }),
  );

  // ── Prospects ──
  app.put(`${BASE}/:id/attach_prospects`, { config: manage, schema: { params: idParamsSchema, body: attachProspectsBodySchema, response: { 200: prospectBulkSchema } } }, async (request) =>
    jobs.attach(requireUser(request.ctx), request.params.id, request.body.bulk.agreement_ids),
  );
  app.post(`${BASE}/:id/purchase`, { config: purchase, schema: { params: idParamsSchema, body: purchaseBodySchema, response: { 200: purchaseResultSchema } } }, async (request) =>
    jobs.purchase(requireUser(request.ctx), await accessOf(request), request.params.id, request.body.bulk.agreement_ids),
  );
  app.get(`${BASE}/:id/prospects`, { config: read, schema: { params: idParamsSchema, querystring: prospectListQuerySchema, response: { 200: prospectListSchema } } }, async (request) =>
    jobs.prospectsOf(request.ctx, await accessOf(request), request.params.id, request.query),
  );
  app.get('/organisation/prospects', { config: read, schema: { querystring: allProspectsQuerySchema, response: { 200: prospectListSchema } } }, async (request) =>
    jobs.allProspects(request.ctx, await accessOf(request), request.query),
  );
  const bulk = { config: manage, schema: { params: idParamsSchema, response: { 200: prospectBulkSchema } } };
  app.put(`${BASE}/:id/prospects/present`, { ...bulk, schema: { ...bulk.schema, body: prospectBulkBodySchema } }, async (request) =>
    jobs.bulkMove(requireUser(request.ctx), request.params.id, 'present', request.body.bulk.ids),
  );
  app.put(`${BASE}/:id/prospects/reject`, { ...bulk, schema: { ...bulk.schema, body: prospectRejectBodySchema } }, async (request) =>
    jobs.bulkMove(requireUser(request.ctx), request.params.id, 'reject', request.body.bulk.ids, { reason: request.body.bulk.reason }),
  );
  app.put(`${BASE}/:id/prospects/unreject`, { ...bulk, schema: { ...bulk.schema, body: prospectBulkBodySchema } }, async (request) =>
    jobs.unreject(requireUser(request.ctx), request.params.id, request.body.bulk.ids),
  );
  app.put(`${BASE}/:id/prospects/interview`, { ...bulk, schema: { ...bulk.schema, body: prospectInterviewBodySchema } }, async (request) =>
    jobs.bulkMove(requireUser(request.ctx), request.params.id, 'interview', request.body.bulk.ids, { availability: request.body.bulk.availability }),
  );
  app.put(`${BASE}/:id/prospects/hire`, { ...bulk, schema: { ...bulk.schema, body: prospectBulkBodySchema } }, async (request) =>
    jobs.bulkMove(requireUser(request.ctx), request.params.id, 'hire', request.body.bulk.ids),
  );
  app.put(
    `${BASE}/:id/prospects/force_status/:status`,
    { config: manage, schema: { params: forceStatusParamsSchema, body: prospectBulkBodySchema, response: { 200: prospectBulkSchema } } },
    async (request) => jobs.forceStatus(requireUser(request.ctx), request.params.id, request.params.status as Exclude<ProspectStatus, 'rejected'>, request.body.bulk.ids),
  );
  app.put(`${BASE}/:id/prospects/anonymous`, { ...bulk, schema: { ...bulk.schema, body: prospectAnonymousBodySchema } }, async (request) =>
    jobs.setAnonymous(requireUser(request.ctx), request.params.id, request.body.bulk.ids, request.body.bulk.anonymous),
  );
  app.get(`${BASE}/:id/prospects/:pid`, { config: read, schema: { params: prospectParamsSchema, response: { 200: prospectDetailSchema } } }, async (request) =>
    jobs.prospect(request.ctx, await accessOf(request), request.params.id, request.params.pid),
  );
  app.get(`${BASE}/:id/prospects/:pid/view_resume`, { config: read, schema: { params: prospectParamsSchema, response: { 200: styledCvSchema } } }, async (request) =>
    jobs.viewResume(app.documents.pool, files, request.ctx, await accessOf(request), request.params.id, request.params.pid),
  );
  app.post(`${BASE}/:id/prospects/:pid/download`, { config: read, schema: { params: prospectParamsSchema, body: prospectDownloadBodySchema } }, async (request, reply) => {
    const file = await jobs.downloadResume(app.documents.pool, files, request.ctx, await accessOf(request), request.params.id, request.params.pid);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
  app.post(
    `${BASE}/:id/prospects/:pid/comments`,
    { config: commenting, schema: { params: prospectParamsSchema, body: prospectCommentBodySchema, response: { 201: prospectCommentSchema } } },
    async (request, reply) =>
      reply.code(201).send(await jobs.comment(requireUser(request.ctx), await accessOf(request), request.params.id, request.params.pid, request.body.comment.body)),
  );
  app.put(`${BASE}/:id/prospects/:pid/next_stage`, { config: manage, schema: { params: prospectParamsSchema, response: { 200: prospectSchema } } }, async (request) =>
    jobs.toNextStage(requireUser(request.ctx), request.params.id, request.params.pid),
  );
  app.put(`${BASE}/:id/prospects/:pid/rating`, { config: rate, schema: { params: prospectParamsSchema, body: prospectRatingBodySchema, response: { 200: prospectSchema } } }, async (request) =>
    jobs.rate(requireUser(request.ctx), await accessOf(request), request.params.id, request.params.pid, request.body.rating),
  );
  app.put(`${BASE}/:id/prospects/:pid`, { config: manage, schema: { params: prospectParamsSchema, body: prospectUpdateBodySchema, response: { 200: prospectSchema } } }, async (request) =>
    jobs.updateProspect(requireUser(request.ctx), request.params.id, request.params.pid, request.body.prospect),
  );
};
