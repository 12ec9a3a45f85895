/**
 * Synthetic people for the resume corpus: `generatePeople({count, seed, languages})`.
 *
 * Each person is drawn with a randomness of their own (`seedOf(seed, index)`), so a run of 8 people
 * is the first 8 of a run of 20 with the same seed, and the same seed gives the same people on
 * every machine. Languages are dealt round-robin from a seeded order, so every CV language gets its
 * share. A person has a culture of the CV language (names, where they live, what they speak), one
 * occupational field (sometimes a change of field early on), 2–6 jobs most recent first without
 * overlaps, 1–3 studies that end before or during the career, skills, spoken languages, contact
 * details with fictional phone numbers and example.* e-mail addresses, and sometimes certificates,
 * awards and volunteering (never jobs).
 */
import { chance, int, pick, sample, seeded, seedOf, shuffle } from './random.js';
import { CORPUS_LANGUAGES, type CorpusLanguage, type Job, type Person, type SkillGroup, type Study, type YearMonth } from './types.js';
import { fill } from './vocab/fill.js';
import { FIELDS, VOCAB, type FieldKey, type FieldVocab, type LanguageVocab } from './vocab/index.js';
import { ORIGINS, type Gender, type NameParts, type Origin } from './vocab/names.js';
import { cityName, COUNTRIES, digits, institutionsOf, postcodeOf, type City, type Country } from './vocab/places.js';
import { STUDY_NOTES } from './vocab/studies.js';

/** The last month of the corpus's calendar: current jobs run until here, no date is later. */
export const CORPUS_TODAY: YearMonth = { year: 2025, month: 9 };

/** `start`: the index of the first person, so a long run can be drawn in parts (people `start` … `start + count − 1`). */
export type GenerateOptions = { count: number; seed: number; start?: number; languages?: readonly CorpusLanguage[] };

export function generatePeople({ count, seed, start = 0, languages = CORPUS_LANGUAGES }: GenerateOptions): Person[] {
  if (!languages.length) throw new Error('generatePeople: no languages');
  const order = shuffle(languages, seeded(seedOf('languages', seed)));
  const slugs = new Set<string>();
  const people: Person[] = [];
  for (let i = start; i < start + count; i++) {
    const person = generatePerson(order[i % order.length], seeded(seedOf('person', seed, i)));
    let slug = person.slug;
    for (let n = 2; slugs.has(slug); n++) slug = `${person.slug}-${n}`;
    slugs.add(slug);
    people.push({ ...person, slug });
  }
  return people;
}

// ── helpers ──────────────────────────────────────────────────────────────────────────────────────

const weighted = <T>(items: readonly [T, number][], random: () => number): T => {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let r = random() * total;
  for (const [item, w] of items) if ((r -= w) < 0) return item;
  return items[items.length - 1][0];
};

