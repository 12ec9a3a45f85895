/**
 * The recruitment dashboard, its CSV reports and the guest candidate requests (spec §7 Other;
 * issue 13; decision 025). Everything is the organisation's own, read
 * through the tenant scope.
 */
import {
  DASHBOARD_ACTIVITY_MAX,
  GUEST_REQUEST_PAGE_SIZE,
  REPORT_MESSAGES,
  REPORT_NAMES,
  type Dashboard,
  type GuestCandidateRequestList,
  type ReportName,
  type ReportQuery,
} from '../../../shared/schemas/dashboard.js';
import { JOB_POST_STATUSES, PROSPECT_STATUSES, prospectStatusLabel, type ProspectEventAction } from '../../../shared/schemas/job-posts.js';
import type { TenantScope } from '../../db/tenant.js';
import { toCsv, type CsvCell } from '../../lib/csv.js';
import { notFound } from '../../lib/errors.js';
import * as repo from './repository.js';

/** The first moment of the month of `now` (UTC). */
export const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

export async function dashboard(scope: TenantScope, now: Date): Promise<Dashboard> {
  const since = monthStart(now);
  const [jobs, stages, placements, activity] = [
    await repo.jobPostsByStatus(scope),
    await repo.openProspectsByStatus(scope),
    await repo.placementsSince(scope, since),
    await repo.recentActivity(scope, DASHBOARD_ACTIVITY_MAX),
  ];
  const jobCounts = Object.fromEntries(JOB_POST_STATUSES.map((s) => [s, jobs.find((r) => r.status === s)?.n ?? 0])) as Dashboard['job_posts_by_status'];
  return {
    open_jobs: jobCounts.open,
    job_posts_by_status: jobCounts,
    prospects_by_stage: Object.fromEntries(PROSPECT_STATUSES.map((s) => [s, stages.find((r) => r.status === s)?.n ?? 0])) as Dashboard['prospects_by_stage'],
    placements_this_month: placements,
    month_start: since.toISOString(),
    recent_activity: activity.map((a) => ({
      id: a.id,
      at: a.at.toISOString(),
      action: a.action,
      from: a.from,
      to: a.to,
      by: a.userId !== null && a.userName !== null ? { id: a.userId, name: a.userName } : null,
      prospect: { id: a.prospectId, name: a.candidateName },
      job_post: { id: a.jobPostId, title: a.jobTitle, reference: a.jobReference },
    })),
  };
}

// ── Reports ──────────────────────────────────────────────────────────────────────────────────────

const DAY_MS = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The range of a report: `from` 00:00 to the day after `to` (UTC); left out, the current month up to today. */
export function rangeOf(query: ReportQuery, now: Date): repo.Range & { fromDay: string; toDay: string } {
  const fromDay = query.from ?? day(monthStart(now));
  const toDay = query.to ?? day(now);
  return { fromDay, toDay, from: new Date(`${fromDay}T00:00:00Z`), to: new Date(Date.parse(`${toDay}T00:00:00Z`) + DAY_MS) };
}

const isReport = (name: string): name is ReportName => (REPORT_NAMES as readonly string[]).includes(name);

/** The actions the activity report has a column for; the rest count under "other". */
const ACTIVITY_COLUMNS = ['attach', 'present', 'interview', 'hire', 'reject'] as const satisfies readonly ProspectEventAction[];

