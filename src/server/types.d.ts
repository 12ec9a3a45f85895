import type { PermissionContext } from '../shared/permissions.js';
import type { RequestContext } from './lib/context.js';
import type { SignedIn, UserRow } from './modules/auth/repository.js';
import type { OrganisationRow } from './modules/organisation/repository.js';

/** A guard a signed-in session passes: signed in, or a §6 permission. */
export type SessionGuard = 'signedIn' | { name: string; allow: (ctx: PermissionContext) => boolean };
/**
 * What a route says about who may call it. Every /api route states one (checked at start).
 * `candidateTokenOr`: a request carrying a candidate review token (`?token=`) needs no session — the
 * handler checks the token against the agreement (modules/candidate-review) — and one without a
 * token must pass the session guard named. `searchKey`: the candidate search's key (`X-Search-Key`,
 * from `GET auth`) instead of a session; the guard checks it as it checks a session (signature,
 * expiry, organisation, the user's token version) and signs its user in; the handler decides from
 * the user's §6 permissions what they may search.
 */
export type RouteGuard = 'public' | SessionGuard | { candidateTokenOr: SessionGuard } | 'searchKey';

declare module 'fastify' {
  interface FastifyInstance {
    /** Document services: the warm Chromium pool and the resume parse workers. */
    documents: { pool: import('./documents/chromium-pool.js').ChromiumPool; parser: import('./documents/parse-pool.js').ParsePool };
    /** The one file storage (DESIGN §5): resumes and other uploaded files. */
    storage: import('./lib/storage.js').FileStorage;
    /** Signed links to files a browser loads without a session (the CV preview's attachment images). */
    links: import('./lib/signed-links.js').LinkSigner;
    /** The per-instance organisation cache; call `invalidate` after changing an organisation. */
    organisations: ReturnType<typeof import('./plugins/tenant.js').organisationCache>;
    /** The candidate search's in-memory indexes (`config.searchIndex` 'memory', the default on PostgreSQL), else null: the search runs in the database. */
    searchIndexes: import('./modules/search/index-feed.js').SearchIndexes | null;
  }
  interface FastifyContextConfig {
    guard?: RouteGuard;
    /** false for routes that answer without an organisation (health checks). */
    tenant?: boolean;
  }
  interface FastifyRequest {
    organisation: OrganisationRow;
    /** The request context (lib/context.ts): organisation, scoped database and, once signed in, the acting user. */
    ctx: RequestContext;
    /** The signed-in user of a guarded route. */
    user: UserRow;
    /** The signed-in user with profile and memberships, loaded in one query by the guard. */
    signedIn: SignedIn | null;
    /** The presented session token and its expiry. */
    session: { jwt: string; expires_at: string };
    /** The §6 permission context of the signed-in user (built from what the guard loaded). */
    permissionContext(): Promise<PermissionContext>;
  }
}
