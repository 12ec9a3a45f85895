/**
 * API shapes of the CV styler (spec §7 Agreements, templates, teams, CV settings, contact details):
 * request bodies and answers, shared by the server routes and the web (which derives its types
 * from them). The CV data and settings they carry are the model of `./cv.ts`.
 */
import { z } from 'zod';
import { PAGINATION_DEFAULT_PAGE_SIZE } from '../constants.js';
import { CV_LANGUAGES, cvDataSchema, cvSettingsSchema, locationSchema, phoneSchema } from './cv.js';
import { candidateApprovalSchema } from './candidate-review.js';
import { idSchema, idTextSchema, pageTextSchema } from './ids.js';

/** At most this many rows per page of a list call. */
export const PER_PAGE_MAX = 100;

export const paginationSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
  total_pages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const agreementListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: pageTextSchema.default(1),
  per_page: z.coerce.number().int().min(1).max(PER_PAGE_MAX).default(PAGINATION_DEFAULT_PAGE_SIZE),
});
export type AgreementListQuery = z.infer<typeof agreementListQuerySchema>;

export const agreementSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  updated_at: z.string(),
  locked: z.boolean(),
  fresh: z.boolean(),
});
export type AgreementSummary = z.infer<typeof agreementSummarySchema>;

export const agreementListSchema = z.object({ agreements: z.array(agreementSummarySchema), pagination: paginationSchema });
export type AgreementList = z.infer<typeof agreementListSchema>;

/** The template designs of `src/cv` a template row can name. */
export const TEMPLATE_KEYS = ['classic', 'modern', 'executive'] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

export const templateSchema = z.object({
  id: z.number().int(),
  key: z.enum(TEMPLATE_KEYS),
  name: z.string(),
  token: z.string(),
  css_url: z.string().nullable(),
  preview_image_url: z.string().nullable(),
});
export type Template = z.infer<typeof templateSchema>;
export const templateListSchema = z.object({ templates: z.array(templateSchema) });
export const templateListQuerySchema = z.object({ show_my: z.enum(['true', 'false']).optional() });

export const brandingSchema = z.object({ account_id: z.number().int(), name: z.string(), logo_url: z.string().nullable() });
export type Branding = z.infer<typeof brandingSchema>;

/** A consultant (or the locker) of an agreement: a user of the organisation. */
export const personSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type Person = z.infer<typeof personSchema>;

export const officeSchema = z.object({
  name: z.string().max(200).optional(),
  address: z.string().max(500).optional(),
  phone: z.string().max(50).optional(),
  email: z.string().max(254).optional(),
});
export type Office = z.infer<typeof officeSchema>;

/**
 * The candidate-review token of `PUT {id}`: null or absent on the recruiter path (the signed-in
 * employee saves). The candidate review flow (a later issue) sends the candidate's token instead.
 */
export const reviewTokenSchema = z.string().max(200).nullable().optional();

export const applyTemplateBodySchema = z.object({ template_id: idSchema });

export const agreementFiltersSchema = z.object({
  filters: z.object({
    title: z.string().nullable(),
    top_skills: z.array(z.string()),
    skills: z.array(z.string()),
    location: z
      .object({
        city: z.string().nullable(),
        country: z.string().nullable(),
        country_code: z.string().nullable(),
        lat: z.number().nullable(),
        lng: z.number().nullable(),
      })
      .nullable(),
  }),
});
export type AgreementFilters = z.infer<typeof agreementFiltersSchema>;

export const styledCvSchema = z.object({ html: z.string(), pages: z.number().int(), anonymous: z.boolean() });
export type StyledCv = z.infer<typeof styledCvSchema>;
/** `GET /api/cv-fonts/{hash}/{name}`: a font file the styled CV's HTML links to. */
export const cvFontParamsSchema = z.object({
  hash: z.string().regex(/^[0-9a-f]{16}$/, 'Unknown font file.'),
  name: z.string().regex(/^[a-z0-9-]{1,100}\.woff2$/, 'Unknown font file.'),
});

// ── Teams ────────────────────────────────────────────────────────────────────────────────────────

export const teamBodySchema = z.object({ team: z.object({ name: z.string().trim().min(1, 'Name is required.').max(200) }) });
export const teamSchema = z.object({ id: z.number().int(), name: z.string(), template_ids: z.array(z.number().int()), member_count: z.number().int() });
export type Team = z.infer<typeof teamSchema>;
/** A team after its members changed (`POST teams/{id}/employees_add`, `…/employees_remove`). */
export const oneTeamSchema = z.object({ team: teamSchema });
export const teamListSchema = z.object({ teams: z.array(teamSchema) });
export const idsBodySchema = z.object({ ids: z.array(idSchema).min(1).max(500) });
export const templateAssignmentBodySchema = z.object({
  team_ids: z.array(idSchema).min(1).max(500),
  template_ids: z.array(idSchema).min(1).max(500),
});
export const employeeSummarySchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type EmployeeSummary = z.infer<typeof employeeSummarySchema>;
export const employeeListSchema = z.object({ employees: z.array(employeeSummarySchema) });
export const employeesSearchQuerySchema = z.object({ q: z.string().trim().max(200).optional() });
export const teamMembersQuerySchema = z.object({ team_id: idTextSchema });

// ── Contact details ──────────────────────────────────────────────────────────────────────────────

export const CONTACT_DETAIL_TYPES = ['job.recruiter', 'job.client_manager', 'job.prospect', 'agreement', 'employee'] as const;

