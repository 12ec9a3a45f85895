/**
 * Routes of spec §7 Images (docs/api.md "Assessment attachments"): thin handlers over ./service.ts.
 * The upload is a JSON body `{images, reportType, agreement_id}` marked with `X-Upload: 1` (DESIGN §4;
 * sent as `application/json` or, as a browser sends a string, `text/plain`), up to
 * `UPLOAD_BODY_LIMIT`. Images are served with their own type, never sniffed, sandboxed.
 */
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canManageAgreements } from '../../../shared/permissions.js';
import {
  ATTACHMENT_LIMITS,
  ATTACHMENT_MESSAGES,
  attachmentListQuerySchema,
  attachmentListSchema,
  attachmentUploadBodySchema,
  attachmentUploadQuerySchema,
  attachmentViewQuerySchema,
} from '../../../shared/schemas/attachments.js';
import { idParamsSchema } from '../../../shared/schemas/ids.js';
import { UPLOAD_BODY_LIMIT } from '../../documents/report-image.js';
import { requireUser } from '../../lib/context.js';
import { badRequest, HttpError, unprocessable } from '../../lib/errors.js';
import { UPLOAD_MESSAGES } from '../../lib/upload.js';
import * as attachments from './service.js';

const manage = { guard: { name: 'canManageAgreements', allow: canManageAgreements } };

export const BODY_TOO_LARGE = `The upload is too large: send at most ${ATTACHMENT_LIMITS.requestBytes / (1024 * 1024)} MB of images at a time.`;

/** An image answer: its own type, never sniffed, and sandboxed should a browser open it as a page. */
function sendImage(reply: FastifyReply, image: { bytes: Uint8Array; contentType: string; row: { id: number } }, cache: string) {
  const extension = image.contentType === 'image/png' ? 'png' : 'jpg';
  return reply
    .header('content-type', image.contentType)
    .header('content-disposition', `inline; filename="attachment-${image.row.id}.${extension}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', cache)
    .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
}

export const attachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = () => ({ storage: app.storage, links: app.links });

  // A browser posts a string body as text/plain: in this module it is read as the JSON it is.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: UPLOAD_BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('invalid JSON'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 }), undefined);
    }
  });

  // The generic 413 of an oversized body says what the limit is here; everything else goes to the app's handler.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, BODY_TOO_LARGE, { images: [BODY_TOO_LARGE] });
    throw error;
  });

  app.post(
    '/images/upload',
    {
      config: manage,
      bodyLimit: UPLOAD_BODY_LIMIT,
      // The marker is checked before the body is read.
      onRequest: async (request) => {
        if (request.headers['x-upload'] !== '1') throw badRequest(UPLOAD_MESSAGES.missingMarker);
      },
      schema: { querystring: attachmentUploadQuerySchema, body: attachmentUploadBodySchema, response: { 201: attachmentListSchema } },
    },
    async (request, reply) => {
      const fromQuery = request.query.reportType;
      const fromBody = request.body.reportType;
      if (fromQuery && fromBody && fromQuery !== fromBody) throw unprocessable({ reportType: [ATTACHMENT_MESSAGES.categoryMismatch] });
      const category = fromQuery ?? fromBody;
      if (!category) throw unprocessable({ reportType: [ATTACHMENT_MESSAGES.category] });
      const answer = await attachments.upload(requireUser(request.ctx), { ...files(), log: request.log }, {
        agreementId: request.body.agreement_id,
        category,
        images: request.body.images,
      });
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/images/:id/attachments',
    { config: manage, schema: { params: idParamsSchema, querystring: attachmentListQuerySchema, response: { 200: attachmentListSchema } } },
    async (request) => attachments.list(request.ctx, app.links, request.params.id, request.query.category ?? request.query.reportType),
  );

  app.delete('/images/:id/remove', { config: manage, schema: { params: idParamsSchema } }, async (request, reply) => {
    await attachments.remove(request.ctx, { ...files(), log: request.log }, request.params.id);
    return reply.code(204).send();
  });

  app.get('/images/:id', { config: manage, schema: { params: idParamsSchema } }, async (request, reply) =>
    sendImage(reply, await attachments.file(request.ctx, app.storage, request.params.id), 'private, no-store'),
  );

  // The signed link of the CV preview and the thumbnails: no session (an <img> in a sandboxed frame
  // sends none), the signature instead; cross-origin readable, since that frame's origin is opaque.
  app.get(
    '/images/:id/view',
    { config: { guard: 'public' }, schema: { params: idParamsSchema, querystring: attachmentViewQuerySchema } },
    async (request, reply) => {
      const { expires, signature } = request.query;
      if (!app.links.verify(request.ctx.organisationId, attachments.viewPath(request.params.id), expires, signature)) {
        throw new HttpError(403, attachments.MESSAGES.badLink);
      }
      const image = await attachments.file(request.ctx, app.storage, request.params.id);
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return sendImage(reply, image, `private, max-age=${app.links.maxAge(expires)}`);
    },
  );
};