/** ASCII, lower case, for slugs, e-mails and handles. */
export function fold(s: string): string {
  return s
    .replace(/ß/g, 'ss')
    .replace(/[łŁ]/g, 'l')
    .replace(/[øØ]/g, 'o')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[œŒ]/g, 'oe')
    .replace(/ı/g, 'i')
    .replace(/[đĐ]/g, 'd')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '');
}
const slugOf = (...parts: string[]) =>
  parts
    .map((p) => fold(p).replace(/[^a-z0-9]+/g, '-'))
    .join('-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
const compact = (s: string) => fold(s).replace(/[^a-z0-9]+/g, '');

const index = (d: YearMonth) => d.year * 12 + ((d.month ?? 1) - 1);
const fromIndex = (i: number): YearMonth => ({ year: Math.floor(i / 12), month: (i % 12) + 1 });

const languageNames = new Map<CorpusLanguage, Intl.DisplayNames>();
function languageName(code: string, language: CorpusLanguage, capitalise: boolean): string | null {
  let names = languageNames.get(language);
  if (!names) languageNames.set(language, (names = new Intl.DisplayNames([language], { type: 'language', fallback: 'none' })));
  const name = names.of(code);
  if (!name || name.toLowerCase() === code) return null;
  return capitalise ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : name;
}

const regionNames = new Map<CorpusLanguage, Intl.DisplayNames>();
export function countryNameOf(code: string, language: CorpusLanguage): string {
  let names = regionNames.get(language);
  if (!names) regionNames.set(language, (names = new Intl.DisplayNames([language], { type: 'region' })));
  return names.of(code) ?? code;
}

/** Feminine job titles, which a man's CV does not carry (a woman's may carry either form, as CVs do). */
const FEMININE_TITLE: Partial<Record<CorpusLanguage, RegExp>> = {
  de: /(erin|eurin|entin|antin|istin|orin|frau)\b/,
  nl: /vrouw\b/,
  fr: /\p{L}(euse|rice|ière|enne|ée|ante|eure|iste principale)(\s|$)|Professeure|Responsable financière|Cheffe/u,
  es: /\p{L}(ora|era|efa|ica|iva|aria|ienta|estra)(\s|$)/u,
  it: /\p{L}(trice|iera|ata|aria|etta|essa|gnera|iva)(\s|$)/u,
  pt: /\p{L}(ária|ora|eira|ica|ada|ista Estagiária)(\s|$)/u,
};
const titlesFor = (titles: readonly string[], gender: Gender, language: CorpusLanguage) => {
  const feminine = FEMININE_TITLE[language];
  const fitting = gender === 'm' && feminine ? titles.filter((t) => !feminine.test(t)) : titles;
  return fitting.length ? fitting : titles;
};

/** "motivé(e)", "rigoureux(se)", "Especializado/a": the profile templates' both-gender forms, for one person. */
export function genderise(text: string, gender: Gender): string {
  // Most sentences have no marker; the Unicode patterns run only where their literal part is.
  if (text.includes('x(se)')) text = text.replace(/(\p{L}+)x\(se\)/gu, (_, w: string) => (gender === 'f' ? `${w}se` : `${w}x`));
  if (text.includes('e)')) text = text.replace(/(\p{L}+)\((e|le)\)/gu, (_, w: string, e: string) => (gender === 'f' ? `${w}${e}` : w));
  if (text.includes('o/a')) text = text.replace(/(\p{L}+)o\/a\b/gu, (_, w: string) => (gender === 'f' ? `${w}a` : `${w}o`));
  return text;
}

/** Articles after prepositions, contracted as the language writes them ("in dem" → "im", "in il" → "nel", "em o" → "no"). */
const CONTRACTIONS: Partial<Record<CorpusLanguage, [RegExp, string][]>> = {
  de: [[/\bin dem\b/g, 'im'], [/\bzu dem\b/g, 'zum'], [/\bzu der\b/g, 'zur']],
  fr: [[/\bde le\b/g, 'du'], [/\bà le\b/g, 'au'], [/\bde les\b/g, 'des'], [/\bà les\b/g, 'aux'], [/\bdans des\b/g, 'dans les']],
  es: [[/\ba el\b/g, 'al'], [/\bde el\b/g, 'del']],
  it: [
    [/\bin il\b/g, 'nel'], [/\bin la\b/g, 'nella'], [/\bin l’/g, 'nell’'], [/\bin i\b/g, 'nei'], [/\bin le\b/g, 'nelle'], [/\bin gli\b/g, 'negli'],
    [/\ba il\b/g, 'al'], [/\ba la\b/g, 'alla'], [/\ba l’/g, 'all’'], [/\ba i\b/g, 'ai'], [/\ba le\b/g, 'alle'], [/\bsu il\b/g, 'sul'], [/\bsu la\b/g, 'sulla'],
  ],
  pt: [[/\bem o\b/g, 'no'], [/\bem a\b/g, 'na'], [/\bem os\b/g, 'nos'], [/\bem as\b/g, 'nas'], [/\bde o\b/g, 'do'], [/\bde a\b/g, 'da'], [/\bpor o\b/g, 'pelo'], [/\bpor a\b/g, 'pela']],
};
export const contract = (text: string, language: CorpusLanguage) => (CONTRACTIONS[language] ?? []).reduce((t, [re, to]) => t.replace(re, to), text);

/** A connector word at the end of a degree ("Licenciatura en", "Ausbildung zum") is not part of the degree's name. */
const DEGREE_CONNECTOR = /\s+(in|of|en|em|di|de|zum|zur|als)$/;

// ── one person ───────────────────────────────────────────────────────────────────────────────────

function generatePerson(language: CorpusLanguage, random: () => number): Person {
  const V = VOCAB[language];
  const origin = weighted(ORIGINS[language].map((o) => [o, o.weight] as [Origin, number]), random);
  const gender: Gender = chance(0.5, random) ? 'f' : 'm';
  const name = origin.name(gender, random);
  const country = COUNTRIES[weighted(origin.countries, random)];
  const home = pick(country.cities, random);
  const field = pick(FIELDS, random);
  // Some careers start in another field (a hotel job before nursing, sales before marketing).
  const earlyField: FieldKey = chance(0.2, random) ? pick(FIELDS, random) : field;
  const monthsMissing = chance(0.15, random);

  const jobs = careerOf({ language, V, origin, country, home, field, earlyField, monthsMissing, gender, random });
  const firstJobStart = jobs[jobs.length - 1].start;
  const studies = studiesOf({ language, V, origin, country, field: earlyField, before: firstJobStart, careerEnd: jobs[0].end ?? CORPUS_TODAY, monthsMissing, random });
  const careerYears = Math.max(1, CORPUS_TODAY.year - firstJobStart.year);

  const fv = V.fields[field];
  const headline = chance(0.85, random) ? jobs[0].title : pick(titlesFor(fv.titles[Math.min(3, titleLevel(fv, jobs[0].title))], gender, language), random);
  const focus = sample(fv.focus, 2, random);
  const profile = [
    fill(pick(V.profile.openers, random), { language, random, values: { title: headline, years: String(careerYears), field: fv.noun, city: cityName(home, language) } }),
    fill(pick(V.profile.middles, random), { language, random, values: { focus: focus[0], focus2: focus[1] } }),
    ...(chance(0.7, random) ? [pick(V.profile.closers, random)] : []),
  ]
    .map((sentence) => contract(genderise(sentence, gender), language))
    .join(language === 'ja' ? '' : ' ');

  const contact = contactOf({ language, name, country, home, random });
  const birthYear = (studies.at(-1)?.start?.year ?? firstJobStart.year - 4) - int(18, 20, random);
  const birthDate = chance(['de', 'ja', 'fr', 'es', 'it', 'pt'].includes(language) ? 0.3 : 0.05, random)
    ? `${birthYear}-${String(int(1, 12, random)).padStart(2, '0')}-${String(int(1, 28, random)).padStart(2, '0')}`
    : null;
  const withAddress = chance(language === 'en' ? 0.2 : 0.45, random);

  return {
    slug: language === 'ja' ? slugOf(name.lastLatin ?? name.last, name.firstLatin ?? name.first) : slugOf(name.first, name.last),
    language,
    first: name.first,
    last: name.last,
    displayName: language === 'ja' ? `${name.last}${pick([' ', ' ', '\u3000', ''], random)}${name.first}` : `${name.first} ${name.last}`,
    headline,
    ...contact,
    city: cityName(home, language),
    country: country.code,
    countryName: countryNameOf(country.code, language),
    street: withAddress ? streetOf(country, random) : null,
    postcode: withAddress && home.postcode ? postcodeOf(home, random) : null,
    birthDate,
    summary: profile,
    jobs,
    studies,
    skillGroups: skillsOf(V, field, earlyField, random),
    languages: spokenOf(language, V, origin, random),
    certificates: chance(0.35, random) ? certificatesOf(V, field, firstJobStart, random) : [],
    awards: chance(0.15, random)
      ? sample(V.awards, int(1, 2, random), random).map((title) => ({ title, year: int(Math.min(firstJobStart.year + 1, CORPUS_TODAY.year), CORPUS_TODAY.year, random) }))
      : [],
    volunteering: chance(0.2, random) ? volunteeringOf(V, firstJobStart, random) : [],
  };
}

function titleLevel(fv: FieldVocab, title: string): number {
  const level = fv.titles.findIndex((ts) => ts.includes(title));
  return level < 0 ? 1 : level;
}

// ── career ───────────────────────────────────────────────────────────────────────────────────────

type CareerInput = {
  language: CorpusLanguage;
  V: LanguageVocab;
  origin: Origin;
  country: Country;
  home: City;
  field: FieldKey;
  earlyField: FieldKey;
  monthsMissing: boolean;
  gender: Gender;
  random: () => number;
};

/** 2–6 jobs, most recent first: built backwards from today, each ending before the next one starts. */
function careerOf(c: CareerInput): Job[] {
  const { random, language, V } = c;
  const count = int(2, 6, random);
  // Levels from the oldest job up: start at entry or experienced, climb now and then, never down.
  const levels: number[] = [];
  let level = chance(0.6, random) ? 0 : 1;
  for (let i = 0; i < count; i++) {
    levels.push(level);
    if (chance(0.55, random)) level = Math.min(3, level + 1);
  }
  levels.reverse(); // most recent first

  const earlyCount = c.earlyField !== c.field ? (count >= 4 ? int(1, 2, random) : 1) : 0;
  const jobs: Job[] = [];
  let cursor = index(CORPUS_TODAY) - int(0, 2, random);
  for (let i = 0; i < count; i++) {
    const fieldKey = i > 0 && i >= count - earlyCount ? c.earlyField : c.field;
    const fv = V.fields[fieldKey];
    const previous = jobs[i - 1];
    const promotion = previous && chance(0.2, random) && levels[i] < levels[i - 1] + 1;
    const current = i === 0 && chance(0.6, random);

    let endIndex: number | null;
    if (current) endIndex = null;
    else if (i === 0) endIndex = cursor - int(0, 6, random);
    else endIndex = cursor - (promotion ? 1 : int(1, 6, random));

    const endAt = endIndex ?? cursor;
    let startIndex: number;
    if (!current && chance(0.15, random)) {
      // A short job within one calendar year.
      const endMonth = (endAt % 12) + 1;
      startIndex = endAt - int(0, Math.min(endMonth - 1, 9), random);
    } else {
      startIndex = endAt - int(10, 60, random);
    }
    cursor = startIndex;

    // Where: the home city for recent jobs, elsewhere in the country or abroad for older ones.
    let jobCountry = c.country;
    let jobCity = c.home;
    if (promotion) {
      jobCountry = COUNTRIES[previous.country ?? c.country.code];
      jobCity = jobCountry.cities.find((x) => cityName(x, language) === previous.city) ?? jobCity;
    } else if (i >= 2 && c.origin.abroad?.length && chance(0.4, random)) {
      const abroad = c.origin.abroad.filter((code) => code !== c.country.code);
      if (abroad.length) {
        jobCountry = COUNTRIES[pick(abroad, random)];
        jobCity = pick(jobCountry.cities, random);
      }
    } else if (i >= 1 && chance(0.35, random)) {
      jobCity = pick(c.country.cities, random);
    }

    const titles = (level: number) => titlesFor(fv.titles[Math.max(0, level)], c.gender, language);
    let title = pick(titles(levels[i]), random);
    if (promotion) {
      // A move within one company has a title of its own.
      const others = [...titles(levels[i]), ...titles(levels[i] - 1)].filter((t) => t !== previous.title);
      if (title === previous.title && others.length) title = pick(others, random);
    }
    const city = cityName(jobCity, language);
    const fillJob = (t: string) =>
      fill(t, { language, random, values: { tool: fv.tools, cur: jobCountry.currency, city }, replace: jobCountry.currencyText });
    const nBullets = chance(0.2, random) ? 0 : i === 0 ? int(2, 5, random) : int(0, 4, random);
    const bullets = sample(fv.bullets, Math.min(nBullets, fv.bullets.length), random).map(fillJob);

    jobs.push({
      title,
      company: promotion ? previous.company : companyOf(c, fv, jobCountry, jobCity, fieldKey, random),
      city,
      country: jobCountry.code,
      start: fromIndex(startIndex),
      end: endIndex == null ? null : fromIndex(endIndex),
      bullets,
      summary: chance(bullets.length ? 0.3 : 0.6, random) ? fillJob(pick(fv.jobSummaries, random)) : null,
    });
  }

  // Dates without months: the whole record (some people only ever give years), or one entry.
  const oneWithout = !c.monthsMissing && chance(0.08, random) ? int(0, jobs.length - 1, random) : -1;
  return jobs.map((j, i) => (c.monthsMissing || i === oneWithout ? { ...j, start: { year: j.start.year, month: null }, end: j.end && { year: j.end.year, month: null } } : j));
}

/** A family name for a company ("Bakker Transport", "Construcciones Ortega"): one surname, capitalised as a name's start. */
function surnameFor(language: CorpusLanguage, random: () => number): string {
  const origin = weighted(ORIGINS[language].map((o) => [o, o.weight] as [Origin, number]), random);
  let last = origin.name(chance(0.5, random) ? 'f' : 'm', random).last;
  const words = last.split(' ');
  if ((language === 'es' || language === 'pt') && words.length === 2 && /^\p{Lu}/u.test(words[0])) last = words[0];
  return last.charAt(0).toUpperCase() + last.slice(1);
}

/** An invented company in the CV language with the legal form of the country it is in; hospitals and schools have none. */
function companyOf(c: CareerInput, fv: FieldVocab, country: Country, city: City, fieldKey: FieldKey, random: () => number): string {
  const { language, V } = c;
  const pattern = pick(fv.companies, random);
  const surname = surnameFor(language, random);
  let surname2 = surnameFor(language, random);
  if (surname2 === surname) surname2 = surnameFor(language, random);
  const name = fill(pattern, { language, random, values: { brand: V.brands, surname, surname2, city: cityName(city, language) } }).trim();
  const institution = pattern.includes('{nolegal}') || fieldKey === 'healthcare' || fieldKey === 'teaching';
  const withLegal = !institution && chance(fieldKey === 'hospitality' ? 0.4 : 0.7, random);
  if (!withLegal) return name;
  const legal = pick(country.legal, random);
  if (country.code === 'JP') return chance(0.5, random) ? `${legal}${name}` : `${name}${legal}`;
  if (country.code === 'PT' && legal.startsWith('Lda') && chance(0.5, random)) return `${name}, ${legal}`;
  return `${name} ${legal}`;
}

// ── education ────────────────────────────────────────────────────────────────────────────────────

type StudyInput = {
  language: CorpusLanguage;
  V: LanguageVocab;
  origin: Origin;
  country: Country;
  field: FieldKey;
  /** The first job's start: studies end before it (all but an MBA or master's taken while working). */
  before: YearMonth;
  careerEnd: YearMonth;
  monthsMissing: boolean;
  random: () => number;
};

type Level = 'vocational' | 'bachelor' | 'master' | 'doctorate';

function studiesOf(s: StudyInput): Study[] {
  const { random, language, V } = s;
  const fv = V.fields[s.field];
  const vocAreas = fv.areas.filter((a) => a.startsWith('voc:')).map((a) => a.slice(4));
  const uniAreas = fv.areas.filter((a) => !a.startsWith('voc:'));
  // English vocational degrees name their subject like a university's ("HND in Hospitality Management").
  const vocationalWithAnyArea = language === 'en';
  const canVocational = vocAreas.length > 0 || vocationalWithAnyArea;

  const count = int(1, 3, random);
  let plan: Level[];
  if (count === 1) plan = [canVocational && chance(0.3, random) ? 'vocational' : 'bachelor'];
  else if (count === 2) plan = canVocational && chance(0.3, random) ? ['vocational', 'bachelor'] : ['bachelor', 'master'];
  else plan = chance(0.2, random) ? ['bachelor', 'master', 'doctorate'] : canVocational ? ['vocational', 'bachelor', 'master'] : ['bachelor', 'master', 'master'];

  // A master's (or MBA) taken while working, now and then: it ends within the career.
  const duringCareer = plan.length >= 2 && plan.at(-1) === 'master' && chance(0.2, random);
  const studies: Study[] = [];
  let endIndex = duringCareer
    ? Math.min(index(s.careerEnd), index(s.before) + int(24, 60, random))
    : index(s.before) - int(0, 8, random);
  endIndex = Math.min(endIndex, index(CORPUS_TODAY));
  for (let i = plan.length - 1; i >= 0; i--) {
    const level = plan[i];
    const years = level === 'vocational' ? int(2, 3, random) : level === 'bachelor' ? int(3, 4, random) : level === 'master' ? int(1, 2, random) : int(3, 5, random);
    const end = fromIndex(endIndex);
    const graduationMonth = language === 'ja' ? 3 : pick([6, 7, 7, 9, 12], random);
    const endYM: YearMonth = { year: end.year, month: graduationMonth };
    const startYM: YearMonth = { year: end.year - years, month: language === 'ja' ? 4 : pick([9, 9, 10, 2], random) };

    let degree = pick(V.degrees[level], random);
    let area = pick(uniAreas, random);
    if (level === 'vocational') {
      if (vocAreas.length) area = pick(vocAreas, random);
      else if (!vocationalWithAnyArea) degree = pick(V.degrees.bachelor, random);
    }
    const abroad = i === 0 && s.origin.abroad?.length && chance(0.5, random) ? COUNTRIES[pick(s.origin.abroad, random)] : null;
    const country = abroad ?? s.country;
    const kind = level === 'vocational' && (vocAreas.length || vocationalWithAnyArea) ? 'vocational' : 'universities';
    let institution = pick(institutionsOf(country, kind, language), random);
    let city: string | null = null;
    if (institution.includes('{city}')) {
      city = cityName(pick(country.cities, random), language);
      institution = institution.replace('{city}', city);
    }
    const focus = sample(fv.focus, 2, random);
    studies.push({
      title: `${degree} ${area}`,
      degree: degree.replace(DEGREE_CONNECTOR, ''),
      area,
      institution,
      city,
      start: chance(0.1, random) ? null : s.monthsMissing ? { year: startYM.year, month: null } : startYM,
      end: s.monthsMissing ? { year: endYM.year, month: null } : endYM,
      summary: chance(0.3, random) ? contract(fill(pick(STUDY_NOTES[language], random), { language, random, values: { focus: focus[0], focus2: focus[1] } }), language) : null,
    });
    endIndex = index(startYM) - int(0, 14, random) - 1;
  }
  // A doctorate or second master's is the most recent; the list is most recent first.
  return studies.sort((a, b) => index(b.end) - index(a.end));
}

// ── skills, languages, extras ────────────────────────────────────────────────────────────────────

function skillsOf(V: LanguageVocab, field: FieldKey, earlyField: FieldKey, random: () => number): SkillGroup[] {
  const groups: SkillGroup[] = [];
  const seen = new Set<string>();
  const take = (name: string, items: string[], n: number) => {
    const chosen = sample(items.filter((x) => !seen.has(x)), n, random);
    chosen.forEach((x) => seen.add(x));
    if (chosen.length) groups.push({ name, keywords: chosen });
  };
  const own = V.fields[field].skills;
  const nGroups = int(1, own.length, random);
  for (const g of sample(own, nGroups, random)) take(g.group, g.items, int(3, 6, random));
  if (earlyField !== field && chance(0.5, random)) {
    const g = pick(V.fields[earlyField].skills, random);
    take(g.group, g.items, int(2, 3, random));
  }
  if (chance(0.3, random)) take(V.softSkills.group, V.softSkills.items, int(2, 4, random));
  // 5 to 15 skills in all.
  let total = groups.reduce((s, g) => s + g.keywords.length, 0);
  while (total > 15) {
    const g = groups.reduce((a, b) => (b.keywords.length > a.keywords.length ? b : a));
    g.keywords.pop();
    total--;
  }
  for (const g of own) {
    for (const extra of g.items) {
      if (total >= 5) break;
      if (seen.has(extra)) continue;
      seen.add(extra);
      const group = groups.find((x) => x.name === g.group);
      if (group) group.keywords.push(extra);
      else groups.push({ name: g.group, keywords: [extra] });
      total++;
    }
  }
  return groups;
}

const OTHER_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'zh', 'ja', 'ar', 'ru', 'sv'];

