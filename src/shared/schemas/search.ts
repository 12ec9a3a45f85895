/**
 * API shapes of the candidate search (spec §3 Candidate search hit and Skill, §5 search rules, §7
 * candidate search parameters, §9 scores and ranges): `POST /api/search/candidates` with the key of
 * `GET /api/auth` (`search.keys.candidates.key`) in the `X-Search-Key` header. Shared by the server's
 * route and the web's candidate screens.
 */
import { z } from 'zod';
import { PAGINATION_DEFAULT_PAGE_SIZE } from '../constants.js';
import { idSchema } from './ids.js';

/** The header that carries the search key. */
export const SEARCH_KEY_HEADER = 'x-search-key';

/** §9: tenure (years in the current job) and experience time (years of work) filter ranges. */
export const TENURE_RANGE = { min: 0, max: 5 } as const;
export const EXPERIENCE_TIME_RANGE = { min: 0, max: 25 } as const;
/** At most this many hits per page. */
export const HITS_PER_PAGE_MAX = 100;
/** §3 distance ratios: metres per unit; the default unit is km (§9). */
export const DISTANCE_UNITS = { km: 1000, m: 1, miles: 1609 } as const;
export type DistanceUnit = keyof typeof DISTANCE_UNITS;
export const DEFAULT_DISTANCE_UNIT: DistanceUnit = 'km';
/** §9 search scores, summed per hit. */
export const SEARCH_SCORES = { mustHave: 10, niceToHave: 1, niceToHaveTopSkill: 2, topSkill: 3 } as const;
/** §3 Skill `mod`. */
export const SKILL_MOD = { mustHave: 0, niceToHave: 1, mustNotHave: 2 } as const;
export const SALARY_TYPES = ['permanent', 'contract', 'hourly', 'daily'] as const;
export type SalaryType = (typeof SALARY_TYPES)[number];
/** §3 tags a CV can carry; CVs with them are left out unless asked for (§7). */
export const SEARCH_TAGS = ['hidden', 'ready_for_recruiter_review'] as const;
export type SearchTag = (typeof SEARCH_TAGS)[number];
/** The facets a search can count, by the hit field they count. */
export const SEARCH_FACETS = ['current_experience.company_name', 'tenure', 'experience_time', 'associations.company.name'] as const;
export type SearchFacet = (typeof SEARCH_FACETS)[number];

/** Columns the results can be sorted by. */
export const SEARCH_SORT_FIELDS = ['name', 'title', 'experience_time', 'tenure', 'updated_at'] as const;
export type SearchSortField = (typeof SEARCH_SORT_FIELDS)[number];

