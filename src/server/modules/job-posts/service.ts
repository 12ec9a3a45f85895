/**
 * Job posts and prospects (spec §3 Job post, prospect statuses; §4 prospect actions, job post bulk
 * states; §6 job access; §7 Job posts and prospects; issue 13). Who sees what follows `jobAccess` of
 * src/shared/permissions.ts: agency staff see every job post and prospect; a marketplace client sees
 * the job posts of its own client companies and only prospects presented or later, without the name
 * when anonymous. Every write is one transaction; the moves between states are the shared
 * `JOB_POST_MOVES` and `PROSPECT_MOVES`, and an impossible one is 409 naming it. Every change of a
 * prospect is written to its timeline with who made it.
 */
import type { JobAccess } from '../../../shared/permissions.js';
import {
  AUTOCOMPLETE_MAX,
  JOB_POST_LIST_DEFAULT_STATUSES,
  JOB_POST_MOVES,
  JOB_POST_PAGE_SIZE,
  JOB_POST_SUGGEST_MAX,
  JOB_POSTS_ALL_DEFAULT_STATUSES,
  JOB_POSTS_ALL_MAX,
  PROSPECT_MOVES,
  PROSPECT_STATUSES,
  nextStage,
  prospectStatusLabel,
  type JobPost,
  type JobPostInput,
  type JobPostMove,
  type JobPostPerson,
  type JobPostStatus,
  type Prospect,
  type ProspectCounts,
  type ProspectComment,
  type ProspectDetail,
  type PurchaseResult,
  type ProspectEventAction,
  type ProspectMove,
  type ProspectStatus,
  type ProspectUpdate,
} from '../../../shared/schemas/job-posts.js';
import type { Pagination, StyledCv } from '../../../shared/schemas/agreements.js';
import type { ChromiumPool } from '../../documents/chromium-pool.js';
import { exportPdf, type ExportedFile } from '../../documents/export.js';
import { renderStyledCv, type StyledCvInput } from '../../documents/styled-cv.js';
import { inTransaction, type TenantScope } from '../../db/tenant.js';
import type { RequestContext, SignedInContext } from '../../lib/context.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { sanitizeCvHtml } from '../../lib/sanitize-cv.js';
import * as agreementsRepo from '../agreements/repository.js';
import * as cvSettingsRepo from '../cv-settings/repository.js';
import { savedRenderInput, type DocumentFiles } from '../documents/service.js';
import * as notificationEvents from '../notifications/events.js';
import * as searchRepo from '../search/repository.js';
import { refreshProjection } from '../search/service.js';
import * as repo from './repository.js';

export const MESSAGES = {
  notFound: 'This job post does not exist or was deleted.',
  unknownJobPosts: 'Some of these job posts do not exist or were deleted.',
  prospectNotFound: 'This prospect does not exist or is not on this job post.',
  unknownProspects: 'Some of these prospects do not exist or are not on this job post.',
  unknownAgreements: 'Some of these CVs do not exist or were deleted.',
  draftAgreements: 'Save this CV before adding it to a job post.',
  clientNotFound: 'Choose one of the client companies of the organisation.',
  managerInvalid: 'The client manager must be an employee of the client company who can manage job posts.',
  recruiterInvalid: 'The recruiter must be an employee of the agency who can manage job posts.',
  idMismatch: 'This is not the id of the prospect being saved.',
  reasonOnlyRejected: 'Only a rejected prospect has a rejection reason.',
  notRejected: (what: string, status: string) => `${what} is ${status}, not rejected: there is nothing to unreject.`,
  cannotMove: (what: string, from: string, to: string) => `${what} cannot move from ${from} to ${to}.`,
  noNextStage: (what: string, status: string) => `${what} is ${status}: there is no next stage.`,
  draftNotShown: (job: string) => `${job} is a draft: open it before presenting candidates to the client.`,
  unknownMarketplaceCvs: 'Some of these candidates are not on the marketplace (any more); search again and choose from the results.',
  purchaseJobNotOpen: (title: string, status: string) => `${title} is ${status}: candidates can be asked for an open job post only.`,
} as const;

// ── Presenting ───────────────────────────────────────────────────────────────────────────────────

const clientIdsOf = (access: JobAccess): readonly number[] | null => (access.kind === 'client' ? access.companyIds : null);
const isClientView = (access: JobAccess) => access.kind === 'client';

