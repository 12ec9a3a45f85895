/**
 * CV settings (spec §3 CV settings, §5, §7 "CV settings save … reset saves nulls"): the section order
 * and visible fields of the signed-in employee's CVs. Null parts mean the defaults.
 */
import { DEFAULT_CV_SETTINGS, type CvSettings } from '../../../shared/schemas/cv.js';
import type { SignedInContext } from '../../lib/context.js';
import { forbidden } from '../../lib/errors.js';
import * as repo from './repository.js';

const EMPTY: CvSettings = { sections: null, fields: null };

function employeeOf(ctx: SignedInContext): number {
  if (ctx.user.employeeId === null) throw forbidden('CV settings belong to an employee; you are not an employee of this account.');
  return ctx.user.employeeId;
}

/** The saved settings of the signed-in user, or null (all defaults) when there are none or they are no employee. */
export async function savedSettings(ctx: SignedInContext): Promise<CvSettings | null> {
  return ctx.user.employeeId === null ? null : repo.findSettings(ctx, ctx.user.employeeId);
}

export async function getSettings(ctx: SignedInContext) {
  const saved = await repo.findSettings(ctx, employeeOf(ctx));
  return { settings: saved ?? EMPTY, defaults: DEFAULT_CV_SETTINGS };
}

export async function updateSettings(ctx: SignedInContext, settings: CvSettings) {
  await repo.saveSettings(ctx, employeeOf(ctx), settings);
  return { settings };
}