function spokenOf(language: CorpusLanguage, V: LanguageVocab, origin: Origin, random: () => number): Person['languages'] {
  type Entry = { code: string; rank: 1 | 2 | 3 | 4 | 5 };
  const entries: Entry[] = [];
  const add = (code: string, rank: Entry['rank']) => {
    if (!entries.some((e) => e.code === code)) entries.push({ code, rank });
  };
  // What they speak at home and the CV's language always; English often; others now and then.
  const nativeToCv = origin.native.includes(language);
  const home = origin.native.filter((c) => c !== language);
  if (nativeToCv) add(language, 1);
  if (home.length) add(pick(home, random), nativeToCv ? pick([1, 2, 3] as const, random) : 1);
  if (!nativeToCv) add(language, pick([1, 2, 2, 3] as const, random));
  const target = Math.max(entries.length, int(1, 4, random));
  if (language !== 'en' && entries.length < target && chance(0.85, random)) add('en', pick([2, 3, 3, 4] as const, random));
  for (const code of shuffle(OTHER_LANGUAGES, random)) {
    if (entries.length >= target) break;
    add(code, pick([3, 4, 4, 5, 5] as const, random));
  }
  return entries.slice(0, 4).flatMap(({ code, rank }) => {
    const name = languageName(code, language, V.capitaliseLanguageNames);
    return name ? [{ name, level: pick(V.levels[rank], random), rank }] : [];
  });
}

