/**
 * Routes of the admin panel (spec §2 panel, §6 "Admin: user.admin; needed for /panel"; issue 14;
 * docs/api.md "Panel"): organisations listed, created and edited by admins, their logo uploaded. The
 * logo itself is public (`GET organisation_logos/{id}`): it shows before anyone signs in.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAdmin, type PermissionContext } from '../../../shared/permissions.js';
import { idParamsSchema } from '../../../shared/schemas/ids.js';
import {
  onePanelOrganisationSchema,
  panelLogoBodySchema,
  panelOrganisationCreateBodySchema,
  panelOrganisationListQuerySchema,
  panelOrganisationListSchema,
  panelOrganisationUpdateBodySchema,
} from '../../../shared/schemas/panel.js';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { UPLOAD_BODY_LIMIT } from '../../documents/report-image.js';
import * as panel from './service.js';

/** `?v=`: the logo's version (from its digest): each version is its own file, so a cached copy is never stale. */
const logoQuerySchema = z.object({ v: z.string().max(64).optional() });

const admin = { guard: { name: 'isAdmin', allow: (ctx: PermissionContext) => isAdmin(ctx.viewer) } };

export const panelRoutes: FastifyPluginAsyncZod<{ db: Executor; organisationUrl: (subdomain: string, path: string) => string }> = async (app, { db, organisationUrl }) => {
  const parts: panel.PanelParts = { db, organisations: app.organisations, storage: app.storage, organisationUrl: (subdomain) => organisationUrl(subdomain, '/') };

  app.get('/panel/organisations', { config: admin, schema: { querystring: panelOrganisationListQuerySchema, response: { 200: panelOrganisationListSchema } } }, async (request) =>
    panel.listOrganisations(parts, request.query),
  );

  app.get('/panel/organisations/:id', { config: admin, schema: { params: idParamsSchema, response: { 200: onePanelOrganisationSchema } } }, async (request) => ({
    organisation: await panel.getOrganisation(parts, request.params.id),
  }));

  app.post('/panel/organisations', { config: admin, schema: { body: panelOrganisationCreateBodySchema, response: { 201: onePanelOrganisationSchema } } }, async (request, reply) =>
    reply.code(201).send({ organisation: await panel.createOrganisation(parts, request.body.organisation) }),
  );

  app.put(
    '/panel/organisations/:id',
    { config: admin, schema: { params: idParamsSchema, body: panelOrganisationUpdateBodySchema, response: { 200: onePanelOrganisationSchema } } },
    async (request) => ({ organisation: await panel.updateOrganisation(parts, request.params.id, request.body.organisation) }),
  );

  app.post(
    '/panel/organisations/:id/logo',
    { config: admin, bodyLimit: UPLOAD_BODY_LIMIT, schema: { params: idParamsSchema, body: panelLogoBodySchema, response: { 200: onePanelOrganisationSchema } } },
    async (request) => ({ organisation: await panel.uploadLogo(parts, request.params.id, request.body.image) }),
  );

  app.get('/organisation_logos/:id', { config: { guard: 'public', tenant: false }, schema: { params: idParamsSchema, querystring: logoQuerySchema } }, async (request, reply) => {
    const logo = await panel.logoFile(app.storage, request.params.id, request.query.v);
    return reply.header('content-type', logo.contentType).header('cache-control', 'public, max-age=31536000, immutable').send(Buffer.from(logo.bytes));
  });
};
