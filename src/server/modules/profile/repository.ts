/** The candidate's own profile row, always through the tenant scope. */
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';

export { findProfile, type ProfileRow } from '../auth/repository.js';

export type ProfileChanges = Partial<
  Pick<typeof profiles.$inferInsert, 'firstName' | 'lastName' | 'phones' | 'location' | 'avatar' | 'skills' | 'experienceCount' | 'educationCount' | 'cvData' | 'pagesAccessed'>
>;

export async function updateProfile(scope: TenantScope, profileId: number, changes: ProfileChanges): Promise<void> {
  await tenantDb(scope).update(profiles, { ...changes, updatedAt: new Date() }, eq(profiles.id, profileId));
}

/** The profile of a public avatar link, by its uuid. */
export async function findProfileByUuid(scope: TenantScope, uuid: string) {
  const [row] = await tenantDb(scope).select({ id: profiles.id, avatar: profiles.avatar }).from(profiles).where(eq(profiles.uuid, uuid)).limit(1);
  return row;
}
