/** Client share links (decision 018): every query through the tenant scope. */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { agreements, shareLinkAgreements, shareLinkEvents, shareLinkFeedback, shareLinks } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';

export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type ShareEventKind = 'opened' | 'viewed' | 'downloaded';

const cvName = sql<string>`trim(coalesce(nullif(${agreements.data}->>'name', ''), coalesce(${agreements.data}->>'first_name', '') || ' ' || coalesce(${agreements.data}->>'last_name', '')))`;
const cvTitle = sql<string>`coalesce(${agreements.data}->>'title', '')`;

export async function insertLink(scope: TenantScope, values: Omit<typeof shareLinks.$inferInsert, 'id' | 'organisationId'>, agreementIds: number[]): Promise<ShareLinkRow> {
  const [row] = await tenantDb(scope).insert(shareLinks, values).returning();
  await tenantDb(scope).insert(
    shareLinkAgreements,
    agreementIds.map((agreementId, position) => ({ shareLinkId: row.id, agreementId, position })),
  );
  return row;
}

/** The organisation's CVs among `ids`, with whether each is a draft (fresh and not imported). */
export async function findAgreements(scope: TenantScope, ids: number[]): Promise<{ id: number; draft: boolean }[]> {
  return tenantDb(scope)
    .select({ id: agreements.id, draft: sql<boolean>`(${agreements.fresh} and ${agreements.sourceFileKey} is null)` })
    .from(agreements)
    .where(inArray(agreements.id, ids));
}

export async function findLink(scope: TenantScope, id: number, options: { forUpdate?: boolean } = {}): Promise<ShareLinkRow | undefined> {
  const query = tenantDb(scope).select().from(shareLinks).where(eq(shareLinks.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findLinkByDigest(scope: TenantScope, digest: string): Promise<ShareLinkRow | undefined> {
  const [row] = await tenantDb(scope).select().from(shareLinks).where(eq(shareLinks.tokenDigest, digest)).limit(1);
  return row;
}

/** One page of the organisation's links, newest first; with `agreementId`, only links that share that CV. */
export async function listLinks(scope: TenantScope, options: { agreementId?: number; page: number; perPage: number }): Promise<{ rows: ShareLinkRow[]; total: number }> {
  const sharing =
    options.agreementId === undefined
      ? undefined
      : tenantDb(scope).exists(shareLinkAgreements, eq(shareLinkAgreements.shareLinkId, shareLinks.id), eq(shareLinkAgreements.agreementId, options.agreementId));
  const [rows, [{ total }]] = await Promise.all([
    tenantDb(scope)
      .select()
      .from(shareLinks)
      .where(sharing)
      .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    tenantDb(scope).select({ total: sql<number>`count(*)::int` }).from(shareLinks).where(sharing),
  ]);
  return { rows, total };
}

export type LinkCvRow = { shareLinkId: number; agreementId: number; name: string; title: string; data: typeof agreements.$inferSelect.data };

/** The CVs of these links, in each link's order. */
export async function linkCvs(scope: TenantScope, linkIds: number[]): Promise<LinkCvRow[]> {
  if (!linkIds.length) return [];
  return tenantDb(scope)
    .select({ shareLinkId: shareLinkAgreements.shareLinkId, agreementId: shareLinkAgreements.agreementId, name: cvName, title: cvTitle, data: agreements.data })
    .from(shareLinkAgreements)
    .innerJoin(agreements, eq(agreements.id, shareLinkAgreements.agreementId))
    .where(inArray(shareLinkAgreements.shareLinkId, linkIds))
    .orderBy(asc(shareLinkAgreements.shareLinkId), asc(shareLinkAgreements.position));
}

export async function isShared(scope: TenantScope, linkId: number, agreementId: number): Promise<boolean> {
  const [row] = await tenantDb(scope)
    .select({ one: sql`1` })
    .from(shareLinkAgreements)
    .where(eq(shareLinkAgreements.shareLinkId, linkId), eq(shareLinkAgreements.agreementId, agreementId))
    .limit(1);
  return !!row;
}

export type EventCount = { shareLinkId: number; agreementId: number | null; kind: string; count: number; last: Date };

/** How often each link (and each CV of it) was opened, viewed and downloaded, and when last. */
export async function eventCounts(scope: TenantScope, linkIds: number[]): Promise<EventCount[]> {
  if (!linkIds.length) return [];
  const rows = await tenantDb(scope)
    .select({
      shareLinkId: shareLinkEvents.shareLinkId,
      agreementId: shareLinkEvents.agreementId,
      kind: shareLinkEvents.kind,
      count: sql<number>`count(*)::int`,
      last: sql<string>`max(${shareLinkEvents.at})`,
    })
    .from(shareLinkEvents)
    .where(inArray(shareLinkEvents.shareLinkId, linkIds))
    .groupBy(shareLinkEvents.shareLinkId, shareLinkEvents.agreementId, shareLinkEvents.kind);
  return rows.map((r) => ({ ...r, last: new Date(r.last) }));
}

/** The moments a link was opened, newest first. */
export async function openings(scope: TenantScope, linkId: number, limit: number): Promise<Date[]> {
  const rows = await tenantDb(scope)
    .select({ at: shareLinkEvents.at })
    .from(shareLinkEvents)
    .where(eq(shareLinkEvents.shareLinkId, linkId), eq(shareLinkEvents.kind, 'opened'))
    .orderBy(desc(shareLinkEvents.at), desc(shareLinkEvents.id))
    .limit(limit);
  return rows.map((r) => r.at);
}

export type FeedbackRow = typeof shareLinkFeedback.$inferSelect;

export async function feedbackOf(scope: TenantScope, linkIds: number[]): Promise<FeedbackRow[]> {
  if (!linkIds.length) return [];
  return tenantDb(scope).select().from(shareLinkFeedback).where(inArray(shareLinkFeedback.shareLinkId, linkIds));
}

export async function recordEvent(scope: TenantScope, linkId: number, kind: ShareEventKind, agreementId: number | null = null): Promise<void> {
  await tenantDb(scope).insert(shareLinkEvents, { shareLinkId: linkId, agreementId, kind });
}

/** Revokes the link (a revoked link keeps its first revocation time). */
export async function revoke(scope: TenantScope, id: number): Promise<void> {
  await tenantDb(scope).update(shareLinks, { revokedAt: sql`coalesce(${shareLinks.revokedAt}, now())` }, eq(shareLinks.id, id));
}

/** The client's answer on one CV; a later answer replaces the earlier one. */
export async function saveFeedback(scope: TenantScope, linkId: number, agreementId: number, verdict: string, comment: string | null): Promise<FeedbackRow> {
  const [row] = await tenantDb(scope)
    .insert(shareLinkFeedback, { shareLinkId: linkId, agreementId, verdict, comment })
    .onConflictDoUpdate({
      target: [shareLinkFeedback.shareLinkId, shareLinkFeedback.agreementId],
      set: { verdict, comment, updatedAt: sql`now()` },
    })
    .returning();
  return row;
}
