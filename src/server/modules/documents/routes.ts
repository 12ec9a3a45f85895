/** Routes of an agreement's documents (docs/api.md "CV styler": styled_cvs, pdf, docx): thin handlers over ./service.ts. */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../../cv/export-name.js';
import { canExportWord, canManageAgreements } from '../../../shared/permissions.js';
import { cvFontParamsSchema, exportQuerySchema, styledCvBodySchema, styledCvSchema } from '../../../shared/schemas/agreements.js';
import { idParamsSchema } from '../../../shared/schemas/ids.js';
import type { ExportedFile } from '../../documents/export.js';
import { requireUser } from '../../lib/context.js';
import { forbidden } from '../../lib/errors.js';
import * as documents from './service.js';

const manage = { guard: { name: 'canManageAgreements', allow: canManageAgreements } };

const sendFile = (reply: FastifyReply, file: ExportedFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.body);

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool } = app.documents;
  const files = { storage: app.storage, links: app.links };

  app.post(
    '/organisation/agreements/:id/styled_cvs',
    { config: manage, schema: { params: idParamsSchema, body: styledCvBodySchema, response: { 200: styledCvSchema } } },
    async (request) => documents.styledCv(pool, files, requireUser(request.ctx), request.params.id, request.body),
  );

  // The font files a styled CV links to (decision 015): public build assets, the same for every
  // organisation. The preview frame is sandboxed (an opaque origin), hence CORS and CORP.
  app.get('/cv-fonts/:hash/:name', { config: { guard: 'public', tenant: false }, schema: { params: cvFontParamsSchema } }, async (request, reply) => {
    const file = documents.fontFile(request.params.hash, request.params.name);
    return reply
      .header('content-type', 'font/woff2')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(file);
  });

  app.get('/organisation/agreements/:id/pdf', { config: manage, schema: { params: idParamsSchema, querystring: exportQuerySchema } }, async (request, reply) =>
    sendFile(reply, await documents.pdf(pool, files, requireUser(request.ctx), request.params.id, request.query)),
  );

  app.get('/organisation/agreements/:id/docx', { config: manage, schema: { params: idParamsSchema, querystring: exportQuerySchema } }, async (request, reply) => {
    if (!canExportWord(await request.permissionContext())) throw forbidden(documents.WORD_EXPORT_DISABLED);
    return sendFile(reply, await documents.docx(pool, files, requireUser(request.ctx), request.params.id, request.query));
  });
};
