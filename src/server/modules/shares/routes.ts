/**
 * Routes of client share links (docs/api.md "Client share links", decision 018): the recruiter's
 * calls under `organisation/share_links` (guard `canShareCvs`), the client's under `shared/{token}`
 * (public, throttled per address). Thin handlers over ./service.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../../cv/export-name.js';
import { canShareCvs } from '../../../shared/permissions.js';
import { idParamsSchema } from '../../../shared/schemas/ids.js';
import {
  sharedCvParamsSchema,
  sharedCvSchema,
  sharedFeedbackAnswerSchema,
  sharedFeedbackBodySchema,
  sharedLinkSchema,
  sharedParamsSchema,
  shareLinkAnswerSchema,
  shareLinkBodySchema,
  shareLinkCreatedSchema,
  shareLinkListQuerySchema,
  shareLinkListSchema,
} from '../../../shared/schemas/share-links.js';
import { requireUser } from '../../lib/context.js';
import type { Clock } from '../../lib/clock.js';
import type { Throttle } from '../../lib/throttle.js';
import * as shares from './service.js';

const share = { guard: { name: 'canShareCvs', allow: canShareCvs } };
const publicRoute = { guard: 'public' as const };

export type ShareRouteOptions = {
  throttle: Throttle;
  /** An absolute URL on the organisation's own subdomain. */
  organisationUrl: (subdomain: string, path: string) => string;
  /** The time links expire by (tests move it). */
  clock: Clock;
};

export const shareRoutes: FastifyPluginAsyncZod<ShareRouteOptions> = async (app, { throttle, organisationUrl, clock }) => {
  const { pool } = app.documents;
  const files = { storage: app.storage, links: app.links };
  const client = (request: FastifyRequest): shares.PublicShareContext => ({ ...request.ctx, throttle, address: request.ip, files, now: clock.now() });

  // ── The recruiter's side ──
  app.get('/organisation/share_links', { config: share, schema: { querystring: shareLinkListQuerySchema, response: { 200: shareLinkListSchema } } }, async (request) =>
    shares.list(request.ctx, request.query, clock.now()),
  );

  app.post('/organisation/share_links', { config: share, schema: { body: shareLinkBodySchema, response: { 201: shareLinkCreatedSchema } } }, async (request, reply) => {
    const link = await shares.create(requireUser(request.ctx), request.body.share_link, (path) => organisationUrl(request.organisation.subdomain, path), clock.now());
    return reply.code(201).send({ share_link: link });
  });

  app.get('/organisation/share_links/:id', { config: share, schema: { params: idParamsSchema, response: { 200: shareLinkAnswerSchema } } }, async (request) => ({
    share_link: await shares.get(request.ctx, request.params.id, clock.now()),
  }));

  app.put('/organisation/share_links/:id/revoke', { config: share, schema: { params: idParamsSchema, response: { 200: shareLinkAnswerSchema } } }, async (request) => ({
    share_link: await shares.revoke(request.ctx, request.params.id, clock.now()),
  }));

  // ── The client's side: no session; the token is the key ──
  app.get('/shared/:token', { config: publicRoute, schema: { params: sharedParamsSchema, response: { 200: sharedLinkSchema } } }, async (request) => ({
    shared: await shares.open(client(request), request.params.token),
  }));

  app.get('/shared/:token/cvs/:agreementId', { config: publicRoute, schema: { params: sharedCvParamsSchema, response: { 200: sharedCvSchema } } }, async (request) => ({
    cv: await shares.cv(client(request), request.params.token, request.params.agreementId),
  }));

  app.get('/shared/:token/cvs/:agreementId/pdf', { config: publicRoute, schema: { params: sharedCvParamsSchema } }, async (request, reply) => {
    const file = await shares.pdf(pool, client(request), request.params.token, request.params.agreementId);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .send(file.body);
  });

  app.put(
    '/shared/:token/cvs/:agreementId/feedback',
    { config: publicRoute, schema: { params: sharedCvParamsSchema, body: sharedFeedbackBodySchema, response: { 200: sharedFeedbackAnswerSchema } } },
    async (request) => ({ feedback: await shares.feedback(client(request), request.params.token, request.params.agreementId, request.body.feedback) }),
  );
};
