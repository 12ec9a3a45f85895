/**
 * The request context: the one value a service is called with. The tenant plugin makes it for every
 * API request (the organisation the host names, and the database scoped to it, which the context
 * keeps to itself); the auth plugin adds who is acting on a signed-in route. It is a tenant scope
 * itself, so a service hands it (or the transaction `inTransaction` binds to it) straight to its
 * repositories, which query through `tenantDb(ctx)`.
 */
import type { Viewer } from '../../shared/permissions.js';
import type { Executor } from '../db/client.js';
import { tenantScope, type TenantScope } from '../db/tenant.js';
import type { OrganisationRow } from '../modules/organisation/repository.js';

/** Who is acting: the user, their employee record and current account, and every account they belong to. */
export type ActingUser = {
  readonly id: number;
  readonly employeeId: number | null;
  readonly accountId: number | null;
  readonly accountIds: readonly number[];
};

export type RequestContext = TenantScope & {
  readonly organisation: OrganisationRow;
  /** Null on public routes. */
  readonly user: ActingUser | null;
};

/** The context of a signed-in route. */
export type SignedInContext = RequestContext & { readonly user: ActingUser };

export function requestContext(db: Executor, organisation: OrganisationRow): RequestContext {
  return Object.freeze({ ...tenantScope(db, organisation.id), organisation, user: null });
}

/** The context once the guard has found the signed-in user (`viewer`: what the §6 functions see of them). */
export function signedInContext(context: RequestContext, userId: number, viewer: Viewer | null): SignedInContext {
  return Object.freeze({
    ...context,
    user: Object.freeze({
      id: userId,
      employeeId: viewer?.employee?.id ?? null,
      accountId: viewer?.account?.id ?? null,
      accountIds: viewer?.accounts.map((a) => a.id) ?? [],
    }),
  });
}

/** The context of a route whose guard signs the user in; a route that calls this behind a public guard is a bug. */
export function requireUser(context: RequestContext): SignedInContext {
  if (!context.user) throw new Error('This route needs a signed-in user; its guard is public.');
  return context as SignedInContext;
}
