/**
 * JSON Resume 1.0 ⇄ CV data. Import maps every field the CV has a place for (basics, work,
 * education, skills keywords, languages with fluency levels, certificates, summary) and tells the
 * language the resume is written in from all its text; export writes a JSON Resume document from a CV.
 */
import { decodeEntities, escapeHtmlText as esc, htmlTokens } from '../../shared/html.js';
import { educationDates, experienceDates, normaliseEntryDates, type CvData, type CvDate, type Education, type Experience } from '../../shared/schemas/cv.js';
import { detectLanguage } from './detect-language.js';
import { splitName } from './names.js';
import type { ParseResult } from './types.js';
import { COUNTRY_EN, languageLevel } from './vocab.js';
import { LANGUAGE_LEVELS, type LanguageLevel } from '../../shared/schemas/cv.js';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

type Obj = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const arr = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter((x): x is Obj => Boolean(x) && typeof x === 'object') : []);
const ym = (v: unknown): { year: number | null; month: number | null } => {
  const m = /^(\d{4})(?:-(\d{1,2}))?/.exec(str(v) ?? '');
  return m ? { year: +m[1], month: m[2] ? +m[2] : null } : { year: null, month: null };
};
const iso = (y: number | null | undefined, m: number | null | undefined) => (y ? (m ? `${y}-${String(m).padStart(2, '0')}` : `${y}`) : undefined);
/** A CV date as JSON Resume writes it: `YYYY-MM`, or `YYYY` for a year alone. */
const isoOf = (d: CvDate | 'present' | null) => (d && d !== 'present' ? iso(d.year, d.month) : undefined);

