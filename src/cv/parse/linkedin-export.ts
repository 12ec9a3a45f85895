/**
 * A LinkedIn data export (the ZIP a member downloads from Settings → Data privacy) → CV data. The
 * export holds one CSV per kind: Profile.csv (name, headline, summary, location), Positions.csv,
 * Education.csv, Skills.csv, and often Languages.csv, Email Addresses.csv, PhoneNumbers.csv and
 * Certifications.csv. Dates are written "Jan 2019" or "2019"; a position without "Finished On" is the
 * current one. Descriptions are plain text with line breaks and bullets: they become the CV's rich
 * text as the resume parser writes it (paragraphs and lists, `body-html.ts`).
 */
import { parse } from 'csv-parse/sync';
import { normaliseEntryDates, type CvData, type Education, type Experience, type LanguageLevel } from '../../shared/schemas/cv.js';
import { escapeHtmlText as esc } from '../../shared/html.js';
import { bodyHtml } from './body-html.js';
import { detectLanguage } from './detect-language.js';
import type { Line, ParseResult } from './types.js';
import { MONTHS, languageLevel } from './vocab.js';

/** The CSV files of an export this reader uses, by their names in the ZIP. */
export const LINKEDIN_FILES = ['Profile.csv', 'Positions.csv', 'Education.csv', 'Skills.csv', 'Languages.csv', 'Email Addresses.csv', 'PhoneNumbers.csv', 'Certifications.csv'] as const;
export type LinkedInFile = (typeof LINKEDIN_FILES)[number];

/** Why an export cannot be read: no Profile.csv, no name in it, or a CSV that is not CSV (`file`). The server words the message. */
export class LinkedInExportError extends Error {
  constructor(
    readonly reason: 'noProfile' | 'noName' | 'badCsv',
    readonly file?: LinkedInFile,
  ) {
    super(`LinkedIn export: ${reason}${file ? ` (${file})` : ''}`);
  }
}

type Row = Record<string, string>;

/** The rows of one CSV: header names as keys, values trimmed; an empty file has no rows. */
function rows(file: LinkedInFile, text: string | undefined): Row[] {
  if (!text?.trim()) return [];
  try {
    const records = parse(text, { columns: (header: string[]) => header.map((h) => h.trim()), bom: true, skip_empty_lines: true, relax_column_count: true, relax_quotes: true, trim: true }) as Row[];
    return records;
  } catch {
    throw new LinkedInExportError('badCsv', file);
  }
}

const val = (row: Row, ...keys: string[]): string | undefined => {
  for (const k of keys) {
    const v = row[k]?.trim();
    if (v) return v;
  }
  return undefined;
};

/**
 * "Jan 2019", "January 2019", "2019", "01/2019", "2019-01" → year and month (the month null when
 * only a year is given); anything else → no date.
 */
export function linkedInDate(text: string | undefined): { year: number | null; month: number | null } {
  const t = (text ?? '').trim().toLowerCase().replace(/\.$/, '');
  let m = /^([\p{L}.]+)\s+(\d{4})$/u.exec(t);
  if (m) {
    const month = MONTHS.get(m[1].replace(/\.$/, ''));
    return { year: +m[2], month: month ?? null };
  }
  m = /^(\d{4})$/.exec(t);
  if (m) return { year: +m[1], month: null };
  m = /^(\d{1,2})\/(\d{4})$/.exec(t);
  if (m && +m[1] >= 1 && +m[1] <= 12) return { year: +m[2], month: +m[1] };
  m = /^(\d{4})-(\d{1,2})(?:-\d{1,2})?$/.exec(t);
  if (m && +m[2] >= 1 && +m[2] <= 12) return { year: +m[1], month: +m[2] };
  return { year: null, month: null };
}

/** A plain-text description (line breaks, bullets) as the CV's rich text: paragraphs and lists. */
export function descriptionHtml(text: string | undefined): string | undefined {
  if (!text?.trim()) return undefined;
  const lines: Line[] = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => ({ text: line, size: 10, bold: false, heading: 0, x: 0, right: 0, gap: 0, page: 0, column: 0, paragraph: true, parts: [line] }));
  return bodyHtml(lines);
}

/** LinkedIn's five proficiency labels → §3 language levels 1 (Native) to 5 (Basic). */
const PROFICIENCY: Record<string, LanguageLevel> = {
  'native or bilingual proficiency': 1,
  'full professional proficiency': 2,
  'professional working proficiency': 3,
  'limited working proficiency': 4,
  'elementary proficiency': 5,
};