/** §5: quotes and braces in a skill name become a single quote. */
export const normaliseSkillFilterName = (name: string) => name.replace(/["'`{}]/g, "'").trim();

const range = (bounds: { min: number; max: number }) =>
  z
    .object({ min: z.number().min(bounds.min).max(bounds.max).optional(), max: z.number().min(bounds.min).max(bounds.max).optional() })
    .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, { message: 'The minimum must not be above the maximum.', path: ['min'] });

export const searchSkillSchema = z.object({
  name: z.string().trim().min(1).max(100).transform(normaliseSkillFilterName),
  mod: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export type SearchSkill = z.infer<typeof searchSkillSchema>;

const shortText = z.string().trim().min(1).max(300);

export const searchFiltersSchema = z.object({
  skills: z.array(searchSkillSchema).max(40).optional(),
  list_ids: z.array(idSchema).max(100).optional(),
  job_post_ids: z.array(idSchema).max(100).optional(),
  employee_id: idSchema.optional(),
  /** Current employers' names (the hit's `current_experience.company_name`), any of them. */
  companies: z.array(shortText).max(50).optional(),
  /** Association (group) company names, any of them. */
  associations: z.array(shortText).max(50).optional(),
  tenure: range(TENURE_RANGE).optional(),
  experience_time: range(EXPERIENCE_TIME_RANGE).optional(),
  /** The candidate's range for this type overlaps [min, max]; a range with min equal to max is widened by one (§7). */
  salary: z.object({ type: z.enum(SALARY_TYPES), min: z.number().min(0).max(1e9).optional(), max: z.number().min(0).max(1e9).optional() }).optional(),
  /** Within `radius` (in `unit`, default km) of the point, measured to the candidate's location or any preferred location. */
  location: z
    .object({
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
      radius: z.number().positive().max(40_075_000),
      unit: z.enum(Object.keys(DISTANCE_UNITS) as [DistanceUnit, ...DistanceUnit[]]).optional(),
    })
    .optional(),
});
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

export const searchRequestSchema = z.object({
  query: z.string().max(500).optional(),
  page: z.number().int().min(0).max(10_000).default(0),
  hitsPerPage: z.number().int().min(1).max(HITS_PER_PAGE_MAX).default(PAGINATION_DEFAULT_PAGE_SIZE),
  filters: searchFiltersSchema.default({}),
  show_hidden: z.boolean().optional(),
  show_ready_review: z.boolean().optional(),
  /** No tag rule: every CV the key may see. */
  show_all: z.boolean().optional(),
  /** Spec CVs only, whatever their tags. */
  show_spec_cv: z.boolean().optional(),
  facets: z.boolean().optional(),
  /** The sortable header (§4 sort state): without it hits come by score, then text relevance, then most recently updated. `name` sorts recruiters' searches only. */
  sort: z.object({ by: z.enum(SEARCH_SORT_FIELDS), order: z.enum(['asc', 'desc']) }).optional(),
});
export type SearchRequest = z.input<typeof searchRequestSchema>;
export type SearchParams = z.output<typeof searchRequestSchema>;

const point = z.object({ lat: z.number(), lng: z.number() });
const place = z.object({
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  city: z.string().nullable(),
  administrative: z.string().nullable(),
  country: z.string().nullable(),
  country_code: z.string().nullable(),
});

export const searchHitSchema = z.object({
  /** The agreement (CV) id. */
  objectID: z.string(),
  /** Recruiters only: a client's hit never has it. */
  name: z.string().optional(),
  /** Recruiters only. */
  avatar_url: z.string().nullable().optional(),
  title: z.string().nullable(),
  skills: z.array(z.string()),
  top_skills: z.array(z.string()),
  current_experience: z.object({ title: z.string().nullable(), company_name: z.string().nullable(), tenure: z.number() }).nullable(),
  /** Years of work (whole years, 0–25; 25 means 25 or more). */
  experience_time: z.number(),
  preferred_locations: z.array(point.extend(place.omit({ lat: true, lng: true }).partial().shape)),
  location: place.nullable(),
  /** §3 `preferences.salary.{type}_min` and `_max`, per type, with the CV's currency. */
  preferences: z.object({
    salary: z.object({
      currency: z.string(),
      permanent_min: z.number().nullable(),
      permanent_max: z.number().nullable(),
      contract_min: z.number().nullable(),
      contract_max: z.number().nullable(),
      hourly_min: z.number().nullable(),
      hourly_max: z.number().nullable(),
      daily_min: z.number().nullable(),
      daily_max: z.number().nullable(),
    }),
  }),
  associations: z.array(z.object({ company: z.object({ name: z.string() }) })),
  list_ids: z.array(z.number().int()),
  job_post_ids: z.array(z.number().int()),
  employee_id: z.number().int().nullable(),
  is_spec_cv: z.boolean(),
  tags: z.array(z.string()),
  updated_at: z.string(),
  /** The summed §9 score and the requested skills the hit has. */
  _rankingInfo: z.object({ score: z.number(), matched: z.array(z.string()) }),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchAnswerSchema = z.object({
  hits: z.array(searchHitSchema),
  nbHits: z.number().int(),
  page: z.number().int(),
  nbPages: z.number().int(),
  hitsPerPage: z.number().int(),
  /** Counts per value over all matching hits (not only this page), when asked for. */
  facets: z.record(z.enum(SEARCH_FACETS), z.record(z.string(), z.number().int())).optional(),
  processingTimeMS: z.number(),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
