/**
 * The parameters of a candidate search screen (§4, §5, §7, §9): the filter form as the screen holds
 * it, the request of the search contract it makes, and how a screen keeps them in local storage
 * (per screen; the defaults are show_all true, §4). Pure, no React.
 */
import { PAGINATION_DEFAULT_PAGE_SIZE, STORAGE_KEYS } from '../../../shared/constants.js';
import {
  DEFAULT_DISTANCE_UNIT,
  DISTANCE_UNITS,
  EXPERIENCE_TIME_RANGE,
  SALARY_TYPES,
  SEARCH_SORT_FIELDS,
  TENURE_RANGE,
  normaliseSkillFilterName,
  type DistanceUnit,
  type SalaryType,
  type SearchRequest,
  type SearchSkill,
  type SearchSortField,
} from '../../../shared/schemas/search.js';
import type { Location } from '../../../shared/schemas/cv.js';
import type { SortState } from '../../components/sortable-header.js';
import { localStore } from '../../lib/storage.js';

export type Sort = SortState<SearchSortField>;

export type SearchForm = {
  query: string;
  skills: SearchSkill[];
  /** The place picked with the places picker (with its geometry), the radius and its unit. */
  location: { place: Location | null; radius: number; unit: DistanceUnit };
  salary: { type: SalaryType | null; min: number | null; max: number | null };
  /** [min, max] in years; the whole range is no filter. */
  tenure: [number, number];
  experience: [number, number];
  list_ids: number[];
  job_post_ids: number[];
  /** The CVs of one employee (the signed-in recruiter's own, on account/candidates). */
  employee_id: number | null;
  companies: string[];
  associations: string[];
  show_hidden: boolean;
  show_ready_review: boolean;
  show_all: boolean;
  show_spec_cv: boolean;
};

/** What a screen keeps: the form, the sort state and the page (0-based, as the search counts). */
export type SavedSearch = { form: SearchForm; sort: Sort; page: number };

export const DEFAULT_RADIUS = 25;

export const defaultSearchForm = (): SearchForm => ({
  query: '',
  skills: [],
  location: { place: null, radius: DEFAULT_RADIUS, unit: DEFAULT_DISTANCE_UNIT },
  salary: { type: null, min: null, max: null },
  tenure: [TENURE_RANGE.min, TENURE_RANGE.max],
  experience: [EXPERIENCE_TIME_RANGE.min, EXPERIENCE_TIME_RANGE.max],
  list_ids: [],
  job_post_ids: [],
  employee_id: null,
  companies: [],
  associations: [],
  show_hidden: false,
  show_ready_review: false,
  // §4: the saved search parameters' default.
  show_all: true,
  show_spec_cv: false,
});

export const defaultSavedSearch = (): SavedSearch => ({ form: defaultSearchForm(), sort: null, page: 0 });

const sameName = (a: string, b: string) => normaliseSkillFilterName(a).toLocaleLowerCase() === normaliseSkillFilterName(b).toLocaleLowerCase();

/**
 * §5: a skill is added only if that name is not already present (whatever its kind); quotes and
 * braces in the name become a single quote. Answers the skills unchanged otherwise.
 */
export function addSkill(skills: SearchSkill[], name: string, mod: SearchSkill['mod']): SearchSkill[] {
  const clean = normaliseSkillFilterName(name);
  if (!clean || skills.some((s) => sameName(s.name, clean))) return skills;
  return [...skills, { name: clean, mod }];
}

const range = (value: [number, number], bounds: { min: number; max: number }) => {
  const r: { min?: number; max?: number } = {};
  if (value[0] > bounds.min) r.min = value[0];
  if (value[1] < bounds.max) r.max = value[1];
  return r.min === undefined && r.max === undefined ? undefined : r;
};

/** The search contract's request of a screen's parameters (only what narrows the search is sent). */
export function toSearchRequest({ form, sort, page }: SavedSearch): SearchRequest {
  const filters: NonNullable<SearchRequest['filters']> = {};
  if (form.skills.length) filters.skills = form.skills;
  const { place, radius, unit } = form.location;
  if (place && typeof place.lat === 'number' && typeof place.lng === 'number' && radius > 0) {
    filters.location = { lat: place.lat, lng: place.lng, radius, unit };
  }
  if (form.salary.type) {
    filters.salary = { type: form.salary.type };
    if (form.salary.min !== null) filters.salary.min = form.salary.min;
    if (form.salary.max !== null) filters.salary.max = form.salary.max;
  }
  const tenure = range(form.tenure, TENURE_RANGE);
  if (tenure) filters.tenure = tenure;
  const experience = range(form.experience, EXPERIENCE_TIME_RANGE);
  if (experience) filters.experience_time = experience;
  if (form.list_ids.length) filters.list_ids = form.list_ids;
  if (form.job_post_ids.length) filters.job_post_ids = form.job_post_ids;
  if (form.employee_id !== null) filters.employee_id = form.employee_id;
  if (form.companies.length) filters.companies = form.companies;
  if (form.associations.length) filters.associations = form.associations;

  const request: SearchRequest = { page, hitsPerPage: PAGINATION_DEFAULT_PAGE_SIZE, filters, facets: true };
  const query = form.query.trim();
  if (query) request.query = query;
  if (form.show_all) request.show_all = true;
  if (form.show_hidden) request.show_hidden = true;
  if (form.show_ready_review) request.show_ready_review = true;
  if (form.show_spec_cv) request.show_spec_cv = true;
  if (sort) request.sort = sort;
  return request;
}

