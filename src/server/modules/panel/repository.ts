/**
 * The admin panel's organisations. Organisations are the tenants themselves, so like
 * `organisation/repository.ts` this repository is given the database (the named exception of the
 * tenancy lint rule, docs/architecture.md "Tenancy"), for the organisations table only: the rows a
 * new organisation needs inside it (its agency account, its CV templates) are written through
 * `tenantDb` with a scope of that organisation.
 */
import { randomBytes } from 'node:crypto';
import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, organisations, templates } from '../../db/schema.js';
import { tenantDb, tenantScope } from '../../db/tenant.js';
import type { OrganisationRow } from '../organisation/repository.js';
import { escapeLike } from '../teams/repository.js';

export type { OrganisationRow };
export type OrganisationValues = Omit<typeof organisations.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type OrganisationChanges = Partial<OrganisationValues>;

/** The CV template designs of src/cv every organisation starts with (the seed's too). */
export const STARTER_TEMPLATES = [
  { key: 'classic', name: 'Classic with sidebar' },
  { key: 'modern', name: 'Modern single column' },
  { key: 'executive', name: 'Executive compact' },
] as const;

/** Runs `work` in one transaction of the database. */
export function inPanelTransaction<T>(db: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  return (db as { transaction: (fn: (tx: Executor) => Promise<T>) => Promise<T> }).transaction(work);
}

const search = (q: string | undefined) => {
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  return pattern ? or(ilike(organisations.name, pattern), ilike(organisations.subdomain, pattern), ilike(organisations.companyName, pattern)) : undefined;
};

/** A page of organisations, by name. */
export async function pageOfOrganisations(db: Executor, q: string | undefined, page: { limit: number; offset: number }): Promise<{ rows: OrganisationRow[]; total: number }> {
  const rows = await db
    .select()
    .from(organisations)
    .where(search(q))
    .orderBy(asc(sql`lower(${organisations.name})`), asc(organisations.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(organisations).where(search(q));
  return { rows, total };
}

export async function findOrganisation(db: Executor, id: number, options: { forUpdate?: boolean } = {}): Promise<OrganisationRow | undefined> {
  const query = db.select().from(organisations).where(eq(organisations.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The organisation holding `subdomain`, if any (for the uniqueness rule). */
export async function findIdBySubdomain(db: Executor, subdomain: string): Promise<number | undefined> {
  const [row] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.subdomain, subdomain)).limit(1);
  return row?.id;
}

export async function insertOrganisation(db: Executor, values: OrganisationValues): Promise<OrganisationRow> {
  const [row] = await db.insert(organisations).values(values).returning();
  return row;
}

export async function updateOrganisation(db: Executor, id: number, changes: OrganisationChanges): Promise<OrganisationRow> {
  const [row] = await db
    .update(organisations)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(organisations.id, id))
    .returning();
  return row;
}

/**
 * What an organisation needs to work, written in its own scope: its agency account (on the
 * marketplace, as the seed's agencies; its first admin joins it by invite) and the starter templates.
 */
export async function insertAgencyAndTemplates(db: Executor, organisation: OrganisationRow): Promise<void> {
  const scoped = tenantDb(tenantScope(db, organisation.id));
  await scoped.insert(accounts, { name: organisation.name, companyName: organisation.companyName, companyLogoUrl: organisation.companyLogoUrl, marketplace: true });
  await scoped.insert(
    templates,
    STARTER_TEMPLATES.map((t) => ({ key: t.key, name: t.name, token: randomBytes(12).toString('hex') })),
  );
}
