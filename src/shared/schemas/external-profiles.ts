/**
 * API shapes of external profile imports (spec §7 Other: external providers, external profile
 * batches, import_external_profiles; §6 external provider guard; issue 14). A batch collects the
 * profiles read from the files pushed to it; chosen profiles become CVs in one transaction.
 * Shared by the server's routes and the web.
 */
import { z } from 'zod';
import { PAGINATION_DEFAULT_PAGE_SIZE } from '../constants.js';
import { paginationSchema } from './agreements.js';
import { idSchema, idTextSchema, pageTextSchema } from './ids.js';

/** The providers that work without a network: JSON Resume files and a LinkedIn data export (ZIP). */
export const EXTERNAL_PROVIDERS = ['json_resume', 'linkedin_export'] as const;
export type ExternalProviderKey = (typeof EXTERNAL_PROVIDERS)[number];

/** parsed: ready to import; error: the file or entry could not be read (its `error` says why); imported: a CV was made of it. */
export const EXTERNAL_PROFILE_STATUSES = ['parsed', 'error', 'imported'] as const;
export type ExternalProfileStatus = (typeof EXTERNAL_PROFILE_STATUSES)[number];

/** At most this many profiles in one batch, and this many chosen in one import. */
export const EXTERNAL_BATCH_MAX_PROFILES = 200;
export const EXTERNAL_BATCH_PAGE_SIZE = PAGINATION_DEFAULT_PAGE_SIZE;

export const EXTERNAL_PROFILE_MESSAGES = {
  unknownProvider: 'Choose JSON Resume or LinkedIn data export.',
  noIds: 'Choose at least one profile to import.',
  duplicateIds: 'A profile is chosen twice.',
} as const;

export const externalProviderSchema = z.object({
  key: z.enum(EXTERNAL_PROVIDERS),
  name: z.string(),
  /** File name endings the provider reads (the server decides by content). */
  accepts: z.array(z.string()),
  /** Whether one push may hold several profiles (a ZIP of JSON Resume files does). */
  multiple: z.boolean(),
});
export type ExternalProvider = z.infer<typeof externalProviderSchema>;
export const externalProviderListSchema = z.object({ external_providers: z.array(externalProviderSchema) });

/** `POST organisation/external_profile_batches/start` */
export const externalBatchStartBodySchema = z.object({
  batch: z.object({ provider: z.enum(EXTERNAL_PROVIDERS, { error: EXTERNAL_PROFILE_MESSAGES.unknownProvider }) }),
});

export const externalProfileSchema = z.object({
  id: z.number().int(),
  batch_id: z.number().int(),
  /** The file pushed, and the entry inside it for a ZIP of several files (`team.zip › anna.json`). */
  file_name: z.string(),
  status: z.enum(EXTERNAL_PROFILE_STATUSES),
  error: z.string().nullable(),
  /** Preview of what was read: the person's name and title (null when nothing was read). */
  name: z.string().nullable(),
  title: z.string().nullable(),
  experience_count: z.number().int(),
  education_count: z.number().int(),
  skills_count: z.number().int(),
  /** The CV made of it, once imported. */
  agreement_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type ExternalProfile = z.infer<typeof externalProfileSchema>;

export const externalBatchCountsSchema = z.object({ total: z.number().int(), parsed: z.number().int(), error: z.number().int(), imported: z.number().int() });
export type ExternalBatchCounts = z.infer<typeof externalBatchCountsSchema>;

export const externalBatchSummarySchema = z.object({
  id: z.number().int(),
  provider: z.enum(EXTERNAL_PROVIDERS),
  counts: externalBatchCountsSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type ExternalBatchSummary = z.infer<typeof externalBatchSummarySchema>;

export const externalBatchSchema = externalBatchSummarySchema.extend({ external_profiles: z.array(externalProfileSchema) });
export type ExternalBatch = z.infer<typeof externalBatchSchema>;

export const externalBatchListQuerySchema = z.object({ page: pageTextSchema.default(1) });
export const externalBatchListSchema = z.object({ external_profile_batches: z.array(externalBatchSummarySchema), pagination: paginationSchema });
export type ExternalBatchList = z.infer<typeof externalBatchListSchema>;

/** `POST organisation/external_profile_batches/push?batch_id=`: the batch the pushed file adds to. */
export const externalPushQuerySchema = z.object({ batch_id: idTextSchema });

/** The answer of a push: the batch as it is now, and the rows this file added. */
export const externalPushSchema = z.object({ batch: externalBatchSchema, added: z.array(externalProfileSchema) });
export type ExternalPush = z.infer<typeof externalPushSchema>;

/** `POST organisation/import_external_profiles` */
export const externalImportBodySchema = z.object({
  external_profiles: z.object({
    ids: z
      .array(idSchema)
      .min(1, EXTERNAL_PROFILE_MESSAGES.noIds)
      .max(EXTERNAL_BATCH_MAX_PROFILES)
      .refine((ids) => new Set(ids).size === ids.length, EXTERNAL_PROFILE_MESSAGES.duplicateIds),
  }),
});
export type ExternalImportBody = z.infer<typeof externalImportBodySchema>;

export const externalImportSchema = z.object({
  /** The CVs made, in the order of the ids sent. */
  agreements: z.array(z.object({ id: z.number().int(), name: z.string(), external_profile_id: z.number().int() })),
  external_profiles: z.array(externalProfileSchema),
});
export type ExternalImport = z.infer<typeof externalImportSchema>;
