/**
 * Routes of Links / Documents (docs/api.md "Links and documents"): `marketplace/links` for a
 * marketplace client's own client companies (read, download), `organisation/links` for agency staff
 * who manage job posts (list, add a link, upload a document, remove, download). Uploads are
 * multipart with the `X-Upload: 1` marker (DESIGN §4), one file in the field `file`, at most 10 MB.
 */
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canManageClientDocuments, canReadClientDocuments, clientCompanyIds } from '../../../shared/permissions.js';
import {
  CLIENT_DOCUMENT_MAX_BYTES,
  clientDocumentListQuerySchema,
  clientDocumentListSchema,
  clientDocumentSchema,
  clientDocumentUploadQuerySchema,
  clientLinkBodySchema,
} from '../../../shared/schemas/client-documents.js';
import { idParamsSchema } from '../../../shared/schemas/ids.js';
import { requireUser } from '../../lib/context.js';
import { readUploadedFile } from '../../lib/upload.js';
import { DOCUMENT_MESSAGES } from './files.js';
import * as documents from './service.js';

const read = { guard: { name: 'canReadClientDocuments', allow: canReadClientDocuments } };
const manage = { guard: { name: 'canManageClientDocuments', allow: canManageClientDocuments } };


const companiesOf = async (request: FastifyRequest) => clientCompanyIds((await request.permissionContext()).viewer);

const readUpload = (request: FastifyRequest) => readUploadedFile(request, { maxBytes: CLIENT_DOCUMENT_MAX_BYTES, tooLarge: DOCUMENT_MESSAGES.tooLarge });

function sendFile(reply: FastifyReply, file: { bytes: Uint8Array; contentType: string; fileName: string }) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

export const clientDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: CLIENT_DOCUMENT_MAX_BYTES, files: 1, fields: 10, parts: 11 } });

  // ── A marketplace client: its own companies' links and documents ──
  app.get('/marketplace/links', { config: read, schema: { querystring: clientDocumentListQuerySchema, response: { 200: clientDocumentListSchema } } }, async (request) =>
    documents.list(request.ctx, await companiesOf(request), request.query.client_id),
  );
  app.get('/marketplace/links/:id/download', { config: read, schema: { params: idParamsSchema } }, async (request, reply) =>
    sendFile(reply, await documents.file(request.ctx, app.storage, await companiesOf(request), request.params.id)),
  );

  // ── Agency staff ──
  const BASE = '/organisation/links';
  app.get(BASE, { config: manage, schema: { querystring: clientDocumentListQuerySchema, response: { 200: clientDocumentListSchema } } }, async (request) =>
    documents.list(request.ctx, null, request.query.client_id),
  );
  app.post(BASE, { config: manage, schema: { body: clientLinkBodySchema, response: { 201: clientDocumentSchema } } }, async (request, reply) =>
    reply.code(201).send(await documents.addLink(requireUser(request.ctx), request.body.link)),
  );
  app.post(`${BASE}/upload`, { config: manage, schema: { querystring: clientDocumentUploadQuerySchema, response: { 201: clientDocumentSchema } } }, async (request, reply) => {
    const upload = await readUpload(request);
    return reply.code(201).send(await documents.addDocument(requireUser(request.ctx), app.storage, request.query, upload));
  });
  app.delete(`${BASE}/:id`, { config: manage, schema: { params: idParamsSchema } }, async (request, reply) => {
    await documents.remove(requireUser(request.ctx), app.storage, request.params.id);
    return reply.code(204).send();
  });
  app.get(`${BASE}/:id/download`, { config: manage, schema: { params: idParamsSchema } }, async (request, reply) =>
    sendFile(reply, await documents.file(request.ctx, app.storage, null, request.params.id)),
  );
};
