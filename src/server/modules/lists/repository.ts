/** Candidate lists and the CVs in them, always through the tenant scope. */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { agreementListItems, agreementLists } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';

export type ListRow = { id: number; name: string; parentId: number | null; count: number };

/** A list's count is its membership rows, counted when read: nothing to keep in step, so it cannot drift. */
const count = sql<number>`(select count(*)::int from ${agreementListItems} where ${agreementListItems.listId} = ${agreementLists.id})`;
const columns = { id: agreementLists.id, name: agreementLists.name, parentId: agreementLists.parentId, count };

/** Every list of the organisation with its count, by name (case-insensitive) then id. */
export async function allLists(scope: TenantScope): Promise<ListRow[]> {
  return tenantDb(scope).select(columns).from(agreementLists).where().orderBy(asc(sql`lower(${agreementLists.name})`), asc(agreementLists.id));
}

/**
 * Locks every list of the organisation until the transaction ends. Changes to the shape of the tree
 * (create, move, delete) take it first, so two of them never check depth or ancestry against a tree
 * the other is changing.
 */
export async function lockAllLists(scope: TenantScope): Promise<void> {
  await tenantDb(scope).select({ id: agreementLists.id }).from(agreementLists).where().for('update');
}

/** The list, locked against deletion (`key share`) until the transaction ends when asked. */
export async function findList(scope: TenantScope, id: number, options: { keyShare?: boolean } = {}): Promise<ListRow | undefined> {
  const query = tenantDb(scope).select(columns).from(agreementLists).where(eq(agreementLists.id, id)).limit(1);
  const [row] = options.keyShare ? await query.for('key share') : await query;
  return row;
}

export async function insertList(scope: TenantScope, values: { name: string; parentId: number | null; createdById: number }): Promise<number> {
  const [row] = await tenantDb(scope).insert(agreementLists, values).returning({ id: agreementLists.id });
  return row.id;
}

export async function updateList(scope: TenantScope, id: number, changes: { name: string; parentId?: number | null }): Promise<void> {
  await tenantDb(scope).update(agreementLists, { ...changes, updatedAt: new Date() }, eq(agreementLists.id, id));
}

/** Deletes the list; its sub-lists (and their membership rows) go with it by the foreign keys. */
export async function deleteList(scope: TenantScope, id: number): Promise<void> {
  await tenantDb(scope).delete(agreementLists, eq(agreementLists.id, id));
}

/** Puts the CVs in the list; those already in it stay as they are. */
export async function addItems(scope: TenantScope, listId: number, agreementIds: number[], addedById: number): Promise<void> {
  if (!agreementIds.length) return;
  await tenantDb(scope)
    .insert(
      agreementListItems,
      agreementIds.map((agreementId) => ({ listId, agreementId, addedById })),
    )
    .onConflictDoNothing();
}

export async function removeItems(scope: TenantScope, listId: number, agreementIds: number[]): Promise<void> {
  await tenantDb(scope).delete(agreementListItems, eq(agreementListItems.listId, listId), inArray(agreementListItems.agreementId, agreementIds));
}

/** The ids of the lists the CV is in. */
export async function listIdsOf(scope: TenantScope, agreementId: number): Promise<number[]> {
  const rows = await tenantDb(scope).select({ id: agreementListItems.listId }).from(agreementListItems).where(eq(agreementListItems.agreementId, agreementId));
  return rows.map((r) => r.id);
}
