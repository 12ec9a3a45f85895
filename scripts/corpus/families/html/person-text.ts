/**
 * A person's contact values as resumes write them — location, postal address, LinkedIn, birth date,
 * the date of signing — honouring what the document's plan prints. Shared by every hand-made layout,
 * PDF and Word alike, so a field a plan leaves out is left out everywhere.
 */
import { CONTACT_LABELS } from '../../format.js';
import { chance, pick } from '../../random.js';
import type { CorpusLanguage, Job, Person } from '../../types.js';
import type { Plan } from './plan.js';

/** The city, with the country when the plan prints it ("Seattle, United States", "Lyon, FR"); null when the location is left out. */
export function locationText(plan: Plan): string | null {
  const { person, show } = plan;
  if (!show.location || !person.city) return null;
  return show.country ? `${person.city}, ${plan.country}` : person.city;
}

/**
 * The postal address as printed lines (street; postcode and city; country), in the order of the
 * person's country; null when the location is left out. Without a street, the location alone.
 */
export function addressLines(plan: Plan): string[] | null {
  const { person, show } = plan;
  if (!show.location) return null;
  if (!person.street) {
    const location = locationText(plan);
    return location ? [location] : null;
  }
  const country = show.country ? plan.country : null;
  if (person.language === 'ja') return [[person.postcode ? `〒${person.postcode}` : null, `${person.city}${person.street}`].filter(Boolean).join(' ')];
  const town = person.country === 'US' || person.country === 'GB' || person.country === 'CA' ? [person.city, person.postcode] : [person.postcode, person.city];
  return [person.street, town.filter(Boolean).join(' '), ...(country ? [country] : [])];
}

/** A LinkedIn URL as resumes print it: whole, without the scheme, or from the host on. */
export function linkedinText(url: string, random: () => number): string {
  const bare = url.replace(/^https?:\/\//, '');
  return pick([url, bare, bare.replace(/^www\./, '')], random);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The birth date in a form of the CV language ("04.11.1988", "17 février 1993", "1990年5月3日"), a text that is no ISO date as given; null without one. */
export function birthDateText(person: Person, random: () => number): string | null {
  if (!person.birthDate) return null;
  const m = ISO_DATE.exec(person.birthDate);
  if (!m) return person.birthDate;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const { language } = person;
  if (language === 'ja') return longDate(year, month, day, language);
  const [y, mm, dd] = [m[1], m[2], m[3]];
  const numeric = person.country === 'US' ? `${mm}/${dd}/${y}` : language === 'de' || language === 'nl' ? `${dd}.${mm}.${y}` : `${dd}/${mm}/${y}`;
  return chance(0.5, random) ? numeric : longDate(year, month, day, language);
}

/** A day written out in the CV language ("12. März 2024", "12 mars 2024", "2024年3月12日"). */
export function longDate(year: number, month: number, day: number, language: CorpusLanguage): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** The day a CV is signed: a day in the year after the latest date it holds. */
export function signingDate(person: Person, random: () => number): { year: number; month: number; day: number } {
  const years = [
    ...person.jobs.flatMap((j) => [j.start.year, j.end?.year ?? j.start.year]),
    ...person.studies.map((s) => s.end.year),
    ...person.certificates.map((c) => c.year),
    ...person.awards.map((a) => a.year),
  ];
  return { year: Math.max(...years) + 1, month: 1 + Math.floor(random() * 12), day: 1 + Math.floor(random() * 28) };
}

/** "Company, City" (or "Company · City", "Company (City)") as the document writes it; the company alone without a city. */
export function withCity(company: string, city: string | null, form: 'comma' | 'dot' | 'brackets' | 'none'): string {
  if (!city || form === 'none') return company;
  if (form === 'dot') return `${company} · ${city}`;
  if (form === 'brackets') return `${company} (${city})`;
  return `${company}, ${city}`;
}

/** A job's employer and town as one phrase of its language ("Havelsoft AG, Potsdam", "富士見システム株式会社（横浜）"). */
export function companyPlace(job: Pick<Job, 'company' | 'city'>, language: CorpusLanguage): string {
  if (!job.city) return job.company;
  return language === 'ja' ? `${job.company}（${job.city}）` : `${job.company}, ${job.city}`;
}

export const CITY_FORMS = ['comma', 'dot', 'brackets', 'none'] as const;

/** A language and its level as one line ("English (Native)", "Deutsch – Muttersprache", "英語：ビジネスレベル"). */
export function languageLine(language: { name: string; level: string }, form: number): string {
  if (!language.level) return language.name;
  return [`${language.name} (${language.level})`, `${language.name} – ${language.level}`, `${language.name}: ${language.level}`][form % 3];
}

export type ContactKind = 'email' | 'phone' | 'address' | 'linkedin' | 'website' | 'birth';
export type ContactValue = { kind: ContactKind; label: string; value: string };

/**
 * The contact values a document prints, in order, each with the label its language gives it (one
 * label variant per document): the email, every phone, the address (as one line) or the location,
 * LinkedIn and the website, the birth date where the layout prints one.
 */
export function contactValues(plan: Plan, options: { address?: boolean; birth?: boolean; website?: boolean } = {}): ContactValue[] {
  const { person, show, random } = plan;
  const labels = CONTACT_LABELS[person.language];
  const out: ContactValue[] = [];
  if (show.email) out.push({ kind: 'email', label: pick(labels.email, random), value: person.email });
  if (show.phones) {
    const label = pick(labels.phone, random);
    for (const phone of person.phones) out.push({ kind: 'phone', label, value: phone });
  }
  const place = options.address ? addressLines(plan)?.join(', ') : locationText(plan);
  if (place) out.push({ kind: 'address', label: pick(labels.address, random), value: place });
  if (show.linkedin && person.linkedin) out.push({ kind: 'linkedin', label: 'LinkedIn', value: linkedinText(person.linkedin, random) });
  if (options.website && person.website) out.push({ kind: 'website', label: 'Web', value: person.website.replace(/^https?:\/\//, '') });
  const birth = options.birth ? birthDateText(person, random) : null;
  if (birth) out.push({ kind: 'birth', label: pick(labels.birth, random), value: birth });
  return out;
}
