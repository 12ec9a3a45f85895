/** The organisations table (the tenants). */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { organisations } from '../../db/schema.js';

export type OrganisationRow = typeof organisations.$inferSelect;

/**
 * Organisations are the tenants themselves: looked up by subdomain before there is a scope, so this
 * is the one repository given the database itself (the named exception of the tenancy lint rule).
 */
export async function findOrganisationBySubdomain(db: Executor, subdomain: string): Promise<OrganisationRow | undefined> {
  const [row] = await db.select().from(organisations).where(eq(organisations.subdomain, subdomain)).limit(1);
  return row;
}

/** The ids of every organisation, in id order (maintenance across tenants: the search reindex). */
export async function allOrganisationIds(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: organisations.id }).from(organisations).orderBy(asc(organisations.id));
  return rows.map((r) => r.id);
}

/** An organisation by id (the panel acts on organisations other than the one its host names). */
export async function findOrganisationById(db: Executor, id: number): Promise<OrganisationRow | undefined> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, id)).limit(1);
  return row;
}
