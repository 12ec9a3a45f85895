/**
 * Routes of the organisation's templates (docs/api.md "Organisation templates", decision 032): the
 * admins of the organisation (§6 can_manage_account) list, upload, change and remove templates and
 * preview a style sheet on a demo CV; the preview images are served without a session.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canManageAccount, type PermissionContext } from '../../../shared/permissions.js';
import { styledCvSchema } from '../../../shared/schemas/agreements.js';
import { idParamsSchema } from '../../../shared/schemas/ids.js';
import {
  ORGANISATION_TEMPLATE_BODY_LIMIT,
  oneOrganisationTemplateSchema,
  organisationTemplateBodySchema,
  organisationTemplateListSchema,
  templatePreviewBodySchema,
  templatePreviewImageParamsSchema,
} from '../../../shared/schemas/organisation-templates.js';
import { requireUser } from '../../lib/context.js';
import * as templates from './service.js';

const manageAccount = { guard: { name: 'canManageAccount', allow: (ctx: PermissionContext) => canManageAccount(ctx.viewer) } };

export const organisationTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool } = app.documents;

  app.get('/organisation/templates', { config: manageAccount, schema: { response: { 200: organisationTemplateListSchema } } }, async (request) =>
    templates.list(requireUser(request.ctx)),
  );

  app.get('/organisation/templates/:id', { config: manageAccount, schema: { params: idParamsSchema, response: { 200: oneOrganisationTemplateSchema } } }, async (request) =>
    templates.get(requireUser(request.ctx), request.params.id),
  );

  app.post(
    '/organisation/templates',
    { config: manageAccount, bodyLimit: ORGANISATION_TEMPLATE_BODY_LIMIT, schema: { body: organisationTemplateBodySchema, response: { 201: oneOrganisationTemplateSchema } } },
    async (request, reply) => reply.code(201).send(await templates.save(requireUser(request.ctx), app.storage, null, request.body.template)),
  );

  app.post(
    '/organisation/templates/preview',
    { config: manageAccount, schema: { body: templatePreviewBodySchema, response: { 200: styledCvSchema } } },
    async (request) => templates.preview(requireUser(request.ctx), pool, request.body),
  );

  app.put(
    '/organisation/templates/:id',
    { config: manageAccount, bodyLimit: ORGANISATION_TEMPLATE_BODY_LIMIT, schema: { params: idParamsSchema, body: organisationTemplateBodySchema, response: { 200: oneOrganisationTemplateSchema } } },
    async (request) => templates.save(requireUser(request.ctx), app.storage, request.params.id, request.body.template),
  );

  app.delete('/organisation/templates/:id', { config: manageAccount, schema: { params: idParamsSchema } }, async (request, reply) => {
    await templates.remove(requireUser(request.ctx), app.storage, request.params.id);
    return reply.code(204).send();
  });

  // A template's preview image: no session (an <img> sends none); the path holds the template's
  // unguessable token and the image's hash, so the answer never changes and is cached for good.
  app.get('/template-previews/:token/:file', { config: { guard: 'public' }, schema: { params: templatePreviewImageParamsSchema } }, async (request, reply) => {
    const image = await templates.previewImage(request.ctx, app.storage, request.params.token, request.params.file);
    return reply
      .header('content-type', image.meta.contentType)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(image.bytes));
  });
};