const person = (row: repo.EmployeeRow | undefined): JobPostPerson | null => (row ? { id: row.id, name: row.name, avatar_url: row.avatarUrl } : null);

function countsOf(counts: Map<ProspectStatus, number> | undefined): ProspectCounts {
  return Object.fromEntries(PROSPECT_STATUSES.map((s) => [s, counts?.get(s) ?? 0])) as ProspectCounts;
}

/** The job posts as the API answers them: client company, manager, recruiter and prospect counts (a client's own). */
async function presentJobPosts(scope: TenantScope, access: JobAccess, rows: repo.JobPostRow[]): Promise<JobPost[]> {
  const people = await repo.findEmployees(scope, [...new Set(rows.flatMap((r) => [r.clientManagerId, r.recruiterId]).filter((x): x is number => x !== null))]);
  const counts = await repo.prospectCounts(
    scope,
    rows.map((r) => r.id),
    isClientView(access),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    reference: r.reference,
    status: r.status,
    client: { id: r.clientAccountId, company_name: r.clientName, company_logo_url: r.clientLogoUrl },
    client_manager: person(r.clientManagerId === null ? undefined : people.get(r.clientManagerId)),
    recruiter: person(r.recruiterId === null ? undefined : people.get(r.recruiterId)),
    description: r.description,
    location: r.location,
    compensation: r.compensation,
    skills: r.skills,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    prospect_counts: countsOf(counts.get(r.id)),
  }));
}

function presentProspect(access: JobAccess, r: repo.ProspectRow): Prospect {
  const hideName = isClientView(access) && r.anonymous;
  return {
    id: r.id,
    job_post_id: r.jobPostId,
    status: r.status,
    agreement_id: r.agreementId,
    ...(hideName ? {} : { name: r.name }),
    title: r.title,
    anonymous: r.anonymous,
    rating: r.rating,
    rejected_reason: r.rejectedReason,
    interview_availability: r.interviewAvailability,
    updated_at: r.updatedAt.toISOString(),
  };
}

const pagination = (page: number, total: number, perPage = JOB_POST_PAGE_SIZE): Pagination => ({
  page,
  per_page: perPage,
  total_count: total,
  total_pages: Math.ceil(total / perPage),
});
const pageWindow = (page: number, perPage = JOB_POST_PAGE_SIZE) => ({ limit: perPage, offset: (page - 1) * perPage });
type ProspectPageQuery = { status?: ProspectStatus; page: number; per_page?: number; sort?: repo.ProspectOrder['sort']; order?: 'asc' | 'desc' };
const prospectOrderOf = (query: ProspectPageQuery) => (query.sort ? { sort: query.sort, order: query.order ?? 'asc' } : undefined);

/** What a 409 calls a prospect: the candidate's name, else the CV's number. */
const prospectLabel = (p: repo.ProspectRow) => p.name || `CV ${p.agreementId}`;

// ── Job posts ────────────────────────────────────────────────────────────────────────────────────

type StatusQuery = { q?: string; 'status[]'?: JobPostStatus[]; status?: JobPostStatus[] };
const statusesOf = (query: StatusQuery, fallback: JobPostStatus[]) => {
  const given = [...(query['status[]'] ?? []), ...(query.status ?? [])];
  return given.length ? [...new Set(given)] : fallback;
};

/** `GET job_posts`: a page of job posts (`status[]` default draft and open), the most recently changed first. */
export async function list(scope: TenantScope, access: JobAccess, query: StatusQuery & { page: number }): Promise<{ job_posts: JobPost[]; pagination: Pagination }> {
  const { rows, total } = await repo.pageOfJobPosts(scope, { q: query.q, statuses: statusesOf(query, JOB_POST_LIST_DEFAULT_STATUSES), clientIds: clientIdsOf(access) }, pageWindow(query.page));
  return { job_posts: await presentJobPosts(scope, access, rows), pagination: pagination(query.page, total) };
}

/** `GET job_posts/all`: every matching job post (`status[]` default open; `client_id`), by title, at most JOB_POSTS_ALL_MAX. */
export async function all(scope: TenantScope, access: JobAccess, query: StatusQuery & { client_id?: number }): Promise<{ job_posts: JobPost[] }> {
  const rows = await repo.jobPostsByTitle(
    scope,
    { q: query.q, statuses: statusesOf(query, JOB_POSTS_ALL_DEFAULT_STATUSES), clientIds: clientIdsOf(access), clientId: query.client_id },
    JOB_POSTS_ALL_MAX,
  );
  return { job_posts: await presentJobPosts(scope, access, rows) };
}

