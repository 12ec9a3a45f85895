/**
 * The candidate's own profile (spec §2 profile pages, §3 Profile; docs/api.md "The candidate's
 * profile"): thin handlers over ./service.ts. Every route is the signed-in user's own profile; no
 * path names another's. The picture is served behind a signed link (decision 019), with its own
 * type, never sniffed, sandboxed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentViewQuerySchema } from '../../../shared/schemas/attachments.js';
import { AVATAR_MAX_BYTES, profileAnswerSchema, profileBodySchema, profilePageParamsSchema } from '../../../shared/schemas/profile.js';
import { requireUser } from '../../lib/context.js';
import { HttpError } from '../../lib/errors.js';
import * as profile from './service.js';

/** The JSON body of a save: a cropped picture as base64 with room for the rest of the profile. */
const SAVE_BODY_LIMIT = Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 1024 * 1024;

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = (log?: typeof app.log) => ({ storage: app.storage, links: app.links, log });

  app.get('/my/profile', { config: { guard: 'signedIn' }, schema: { response: { 200: profileAnswerSchema } } }, async (request) => ({
    profile: await profile.get(requireUser(request.ctx), files()),
  }));

  app.put(
    '/my/profile',
    { config: { guard: 'signedIn' }, bodyLimit: SAVE_BODY_LIMIT, schema: { body: profileBodySchema, response: { 200: profileAnswerSchema } } },
    async (request) => ({ profile: await profile.save(requireUser(request.ctx), files(request.log), request.body.profile) }),
  );

  app.put('/my/profile/pages/:page', { config: { guard: 'signedIn' }, schema: { params: profilePageParamsSchema } }, async (request, reply) => {
    await profile.pageOpened(requireUser(request.ctx), request.params.page);
    return reply.code(204).send();
  });

  // The signed link an <img> loads: no session, the signature instead.
  app.get(
    '/my/profile/avatar/:uuid',
    { config: { guard: 'public' }, schema: { params: z.object({ uuid: z.uuid() }), querystring: attachmentViewQuerySchema } },
    async (request, reply) => {
      const { expires, signature } = request.query;
      if (!app.links.verify(request.ctx.organisationId, profile.avatarPath(request.params.uuid), expires, signature)) throw new HttpError(403, profile.MESSAGES.badLink);
      const image = await profile.avatarFile(request.ctx, app.storage, request.params.uuid);
      return reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', `private, max-age=${app.links.maxAge(expires)}`)
        .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
    },
  );
};
