/**
 * API shapes of job posts and prospects (spec §3 Job post, prospect statuses, Client company,
 * Manager, payload wrappers and bulk payloads; §4 prospect actions and job post states; §7 Job posts
 * and prospects, clients and employees autocomplete; issue 13). Shared by the server's routes and the
 * web. The moves between states are here too (`JOB_POST_MOVES`, `PROSPECT_MOVES`): the server
 * enforces them, the web offers only what they allow.
 */
import { z } from 'zod';
import { PAGINATION_DEFAULT_PAGE_SIZE, SKILLS_LIMIT } from '../constants.js';
import { PER_PAGE_MAX, paginationSchema } from './agreements.js';
import { locationSchema } from './cv.js';
import { ID_MESSAGES, MAX_ID, idSchema, idTextSchema, pageTextSchema } from './ids.js';
import { SALARY_TYPES } from './search.js';

// ── States ───────────────────────────────────────────────────────────────────────────────────────

export const JOB_POST_STATUSES = ['draft', 'open', 'closed', 'archived'] as const;
export type JobPostStatus = (typeof JOB_POST_STATUSES)[number];

/** The bulk state actions of §4 (`PUT job_posts/open|close|archive`) and the states each may start from. */
export const JOB_POST_MOVES = {
  open: { to: 'open', from: ['draft', 'closed'] },
  close: { to: 'closed', from: ['open'] },
  archive: { to: 'archived', from: ['draft', 'open', 'closed'] },
} as const satisfies Record<string, { to: JobPostStatus; from: readonly JobPostStatus[] }>;
export type JobPostMove = keyof typeof JOB_POST_MOVES;

/**
 * §3 prospect statuses. `prospected` (a prospect the client asked for, before the agency presents
 * it) is shown as pending (`prospectStatusLabel`); `rejected` stands apart from the stages.
 */
export const PROSPECT_STATUSES = ['new', 'prospected', 'presented', 'interviewing', 'hired', 'rejected'] as const;
export type ProspectStatus = (typeof PROSPECT_STATUSES)[number];
/** The stages in order (`next_stage` moves one along). */
export const PROSPECT_STAGES = ['new', 'prospected', 'presented', 'interviewing', 'hired'] as const satisfies readonly ProspectStatus[];
/** What a person reads for a status: §3 'the status prospected is shown as pending'. */
export const prospectStatusLabel = (status: ProspectStatus): string => (status === 'prospected' ? 'pending' : status);
/** The statuses a client of the job's company sees: presented or later (never `new`, never `prospected`). */
export const CLIENT_VISIBLE_PROSPECT_STATUSES = ['presented', 'interviewing', 'hired', 'rejected'] as const satisfies readonly ProspectStatus[];

/**
 * The §4 prospect actions with a fixed target and the statuses each may start from. A prospect
 * already in the target status is left as it is (no change, nothing recorded), except `interview`,
 * which takes the new availability. `unreject` goes back to the status before the rejection;
 * `next_stage` one stage along (new and pending go to presented); `force_status` anywhere.
 */
export const PROSPECT_MOVES = {
  present: { to: 'presented', from: ['new', 'prospected'] },
  reject: { to: 'rejected', from: ['new', 'prospected', 'presented', 'interviewing'] },
  interview: { to: 'interviewing', from: ['presented'] },
  hire: { to: 'hired', from: ['interviewing'] },
} as const satisfies Record<string, { to: ProspectStatus; from: readonly ProspectStatus[] }>;
export type ProspectMove = keyof typeof PROSPECT_MOVES;

/** The stage after `status` (`next_stage`), or null where there is none (hired, rejected). */
export function nextStage(status: ProspectStatus): ProspectStatus | null {
  if (status === 'new' || status === 'prospected') return 'presented';
  if (status === 'presented') return 'interviewing';
  if (status === 'interviewing') return 'hired';
  return null;
}

/** What a timeline entry records. */
export const PROSPECT_EVENT_ACTIONS = ['attach', 'present', 'reject', 'unreject', 'interview', 'hire', 'force_status', 'next_stage', 'anonymous', 'rating', 'update', 'purchase'] as const;
export type ProspectEventAction = (typeof PROSPECT_EVENT_ACTIONS)[number];

// ── Messages (§5 style: a person can act on them) ────────────────────────────────────────────────

export const JOB_POST_MESSAGES = {
  titleRequired: 'Title is required.',
  commentRequired: 'Write a comment before sending it.',
  commentTooLong: `A comment can be at most 2000 characters; shorten it.`,
  clientRequired: 'Choose the client company.',
  minAboveMax: 'The minimum must not be above the maximum.',
  currency: 'Use a three-letter currency code such as EUR.',
  rating: 'Rate from 1 to 5.',
  forceRejected: 'Use reject to reject prospects: it records the reason.',
} as const;

