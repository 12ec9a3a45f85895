/**
 * API shapes of projects (spec §3 payload wrapper `project`, Client company; §4 "projects can be
 * closed"; §7 Projects, mirrored read-only under marketplace/projects; issue 13). Shared by the
 * server's routes and the web.
 */
import { z } from 'zod';
import { PAGINATION_DEFAULT_PAGE_SIZE } from '../constants.js';
import { paginationSchema } from './agreements.js';
import { ID_MESSAGES, MAX_ID, idSchema, idTextSchema, pageTextSchema } from './ids.js';
import { JOB_POST_STATUSES } from './job-posts.js';

export const PROJECT_STATUSES = ['open', 'closed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_PAGE_SIZE = PAGINATION_DEFAULT_PAGE_SIZE;
export const PROJECT_SUGGEST_MAX = 20;
/** A project groups at most this many job posts. */
export const PROJECT_JOB_POSTS_MAX = 100;

export const PROJECT_MESSAGES = {
  nameRequired: 'Name is required.',
  clientRequired: 'Choose the client company.',
  duplicateJobPosts: 'A job post is listed twice.',
} as const;

/** The `project` of `POST` and `PUT {id}`; read-only fields a client sends back (status, dates) are ignored. */
export const projectInputSchema = z.object({
  name: z.string({ error: PROJECT_MESSAGES.nameRequired }).trim().min(1, PROJECT_MESSAGES.nameRequired).max(200),
  description: z.string().trim().max(5000).optional(),
  /** The client company: an `is_client` account of the organisation (the company selector). */
  client_id: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? PROJECT_MESSAGES.clientRequired : ID_MESSAGES.invalid) })
    .int(ID_MESSAGES.invalid)
    .min(1, ID_MESSAGES.invalid)
    .max(MAX_ID, ID_MESSAGES.invalid),
  /** Job posts of the same client company, in the order shown. */
  job_post_ids: z
    .array(idSchema)
    .max(PROJECT_JOB_POSTS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, PROJECT_MESSAGES.duplicateJobPosts)
    .optional(),
});
export type ProjectInput = z.infer<typeof projectInputSchema>;
export const projectBodySchema = z.object({ project: projectInputSchema });

/** §2 company selector: logo, name, industry. */
export const projectClientSchema = z.object({ id: z.number().int(), company_name: z.string(), company_logo_url: z.string().nullable(), industry: z.string().nullable() });

export const projectJobPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  reference: z.string().nullable(),
  status: z.enum(JOB_POST_STATUSES),
});

export const projectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: z.enum(PROJECT_STATUSES),
  client: projectClientSchema,
  job_posts: z.array(projectJobPostSchema),
  created_at: z.string(),
  updated_at: z.string(),
  closed_at: z.string().nullable(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  client_id: idTextSchema.optional(),
  page: pageTextSchema.default(1),
});
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;
export const projectListSchema = z.object({ projects: z.array(projectSchema), pagination: paginationSchema });
export type ProjectList = z.infer<typeof projectListSchema>;

export const projectSuggestQuerySchema = z.object({ q: z.string().trim().max(200).optional(), client_id: idTextSchema.optional() });
export const projectSuggestSchema = z.object({
  projects: z.array(z.object({ id: z.number().int(), name: z.string(), status: z.enum(PROJECT_STATUSES), client: projectClientSchema })),
});
export type ProjectSuggestions = z.infer<typeof projectSuggestSchema>;
