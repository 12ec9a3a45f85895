/**
 * What the candidate search stores of one CV (decision 021): the values it filters, scores and sorts
 * by, the text it matches, and the hit each audience gets. Recruiters' text and hit come from the CV
 * itself; marketplace clients' from the anonymous CV the product renders (src/cv/view, with its
 * scrubbing), so a client can neither find nor read a name, email, phone, LinkedIn, birth date or any
 * text the anonymous CV leaves out or scrubs. Pure: no I/O.
 */
import { cvDateOf, durationBetween, endInstant, startInstant } from '../../../cv/format.js';
import { buildCvView, displayName, type CvSection, type CvView } from '../../../cv/view.js';
import { DEFAULT_TEMPLATE_LANGUAGE } from '../../../shared/constants.js';
import { plainText } from '../../../shared/html.js';
import { EXPERIENCE_TIME_RANGE, TENURE_RANGE, type SearchHit } from '../../../shared/schemas/search.js';
import { effectiveTopSkills, experienceDates, type CvData, type Experience, type Location } from '../../../shared/schemas/cv.js';
import { copyRows, type CopyRows } from '../../db/copy-text.js';
import { cellsOfPoints, type GeoPoint } from './geo.js';

/** The agreement and its relations, as the projection reads them. */
export type SearchSource = {
  id: number;
  data: CvData;
  marketplaceAt: Date | null;
  hidden: boolean;
  isSpecCv: boolean;
  candidateApproved: boolean;
  candidateApprovedAt: Date | null;
  recruiterAcceptedAt: Date | null;
  updatedAt: Date;
  /** The organisation's currency, for salaries without one. */
  defaultCurrency: string;
  listIds: number[];
  jobPostIds: number[];
  /** The responsible consultant's employee id. */
  employeeId: number | null;
  /** Company names of the CV's associations. */
  associations: string[];
};

/** Searchable text in four weights (PostgreSQL's A–D): name and title, skills, companies, the rest. */
export type WeightedText = { a: string; b: string; c: string; d: string };

export type StoredHit = Omit<SearchHit, '_rankingInfo'>;

export type SearchDocument = {
  agreementId: number;
  marketplace: boolean;
  hidden: boolean;
  readyForReview: boolean;
  isSpecCv: boolean;
  fullText: WeightedText;
  anonText: WeightedText;
  sortName: string;
  fullTitle: string | null;
  anonTitle: string | null;
  skills: string[];
  topSkills: string[];
  listIds: number[];
  jobPostIds: number[];
  employeeId: number | null;
  fullCompany: string | null;
  anonCompany: string | null;
  tenure: number | null;
  experienceTime: number;
  associationNames: string[];
  geoCells: string[];
  geoLats: number[];
  geoLngs: number[];
  currency: string;
  permanentMin: number | null;
  permanentMax: number | null;
  contractMin: number | null;
  contractMax: number | null;
  hourlyMin: number | null;
  hourlyMax: number | null;
  dailyMin: number | null;
  dailyMax: number | null;
  updatedAt: Date;
  fullHit: StoredHit;
  /** Null unless the CV is on the marketplace. */
  anonHit: StoredHit | null;
};

/** Text as it is matched: accents removed, lower case, words of letters and digits separated by one space. */
export function foldText(text: string): string {
  return searchWords(text).join(' ');
}

/** The words of a text, accent-folded and lower case: what the index holds and the query matches. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A skill as matched: trimmed, lower case. */
export const skillKey = (name: string) => name.trim().toLowerCase();

/** An instant as a count of months (with the fraction of its month gone): spans are measured in it. */
const monthsAt = (d: Date) => {
  const days = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  return d.getUTCFullYear() * 12 + d.getUTCMonth() + (d.getUTCDate() - 1 + d.getUTCHours() / 24) / days;
};