/** `GET job_posts/suggest`: the job selector's typeahead, open job posts first. */
export async function suggest(scope: TenantScope, access: JobAccess, query: { q?: string; client_id?: number; status?: JobPostStatus }) {
  const rows = await repo.suggestJobPosts(scope, { q: query.q, clientIds: clientIdsOf(access), clientId: query.client_id, statuses: query.status ? [query.status] : undefined }, JOB_POST_SUGGEST_MAX);
  return {
    job_posts: rows.map((r) => ({ id: r.id, title: r.title, reference: r.reference, status: r.status, client: { id: r.clientAccountId, company_name: r.clientName, company_logo_url: r.clientLogoUrl } })),
  };
}

/** The job post as the user may see it: 404 for one of another organisation, or of a company that is not a client's own. */
async function visibleJobPost(scope: TenantScope, access: JobAccess, id: number): Promise<repo.JobPostRow> {
  const row = await repo.findJobPost(scope, id);
  const clientIds = clientIdsOf(access);
  if (!row || (clientIds && (!clientIds.includes(row.clientAccountId) || row.status === 'draft'))) throw notFound(MESSAGES.notFound);
  return row;
}

export async function get(scope: TenantScope, access: JobAccess, id: number): Promise<JobPost> {
  const [post] = await presentJobPosts(scope, access, [await visibleJobPost(scope, access, id)]);
  return post;
}

