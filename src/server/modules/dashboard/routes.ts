/**
 * Routes of spec §7 Other (docs/api.md "Dashboard, reports and guest candidate requests"):
 * `organisation/dashboard` and `organisation/reports/{name}` for agency staff with job access,
 * `organisation/guest_candidate_requests` for those who may share CVs.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canDownloadReports, canSeeDashboard, canSeeGuestCandidateRequests } from '../../../shared/permissions.js';
import { dashboardSchema, guestCandidateRequestListQuerySchema, guestCandidateRequestListSchema, reportParamsSchema, reportQuerySchema } from '../../../shared/schemas/dashboard.js';
import type { Clock } from '../../lib/clock.js';
import * as dashboard from './service.js';

export const dashboardRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  app.get('/organisation/dashboard', { config: { guard: { name: 'canSeeDashboard', allow: canSeeDashboard } }, schema: { response: { 200: dashboardSchema } } }, async (request) =>
    dashboard.dashboard(request.ctx, clock.now()),
  );
  app.get(
    '/organisation/reports/:name',
    { config: { guard: { name: 'canDownloadReports', allow: canDownloadReports } }, schema: { params: reportParamsSchema, querystring: reportQuerySchema } },
    async (request, reply) => {
      const file = await dashboard.report(request.ctx, request.params.name, request.query, clock.now());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.csv);
    },
  );
  app.get(
    '/organisation/guest_candidate_requests',
    {
      config: { guard: { name: 'canSeeGuestCandidateRequests', allow: canSeeGuestCandidateRequests } },
      schema: { querystring: guestCandidateRequestListQuerySchema, response: { 200: guestCandidateRequestListSchema } },
    },
    async (request) => dashboard.guestCandidateRequests(request.ctx, request.query.page),
  );
};
