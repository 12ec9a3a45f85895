/**
 * Routes of spec §7 external providers and profile batches (docs/api.md "External profile imports"):
 * thin handlers over ./service.ts, all for whoever may manage agreements in an organisation with
 * display_external_provider_feature (§6; 403 otherwise). A push is multipart with the `X-Upload: 1`
 * marker: one file in the field `file`, at most 10 MB, for the batch named by `?batch_id=`.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canImportExternalProfiles } from '../../../shared/permissions.js';
import {
  EXTERNAL_BATCH_PAGE_SIZE,
  externalBatchListQuerySchema,
  externalBatchListSchema,
  externalBatchSchema,
  externalBatchStartBodySchema,
  externalImportBodySchema,
  externalImportSchema,
  externalProviderListSchema,
  externalPushQuerySchema,
  externalPushSchema,
} from '../../../shared/schemas/external-profiles.js';
import { idParamsSchema } from '../../../shared/schemas/ids.js';
import { MAX_RESUME_BYTES } from '../../documents/resume-file.js';
import { EXTERNAL_FILE_MESSAGES } from '../../documents/external-files.js';
import { requireUser } from '../../lib/context.js';
import { readUploadedFile } from '../../lib/upload.js';
import * as external from './service.js';

const manage = { guard: { name: 'canImportExternalProfiles', allow: canImportExternalProfiles } };

/** The one file of a push (10 MB at most). */
const readPush = (request: FastifyRequest) => readUploadedFile(request, { maxBytes: MAX_RESUME_BYTES, tooLarge: EXTERNAL_FILE_MESSAGES.tooLarge });

export const externalProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 10, parts: 11 } });

  app.get('/organisation/external_providers', { config: manage, schema: { response: { 200: externalProviderListSchema } } }, async () => external.providers());

  app.get(
    '/organisation/external_profile_batches',
    { config: manage, schema: { querystring: externalBatchListQuerySchema, response: { 200: externalBatchListSchema } } },
    async (request) => external.list(request.ctx, request.query.page, EXTERNAL_BATCH_PAGE_SIZE),
  );

  app.get('/organisation/external_profile_batches/:id', { config: manage, schema: { params: idParamsSchema, response: { 200: externalBatchSchema } } }, async (request) =>
    external.get(request.ctx, request.params.id),
  );

  app.post('/organisation/external_profile_batches/start', { config: manage, schema: { body: externalBatchStartBodySchema, response: { 201: externalBatchSchema } } }, async (request, reply) =>
    reply.code(201).send(await external.start(requireUser(request.ctx), request.body.batch.provider)),
  );

  app.post(
    '/organisation/external_profile_batches/push',
    { config: manage, schema: { querystring: externalPushQuerySchema, response: { 200: externalPushSchema } } },
    async (request) => external.push(requireUser(request.ctx), request.query.batch_id, await readPush(request)),
  );

  app.post('/organisation/import_external_profiles', { config: manage, schema: { body: externalImportBodySchema, response: { 201: externalImportSchema } } }, async (request, reply) =>
    reply.code(201).send(await external.importProfiles(requireUser(request.ctx), request.body.external_profiles.ids)),
  );
};
