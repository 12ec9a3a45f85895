/** Links and documents shared with client companies; always through the tenant scope. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ClientDocumentKind } from '../../../shared/schemas/client-documents.js';
import { accounts, clientDocuments, jobPosts, projects } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';

export type ClientDocumentRow = {
  id: number;
  kind: ClientDocumentKind;
  title: string;
  url: string | null;
  fileKey: string | null;
  fileName: string | null;
  contentType: string | null;
  byteSize: number | null;
  clientAccountId: number;
  clientName: string;
  jobPostId: number | null;
  projectId: number | null;
  createdAt: Date;
};

const columns = {
  id: clientDocuments.id,
  kind: clientDocuments.kind,
  title: clientDocuments.title,
  url: clientDocuments.url,
  fileKey: clientDocuments.fileKey,
  fileName: clientDocuments.fileName,
  contentType: clientDocuments.contentType,
  byteSize: clientDocuments.byteSize,
  clientAccountId: clientDocuments.clientAccountId,
  clientName: accounts.companyName,
  jobPostId: clientDocuments.jobPostId,
  projectId: clientDocuments.projectId,
  createdAt: clientDocuments.createdAt,
};

/** The documents of these client companies (null: every company), newest first. */
export async function listDocuments(scope: TenantScope, clientIds: readonly number[] | null): Promise<ClientDocumentRow[]> {
  if (clientIds && !clientIds.length) return [];
  return (await tenantDb(scope)
    .select(columns)
    .from(clientDocuments)
    .innerJoin(accounts, eq(accounts.id, clientDocuments.clientAccountId))
    .where(clientIds ? inArray(clientDocuments.clientAccountId, [...clientIds]) : undefined)
    .orderBy(desc(clientDocuments.createdAt), desc(clientDocuments.id))) as ClientDocumentRow[];
}

export async function findDocument(scope: TenantScope, id: number): Promise<ClientDocumentRow | undefined> {
  const [row] = await tenantDb(scope).select(columns).from(clientDocuments).innerJoin(accounts, eq(accounts.id, clientDocuments.clientAccountId)).where(eq(clientDocuments.id, id)).limit(1);
  return row as ClientDocumentRow | undefined;
}

export type DocumentInsert = {
  clientAccountId: number;
  kind: ClientDocumentKind;
  title: string;
  url?: string | null;
  fileKey?: string | null;
  fileName?: string | null;
  contentType?: string | null;
  byteSize?: number | null;
  sha256?: string | null;
  jobPostId?: number | null;
  projectId?: number | null;
  createdById: number;
};

export async function insertDocument(scope: TenantScope, values: DocumentInsert): Promise<number> {
  const [row] = await tenantDb(scope).insert(clientDocuments, values).returning({ id: clientDocuments.id });
  return row.id;
}

export async function deleteDocument(scope: TenantScope, id: number): Promise<void> {
  await tenantDb(scope).delete(clientDocuments, eq(clientDocuments.id, id));
}

export async function findClientCompany(scope: TenantScope, id: number): Promise<{ id: number; isClient: boolean } | undefined> {
  const [row] = await tenantDb(scope).select({ id: accounts.id, isClient: accounts.isClient }).from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

export async function jobPostsByIds(scope: TenantScope, ids: number[]): Promise<Map<number, { id: number; title: string; reference: string | null; clientAccountId: number }>> {
  if (!ids.length) return new Map();
  const rows = await tenantDb(scope)
    .select({ id: jobPosts.id, title: jobPosts.title, reference: jobPosts.reference, clientAccountId: jobPosts.clientAccountId })
    .from(jobPosts)
    .where(inArray(jobPosts.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function projectsByIds(scope: TenantScope, ids: number[]): Promise<Map<number, { id: number; name: string; clientAccountId: number }>> {
  if (!ids.length) return new Map();
  const rows = await tenantDb(scope).select({ id: projects.id, name: projects.name, clientAccountId: projects.clientAccountId }).from(projects).where(and(inArray(projects.id, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}
