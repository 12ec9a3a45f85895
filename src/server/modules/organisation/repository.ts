/** The organisations table (the tenants). */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { organisations } from '../../db/schema.js';

export type OrganisationRow = typeof organisations.$inferSelect;

/** Organisations are the tenants themselves: looked up by subdomain, never through a tenant scope. */
export async function findOrganisationBySubdomain(db: Executor, subdomain: string): Promise<OrganisationRow | undefined> {
  const [row] = await db.select().from(organisations).where(eq(organisations.subdomain, subdomain)).limit(1);
  return row;
}
