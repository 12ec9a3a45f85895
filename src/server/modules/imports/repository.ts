/** The resume of a candidate's profile (file, CV data, parsing state), always through the tenant scope. */
import { eq } from 'drizzle-orm';
import type { CvData } from '../../../shared/schemas/cv.js';
import { profiles, users } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';

export { findProfile } from '../auth/repository.js';

export type ProfileState = 'active' | 'reviewing' | 'parsing_cv';

export async function setProfileState(scope: TenantScope, profileId: number, state: ProfileState): Promise<void> {
  await tenantDb(scope).update(profiles, { state, updatedAt: new Date() }, eq(profiles.id, profileId));
}

/** Puts a profile in parsing_cv back to `state`, keeping `error` when one is given; a profile in another state is left as it is. */
export async function leaveParsing(scope: TenantScope, profileId: number, state: ProfileState, error?: string): Promise<void> {
  await tenantDb(scope).update(profiles, { state, ...(error ? { cvParseError: error } : {}), updatedAt: new Date() }, eq(profiles.id, profileId), eq(profiles.state, 'parsing_cv'));
}

/** The key of the profile's current resume file, the row locked until the transaction ends; undefined when there is no such profile. */
export async function lockProfileFile(scope: TenantScope, profileId: number): Promise<{ cvFileKey: string | null } | undefined> {
  const [row] = await tenantDb(scope).select({ cvFileKey: profiles.cvFileKey }).from(profiles).where(eq(profiles.id, profileId)).for('update');
  return row;
}

/** The profile's new resume: file, CV data and the figures the profile shows of it (skills at most 40). */
export async function saveProfileResume(
  scope: TenantScope,
  profileId: number,
  state: ProfileState,
  file: { key: string; name: string; type: string },
  data: CvData,
): Promise<void> {
  await tenantDb(scope).update(
    profiles,
    {
      state,
      cvFileKey: file.key,
      cvFileName: file.name,
      cvFileType: file.type,
      cvData: data,
      cvParseError: null,
      skills: [...new Set((data.skills ?? []).map((s) => s.trim()).filter(Boolean))].slice(0, 40),
      experienceCount: data.experience?.length ?? 0,
      educationCount: data.education?.length ?? 0,
      updatedAt: new Date(),
    },
    eq(profiles.id, profileId),
  );
}

/**
 * Locks the importing user's row until the transaction ends: that person's imports pass the
 * duplicate check one at a time, so each sees the rows of those before it. `no key update`: the
 * import's agreement row, written before, holds a key-share lock on the same user (its consultant
 * reference), which a plain `for update` of another import would wait for — a deadlock.
 */
export async function lockImporter(scope: TenantScope, userId: number): Promise<void> {
  await tenantDb(scope).select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
