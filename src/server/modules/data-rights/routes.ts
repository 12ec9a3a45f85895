/**
 * Routes of the data rights (issue 15, beyond the spec; docs/api.md "Data rights", decision 035):
 * every signed-in person copies (`GET my/data`) and erases (`DELETE my/account`) their own data;
 * the agency's account managers (`canManageCandidateData`) erase a candidate, keep the retention
 * policy, read its dry run, run the purge and read the log of erasures. Thin handlers over ./service.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canManageCandidateData } from '../../../shared/permissions.js';
import {
  candidateParamsSchema,
  eraseAccountBodySchema,
  erasureListSchema,
  erasureSchema,
  retentionBodySchema,
  retentionReportSchema,
  retentionSchema,
} from '../../../shared/schemas/data-rights.js';
import type { Clock } from '../../lib/clock.js';
import { requireUser } from '../../lib/context.js';
import type { Mailer } from '../../lib/mailer.js';
import type { Throttle } from '../../lib/throttle.js';
import { zipStream } from '../../lib/zip.js';
import * as dataRights from './service.js';

export type DataRightsRouteOptions = { mailer: Mailer; throttle: Throttle; clock: Clock };

const manage = { guard: { name: 'canManageCandidateData', allow: canManageCandidateData } };

export const dataRightsRoutes: FastifyPluginAsyncZod<DataRightsRouteOptions> = async (app, { mailer, throttle, clock }) => {
  const parts = (request: FastifyRequest): dataRights.ErasureParts => ({ storage: app.storage, mailer, throttle, clock, log: request.log });

  app.get('/my/data', { config: { guard: 'signedIn' }, schema: { produces: ['application/zip'] } }, async (request, reply) => {
    const now = clock.now();
    const entries = dataRights.exportEntries(requireUser(request.ctx), app.storage, throttle, now);
    // The manifest is read before the answer starts, so a failure there is still an error answer.
    const first = await entries.next();
    async function* all() {
      if (!first.done) yield first.value;
      yield* entries;
    }
    request.log.info({ userId: request.user.id }, 'data rights: data copy downloaded');
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="talentfolio-data-${now.toISOString().slice(0, 10)}.zip"`)
      .header('cache-control', 'private, no-store')
      .send(zipStream(all(), { mtime: now }));
  });

  app.delete('/my/account', { config: { guard: 'signedIn' }, schema: { body: eraseAccountBodySchema, response: { 200: erasureSchema } } }, async (request) =>
    dataRights.eraseOwnAccount(requireUser(request.ctx), parts(request), request.body.password, request.ip),
  );

  app.delete('/organisation/candidates/:user_id', { config: manage, schema: { params: candidateParamsSchema, response: { 200: erasureSchema } } }, async (request) =>
    dataRights.eraseCandidate(requireUser(request.ctx), parts(request), request.params.user_id),
  );

  app.get('/organisation/retention', { config: manage, schema: { response: { 200: retentionSchema } } }, async (request) => dataRights.retention(request.ctx));

  app.put('/organisation/retention', { config: manage, schema: { body: retentionBodySchema, response: { 200: retentionSchema } } }, async (request) =>
    dataRights.saveRetention(requireUser(request.ctx), clock, request.body.retention.months),
  );

  app.get('/organisation/retention/report', { config: manage, schema: { response: { 200: retentionReportSchema } } }, async (request) =>
    dataRights.retentionReport(request.ctx, clock),
  );

  app.post('/organisation/retention/purge', { config: manage, schema: { response: { 200: erasureSchema } } }, async (request) =>
    dataRights.purgeNow(requireUser(request.ctx), parts(request)),
  );

  app.get('/organisation/erasures', { config: manage, schema: { response: { 200: erasureListSchema } } }, async (request) => dataRights.erasureLog(request.ctx));
};
