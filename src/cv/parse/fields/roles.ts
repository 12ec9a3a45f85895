/**
 * Which of an entry's header texts is the role (job title, degree) and which the organisation
 * (company, institution): "Title at Company", a text split at a separator, or two texts weighed by a
 * score of word cues, with the section's own order as the tie-break.
 */
import type { RawEntry } from '../entries.js';

/** How role-like a text is (positive: a title or degree; negative: a company or institution). */
export type RoleScore = (text: string) => number;

const SPLITTERS: RegExp[] = [/\s+(?:at|@|bei|chez|bij|presso|em|en)\s+/i, /\s+[|·•]\s+|\s+‖\s+/, /\s+[–—]\s+|\s+-\s+/, /,\s+/];

/**
 * "Title at Company" (bei, chez, bij, presso, em, en): the company starts with a capital or a figure
 * ("Estudiante en prácticas" is a title; in "Técnico en prácticas at Construcciones Goikoetxea" the
 * company follows the second cue).
 */
function cueSplit(t: string, cues = SPLITTERS[0]): [string, string] | null {
  for (const m of t.matchAll(new RegExp(cues.source, 'gi'))) {
    const a = t.slice(0, m.index).trim();
    const b = t.slice(m.index + m[0].length).trim();
    if (a && /^[\p{Lu}\p{N}]/u.test(b)) return [a, b];
  }
  return null;
}

/** The cues of "Title at Company" that are never part of a title or degree. */
const NAMING_CUES = /\s+(?:at|@|bei|chez|bij|presso)\s+/i;

/** One header text split into role and organisation, if it holds both. */
function splitPair(t: string, score: RoleScore): [string, string] | null {
  const cue = cueSplit(t);
  if (cue) return cue;
  for (const re of SPLITTERS.slice(1)) {
    const m = re.exec(t);
    if (!m) continue;
    const a = t.slice(0, m.index).trim();
    const b = t.slice(m.index + m[0].length).trim();
    if (!a || !b) continue;
    return score(a) >= score(b) ? [a, b] : [b, a];
  }
  return null;
}

/** Each entry's role (`first`) and organisation (`second`). */
export function assignRoles(entries: Pick<RawEntry, 'header'>[], score: RoleScore): { first: string; second: string | null }[] {
  // Section prior: is the first header text the title (degree) or the company (institution)?
  let prior = 0;
  for (const e of entries) if (e.header.length >= 2) prior += score(e.header[0]) - score(e.header[1]);
  return entries.map((e) => {
    const h = e.header.slice(0, 4);
    if (h.length === 0) return { first: '', second: null };
    if (h.length === 1) {
      const p = splitPair(h[0], score);
      return p ? { first: p[0], second: p[1] } : { first: h[0], second: null };
    }
    // A first text that names both ("Chef de Partie bei Gasthof Von Bergen") is the whole header:
    // the lines under it are what the job was (bullets without a stop), not its company. Only by
    // cues that never join a title's own words ("Grado en Ingeniería", "Técnico em Enfermagem").
    const named = cueSplit(h[0], NAMING_CUES);
    if (named) return { first: named[0], second: named[1] };
    let [a, b] = h.length >= 3 ? pickTwo(h, score) : [h[0], h[1]];
    const d = score(a) - score(b);
    if (d < 0 || (d === 0 && prior < 0)) [a, b] = [b, a];
    return { first: a, second: b };
  });
}

/** The most title-like and the most company-like of the texts, in reading order. */
function pickTwo(h: string[], score: RoleScore): [string, string] {
  const byScore = h.map((t, i) => ({ t, i, s: score(t) }));
  const hi = byScore.reduce((x, y) => (y.s > x.s ? y : x));
  const lo = byScore.filter((x) => x !== hi).reduce((x, y) => (y.s < x.s ? y : x));
  if (hi.s === lo.s) return [h[h.length - 2], h[h.length - 1]];
  return hi.i < lo.i ? [hi.t, lo.t] : [lo.t, hi.t];
}