/** The values of a `job_post` to write, its client company, manager and recruiter checked (422 on the field otherwise). */
async function jobPostValues(scope: TenantScope, input: JobPostInput, defaultRecruiterId: number | null, currency: string): Promise<repo.JobPostValues> {
  const clientId = input.client_id;
  const client = await repo.findAccount(scope, clientId);
  if (!client?.isClient) throw unprocessable({ 'job_post.client_id': [MESSAGES.clientNotFound] });
  const managerId = input.client_manager_id ?? null;
  const recruiterId = input.recruiter_id === undefined ? defaultRecruiterId : input.recruiter_id;
  const people = await repo.findEmployees(scope, [managerId, recruiterId].filter((x): x is number => x !== null));
  const errors: Record<string, string[]> = {};
  if (managerId !== null) {
    const manager = people.get(managerId);
    if (!manager || manager.accountId !== clientId || !manager.canManageJobPosts) errors['job_post.client_manager_id'] = [MESSAGES.managerInvalid];
  }
  if (recruiterId !== null) {
    const recruiter = people.get(recruiterId);
    if (!recruiter || recruiter.isClientAccount || !recruiter.canManageJobPosts) errors['job_post.recruiter_id'] = [MESSAGES.recruiterInvalid];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
  const compensation = input.compensation ? { type: input.compensation.type, min: input.compensation.min, max: input.compensation.max, currency: input.compensation.currency ?? currency } : null;
  return {
    title: input.title,
    reference: input.reference || null,
    clientAccountId: clientId,
    clientManagerId: managerId,
    recruiterId,
    description: sanitizeCvHtml(input.description ?? ''),
    location: input.location ?? null,
    compensation,
    skills: dedupeSkills(input.skills ?? []),
  };
}

/** A skill named twice (in any case) is kept once, the first time. */
function dedupeSkills(skills: { name: string; mod: 0 | 1 | 2 }[]) {
  const seen = new Set<string>();
  return skills.filter((s) => {
    const key = s.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `POST job_posts`: a draft; the recruiter is the creator (when they are agency staff) unless named. */
export async function create(ctx: SignedInContext, input: JobPostInput): Promise<JobPost> {
  return inTransaction(ctx, async (tx) => {
    const values = await jobPostValues(tx, input, ctx.user.employeeId, ctx.organisation.defaultCurrency);
    const id = await repo.insertJobPost(tx, { ...values, createdById: ctx.user.id });
    return get(tx, { kind: 'agency', manage: true }, id);
  });
}

/** `PUT job_posts/{id}`: the fields sent replace the saved ones; optional fields left out keep their value. */
export async function update(ctx: SignedInContext, id: number, input: JobPostInput): Promise<JobPost> {
  return inTransaction(ctx, async (tx) => {
    const [current] = await repo.lockJobPosts(tx, [id]);
    if (!current) throw notFound(MESSAGES.notFound);
    const saved = (await repo.findJobPost(tx, id))!;
    const merged: JobPostInput = {
      title: input.title,
      client_id: input.client_id,
      reference: input.reference === undefined ? saved.reference : input.reference,
      client_manager_id: input.client_manager_id === undefined ? (input.client_id === saved.clientAccountId ? saved.clientManagerId : null) : input.client_manager_id,
      recruiter_id: input.recruiter_id === undefined ? saved.recruiterId : input.recruiter_id,
      description: input.description ?? saved.description,
      location: input.location === undefined ? saved.location : input.location,
      compensation: input.compensation === undefined ? (saved.compensation && { ...saved.compensation }) : input.compensation,
      skills: input.skills ?? saved.skills,
    };
    await repo.updateJobPost(tx, id, await jobPostValues(tx, merged, saved.recruiterId, ctx.organisation.defaultCurrency));
    return get(tx, { kind: 'agency', manage: true }, id);
  });
}

/**
 * `PUT job_posts/open|close|archive` (§4): every job post must be the organisation's (404) and able
 * to make the move (409 naming the first that cannot); one already in the target state stays as it is.
 */
export async function move(ctx: SignedInContext, action: JobPostMove, ids: number[]): Promise<{ job_posts: JobPost[] }> {
  const { to, from } = JOB_POST_MOVES[action];
  return inTransaction(ctx, async (tx) => {
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    const rows = await repo.lockJobPosts(tx, unique);
    if (rows.length !== unique.length) throw notFound(MESSAGES.unknownJobPosts);
    const stuck = rows.find((r) => r.status !== to && !(from as readonly JobPostStatus[]).includes(r.status));
    if (stuck) throw conflict(MESSAGES.cannotMove(stuck.title, stuck.status, to));
    await repo.setJobPostStatus(
      tx,
      rows.filter((r) => r.status !== to).map((r) => r.id),
      to,
    );
    const posts = await repo.jobPostsByTitle(tx, { clientIds: null, ids: unique }, unique.length);
    return { job_posts: await presentJobPosts(tx, { kind: 'agency', manage: true }, posts) };
  });
}

// ── Client companies and their employees ────────────────────────────────────────────────────────

/** `GET clients.autocomplete`: the organisation's client companies matching `q`. */
export async function clients(scope: TenantScope, q: string | undefined) {
  const rows = await repo.clientCompanies(scope, q, AUTOCOMPLETE_MAX);
  return { clients: rows.map((r) => ({ id: r.id, name: r.name, company_logo_url: r.logoUrl })) };
}

/** `GET clients/{id}/employees.autocomplete`: the client company's employees matching `q` (404 for an id that is not a client company). */
export async function clientEmployees(scope: TenantScope, clientId: number, query: { q?: string; thatCan?: 'manage_job_posts' | 'view_job_posts' }) {
  const client = await repo.findAccount(scope, clientId);
  if (!client?.isClient) throw notFound(MESSAGES.clientNotFound);
  const rows = await repo.accountEmployees(scope, clientId, { ...query, limit: AUTOCOMPLETE_MAX });
  return { employees: rows.map((r) => person(r)!) };
}

// ── Prospects ────────────────────────────────────────────────────────────────────────────────────

/** `GET job_posts/{id}/prospects`: a page of the job post's prospects (a client: presented or later). */
export async function prospectsOf(scope: TenantScope, access: JobAccess, jobPostId: number, query: ProspectPageQuery) {
  await visibleJobPost(scope, access, jobPostId);
  const { rows, total } = await repo.pageOfProspects(
    scope,
    { jobPostId, status: query.status, clientIds: clientIdsOf(access) },
    pageWindow(query.page, query.per_page),
    prospectOrderOf(query),
  );
  return { prospects: rows.map((r) => presentProspect(access, r)), pagination: pagination(query.page, total, query.per_page) };
}

/** `GET /organisation/prospects`: the prospects of every job post the user sees. */
export async function allProspects(scope: TenantScope, access: JobAccess, query: ProspectPageQuery & { job_post_id?: number; agreement_id?: number }) {
  const { rows, total } = await repo.pageOfProspects(
    scope,
    { jobPostId: query.job_post_id, agreementId: query.agreement_id, status: query.status, clientIds: clientIdsOf(access) },
    pageWindow(query.page, query.per_page),
    prospectOrderOf(query),
  );
  return { prospects: rows.map((r) => presentProspect(access, r)), pagination: pagination(query.page, total, query.per_page) };
}

async function visibleProspect(scope: TenantScope, access: JobAccess, jobPostId: number, id: number): Promise<repo.ProspectRow> {
  const [row] = await repo.findProspects(scope, { jobPostId, ids: [id], clientIds: clientIdsOf(access) });
  if (!row) throw notFound(MESSAGES.prospectNotFound);
  return row;
}

const presentComment = (c: repo.CommentRow): ProspectComment => ({ id: c.id, body: c.body, author_name: c.authorName ?? '', created_at: c.createdAt.toISOString() });

/** `GET job_posts/{id}/prospects/{pid}`: the prospect with its comments, and its timeline for agency staff. */
export async function prospect(scope: TenantScope, access: JobAccess, jobPostId: number, id: number): Promise<ProspectDetail> {
  const row = await visibleProspect(scope, access, jobPostId, id);
  const comments = (await repo.commentsOf(scope, id)).map(presentComment);
  if (isClientView(access)) return { ...presentProspect(access, row), comments };
  const events = await repo.eventsOf(scope, id);
  return {
    ...presentProspect(access, row),
    comments,
    timeline: events.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      by: e.userId === null ? null : { id: e.userId, name: e.userName ?? '' },
      action: e.action,
      from: e.fromStatus,
      to: e.toStatus,
      details: e.details,
    })),
  };
}

/**
 * `PUT job_posts/{id}/attach_prospects`: each CV becomes a prospect with status new; a CV already on
 * the job post stays as it is. Every id must be a saved CV of the organisation (404 for one that is
 * not, 422 for a draft). The candidate search's `job_post_ids` follows in the same transaction.
 */
export async function attach(ctx: SignedInContext, jobPostId: number, agreementIds: number[]): Promise<{ prospects: Prospect[] }> {
  return inTransaction(ctx, async (tx) => {
    if (!(await repo.lockJobPosts(tx, [jobPostId])).length) throw notFound(MESSAGES.notFound);
    const unique = [...new Set(agreementIds)].sort((a, b) => a - b);
    const found = await agreementsRepo.findForMembership(tx, unique);
    if (found.length !== unique.length) throw notFound(MESSAGES.unknownAgreements);
    if (found.some((a) => a.draft)) throw unprocessable({ 'bulk.agreement_ids': [MESSAGES.draftAgreements] }, MESSAGES.draftAgreements);
    const added = await repo.insertProspects(tx, jobPostId, unique);
    await repo.insertEvents(
      tx,
      added.map((prospectId) => ({ prospectId, userId: ctx.user.id, action: 'attach' as const, fromStatus: null, toStatus: 'new' as const })),
    );
    if (added.length) {
      await repo.touchJobPost(tx, jobPostId);
      await refreshProjection(tx, unique);
    }
    const rows = (await repo.findProspects(tx, { jobPostId, clientIds: null })).filter((p) => unique.includes(p.agreementId));
    return { prospects: rows.map((r) => presentProspect({ kind: 'agency', manage: true }, r)) };
  });
}

/**
 * `POST job_posts/{id}/purchase`: a marketplace client asks for marketplace CVs for a job of a company
 * where it manages job posts. Each becomes a pending (`prospected`) prospect, anonymous (the client
 * knows the anonymous CV only); one already on the job stays as it is. A CV the client's search cannot
 * find is 404 like one that does not exist; a job of a company the client only views is 403, of
 * another company 404; a job that is not open 409. The job's recruiter is told.
 */
export async function purchase(ctx: SignedInContext, access: JobAccess, jobPostId: number, agreementIds: number[]): Promise<PurchaseResult> {
  const job = await visibleJobPost(ctx, access, jobPostId);
  if (access.kind !== 'client' || !access.rateCompanyIds.includes(job.clientAccountId)) throw forbidden();
  return inTransaction(ctx, async (tx) => {
    const [locked] = await repo.lockJobPosts(tx, [jobPostId]);
    if (!locked) throw notFound(MESSAGES.notFound);
    if (locked.status !== 'open') throw conflict(MESSAGES.purchaseJobNotOpen(locked.title, locked.status));
    const unique = [...new Set(agreementIds)].sort((a, b) => a - b);
    for (const id of unique) if (!(await searchRepo.isMarketplaceHit(tx, id))) throw notFound(unique.length === 1 ? MESSAGES.unknownAgreements : MESSAGES.unknownMarketplaceCvs);
    const added = await repo.insertProspects(tx, jobPostId, unique, { status: 'prospected', anonymous: true });
    await repo.insertEvents(
      tx,
      added.map((prospectId) => ({ prospectId, userId: ctx.user.id, action: 'purchase' as const, fromStatus: null, toStatus: 'prospected' as const })),
    );
    if (added.length) {
      await repo.touchJobPost(tx, jobPostId);
      await refreshProjection(tx, unique);
      await notificationEvents.prospectsRequested(tx, ctx.user.id, job, added.length, Math.min(...added));
    }
    return { agreement_ids: unique, added: added.length };
  });
}

/**
 * `POST {pid}/comments`: whoever sees the prospect comments on it; the comment is shared between the
 * agency and the job's client company. A client's comment tells the job's recruiter.
 */
export async function comment(ctx: SignedInContext, access: JobAccess, jobPostId: number, id: number, body: string): Promise<ProspectComment> {
  const job = await visibleJobPost(ctx, access, jobPostId);
  const row = await visibleProspect(ctx, access, jobPostId, id);
  return inTransaction(ctx, async (tx) => {
    const commentId = await repo.insertComment(tx, { prospectId: row.id, userId: ctx.user.id, body });
    if (access.kind === 'client') await notificationEvents.prospectCommented(tx, ctx.user.id, job, row);
    const saved = (await repo.commentsOf(tx, row.id)).find((c) => c.id === commentId)!;
    return presentComment(saved);
  });
}

type Change = { row: repo.ProspectRow; action: ProspectEventAction; to: ProspectStatus; changes: repo.ProspectChanges; details?: Record<string, string | number | boolean | null> };

/**
 * Locks the job post's prospects among `ids` (404 unless every one is on it), works out each one's
 * change (`plan` answers null for one left as it is, or throws 409), then writes the changes and their
 * timeline entries in the one transaction. Answers the prospects after the change.
 */
/** The statuses that show a prospect to the job's client company (from its first presentation on). */
const SHOWN_TO_CLIENT: ReadonlySet<ProspectStatus> = new Set(['presented', 'interviewing', 'hired']);

async function changeProspects(
  ctx: SignedInContext,
  jobPostId: number,
  ids: number[],
  plan: (row: repo.ProspectRow) => Omit<Change, 'row'> | null,
  after?: (tx: TenantScope, job: repo.JobPostRow, changed: repo.ProspectRow[]) => Promise<void>,
): Promise<{ prospects: Prospect[] }> {
  return inTransaction(ctx, async (tx) => {
    const job = await repo.findJobPost(tx, jobPostId);
    if (!job) throw notFound(MESSAGES.notFound);
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    const rows = await repo.lockProspects(tx, jobPostId, unique);
    if (rows.length !== unique.length) throw notFound(unique.length === 1 ? MESSAGES.prospectNotFound : MESSAGES.unknownProspects);
    const changes = rows.map((row) => ({ row, planned: plan(row) })).filter((c): c is { row: repo.ProspectRow; planned: Omit<Change, 'row'> } => c.planned !== null);
    // A draft is not the client's to see yet, so nothing on it is shown to the client either.
    if (job.status === 'draft' && changes.some(({ planned }) => SHOWN_TO_CLIENT.has(planned.to))) throw conflict(MESSAGES.draftNotShown(job.title));
    const now = new Date();
    for (const { row, planned } of changes) {
      const presented = SHOWN_TO_CLIENT.has(planned.to);
      await repo.updateProspect(tx, row.id, { ...planned.changes, ...(presented && !row.presentedAt ? { presentedAt: now } : {}) });
    }
    await repo.insertEvents(
      tx,
      changes.map(({ row, planned }) => ({ prospectId: row.id, userId: ctx.user.id, action: planned.action, fromStatus: row.status, toStatus: planned.to, details: planned.details })),
    );
    if (changes.length) await repo.touchJobPost(tx, jobPostId);
    // The client sees a prospect from its first presentation on: its users are told then (and only then).
    const firstShown = changes.filter(({ row, planned }) => !row.presentedAt && SHOWN_TO_CLIENT.has(planned.to)).map((c) => c.row);
    await notificationEvents.prospectsPresented(tx, ctx.user.id, job, firstShown);
    if (after) await after(tx, job, changes.map((c) => c.row));
    return { prospects: (await repo.findProspects(tx, { jobPostId, ids: unique, clientIds: null })).map((r) => presentProspect({ kind: 'agency', manage: true }, r)) };
  });
}

/** A move to `to` of §4: left as it is when already there, 409 when `from` does not allow it. */
function statusMove(row: repo.ProspectRow, action: ProspectEventAction, to: ProspectStatus, from: readonly ProspectStatus[], extra: Pick<Change, 'changes' | 'details'> = { changes: {} }) {
  if (row.status === to) return null;
  if (!from.includes(row.status)) throw conflict(MESSAGES.cannotMove(prospectLabel(row), prospectStatusLabel(row.status), prospectStatusLabel(to)));
  return { action, to, changes: { status: to, ...extra.changes }, details: extra.details };
}

/** The bulk actions present, reject (`reason`), interview (`availability`) and hire. */
export async function bulkMove(ctx: SignedInContext, jobPostId: number, action: ProspectMove, ids: number[], extra: { reason?: string | null; availability?: string | null } = {}) {
  const { to, from } = PROSPECT_MOVES[action];
  return changeProspects(ctx, jobPostId, ids, (row) => {
    if (action === 'reject') {
      const reason = extra.reason ?? null;
      return statusMove(row, action, to, from, { changes: { rejectedReason: reason, statusBeforeRejection: row.status }, details: { reason } });
    }
    if (action === 'interview') {
      const availability = extra.availability ?? null;
      // Already interviewing: the new availability is taken (and recorded) when it differs.
      if (row.status === 'interviewing') {
        return availability === row.interviewAvailability ? null : { action, to, changes: { interviewAvailability: availability }, details: { availability } };
      }
      return statusMove(row, action, to, from, { changes: { interviewAvailability: availability }, details: { availability } });
    }
    return statusMove(row, action, to, from);
  });
}

/** `unreject`: a rejected prospect goes back to the status it had before the rejection; any other is 409. */
export async function unreject(ctx: SignedInContext, jobPostId: number, ids: number[]) {
  return changeProspects(ctx, jobPostId, ids, (row) => {
    if (row.status !== 'rejected') throw conflict(MESSAGES.notRejected(prospectLabel(row), prospectStatusLabel(row.status)));
    const back = row.statusBeforeRejection ?? 'new';
    return { action: 'unreject', to: back, changes: { status: back, statusBeforeRejection: null, rejectedReason: null } };
  });
}

/** `force_status/{status}`: any prospect to any status but rejected (which asks for a reason: `reject`). */
export async function forceStatus(ctx: SignedInContext, jobPostId: number, status: Exclude<ProspectStatus, 'rejected'>, ids: number[]) {
  return changeProspects(ctx, jobPostId, ids, (row) =>
    row.status === status ? null : { action: 'force_status', to: status, changes: { status, statusBeforeRejection: null, rejectedReason: null } },
  );
}

/** `anonymous`: the client sees the prospect without the name (and the anonymous CV) while set. */
export async function setAnonymous(ctx: SignedInContext, jobPostId: number, ids: number[], anonymous: boolean) {
  return changeProspects(ctx, jobPostId, ids, (row) => (row.anonymous === anonymous ? null : { action: 'anonymous', to: row.status, changes: { anonymous }, details: { anonymous } }));
}

/** `PUT {pid}/next_stage`: new and pending → presented → interviewing → hired; 409 for hired and rejected. */
export async function toNextStage(ctx: SignedInContext, jobPostId: number, id: number): Promise<Prospect> {
  const { prospects } = await changeProspects(ctx, jobPostId, [id], (row) => {
    const next = nextStage(row.status);
    if (!next) throw conflict(MESSAGES.noNextStage(prospectLabel(row), prospectStatusLabel(row.status)));
    return { action: 'next_stage', to: next, changes: { status: next } };
  });
  return prospects[0];
}

/**
 * `PUT {pid}/rating`: agency staff who manage job posts rate any prospect; a marketplace client rates
 * the prospects it sees of the companies where it can manage job posts (403 for another it sees).
 */
export async function rate(ctx: SignedInContext, access: JobAccess, jobPostId: number, id: number, rating: number): Promise<Prospect> {
  await visibleJobPost(ctx, access, jobPostId);
  const seen = await visibleProspect(ctx, access, jobPostId, id);
  if (access.kind === 'client' && !access.rateCompanyIds.includes(seen.clientAccountId)) throw forbidden();
  // A client's rating tells the job's recruiter.
  const tellRecruiter = async (tx: TenantScope, job: repo.JobPostRow, changed: repo.ProspectRow[]) => {
    for (const row of changed) await notificationEvents.prospectRated(tx, ctx.user.id, job, row, rating);
  };
  const { prospects } = await changeProspects(
    ctx,
    jobPostId,
    [id],
    (row) => (row.rating === rating ? null : { action: 'rating', to: row.status, changes: { rating }, details: { rating } }),
    access.kind === 'client' ? tellRecruiter : undefined,
  );
  const [after] = await repo.findProspects(ctx, { jobPostId, ids: [prospects[0].id], clientIds: null });
  return presentProspect(access, after);
}

/** `PUT {pid} {prospect}`: anonymous, rating, interview availability and (for a rejected one) the reason; recorded as one change. */
export async function updateProspect(ctx: SignedInContext, jobPostId: number, id: number, input: ProspectUpdate): Promise<Prospect> {
  if (input.id !== undefined && input.id !== id) throw unprocessable({ 'prospect.id': [MESSAGES.idMismatch] }, MESSAGES.idMismatch);
  const { prospects } = await changeProspects(ctx, jobPostId, [id], (row) => {
    if (input.rejected_reason !== undefined && row.status !== 'rejected') throw unprocessable({ 'prospect.rejected_reason': [MESSAGES.reasonOnlyRejected] });
    const changes: repo.ProspectChanges = {};
    const details: Record<string, string | number | boolean | null> = {};
    if (input.anonymous !== undefined && input.anonymous !== row.anonymous) details.anonymous = changes.anonymous = input.anonymous;
    if (input.rating !== undefined && input.rating !== row.rating) details.rating = changes.rating = input.rating;
    if (input.interview_availability !== undefined && input.interview_availability !== row.interviewAvailability) {
      details.interview_availability = changes.interviewAvailability = input.interview_availability;
    }
    if (input.rejected_reason !== undefined && input.rejected_reason !== row.rejectedReason) details.reason = changes.rejectedReason = input.rejected_reason;
    return Object.keys(changes).length ? { action: 'update', to: row.status, changes, details } : null;
  });
  return prospects[0];
}

/**
 * The CV of the prospect as the client may see it — the anonymous CV while the prospect is anonymous,
 * for agency staff too (they preview what the client reads) — laid out with the CV settings of the
 * job's recruiter (defaults without one). A client reaches only the prospects it sees (404 otherwise).
 */
async function clientCvInput(files: DocumentFiles, scope: RequestContext, access: JobAccess, jobPostId: number, id: number, images: 'embedded' | 'linked'): Promise<StyledCvInput> {
  const job = await visibleJobPost(scope, access, jobPostId);
  const row = await visibleProspect(scope, access, jobPostId, id);
  const settings = job.recruiterId === null ? null : await cvSettingsRepo.findSettings(scope, job.recruiterId);
  const input = await savedRenderInput(scope, row.agreementId, { anonymous: row.anonymous, settings, attachments: { files, images } });
  if (!input) throw notFound(MESSAGES.prospectNotFound);
  return input;
}

/** `GET {pid}/view_resume`: the styled CV of the prospect as the client may see it. */
export async function viewResume(pool: ChromiumPool, files: DocumentFiles, scope: RequestContext, access: JobAccess, jobPostId: number, id: number): Promise<StyledCv> {
  return renderStyledCv(pool, await clientCvInput(files, scope, access, jobPostId, id, 'linked'));
}

/** `POST {pid}/download`: the same CV as an A4 PDF (never printed from HTML the caller sends). */
export async function downloadResume(pool: ChromiumPool, files: DocumentFiles, scope: RequestContext, access: JobAccess, jobPostId: number, id: number): Promise<ExportedFile> {
  return exportPdf(pool, await clientCvInput(files, scope, access, jobPostId, id, 'embedded'));
}

/** The CV of a prospect the user sees, by the prospect's id alone (contact details of `job.prospect`); 404 otherwise. */
export async function agreementOfProspect(scope: TenantScope, access: JobAccess, prospectId: number): Promise<number> {
  const [row] = await repo.findProspects(scope, { ids: [prospectId], clientIds: clientIdsOf(access) });
  if (!row) throw notFound(MESSAGES.prospectNotFound);
  return row.agreementId;
}
