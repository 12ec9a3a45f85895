/**
 * The shape of the generator's vocabulary: what each CV language supplies (`LanguageVocab`, one
 * module per language under `lang/`) and the occupational fields careers are drawn from.
 */

/** Occupational fields a career is drawn from. */
export const FIELDS = ['software', 'finance', 'hospitality', 'construction', 'healthcare', 'marketing', 'logistics', 'teaching', 'engineering', 'sales'] as const;
export type FieldKey = (typeof FIELDS)[number];

/**
 * One occupational field in one CV language. Templates may hold slots that `fill` replaces:
 * `{n}` a small count (3–25), `{big}` a larger count (50–5,000, written the language's way),
 * `{pct}` a percentage figure (5–40), `{months}` 2–12, `{tool}` one of the field's `tools`.
 */
export type FieldVocab = {
  /** Job titles by seniority: entry, experienced, senior, lead/manager. */
  titles: [string[], string[], string[], string[]];
  /** Skill groups as a CV prints them (the group name is never a skill in the truth). */
  skills: { group: string; items: string[] }[];
  /** Tools and methods named inside bullets (`{tool}`). */
  tools: string[];
  /** Achievement and task bullets. */
  bullets: string[];
  /** One- or two-sentence descriptions of a role, printed above or instead of bullets. */
  jobSummaries: string[];
  /** What the person is good at, for the profile paragraph ("{focus}"). */
  focus: string[];
  /** The field as a noun phrase for the profile paragraph ("{field}": "software development"). */
  noun: string[];
  /** Study areas (with the degree: "BSc" + "Computer Science"); `voc:` marks a vocational training ("voc:Hotelfachmann"), which only vocational degrees take. */
  areas: string[];
  /** Company name patterns: `{brand}`, `{surname}`, `{city}`; the legal form is added per country unless the pattern has `{legal}` or `{nolegal}`. */
  companies: string[];
  /** Certificates of the field (name, issuer). */
  certificates: [string, string][];
};

export type LanguageVocab = {
  fields: Record<FieldKey, FieldVocab>;
  /** Profile paragraph sentences: openers (`{title}`, `{years}`, `{field}`), middles (`{focus}`, `{focus2}`), closers. */
  profile: { openers: string[]; middles: string[]; closers: string[] };
  /** Degrees by level; a trailing connector ("Licenciatura en") joins the area. */
  degrees: { vocational: string[]; bachelor: string[]; master: string[]; doctorate: string[] };
  /** Spoken-language levels by rank (1 native … 5 basic), as this language writes them. */
  levels: Record<1 | 2 | 3 | 4 | 5, string[]>;
  /** Award templates (`{year}` not included: the year is separate). */
  awards: string[];
  volunteering: { roles: string[]; organisations: string[] };
  /** Generic certificates of this country's CVs (driving licence, first aid, language tests). */
  certificates: [string, string][];
  /** Soft skills, sometimes printed as their own group. */
  softSkills: { group: string; items: string[] };
  /** Invented brand words for company names (place-like, in this language). */
  brands: string[];
  /** Whether language names are written capitalised in this language's CVs (German nouns always; French, Spanish… mostly). */
  capitaliseLanguageNames: boolean;
};
