/**
 * Resume uploads (docs/api.md "Resume intake"): multipart with the `X-Upload: 1` marker (DESIGN §4),
 * one file in the field `file`, at most 10 MB. Thin handlers over ./service.ts.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canManageAgreements } from '../../../shared/permissions.js';
import { agreementImportSchema } from '../../../shared/schemas/agreements.js';
import { resumeStatusSchema } from '../../../shared/schemas/auth.js';
import { idParamsSchema } from '../../../shared/schemas/ids.js';
import { MAX_RESUME_BYTES, RESUME_MESSAGES, safeFileName, type ResumeKind } from '../../documents/resume-file.js';
import { requireUser } from '../../lib/context.js';
import { readUploadedFile } from '../../lib/upload.js';

import * as imports from './service.js';

const manage = { guard: { name: 'canManageAgreements', allow: canManageAgreements } };

/** The resume of an upload request (10 MB at most). */
const readUpload = (request: FastifyRequest): Promise<imports.Upload> => readUploadedFile(request, { maxBytes: MAX_RESUME_BYTES, tooLarge: RESUME_MESSAGES.tooLarge });

/** `attachment` with a safe ASCII name and the original name in RFC 5987 form. */
function attachment(fileName: string, kind: ResumeKind): string {
  return `attachment; filename="${safeFileName(fileName, kind)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only for the routes of this module (encapsulated); the limits hold for every upload here.
  await app.register(multipart, { limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 10, parts: 11 } });

  app.post('/organisation/agreements/import', { config: manage, schema: { response: { 201: agreementImportSchema } } }, async (request, reply) => {
    const upload = await readUpload(request);
    const answer = await imports.importAgreement(requireUser(request.ctx), app.storage, app.documents.parser, upload, request.log);
    return reply.code(201).send(answer);
  });

  app.get('/organisation/agreements/:id/source', { config: manage, schema: { params: idParamsSchema } }, async (request, reply) => {
    const file = await imports.agreementSource(request.ctx, app.storage, request.params.id);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachment(file.fileName, file.kind))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });

  // Candidates (§4 parsing_cv): the profile is in parsing_cv while its resume is read; the answer comes once it has been read.
  const reading = new Set<number>();

  app.post('/my/resume', { config: { guard: 'signedIn' }, schema: { response: { 200: resumeStatusSchema } } }, async (request) => {
    const upload = await readUpload(request);
    return imports.replaceProfileResume(request.ctx, request.user.id, app.storage, app.documents.parser, upload, reading, request.log);
  });

  app.get('/my/resume/status', { config: { guard: 'signedIn' }, schema: { response: { 200: resumeStatusSchema } } }, async (request) =>
    imports.resumeStatus(request.ctx, request.user.id, (id) => reading.has(id)),
  );
};