/** An agreement (a CV of the organisation) as every agreement call answers it. */
export const agreementSchema = z.object({
  id: z.number().int(),
  data: cvDataSchema,
  template: templateSchema.nullable(),
  branding: brandingSchema.nullable(),
  consultant: personSchema.nullable(),
  consultant2: personSchema.nullable(),
  office: officeSchema.nullable(),
  locked: z.boolean(),
  locked_at: z.string().nullable(),
  locked_by: personSchema.nullable(),
  candidate_approved: z.boolean(),
  candidate_approved_at: z.string().nullable(),
  /** The candidate's approval (null when not approved) and whether the CV was edited since (docs/api.md). */
  candidate_approval: candidateApprovalSchema.nullable(),
  recruiter_accepted_at: z.string().nullable(),
  fresh: z.boolean(),
  copied_from_id: z.number().int().nullable(),
  /** Paths of the CV data the resume parser was unsure of when the CV was imported ([] otherwise). */
  unsure: z.array(z.string()),
  /** The name of the resume file the CV was imported from; null when it was not imported. */
  source_file_name: z.string().nullable(),
  /** On the marketplace (clients search it in its anonymous form) since this time; null when not (§4). */
  marketplace_at: z.string().nullable(),
  /** Search tags (§3): `hidden` keeps it out of searches unless asked for; a spec CV is shown by show_spec_cv. */
  hidden: z.boolean(),
  is_spec_cv: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;

/**
 * A draft: a CV started from scratch (or copied) and never saved. Drafts are not listed, are
 * discarded when their editor is left without saving, and are purged after a day (docs/api.md).
 * An imported CV is fresh too, but it is not a draft: it holds the uploaded resume.
 */
export const isDraft = (agreement: Pick<Agreement, 'fresh' | 'source_file_name'>) => agreement.fresh && agreement.source_file_name === null;

/** How an uploaded resume matched a CV the organisation already has: the same file (SHA-256 of its bytes) or the same candidate email. */
export const DUPLICATE_MATCHES = ['file', 'email'] as const;
export const duplicateOfSchema = z.object({ id: z.number().int(), name: z.string(), matched_by: z.enum(DUPLICATE_MATCHES) });
export type DuplicateOf = z.infer<typeof duplicateOfSchema>;

/**
 * `POST organisation/agreements/import`: the new CV, the paths the parser was unsure of, and the
 * organisation's existing CV the resume matches (null when none): the new CV is created anyway.
 */
export const agreementImportSchema = z.object({ agreement: agreementSchema, unsure: z.array(z.string()), duplicate_of: duplicateOfSchema.nullable() });
export type AgreementImport = z.infer<typeof agreementImportSchema>;

const agreementInputSchema = z.object({
  data: cvDataSchema,
  template_id: idSchema.nullable().optional(),
  branding_account_id: idSchema.nullable().optional(),
  /** Search tags (§3); left out, they keep their value. */
  hidden: z.boolean().optional(),
  is_spec_cv: z.boolean().optional(),
});
/** The body of a save: the CV and the agreement's choices. */
export type AgreementInput = z.input<typeof agreementInputSchema>;

/** `POST organisation/agreements/create`: an optional starting CV (a draft, §5 not enforced). */
export const agreementCreateBodySchema = z.object({ agreement: z.object({ data: cvDataSchema.optional() }).optional() }).nullish();
/** `POST organisation/agreements`: the first save of a CV that has no id yet. */
export const agreementSaveNewBodySchema = z.object({ agreement: agreementInputSchema });
/** `PUT organisation/agreements/{id}`. */
export const agreementSaveBodySchema = z.object({ agreement: agreementInputSchema, token: reviewTokenSchema });

/**
 * `POST organisation/agreements/{id}/styled_cvs`; `language` overrides the CV's own language.
 * `data` and `branding_account_id` preview unsaved edits: the CV is rendered from them and nothing
 * is saved.
 */
export const styledCvBodySchema = z.object({
  anonymous: z.boolean(),
  language: z.enum(CV_LANGUAGES).optional(),
  data: cvDataSchema.optional(),
  branding_account_id: idSchema.nullable().optional(),
});
export type StyledCvRequest = z.input<typeof styledCvBodySchema>;

/** `GET {id}/pdf` and `GET {id}/docx`: `anonymous=true|false` (default false), optional CV language; `currentUrl` is accepted (§7) and not used. */
export const exportQuerySchema = z.object({
  anonymous: z
    .enum(['true', 'false', '1', '0'], { message: 'Use anonymous=true or anonymous=false.' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  language: z.enum(CV_LANGUAGES).optional(),
  currentUrl: z.string().max(2000).optional(),
});

/** The path of `GET contact_details/{type}/{id}` (types other than `agreement` answer 404). */
export const contactDetailsParamsSchema = z.object({ type: z.string().max(50), id: idTextSchema });
/** `GET contact_details/{type}/{id}`. */
export const contactDetailsSchema = z.object({
  avatar: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  location: locationSchema.nullable(),
  phones: z.array(phoneSchema),
  preferred_locations: z.array(locationSchema),
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

// ── CV settings ──────────────────────────────────────────────────────────────────────────────────

/** `GET organisation/employees/0/settings`: the saved settings (nulls = defaults) and the defaults. */
export const cvSettingsAnswerSchema = z.object({
  settings: cvSettingsSchema,
  defaults: z.object({ sections: z.array(z.string()), fields: z.record(z.string(), z.array(z.string())) }),
});
export type CvSettingsAnswer = z.infer<typeof cvSettingsAnswerSchema>;
/** The path of the CV settings calls: only the signed-in employee's own (`0`). */
export const cvSettingsParamsSchema = z.object({ id: z.literal('0', { error: 'Only your own settings (0) can be read or changed.' }) });
/** `PUT organisation/employees/0/update_settings`, and its answer. */
export const cvSettingsBodySchema = z.object({ settings: cvSettingsSchema });
export const cvSettingsSavedSchema = z.object({ settings: cvSettingsSchema });
