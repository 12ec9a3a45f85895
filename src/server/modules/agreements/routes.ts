/** Routes of spec §7 Agreements (docs/api.md "CV styler"): thin handlers over ./service.ts. Its documents (styled CV, PDF, Word) are ../documents. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canDeleteAgreements, canManageAgreements } from '../../../shared/permissions.js';
import {
  agreementCreateBodySchema,
  agreementFiltersSchema,
  agreementListQuerySchema,
  agreementListSchema,
  agreementSaveBodySchema,
  agreementSaveNewBodySchema,
  agreementSchema,
  applyTemplateBodySchema,
} from '../../../shared/schemas/agreements.js';
import { idParamsSchema } from '../../../shared/schemas/ids.js';
import { requireUser } from '../../lib/context.js';
import { forbidden } from '../../lib/errors.js';
import * as agreements from './service.js';

const manage = { guard: { name: 'canManageAgreements', allow: canManageAgreements } };
const one = { 200: agreementSchema };

export const agreementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/organisation/agreements', { config: manage, schema: { querystring: agreementListQuerySchema, response: { 200: agreementListSchema } } }, async (request) =>
    agreements.list(request.ctx, request.query),
  );

  app.post('/organisation/agreements/create', { config: manage, schema: { body: agreementCreateBodySchema, response: { 201: agreementSchema } } }, async (request, reply) =>
    reply.code(201).send(await agreements.create(requireUser(request.ctx), request.body?.agreement?.data)),
  );

  app.post('/organisation/agreements', { config: manage, schema: { body: agreementSaveNewBodySchema, response: { 201: agreementSchema } } }, async (request, reply) =>
    reply.code(201).send(await agreements.saveNew(requireUser(request.ctx), request.body.agreement)),
  );

  // GET organisation/agreements/{id} is ../candidate-review/routes.ts: with ?token= it is the
  // candidate's fetch (no session), without it the editor's (canManageAgreements).

  app.put('/organisation/agreements/:id', { config: manage, schema: { params: idParamsSchema, body: agreementSaveBodySchema, response: one } }, async (request) =>
    agreements.save(requireUser(request.ctx), request.params.id, request.body.agreement, request.body.token),
  );

  app.delete('/organisation/agreements/:id', { config: manage, schema: { params: idParamsSchema } }, async (request, reply) => {
    // Stated here rather than as the guard so that a user who may manage but not delete CVs hears why.
    if (!canDeleteAgreements(await request.permissionContext())) throw forbidden(agreements.MESSAGES.deleteForbidden);
    await agreements.remove(request.ctx, { storage: app.storage, log: request.log }, request.params.id);
    return reply.code(204).send();
  });

  app.delete('/organisation/agreements/:id/destroy_fresh', { config: manage, schema: { params: idParamsSchema } }, async (request, reply) => {
    await agreements.destroyFresh(request.ctx, { storage: app.storage, log: request.log }, request.params.id);
    return reply.code(204).send();
  });

  app.post('/organisation/agreements/:id/copy', { config: manage, schema: { params: idParamsSchema, response: { 201: agreementSchema } } }, async (request, reply) =>
    reply.code(201).send(await agreements.copy(requireUser(request.ctx), request.params.id)),
  );

  app.put('/organisation/agreements/:id/lock', { config: manage, schema: { params: idParamsSchema, response: one } }, async (request) =>
    agreements.lock(requireUser(request.ctx), request.params.id),
  );

  app.put('/organisation/agreements/:id/unlock', { config: manage, schema: { params: idParamsSchema, response: one } }, async (request) =>
    agreements.unlock(requireUser(request.ctx), request.params.id),
  );

  app.put('/organisation/agreements/:id/recruiter_accept', { config: manage, schema: { params: idParamsSchema, response: one } }, async (request) =>
    agreements.recruiterAccept(requireUser(request.ctx), request.params.id),
  );

  app.post('/organisation/agreements/:id/add-to-marketplace', { config: manage, schema: { params: idParamsSchema, response: one } }, async (request) =>
    agreements.setMarketplace(request.ctx, request.params.id, true),
  );

  app.delete('/organisation/agreements/:id/add-to-marketplace', { config: manage, schema: { params: idParamsSchema, response: one } }, async (request) =>
    agreements.setMarketplace(request.ctx, request.params.id, false),
  );

  app.put(
    '/organisation/agreements/:id/apply_template',
    { config: manage, schema: { params: idParamsSchema, body: applyTemplateBodySchema, response: one } },
    async (request) => agreements.applyTemplate(requireUser(request.ctx), request.params.id, request.body.template_id),
  );

  app.get('/organisation/agreement_filters/:id', { config: manage, schema: { params: idParamsSchema, response: { 200: agreementFiltersSchema } } }, async (request) =>
    agreements.filters(request.ctx, request.params.id),
  );
};