/**
 * The experiences the CV shows, with their spans in months, by the CV's own reading of dates (§9
 * durations, src/cv/format.ts): from the start, to the end of the end month (or its day), or to today
 * while ongoing. Entries without a start are left out.
 */
function spans(experience: readonly Experience[], today: Date) {
  const now = monthsAt(today);
  return experience.flatMap((e) => {
    if (e.hide) return [];
    const { start, end } = experienceDates(e);
    if (!start) return [];
    const from = monthsAt(startInstant(start));
    const to = Math.min(now, end === 'present' ? now : end ? monthsAt(endInstant(end)) : from);
    return to > from ? [{ entry: e, start, from, to, current: end === 'present' }] : [];
  });
}

const clamp = (n: number, range: { min: number; max: number }) => Math.max(range.min, Math.min(range.max, n));
/** Whole years of a length in months, forgiving the float's last bits (36 months are 3 years). */
const wholeYears = (months: number) => Math.floor(months / 12 + 1e-9);

/** Whole years of work, overlapping jobs counted once, 0–25 (25: 25 or more). */
export function experienceYears(experience: readonly Experience[], today: Date): number {
  const sorted = spans(experience, today).sort((x, y) => x.from - y.from);
  let months = 0;
  let reach = -Infinity;
  for (const s of sorted) {
    const from = Math.max(s.from, reach);
    if (s.to > from) months += s.to - from;
    reach = Math.max(reach, s.to);
  }
  return clamp(wholeYears(months), EXPERIENCE_TIME_RANGE);
}

/** The current job (shown, ongoing; the latest started when several) and its whole years so far as the CV counts them, 0–5. */
export function currentJob(experience: readonly Experience[], today: Date): { entry: Experience; tenure: number } | null {
  const current = spans(experience, today)
    .filter((s) => s.current)
    .sort((x, y) => y.from - x.from)[0];
  if (!current) return null;
  const held = durationBetween(current.start, cvDateOf(today));
  return { entry: current.entry, tenure: clamp('years' in held ? held.years : 0, TENURE_RANGE) };
}

const VIEW_INPUT = { settings: null, template: 'classic' as const };

const weighted = (a: string[], b: string[], c: string[], d: string[]): WeightedText => ({ a: foldText(a.join(' ')), b: foldText(b.join(' ')), c: foldText(c.join(' ')), d: foldText(d.join(' ')) });
const filled = (values: (string | null | undefined)[]) => values.filter((v): v is string => !!v && !!v.trim());

/**
 * Recruiters' text, straight from the CV (they may read all of it): the name and title; skills; the
 * companies (real names, and the names shown instead of hidden ones) and institutions; the briefs,
 * job titles and summaries.
 */
function fullTextOf(data: CvData, name: string): WeightedText {
  const jobs = (data.experience ?? []).filter((e) => !e.hide);
  const studies = data.education ?? [];
  return weighted(
    [name, data.title ?? ''],
    [...(data.skills ?? []), ...(data.top_skills ?? [])],
    filled([...jobs.flatMap((e) => [e.company?.name, e.display_company_name]), ...studies.map((e) => e.institution?.name)]),
    filled([
      plainText(data.details),
      plainText(data.anonymous_brief),
      plainText(data.custom_fields?.summary),
      ...jobs.flatMap((e) => [e.title, e.title_additional_info, e.industry ?? e.company?.industry?.name, plainText(e.company_description), plainText(e.summary), plainText(e.project_highlights)]),
      ...studies.flatMap((e) => [e.title, plainText(e.summary)]),
      ...(data.qualification ?? []).map((q) => plainText(q.summary)),
    ]),
  );
}

