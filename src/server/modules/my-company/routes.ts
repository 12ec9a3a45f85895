/**
 * Routes of My Company (spec §7 "Organisation, employees, teams"; docs/api.md "My Company"): the
 * account's employees and their permission flags for those who manage employees; the company profile
 * read by the account's employees and changed by those who manage the account. The logo upload is
 * multipart with the `X-Upload: 1` marker (DESIGN §4), one file in the field `file`.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canEditCompany, canManageTeam, canSeeMyCompany } from '../../../shared/permissions.js';
import { idParamsSchema } from '../../../shared/schemas/ids.js';
import {
  COMPANY_LOGO_MAX_BYTES,
  companyBodySchema,
  companyLogoParamsSchema,
  oneCompanySchema,
  oneTeamEmployeeSchema,
  teamEmployeeBodySchema,
  teamEmployeeListSchema,
} from '../../../shared/schemas/team.js';
import { requireUser } from '../../lib/context.js';
import { readUploadedFile } from '../../lib/upload.js';
import * as myCompany from './service.js';

const manageTeam = { guard: { name: 'canManageTeam', allow: canManageTeam } };
const seeCompany = { guard: { name: 'canSeeMyCompany', allow: canSeeMyCompany } };
const editCompany = { guard: { name: 'canEditCompany', allow: canEditCompany } };

const viewerOf = async (request: FastifyRequest) => (await request.permissionContext()).viewer!;

/** The logo of an upload request (2 MB at most). */
const readLogo = async (request: FastifyRequest) => (await readUploadedFile(request, { maxBytes: COMPANY_LOGO_MAX_BYTES, tooLarge: myCompany.MESSAGES.logoTooLarge })).bytes;

export const myCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: COMPANY_LOGO_MAX_BYTES, files: 1, fields: 10, parts: 11 } });

  app.get('/organisation/employees', { config: manageTeam, schema: { response: { 200: teamEmployeeListSchema } } }, async (request) =>
    myCompany.listEmployees(requireUser(request.ctx)),
  );

  app.put(
    '/organisation/employees/:id',
    { config: manageTeam, schema: { params: idParamsSchema, body: teamEmployeeBodySchema, response: { 200: oneTeamEmployeeSchema } } },
    async (request) => myCompany.changePermissions(requireUser(request.ctx), await viewerOf(request), request.params.id, request.body.employee),
  );

  app.delete('/organisation/employees/:id', { config: manageTeam, schema: { params: idParamsSchema } }, async (request, reply) => {
    await myCompany.removeEmployee(requireUser(request.ctx), await viewerOf(request), request.params.id);
    return reply.code(204).send();
  });

  app.get('/organisation/company', { config: seeCompany, schema: { response: { 200: oneCompanySchema } } }, async (request) => myCompany.company(requireUser(request.ctx)));

  app.put('/organisation/company', { config: editCompany, schema: { body: companyBodySchema, response: { 200: oneCompanySchema } } }, async (request) =>
    myCompany.updateCompany(requireUser(request.ctx), request.body.company),
  );

  app.post('/organisation/company/logo', { config: editCompany, schema: { response: { 200: oneCompanySchema } } }, async (request) =>
    myCompany.uploadLogo(requireUser(request.ctx), app.storage, await readLogo(request), request.log),
  );

  // The logo as every page shows it, with no session (an <img> of the navbar, a CV, a client's page):
  // its own type, never sniffed, sandboxed; its name is its content's hash, so it never changes.
  app.get('/company_logos/:account/:file', { config: { guard: 'public' }, schema: { params: companyLogoParamsSchema } }, async (request, reply) => {
    const file = await myCompany.logoFile(request.ctx, app.storage, request.params.account, request.params.file);
    return reply
      .header('content-type', file.meta.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'same-site')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });
};
