/** Routes of spec §7 Agreements (docs/api.md "CV styler"): thin handlers over ./service.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canDeleteAgreements, canManageAgreements } from '../../../shared/permissions.js';
import { agreementFiltersSchema, agreementListQuerySchema, agreementListSchema, applyTemplateBodySchema, idParamsSchema, styledCvSchema } from '../../../shared/schemas/agreements.js';
import { renderStyledCv } from '../../documents/styled-cv.js';
import { actorOf } from '../../lib/actor.js';
import { forbidden } from '../../lib/errors.js';
import * as cvSettings from '../cv-settings/service.js';
import * as agreements from './service.js';
import { cvApi } from './schemas.js';

const manage = { guard: { name: 'canManageAgreements', allow: canManageAgreements } };
const one = { 200: cvApi.agreement };

export const agreementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/organisation/agreements', { config: manage, schema: { querystring: agreementListQuerySchema, response: { 200: agreementListSchema } } }, async (request) =>
    agreements.list(request.scope, request.query),
  );

  app.post('/organisation/agreements/create', { config: manage, schema: { body: cvApi.createBody, response: { 201: cvApi.agreement } } }, async (request, reply) =>
    reply.code(201).send(await agreements.create(await actorOf(request), request.body?.agreement?.data)),
  );

  app.post('/organisation/agreements', { config: manage, schema: { body: cvApi.saveNewBody, response: { 201: cvApi.agreement } } }, async (request, reply) =>
    reply.code(201).send(await agreements.saveNew(await actorOf(request), request.body.agreement)),
  );

  app.get('/organisation/agreements/:id', { config: manage, schema: { params: idParamsSchema, response: one } }, async (request) =>
    agreements.get(request.scope, request.params.id),
  );

  app.put('/organisation/agreements/:id', { config: manage, schema: { params: idParamsSchema, body: cvApi.saveBody, response: one } }, async (request) =>
    agreements.save(await actorOf(request), request.params.id, request.body.agreement, request.body.token),
  );

  app.delete('/organisation/agreements/:id', { config: manage, schema: { params: idParamsSchema } }, async (request, reply) => {
    // Stated here rather than as the guard so that a user who may manage but not delete CVs hears why.
    if (!canDeleteAgreements(await request.permissionContext())) throw forbidden(agreements.MESSAGES.deleteForbidden);
    await agreements.remove(request.scope, request.params.id);
    return reply.code(204).send();
  });

  app.delete('/organisation/agreements/:id/destroy_fresh', { config: manage, schema: { params: idParamsSchema } }, async (request, reply) => {
    await agreements.destroyFresh(request.scope, request.params.id);
    return reply.code(204).send();
  });

  app.post('/organisation/agreements/:id/copy', { config: manage, schema: { params: idParamsSchema, response: { 201: cvApi.agreement } } }, async (request, reply) =>
    reply.code(201).send(await agreements.copy(await actorOf(request), request.params.id)),
  );

  app.put('/organisation/agreements/:id/lock', { config: manage, schema: { params: idParamsSchema, response: one } }, async (request) =>
    agreements.lock(await actorOf(request), request.params.id),
  );

  app.put('/organisation/agreements/:id/unlock', { config: manage, schema: { params: idParamsSchema, response: one } }, async (request) =>
    agreements.unlock(await actorOf(request), request.params.id),
  );

  app.put('/organisation/agreements/:id/recruiter_accept', { config: manage, schema: { params: idParamsSchema, response: one } }, async (request) =>
    agreements.recruiterAccept(await actorOf(request), request.params.id),
  );

  app.put(
    '/organisation/agreements/:id/apply_template',
    { config: manage, schema: { params: idParamsSchema, body: applyTemplateBodySchema, response: one } },
    async (request) => agreements.applyTemplate(await actorOf(request), request.params.id, request.body.template_id),
  );

  app.post(
    '/organisation/agreements/:id/styled_cvs',
    { config: manage, schema: { params: idParamsSchema, body: cvApi.styledCvBody, response: { 200: styledCvSchema } } },
    async (request) => {
      const actor = await actorOf(request);
      const agreement = await agreements.get(request.scope, request.params.id);
      const [input, settings] = await Promise.all([agreements.renderInput(actor, agreement, request.body), cvSettings.savedSettings(actor)]);
      return renderStyledCv(app.documents.pool, {
        ...input,
        organisation: request.organisation,
        settings,
        anonymous: request.body.anonymous,
        language: request.body.language,
      });
    },
  );

  app.get('/organisation/agreement_filters/:id', { config: manage, schema: { params: idParamsSchema, response: { 200: agreementFiltersSchema } } }, async (request) =>
    agreements.filters(request.scope, request.params.id),
  );
};
