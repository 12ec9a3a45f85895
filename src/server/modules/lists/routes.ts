/** Routes of spec §7 Lists (docs/api.md "Candidate lists"): thin handlers over ./service.ts, all for whoever may manage lists (§6). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canManageLists } from '../../../shared/permissions.js';
import { agreementListQuerySchema, agreementListSchema } from '../../../shared/schemas/agreements.js';
import { idParamsSchema } from '../../../shared/schemas/ids.js';
import {
  flatListsQuerySchema,
  flatListsSchema,
  listCreateBodySchema,
  listMembersBodySchema,
  listNodeSchema,
  listTreeQuerySchema,
  listTreeSchema,
  listUpdateBodySchema,
} from '../../../shared/schemas/lists.js';
import { requireUser } from '../../lib/context.js';
import * as lists from './service.js';

const manage = { guard: { name: 'canManageLists', allow: canManageLists } };
const one = { 200: listNodeSchema };

export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/organisation/agreement_lists', { config: manage, schema: { querystring: listTreeQuerySchema, response: { 200: listTreeSchema } } }, async (request) =>
    lists.tree(request.ctx, request.query.parent_id),
  );

  app.get('/organisation/agreement_lists/flat', { config: manage, schema: { querystring: flatListsQuerySchema, response: { 200: flatListsSchema } } }, async (request) =>
    lists.flat(request.ctx, request.query.agreement_id),
  );

  app.post('/organisation/agreement_lists', { config: manage, schema: { body: listCreateBodySchema, response: { 201: listNodeSchema } } }, async (request, reply) =>
    reply.code(201).send(await lists.create(requireUser(request.ctx), request.body.list)),
  );

  app.put('/organisation/agreement_lists/:id', { config: manage, schema: { params: idParamsSchema, body: listUpdateBodySchema, response: one } }, async (request) =>
    lists.update(requireUser(request.ctx), request.params.id, request.body.list),
  );

  app.put('/organisation/agreement_lists/:id/attach', { config: manage, schema: { params: idParamsSchema, body: listMembersBodySchema, response: one } }, async (request) =>
    lists.changeMembers(requireUser(request.ctx), request.params.id, request.body.ids, 'attach'),
  );

  app.put('/organisation/agreement_lists/:id/detach', { config: manage, schema: { params: idParamsSchema, body: listMembersBodySchema, response: one } }, async (request) =>
    lists.changeMembers(requireUser(request.ctx), request.params.id, request.body.ids, 'detach'),
  );

  app.get(
    '/organisation/agreement_lists/:id/candidates',
    { config: manage, schema: { params: idParamsSchema, querystring: agreementListQuerySchema, response: { 200: agreementListSchema } } },
    async (request) => lists.candidates(request.ctx, request.params.id, request.query),
  );

  app.delete('/organisation/agreement_lists/:id', { config: manage, schema: { params: idParamsSchema } }, async (request, reply) => {
    await lists.remove(requireUser(request.ctx), request.params.id);
    return reply.code(204).send();
  });
};
