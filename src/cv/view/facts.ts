/** Labelled facts: the info (sidebar) items, availability, and the candidate's, consultant's and office's contact details. */
import { localCountry, localNationality } from '../countries.js';
import { formatFullDate } from '../format.js';
import { formatPhone } from '../../shared/phones.js';
import { parseIsoDate } from '../../shared/schemas/cv.js';
import type { CvLabels } from '../labels/index.js';
import { joinNonEmpty, type Ctx } from './context.js';
import { salaryPreferenceFacts } from './salary.js';
import type { CvContactPerson, CvFact, CvOffice } from './types.js';

function locationText(ctx: Ctx): string | null {
  const loc = ctx.data.location;
  if (!loc) return null;
  const country = localCountry(ctx.language, loc);
  // Anonymous: the country only; a city narrows a candidate down too far in a small market.
  return ctx.anonymous ? ctx.text(country) : ctx.text(joinNonEmpty([loc.city, loc.administrative !== loc.city ? loc.administrative : null, country]));
}

export function infoFact(ctx: Ctx, key: string): CvFact[] {
  const { L, data, anonymous } = ctx;
  const p = data.preferences ?? {};
  const fact = (value: string | null, label = L.fields[key as keyof CvLabels['fields']]): CvFact[] => (value ? [{ key, label, value }] : []);
  switch (key) {
    case 'location':
      return fact(locationText(ctx));
    case 'visa_status':
      return fact(ctx.text(data.visa_status));
    case 'linkedin':
      return anonymous ? [] : fact(ctx.text(data.linkedin?.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')));
    case 'salary_target':
      return fact(salaryPreferenceFacts(ctx)[0]?.value ?? null);
    case 'notice_period':
      return fact(ctx.text(p.notice_period));
    case 'interview_availability':
      return fact(ctx.text(p.interview_availability));
    case 'date_of_birth': {
      const dob = parseIsoDate(data.dateofbirth);
      return anonymous || !dob ? [] : fact(formatFullDate(ctx.language, dob));
    }
    case 'recruiter':
      return data.custom_fields?.hide_consultant_info_to_cv ? [] : fact(ctx.consultant?.name?.trim() || null);
    case 'nationality':
      return anonymous ? [] : fact(ctx.text(localNationality(ctx.language, data.custom_fields?.nationality)));
    case 'gender':
      return anonymous || !data.custom_fields?.display_gender_on_cv ? [] : fact(ctx.text(data.custom_fields?.gender));
    default:
      return [];
  }
}

/** Info keys in settings order, then nationality and gender, which have no setting of their own. */
export const infoItems = (ctx: Ctx, keys: readonly string[]) => [...keys, 'nationality', 'gender'].flatMap((k) => infoFact(ctx, k));

export function availabilityFacts(ctx: Ctx): CvFact[] {
  const p = ctx.data.preferences ?? {};
  const { L } = ctx;
  const options = [p.availability_immediately && L.availability.immediately, p.availability_notice && L.availability.notice, p.availability_date && L.availability.date];
  const facts: CvFact[] = [];
  const chosen = joinNonEmpty(options.map((o) => o || null), '; ');
  if (chosen) facts.push({ key: 'availability', label: L.fields.availability, value: chosen });
  const start = ctx.text(p.availability_to_start);
  if (start) facts.push({ key: 'availability_to_start', label: L.availability.start, value: start });
  return facts;
}

export function contactPersonFacts(ctx: Ctx, key: string, person: CvContactPerson | CvOffice | null, label: string): CvFact[] {
  if (!person?.name?.trim()) return [];
  const facts: CvFact[] = [{ key, label, value: person.name.trim() }];
  if ('address' in person && person.address?.trim()) facts.push({ key: `${key}_address`, label: ctx.L.fields.address, value: person.address.trim() });
  if (person.email?.trim()) facts.push({ key: `${key}_email`, label: ctx.L.fields.email, value: person.email.trim() });
  if (person.phone?.trim()) facts.push({ key: `${key}_phone`, label: ctx.L.fields.phone, value: formatPhone(person.phone, ctx.phoneCountry.organisation) });
  return facts;
}

/** Candidate contact details: the full version only, each with its own add_*_to_cv consent. */
export function candidateContactFacts(ctx: Ctx): CvFact[] {
  if (ctx.anonymous) return [];
  const { data, L } = ctx;
  const facts: CvFact[] = [];
  if (data.add_email_to_cv && data.email?.trim()) facts.push({ key: 'email', label: L.fields.email, value: data.email.trim() });
  if (data.add_phone_to_cv) for (const p of data.phones ?? []) if (p.number.trim()) facts.push({ key: 'phone', label: L.fields.phone, value: formatPhone(p, ctx.phoneCountry.candidate) });
  return [...facts, ...infoFact(ctx, 'location'), ...infoFact(ctx, 'linkedin')];
}