/** Clients' text: what the anonymous CV shows, by weight (its anonymous name matches nothing). */
function anonTextOf(view: CvView): WeightedText {
  const b: string[] = [];
  const c: string[] = [];
  const d: string[] = [];
  const add = (list: string[], value: string | null | undefined) => {
    if (value) list.push(value);
  };
  const html = (list: string[], value: string | null | undefined) => add(list, plainText(value));
  for (const section of view.sections) {
    switch (section.kind) {
      case 'tags':
        section.items.forEach((i) => add(b, i));
        break;
      case 'rich':
        html(d, section.html);
        break;
      case 'experience':
        for (const g of section.groups) {
          add(c, g.company);
          add(d, g.industry);
          html(d, g.descriptionHtml);
          for (const e of g.entries) {
            add(d, e.title);
            add(d, e.subtitle);
            html(d, e.summaryHtml);
            html(d, e.highlightsHtml);
          }
        }
        break;
      case 'education':
        for (const e of section.entries) {
          add(d, e.title);
          add(c, e.institution);
          html(d, e.summaryHtml);
        }
        break;
      case 'qualifications':
        section.entries.forEach((e) => html(d, e.summaryHtml));
        break;
      case 'notes':
        section.items.forEach((n) => html(d, n.html));
        break;
      default:
        break;
    }
  }
  return weighted([view.header.title ?? ''], b, c, d);
}

const tagsOf = (view: CvView, key: 'skills' | 'top_skills') =>
  (view.sections.find((s): s is Extract<CvSection, { kind: 'tags' }> => s.kind === 'tags' && s.key === key)?.items ?? []).filter(Boolean);

/** The current job as a view shows it: its title and its company (hidden names as the view writes them). */
function currentAsShown(view: CvView, entryId: string | undefined) {
  if (!entryId) return null;
  for (const section of view.sections) {
    if (section.kind !== 'experience') continue;
    for (const g of section.groups) {
      const entry = g.entries.find((e) => e.id === entryId);
      if (entry) return { title: entry.title || null, company_name: g.company || null };
    }
  }
  return null;
}

const point = (l: Location | null | undefined): GeoPoint | null => (l && typeof l.lat === 'number' && typeof l.lng === 'number' ? { lat: l.lat, lng: l.lng } : null);
const place = (l: Location) => ({
  city: l.city ?? null,
  administrative: l.administrative ?? null,
  country: l.country ?? null,
  country_code: l.country_code ?? null,
});

const money = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? n : null);

/** The candidate's salary per search type (§3 `preferences.salary.{type}_min/_max`). */
export function salaryByType(data: CvData) {
  const s = data.preferences?.salary ?? {};
  const daily = !!s.is_daily_rate;
  return {
    permanent_min: money(s.permanent_min),
    permanent_max: money(s.permanent_max),
    contract_min: money(s.annual_min),
    contract_max: money(s.annual_max),
    hourly_min: daily ? null : money(s.hourly_min),
    hourly_max: daily ? null : money(s.hourly_max),
    daily_min: daily ? money(s.hourly_min) : null,
    daily_max: daily ? money(s.hourly_max) : null,
  };
}

/** The tags of §3 a CV carries. */
export function searchTags(source: Pick<SearchSource, 'hidden' | 'candidateApproved' | 'candidateApprovedAt' | 'recruiterAcceptedAt'>) {
  const ready =
    source.candidateApproved && (!source.recruiterAcceptedAt || (source.candidateApprovedAt !== null && source.recruiterAcceptedAt < source.candidateApprovedAt));
  return { hidden: source.hidden, readyForReview: ready };
}

/**
 * The search row of a CV. The anonymous part (clients' text, title, company and hit) is built only
 * for a CV on the marketplace: clients search nothing else, and building the anonymous CV is most of
 * the work.
 */
