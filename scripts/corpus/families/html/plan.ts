/**
 * One document's choices, drawn once from its seeded randomness: the date style, the heading
 * variants, which of the person's fields it prints — and from those, exactly the truth fields it
 * leaves out (`Rendered.notRendered`). Every hand-made layout draws its plan here, so the truth
 * cannot drift from what a layout prints.
 */
import { DATE_STYLES, formatMonth, formatRange, heading as headingVariant, type DateStyle, type HeadingKey } from '../../format.js';
import { chance, pick, seeded } from '../../random.js';
import type { CorpusLanguage, Person, Study, TruthField, YearMonth } from '../../types.js';

/** What one document prints of a person; every flag is a truth field it may leave out. */
export type Show = {
  headline: boolean;
  summary: boolean;
  email: boolean;
  phones: boolean;
  linkedin: boolean;
  location: boolean;
  /** The country beside the city (only with `location`). */
  country: boolean;
  /** The summaries and bullets of jobs. */
  jobDetails: boolean;
  education: boolean;
  /** The year a study began (else the graduation year alone). */
  educationStart: boolean;
  studySummary: boolean;
  skills: boolean;
  languages: boolean;
};

/** The chance of each flag being on; a layout overrides those its style decides. */
export type Odds = Partial<Record<keyof Show, number>>;

const ODDS: Record<keyof Show, number> = {
  headline: 0.85,
  summary: 0.8,
  email: 1,
  phones: 0.97,
  linkedin: 0.6,
  location: 0.9,
  country: 0.45,
  jobDetails: 1,
  education: 1,
  educationStart: 0.7,
  studySummary: 0.6,
  skills: 0.95,
  languages: 0.95,
};

/**
 * Text a document printed that its test looks for: every date of an entry, every section heading,
 * and each icon glyph with the text it stands before (glyph first).
 */
export type Printed = { dates: string[]; headings: string[]; marks: string[] };

export type PlanOptions = {
  odds?: Odds;
  /** Date styles this layout uses (default all). */
  styles?: readonly DateStyle[];
  /** Chance of "seit Oktober 2014" for the current job, in languages that write it. */
  since?: number;
  /** Chance of "May – August 2014" for a range within one year (month-name styles only). */
  sameYearShort?: number;
  /** Sections the layout lists oldest first (the Japanese history table). */
  oldestFirst?: ('experience' | 'education')[];
};

export type Plan = {
  person: Person;
  language: CorpusLanguage;
  random: () => number;
  style: DateStyle;
  show: Show;
  /** The country as this document writes it: its name, or (one document in five) its ISO code. */
  country: string;
  printed: Printed;
  /** Sections this document lists oldest first. */
  oldestFirst: ('experience' | 'education')[];
  /** The section heading of this document for a key (one variant per document). */
  heading(key: HeadingKey): string;
  /** An entry's date range in the document's style, recorded as printed. */
  range(start: YearMonth | null, end: YearMonth | null): string;
  /** One date of an entry in the document's style, recorded as printed. */
  date(date: YearMonth): string;
  /** Records a date a layout wrote its own way (a table's year and month cells). */
  note(printedDate: string): string;
  /** The truth fields this document does not print. */
  notRendered(): TruthField[];
};

export function planDocument(person: Person, random: () => number, options: PlanOptions = {}): Plan {
  const language = person.language;
  const odds = { ...ODDS, ...options.odds };
  const show = Object.fromEntries((Object.keys(ODDS) as (keyof Show)[]).map((key) => [key, chance(odds[key], random)])) as Show;
  const styles = options.styles ?? DATE_STYLES;
  const style = pick(styles, random);
  const since = chance(options.since ?? 0.15, random);
  const sameYearShort = chance(options.sameYearShort ?? 0.6, random);
  // One joiner and one word for "present" per document: each range draws them from the same seed.
  const dateSeed = Math.floor(random() * 2 ** 32);
  const headings = new Map<HeadingKey, string>();
  const printed: Printed = { dates: [], headings: [], marks: [] };
  const note = (text: string) => {
    printed.dates.push(text);
    return text;
  };

  return {
    person,
    language,
    random,
    style,
    show,
    country: chance(0.2, random) ? person.country : person.countryName,
    printed,
    oldestFirst: options.oldestFirst ?? [],
    heading(key) {
      let text = headings.get(key);
      if (text === undefined) headings.set(key, (text = headingVariant(language, key, random)));
      printed.headings.push(text);
      return text;
    },
    range: (start, end) => note(formatRange(start, end, { style, language, random: seeded(dateSeed), since, sameYearShort })),
    date: (date) => note(formatMonth(date, style, language)),
    note,
    notRendered: () => leftOut(person, show, style),
  };
}

/** The truth fields a document with these flags and date style leaves out (only those the person has). */
function leftOut(person: Person, show: Show, style: DateStyle): TruthField[] {
  const out: TruthField[] = [];
  const missing = (field: TruthField, printedIt: boolean, personHasIt: boolean) => {
    if (!printedIt && personHasIt) out.push(field);
  };
  missing('title', show.headline, Boolean(person.headline));
  missing('summary', show.summary, Boolean(person.summary));
  missing('email', show.email, Boolean(person.email));
  missing('phones', show.phones, person.phones.length > 0);
  missing('linkedin', show.linkedin, Boolean(person.linkedin));
  missing('location', show.location, Boolean(person.city));
  if (show.location) missing('location.country', show.country, Boolean(person.country));
  missing('experience.month', style !== 'yyyy', person.jobs.some((j) => j.start.month !== null || (j.end?.month ?? null) !== null));
  missing('experience.summary', show.jobDetails, person.jobs.some((j) => j.summary || j.bullets.length > 0));
  missing('education', show.education, person.studies.length > 0);
  if (show.education) {
    missing('education.start_year', show.educationStart, person.studies.some((s) => s.start));
    missing('education.summary', show.studySummary, person.studies.some((s) => s.summary));
  }
  missing('skills', show.skills, person.skillGroups.some((g) => g.keywords.length > 0));
  missing('languages', show.languages, person.languages.length > 0);
  return out;
}

/** A study's dates as the plan prints them: the range, or the graduation date alone when it leaves the start out. */
export const studyDates = (plan: Plan, study: Study): string => (plan.show.educationStart && study.start ? plan.range(study.start, study.end) : plan.date(study.end));