async function rowsOf(scope: TenantScope, name: ReportName, range: repo.Range): Promise<{ header: string[]; rows: CsvCell[][] }> {
  switch (name) {
    case 'placements': {
      const rows = await repo.placements(scope, range);
      const recruiters = await repo.employeeNames(scope, [...new Set(rows.map((r) => r.recruiterId).filter((x): x is number => x !== null))]);
      return {
        header: ['Placed on', 'Candidate', 'Candidate title', 'Job reference', 'Job title', 'Client company', 'Recruiter', 'Placed by', 'Current status'],
        rows: rows.map((r) => [
          day(r.at),
          r.candidateName,
          r.candidateTitle,
          r.jobReference,
          r.jobTitle,
          r.clientName,
          r.recruiterId === null ? null : (recruiters.get(r.recruiterId) ?? null),
          r.placedBy,
          prospectStatusLabel(r.status),
        ]),
      };
    }
    case 'pipeline': {
      const jobs = await repo.pipelineJobs(scope, range);
      const counts = await repo.pipelineCounts(scope, range);
      const of = (jobId: number, status: string) => counts.find((c) => c.jobPostId === jobId && c.status === status)?.n ?? 0;
      return {
        header: ['Job reference', 'Job title', 'Client company', 'Job status', ...PROSPECT_STATUSES.map((s) => capitalise(prospectStatusLabel(s))), 'Total'],
        rows: jobs.map((j) => {
          const byStatus = PROSPECT_STATUSES.map((s) => of(j.id, s));
          return [j.reference, j.title, j.clientName, j.status, ...byStatus, byStatus.reduce((a, b) => a + b, 0)];
        }),
      };
    }
    case 'activity': {
      const rows = await repo.activityByUser(scope, range);
      const people = new Map<string, { name: string | null; email: string | null; counts: Map<string, number> }>();
      for (const r of rows) {
        const key = r.userId === null ? 'none' : String(r.userId);
        const person = people.get(key) ?? { name: r.name, email: r.email, counts: new Map() };
        const column = (ACTIVITY_COLUMNS as readonly string[]).includes(r.action) ? r.action : 'other';
        person.counts.set(column, (person.counts.get(column) ?? 0) + r.n);
        people.set(key, person);
      }
      const sorted = [...people.values()].sort((a, b) => (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff'));
      return {
        header: ['Recruiter', 'Email', 'Attached', 'Presented', 'Interviews', 'Hired', 'Rejected', 'Other changes', 'Total'],
        rows: sorted.map((p) => {
          const cells = [...ACTIVITY_COLUMNS, 'other'].map((c) => p.counts.get(c) ?? 0);
          return [p.name ?? 'Former user', p.email, ...cells, cells.reduce((a, b) => a + b, 0)];
        }),
      };
    }
  }
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** `GET reports/{name}`: the report as CSV and its file name (`{name}-{from}-to-{to}.csv`); an unknown name is 404. */
export async function report(scope: TenantScope, name: string, query: ReportQuery, now: Date): Promise<{ fileName: string; csv: string }> {
  if (!isReport(name)) throw notFound(REPORT_MESSAGES.unknown);
  const range = rangeOf(query, now);
  const { header, rows } = await rowsOf(scope, name, range);
  return { fileName: `${name}-${range.fromDay}-to-${range.toDay}.csv`, csv: toCsv(header, rows) };
}

// ── Guest candidate requests ─────────────────────────────────────────────────────────────────────

/** `GET guest_candidate_requests?page`: the CVs guests of share links said they are interested in, newest first. */
export async function guestCandidateRequests(scope: TenantScope, page: number): Promise<GuestCandidateRequestList> {
  const { rows, total } = await repo.guestRequests(scope, { limit: GUEST_REQUEST_PAGE_SIZE, offset: (page - 1) * GUEST_REQUEST_PAGE_SIZE });
  return {
    guest_candidate_requests: rows.map((r) => ({
      id: `${r.shareLinkId}-${r.agreementId}`,
      share_link_id: r.shareLinkId,
      agreement_id: r.agreementId,
      candidate_name: r.candidateName,
      candidate_title: r.candidateTitle,
      guest_name: r.guestName,
      guest_email: r.guestEmail,
      comment: r.comment,
      requested_at: r.at.toISOString(),
    })),
    pagination: { page, per_page: GUEST_REQUEST_PAGE_SIZE, total_count: total, total_pages: Math.ceil(total / GUEST_REQUEST_PAGE_SIZE) },
  };
}
