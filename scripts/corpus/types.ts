/**
 * The resume corpus generator's model (`npm run corpus:generate`): synthetic people, the layout
 * families that render them to PDF or DOCX, and the truth file written beside each rendered file
 * (the field names of the labelled corpus the parser is measured on; see `truth.ts`).
 */

/** The CV languages the corpus covers (the product's six plus Spanish and Portuguese). */
export const CORPUS_LANGUAGES = ['en', 'nl', 'de', 'fr', 'es', 'it', 'pt', 'ja'] as const;
export type CorpusLanguage = (typeof CORPUS_LANGUAGES)[number];

/** A month of a year; `month` 1–12, or null where the person's record has only the year. */
export type YearMonth = { year: number; month: number | null };

export type Job = {
  title: string;
  company: string;
  /** City (and country code) of the job, printed by some layouts after the company. */
  city: string | null;
  country: string | null;
  start: YearMonth;
  /** null: the current job. */
  end: YearMonth | null;
  /** Plain-text bullet points (achievements, tasks); may be empty. */
  bullets: string[];
  /** A paragraph that some layouts print instead of / above the bullets; may be null. */
  summary: string | null;
};

export type Study = {
  /** Degree and area as one string, as the truth wants it ("MSc Computer Science"). */
  title: string;
  degree: string;
  area: string;
  institution: string;
  city: string | null;
  start: YearMonth | null;
  end: YearMonth;
  summary: string | null;
};

export type SkillGroup = { name: string; keywords: string[] };

export type Person = {
  /** File-name stem, unique in a run: `sanne-de-vries`, `tanaka-yui` (ASCII, lower case). */
  slug: string;
  language: CorpusLanguage;
  /** Name parts per the truth rules: particles and double surnames in `last`; Japanese: family name in `last`. */
  first: string;
  last: string;
  /** How the name is printed (`Sanne de Vries`, `佐藤 健`, `GARCÍA LÓPEZ, María José` is a layout's choice). */
  displayName: string;
  headline: string;
  email: string;
  /** Phones as written (national or international format); one or two. */
  phones: string[];
  /** Full URL `https://www.linkedin.com/in/handle`, or null. */
  linkedin: string | null;
  website: string | null;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Country name in the CV language, as printed. */
  countryName: string;
  /** Postcode and street, printed by some layouts (German and Dutch letters), or null. */
  street: string | null;
  postcode: string | null;
  birthDate: string | null;
  /** Profile paragraph. */
  summary: string;
  /** Most recent first (layouts reverse it where their style wants oldest first). */
  jobs: Job[];
  studies: Study[];
  skillGroups: SkillGroup[];
  /**
   * Language names as written in the CV language, with a level text in that language. `rank` (added
   * for layouts that print levels their own way, such as the product's 1–5 scale): 1 native … 5 basic.
   */
  languages: { name: string; level: string; rank?: 1 | 2 | 3 | 4 | 5 }[];
  /** Awards, certificates and volunteering lines: never jobs. */
  certificates: { name: string; issuer: string; year: number }[];
  awards: { title: string; year: number }[];
  volunteering: { role: string; organisation: string; start: YearMonth; end: YearMonth | null }[];
};

/** The truth file: the labelled corpus's field names, plus summaries (scored by token F1). */
export type Truth = {
  _meta: {
    file: string;
    family: string;
    /** The family again, under the labelled corpus's name for it, so `score.mjs --by=theme` groups by family. */
    theme?: string;
    /** Layout families are grouped for leave-one-family-out measurement. */
    group: string;
    language: CorpusLanguage;
    format: 'pdf' | 'docx';
    produced_by: string;
    not_rendered: TruthField[];
  };
  first_name: string | null;
  last_name: string | null;
  title: string | null;
  email: string | null;
  phones: string[];
  linkedin: string | null;
  location: { city: string | null; country: string | null };
  experience: {
    title: string | null;
    company: string | null;
    start_year: number | null;
    start_month: number | null;
    end_year: number | null;
    end_month: number | null;
    currently_working: boolean;
    summary?: string | null;
  }[];
  education: { title: string | null; institution: string | null; start_year: number | null; graduation_year: number | null; summary?: string | null }[];
  skills: string[];
  languages: string[];
  /** The profile paragraph as printed, or null. */
  summary?: string | null;
  /** The CV language the parser should detect. */
  cv_language?: CorpusLanguage;
};

/**
 * Truth fields a rendering may leave out; `truth.ts` nulls or empties them. `experience.month`:
 * months not printed (years only); `location.country`: the city without a country.
 */
export type TruthField =
  | 'title' | 'email' | 'phones' | 'linkedin' | 'location' | 'location.country' | 'summary' | 'skills' | 'languages'
  | 'experience.month' | 'experience.summary' | 'education' | 'education.start_year' | 'education.summary';

/** What a layout family prints and how (the truth follows it). */
export type Rendered = {
  bytes: Uint8Array;
  format: 'pdf' | 'docx';
  /** Tool chain, for the truth's `_meta.produced_by`. */
  producedBy: string;
  /**
   * Truth fields this rendering does not show: `location`, `linkedin`, `phones`, `title`,
   * `summary`, `experience.month` (months not printed), `education.start_year`, `languages`…
   * `truth.ts` nulls or drops them.
   */
  notRendered: TruthField[];
  /**
   * How the document writes the person's text where it is not as recorded (TeX's ligatures print
   * "O'Brien" as "O’Brien"); the truth's texts go through it. Default: as recorded.
   */
  printedAs?: (text: string) => string;
  /**
   * Per study (the person's order), its title as printed and which of its years the document prints,
   * where a layout does not print `Study.title` and every year of the section (a JSON Resume theme
   * prints degree and area, and a study's dates only as a range).
   */
  printedStudies?: { title: string; start: boolean; graduation: boolean }[];
  /** Sections listed oldest first (rirekisho order, or the product's Japanese experience); default most recent first. */
  oldestFirst?: ('experience' | 'education')[];
  /**
   * Summaries exactly as printed, where they differ from the person's (the profile, and per entry in
   * the person's order: a layout that prints bullets but not the paragraph above them). A value
   * given here wins over the default (paragraph and bullets joined by newlines).
   */
  printedSummaries?: { profile?: string | null; experience?: (string | null)[]; education?: (string | null)[] };
};

export type RenderOptions = {
  format: 'pdf' | 'docx';
  /** Deterministic randomness for this document (date style, heading style, order…). */
  random: () => number;
};

export type LayoutFamily = {
  /** Unique family name (`moderncv-classic`, `theme-even`, `tabular-de`, `product-classic`…). */
  name: string;
  /** Group for leave-one-family-out: families that share a renderer/tool share a group. */
  group: string;
  formats: ('pdf' | 'docx')[];
  /** Languages this family can print (default all). */
  languages?: CorpusLanguage[];
  /** null when it can render on this machine; otherwise what is missing (e.g. "xelatex not found: apt-get install texlive-xetex"). */
  available(): Promise<string | null>;
  /**
   * null when it prints this person faithfully; otherwise why not (a character its fonts lack or
   * print without a Unicode map). The generator renders the person through other families. Default: never refuses.
   */
  refuses?(person: Person): Promise<string | null>;
  render(person: Person, options: RenderOptions): Promise<Rendered>;
};
