/** Candidate review links and the consent evidence of the candidate's decisions, always through the tenant scope. */
import { and, asc, desc, eq, isNull, isNotNull } from 'drizzle-orm';
import type { CvSettings } from '../../../shared/schemas/cv.js';
import { candidateReviewDecisions, candidateReviewTokens, employees } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';

export type TokenRow = typeof candidateReviewTokens.$inferSelect;
export type DecisionRow = typeof candidateReviewDecisions.$inferSelect;

/** The link of an agreement that has not been replaced (there is at most one), locked for the caller's transaction. */
export async function findLiveToken(scope: TenantScope, agreementId: number): Promise<TokenRow | undefined> {
  const [row] = await tenantDb(scope)
    .select()
    .from(candidateReviewTokens)
    .where(eq(candidateReviewTokens.agreementId, agreementId), isNull(candidateReviewTokens.replacedAt))
    .limit(1)
    .for('update');
  return row;
}

export async function findTokenByDigest(scope: TenantScope, digest: string, options: { forUpdate?: boolean } = {}): Promise<TokenRow | undefined> {
  const query = tenantDb(scope).select().from(candidateReviewTokens).where(eq(candidateReviewTokens.tokenDigest, digest)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function replaceTokens(scope: TenantScope, agreementId: number, at: Date): Promise<void> {
  await tenantDb(scope).update(candidateReviewTokens, { replacedAt: at }, eq(candidateReviewTokens.agreementId, agreementId), isNull(candidateReviewTokens.replacedAt));
}

export async function insertToken(scope: TenantScope, values: Pick<TokenRow, 'agreementId' | 'nonce' | 'tokenDigest' | 'expiresAt' | 'createdById' | 'createdAt'>): Promise<TokenRow> {
  const [row] = await tenantDb(scope).insert(candidateReviewTokens, values).returning();
  return row;
}

/** Records the request for a new link, once: answers false when it had been asked for already. */
export async function markNewUrlRequested(scope: TenantScope, tokenId: number, at: Date): Promise<boolean> {
  const rows = await tenantDb(scope)
    .update(candidateReviewTokens, { newUrlRequestedAt: at }, eq(candidateReviewTokens.id, tokenId), isNull(candidateReviewTokens.newUrlRequestedAt))
    .returning({ id: candidateReviewTokens.id });
  return rows.length === 1;
}

/** Test control only (NODE_ENV=test): the live link of an agreement expires now. */
export async function expireLiveToken(scope: TenantScope, agreementId: number, at: Date): Promise<boolean> {
  const rows = await tenantDb(scope)
    .update(candidateReviewTokens, { expiresAt: at }, eq(candidateReviewTokens.agreementId, agreementId), isNull(candidateReviewTokens.replacedAt))
    .returning({ id: candidateReviewTokens.id });
  return rows.length > 0;
}

export async function insertDecision(scope: TenantScope, values: Omit<DecisionRow, 'id' | 'organisationId'>): Promise<DecisionRow> {
  const [row] = await tenantDb(scope).insert(candidateReviewDecisions, values).returning();
  return row;
}

export async function latestDecision(scope: TenantScope, agreementId: number): Promise<DecisionRow | undefined> {
  const [row] = await tenantDb(scope)
    .select()
    .from(candidateReviewDecisions)
    .where(eq(candidateReviewDecisions.agreementId, agreementId))
    .orderBy(desc(candidateReviewDecisions.decidedAt), desc(candidateReviewDecisions.id))
    .limit(1);
  return row;
}

export async function listDecisions(scope: TenantScope, agreementId: number): Promise<DecisionRow[]> {
  return tenantDb(scope)
    .select()
    .from(candidateReviewDecisions)
    .where(eq(candidateReviewDecisions.agreementId, agreementId))
    .orderBy(desc(candidateReviewDecisions.decidedAt), desc(candidateReviewDecisions.id));
}

/** The CV settings of a user's first employee record with saved settings (null: the defaults). */
export async function settingsOfUser(scope: TenantScope, userId: number): Promise<CvSettings | null> {
  const [row] = await tenantDb(scope)
    .select({ settings: employees.cvSettings })
    .from(employees)
    .where(and(eq(employees.userId, userId), isNotNull(employees.cvSettings)))
    .orderBy(asc(employees.id))
    .limit(1);
  return row?.settings ?? null;
}
