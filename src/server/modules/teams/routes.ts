/**
 * Routes of spec §7 teams and templates (docs/api.md "Templates and teams"): `GET templates` for
 * whoever manages CVs or teams (canListTemplates); team management for those who manage employees.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canListTemplates, canManageTeam } from '../../../shared/permissions.js';
import {
  employeeListSchema,
  employeesSearchQuerySchema,
  idsBodySchema,
  oneTeamSchema,
  teamBodySchema,
  teamListSchema,
  teamMembersQuerySchema,
  teamSchema,
  templateAssignmentBodySchema,
  templateListQuerySchema,
  templateListSchema,
} from '../../../shared/schemas/agreements.js';
import { idParamsSchema } from '../../../shared/schemas/ids.js';
import { requireUser } from '../../lib/context.js';
import * as teams from './service.js';

const listTemplates = { guard: { name: 'canListTemplates', allow: canListTemplates } };
const manageEmployees = { guard: { name: 'canManageTeam', allow: canManageTeam } };

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/templates', { config: listTemplates, schema: { querystring: templateListQuerySchema, response: { 200: templateListSchema } } }, async (request) =>
    teams.listTemplates(requireUser(request.ctx), request.query.show_my === 'true'),
  );

  app.get('/organisation/teams', { config: manageEmployees, schema: { response: { 200: teamListSchema } } }, async (request) => teams.listTeams(requireUser(request.ctx)));

  app.post('/organisation/teams', { config: manageEmployees, schema: { body: teamBodySchema, response: { 201: teamSchema } } }, async (request, reply) =>
    reply.code(201).send(await teams.createTeam(requireUser(request.ctx), request.body.team.name)),
  );

  app.put('/organisation/teams/:id', { config: manageEmployees, schema: { params: idParamsSchema, body: teamBodySchema, response: { 200: teamSchema } } }, async (request) =>
    teams.renameTeam(requireUser(request.ctx), request.params.id, request.body.team.name),
  );

  app.delete('/organisation/teams/:id', { config: manageEmployees, schema: { params: idParamsSchema } }, async (request, reply) => {
    await teams.deleteTeam(requireUser(request.ctx), request.params.id);
    return reply.code(204).send();
  });

  app.get(
    '/organisation/teams/:id/employees_search',
    { config: manageEmployees, schema: { params: idParamsSchema, querystring: employeesSearchQuerySchema, response: { 200: employeeListSchema } } },
    async (request) => teams.searchEmployees(requireUser(request.ctx), request.params.id, request.query.q),
  );

  app.post(
    '/organisation/teams/:id/employees_add',
    { config: manageEmployees, schema: { params: idParamsSchema, body: idsBodySchema, response: { 200: oneTeamSchema } } },
    async (request) => teams.changeMembers(requireUser(request.ctx), request.params.id, request.body.ids, 'add'),
  );

  app.post(
    '/organisation/teams/:id/employees_remove',
    { config: manageEmployees, schema: { params: idParamsSchema, body: idsBodySchema, response: { 200: oneTeamSchema } } },
    async (request) => teams.changeMembers(requireUser(request.ctx), request.params.id, request.body.ids, 'remove'),
  );

  app.post(
    '/organisation/teams/assign_templates',
    { config: manageEmployees, schema: { body: templateAssignmentBodySchema, response: { 200: teamListSchema } } },
    async (request) => teams.changeTemplates(requireUser(request.ctx), request.body.team_ids, request.body.template_ids, 'assign'),
  );

  app.post(
    '/organisation/teams/unassign_templates',
    { config: manageEmployees, schema: { body: templateAssignmentBodySchema, response: { 200: teamListSchema } } },
    async (request) => teams.changeTemplates(requireUser(request.ctx), request.body.team_ids, request.body.template_ids, 'unassign'),
  );

  app.get(
    '/organisation/team_members',
    { config: manageEmployees, schema: { querystring: teamMembersQuerySchema, response: { 200: employeeListSchema } } },
    async (request) => teams.teamMembers(requireUser(request.ctx), request.query.team_id),
  );
};
