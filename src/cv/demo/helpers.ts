/** Small builders that keep the demo CVs readable. */
import type { Education, Experience, Phone, Qualification } from '../../shared/schemas/cv.js';

const COUNTRIES: Record<string, [string, string]> = {
  NL: ['Netherlands', '+31'],
  DE: ['Germany', '+49'],
  FR: ['France', '+33'],
  IT: ['Italy', '+39'],
  JP: ['Japan', '+81'],
  GB: ['United Kingdom', '+44'],
  BE: ['Belgium', '+32'],
  CH: ['Switzerland', '+41'],
  IE: ['Ireland', '+353'],
  ES: ['Spain', '+34'],
  US: ['United States', '+1'],
};

export const phone = (country: keyof typeof COUNTRIES, number: string): Phone => {
  const [name, code] = COUNTRIES[country];
  return { code: { name, code, country_code: country }, number };
};

let seq = 0;
const id = (prefix: string) => `${prefix}-${(++seq).toString(36)}`;

type Ym = `${number}-${string}`;
const ym = (s: Ym) => {
  const [y, m] = s.split('-').map(Number);
  return { start_year: y, start_month: m };
};

/** An experience from "YYYY-MM" dates; `end` null means current. */
export function job(title: string, company: string, start: Ym, end: Ym | null, summary: string, extra: Partial<Experience> = {}): Experience {
  const s = ym(start);
  const e = end ? ym(end) : null;
  return {
    id: id('exp'),
    title,
    company: { name: company, industry: extra.industry ? { name: extra.industry } : null },
    start_year: s.start_year,
    start_month: s.start_month,
    end_year: e?.start_year ?? null,
    end_month: e?.start_month ?? null,
    currently_working: !end,
    summary,
    ...extra,
  };
}

export function study(title: string, institution: string, from: number, to: number, extra: Partial<Education> = {}): Education {
  return { id: id('edu'), title, institution: { name: institution }, start_year: from, graduation_year: to, ...extra };
}

export function cert(summary: string, year: number, month?: number): Qualification {
  return { id: id('qual'), graduation_year: year, graduation_month: month ?? null, summary };
}
