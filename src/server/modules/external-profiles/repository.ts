/** External profile batches and their profiles; always through the tenant scope. */
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { ExternalProfileStatus, ExternalProviderKey } from '../../../shared/schemas/external-profiles.js';
import type { CvData } from '../../../shared/schemas/cv.js';
import { externalProfileBatches, externalProfiles } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';

export type BatchRow = typeof externalProfileBatches.$inferSelect;
export type ProfileRow = typeof externalProfiles.$inferSelect;
export type StatusCounts = Partial<Record<ExternalProfileStatus, number>>;

export async function insertBatch(scope: TenantScope, values: { provider: ExternalProviderKey; createdById: number }): Promise<BatchRow> {
  const [row] = await tenantDb(scope).insert(externalProfileBatches, values).returning();
  return row;
}

export async function findBatch(scope: TenantScope, id: number, options: { lock?: boolean } = {}): Promise<BatchRow | undefined> {
  const q = tenantDb(scope).select().from(externalProfileBatches).where(eq(externalProfileBatches.id, id)).limit(1);
  const [row] = options.lock ? await q.for('update') : await q;
  return row;
}

export async function touchBatches(scope: TenantScope, ids: number[]): Promise<void> {
  if (ids.length) await tenantDb(scope).update(externalProfileBatches, { updatedAt: new Date() }, inArray(externalProfileBatches.id, ids));
}

/** A page of batches, the latest first. */
export async function pageOfBatches(scope: TenantScope, page: { limit: number; offset: number }): Promise<{ rows: BatchRow[]; total: number }> {
  const rows = await tenantDb(scope).select().from(externalProfileBatches).where().orderBy(desc(externalProfileBatches.createdAt), desc(externalProfileBatches.id)).limit(page.limit).offset(page.offset);
  const [{ total }] = await tenantDb(scope).select({ total: count() }).from(externalProfileBatches).where();
  return { rows, total };
}

/** The profiles of each batch counted by status. */
export async function countsOf(scope: TenantScope, batchIds: number[]): Promise<Map<number, StatusCounts>> {
  const out = new Map<number, StatusCounts>();
  if (!batchIds.length) return out;
  const rows = await tenantDb(scope)
    .select({ batchId: externalProfiles.batchId, status: externalProfiles.status, n: count() })
    .from(externalProfiles)
    .where(inArray(externalProfiles.batchId, batchIds))
    .groupBy(externalProfiles.batchId, externalProfiles.status);
  for (const r of rows) out.set(r.batchId, { ...out.get(r.batchId), [r.status]: Number(r.n) });
  return out;
}

export async function profilesOfBatch(scope: TenantScope, batchId: number): Promise<ProfileRow[]> {
  return tenantDb(scope).select().from(externalProfiles).where(eq(externalProfiles.batchId, batchId)).orderBy(asc(externalProfiles.id));
}

export type ProfileValues = { batchId: number; fileName: string; status: 'parsed' | 'error'; error: string | null; name: string | null; title: string | null; data: CvData | null };

export async function insertProfiles(scope: TenantScope, values: ProfileValues[]): Promise<ProfileRow[]> {
  if (!values.length) return [];
  return tenantDb(scope).insert(externalProfiles, values).returning();
}

/** The profiles by id, locked until the transaction ends (two imports of the same profile wait for each other). */
export async function lockProfiles(scope: TenantScope, ids: number[]): Promise<ProfileRow[]> {
  return tenantDb(scope).select().from(externalProfiles).where(inArray(externalProfiles.id, ids)).orderBy(asc(externalProfiles.id)).for('update');
}

export async function markImported(scope: TenantScope, id: number, agreementId: number): Promise<ProfileRow> {
  const [row] = await tenantDb(scope).update(externalProfiles, { status: 'imported', agreementId }, eq(externalProfiles.id, id)).returning();
  return row;
}