export function searchDocument(source: SearchSource, today: Date = new Date()): SearchDocument {
  const { data } = source;
  const marketplace = source.marketplaceAt !== null;
  const language = data.custom_fields?.template_language_variant ?? DEFAULT_TEMPLATE_LANGUAGE;
  const name = displayName(data, language);

  const job = currentJob(data.experience ?? [], today);
  const experienceTime = experienceYears(data.experience ?? [], today);

  const locationPoint = point(data.location);
  const preferred = (data.preferences?.preferred_locations ?? []).flatMap((l) => {
    const p = point(l);
    return p ? [{ ...p, ...place(l) }] : [];
  });
  const points = [...(locationPoint ? [locationPoint] : []), ...preferred.map((p) => ({ lat: p.lat, lng: p.lng }))];

  const salary = salaryByType(data);
  const currency = data.preferences?.salary?.currency || source.defaultCurrency;
  const { hidden, readyForReview } = searchTags(source);
  const tags = [...(hidden ? ['hidden'] : []), ...(readyForReview ? ['ready_for_recruiter_review'] : [])];
  const skills = [...new Set((data.skills ?? []).map(skillKey).filter(Boolean))];
  const topSkills = [...new Set(effectiveTopSkills(data).map(skillKey).filter(Boolean))];

  const common = {
    objectID: String(source.id),
    experience_time: experienceTime,
    preferred_locations: preferred,
    location: data.location ? { lat: locationPoint?.lat ?? null, lng: locationPoint?.lng ?? null, ...place(data.location) } : null,
    preferences: { salary: { currency, ...salary } },
    associations: source.associations.map((n) => ({ company: { name: n } })),
    list_ids: source.listIds,
    job_post_ids: source.jobPostIds,
    employee_id: source.employeeId,
    is_spec_cv: source.isSpecCv,
    tags,
    updated_at: source.updatedAt.toISOString(),
  };
  const title = data.title?.trim() || null;
  // Recruiters see the real company, also where the CV shows another name (`hide_company_name`).
  const fullHit: StoredHit = {
    ...common,
    name,
    avatar_url: data.agreement_avatar || data.avatar || null,
    title,
    skills: filled(data.skills ?? []),
    top_skills: filled(effectiveTopSkills(data)),
    current_experience: job ? { title: job.entry.title?.trim() || null, company_name: job.entry.company?.name?.trim() || null, tenure: job.tenure } : null,
  };

  let anon: Pick<SearchDocument, 'anonText' | 'anonTitle' | 'anonCompany' | 'anonHit'> = { anonText: weighted([], [], [], []), anonTitle: null, anonCompany: null, anonHit: null };
  if (marketplace) {
    const view = buildCvView({ ...VIEW_INPUT, data, version: 'anonymous', organisation: { default_currency: source.defaultCurrency }, today });
    const shown = currentAsShown(view, job?.entry.id);
    const anonHit: StoredHit = {
      ...common,
      // The agency's own ids (its lists, its jobs for other clients, its staff) are no client's business.
      list_ids: [],
      job_post_ids: [],
      employee_id: null,
      title: view.header.title,
      skills: tagsOf(view, 'skills'),
      top_skills: tagsOf(view, 'top_skills'),
      current_experience: job ? { title: shown?.title ?? null, company_name: shown?.company_name ?? null, tenure: job.tenure } : null,
    };
    anon = { anonText: anonTextOf(view), anonTitle: view.header.title?.toLowerCase() ?? null, anonCompany: anonHit.current_experience?.company_name ?? null, anonHit };
  }

  return {
    agreementId: source.id,
    marketplace,
    hidden,
    readyForReview,
    isSpecCv: source.isSpecCv,
    fullText: fullTextOf(data, name),
    sortName: name.toLowerCase(),
    fullTitle: title?.toLowerCase() ?? null,
    skills,
    topSkills,
    listIds: source.listIds,
    jobPostIds: source.jobPostIds,
    employeeId: source.employeeId,
    fullCompany: fullHit.current_experience?.company_name ?? null,
    tenure: job?.tenure ?? null,
    experienceTime,
    associationNames: source.associations,
    geoCells: cellsOfPoints(points),
    geoLats: points.map((p) => p.lat),
    geoLngs: points.map((p) => p.lng),
    currency,
    permanentMin: salary.permanent_min,
    permanentMax: salary.permanent_max,
    contractMin: salary.contract_min,
    contractMax: salary.contract_max,
    hourlyMin: salary.hourly_min,
    hourlyMax: salary.hourly_max,
    dailyMin: salary.daily_min,
    dailyMax: salary.daily_max,
    updatedAt: source.updatedAt,
    fullHit,
    ...anon,
  };
}

