/**
 * The wiring diagram of the server: plugins in the order a request meets them, then the domain
 * modules under /api. `buildApp` takes its parts ready-made so tests can boot the real app.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { englishIssueMessage } from '../shared/validation.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createChromiumPool, type ChromiumPool } from './documents/chromium-pool.js';
import { createSearchIndexes } from './modules/search/index-feed.js';
import { createParsePool, type ParsePool } from './documents/parse-pool.js';
import { systemClock, type Clock } from './lib/clock.js';
import type { Mailer } from './lib/mailer.js';
import { createLinkSigner } from './lib/signed-links.js';
import { storageFromConfig, type FileStorage } from './lib/storage.js';
import { createThrottle } from './lib/throttle.js';
import { createTokenService, type TokenService } from './lib/tokens.js';
import { authRoutes } from './modules/auth/routes.js';
import type { AuthContext } from './modules/auth/service.js';
import { agreementRoutes } from './modules/agreements/routes.js';
import { attachmentRoutes } from './modules/attachments/routes.js';
import { candidateReviewRoutes } from './modules/candidate-review/routes.js';
import { autocompleteRoutes } from './modules/autocomplete/routes.js';
import { campaignRoutes } from './modules/campaigns/routes.js';
import { contactDetailsRoutes } from './modules/contact-details/routes.js';
import { cvSettingsRoutes } from './modules/cv-settings/routes.js';
import { documentRoutes } from './modules/documents/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { importRoutes } from './modules/imports/routes.js';
import { jobPostRoutes } from './modules/job-posts/routes.js';
import { projectRoutes } from './modules/projects/routes.js';
import { clientDocumentRoutes } from './modules/client-documents/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { dataRightsRoutes } from './modules/data-rights/routes.js';
import { listRoutes } from './modules/lists/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { inviteRoutes } from './modules/invites/routes.js';
import { organisationRoutes } from './modules/organisation/routes.js';
import { panelRoutes } from './modules/panel/routes.js';
import { placesRoutes } from './modules/places/routes.js';
import { profileRoutes } from './modules/profile/routes.js';
import { searchRoutes } from './modules/search/routes.js';
import { shareRoutes } from './modules/shares/routes.js';
import { externalProfileRoutes } from './modules/external-profiles/routes.js';
import { teamRoutes } from './modules/teams/routes.js';
import { organisationTemplateRoutes } from './modules/organisation-templates/routes.js';
import { associationRoutes } from './modules/associations/routes.js';
import { myCompanyRoutes } from './modules/my-company/routes.js';
import { authPlugin } from './plugins/auth.js';
import { registerErrorHandling } from './plugins/errors.js';
import { oauthRoutes } from './modules/oauth/routes.js';
import { createOidcClient } from './lib/oidc.js';
import { inputPlugin } from './plugins/input.js';
import { securityPlugin } from './plugins/security.js';
import { spaPlugin } from './plugins/spa.js';
import { tenantPlugin } from './plugins/tenant.js';

export type AppParts = {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** The built web app to serve, or null (API only). */
  webRoot: string | null;
  /** The Chromium pool for documents; made (lazily launched) and closed with the app when absent. */
  pool?: ChromiumPool;
  /** The resume parse workers (decision 012); made from `config.parse` and closed with the app when absent. */
  parser?: ParsePool;
  /** The file storage (DESIGN §5); the local `DATA_DIR/files` when absent. */
  storage?: FileStorage;
  logger?: boolean | object;
  /** The time rules go by (candidate review and share links expire); the system clock when absent. */
  clock?: Clock;
};

export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * A request line in absolute form (`GET http://demo.example.com/api/organisation HTTP/1.1`, as
 * proxies send) is routed like its origin form; its authority is the host (RFC 9112 §3.2.2), so the
 * organisation is the one the URL names.
 */