// ── Job posts ────────────────────────────────────────────────────────────────────────────────────

const text = (max: number) => z.string().trim().max(max);

export const jobSkillSchema = z.object({
  name: z.string().trim().min(1).max(100),
  /** §3 Skill mod: 0 must have, 1 nice to have, 2 must not have. */
  mod: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
});

export const compensationSchema = z
  .object({
    type: z.enum(SALARY_TYPES),
    min: z.number().min(0).max(1e9).nullable().default(null),
    max: z.number().min(0).max(1e9).nullable().default(null),
    /** ISO 4217; the organisation's default currency when left out. */
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/, JOB_POST_MESSAGES.currency)
      .transform((c) => c.toUpperCase())
      .optional(),
  })
  .refine((c) => c.min === null || c.max === null || c.min <= c.max, { message: JOB_POST_MESSAGES.minAboveMax, path: ['min'] });

/** The `job_post` of `POST` and `PUT {id}`. Read-only fields a client sends back (status, counts, …) are ignored. */
export const jobPostInputSchema = z.object({
  title: z.string({ error: JOB_POST_MESSAGES.titleRequired }).trim().min(1, JOB_POST_MESSAGES.titleRequired).max(200),
  reference: text(100).nullable().optional(),
  /** The client company: an `is_client` account of the organisation. */
  client_id: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? JOB_POST_MESSAGES.clientRequired : ID_MESSAGES.invalid) })
    .int(ID_MESSAGES.invalid)
    .min(1, ID_MESSAGES.invalid)
    .max(MAX_ID, ID_MESSAGES.invalid),
  /** An employee of the client company who can manage job posts. */
  client_manager_id: idSchema.nullable().optional(),
  /** An employee of the agency who can manage job posts; the creator by default. */
  recruiter_id: idSchema.nullable().optional(),
  /** HTML, sanitised on write. */
  description: z.string().max(50_000).optional(),
  location: locationSchema.nullable().optional(),
  compensation: compensationSchema.nullable().optional(),
  skills: z.array(jobSkillSchema).max(SKILLS_LIMIT).optional(),
});
export type JobPostInput = z.infer<typeof jobPostInputSchema>;
export const jobPostBodySchema = z.object({ job_post: jobPostInputSchema });

const personRefSchema = z.object({ id: z.number().int(), name: z.string(), avatar_url: z.string().nullable() });
export type JobPostPerson = z.infer<typeof personRefSchema>;

export const prospectCountsSchema = z.object(Object.fromEntries(PROSPECT_STATUSES.map((s) => [s, z.number().int()])) as Record<ProspectStatus, z.ZodNumber>);
export type ProspectCounts = z.infer<typeof prospectCountsSchema>;

export const jobPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  reference: z.string().nullable(),
  status: z.enum(JOB_POST_STATUSES),
  client: z.object({ id: z.number().int(), company_name: z.string(), company_logo_url: z.string().nullable() }),
  /** §3 Manager: name, avatar_url. */
  client_manager: personRefSchema.nullable(),
  recruiter: personRefSchema.nullable(),
  description: z.string(),
  location: locationSchema.nullable(),
  compensation: z.object({ type: z.enum(SALARY_TYPES), min: z.number().nullable(), max: z.number().nullable(), currency: z.string() }).nullable(),
  skills: z.array(z.object({ name: z.string(), mod: z.number().int() })),
  created_at: z.string(),
  updated_at: z.string(),
  /** Prospects per status (a client counts only those it sees). */
  prospect_counts: prospectCountsSchema,
});
export type JobPost = z.infer<typeof jobPostSchema>;

/** `status[]` of a query: one value or several (`status[]=draft&status[]=open`; `status=` too). */
const statusesOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.array(z.enum(values)).min(1).max(values.length)])
    .transform((v) => [...new Set(Array.isArray(v) ? v : [v])])
    .optional();

const jobStatuses = statusesOf(JOB_POST_STATUSES);

/** `GET job_posts`: `q`, `status[]` (default draft and open), `page`. */
export const jobPostListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  'status[]': jobStatuses,
  status: jobStatuses,
  page: pageTextSchema.default(1),
});
export const jobPostListSchema = z.object({ job_posts: z.array(jobPostSchema), pagination: paginationSchema });
export type JobPostList = z.infer<typeof jobPostListSchema>;
export const JOB_POST_LIST_DEFAULT_STATUSES: JobPostStatus[] = ['draft', 'open'];
export const JOB_POST_PAGE_SIZE = PAGINATION_DEFAULT_PAGE_SIZE;

