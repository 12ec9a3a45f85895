/** Salary facts (§3 preferences.salary) for the salary sections, the info items and the cover sheet. */
import { formatMoneyRange } from '../format.js';
import type { Salary } from '../../shared/schemas/cv.js';
import { joinNonEmpty, type Ctx } from './context.js';
import type { CvFact } from './types.js';

/**
 * Flags of `salary_preferences` and `salary_current`: `_hide` hides the block on every CV,
 * `_anon_hide` on the anonymous one, `_include` puts it on the cover sheet as well.
 * `salary_previous` has only `_include`: it is shown (CV and cover sheet) only when included.
 */
function salaryBlockShown(ctx: Ctx, block: { _hide?: boolean; _anon_hide?: boolean } | undefined): boolean {
  return !block?._hide && !(ctx.anonymous && block?._anon_hide);
}

export function salaryPreferenceFacts(ctx: Ctx): CvFact[] {
  const s: Salary = ctx.data.preferences?.salary ?? {};
  if (!salaryBlockShown(ctx, s.salary_preferences)) return [];
  const { L, language, currency } = ctx;
  const facts: CvFact[] = [];
  const free = ctx.text(s.salary_preferences?.value);
  if (free) facts.push({ key: 'salary_preferences', label: L.salary.expectation, value: free });
  const add = (key: string, label: string, min: number | null | undefined, max: number | null | undefined, unit: string, extra?: string | null) => {
    const range = formatMoneyRange(language, min, max, currency);
    if (range) facts.push({ key, label, value: joinNonEmpty([range, unit, extra], ' ') as string });
  };
  if (s.permanent !== false) {
    add('permanent', `${L.salary.expectation} (${L.salary.permanent})`, s.permanent_min, s.permanent_max, L.salary.perYear);
    add('permanent_monthly', `${L.salary.expectation} (${L.salary.permanent})`, s.permanent_monthly, s.permanent_monthly_max, L.salary.perMonth);
  }
  if (s.contract !== false) {
    const gst = s.gst ? L.salary.gst : null;
    const rateUnit = s.is_daily_rate ? L.salary.perDay : L.salary.perHour;
    add('contract_annual', `${L.salary.expectation} (${L.salary.contract})`, s.annual_min, s.annual_max, L.salary.perYear, gst);
    add('contract_rate', `${L.salary.expectation} (${L.salary.contract})`, s.hourly_min, s.hourly_max, rateUnit, gst);
    add('contract_max_remote', L.salary.remote, s.contract_max_remote, null, rateUnit, gst);
    add('contract_max_allIn', L.salary.allIn, s.contract_max_allIn, null, rateUnit, gst);
  }
  const superannuation = ctx.text(s.superannuation);
  if (superannuation && facts.length) facts.push({ key: 'superannuation', label: L.salary.superannuation, value: superannuation });
  return facts;
}

export function currentSalaryFacts(ctx: Ctx): CvFact[] {
  const s = ctx.data.preferences?.salary ?? {};
  if (!salaryBlockShown(ctx, s.salary_current)) return [];
  const value = ctx.text(s.salary_current?.value) ?? ctx.text(ctx.data.current_salary);
  return value ? [{ key: 'salary_current', label: ctx.L.salary.current, value }] : [];
}

export function previousSalaryFacts(ctx: Ctx): CvFact[] {
  const prev = ctx.data.preferences?.salary?.salary_previous;
  const value = prev?._include ? ctx.text(prev.value) : null;
  return value ? [{ key: 'salary_previous', label: ctx.L.salary.previous, value }] : [];
}
