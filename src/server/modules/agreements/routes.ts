/** Routes of spec §7 Agreements (docs/api.md "CV styler"): thin handlers over ./service.ts. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../../cv/export-name.js';
import { canDeleteAgreements, canExportWord, canManageAgreements } from '../../../shared/permissions.js';
import {
  agreementCreateBodySchema,
  agreementFiltersSchema,
  agreementListQuerySchema,
  agreementListSchema,
  agreementSaveBodySchema,
  agreementSaveNewBodySchema,
  agreementSchema,
  applyTemplateBodySchema,
  exportQuerySchema,
  styledCvBodySchema,
  styledCvSchema,
} from '../../../shared/schemas/agreements.js';
import { idParamsSchema } from '../../../shared/schemas/ids.js';
import { exportDocx, exportPdf, type ExportedFile } from '../../documents/export.js';
import { renderStyledCv, type StyledCvInput } from '../../documents/styled-cv.js';
import { actorOf } from '../../lib/actor.js';
import { forbidden } from '../../lib/errors.js';
import * as cvSettings from '../cv-settings/service.js';
import * as agreements from './service.js';

export const WORD_EXPORT_DISABLED = 'Word export is not enabled for this organisation.';

const manage = { guard: { name: 'canManageAgreements', allow: canManageAgreements } };
const one = { 200: agreementSchema };

export const agreementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/organisation/agreements', { config: manage, schema: { querystring: agreementListQuerySchema, response: { 200: agreementListSchema } } }, async (request) =>
    agreements.list(request.scope, request.query),
  );

  app.post('/organisation/agreements/create', { config: manage, schema: { body: agreementCreateBodySchema, response: { 201: agreementSchema } } }, async (request, reply) =>
    reply.code(201).send(await agreements.create(await actorOf(request), request.body?.agreement?.data)),
  );

  app.post('/organisation/agreements', { config: manage, schema: { body: agreementSaveNewBodySchema, response: { 201: agreementSchema } } }, async (request, reply) =>
    reply.code(201).send(await agreements.saveNew(await actorOf(request), request.body.agreement)),
  );

  app.get('/organisation/agreements/:id', { config: manage, schema: { params: idParamsSchema, response: one } }, async (request) =>
    agreements.get(request.scope, request.params.id),
  );

  app.put('/organisation/agreements/:id', { config: manage, schema: { params: idParamsSchema, body: agreementSaveBodySchema, response: one } }, async (request) =>
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

  app.post('/organisation/agreements/:id/copy', { config: manage, schema: { params: idParamsSchema, response: { 201: agreementSchema } } }, async (request, reply) =>
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
    { config: manage, schema: { params: idParamsSchema, body: styledCvBodySchema, response: { 200: styledCvSchema } } },
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

  /** The saved CV of an agreement, as the styled_cvs endpoint renders it without preview data. */
  async function exportInput(request: FastifyRequest, id: number, query: { anonymous: boolean; language?: StyledCvInput['language'] }): Promise<StyledCvInput> {
    const actor = await actorOf(request);
    const agreement = await agreements.get(request.scope, id);
    const [input, settings] = await Promise.all([agreements.renderInput(actor, agreement, {}), cvSettings.savedSettings(actor)]);
    return { ...input, organisation: request.organisation, settings, anonymous: query.anonymous, language: query.language };
  }

  const sendFile = (reply: FastifyReply, file: ExportedFile) =>
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.body);

  app.get('/organisation/agreements/:id/pdf', { config: manage, schema: { params: idParamsSchema, querystring: exportQuerySchema } }, async (request, reply) =>
    sendFile(reply, await exportPdf(app.documents.pool, await exportInput(request, request.params.id, request.query))),
  );

  app.get('/organisation/agreements/:id/docx', { config: manage, schema: { params: idParamsSchema, querystring: exportQuerySchema } }, async (request, reply) => {
    if (!canExportWord(await request.permissionContext())) throw forbidden(WORD_EXPORT_DISABLED);
    return sendFile(reply, await exportDocx(app.documents.pool, await exportInput(request, request.params.id, request.query)));
  });

  app.get('/organisation/agreement_filters/:id', { config: manage, schema: { params: idParamsSchema, response: { 200: agreementFiltersSchema } } }, async (request) =>
    agreements.filters(request.scope, request.params.id),
  );
};
