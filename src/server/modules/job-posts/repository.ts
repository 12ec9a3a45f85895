/** Job posts, prospects and their timeline, and the client companies and people they name; always through the tenant scope. */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { JobPostStatus, ProspectEventAction, ProspectSort, ProspectStatus } from '../../../shared/schemas/job-posts.js';
import { accounts, agreements, employees, jobPosts, profiles, prospectComments, prospectEvents, prospects, users, type CompensationValue, type JobSkillValue, type LocationValue } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';
import { escapeLike } from '../teams/repository.js';

// ── Job posts ────────────────────────────────────────────────────────────────────────────────────

const jobColumns = {
  id: jobPosts.id,
  title: jobPosts.title,
  reference: jobPosts.reference,
  status: jobPosts.status,
  clientAccountId: jobPosts.clientAccountId,
  clientName: accounts.companyName,
  clientLogoUrl: accounts.companyLogoUrl,
  clientManagerId: jobPosts.clientManagerId,
  recruiterId: jobPosts.recruiterId,
  description: jobPosts.description,
  location: jobPosts.location,
  compensation: jobPosts.compensation,
  skills: jobPosts.skills,
  createdAt: jobPosts.createdAt,
  updatedAt: jobPosts.updatedAt,
};
export type JobPostRow = {
  id: number;
  title: string;
  reference: string | null;
  status: JobPostStatus;
  clientAccountId: number;
  clientName: string;
  clientLogoUrl: string | null;
  clientManagerId: number | null;
  recruiterId: number | null;
  description: string;
  location: LocationValue | null;
  compensation: CompensationValue | null;
  skills: JobSkillValue[];
  createdAt: Date;
  updatedAt: Date;
};

export type JobPostFilter = {
  q?: string;
  statuses?: readonly JobPostStatus[];
  /** Only these client companies (a marketplace client's); null for all. */
  clientIds: readonly number[] | null;
  clientId?: number;
  ids?: readonly number[];
};

/** A client company sees its job posts once they are published: never a draft (decision 023). */
const publishedToClients = sql`${jobPosts.status} <> 'draft'`;

function jobConditions(filter: JobPostFilter): (SQL | undefined)[] {
  const pattern = filter.q ? `%${escapeLike(filter.q)}%` : undefined;
  return [
    filter.statuses ? inArray(jobPosts.status, [...filter.statuses]) : undefined,
    filter.clientIds ? (filter.clientIds.length ? and(inArray(jobPosts.clientAccountId, [...filter.clientIds]), publishedToClients) : sql`false`) : undefined,
    filter.clientId !== undefined ? eq(jobPosts.clientAccountId, filter.clientId) : undefined,
    filter.ids ? inArray(jobPosts.id, [...filter.ids]) : undefined,
    pattern ? or(ilike(jobPosts.title, pattern), ilike(jobPosts.reference, pattern), ilike(accounts.companyName, pattern)) : undefined,
  ];
}

const jobsQuery = (scope: TenantScope, filter: JobPostFilter) =>
  tenantDb(scope)
    .select(jobColumns)
    .from(jobPosts)
    .innerJoin(accounts, eq(accounts.id, jobPosts.clientAccountId))
    .where(...jobConditions(filter));

/** One page of job posts, the most recently changed first. */
export async function pageOfJobPosts(scope: TenantScope, filter: JobPostFilter, page: { limit: number; offset: number }): Promise<{ rows: JobPostRow[]; total: number }> {
  const rows = (await jobsQuery(scope, filter).orderBy(desc(jobPosts.updatedAt), desc(jobPosts.id)).limit(page.limit).offset(page.offset)) as JobPostRow[];
  const [{ total }] = await tenantDb(scope)
    .select({ total: count() })
    .from(jobPosts)
    .innerJoin(accounts, eq(accounts.id, jobPosts.clientAccountId))
    .where(...jobConditions(filter));
  return { rows, total };
}