export function jsonResumeToCv(doc: Obj): ParseResult {
  const unsure: string[] = [];
  const basics = (doc.basics && typeof doc.basics === 'object' ? doc.basics : {}) as Obj;
  const loc = (basics.location && typeof basics.location === 'object' ? basics.location : {}) as Obj;
  const country = str(loc.countryCode)?.toUpperCase();
  const name = str(basics.name) ?? '';
  const split = splitName(name, { iberian: ['ES', 'PT', 'BR', 'MX', 'AR', 'CO', 'CL', 'PE'].includes(country ?? ''), email: str(basics.email) });
  if (name.split(/\s+/).length >= 3) unsure.push('first_name', 'last_name');
  const phoneText = str(basics.phone);
  const phones = phoneText
    ? phoneText.split(/\s+\/\s+/).map((p) => {
        const n = parsePhoneNumberFromString(p, (country as CountryCode) ?? undefined);
        const cc = n?.country ?? country;
        return { code: n && cc ? { name: COUNTRY_EN[cc] ?? cc, code: `+${n.countryCallingCode}`, country_code: cc } : null, number: p };
      })
    : [];
  const profiles = arr(basics.profiles);
  const linkedin = profiles.find((p) => /linkedin/i.test(str(p.network) ?? '') || /linkedin\.com/i.test(str(p.url) ?? ''));
  const work = arr(doc.work).map((w, i): Experience => {
    const s = ym(w.startDate);
    const e = ym(w.endDate);
    const highlights = arr(w.highlights).length ? [] : (Array.isArray(w.highlights) ? (w.highlights as unknown[]).filter((x): x is string => typeof x === 'string') : []);
    const summary = [str(w.summary) ? `<p>${esc(str(w.summary)!)}</p>` : '', highlights.length ? `<ul>${highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''].join('');
    return {
      id: `exp-${i + 1}`,
      title: str(w.position),
      company: str(w.name) ?? str(w.company) ? { name: (str(w.name) ?? str(w.company))! } : undefined,
      start_year: s.year,
      start_month: s.month,
      end_year: e.year,
      end_month: e.month,
      currently_working: !e.year,
      location: str(w.location) ?? null,
      summary: summary || undefined,
    };
  });
  const education = arr(doc.education).map((ed, i): Education => {
    const s = ym(ed.startDate);
    const e = ym(ed.endDate);
    return {
      id: `edu-${i + 1}`,
      title: [str(ed.studyType), str(ed.area)].filter(Boolean).join(' ') || undefined,
      institution: str(ed.institution) ? { name: str(ed.institution)! } : undefined,
      start_year: s.year,
      start_month: s.month,
      graduation_year: e.year,
      graduation_month: e.month,
      currently_studying: !e.year && Boolean(s.year),
      summary: str(ed.score) ? `<p>${esc(str(ed.score)!)}</p>` : undefined,
    };
  });
  const skills: string[] = [];
  for (const s of arr(doc.skills)) {
    const kws = Array.isArray(s.keywords) ? (s.keywords as unknown[]).filter((k): k is string => typeof k === 'string' && k.trim() !== '') : [];
    if (kws.length) skills.push(...kws.map((k) => k.trim()));
    else if (str(s.name)) skills.push(str(s.name)!);
  }
  const languages = arr(doc.languages)
    .map((l) => ({ name: str(l.language) ?? str(l.name) ?? '', level: (languageLevel(str(l.fluency) ?? '') ?? 3) as 1 | 2 | 3 | 4 | 5 }))
    .filter((l) => l.name);
  const certs = arr(doc.certificates).map((c, i) => {
    const d = ym(c.date);
    return { id: `qual-${i + 1}`, graduation_year: d.year, graduation_month: d.month, summary: `<p>${esc([str(c.name), str(c.issuer)].filter(Boolean).join(', '))}</p>` };
  });
  const data: CvData = {
    first_name: split.first_name,
    last_name: split.last_name,
    title: str(basics.label),
    email: str(basics.email),
    phones,
    linkedin: str(linkedin?.url) ?? (str(linkedin?.username) ? `https://www.linkedin.com/in/${str(linkedin?.username)}` : undefined),
    location: str(loc.city) || country ? { ...(str(loc.city) ? { city: str(loc.city) } : {}), ...(str(loc.region) ? { administrative: str(loc.region) } : {}), ...(country ? { country: COUNTRY_EN[country] ?? country, country_code: country } : {}) } : undefined,
    details: str(basics.summary) ? `<p>${esc(str(basics.summary)!)}</p>` : undefined,
    avatar: str(basics.image) ?? null,
    skills: [...new Set(skills)].slice(0, 40),
    experience: work,
    education,
    qualification: certs,
    custom_fields: languages.length ? { languages } : {},
  };
  return { data: normaliseEntryDates(data), unsure: [...new Set(unsure)], language: detectLanguage(textsOf(doc).join('\n')) };
}

/** Every text of a JSON document, in document order. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** Rich text as JSON Resume's plain text: a list item starts a line. */
const plain = (html: string | undefined) =>
  Array.from(htmlTokens(html ?? ''), (t) => (t.kind === 'text' ? decodeEntities(t.raw) : t.name === 'li' && !t.closing ? '\n' : ' '))
    .join('')
    .replace(/[ \t]+/g, ' ')
    .trim();

export function cvToJsonResume(cv: CvData): Obj {
  const phone = (cv.phones ?? []).map((p) => (p.code && !p.number.startsWith('+') && !p.number.startsWith('0') ? `${p.code.code} ${p.number}` : p.number)).join(' / ');
  const handle = /\/in\/([^/?#]+)/.exec(cv.linkedin ?? '')?.[1];
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: (/[\u3040-\u30ff\u3400-\u9fff]/.test(cv.last_name ?? '') ? [cv.last_name, cv.first_name] : [cv.first_name, cv.last_name]).filter(Boolean).join(' '),
      label: cv.title ?? '',
      email: cv.email ?? '',
      phone,
      summary: plain(cv.details),
      location: { city: cv.location?.city ?? '', region: cv.location?.administrative ?? '', countryCode: cv.location?.country_code ?? '' },
      profiles: cv.linkedin ? [{ network: 'LinkedIn', username: handle ?? '', url: cv.linkedin }] : [],
    },
    work: (cv.experience ?? []).map((e) => {
      const [summary, ...highlights] = plain(e.summary).split('\n').map((s) => s.trim());
      const { start, end } = experienceDates(e);
      return { name: e.company?.name ?? '', position: e.title ?? '', startDate: isoOf(start) ?? '', ...(end === 'present' || !end ? {} : { endDate: isoOf(end) }), summary: summary ?? '', highlights: highlights.filter(Boolean), ...(e.location ? { location: e.location } : {}) };
    }),
    education: (cv.education ?? []).map((e) => {
      // JSON Resume's endDate of a study still under way is its expected end: read it regardless of currently_studying.
      const { start, end } = educationDates({ ...e, currently_studying: false });
      return { institution: e.institution?.name ?? '', area: e.title ?? '', studyType: '', startDate: isoOf(start) ?? '', endDate: isoOf(end) ?? '' };
    }),
    skills: cv.skills?.length ? [{ name: 'Skills', keywords: cv.skills }] : [],
    languages: (cv.custom_fields?.languages ?? []).map((l) => ({ language: l.name, fluency: LANGUAGE_LEVELS[l.level as LanguageLevel] })),
  };
}
