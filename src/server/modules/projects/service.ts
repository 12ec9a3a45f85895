/**
 * Projects (spec §3 `project` wrapper, §4 "projects can be closed", §7 Projects; issue 13): a piece
 * of work the agency runs for one client company, grouping job posts of that company. Who sees what
 * follows `jobAccess` of src/shared/permissions.ts, as for job posts: agency staff see every project,
 * a marketplace client only those of its own client companies (any other id is 404). Writes are
 * transactional; a closed project is final (409 on any change).
 */
import type { JobAccess } from '../../../shared/permissions.js';
import type { Pagination } from '../../../shared/schemas/agreements.js';
import { PROJECT_PAGE_SIZE, PROJECT_SUGGEST_MAX, type Project, type ProjectInput, type ProjectStatus } from '../../../shared/schemas/projects.js';
import { inTransaction, type TenantScope } from '../../db/tenant.js';
import type { SignedInContext } from '../../lib/context.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import * as repo from './repository.js';

export const MESSAGES = {
  notFound: 'This project does not exist or was deleted.',
  clientNotFound: 'Choose one of the client companies of the organisation.',
  jobPostsNotFound: 'Some of these job posts do not exist or were deleted.',
  jobPostsOtherClient: "A project holds only job posts of its own client company.",
  nameTaken: 'This client company already has a project of this name.',
  closed: (name: string) => `The project ${name} is closed: a closed project cannot change.`,
  alreadyClosed: (name: string) => `The project ${name} is already closed.`,
  clientChangeWithJobs: 'Remove the job posts of the other client company before moving the project to this one.',
} as const;

const clientIdsOf = (access: JobAccess): readonly number[] | null => (access.kind === 'client' ? access.companyIds : null);

async function present(scope: TenantScope, rows: repo.ProjectRow[]): Promise<Project[]> {
  const jobs = await repo.jobPostsOf(
    scope,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    status: r.status,
    client: { id: r.clientAccountId, company_name: r.clientName, company_logo_url: r.clientLogoUrl, industry: r.clientIndustry },
    // A project's job posts are all of its client company, so whoever sees the project may see them.
    job_posts: (jobs.get(r.id) ?? []).map((j) => ({ id: j.id, title: j.title, reference: j.reference, status: j.status })),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    closed_at: r.closedAt ? r.closedAt.toISOString() : null,
  }));
}

const pagination = (page: number, total: number): Pagination => ({ page, per_page: PROJECT_PAGE_SIZE, total_count: total, total_pages: Math.ceil(total / PROJECT_PAGE_SIZE) });

/** `GET projects` (`q`, `status`, `client_id`, `page`): open projects first, then the most recently changed. */
export async function list(scope: TenantScope, access: JobAccess, query: { q?: string; status?: ProjectStatus; client_id?: number; page: number }) {
  const { rows, total } = await repo.pageOfProjects(
    scope,
    { q: query.q, status: query.status, clientId: query.client_id, clientIds: clientIdsOf(access) },
    { limit: PROJECT_PAGE_SIZE, offset: (query.page - 1) * PROJECT_PAGE_SIZE },
  );
  return { projects: await present(scope, rows), pagination: pagination(query.page, total) };
}

/** `GET projects/suggest?client_id`: the project selector's typeahead, open projects first. */
export async function suggest(scope: TenantScope, access: JobAccess, query: { q?: string; client_id?: number }) {
  const rows = await repo.suggestProjects(scope, { q: query.q, clientId: query.client_id, clientIds: clientIdsOf(access) }, PROJECT_SUGGEST_MAX);
  return {
    projects: rows.map((r) => ({ id: r.id, name: r.name, status: r.status, client: { id: r.clientAccountId, company_name: r.clientName, company_logo_url: r.clientLogoUrl, industry: r.clientIndustry } })),
  };
}

async function visible(scope: TenantScope, access: JobAccess, id: number, lock = false): Promise<repo.ProjectRow> {
  const row = await repo.findProject(scope, id, { lock });
  const clientIds = clientIdsOf(access);
  if (!row || (clientIds && !clientIds.includes(row.clientAccountId))) throw notFound(MESSAGES.notFound);
  return row;
}

export async function get(scope: TenantScope, access: JobAccess, id: number): Promise<Project> {
  const [project] = await present(scope, [await visible(scope, access, id)]);
  return project;
}

/** The values to write, the client company and the job posts checked (422 on the field otherwise). */
async function checked(scope: TenantScope, input: ProjectInput, exceptId?: number): Promise<repo.ProjectValues & { jobPostIds: number[] | undefined }> {
  const client = await repo.findClientCompany(scope, input.client_id);
  if (!client?.isClient) throw unprocessable({ 'project.client_id': [MESSAGES.clientNotFound] });
  if (await repo.nameTaken(scope, input.client_id, input.name, exceptId)) throw unprocessable({ 'project.name': [MESSAGES.nameTaken] });
  const ids = input.job_post_ids;
  if (ids?.length) {
    const found = await repo.findJobPosts(scope, ids);
    if (found.length !== ids.length) throw unprocessable({ 'project.job_post_ids': [MESSAGES.jobPostsNotFound] });
    if (found.some((j) => j.clientAccountId !== input.client_id)) throw unprocessable({ 'project.job_post_ids': [MESSAGES.jobPostsOtherClient] });
  }
  return { name: input.name, description: input.description ?? '', clientAccountId: input.client_id, jobPostIds: ids };
}

/** `POST projects {project}`: a new open project. */
export async function create(ctx: SignedInContext, input: ProjectInput): Promise<Project> {
  return inTransaction(ctx, async (tx) => {
    const { jobPostIds, ...values } = await checked(tx, input);
    const id = await repo.insertProject(tx, { ...values, createdById: ctx.user.id });
    if (jobPostIds) await repo.setJobPosts(tx, id, jobPostIds);
    return get(tx, { kind: 'agency', manage: true }, id);
  });
}

/**
 * `PUT projects/{id} {project}`: name, description, client company and job posts (left out: kept).
 * A closed project is 409. Moving a project to another company with `job_post_ids` left out keeps
 * its job posts only when they are of the new company (else 422).
 */
export async function update(ctx: SignedInContext, id: number, input: ProjectInput): Promise<Project> {
  const agency: JobAccess = { kind: 'agency', manage: true };
  return inTransaction(ctx, async (tx) => {
    const row = await visible(tx, agency, id, true);
    if (row.status === 'closed') throw conflict(MESSAGES.closed(row.name));
    const { jobPostIds, ...values } = await checked(tx, input, id);
    if (jobPostIds === undefined && values.clientAccountId !== row.clientAccountId) {
      const current = (await repo.jobPostsOf(tx, [id])).get(id) ?? [];
      if (current.some((j) => j.clientAccountId !== values.clientAccountId)) throw unprocessable({ 'project.job_post_ids': [MESSAGES.clientChangeWithJobs] });
    }
    await repo.updateProject(tx, id, values);
    if (jobPostIds) await repo.setJobPosts(tx, id, jobPostIds);
    return get(tx, agency, id);
  });
}

/** `PUT projects/{id}/close`: open → closed, final; closing a closed project is 409. */
export async function close(ctx: SignedInContext, id: number): Promise<Project> {
  const agency: JobAccess = { kind: 'agency', manage: true };
  return inTransaction(ctx, async (tx) => {
    const row = await visible(tx, agency, id, true);
    if (row.status === 'closed') throw conflict(MESSAGES.alreadyClosed(row.name));
    await repo.updateProject(tx, id, { status: 'closed', closedAt: new Date(), closedById: ctx.user.id });
    return get(tx, agency, id);
  });
}
