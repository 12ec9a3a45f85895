/** Education and qualification entries. */
import { localPlace } from '../countries.js';
import { formatPeriod } from '../format.js';
import { educationDates, qualificationDates, type Education } from '../../shared/schemas/cv.js';
import { has, type Ctx } from './context.js';
import type { CvEducationEntry, CvQualificationEntry } from './types.js';

export function educationEntry(ctx: Ctx, e: Education): CvEducationEntry {
  const fields = ctx.settings.fields.education;
  // The settings show or hide institutions for the whole CV; an entry may hide its own, or force it with show_institution.
  const showInstitution = e.hide_institution ? false : has(fields, 'institution') || !!e.show_institution;
  let period: string | null = null;
  if (has(fields, 'start_end_date')) {
    const { start, end } = educationDates(e);
    period = formatPeriod(ctx.language, e.show_only_enddate ? null : start, end) || null;
  }
  return {
    id: e.id,
    title: ctx.text(e.title) ?? '',
    level: has(fields, 'level') && e.level ? ctx.L.educationLevels[e.level] : null,
    institution: showInstitution ? ctx.text(e.institution?.name) : null,
    address: showInstitution && e.show_institution_address ? ctx.text(localPlace(ctx.language, e.institution_address)) : null,
    location: ctx.text(localPlace(ctx.language, e.location)),
    period,
    summaryHtml: has(fields, 'summary') ? ctx.html(e.summary) : null,
  };
}

export function qualificationEntries(ctx: Ctx): CvQualificationEntry[] {
  return (ctx.data.qualification ?? []).flatMap((q) => {
    const summaryHtml = ctx.html(q.summary);
    if (!summaryHtml) return [];
    const { start, end } = qualificationDates(q);
    return [{ id: q.id, period: formatPeriod(ctx.language, start, end) || null, summaryHtml }];
  });
}