function certificatesOf(V: LanguageVocab, field: FieldKey, from: YearMonth, random: () => number): Person['certificates'] {
  const pool = [...V.fields[field].certificates, ...V.certificates];
  return sample(pool, int(1, 3, random), random).map(([name, issuer]) => ({ name, issuer, year: int(Math.min(from.year, CORPUS_TODAY.year), CORPUS_TODAY.year, random) }));
}

function volunteeringOf(V: LanguageVocab, from: YearMonth, random: () => number): Person['volunteering'] {
  return Array.from({ length: int(1, 2, random) }, () => {
    const start = fromIndex(int(index(from) - 36, index(CORPUS_TODAY) - 6, random));
    const ongoing = chance(0.4, random);
    const end = ongoing ? null : fromIndex(Math.min(index(CORPUS_TODAY), index(start) + int(6, 48, random)));
    return { role: pick(V.volunteering.roles, random), organisation: pick(V.volunteering.organisations, random), start, end };
  });
}

// ── contact ──────────────────────────────────────────────────────────────────────────────────────

const DOMAINS = ['example.com', 'example.org', 'example.net'];

function contactOf({ language, name, country, home, random }: { language: CorpusLanguage; name: NameParts; country: Country; home: City; random: () => number }) {
  const first = name.firstLatin ?? name.first;
  const last = name.lastLatin ?? name.last;
  const f = compact(first);
  const l = compact(last);
  const fTokens = fold(first).split(/[^a-z0-9]+/).filter(Boolean);
  const local = pick(
    [`${f}.${l}`, `${f.charAt(0)}.${l}`, `${f}${l}`, `${f}_${l}`, `${l}.${f}`, `${fTokens[0]}.${l}${int(1, 99, random)}`, `${fTokens[0]}${l.charAt(0)}`],
    random,
  );
  const email = `${local}@${pick(DOMAINS, random)}`;

  const international = chance(language === 'en' && country.code === 'GB' ? 0.4 : 0.5, random);
  const mobile = country.mobile(random);
  const phones = [international ? mobile.international : mobile.national];
  if (chance(0.2, random)) {
    const second = country.landline ? country.landline(home, random) : country.mobile(random);
    phones.push(international || chance(0.3, random) ? second.international : second.national);
  }

  const handle = pick([`${f}${l}`, `${fTokens.join('-')}-${slugOf(last)}`, `${f}-${l}-${digits('####', random)}`, `${f.charAt(0)}${l}`], random);
  const linkedin = chance(0.55, random) ? `https://www.linkedin.com/in/${handle}${chance(0.3, random) ? '/' : ''}` : null;
  const website = chance(0.08, random) ? `https://${f}${l}.${pick(DOMAINS, random)}` : null;
  return { email, phones, linkedin, website };
}

function streetOf(country: Country, random: () => number): string {
  const no = country.code === 'JP' ? `${int(1, 5, random)}-${int(1, 20, random)}-${int(1, 15, random)}` : String(int(1, 180, random));
  return country.streetFormat.replace('{street}', pick(country.streets, random)).replace('{no}', no);
}