/** Job posts by title (then id), at most `limit`. */
export async function jobPostsByTitle(scope: TenantScope, filter: JobPostFilter, limit: number): Promise<JobPostRow[]> {
  return (await jobsQuery(scope, filter).orderBy(asc(sql`lower(${jobPosts.title})`), asc(jobPosts.id)).limit(limit)) as JobPostRow[];
}

/** Suggestions: open job posts first, then drafts, closed and archived, each by title. */
export async function suggestJobPosts(scope: TenantScope, filter: JobPostFilter, limit: number): Promise<JobPostRow[]> {
  const rank = sql`case ${jobPosts.status} when 'open' then 0 when 'draft' then 1 when 'closed' then 2 else 3 end`;
  return (await jobsQuery(scope, filter).orderBy(asc(rank), asc(sql`lower(${jobPosts.title})`), asc(jobPosts.id)).limit(limit)) as JobPostRow[];
}

export async function findJobPost(scope: TenantScope, id: number): Promise<JobPostRow | undefined> {
  const [row] = await jobsQuery(scope, { clientIds: null, ids: [id] }).limit(1);
  return row as JobPostRow | undefined;
}

/** The job posts among `ids` with their status, locked until the transaction ends (in id order). */
export async function lockJobPosts(scope: TenantScope, ids: number[]): Promise<{ id: number; title: string; status: JobPostStatus }[]> {
  if (!ids.length) return [];
  return (await tenantDb(scope)
    .select({ id: jobPosts.id, title: jobPosts.title, status: jobPosts.status })
    .from(jobPosts)
    .where(inArray(jobPosts.id, ids))
    .orderBy(asc(jobPosts.id))
    .for('update')) as { id: number; title: string; status: JobPostStatus }[];
}

export type JobPostValues = {
  title: string;
  reference: string | null;
  clientAccountId: number;
  clientManagerId: number | null;
  recruiterId: number | null;
  description: string;
  location: LocationValue | null;
  compensation: CompensationValue | null;
  skills: JobSkillValue[];
};

export async function insertJobPost(scope: TenantScope, values: JobPostValues & { createdById: number }): Promise<number> {
  const [row] = await tenantDb(scope).insert(jobPosts, values).returning({ id: jobPosts.id });
  return row.id;
}

export async function updateJobPost(scope: TenantScope, id: number, values: Partial<JobPostValues>): Promise<void> {
  await tenantDb(scope).update(jobPosts, { ...values, updatedAt: new Date() }, eq(jobPosts.id, id));
}

export async function setJobPostStatus(scope: TenantScope, ids: number[], status: JobPostStatus): Promise<void> {
  if (ids.length) await tenantDb(scope).update(jobPosts, { status, updatedAt: new Date() }, inArray(jobPosts.id, ids));
}

/** Touches the job post (its prospects changed). */
export async function touchJobPost(scope: TenantScope, id: number): Promise<void> {
  await tenantDb(scope).update(jobPosts, { updatedAt: new Date() }, eq(jobPosts.id, id));
}

/** Prospects per job post and status; `clientView` counts only those a client sees. */
export async function prospectCounts(scope: TenantScope, jobPostIds: number[], clientView: boolean): Promise<Map<number, Map<ProspectStatus, number>>> {
  const out = new Map<number, Map<ProspectStatus, number>>();
  if (!jobPostIds.length) return out;
  const rows = await tenantDb(scope)
    .select({ jobPostId: prospects.jobPostId, status: prospects.status, n: count() })
    .from(prospects)
    .where(inArray(prospects.jobPostId, jobPostIds), clientView ? clientVisible : undefined)
    .groupBy(prospects.jobPostId, prospects.status);
  for (const r of rows) {
    const counts = out.get(r.jobPostId) ?? new Map<ProspectStatus, number>();
    counts.set(r.status as ProspectStatus, r.n);
    out.set(r.jobPostId, counts);
  }
  return out;
}

// ── Client companies and people ──────────────────────────────────────────────────────────────────

