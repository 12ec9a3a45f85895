/** The cover sheet (custom field add_coversheet_info_to_cv). */
import { DEFAULT_CLIENT_SELECTION } from '../../shared/constants.js';
import { joinNonEmpty, type Ctx } from './context.js';
import { contactPersonFacts } from './facts.js';
import { currentSalaryFacts, previousSalaryFacts, salaryPreferenceFacts } from './salary.js';
import type { CvCover } from './types.js';

export function coverSheet(ctx: Ctx): CvCover | null {
  const cf = ctx.data.custom_fields ?? {};
  if (!cf.add_coversheet_info_to_cv) return null;
  const client = cf.client_selection?.trim() || DEFAULT_CLIENT_SELECTION;
  const s = ctx.data.preferences?.salary ?? {};
  const salary = cf.remove_salary_from_coversheet
    ? []
    : [
        ...(s.salary_preferences?._include ? salaryPreferenceFacts(ctx) : []),
        ...(s.salary_current?._include ? currentSalaryFacts(ctx) : []),
        ...previousSalaryFacts(ctx),
      ];
  const consultant = cf.hide_consultant_info_to_cv ? [] : contactPersonFacts(ctx, 'consultant', ctx.consultant, ctx.L.misc.consultant);
  return {
    title: ctx.text(cf.desired_job_title) ?? ctx.text(ctx.data.title) ?? '',
    subtitle: ctx.text(cf.desired_job_subtitle),
    preparedFor: client.toLowerCase() === DEFAULT_CLIENT_SELECTION.toLowerCase() ? null : ctx.text(client),
    html: joinNonEmpty([ctx.html(cf.cover_info), ctx.html(cf.cover_summary)], ''),
    facts: [...salary, ...consultant],
  };
}
