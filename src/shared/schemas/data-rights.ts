/**
 * API shapes of the data rights (issue 15, beyond the spec; decision 035): a person's copy of their
 * data (`GET my/data`, a ZIP), erasing their account (`DELETE my/account`), erasing a candidate
 * (`DELETE organisation/candidates/{user_id}`) and the organisation's retention policy with its
 * dry-run report, manual purge and the log of erasures.
 */
import { z } from 'zod';
import { idTextSchema } from './ids.js';

/** The default retention: candidates without activity for 24 months are erased. */
export const DEFAULT_RETENTION_MONTHS = 24;
/** The shortest and longest retention an account manager can choose, in months. */
export const MIN_RETENTION_MONTHS = 1;
export const MAX_RETENTION_MONTHS = 120;

export const DATA_RIGHTS_MESSAGES = {
  invalidPassword: 'Invalid password.',
  passwordRequired: 'Please enter your password.',
  noCandidate: 'There is no candidate with this id.',
  lastManager: 'You are the last person who can manage this account. Give someone else Manage account first.',
  months: 'Choose between 1 and 120 months.',
} as const;

/** `DELETE my/account`: the person's current password confirms it. */
export const eraseAccountBodySchema = z.object({
  password: z.string({ error: DATA_RIGHTS_MESSAGES.passwordRequired }).min(1, DATA_RIGHTS_MESSAGES.passwordRequired).max(200),
});
export type EraseAccountBody = z.infer<typeof eraseAccountBodySchema>;

/** `DELETE organisation/candidates/{user_id}`. */
export const candidateParamsSchema = z.object({ user_id: idTextSchema });

/** What an erasure removed (the answer of both erasures and of a manual purge). */
export const erasureSchema = z.object({
  id: z.number().int(),
  reason: z.enum(['self', 'organisation', 'retention']),
  /** Who ran it: null for the daily job (the system) and after a person erased themselves. */
  ran_by: z.string().nullable(),
  months: z.number().int().nullable(),
  user_count: z.number().int(),
  user_ids: z.array(z.number().int()),
  cv_count: z.number().int(),
  file_count: z.number().int(),
  at: z.string(),
});
export type Erasure = z.infer<typeof erasureSchema>;
export const erasureListSchema = z.object({ erasures: z.array(erasureSchema) });
export type ErasureList = z.infer<typeof erasureListSchema>;

const monthsSchema = z
  .number({ error: DATA_RIGHTS_MESSAGES.months })
  .int(DATA_RIGHTS_MESSAGES.months)
  .min(MIN_RETENTION_MONTHS, DATA_RIGHTS_MESSAGES.months)
  .max(MAX_RETENTION_MONTHS, DATA_RIGHTS_MESSAGES.months);

export const retentionSchema = z.object({
  months: z.number().int(),
  /** Null while the organisation uses the default. */
  updated_at: z.string().nullable(),
});
export type Retention = z.infer<typeof retentionSchema>;

/** `PUT organisation/retention`, wrapped as the spec wraps payloads. */
export const retentionBodySchema = z.object({ retention: z.object({ months: monthsSchema }) });
export type RetentionBody = z.infer<typeof retentionBodySchema>;

/** A candidate the policy would erase now. */
export const retentionCandidateSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  last_activity_at: z.string(),
  cv_count: z.number().int(),
});
export type RetentionCandidate = z.infer<typeof retentionCandidateSchema>;

/** `GET organisation/retention/report`: the dry run — who the purge would erase now, and how much. */
export const retentionReportSchema = z.object({
  months: z.number().int(),
  /** Activity before this moment counts as too old. */
  cutoff: z.string(),
  candidate_count: z.number().int(),
  cv_count: z.number().int(),
  file_count: z.number().int(),
  candidates: z.array(retentionCandidateSchema),
});
export type RetentionReport = z.infer<typeof retentionReportSchema>;
