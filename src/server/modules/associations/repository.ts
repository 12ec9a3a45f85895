/** Associations ("groups") of the organisation, always through the tenant scope. */
import { asc, eq, ne, sql } from 'drizzle-orm';
import { agreementAssociations, associations } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';

/** `logoUrl` holds the storage key of the checked logo (the API answers a signed link of it instead). */
export type AssociationRow = typeof associations.$inferSelect & { cvCount: number };

const columns = {
  id: associations.id,
  organisationId: associations.organisationId,
  companyName: associations.companyName,
  logoUrl: associations.logoUrl,
  createdAt: associations.createdAt,
  updatedAt: associations.updatedAt,
  cvCount: sql<number>`(select count(*)::int from ${agreementAssociations} where ${agreementAssociations.associationId} = ${associations.id})`,
};

export async function listAssociations(scope: TenantScope): Promise<AssociationRow[]> {
  return tenantDb(scope).select(columns).from(associations).where().orderBy(asc(sql`lower(${associations.companyName})`), asc(associations.id));
}

export async function findAssociation(scope: TenantScope, id: number): Promise<AssociationRow | undefined> {
  const [row] = await tenantDb(scope).select(columns).from(associations).where(eq(associations.id, id)).limit(1);
  return row;
}

/** Another association with this name, compared without case; `exceptId` is the one being renamed. */
export async function associationNamed(scope: TenantScope, name: string, exceptId?: number): Promise<{ id: number } | undefined> {
  const [row] = await tenantDb(scope)
    .select({ id: associations.id })
    .from(associations)
    .where(sql`lower(${associations.companyName}) = lower(${name})`, exceptId ? ne(associations.id, exceptId) : undefined)
    .limit(1);
  return row;
}

export async function insertAssociation(scope: TenantScope, companyName: string, logoKey: string | null): Promise<{ id: number }> {
  const [row] = await tenantDb(scope).insert(associations, { companyName, logoUrl: logoKey }).returning({ id: associations.id });
  return row;
}

export async function renameAssociation(scope: TenantScope, id: number, companyName: string): Promise<void> {
  await tenantDb(scope).update(associations, { companyName, updatedAt: new Date() }, eq(associations.id, id));
}

export async function deleteAssociation(scope: TenantScope, id: number): Promise<void> {
  await tenantDb(scope).delete(associations, eq(associations.id, id));
}

/** The CVs in the association (whose search rows carry its name). */
export async function agreementIdsOf(scope: TenantScope, id: number): Promise<number[]> {
  const rows = await tenantDb(scope)
    .select({ id: agreementAssociations.agreementId })
    .from(agreementAssociations)
    .where(eq(agreementAssociations.associationId, id));
  return rows.map((r) => r.id);
}
