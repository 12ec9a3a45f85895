/** The organisation's own client companies (accounts with is_client), always through the tenant scope. */
import { asc, eq, ilike, or } from 'drizzle-orm';
import { accounts } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';

export type ClientCompany = { name: string; logoUrl: string | null; industry: string | null };

/** How many candidate rows the database hands over for ranking; plenty for ≤ 10 answers. */
const CANDIDATES = 50;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Client companies of the scope's organisation whose company or account name contains `query`
 * (case-insensitive), or the first ones alphabetically for a blank query.
 */
export async function findClientCompanies(scope: TenantScope, query: string): Promise<ClientCompany[]> {
  const q = query.trim();
  const pattern = `%${escapeLike(q)}%`;
  return tenantDb(scope)
    .select({ name: accounts.companyName, logoUrl: accounts.companyLogoUrl, industry: accounts.industry })
    .from(accounts)
    .where(eq(accounts.isClient, true), q ? or(ilike(accounts.companyName, pattern), ilike(accounts.name, pattern)) : undefined)
    .orderBy(asc(accounts.companyName))
    .limit(CANDIDATES);
}
