/** Route of spec §7 candidate search (docs/api.md "Candidate search"): a thin handler over ./service.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canAccessMoreCandidates, type PermissionContext } from '../../../shared/permissions.js';
import { styledCvSchema } from '../../../shared/schemas/agreements.js';
import { idParamsSchema } from '../../../shared/schemas/ids.js';
import { searchAnswerSchema, searchRequestSchema } from '../../../shared/schemas/search.js';
import * as search from './service.js';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // The key of GET auth, not a session: the guard checks it and signs its user in; what the user may
  // search (every CV, the marketplace's anonymously, or nothing: 403) is read from §6 on each search.
  app.post('/search/candidates', { config: { guard: 'searchKey' }, schema: { body: searchRequestSchema, response: { 200: searchAnswerSchema } } }, async (request) =>
    search.search(request.ctx, search.audienceOf(await request.permissionContext()), request.body, app.searchIndexes),
  );

  // A hit opened: marketplace clients with more candidates only (§6); recruiters read CVs in the CV styler.
  const moreCandidates = { guard: { name: 'canAccessMoreCandidates', allow: (ctx: PermissionContext) => canAccessMoreCandidates(ctx.viewer) } };
  app.get('/marketplace/candidates/:id', { config: moreCandidates, schema: { params: idParamsSchema, response: { 200: styledCvSchema } } }, async (request) =>
    search.marketplaceCv(app.documents.pool, request.ctx, request.params.id),
  );
};