/** How many filters of the form narrow the search (the search box and the tag toggles not counted). */
export function activeFilters(form: SearchForm): number {
  const f = toSearchRequest({ form, sort: null, page: 0 }).filters ?? {};
  return Object.keys(f).length;
}

// ── Local storage ────────────────────────────────────────────────────────────────────────────────

export const savedSearchKey = (screen: string) => `${STORAGE_KEYS.searchParams}.${screen}`;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const numbers = (v: unknown) => (Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n) && n > 0) : []);
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : []);
const clampRange = (v: unknown, bounds: { min: number; max: number }): [number, number] => {
  if (!Array.isArray(v) || v.length !== 2 || !v.every((n) => typeof n === 'number' && Number.isFinite(n))) return [bounds.min, bounds.max];
  const lo = Math.min(Math.max(v[0] as number, bounds.min), bounds.max);
  const hi = Math.min(Math.max(v[1] as number, lo), bounds.max);
  return [lo, hi];
};
const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);

/**
 * The saved parameters of a screen, read defensively: storage written by an older version, or by
 * hand, falls back field by field to the defaults instead of breaking the screen.
 */
export function loadSavedSearch(screen: string): SavedSearch {
  const saved = localStore.getJSON<unknown>(savedSearchKey(screen));
  const defaults = defaultSavedSearch();
  if (!isObject(saved) || !isObject(saved.form)) return defaults;
  const f = saved.form;
  const d = defaults.form;
  const location = isObject(f.location) ? f.location : {};
  const place = isObject(location.place) && typeof location.place.lat === 'number' && typeof location.place.lng === 'number' ? (location.place as Location) : null;
  const salary = isObject(f.salary) ? f.salary : {};
  let skills: SearchSkill[] = [];
  for (const s of Array.isArray(f.skills) ? f.skills : []) {
    if (isObject(s) && typeof s.name === 'string' && (s.mod === 0 || s.mod === 1 || s.mod === 2)) skills = addSkill(skills, s.name, s.mod);
  }
  const flag = (key: keyof SearchForm) => (typeof f[key] === 'boolean' ? (f[key] as boolean) : (d[key] as boolean));
  const form: SearchForm = {
    query: typeof f.query === 'string' ? f.query : d.query,
    skills,
    location: {
      place,
      radius: typeof location.radius === 'number' && location.radius > 0 ? location.radius : d.location.radius,
      unit: typeof location.unit === 'string' && location.unit in DISTANCE_UNITS ? (location.unit as DistanceUnit) : d.location.unit,
    },
    salary: {
      type: SALARY_TYPES.includes(salary.type as SalaryType) ? (salary.type as SalaryType) : null,
      min: amount(salary.min),
      max: amount(salary.max),
    },
    tenure: clampRange(f.tenure, TENURE_RANGE),
    experience: clampRange(f.experience, EXPERIENCE_TIME_RANGE),
    list_ids: numbers(f.list_ids),
    job_post_ids: numbers(f.job_post_ids),
    employee_id: Number.isInteger(f.employee_id) && (f.employee_id as number) > 0 ? (f.employee_id as number) : null,
    companies: strings(f.companies),
    associations: strings(f.associations),
    show_hidden: flag('show_hidden'),
    show_ready_review: flag('show_ready_review'),
    show_all: flag('show_all'),
    show_spec_cv: flag('show_spec_cv'),
  };
  const s = saved.sort;
  const sort: Sort =
    isObject(s) && SEARCH_SORT_FIELDS.includes(s.by as SearchSortField) && (s.order === 'asc' || s.order === 'desc')
      ? { by: s.by as SearchSortField, order: s.order }
      : null;
  const page = Number.isInteger(saved.page) && (saved.page as number) >= 0 ? (saved.page as number) : 0;
  return { form, sort, page };
}

export function storeSavedSearch(screen: string, saved: SavedSearch) {
  localStore.setJSON(savedSearchKey(screen), saved);
}