/** PostgreSQL's limits: a lexeme's bytes (longer words are left out, as `to_tsvector` leaves them out) and a position. */
const MAX_LEXEME_BYTES = 2047;
const MAX_POSITION = 16383;
const encoder = new TextEncoder();

/**
 * A weighted text as a `tsvector` literal: each word of each weight once, at a position of that
 * weight (positions count the entries, up to the largest a vector holds). The words are the text's
 * own (`searchWords`), not what the database's parser would make of them: they are the words a
 * query is made of (`textQuery`), so a word the parser would split or drop (`h₂o²`, `½`) is found
 * (the in-memory index reads its words from these vectors too). Relevance reads only the weights
 * (`RELEVANCE_WEIGHTS`), never the positions.
 */
export function textVector(t: WeightedText): string {
  const entries: string[] = [];
  let position = 0;
  for (const [weight, text] of [['A', t.a], ['B', t.b], ['C', t.c], ['D', t.d]] as const) {
    if (!text) continue;
    // Words hold only letters and digits; a text with a quote or backslash is escaped all the same.
    const escaped = /['\\]/.test(text);
    for (const word of new Set(text.split(' '))) {
      if (!word || (word.length * 3 > MAX_LEXEME_BYTES && encoder.encode(word).length > MAX_LEXEME_BYTES)) continue;
      position = Math.min(position + 1, MAX_POSITION);
      entries.push(`'${escaped ? word.replace(/['\\]/g, '\\$&') : word}':${position}${weight}`);
    }
  }
  return entries.join(' ');
}

/** A search document as the row its write statements read (repository `writeSearchRows`, `copySearchRows`): column names of the table, each text as its vector (`textVector`). */
const searchRow = (d: SearchDocument) => ({
  agreement_id: d.agreementId,
  marketplace: d.marketplace,
  hidden: d.hidden,
  ready_for_review: d.readyForReview,
  is_spec_cv: d.isSpecCv,
  full_text: textVector(d.fullText),
  anon_text: textVector(d.anonText),
  sort_name: d.sortName,
  full_title: d.fullTitle,
  anon_title: d.anonTitle,
  skills: d.skills,
  top_skills: d.topSkills,
  list_ids: d.listIds,
  job_post_ids: d.jobPostIds,
  employee_id: d.employeeId,
  full_company: d.fullCompany,
  anon_company: d.anonCompany,
  tenure: d.tenure,
  experience_time: d.experienceTime,
  association_names: d.associationNames,
  geo_cells: d.geoCells,
  geo_lats: d.geoLats,
  geo_lngs: d.geoLngs,
  currency: d.currency,
  permanent_min: d.permanentMin,
  permanent_max: d.permanentMax,
  contract_min: d.contractMin,
  contract_max: d.contractMax,
  hourly_min: d.hourlyMin,
  hourly_max: d.hourlyMax,
  daily_min: d.dailyMin,
  daily_max: d.dailyMax,
  updated_at: d.updatedAt.toISOString(),
  full_hit: d.fullHit,
  anon_hit: d.anonHit,
});

/**
 * Search rows as the JSON their one write statement reads (repository `writeSearchRows`). Pure, so
 * documents can be built and serialised away from the database.
 */
export const searchRowsJson = (docs: readonly SearchDocument[]): string => JSON.stringify(docs.map(searchRow));

/** The same rows as a COPY text (repository `copySearchRows`, for bulk loads: the seed builds them in worker threads). */
export const searchRowsCopy = (docs: readonly SearchDocument[]): CopyRows => copyRows(docs.map(searchRow));
