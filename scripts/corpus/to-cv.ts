/**
 * A corpus person as the product's CV data (src/shared/schemas/cv.ts), for the product's own
 * templates (families/product.ts): name, headline, contact (with the consent flags set, so the
 * header prints them), location, profile as the brief, jobs and studies with their summaries as
 * HTML (paragraph, then the bullets as a list), skills, spoken languages on the product's 1–5
 * scale, certificates as qualifications, awards and volunteering as "other information".
 * Entry ids are derived from the slug, so the same person gives the same CV.
 */
import { escapeHtmlText } from '../../src/shared/html.js';
import { phoneCodeFor } from '../../src/shared/phones.js';
import { CV_LANGUAGES, type CvData, type CvLanguage } from '../../src/shared/schemas/cv.js';
import { formatRange, HEADINGS } from './format.js';
import type { Person, YearMonth } from './types.js';

const paragraph = (s: string | null) => (s?.trim() ? `<p>${escapeHtmlText(s.trim())}</p>` : '');
const list = (items: readonly string[]) => (items.length ? `<ul>${items.map((i) => `<li>${escapeHtmlText(i)}</li>`).join('')}</ul>` : '');
const month = (d: YearMonth | null) => d?.month ?? null;

export const isProductLanguage = (language: string): language is CvLanguage => (CV_LANGUAGES as readonly string[]).includes(language);

export function toCv(person: Person): CvData {
  const language = isProductLanguage(person.language) ? person.language : 'en';
  const code = phoneCodeFor(person.country, language);
  const other = [
    ...(person.awards.length ? [`<p><strong>${escapeHtmlText(HEADINGS[person.language].awards[0])}</strong></p>`, list(person.awards.map((a) => `${a.title} (${a.year})`))] : []),
    ...(person.volunteering.length
      ? [
          `<p><strong>${escapeHtmlText(HEADINGS[person.language].volunteering[0])}</strong></p>`,
          list(person.volunteering.map((v) => `${v.role}, ${v.organisation} (${formatRange(v.start, v.end, { style: 'yyyy', language: person.language, random: () => 0 })})`)),
        ]
      : []),
  ].join('');

  return {
    first_name: person.first,
    last_name: person.last,
    title: person.headline,
    email: person.email,
    add_email_to_cv: true,
    phones: person.phones.map((number) => ({ code: number.trim().startsWith('+') ? null : code, number })),
    add_phone_to_cv: true,
    location: { city: person.city, country: person.countryName, country_code: person.country },
    ...(person.linkedin ? { linkedin: person.linkedin } : {}),
    dateofbirth: person.birthDate,
    details: paragraph(person.summary),
    skills: person.skillGroups.flatMap((g) => g.keywords).slice(0, 40),
    experience: person.jobs.map((j, i) => ({
      id: `${person.slug}-job-${i}`,
      title: j.title,
      company: { name: j.company },
      start_year: j.start.year,
      start_month: month(j.start),
      end_year: j.end?.year ?? null,
      end_month: month(j.end),
      currently_working: j.end === null,
      location: j.city,
      summary: paragraph(j.summary) + list(j.bullets),
    })),
    education: person.studies.map((s, i) => ({
      id: `${person.slug}-study-${i}`,
      title: s.title,
      institution: { name: s.institution },
      start_year: s.start?.year ?? null,
      start_month: month(s.start),
      graduation_year: s.end.year,
      graduation_month: month(s.end),
      summary: paragraph(s.summary),
    })),
    qualification: person.certificates.map((c, i) => ({
      id: `${person.slug}-cert-${i}`,
      graduation_year: c.year,
      summary: paragraph(`${c.name}, ${c.issuer}`),
    })),
    custom_fields: {
      languages: person.languages.map((l) => ({ name: l.name, level: l.rank ?? 3 })),
      template_language_variant: language,
      ...(other ? { other_info: other } : {}),
    },
    preferences: {},
  };
}