/** `GET job_posts/all`: `q`, `status[]` (default open), `client_id`; at most `JOB_POSTS_ALL_MAX`, by title. */
export const jobPostAllQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  'status[]': jobStatuses,
  status: jobStatuses,
  client_id: idTextSchema.optional(),
});
export const JOB_POSTS_ALL_DEFAULT_STATUSES: JobPostStatus[] = ['open'];
export const JOB_POSTS_ALL_MAX = 500;
export const jobPostAllSchema = z.object({ job_posts: z.array(jobPostSchema) });

/** `GET job_posts/suggest`: the job selector's typeahead (`q`, `client_id`): open and draft job posts first, at most 10. */
/** `status`: only job posts in that status (the client's "Request for job" offers open ones). */
export const jobPostSuggestQuerySchema = z.object({ q: z.string().trim().max(200).optional(), client_id: idTextSchema.optional(), status: z.enum(JOB_POST_STATUSES).optional() });
export const JOB_POST_SUGGEST_MAX = 10;
export const jobPostSuggestionSchema = jobPostSchema.pick({ id: true, title: true, reference: true, status: true, client: true });
export const jobPostSuggestSchema = z.object({ job_posts: z.array(jobPostSuggestionSchema) });

/** `PUT job_posts/open|close|archive`: §3 bulk payload. */
export const jobPostBulkBodySchema = z.object({ bulk: z.object({ ids: z.array(idSchema).min(1).max(500) }) });
export const jobPostBulkSchema = z.object({ job_posts: z.array(jobPostSchema) });

// ── Clients and their employees (§7 autocomplete) ────────────────────────────────────────────────

export const clientsAutocompleteQuerySchema = z.object({ 'search[q]': z.string().trim().max(200).optional() });
export const clientsAutocompleteSchema = z.object({ clients: z.array(z.object({ id: z.number().int(), name: z.string(), company_logo_url: z.string().nullable() })) });
export const clientEmployeesAutocompleteQuerySchema = z.object({
  'search[q]': z.string().trim().max(200).optional(),
  /** Only employees with this permission (§6: those who can manage job posts). */
  'search[that_can]': z.enum(['manage_job_posts', 'view_job_posts']).optional(),
});
export const clientEmployeesAutocompleteSchema = z.object({ employees: z.array(personRefSchema) });
export const AUTOCOMPLETE_MAX = 20;

// ── Prospects ────────────────────────────────────────────────────────────────────────────────────

export const prospectSchema = z.object({
  id: z.number().int(),
  job_post_id: z.number().int(),
  status: z.enum(PROSPECT_STATUSES),
  agreement_id: z.number().int(),
  /** The candidate's name; left out for a client when the prospect is anonymous. */
  name: z.string().optional(),
  title: z.string(),
  anonymous: z.boolean(),
  rating: z.number().int().nullable(),
  rejected_reason: z.string().nullable(),
  interview_availability: z.string().nullable(),
  updated_at: z.string(),
});
export type Prospect = z.infer<typeof prospectSchema>;

export const prospectEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who made the change (null once their user is gone). */
  by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.enum(PROSPECT_EVENT_ACTIONS),
  from: z.enum(PROSPECT_STATUSES).nullable(),
  to: z.enum(PROSPECT_STATUSES),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type ProspectEvent = z.infer<typeof prospectEventSchema>;
/** A comment on a prospect, shared between the agency and the job's client company. */
export const prospectCommentSchema = z.object({ id: z.number().int(), body: z.string(), author_name: z.string(), created_at: z.string() });
export type ProspectComment = z.infer<typeof prospectCommentSchema>;
/** `GET {id}/prospects/{pid}`: the prospect with its comments (everyone who sees it) and its timeline (agency staff; a client gets no timeline). */
export const prospectDetailSchema = prospectSchema.extend({ timeline: z.array(prospectEventSchema).optional(), comments: z.array(prospectCommentSchema) });
export type ProspectDetail = z.infer<typeof prospectDetailSchema>;

