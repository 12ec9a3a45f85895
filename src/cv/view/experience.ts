/** Work experience: visible entries grouped by company, with periods and durations (§9). */
import { localPlace } from '../countries.js';
import { durationBetween, formatDuration, formatPeriod } from '../format.js';
import { experienceDates, type CvDate, type Experience } from '../../shared/schemas/cv.js';
import { has, joinNonEmpty, type Ctx } from './context.js';
import type { CvExperienceEntry, CvExperienceGroup } from './types.js';

const normalise = (s: string | null | undefined) => (s ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
/** Entries merge on the company as shown, so a hidden name never links up with the same company shown openly. */
const companyKey = (e: Experience) => (e.hide_company_name ? `hidden:${normalise(e.display_company_name)}` : `name:${normalise(e.company?.name)}`);

/** The company as shown: hidden names give way to `display_company_name`, else a neutral label. */
export function companyShown(ctx: Ctx, e: Experience): string {
  if (e.hide_company_name) return ctx.text(e.display_company_name) ?? ctx.L.misc.confidentialCompany;
  return ctx.text(e.company?.name) ?? '';
}

/**
 * The visible experiences in CV order, grouped: hidden entries are dropped; the Japanese variant
 * lists them in reverse; consecutive entries at the same company (trimmed, case-insensitive) share
 * one group unless `not_to_combine_career_history`.
 */
export function groupExperiences(list: readonly Experience[], options: { reverse: boolean; combine: boolean }): Experience[][] {
  const visible = list.filter((e) => !e.hide);
  if (options.reverse) visible.reverse();
  const groups: Experience[][] = [];
  for (const e of visible) {
    const prev = groups.at(-1);
    if (options.combine && prev && companyKey(prev[0]) === companyKey(e) && companyKey(e) !== 'name:') prev.push(e);
    else groups.push([e]);
  }
  return groups;
}

const expStart = (e: Experience) => experienceDates(e).start;
const expEnd = (e: Experience) => experienceDates(e).end;
const compareDates = (a: CvDate, b: CvDate) => a.year - b.year || (a.month ?? 0) - (b.month ?? 0) || (a.day ?? 0) - (b.day ?? 0);

function periodAndDuration(ctx: Ctx, start: CvDate | null, end: CvDate | 'present' | null) {
  const period = formatPeriod(ctx.language, start, end) || null;
  const until = end === 'present' ? ctx.today : end;
  const duration = start && until ? formatDuration(ctx.language, durationBetween(start, until)) : null;
  return { period, duration };
}

function experienceEntry(ctx: Ctx, e: Experience, fields: readonly string[]): CvExperienceEntry {
  const dates = has(fields, 'start_end_date') ? periodAndDuration(ctx, expStart(e), expEnd(e)) : { period: null, duration: null };
  return {
    id: e.id,
    title: ctx.text(e.title) ?? '',
    subtitle: ctx.text(e.title_additional_info),
    contractType: has(fields, 'contract_type') && e.contract_type ? ctx.L.employmentTypes[e.contract_type] : null,
    location: ctx.text(joinNonEmpty([e.location, e.location2, e.location3].map((l) => localPlace(ctx.language, l)))),
    ...dates,
    summaryHtml: has(fields, 'summary') ? ctx.html(e.summary) : null,
    highlightsHtml: has(fields, 'summary') ? ctx.html(e.project_highlights) : null,
  };
}

export function experienceGroups(ctx: Ctx): CvExperienceGroup[] {
  const fields = ctx.settings.fields.experience;
  const groups = groupExperiences(ctx.data.experience ?? [], {
    reverse: ctx.language === 'ja',
    combine: !ctx.data.custom_fields?.not_to_combine_career_history,
  });
  return groups.map((list) => {
    const first = list[0];
    const industry = has(fields, 'company_industry') ? ctx.text(list.map((e) => e.industry ?? e.company?.industry?.name).find((i) => i?.trim())) : null;
    let span = { period: null as string | null, duration: null as string | null };
    if (list.length > 1 && has(fields, 'start_end_date')) {
      const starts = list.map(expStart).filter((d): d is CvDate => !!d);
      const ends = list.map(expEnd);
      const start = starts.sort(compareDates)[0] ?? null;
      const end = ends.includes('present') ? 'present' : (ends.filter((d): d is CvDate => !!d && d !== 'present').sort(compareDates).at(-1) ?? null);
      span = periodAndDuration(ctx, start, end);
    }
    return {
      company: companyShown(ctx, first),
      industry,
      // A hidden company keeps its description out too: it would usually name the company.
      descriptionHtml: first.hide_company_name || !has(fields, 'summary') ? null : ctx.html(first.company_description),
      ...span,
      entries: list.map((e) => experienceEntry(ctx, e, fields)),
    };
  });
}
