/** Assessment attachments (§3 Attachment), always through the tenant scope. */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { AttachmentCategory } from '../../../shared/schemas/attachments.js';
import { attachments } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';

export type AttachmentRow = typeof attachments.$inferSelect;
type AttachmentInsert = Omit<typeof attachments.$inferInsert, 'id' | 'organisationId' | 'createdAt'>;

export async function findAttachment(scope: TenantScope, id: number): Promise<AttachmentRow | undefined> {
  const [row] = await tenantDb(scope).select().from(attachments).where(eq(attachments.id, id)).limit(1);
  return row;
}

/** The attachments of a CV in upload order, of one category or both. */
export function listAttachments(scope: TenantScope, agreementId: number, category?: AttachmentCategory): Promise<AttachmentRow[]> {
  return tenantDb(scope)
    .select()
    .from(attachments)
    .where(eq(attachments.agreementId, agreementId), category ? eq(attachments.category, category) : undefined)
    .orderBy(asc(attachments.category), asc(attachments.createdAt), asc(attachments.id));
}

export async function countAttachments(scope: TenantScope, agreementId: number, category: AttachmentCategory): Promise<number> {
  const [row] = await tenantDb(scope)
    .select({ n: count() })
    .from(attachments)
    .where(eq(attachments.agreementId, agreementId), eq(attachments.category, category));
  return row?.n ?? 0;
}

/** The attachments of a CV's category that hold one of these images (by SHA-256). */
export function findBySha(scope: TenantScope, agreementId: number, category: AttachmentCategory, sha256: string[]): Promise<AttachmentRow[]> {
  if (!sha256.length) return Promise.resolve([]);
  return tenantDb(scope)
    .select()
    .from(attachments)
    .where(and(eq(attachments.agreementId, agreementId), eq(attachments.category, category), inArray(attachments.sha256, sha256)));
}

export function insertAttachments(scope: TenantScope, rows: AttachmentInsert[]): Promise<AttachmentRow[]> {
  return tenantDb(scope).insert(attachments, rows).returning();
}

export async function deleteAttachment(scope: TenantScope, id: number): Promise<void> {
  await tenantDb(scope).delete(attachments, eq(attachments.id, id));
}

/** The stored files of a CV's attachments (removed from the storage once the CV is deleted). */
export async function fileKeysOf(scope: TenantScope, agreementId: number): Promise<string[]> {
  const rows = await tenantDb(scope).select({ key: attachments.fileKey }).from(attachments).where(eq(attachments.agreementId, agreementId));
  return rows.map((r) => r.key);
}
