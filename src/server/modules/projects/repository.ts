/** Projects and their job posts; always through the tenant scope. */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { JobPostStatus } from '../../../shared/schemas/job-posts.js';
import type { ProjectStatus } from '../../../shared/schemas/projects.js';
import { accounts, jobPosts, projectJobPosts, projects } from '../../db/schema.js';
import { tenantDb, type TenantScope } from '../../db/tenant.js';
import { escapeLike } from '../teams/repository.js';

const columns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  status: projects.status,
  clientAccountId: projects.clientAccountId,
  clientName: accounts.companyName,
  clientLogoUrl: accounts.companyLogoUrl,
  clientIndustry: accounts.industry,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  closedAt: projects.closedAt,
};
export type ProjectRow = {
  id: number;
  name: string;
  description: string;
  status: ProjectStatus;
  clientAccountId: number;
  clientName: string;
  clientLogoUrl: string | null;
  clientIndustry: string | null;
  createdAt: Date;
  updatedAt: Date;
  closedAt: Date | null;
};

export type ProjectFilter = {
  q?: string;
  status?: ProjectStatus;
  /** Only these client companies (a marketplace client's); null for all. */
  clientIds: readonly number[] | null;
  clientId?: number;
  ids?: readonly number[];
};

function conditions(filter: ProjectFilter): (SQL | undefined)[] {
  const pattern = filter.q ? `%${escapeLike(filter.q)}%` : undefined;
  return [
    filter.status ? eq(projects.status, filter.status) : undefined,
    filter.clientIds ? (filter.clientIds.length ? inArray(projects.clientAccountId, [...filter.clientIds]) : sql`false`) : undefined,
    filter.clientId !== undefined ? eq(projects.clientAccountId, filter.clientId) : undefined,
    filter.ids ? inArray(projects.id, [...filter.ids]) : undefined,
    pattern ? or(ilike(projects.name, pattern), ilike(accounts.companyName, pattern)) : undefined,
  ];
}

const query = (scope: TenantScope, filter: ProjectFilter) =>
  tenantDb(scope)
    .select(columns)
    .from(projects)
    .innerJoin(accounts, eq(accounts.id, projects.clientAccountId))
    .where(...conditions(filter));

/** A page of projects: open ones first, then the most recently changed. */
export async function pageOfProjects(scope: TenantScope, filter: ProjectFilter, page: { limit: number; offset: number }): Promise<{ rows: ProjectRow[]; total: number }> {
  const rows = (await query(scope, filter)
    .orderBy(asc(sql`case ${projects.status} when 'open' then 0 else 1 end`), desc(projects.updatedAt), desc(projects.id))
    .limit(page.limit)
    .offset(page.offset)) as ProjectRow[];
  const [{ total }] = await tenantDb(scope)
    .select({ total: count() })
    .from(projects)
    .innerJoin(accounts, eq(accounts.id, projects.clientAccountId))
    .where(...conditions(filter));
  return { rows, total };
}

/** Suggestions (the project selector): open projects first, each by name. */
export async function suggestProjects(scope: TenantScope, filter: ProjectFilter, limit: number): Promise<ProjectRow[]> {
  return (await query(scope, filter)
    .orderBy(asc(sql`case ${projects.status} when 'open' then 0 else 1 end`), asc(sql`lower(${projects.name})`), asc(projects.id))
    .limit(limit)) as ProjectRow[];
}

export async function findProject(scope: TenantScope, id: number, options: { lock?: boolean } = {}): Promise<ProjectRow | undefined> {
  const q = query(scope, { clientIds: null, ids: [id] }).limit(1);
  const [row] = options.lock ? await q.for('update', { of: projects }) : await q;
  return row as ProjectRow | undefined;
}

export type ProjectJobPostRow = { projectId: number; id: number; title: string; reference: string | null; status: JobPostStatus; clientAccountId: number };

/** The job posts of the projects, in each project's order. */
export async function jobPostsOf(scope: TenantScope, projectIds: number[]): Promise<Map<number, ProjectJobPostRow[]>> {
  const out = new Map<number, ProjectJobPostRow[]>();
  if (!projectIds.length) return out;
  const rows = (await tenantDb(scope)
    .select({ projectId: projectJobPosts.projectId, id: jobPosts.id, title: jobPosts.title, reference: jobPosts.reference, status: jobPosts.status, clientAccountId: jobPosts.clientAccountId })
    .from(projectJobPosts)
    .innerJoin(jobPosts, eq(jobPosts.id, projectJobPosts.jobPostId))
    .where(inArray(projectJobPosts.projectId, projectIds))
    .orderBy(asc(projectJobPosts.position))) as ProjectJobPostRow[];
  for (const row of rows) out.set(row.projectId, [...(out.get(row.projectId) ?? []), row]);
  return out;
}

/** Job posts by id with their client company (to check a project's list). */
export async function findJobPosts(scope: TenantScope, ids: number[]): Promise<{ id: number; clientAccountId: number }[]> {
  if (!ids.length) return [];
  return tenantDb(scope).select({ id: jobPosts.id, clientAccountId: jobPosts.clientAccountId }).from(jobPosts).where(inArray(jobPosts.id, ids));
}

export async function findClientCompany(scope: TenantScope, id: number): Promise<{ id: number; isClient: boolean } | undefined> {
  const [row] = await tenantDb(scope).select({ id: accounts.id, isClient: accounts.isClient }).from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

export type ProjectValues = { name: string; description: string; clientAccountId: number };

export async function insertProject(scope: TenantScope, values: ProjectValues & { createdById: number }): Promise<number> {
  const [row] = await tenantDb(scope).insert(projects, values).returning({ id: projects.id });
  return row.id;
}

export async function updateProject(scope: TenantScope, id: number, values: Partial<ProjectValues> & { status?: ProjectStatus; closedAt?: Date; closedById?: number }): Promise<void> {
  await tenantDb(scope).update(projects, { ...values, updatedAt: new Date() }, eq(projects.id, id));
}

/** Replaces the project's job posts by `ids`, in that order. */
export async function setJobPosts(scope: TenantScope, projectId: number, ids: number[]): Promise<void> {
  await tenantDb(scope).delete(projectJobPosts, eq(projectJobPosts.projectId, projectId));
  if (ids.length) await tenantDb(scope).insert(projectJobPosts, ids.map((jobPostId, position) => ({ projectId, jobPostId, position })));
}

/** Whether any project other than `exceptId` of the company has this name (case-insensitive). */
export async function nameTaken(scope: TenantScope, clientAccountId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await tenantDb(scope)
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.clientAccountId, clientAccountId), sql`lower(${projects.name}) = lower(${name})`, exceptId ? sql`${projects.id} <> ${exceptId}` : undefined))
    .limit(1);
  return !!row;
}
