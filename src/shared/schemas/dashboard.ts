/**
 * The recruitment dashboard, its CSV reports and the guest candidate requests (spec §7 Other:
 * `organisation/dashboard`, `organisation/reports/{name}`, `organisation/guest_candidate_requests`;
 * issue 13). Shared by the server's routes and the web.
 */
import { z } from 'zod';
import { PAGINATION_DEFAULT_PAGE_SIZE } from '../constants.js';
import { paginationSchema } from './agreements.js';
import { pageTextSchema } from './ids.js';
import { JOB_POST_STATUSES, PROSPECT_EVENT_ACTIONS, PROSPECT_STATUSES } from './job-posts.js';

/** The latest changes the dashboard lists. */
export const DASHBOARD_ACTIVITY_MAX = 10;

const countsOf = <T extends readonly string[]>(keys: T) => z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<T[number], z.ZodNumber>);

export const dashboardActivitySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(PROSPECT_EVENT_ACTIONS),
  from: z.enum(PROSPECT_STATUSES).nullable(),
  to: z.enum(PROSPECT_STATUSES),
  by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  prospect: z.object({ id: z.number().int(), name: z.string() }),
  job_post: z.object({ id: z.number().int(), title: z.string(), reference: z.string().nullable() }),
});
export type DashboardActivity = z.infer<typeof dashboardActivitySchema>;

export const dashboardSchema = z.object({
  open_jobs: z.number().int(),
  job_posts_by_status: countsOf(JOB_POST_STATUSES),
  /** Prospects of open job posts per stage. */
  prospects_by_stage: countsOf(PROSPECT_STATUSES),
  /** Prospects hired since `month_start` (UTC) and still hired. */
  placements_this_month: z.number().int(),
  month_start: z.string(),
  recent_activity: z.array(dashboardActivitySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ── Reports ──────────────────────────────────────────────────────────────────────────────────────

export const REPORT_NAMES = ['placements', 'pipeline', 'activity'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
/** The longest date range a report covers (about ten years). */
export const REPORT_MAX_DAYS = 3660;

export const REPORT_MESSAGES = {
  date: 'Use a date written as YYYY-MM-DD, such as 2026-01-31.',
  order: 'The start date must not be after the end date.',
  range: 'A report covers at most 3660 days (about ten years).',
  unknown: 'There is no such report. The reports are placements, pipeline and activity.',
} as const;

const dateText = z
  .string({ error: REPORT_MESSAGES.date })
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, REPORT_MESSAGES.date);

const DAY_MS = 86_400_000;
/** `from` and `to` (both days included, UTC); left out: the current month up to today. */
export const reportQuerySchema = z
  .object({ from: dateText.optional(), to: dateText.optional() })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    const days = (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS;
    if (days < 0) ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.order, path: ['from'] });
    else if (days >= REPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.range, path: ['to'] });
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;
export const reportParamsSchema = z.object({ name: z.string().max(100) });

// ── Guest candidate requests ─────────────────────────────────────────────────────────────────────

export const GUEST_REQUEST_PAGE_SIZE = PAGINATION_DEFAULT_PAGE_SIZE;

export const guestCandidateRequestSchema = z.object({
  /** `{share link id}-{CV id}`: one request per CV and link (a later answer replaces it). */
  id: z.string(),
  share_link_id: z.number().int(),
  agreement_id: z.number().int(),
  candidate_name: z.string(),
  candidate_title: z.string(),
  /** Who the link was made for, as the recruiter wrote it. */
  guest_name: z.string().nullable(),
  guest_email: z.string().nullable(),
  comment: z.string().nullable(),
  requested_at: z.string(),
});
export type GuestCandidateRequest = z.infer<typeof guestCandidateRequestSchema>;
export const guestCandidateRequestListQuerySchema = z.object({ page: pageTextSchema.default(1) });
export const guestCandidateRequestListSchema = z.object({ guest_candidate_requests: z.array(guestCandidateRequestSchema), pagination: paginationSchema });
export type GuestCandidateRequestList = z.infer<typeof guestCandidateRequestListSchema>;