/** The CSV texts of an export, by file name (any folder in the ZIP; only the names of `LINKEDIN_FILES` are read). */
export function linkedInExportToCv(files: Partial<Record<LinkedInFile, string>>): ParseResult {
  if (files['Profile.csv'] === undefined) throw new LinkedInExportError('noProfile');
  const profile = rows('Profile.csv', files['Profile.csv'])[0] ?? {};
  const first = val(profile, 'First Name') ?? '';
  const last = val(profile, 'Last Name') ?? '';
  if (!first && !last) throw new LinkedInExportError('noName');
  const unsure: string[] = [];

  const experience = rows('Positions.csv', files['Positions.csv']).map((p, i): Experience => {
    const s = linkedInDate(val(p, 'Started On'));
    const e = linkedInDate(val(p, 'Finished On'));
    return {
      id: `exp-${i + 1}`,
      title: val(p, 'Title'),
      company: val(p, 'Company Name') ? { name: val(p, 'Company Name')! } : undefined,
      start_year: s.year,
      start_month: s.month,
      end_year: e.year,
      end_month: e.month,
      currently_working: !e.year,
      location: val(p, 'Location') ?? null,
      summary: descriptionHtml(val(p, 'Description')),
    };
  });

  const education = rows('Education.csv', files['Education.csv']).map((ed, i): Education => {
    const s = linkedInDate(val(ed, 'Start Date', 'Started On'));
    const e = linkedInDate(val(ed, 'End Date', 'Finished On'));
    const notes = [val(ed, 'Notes'), val(ed, 'Activities')].filter(Boolean).join('\n');
    return {
      id: `edu-${i + 1}`,
      title: val(ed, 'Degree Name'),
      institution: val(ed, 'School Name') ? { name: val(ed, 'School Name')! } : undefined,
      start_year: s.year,
      start_month: s.month,
      graduation_year: e.year,
      graduation_month: e.month,
      currently_studying: !e.year && Boolean(s.year),
      summary: descriptionHtml(notes),
    };
  });

  const skills = [...new Set(rows('Skills.csv', files['Skills.csv']).map((r) => val(r, 'Name')).filter((s): s is string => Boolean(s)))].slice(0, 40);

  const languages = rows('Languages.csv', files['Languages.csv'])
    .map((l) => {
      const proficiency = (val(l, 'Proficiency') ?? '').toLowerCase();
      return { name: val(l, 'Name') ?? '', level: PROFICIENCY[proficiency] ?? languageLevel(proficiency) ?? 3 };
    })
    .filter((l) => l.name);

  const emails = rows('Email Addresses.csv', files['Email Addresses.csv']);
  const email = val(emails.find((r) => /^yes$/i.test(val(r, 'Primary') ?? '')) ?? emails[0] ?? {}, 'Email Address');
  const phones = rows('PhoneNumbers.csv', files['PhoneNumbers.csv'])
    .map((r) => val(r, 'Number'))
    .filter((n): n is string => Boolean(n))
    .map((number) => ({ code: null, number }));

  const qualification = rows('Certifications.csv', files['Certifications.csv'])
    .filter((c) => val(c, 'Name'))
    .map((c, i) => {
      const d = linkedInDate(val(c, 'Started On'));
      return { id: `qual-${i + 1}`, graduation_year: d.year, graduation_month: d.month, summary: `<p>${esc([val(c, 'Name'), val(c, 'Authority')].filter(Boolean).join(', '))}</p>` };
    });

  const geo = val(profile, 'Geo Location');
  const [city, ...restOfPlace] = (geo ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (geo && restOfPlace.length === 0) unsure.push('location');
  const summary = val(profile, 'Summary');
  const data: CvData = {
    first_name: first,
    last_name: last,
    title: val(profile, 'Headline'),
    email,
    phones,
    location: city ? { city, ...(restOfPlace.length ? { country: restOfPlace.at(-1) } : {}) } : undefined,
    details: descriptionHtml(summary),
    skills,
    experience,
    education,
    qualification,
    custom_fields: languages.length ? { languages } : {},
  };
  const texts = [summary, val(profile, 'Headline'), ...experience.map((x) => x.summary ?? ''), ...experience.map((x) => x.title ?? '')].filter(Boolean).join('\n');
  return { data: normaliseEntryDates(data), unsure, language: detectLanguage(texts) };
}
