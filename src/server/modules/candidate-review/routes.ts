/**
 * Routes of the candidate review link (docs/api.md "Candidate review"): thin handlers over
 * ./service.ts. Guards:
 *  - recruiter calls (`candidate_token`, its mail, `candidate_consents`): canManageAgreements;
 *  - `GET organisation/agreements/{id}`: two guards — with `?token=` no session is needed and the
 *    service admits the token for that one agreement of this organisation only; without a token,
 *    canManageAgreements (the CV editor's fetch);
 *  - the candidate's calls (`accept`, `reject`, `agreement_tokens/…`): public, the token decides.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { canManageAgreements } from '../../../shared/permissions.js';
import { agreementSchema } from '../../../shared/schemas/agreements.js';
import {
  agreementGetQuerySchema,
  agreementTokenParamsSchema,
  agreementTokenStatusSchema,
  candidateAcceptBodySchema,
  candidateConsentListSchema,
  candidateLinkMailBodySchema,
  candidateLinkMailedSchema,
  candidateRejectBodySchema,
  candidateReviewSchema,
  candidateTokenBodySchema,
  candidateTokenSchema,
  newUrlRequestedSchema,
} from '../../../shared/schemas/candidate-review.js';
import { idParamsSchema } from '../../../shared/schemas/ids.js';
import type { Clock } from '../../lib/clock.js';
import { requireUser } from '../../lib/context.js';
import type { Mailer } from '../../lib/mailer.js';
import type { Throttle } from '../../lib/throttle.js';
import * as agreements from '../agreements/service.js';
import * as review from './service.js';

const manage = { name: 'canManageAgreements', allow: canManageAgreements };

export type CandidateReviewOptions = {
  clock: Clock;
  mailer: Mailer;
  throttle: Throttle;
  /** The server secret the token key is derived from (decision 020). */
  secret: string;
  organisationUrl: (subdomain: string, path: string) => string;
  /** NODE_ENV=test only: the e2e suite's control that expires a link now. */
  testControls: boolean;
};

export const candidateReviewRoutes: FastifyPluginAsyncZod<CandidateReviewOptions> = async (app, options) => {
  const tokenKey = review.candidateTokenKey(options.secret);
  const context = (request: FastifyRequest): review.ReviewContext => ({
    ...request.ctx,
    clock: options.clock,
    mailer: options.mailer,
    throttle: options.throttle,
    pool: app.documents.pool,
    tokenKey,
    organisationUrl: (path) => options.organisationUrl(request.organisation.subdomain, path),
    log: request.log,
  });
  const client = (request: FastifyRequest): review.Client => ({ ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });

  app.get(
    '/organisation/agreements/:id',
    {
      config: { guard: { candidateTokenOr: manage } },
      schema: { params: idParamsSchema, querystring: agreementGetQuerySchema, response: { 200: z.union([agreementSchema, candidateReviewSchema]) } },
    },
    async (request, reply) => {
      const { token } = request.query;
      if (token === undefined) return agreements.get(request.ctx, request.params.id);
      // The candidate's page: never cached, never sent on as a referrer.
      reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
      return review.view(context(request), request.params.id, token);
    },
  );

  app.post(
    '/organisation/agreements/:id/candidate_token',
    { config: { guard: manage }, schema: { params: idParamsSchema, body: candidateTokenBodySchema, response: { 200: candidateTokenSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return review.createToken({ ...context(request), ...requireUser(request.ctx) }, request.params.id, request.body?.force === true);
    },
  );

  app.post(
    '/organisation/agreements/:id/candidate_token/mail',
    { config: { guard: manage }, schema: { params: idParamsSchema, body: candidateLinkMailBodySchema, response: { 200: candidateLinkMailedSchema } } },
    async (request) => review.mailLink({ ...context(request), ...requireUser(request.ctx) }, request.params.id, request.body?.email),
  );

  app.get(
    '/organisation/agreements/:id/candidate_consents',
    { config: { guard: manage }, schema: { params: idParamsSchema, response: { 200: candidateConsentListSchema } } },
    async (request) => review.consents(requireUser(request.ctx), request.params.id),
  );

  app.put(
    '/organisation/agreements/:id/accept',
    { config: { guard: 'public' }, schema: { params: idParamsSchema, body: candidateAcceptBodySchema, response: { 200: candidateReviewSchema } } },
    async (request) =>
      review.decide(context(request), request.params.id, { token: request.body.token, decision: 'approved', cvDigest: request.body.cv_digest }, client(request)),
  );

  app.put(
    '/organisation/agreements/:id/reject',
    { config: { guard: 'public' }, schema: { params: idParamsSchema, body: candidateRejectBodySchema, response: { 200: candidateReviewSchema } } },
    async (request) =>
      review.decide(
        context(request),
        request.params.id,
        { token: request.body.token, decision: 'rejected', reason: request.body.reason, cvDigest: request.body.cv_digest },
        client(request),
      ),
  );

  app.get(
    '/organisation/agreement_tokens/:token',
    { config: { guard: 'public' }, schema: { params: agreementTokenParamsSchema, response: { 200: agreementTokenStatusSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return review.status(context(request), request.params.token);
    },
  );

  app.post(
    '/organisation/agreement_tokens/:token/request_new_url',
    { config: { guard: 'public' }, schema: { params: agreementTokenParamsSchema, response: { 200: newUrlRequestedSchema } } },
    async (request) => review.requestNewUrl(context(request), request.params.token),
  );

  if (options.testControls) {
    // End-to-end tests only (NODE_ENV=test): expire a CV's live link now, as time would.
    app.put(
      '/test/agreements/:id/candidate_token/expire',
      { config: { guard: manage }, schema: { hide: true, params: idParamsSchema } },
      async (request, reply) => {
        await review.expireForTest(context(request), request.params.id);
        return reply.code(204).send();
      },
    );
  }
};