/** The organisation's client companies whose company or account name contains `q`, by company name. */
export async function clientCompanies(scope: TenantScope, q: string | undefined, limit: number) {
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  return tenantDb(scope)
    .select({ id: accounts.id, name: accounts.companyName, logoUrl: accounts.companyLogoUrl })
    .from(accounts)
    .where(eq(accounts.isClient, true), pattern ? or(ilike(accounts.companyName, pattern), ilike(accounts.name, pattern)) : undefined)
    .orderBy(asc(sql`lower(${accounts.companyName})`), asc(accounts.id))
    .limit(limit);
}

export async function findAccount(scope: TenantScope, id: number): Promise<{ id: number; isClient: boolean } | undefined> {
  const [row] = await tenantDb(scope).select({ id: accounts.id, isClient: accounts.isClient }).from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

const personName = sql<string>`coalesce(nullif(trim(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')), ''), ${users.email})`;
export type EmployeeRow = { id: number; name: string; avatarUrl: string | null; accountId: number; isClientAccount: boolean; canManageJobPosts: boolean; canViewJobPosts: boolean };
const employeeColumns = {
  id: employees.id,
  name: personName,
  avatarUrl: profiles.avatar,
  accountId: employees.accountId,
  isClientAccount: accounts.isClient,
  canManageJobPosts: employees.canManageJobPosts,
  canViewJobPosts: employees.canViewJobPosts,
};
const employeesQuery = (scope: TenantScope, ...conditions: (SQL | undefined)[]) =>
  tenantDb(scope)
    .select(employeeColumns)
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(...conditions);

/** Employee records by id, with their name and avatar from the profile. */
export async function findEmployees(scope: TenantScope, ids: number[]): Promise<Map<number, EmployeeRow>> {
  if (!ids.length) return new Map();
  const rows = (await employeesQuery(scope, inArray(employees.id, ids))) as EmployeeRow[];
  return new Map(rows.map((r) => [r.id, r]));
}

/** Employees of the account whose name or email contains `q`, with a permission when asked, by name. */
export async function accountEmployees(scope: TenantScope, accountId: number, options: { q?: string; thatCan?: 'manage_job_posts' | 'view_job_posts'; limit: number }): Promise<EmployeeRow[]> {
  const pattern = options.q ? `%${escapeLike(options.q)}%` : undefined;
  const can =
    options.thatCan === 'manage_job_posts'
      ? eq(employees.canManageJobPosts, true)
      : options.thatCan === 'view_job_posts'
        ? or(eq(employees.canViewJobPosts, true), eq(employees.canManageJobPosts, true))
        : undefined;
  return (await employeesQuery(scope, eq(employees.accountId, accountId), can, pattern ? or(ilike(personName, pattern), ilike(users.email, pattern)) : undefined)
    .orderBy(asc(sql`lower(${personName})`), asc(employees.id))
    .limit(options.limit)) as EmployeeRow[];
}

// ── Prospects ────────────────────────────────────────────────────────────────────────────────────

/** What a client sees: prospects presented once and not back before presentation. */
const clientVisible = and(isNotNull(prospects.presentedAt), inArray(prospects.status, ['presented', 'interviewing', 'hired', 'rejected']));

const candidateName = sql<string>`trim(coalesce(nullif(${agreements.data}->>'name', ''), coalesce(${agreements.data}->>'first_name', '') || ' ' || coalesce(${agreements.data}->>'last_name', '')))`;
const candidateTitle = sql<string>`coalesce(${agreements.data}->>'title', '')`;

const prospectColumns = {
  id: prospects.id,
  jobPostId: prospects.jobPostId,
  agreementId: prospects.agreementId,
  status: prospects.status,
  statusBeforeRejection: prospects.statusBeforeRejection,
  presentedAt: prospects.presentedAt,
  anonymous: prospects.anonymous,
  rating: prospects.rating,
  rejectedReason: prospects.rejectedReason,
  interviewAvailability: prospects.interviewAvailability,
  updatedAt: prospects.updatedAt,
  name: candidateName,
  title: candidateTitle,
  clientAccountId: jobPosts.clientAccountId,
};
export type ProspectRow = {
  id: number;
  jobPostId: number;
  agreementId: number;
  status: ProspectStatus;
  statusBeforeRejection: ProspectStatus | null;
  presentedAt: Date | null;
  anonymous: boolean;
  rating: number | null;
  rejectedReason: string | null;
  interviewAvailability: string | null;
  updatedAt: Date;
  name: string;
  title: string;
  clientAccountId: number;
};

export type ProspectFilter = {
  jobPostId?: number;
  agreementId?: number;
  status?: ProspectStatus;
  ids?: readonly number[];
  /** A client's view: only their companies' job posts, only prospects presented or later. */
  clientIds: readonly number[] | null;
};

function prospectConditions(filter: ProspectFilter): (SQL | undefined)[] {
  return [
    filter.jobPostId !== undefined ? eq(prospects.jobPostId, filter.jobPostId) : undefined,
    filter.agreementId !== undefined ? eq(prospects.agreementId, filter.agreementId) : undefined,
    filter.status ? eq(prospects.status, filter.status) : undefined,
    filter.ids ? inArray(prospects.id, [...filter.ids]) : undefined,
    filter.clientIds ? (filter.clientIds.length ? and(inArray(jobPosts.clientAccountId, [...filter.clientIds]), publishedToClients, clientVisible) : sql`false`) : undefined,
  ];
}

const prospectsQuery = (scope: TenantScope, filter: ProspectFilter) =>
  tenantDb(scope)
    .select(prospectColumns)
    .from(prospects)
    .innerJoin(jobPosts, eq(jobPosts.id, prospects.jobPostId))
    .innerJoin(agreements, eq(agreements.id, prospects.agreementId))
    .where(...prospectConditions(filter));

/** Where a status stands in the pipeline (the `stage` sort): the stages in order, rejected last. */
const stageRank = sql`array_position(array['new','prospected','presented','interviewing','hired','rejected']::text[], ${prospects.status}::text)`;

/** The order of a page: the sort asked for (ties by id), else the most recently changed first. */
function prospectOrder(order: ProspectOrder | undefined, filter: ProspectFilter): SQL[] {
  if (!order) return [desc(prospects.updatedAt), desc(prospects.id)];
  const dir = order.order === 'desc' ? desc : asc;
  // A client never learns an anonymous prospect's name, not even from where it sorts.
  const name = filter.clientIds ? sql`case when ${prospects.anonymous} then '' else lower(${candidateName}) end` : sql`lower(${candidateName})`;
  const key = { name, title: sql`lower(${candidateTitle})`, stage: stageRank, rating: prospects.rating, updated_at: prospects.updatedAt }[order.sort];
  // Unrated prospects come last either way.
  const nulls = order.sort === 'rating' ? sql`${key} is null` : undefined;
  return [...(nulls ? [asc(nulls)] : []), dir(key), dir(prospects.id)];
}
export type ProspectOrder = { sort: ProspectSort; order: 'asc' | 'desc' };

/** One page of prospects in the order asked for (by default the most recently changed first). */
export async function pageOfProspects(
  scope: TenantScope,
  filter: ProspectFilter,
  page: { limit: number; offset: number },
  order?: ProspectOrder,
): Promise<{ rows: ProspectRow[]; total: number }> {
  const rows = (await prospectsQuery(scope, filter).orderBy(...prospectOrder(order, filter)).limit(page.limit).offset(page.offset)) as ProspectRow[];
  const [{ total }] = await tenantDb(scope)
    .select({ total: count() })
    .from(prospects)
    .innerJoin(jobPosts, eq(jobPosts.id, prospects.jobPostId))
    .where(...prospectConditions(filter));
  return { rows, total };
}

export async function findProspects(scope: TenantScope, filter: ProspectFilter): Promise<ProspectRow[]> {
  return (await prospectsQuery(scope, filter).orderBy(asc(prospects.id))) as ProspectRow[];
}

/** The job post's prospects among `ids`, locked until the transaction ends (in id order, so overlapping batches never wait in a circle). */
export async function lockProspects(scope: TenantScope, jobPostId: number, ids: number[]): Promise<ProspectRow[]> {
  if (!ids.length) return [];
  const locked = await tenantDb(scope)
    .select({ id: prospects.id })
    .from(prospects)
    .where(eq(prospects.jobPostId, jobPostId), inArray(prospects.id, ids))
    .orderBy(asc(prospects.id))
    .for('update');
  return findProspects(scope, { clientIds: null, ids: locked.map((r) => r.id) });
}

/** Makes the CVs prospects of the job post with status new; those already there stay as they are. Answers the new rows' ids. */
export async function insertProspects(
  scope: TenantScope,
  jobPostId: number,
  agreementIds: number[],
  values: { status?: ProspectStatus; anonymous?: boolean } = {},
): Promise<number[]> {
  if (!agreementIds.length) return [];
  const rows = await tenantDb(scope)
    .insert(
      prospects,
      agreementIds.map((agreementId) => ({ jobPostId, agreementId, ...values })),
    )
    .onConflictDoNothing()
    .returning({ id: prospects.id });
  return rows.map((r) => r.id);
}

export type ProspectChanges = Partial<{
  status: ProspectStatus;
  statusBeforeRejection: ProspectStatus | null;
  presentedAt: Date;
  anonymous: boolean;
  rating: number | null;
  rejectedReason: string | null;
  interviewAvailability: string | null;
}>;

export async function updateProspect(scope: TenantScope, id: number, changes: ProspectChanges): Promise<void> {
  await tenantDb(scope).update(prospects, { ...changes, updatedAt: new Date() }, eq(prospects.id, id));
}

// ── Timeline ─────────────────────────────────────────────────────────────────────────────────────

export type EventValues = {
  prospectId: number;
  userId: number;
  action: ProspectEventAction;
  fromStatus: ProspectStatus | null;
  toStatus: ProspectStatus;
  details?: Record<string, string | number | boolean | null>;
};

export async function insertEvents(scope: TenantScope, events: EventValues[]): Promise<void> {
  if (events.length) await tenantDb(scope).insert(prospectEvents, events);
}

export type EventRow = {
  id: number;
  at: Date;
  userId: number | null;
  userName: string | null;
  action: ProspectEventAction;
  fromStatus: ProspectStatus | null;
  toStatus: ProspectStatus;
  details: Record<string, string | number | boolean | null>;
};

/** The prospect's timeline, oldest first. */
export async function eventsOf(scope: TenantScope, prospectId: number): Promise<EventRow[]> {
  return (await tenantDb(scope)
    .select({
      id: prospectEvents.id,
      at: prospectEvents.at,
      userId: prospectEvents.userId,
      userName: sql<string | null>`case when ${users.id} is null then null else ${personName} end`,
      action: prospectEvents.action,
      fromStatus: prospectEvents.fromStatus,
      toStatus: prospectEvents.toStatus,
      details: prospectEvents.details,
    })
    .from(prospectEvents)
    .leftJoin(users, eq(users.id, prospectEvents.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(prospectEvents.prospectId, prospectId))
    .orderBy(asc(prospectEvents.at), asc(prospectEvents.id))) as EventRow[];
}

// ── Comments ─────────────────────────────────────────────────────────────────────────────────────

export type CommentRow = { id: number; body: string; authorName: string | null; createdAt: Date };

export async function insertComment(scope: TenantScope, values: { prospectId: number; userId: number; body: string }): Promise<number> {
  const [row] = await tenantDb(scope).insert(prospectComments, values).returning({ id: prospectComments.id });
  return row.id;
}

/** The prospect's comments, oldest first, with their author's name (null once the user is gone). */
export async function commentsOf(scope: TenantScope, prospectId: number): Promise<CommentRow[]> {
  return (await tenantDb(scope)
    .select({
      id: prospectComments.id,
      body: prospectComments.body,
      authorName: sql<string | null>`case when ${users.id} is null then null else ${personName} end`,
      createdAt: prospectComments.createdAt,
    })
    .from(prospectComments)
    .leftJoin(users, eq(users.id, prospectComments.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(prospectComments.prospectId, prospectId))
    .orderBy(asc(prospectComments.createdAt), asc(prospectComments.id))) as CommentRow[];
}
