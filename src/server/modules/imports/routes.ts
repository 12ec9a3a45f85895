/**
 * Resume uploads (docs/api.md "Resume intake"): multipart with the `X-Upload: 1` marker (DESIGN §4),
 * one file in the field `file`, at most 10 MB. Thin handlers over ./service.ts.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canManageAgreements } from '../../../shared/permissions.js';
import { idParamsSchema } from '../../../shared/schemas/agreements.js';
import { checkResumeFile, fileError, MAX_RESUME_BYTES, RESUME_MESSAGES, safeFileName, type ResumeKind } from '../../documents/resume-file.js';
import { actorOf } from '../../lib/actor.js';
import { badRequest } from '../../lib/errors.js';
import { cvApi } from '../agreements/schemas.js';
import * as imports from './service.js';

const manage = { guard: { name: 'canManageAgreements', allow: canManageAgreements } };

export const UPLOAD_MESSAGES = {
  missingMarker: 'Missing upload marker.',
  noFile: 'Choose a file to upload.',
} as const;

const importAnswerSchema = z.object({ agreement: cvApi.agreement, unsure: z.array(z.string()) });
const resumeStatusSchema = z.object({
  state: z.enum(['active', 'reviewing', 'parsing_cv']),
  error: z.string().nullable(),
  file_name: z.string().nullable(),
  skills: z.array(z.string()),
  experience_count: z.number(),
  education_count: z.number(),
});

/** The one file of an upload request, after the marker check; over 10 MB is a 413 (nothing is kept). */
async function readUpload(request: FastifyRequest): Promise<imports.Upload> {
  if (request.headers['x-upload'] !== '1') throw badRequest(UPLOAD_MESSAGES.missingMarker);
  const part = await request.file({ limits: { fileSize: MAX_RESUME_BYTES, files: 1 } });
  if (!part || part.fieldname !== 'file') throw fileError(422, UPLOAD_MESSAGES.noFile);
  try {
    return { bytes: new Uint8Array(await part.toBuffer()), fileName: part.filename };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(413, RESUME_MESSAGES.tooLarge);
    throw error;
  }
}

/** `attachment` with a safe ASCII name and the original name in RFC 5987 form. */
function attachment(fileName: string, kind: ResumeKind): string {
  return `attachment; filename="${safeFileName(fileName, kind)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only for the routes of this module (encapsulated); the limits hold for every upload here.
  await app.register(multipart, { limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 10, parts: 11 } });

  app.post('/organisation/agreements/import', { config: manage, schema: { response: { 201: importAnswerSchema } } }, async (request, reply) => {
    const upload = await readUpload(request);
    const answer = await imports.importAgreement(await actorOf(request), app.storage, upload, request.log);
    return reply.code(201).send(answer);
  });

  app.get('/organisation/agreements/:id/source', { config: manage, schema: { params: idParamsSchema } }, async (request, reply) => {
    const file = await imports.agreementSource(request.scope, app.storage, request.params.id);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachment(file.fileName, file.kind))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });

  // Candidates (§4 parsing_cv): the read runs after the answer; reads in flight finish before the app closes.
  const running = new Map<number, Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(running.values());
  });

  app.post('/my/resume', { config: { guard: 'signedIn' }, schema: { response: { 202: resumeStatusSchema } } }, async (request, reply) => {
    const upload = await readUpload(request);
    const kind = await checkResumeFile(upload.bytes);
    const { scope } = request;
    const { profileId, previousKey } = await imports.beginProfileResume(scope, request.user.id, app.storage, { ...upload, kind });
    if (previousKey) app.storage.delete(previousKey).catch((error: unknown) => request.log.warn({ err: error }, 'could not remove a replaced resume'));
    const job = imports.readProfileResume(scope, profileId, upload.bytes, kind, request.log).finally(() => running.delete(profileId));
    running.set(profileId, job);
    return reply.code(202).send(await imports.resumeStatus(scope, request.user.id, (id) => running.has(id)));
  });

  app.get('/my/resume/status', { config: { guard: 'signedIn' }, schema: { response: { 200: resumeStatusSchema } } }, async (request) =>
    imports.resumeStatus(request.scope, request.user.id, (id) => running.has(id)),
  );
};