/** The prospect table's sortable columns (`sort`, `order`); `stage` follows the pipeline (new … hired, then rejected). */
export const PROSPECT_SORTS = ['name', 'title', 'stage', 'rating', 'updated_at'] as const;
export type ProspectSort = (typeof PROSPECT_SORTS)[number];
/** The board shows a job's whole pipeline at once: up to this many prospects a page (`per_page`). */
export const PROSPECT_PER_PAGE_MAX = PER_PAGE_MAX;
export const prospectListQuerySchema = z.object({
  status: z.enum(PROSPECT_STATUSES).optional(),
  page: pageTextSchema.default(1),
  per_page: z.coerce.number().int().min(1).max(PROSPECT_PER_PAGE_MAX).default(PAGINATION_DEFAULT_PAGE_SIZE),
  /** Without it: the most recently changed first. A client sorting by name gets anonymous prospects as nameless. */
  sort: z.enum(PROSPECT_SORTS).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
});
/** What the web asks for (the page as a number). */
export type ProspectListQuery = Omit<z.input<typeof prospectListQuerySchema>, 'page' | 'per_page'> & { page?: number; per_page?: number };
export const prospectListSchema = z.object({ prospects: z.array(prospectSchema), pagination: paginationSchema });
export type ProspectList = z.infer<typeof prospectListSchema>;
/** `GET /organisation/prospects`: every job post's prospects, filtered by status and job post. */
export const allProspectsQuerySchema = prospectListQuerySchema.extend({ job_post_id: idTextSchema.optional(), agreement_id: idTextSchema.optional() });

export const prospectParamsSchema = z.object({ id: idTextSchema, pid: idTextSchema });

const bulkIds = z.array(idSchema).min(1).max(500);
/** A rejection reason: optional (§4), blank is none (`null`). */
const optionalReason = z
  .string()
  .trim()
  .max(1000)
  .nullable()
  .transform((text) => text || null)
  .optional();
export const attachProspectsBodySchema = z.object({ bulk: z.object({ agreement_ids: bulkIds }) });
export const prospectBulkBodySchema = z.object({ bulk: z.object({ ids: bulkIds }) });
export const prospectRejectBodySchema = z.object({
  bulk: z.object({
    ids: bulkIds,
    /** Optional (§4); blank is no reason. */
    reason: optionalReason,
  }),
});
export const prospectInterviewBodySchema = z.object({ bulk: z.object({ ids: bulkIds, availability: z.string().trim().max(1000).nullable().optional() }) });
export const prospectAnonymousBodySchema = z.object({ bulk: z.object({ ids: bulkIds, anonymous: z.boolean() }) });
export const forceStatusParamsSchema = z.object({
  id: idTextSchema,
  status: z.enum(PROSPECT_STATUSES).refine((s) => s !== 'rejected', JOB_POST_MESSAGES.forceRejected),
});
const ratingSchema = z.number({ error: JOB_POST_MESSAGES.rating }).int(JOB_POST_MESSAGES.rating).min(1, JOB_POST_MESSAGES.rating).max(5, JOB_POST_MESSAGES.rating);
export const prospectRatingBodySchema = z.object({ rating: ratingSchema });
/** `PUT {pid} {prospect}`: `id` (when sent) must be the prospect's own; the status changes only through the actions. */
export const prospectUpdateBodySchema = z.object({
  prospect: z.object({
    id: idSchema.optional(),
    anonymous: z.boolean().optional(),
    rating: ratingSchema.nullable().optional(),
    interview_availability: z.string().trim().max(1000).nullable().optional(),
    rejected_reason: optionalReason,
  }),
});
export type ProspectUpdate = z.infer<typeof prospectUpdateBodySchema>['prospect'];
export const prospectBulkSchema = z.object({ prospects: z.array(prospectSchema) });
/** `POST {id}/purchase {bulk: {agreement_ids}}`: a marketplace client asks for marketplace CVs for its job. */
export const purchaseBodySchema = attachProspectsBodySchema;
/** What a purchase answers: the CVs asked for, and how many became new (pending) prospects (the others already were prospects). */
export const purchaseResultSchema = z.object({ agreement_ids: z.array(z.number().int()), added: z.number().int() });
export type PurchaseResult = z.infer<typeof purchaseResultSchema>;
export const PROSPECT_COMMENT_MAX = 2000;
/** `POST {pid}/comments {comment: {body}}`. */
export const prospectCommentBodySchema = z.object({
  comment: z.object({
    body: z
      .string({ error: JOB_POST_MESSAGES.commentRequired })
      .trim()
      .min(1, JOB_POST_MESSAGES.commentRequired)
      .max(PROSPECT_COMMENT_MAX, JOB_POST_MESSAGES.commentTooLong),
  }),
});
/**
 * `POST {pid}/download {html}`: the web sends the HTML it shows; the PDF is printed from the saved CV
 * as the caller may see it all the same (decision 023), so `html` is accepted and not used.
 */
export const prospectDownloadBodySchema = z.object({ html: z.string().max(5_000_000).optional() }).nullish();