export function originFormUrl(request: IncomingMessage): string {
  const url = request.url ?? '/';
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(url)) return url;
  try {
    const parsed = new URL(url);
    if (parsed.host) request.headers.host = parsed.host;
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

export async function buildApp(parts: AppParts): Promise<FastifyInstance> {
  const { config, database, mailer } = parts;
  const app = Fastify({
    logger: parts.logger ?? { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    rewriteUrl: originFormUrl,
  }).withTypeProvider<ZodTypeProvider>();
  // A 422's messages are the product's words ("At most 100 characters."), which the web translates.
  z.config({ customError: englishIssueMessage });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const visitor = request.headers['x-visitor-id'];
    if (typeof visitor === 'string' && /^[\w-]{1,100}$/.test(visitor)) reply.header('x-visitor-id', visitor);
  });

  const tokens: TokenService = createTokenService(config.sessionSecret);
  const throttle = createThrottle(database.db);
  const clock = parts.clock ?? systemClock;
  const organisationUrl = (subdomain: string, path: string) => `${config.publicProtocol}://${subdomain}.${config.baseDomain}${path}`;
  const authContext = (request: FastifyRequest): AuthContext => ({
    ...request.ctx,
    tokens,
    mailer,
    throttle,
    organisationUrl: (path) => organisationUrl(request.organisation.subdomain, path),
  });

  const pool = parts.pool ?? createChromiumPool();
  const parser = parts.parser ?? createParsePool({ size: config.parse.workers, queueLimit: config.parse.queueLimit, timeoutMs: config.parse.timeoutMs, memoryMb: config.parse.memoryMb });
  app.decorate('documents', { pool, parser });
  if (!parts.pool) app.addHook('onClose', () => pool.close());
  if (!parts.parser) app.addHook('onClose', () => parser.close());
  app.decorate('storage', parts.storage ?? storageFromConfig(config));
  app.decorate('links', createLinkSigner(config.sessionSecret));
  app.decorate('searchIndexes', config.searchIndex === 'memory' ? createSearchIndexes({ snapshots: { dir: path.join(config.dataDir, 'search-index'), log: app.log } }) : null);
  // The indexes' changes since their last snapshots are written before the server stops.
  if (app.searchIndexes) app.addHook('onClose', () => app.searchIndexes!.close());

  registerErrorHandling(app);
  await app.register(inputPlugin);
  await app.register(securityPlugin, { production: config.env === 'production' });
  await app.register(tenantPlugin, { db: database.db, baseDomain: config.baseDomain, defaultOrganisation: config.defaultOrganisation });
  await app.register(authPlugin, { tokens });

  // The contract as OpenAPI (GET /api/docs), generated from the routes' zod schemas.
  await app.register(swagger, {
    openapi: { info: { title: 'Talentfolio API', version: '1' }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } } },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      api.get('/docs', { config: { guard: 'public', tenant: false }, schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes, { ping: database.ping });
      await api.register(organisationRoutes);
      await api.register(authRoutes, { context: authContext });
      await api.register(oauthRoutes, { context: authContext, services: { providers: { linkedin: config.linkedin ? createOidcClient(config.linkedin) : undefined } } });
      await api.register(campaignRoutes);
      await api.register(agreementRoutes);
      await api.register(candidateReviewRoutes, {
        clock,
        mailer,
        throttle,
        secret: config.sessionSecret,
        organisationUrl,
        testControls: config.env === 'test',
      });
      await api.register(documentRoutes);
      await api.register(importRoutes);
      await api.register(attachmentRoutes);
      await api.register(teamRoutes);
      await api.register(listRoutes);
      await api.register(jobPostRoutes);
      await api.register(notificationRoutes);
      await api.register(inviteRoutes, { mailer, organisationUrl, clock, db: database.db, context: authContext });
      await api.register(projectRoutes);
      await api.register(clientDocumentRoutes);
      await api.register(dashboardRoutes, { clock });
      await api.register(searchRoutes);
      await api.register(cvSettingsRoutes);
      await api.register(profileRoutes);
      await api.register(contactDetailsRoutes);
      await api.register(autocompleteRoutes);
      await api.register(placesRoutes);
      await api.register(shareRoutes, { throttle, organisationUrl, clock });
      await api.register(externalProfileRoutes);
      await api.register(organisationTemplateRoutes);
      await api.register(associationRoutes);
      await api.register(myCompanyRoutes);
      await api.register(panelRoutes, { db: database.db, organisationUrl });
      await api.register(dataRightsRoutes, { mailer, throttle, clock });
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, { webRoot: parts.webRoot });
  return app;
}
