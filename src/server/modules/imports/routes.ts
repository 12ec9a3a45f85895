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
import { fileError, MAX_RESUME_BYTES, RESUME_MESSAGES, safeFileName, type ResumeKind } from '../../documents/resume-file.js';
import { requireUser } from '../../lib/context.js';
import { badRequest, HttpError } from '../../lib/errors.js';

import * as imports from './service.js';

const manage = { guard: { name: 'canManageAgreements', allow: canManageAgreements } };

export const UPLOAD_MESSAGES = {
  missingMarker: 'Missing upload marker.',
  noFile: 'Choose a file to upload.',
  malformed: 'The upload was cut off or is not valid multipart/form-data (the file never ended with its closing boundary). Send the file again.',
} as const;

/**
 * The one file of an upload request, after the marker check; over 10 MB is a 413 (nothing is kept).
 * A body the multipart reader cannot finish (cut off, no closing boundary, another boundary than the
 * header's) is a 400 with a message, whatever the reader's own error was.
 */
async function readUpload(request: FastifyRequest): Promise<imports.Upload> {
  if (request.headers['x-upload'] !== '1') throw badRequest(UPLOAD_MESSAGES.missingMarker);
  try {
    const part = await request.file({ limits: { fileSize: MAX_RESUME_BYTES, files: 1 } });
    if (!part || part.fieldname !== 'file') throw fileError(422, UPLOAD_MESSAGES.noFile);
    return { bytes: new Uint8Array(await part.toBuffer()), fileName: part.filename };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(413, RESUME_MESSAGES.tooLarge);
    // Fastify's own answers (wrong content type, limits) keep their status and message.
    if (code?.startsWith('FST_') && code !== 'FST_MP_PREMATURE_CLOSE' && code !== 'FST_PROTO_VIOLATION') throw error;
    request.log.info({ err: error }, 'malformed upload');
    throw badRequest(UPLOAD_MESSAGES.malformed);
  }
}

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
