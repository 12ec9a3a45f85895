/**
 * A corpus person as a JSON Resume 1.0 document (https://jsonresume.org/schema), the input of the
 * JSON Resume themes from npm. Dates are written as the schema wants them (`2019-07`, or `2019` where
 * the record has only the year); two phones share the one `phone` field as resumes print them
 * (`+49 40 1234567 / +49 170 1234567`).
 */
import type { Person, YearMonth } from './types.js';

export type JsonResumeProfile = { network: string; username: string; url: string };
export type JsonResumeLocation = { address?: string; postalCode?: string; city?: string; countryCode?: string };
export type JsonResumeWork = { name: string; position: string; location?: string; startDate: string; endDate?: string; summary?: string; highlights: string[] };
export type JsonResumeEducation = { institution: string; area: string; studyType: string; startDate?: string; endDate: string; summary?: string };

export type JsonResume = {
  basics: {
    name: string;
    label: string;
    email: string;
    phone: string;
    url?: string;
    summary?: string;
    location: JsonResumeLocation;
    profiles: JsonResumeProfile[];
  };
  work: JsonResumeWork[];
  volunteer: { organization: string; position: string; startDate: string; endDate?: string }[];
  education: JsonResumeEducation[];
  awards: { title: string; date: string }[];
  certificates: { name: string; issuer: string; date: string }[];
  skills: { name: string; keywords: string[] }[];
  languages: { language: string; fluency: string }[];
  meta: { language: string };
};

/** A date as the schema writes it: `YYYY-MM`, or `YYYY` without a month. */
export const jsonResumeDate = (date: YearMonth): string => (date.month == null ? String(date.year) : `${date.year}-${String(date.month).padStart(2, '0')}`);

/** The LinkedIn handle of a profile URL (`https://www.linkedin.com/in/handle` → `handle`). */
export const linkedinHandle = (url: string): string => /\/in\/([^/?#]+)/.exec(url)?.[1] ?? url;

export function toJsonResume(person: Person): JsonResume {
  const location: JsonResumeLocation = { city: person.city, countryCode: person.country };
  if (person.street) location.address = person.street;
  if (person.postcode) location.postalCode = person.postcode;
  return {
    basics: {
      name: person.displayName,
      label: person.headline,
      email: person.email,
      phone: person.phones.join(' / '),
      ...(person.website ? { url: person.website } : {}),
      summary: person.summary,
      location,
      profiles: person.linkedin ? [{ network: 'LinkedIn', username: linkedinHandle(person.linkedin), url: person.linkedin }] : [],
    },
    work: person.jobs.map((job) => ({
      name: job.company,
      position: job.title,
      ...(job.city ? { location: [job.city, job.country].filter(Boolean).join(', ') } : {}),
      startDate: jsonResumeDate(job.start),
      ...(job.end ? { endDate: jsonResumeDate(job.end) } : {}),
      ...(job.summary ? { summary: job.summary } : {}),
      highlights: [...job.bullets],
    })),
    volunteer: person.volunteering.map((v) => ({
      organization: v.organisation,
      position: v.role,
      startDate: jsonResumeDate(v.start),
      ...(v.end ? { endDate: jsonResumeDate(v.end) } : {}),
    })),
    education: person.studies.map((study) => ({
      institution: study.institution,
      area: study.area,
      studyType: study.degree,
      ...(study.start ? { startDate: jsonResumeDate(study.start) } : {}),
      endDate: jsonResumeDate(study.end),
      ...(study.summary ? { summary: study.summary } : {}),
    })),
    awards: person.awards.map((a) => ({ title: a.title, date: String(a.year) })),
    certificates: person.certificates.map((c) => ({ name: c.name, issuer: c.issuer, date: String(c.year) })),
    skills: person.skillGroups.map((g) => ({ name: g.name, keywords: [...g.keywords] })),
    languages: person.languages.map((l) => ({ language: l.name, fluency: l.level })),
    meta: { language: person.language },
  };
}

/**
 * A fresh copy of `resume` with the field names of the pre-1.0 schema added beside the new ones
 * (`work[].company`, `basics.website`, `languages[].name`/`level`), for themes written against it. Themes change the object they render, so every render gets its own copy.
 */
export function withLegacyAliases(resume: JsonResume): Record<string, unknown> {
  const copy = structuredClone(resume) as JsonResume & Record<string, unknown>;
  const basics = copy.basics as JsonResume['basics'] & { website?: string };
  if (basics.url) basics.website = basics.url;
  for (const work of copy.work as (JsonResumeWork & { company?: string })[]) work.company = work.name;
  for (const language of copy.languages as ({ name?: string; level?: string } & JsonResume['languages'][number])[]) {
    language.name = language.language;
    language.level = language.fluency;
  }
  return copy;
}
