/**
 * Routes of spec §7 Associations (docs/api.md "Associations"): thin handlers over ./service.ts, all
 * behind the §6 rule (canManageOrganisationAssociations). `POST` is an upload: a JSON body
 * `{association: {company_name, logo}}` (the logo as base64) marked with `X-Upload: 1` (DESIGN §4).
 * The logo is served behind a signed link, with its own type, never sniffed, sandboxed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canManageOrganisationAssociations } from '../../../shared/permissions.js';
import {
  ASSOCIATION_LOGO_MAX_BYTES,
  ASSOCIATION_MESSAGES,
  associationCreateBodySchema,
  associationListSchema,
  associationLogoQuerySchema,
  associationSchema,
  associationUpdateBodySchema,
} from '../../../shared/schemas/associations.js';
import { idParamsSchema } from '../../../shared/schemas/ids.js';
import { requireUser } from '../../lib/context.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import { UPLOAD_MESSAGES } from '../../lib/upload.js';
import * as associations from './service.js';

const manage = { guard: { name: 'canManageOrganisationAssociations', allow: canManageOrganisationAssociations } };

/** The JSON body of a create: the logo's base64 with room for the name. */
const CREATE_BODY_LIMIT = Math.ceil((ASSOCIATION_LOGO_MAX_BYTES * 4) / 3) + 64 * 1024;

export const associationRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = () => ({ storage: app.storage, links: app.links });
  const BASE = '/organisation/associations';

  app.get(BASE, { config: manage, schema: { response: { 200: associationListSchema } } }, async (request) => associations.list(requireUser(request.ctx), app.links));

  app.post(
    BASE,
    {
      config: manage,
      bodyLimit: CREATE_BODY_LIMIT,
      // The marker is checked before the body is read.
      onRequest: async (request) => {
        if (request.headers['x-upload'] !== '1') throw badRequest(UPLOAD_MESSAGES.missingMarker);
      },
      errorHandler: (error) => {
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, ASSOCIATION_MESSAGES.logoTooLarge, { 'association.logo': [ASSOCIATION_MESSAGES.logoTooLarge] });
        throw error;
      },
      schema: { body: associationCreateBodySchema, response: { 201: associationSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await associations.create(requireUser(request.ctx), { ...files(), log: request.log }, request.body.association)),
  );

  app.put(`${BASE}/:id`, { config: manage, schema: { params: idParamsSchema, body: associationUpdateBodySchema, response: { 200: associationSchema } } }, async (request) =>
    associations.rename(requireUser(request.ctx), app.links, request.params.id, request.body.association.company_name),
  );

  app.delete(`${BASE}/:id`, { config: manage, schema: { params: idParamsSchema } }, async (request, reply) => {
    await associations.remove(requireUser(request.ctx), { ...files(), log: request.log }, request.params.id);
    return reply.code(204).send();
  });

  // The logo's signed link: an <img> sends no session, the signature stands in for it.
  app.get(`${BASE}/:id/logo`, { config: { guard: 'public' }, schema: { params: idParamsSchema, querystring: associationLogoQuerySchema } }, async (request, reply) => {
    const { expires, signature } = request.query;
    if (!app.links.verify(request.ctx.organisationId, associations.logoPath(request.params.id), expires, signature)) throw new HttpError(403, ASSOCIATION_MESSAGES.badLink);
    const image = await associations.logo(request.ctx, app.storage, request.params.id);
    return reply
      .header('content-type', image.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', `private, max-age=${app.links.maxAge(expires)}`)
      .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
  });
};
