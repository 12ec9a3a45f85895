/**
 * Whether imports save as they are (issue 10): a CV read from a resume should pass the §5 rules of a
 * save (`validateCvForSave`) without retyping, wherever the resume itself shows what they ask for.
 * Counted over the files whose truth shows it — both names, a profile, at least `CV_MIN_SKILLS`
 * skills, a job, every study with its title and institution — so a resume that lists three skills
 * is not held against the parser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CV_MIN_SKILLS } from '../../src/shared/constants.js';
import { truthStems } from './score.js';

type TruthDoc = {
  _meta?: { not_rendered?: string[] };
  first_name?: unknown;
  last_name?: unknown;
  summary?: unknown;
  skills?: unknown[];
  experience?: unknown[];
  education?: { title?: unknown; institution?: unknown }[];
};

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** Whether the document a truth describes shows everything a save needs. */
export function truthShowsSavable(truth: TruthDoc): boolean {
  const hidden = new Set(truth._meta?.not_rendered ?? []);
  const shown = (field: string) => !hidden.has(field);
  const institution = (i: unknown) => (i && typeof i === 'object' ? (i as { name?: unknown }).name : i);
  return (
    filled(truth.first_name) &&
    filled(truth.last_name) &&
    shown('summary') &&
    filled(truth.summary) &&
    shown('skills') &&
    (truth.skills?.length ?? 0) >= CV_MIN_SKILLS &&
    shown('experience') &&
    (truth.experience?.length ?? 0) >= 1 &&
    (truth.education ?? []).every((e) => filled(e.title) && filled(institution(e.institution)))
  );
}

/** The field of a save error's path that a person would retype (`education.2.title` → `education`). */
export const saveRule = (errorPath: string) => errorPath.split('.')[0];

export type Savability = { eligible: number; savable: number; blockers: Record<string, number> };

/**
 * Of a corpus's files whose truth shows what a save needs, how many parsed CVs pass the save rules as
 * imported, and which rules stopped the others (a file counted once per rule). `saveErrors` holds,
 * per file stem (its path without extension), the error paths `validateCvForSave` gave its CV.
 */
export function savability(corpusDir: string, saveErrors: Record<string, string[]>): Savability {
  const result: Savability = { eligible: 0, savable: 0, blockers: {} };
  for (const stem of truthStems(corpusDir)) {
    const errors = saveErrors[stem];
    if (!errors) continue;
    const truth = JSON.parse(fs.readFileSync(path.join(corpusDir, `${stem}.truth.json`), 'utf8')) as TruthDoc;
    if (!truthShowsSavable(truth)) continue;
    result.eligible++;
    if (!errors.length) result.savable++;
    for (const rule of new Set(errors.map(saveRule))) result.blockers[rule] = (result.blockers[rule] ?? 0) + 1;
  }
  return result;
}

/** One line of figures: "savable as imported: 41 of 44 (…); stopped by skills 2, details 1". */
export function describeSavability(s: Savability): string {
  const blockers = Object.entries(s.blockers).sort(([, a], [, b]) => b - a);
  const share = s.eligible ? ` (${((100 * s.savable) / s.eligible).toFixed(0)} %)` : '';
  return `savable as imported: ${s.savable} of ${s.eligible} files whose resume shows what a save needs${share}${blockers.length ? `; stopped by ${blockers.map(([k, n]) => `${k} ${n}`).join(', ')}` : ''}`;
}
