/** What the dashboard, the reports and the guest candidate requests read; always through the tenant scope. */
import { and, asc, count, countDistinct, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { JobPostStatus, ProspectEventAction, ProspectStatus } from '../../../shared/schemas/job-posts.js';
import { accounts, agreements, employees, jobPosts, profiles, prospectEvents, prospects, shareLinkFeedback, shareLinks, users } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';

const candidateName = sql<string>`trim(coalesce(nullif(${agreements.data}->>'name', ''), coalesce(${agreements.data}->>'first_name', '') || ' ' || coalesce(${agreements.data}->>'last_name', '')))`;
const candidateTitle = sql<string>`coalesce(${agreements.data}->>'title', '')`;
const userName = sql<string>`coalesce(nullif(trim(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')), ''), ${users.email})`;

export type Range = { from: Date; to: Date };

export async function jobPostsByStatus(scope: TenantScope): Promise<{ status: JobPostStatus; n: number }[]> {
  return (await tenantDb(scope).select({ status: jobPosts.status, n: count() }).from(jobPosts).where().groupBy(jobPosts.status)) as { status: JobPostStatus; n: number }[];
}

/** Prospects of open job posts per status. */
export async function openProspectsByStatus(scope: TenantScope): Promise<{ status: ProspectStatus; n: number }[]> {
  return (await tenantDb(scope)
    .select({ status: prospects.status, n: count() })
    .from(prospects)
    .innerJoin(jobPosts, eq(jobPosts.id, prospects.jobPostId))
    .where(eq(jobPosts.status, 'open'))
    .groupBy(prospects.status)) as { status: ProspectStatus; n: number }[];
}

/** Prospects moved to hired since `since` that are still hired. */
export async function placementsSince(scope: TenantScope, since: Date): Promise<number> {
  const [row] = await tenantDb(scope)
    .select({ n: countDistinct(prospects.id) })
    .from(prospectEvents)
    .innerJoin(prospects, eq(prospects.id, prospectEvents.prospectId))
    .where(eq(prospectEvents.toStatus, 'hired'), gte(prospectEvents.at, since), eq(prospects.status, 'hired'));
  return row.n;
}

export type ActivityRow = {
  id: number;
  at: Date;
  action: ProspectEventAction;
  from: ProspectStatus | null;
  to: ProspectStatus;
  userId: number | null;
  userName: string | null;
  prospectId: number;
  candidateName: string;
  jobPostId: number;
  jobTitle: string;
  jobReference: string | null;
};

/** The latest prospect changes, newest first. */
export async function recentActivity(scope: TenantScope, limit: number): Promise<ActivityRow[]> {
  return (await tenantDb(scope)
    .select({
      id: prospectEvents.id,
      at: prospectEvents.at,
      action: prospectEvents.action,
      from: prospectEvents.fromStatus,
      to: prospectEvents.toStatus,
      userId: prospectEvents.userId,
      userName: sql<string | null>`case when ${users.id} is null then null else ${userName} end`,
      prospectId: prospects.id,
      candidateName,
      jobPostId: jobPosts.id,
      jobTitle: jobPosts.title,
      jobReference: jobPosts.reference,
    })
    .from(prospectEvents)
    .innerJoin(prospects, eq(prospects.id, prospectEvents.prospectId))
    .innerJoin(jobPosts, eq(jobPosts.id, prospects.jobPostId))
    .innerJoin(agreements, eq(agreements.id, prospects.agreementId))
    .leftJoin(users, eq(users.id, prospectEvents.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where()
    .orderBy(desc(prospectEvents.at), desc(prospectEvents.id))
    .limit(limit)) as ActivityRow[];
}

// ── Reports ──────────────────────────────────────────────────────────────────────────────────────

export type PlacementRow = {
  at: Date;
  candidateName: string;
  candidateTitle: string;
  jobTitle: string;
  jobReference: string | null;
  clientName: string;
  placedBy: string | null;
  recruiterId: number | null;
  status: ProspectStatus;
};

/** Every move to hired in the range, oldest first. */
export async function placements(scope: TenantScope, range: Range): Promise<PlacementRow[]> {
  return (await tenantDb(scope)
    .select({
      at: prospectEvents.at,
      candidateName,
      candidateTitle,
      jobTitle: jobPosts.title,
      jobReference: jobPosts.reference,
      clientName: accounts.companyName,
      placedBy: sql<string | null>`case when ${users.id} is null then null else ${userName} end`,
      recruiterId: jobPosts.recruiterId,
      status: prospects.status,
    })
    .from(prospectEvents)
    .innerJoin(prospects, eq(prospects.id, prospectEvents.prospectId))
    .innerJoin(jobPosts, eq(jobPosts.id, prospects.jobPostId))
    .innerJoin(accounts, eq(accounts.id, jobPosts.clientAccountId))
    .innerJoin(agreements, eq(agreements.id, prospects.agreementId))
    .leftJoin(users, eq(users.id, prospectEvents.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(prospectEvents.toStatus, 'hired'), gte(prospectEvents.at, range.from), lt(prospectEvents.at, range.to))
    .orderBy(asc(prospectEvents.at), asc(prospectEvents.id))) as PlacementRow[];
}

/** Employee records' names by id (the job posts' recruiters). */
export async function employeeNames(scope: TenantScope, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await tenantDb(scope)
    .select({ id: employees.id, name: userName })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(employees.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export type PipelineJobRow = { id: number; title: string; reference: string | null; status: JobPostStatus; clientName: string; createdAt: Date };

/** Job posts that existed by the end of the range and are not archived, by client company then title. */
export async function pipelineJobs(scope: TenantScope, range: Range): Promise<PipelineJobRow[]> {
  return (await tenantDb(scope)
    .select({ id: jobPosts.id, title: jobPosts.title, reference: jobPosts.reference, status: jobPosts.status, clientName: accounts.companyName, createdAt: jobPosts.createdAt })
    .from(jobPosts)
    .innerJoin(accounts, eq(accounts.id, jobPosts.clientAccountId))
    .where(lt(jobPosts.createdAt, range.to), sql`${jobPosts.status} <> 'archived'`)
    .orderBy(asc(sql`lower(${accounts.companyName})`), asc(sql`lower(${jobPosts.title})`), asc(jobPosts.id))) as PipelineJobRow[];
}

/** Prospects attached in the range per job post and (current) status. */
export async function pipelineCounts(scope: TenantScope, range: Range): Promise<{ jobPostId: number; status: ProspectStatus; n: number }[]> {
  return (await tenantDb(scope)
    .select({ jobPostId: prospects.jobPostId, status: prospects.status, n: count() })
    .from(prospects)
    .where(gte(prospects.createdAt, range.from), lt(prospects.createdAt, range.to))
    .groupBy(prospects.jobPostId, prospects.status)) as { jobPostId: number; status: ProspectStatus; n: number }[];
}

/** Prospect changes in the range per user and action. */
export async function activityByUser(scope: TenantScope, range: Range): Promise<{ userId: number | null; name: string | null; email: string | null; action: ProspectEventAction; n: number }[]> {
  return (await tenantDb(scope)
    .select({
      userId: prospectEvents.userId,
      name: sql<string | null>`case when ${users.id} is null then null else ${userName} end`,
      email: users.email,
      action: prospectEvents.action,
      n: count(),
    })
    .from(prospectEvents)
    .leftJoin(users, eq(users.id, prospectEvents.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(gte(prospectEvents.at, range.from), lt(prospectEvents.at, range.to))
    .groupBy(prospectEvents.userId, users.id, users.email, profiles.firstName, profiles.lastName, prospectEvents.action)) as {
    userId: number | null;
    name: string | null;
    email: string | null;
    action: ProspectEventAction;
    n: number;
  }[];
}

// ── Guest candidate requests ─────────────────────────────────────────────────────────────────────

export type GuestRequestRow = {
  shareLinkId: number;
  agreementId: number;
  candidateName: string;
  candidateTitle: string;
  guestName: string | null;
  guestEmail: string | null;
  comment: string | null;
  at: Date;
};

/** "Interested" answers of share links' guests, newest first. */
export async function guestRequests(scope: TenantScope, page: { limit: number; offset: number }): Promise<{ rows: GuestRequestRow[]; total: number }> {
  const rows = (await tenantDb(scope)
    .select({
      shareLinkId: shareLinkFeedback.shareLinkId,
      agreementId: shareLinkFeedback.agreementId,
      candidateName,
      candidateTitle,
      guestName: shareLinks.recipientName,
      guestEmail: shareLinks.recipientEmail,
      comment: shareLinkFeedback.comment,
      at: shareLinkFeedback.updatedAt,
    })
    .from(shareLinkFeedback)
    .innerJoin(shareLinks, eq(shareLinks.id, shareLinkFeedback.shareLinkId))
    .innerJoin(agreements, eq(agreements.id, shareLinkFeedback.agreementId))
    .where(eq(shareLinkFeedback.verdict, 'interested'))
    .orderBy(desc(shareLinkFeedback.updatedAt), desc(shareLinkFeedback.shareLinkId), desc(shareLinkFeedback.agreementId))
    .limit(page.limit)
    .offset(page.offset)) as GuestRequestRow[];
  const [{ total }] = await tenantDb(scope).select({ total: count() }).from(shareLinkFeedback).where(and(eq(shareLinkFeedback.verdict, 'interested')));
  return { rows, total };
}
