/**
 * What the candidate search stores of one CV (decision 021): the values it filters, scores and sorts
 * by, the text it matches, and the hit each audience gets. Built from the CV views the product
 * renders (src/cv/view): recruiters' text and hit from the full CV, marketplace clients' from the
 * anonymous CV, so a client can neither find nor read a name, email, phone, LinkedIn, birth date or
 * any text the anonymous CV leaves out or scrubs. Pure: no I/O.
 */
import { buildCvView, type CvSection, type CvView } from '../../../cv/view.js';
import { plainText } from '../../../shared/html.js';
import { EXPERIENCE_TIME_RANGE, TENURE_RANGE, type SearchHit } from '../../../shared/schemas/search.js';
import { effectiveTopSkills, experienceDates, type CvData, type CvDate, type Experience, type Location } from '../../../shared/schemas/cv.js';
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
  anonHit: StoredHit;
};

/**
 * Text as it is matched: accents removed, lower case, words of letters and digits separated by one
 * space (so PostgreSQL's parser sees the same words the query is split into).
 */
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

const monthIndex = (d: CvDate, end: boolean) => d.year * 12 + (d.month ? d.month - 1 : end ? 11 : 0);

/** The experiences the CV shows, with their spans in months ([start, end) month indexes); entries without a start are left out. */
function spans(experience: readonly Experience[], today: Date) {
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return experience.flatMap((e) => {
    if (e.hide) return [];
    const { start, end } = experienceDates(e);
    if (!start) return [];
    const from = monthIndex(start, false);
    const to = end === 'present' ? now + 1 : end ? monthIndex(end, true) + 1 : from + 1;
    return to > from ? [{ entry: e, from, to: Math.min(to, now + 1), current: end === 'present' }] : [];
  });
}

const clamp = (n: number, range: { min: number; max: number }) => Math.max(range.min, Math.min(range.max, n));

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
  return clamp(Math.floor(months / 12), EXPERIENCE_TIME_RANGE);
}

/** The current job (shown, ongoing; the latest started when several) and its whole years so far, 0–5. */
export function currentJob(experience: readonly Experience[], today: Date): { entry: Experience; tenure: number } | null {
  const current = spans(experience, today)
    .filter((s) => s.current)
    .sort((x, y) => y.from - x.from)[0];
  return current ? { entry: current.entry, tenure: clamp(Math.floor((current.to - current.from) / 12), TENURE_RANGE) } : null;
}

const VIEW_INPUT = { settings: null, template: 'classic' as const };

/** The texts a view shows, by weight; `name` is the full CV's only (the anonymous name matches nothing). */
function viewText(view: CvView, name: string | null): WeightedText {
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
  return { a: foldText([name ?? '', view.header.title ?? ''].join(' ')), b: foldText(b.join(' ')), c: foldText(c.join(' ')), d: foldText(d.join(' ')) };
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

export function searchDocument(source: SearchSource, today: Date = new Date()): SearchDocument {
  const { data } = source;
  const organisation = { default_currency: source.defaultCurrency };
  const full = buildCvView({ ...VIEW_INPUT, data, version: 'full', organisation, today });
  const anon = buildCvView({ ...VIEW_INPUT, data, version: 'anonymous', organisation, today });
  const name = full.header.name;

  const job = currentJob(data.experience ?? [], today);
  const experienceTime = experienceYears(data.experience ?? [], today);
  const fullCurrent = currentAsShown(full, job?.entry.id);
  const anonCurrent = currentAsShown(anon, job?.entry.id);

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
  // Recruiters know the companies the full CV may hide (`hide_company_name`): their hit and text have the real names.
  const realCompany = job?.entry.company?.name?.trim() || fullCurrent?.company_name || null;
  const fullText = viewText(full, name);
  const realCompanies = foldText((data.experience ?? []).filter((e) => !e.hide && e.hide_company_name).map((e) => e.company?.name ?? '').join(' '));
  if (realCompanies) fullText.c = `${fullText.c} ${realCompanies}`.trim();
  const fullHit: StoredHit = {
    ...common,
    name,
    avatar_url: data.agreement_avatar || data.avatar || null,
    title: full.header.title,
    skills: (data.skills ?? []).filter((s) => s.trim()),
    top_skills: effectiveTopSkills(data).filter((s) => s.trim()),
    current_experience: job ? { title: fullCurrent?.title ?? null, company_name: realCompany, tenure: job.tenure } : null,
  };
  const anonHit: StoredHit = {
    ...common,
    title: anon.header.title,
    skills: tagsOf(anon, 'skills'),
    top_skills: tagsOf(anon, 'top_skills'),
    current_experience: job ? { title: anonCurrent?.title ?? null, company_name: anonCurrent?.company_name ?? null, tenure: job.tenure } : null,
  };

  return {
    agreementId: source.id,
    marketplace: source.marketplaceAt !== null,
    hidden,
    readyForReview,
    isSpecCv: source.isSpecCv,
    fullText,
    anonText: viewText(anon, null),
    sortName: name.toLowerCase(),
    fullTitle: full.header.title?.toLowerCase() ?? null,
    anonTitle: anon.header.title?.toLowerCase() ?? null,
    skills,
    topSkills,
    listIds: source.listIds,
    jobPostIds: source.jobPostIds,
    employeeId: source.employeeId,
    fullCompany: fullHit.current_experience?.company_name ?? null,
    anonCompany: anonHit.current_experience?.company_name ?? null,
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
    anonHit,
  };
}
