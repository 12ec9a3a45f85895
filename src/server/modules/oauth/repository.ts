/** Users' professional-network identities (table user_identities), always through the tenant scope. */
import { and, eq } from 'drizzle-orm';
import type { OAuthProvider } from '../../../shared/schemas/oauth.js';
import { userIdentities } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';

export type IdentityRow = typeof userIdentities.$inferSelect;

export async function findBySubject(scope: TenantScope, provider: OAuthProvider, subject: string): Promise<IdentityRow | undefined> {
  const [row] = await tenantDb(scope)
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row;
}

export async function listOfUser(scope: TenantScope, userId: number): Promise<IdentityRow[]> {
  return tenantDb(scope).select().from(userIdentities).where(eq(userIdentities.userId, userId)).orderBy(userIdentities.provider);
}

/** Connects the identity to the user, replacing the user's earlier one of the same provider. */
export async function connect(scope: TenantScope, row: { userId: number; provider: OAuthProvider; subject: string; email: string | null }): Promise<void> {
  await tenantDb(scope).delete(userIdentities, and(eq(userIdentities.userId, row.userId), eq(userIdentities.provider, row.provider)));
  await tenantDb(scope).insert(userIdentities, row);
}

/** Removes the user's identity of the provider; false when there was none. */
export async function disconnect(scope: TenantScope, userId: number, provider: OAuthProvider): Promise<boolean> {
  const removed = await tenantDb(scope)
    .delete(userIdentities, and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
    .returning({ id: userIdentities.id });
  return removed.length > 0;
}
