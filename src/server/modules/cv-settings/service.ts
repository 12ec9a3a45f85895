/**
 * CV settings (spec §3 CV settings, §5, §7 "CV settings save … reset saves nulls"): the section order
 * and visible fields of the signed-in employee's CVs. Null parts mean the defaults.
 */
import { DEFAULT_CV_SETTINGS, type CvSettings } from '../../../shared/schemas/cv.js';
import type { Actor } from '../../lib/actor.js';
import { forbidden } from '../../lib/errors.js';
import * as repo from './repository.js';

const EMPTY: CvSettings = { sections: null, fields: null };

function employeeOf(actor: Actor): number {
  if (actor.employeeId === null) throw forbidden('CV settings belong to an employee; you are not an employee of this account.');
  return actor.employeeId;
}

/** The saved settings of the actor, or null (all defaults) when there are none or the actor is no employee. */
export async function savedSettings(actor: Actor): Promise<CvSettings | null> {
  return actor.employeeId === null ? null : repo.findSettings(actor.scope, actor.employeeId);
}

export async function getSettings(actor: Actor) {
  const saved = await repo.findSettings(actor.scope, employeeOf(actor));
  return { settings: saved ?? EMPTY, defaults: DEFAULT_CV_SETTINGS };
}

export async function updateSettings(actor: Actor, settings: CvSettings) {
  await repo.saveSettings(actor.scope, employeeOf(actor), settings);
  return { settings };
}
