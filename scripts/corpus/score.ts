/**
 * The project's own scorer for resume-parser output against truth files: the matching rules the
 * labelled corpus documents (../shared/resume-corpus/README.md "Scoring" and the rules at the top of
 * its score.mjs), written here so the generated corpus can be scored in-process, plus a score of
 * the summaries the labelled corpus does not have.
 *
 * Fields (the same as score.mjs): first_name, last_name, title, email, phones, linkedin,
 * location.city, location.country, the experience and education sub-fields, skills, languages.
 * - Strings: NFKC, lower case (ß → ss), whitespace runs collapsed, punctuation and spaces cut from
 *   both ends ('#' kept: "C#"); then equal.
 * - Phones, as a set: digits only; leading zeros (trunk prefix, 00) dropped; a leading country
 *   code of 1–3 digits may be left out on one side (or both carry the same), when at least 7 digits
 *   remain equal: "+44 (0)131 496 0123" = "0131 496 0123".
 * - E-mail: trimmed, lower case, without "mailto:". LinkedIn: the handle after /in/ (decoded,
 *   lower case); a bare handle is a handle. Country: the ISO code, any case.
 * - Years and months are integer sub-fields; a month counts only where the truth has one (a
 *   predicted month the truth lacks, or on an unpaired predicted entry, is ignored).
 * - Entries: paired one-to-one, best first, by the mean character-bigram Dice similarity of
 *   company and title (experience) or institution and title (education) over the sub-fields the
 *   truth has; below 0.5 no pair. Ties go to the pair whose positions are closer. A paired entry's
 *   sub-fields are scored like scalars, an unpaired truth entry's count as missed, an unpaired
 *   prediction's as spurious. education.title also matches with the same words in any order (minus
 *   connector words) or the same letters without spaces and punctuation.
 * - Scalars: both present and equal TP; both present and different FP + FN; truth only FN;
 *   prediction only FP.
 * - Skills and languages: sets of normalised strings.
 * - Overall F1: micro-averaged over every field line except the "(entries)" counts.
 *
 * Summaries are scored apart and never enter the overall F1: token F1 (multiset of word tokens; each
 * CJK character a token) of the profile summary and of the summaries of paired entries, wherever the
 * truth has one; the mean over those.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Truth } from './types.js';

// ── normalisation and equality ───────────────────────────────────────────────────────────────────

const EDGE = /^[\p{P}\p{Z}\s]+|[\p{P}\p{Z}\s]+$/gu;

/** The comparable form of a string value; null when there is nothing to compare. */
export function normalise(value: unknown): string | null {
  if (value === null || value === undefined || typeof value === 'object') return null;
  let s = String(value).normalize('NFKC').toLowerCase().replace(/ß/g, 'ss').replace(/\s+/g, ' ').trim();
  // Cut punctuation and spaces from the ends, stopping at a '#' ("C#." → "c#").
  s = s.replace(EDGE, (run, offset: number) => {
    if (!run.includes('#')) return '';
    return offset === 0 ? run.slice(run.indexOf('#')) : run.slice(0, run.lastIndexOf('#') + 1);
  });
  return s === '' ? null : s;
}

const onlyDigits = (v: unknown) => String(v ?? '').replace(/\D+/g, '');
const withoutLeadingZeros = (d: string) => d.replace(/^0+/, '');

/** Same phone number, written nationally or internationally. */
export function samePhone(a: unknown, b: unknown): boolean {
  const x = withoutLeadingZeros(onlyDigits(a));
  const y = withoutLeadingZeros(onlyDigits(b));
  if (!x || !y) return false;
  if (x === y) return true;
  if (x.length < 7 || y.length < 7) return false;
  const readings = (d: string) => [{ code: '', rest: d }, ...[1, 2, 3].map((k) => ({ code: d.slice(0, k), rest: withoutLeadingZeros(d.slice(k)) }))];
  for (const rx of readings(x)) {
    for (const ry of readings(y)) {
      if (!rx.code && !ry.code) continue;
      if (rx.code && ry.code && rx.code !== ry.code) continue;
      if (rx.rest.length >= 7 && rx.rest === ry.rest) return true;
    }
  }
  return false;
}

export function emailOf(value: unknown): string | null {
  if (value === null || value === undefined || typeof value === 'object') return null;
  const s = String(value).trim().toLowerCase().replace(/^mailto:/, '');
  return s || null;
}

export function linkedinHandle(value: unknown): string | null {
  if (value === null || value === undefined || typeof value === 'object') return null;
  let s = String(value).trim();
  const inPath = /\/in\/([^/?#\s]+)/i.exec(s);
  if (inPath) s = inPath[1];
  try {
    s = decodeURIComponent(s);
  } catch {
    // A stray % stays as written.
  }
  s = s.replace(/^@/, '').replace(/\/+$/, '').toLowerCase();
  return s || null;
}

const countryOf = (value: unknown) => (value === null || value === undefined || typeof value === 'object' ? null : String(value).trim().toUpperCase() || null);

function integerOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
}

function booleanOf(value: unknown): boolean | null {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  return null;
}

function bigramCounts(s: string): Map<string, number> {
  const padded = ` ${s} `;
  const counts = new Map<string, number>();
  for (let i = 0; i + 1 < padded.length; i++) {
    const g = padded.slice(i, i + 2);
    counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  return counts;
}

/** Character-bigram Dice similarity of two values (normalised first), 0 to 1. */
export function diceSimilarity(a: unknown, b: unknown): number {
  const x = normalise(a);
  const y = normalise(b);
  if (x === null || y === null) return 0;
  if (x === y) return 1;
  const A = bigramCounts(x);
  const B = bigramCounts(y);
  let shared = 0;
  let total = 0;
  for (const [g, n] of A) {
    shared += Math.min(n, B.get(g) ?? 0);
    total += n;
  }
  for (const n of B.values()) total += n;
  return (2 * shared) / total;
}

const CONNECTORS = new Set(['in', 'of', 'and', 'en', 'de', 'der', 'des', 'du', 'di', 'del', 'la', 'le', 'y', 'e', 'und', 'im']);

/** Degree + area as one string: equal as strings, as the same words in any order (connectors aside), or as the same letters. */
export function sameEducationTitle(a: unknown, b: unknown): boolean {
  const x = normalise(a);
  const y = normalise(b);
  if (x === null || y === null) return false;
  if (x === y) return true;
  const words = (s: string) =>
    s
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w && !CONNECTORS.has(w))
      .sort()
      .join(' ');
  if (words(x) === words(y)) return true;
  const letters = (s: string) => s.replace(/[^\p{L}\p{N}]+/gu, '');
  return letters(x) === letters(y);
}

// ── reading a document (truth or prediction) ─────────────────────────────────────────────────────

type Entry = Record<string, unknown>;
type Shaped = {
  first_name: unknown;
  last_name: unknown;
  title: unknown;
  email: unknown;
  linkedin: unknown;
  phones: unknown[];
  city: unknown;
  country: unknown;
  summary: unknown;
  experience: Entry[];
  education: Entry[];
  skills: unknown[];
  languages: unknown[];
};

const listOf = (v: unknown): unknown[] => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]);
const nameOf = (v: unknown) => (v && typeof v === 'object' ? ((v as Entry).name ?? (v as Entry).language ?? (v as Entry).skill ?? null) : v);
const isRecord = (v: unknown): v is Entry => !!v && typeof v === 'object' && !Array.isArray(v);

function shape(document: unknown): Shaped {
  const doc: Entry = isRecord(document) ? document : {};
  const rawLocation = doc.location;
  const location: Entry = typeof rawLocation === 'string' ? { city: rawLocation } : isRecord(rawLocation) ? rawLocation : {};
  return {
    first_name: doc.first_name,
    last_name: doc.last_name,
    title: doc.title,
    email: doc.email,
    linkedin: doc.linkedin,
    phones: listOf(doc.phones).filter((p) => p !== null && typeof p !== 'object' && String(p).trim() !== ''),
    city: location.city,
    country: location.country,
    summary: doc.summary,
    experience: listOf(doc.experience)
      .filter(isRecord)
      .map((e) => ({
        title: e.title,
        company: isRecord(e.company) ? e.company.name : e.company,
        start_year: integerOf(e.start_year),
        start_month: integerOf(e.start_month),
        end_year: integerOf(e.end_year),
        end_month: integerOf(e.end_month),
        currently_working: booleanOf(e.currently_working),
        summary: e.summary,
      })),
    education: listOf(doc.education)
      .filter(isRecord)
      .map((e) => ({
        title: e.title,
        institution: isRecord(e.institution) ? e.institution.name : e.institution,
        start_year: integerOf(e.start_year),
        graduation_year: integerOf(e.graduation_year),
        summary: e.summary,
      })),
    skills: listOf(doc.skills).map(nameOf),
    languages: listOf(doc.languages).map(nameOf),
  };
}

// ── counting ─────────────────────────────────────────────────────────────────────────────────────

export const SCORED_FIELDS = [
  'first_name', 'last_name', 'title', 'email', 'phones', 'linkedin', 'location.city', 'location.country',
  'experience (entries)', 'experience.title', 'experience.company', 'experience.start_year', 'experience.start_month',
  'experience.end_year', 'experience.end_month', 'experience.currently_working',
  'education (entries)', 'education.title', 'education.institution', 'education.start_year', 'education.graduation_year',
  'skills', 'languages',
] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

export type Tally = { tp: number; fp: number; fn: number };
export type SummaryKind = 'profile' | 'experience' | 'education';
export type SummaryTally = Record<SummaryKind, { sum: number; count: number }>;
/** Everything `scoreOne` adds up: per-field TP/FP/FN and the summaries' token F1 sums. */
export type Counts = { fields: Record<ScoredField, Tally>; summaries: SummaryTally };

export const newCounts = (): Counts => ({
  fields: Object.fromEntries(SCORED_FIELDS.map((f) => [f, { tp: 0, fp: 0, fn: 0 }])) as Record<ScoredField, Tally>,
  summaries: { profile: { sum: 0, count: 0 }, experience: { sum: 0, count: 0 }, education: { sum: 0, count: 0 } },
});

const present = (v: unknown) => v !== null && v !== undefined && (typeof v !== 'string' || normalise(v) !== null);

function scoreScalar(t: Tally, truth: unknown, prediction: unknown, equal: (a: unknown, b: unknown) => boolean, monthRule = false) {
  const inTruth = present(truth);
  const inPrediction = present(prediction);
  if (inTruth && inPrediction) {
    if (equal(truth, prediction)) t.tp++;
    else {
      t.fp++;
      t.fn++;
    }
  } else if (inTruth) t.fn++;
  else if (inPrediction && !monthRule) t.fp++;
}

const sameText = (a: unknown, b: unknown) => normalise(a) === normalise(b);
const identical = (a: unknown, b: unknown) => a === b;

function scoreSet(t: Tally, truth: unknown[], prediction: unknown[]) {
  const T = new Set(truth.map(normalise).filter((x): x is string => x !== null));
  const P = new Set(prediction.map(normalise).filter((x): x is string => x !== null));
  for (const x of P) {
    if (T.has(x)) t.tp++;
    else t.fp++;
  }
  for (const x of T) if (!P.has(x)) t.fn++;
}

function scorePhones(t: Tally, truth: unknown[], prediction: unknown[]) {
  const used = new Set<number>();
  for (const phone of truth) {
    const j = prediction.findIndex((p, k) => !used.has(k) && samePhone(phone, p));
    if (j >= 0) {
      used.add(j);
      t.tp++;
    } else t.fn++;
  }
  t.fp += prediction.length - used.size;
}

/** One-to-one pairs of truth and predicted entries, best similarity first (at least 0.5). */
export function pairEntries(truth: Entry[], prediction: Entry[], keys: string[]): { pairs: [number, number][]; truthLeft: number[]; predictionLeft: number[] } {
  const candidates: { i: number; j: number; sim: number }[] = [];
  truth.forEach((t, i) => {
    const known = keys.filter((k) => normalise(t[k]) !== null);
    prediction.forEach((p, j) => {
      const sim = known.length ? known.reduce((s, k) => s + diceSimilarity(t[k], p[k]), 0) / known.length : 0;
      if (sim >= 0.5) candidates.push({ i, j, sim });
    });
  });
  candidates.sort((a, b) => b.sim - a.sim || Math.abs(a.i - a.j) - Math.abs(b.i - b.j) || a.i - b.i);
  const takenT = new Set<number>();
  const takenP = new Set<number>();
  const pairs: [number, number][] = [];
  for (const { i, j } of candidates) {
    if (takenT.has(i) || takenP.has(j)) continue;
    takenT.add(i);
    takenP.add(j);
    pairs.push([i, j]);
  }
  return { pairs, truthLeft: truth.map((_, i) => i).filter((i) => !takenT.has(i)), predictionLeft: prediction.map((_, j) => j).filter((j) => !takenP.has(j)) };
}

type SubField = { name: string; equal: (a: unknown, b: unknown) => boolean; month?: boolean };

function scoreEntries(C: Counts, section: 'experience' | 'education', truth: Entry[], prediction: Entry[], keys: string[], subs: SubField[]) {
  const { pairs, truthLeft, predictionLeft } = pairEntries(truth, prediction, keys);
  const field = (name: string) => C.fields[`${section}.${name}` as ScoredField];
  const entries = C.fields[`${section} (entries)`];
  entries.tp += pairs.length;
  entries.fn += truthLeft.length;
  entries.fp += predictionLeft.length;
  for (const [i, j] of pairs) {
    for (const s of subs) scoreScalar(field(s.name), truth[i][s.name], prediction[j][s.name], s.equal, s.month);
    scoreSummary(C, section, truth[i].summary, prediction[j].summary);
  }
  for (const i of truthLeft) for (const s of subs) if (present(truth[i][s.name])) field(s.name).fn++;
  for (const j of predictionLeft) for (const s of subs) if (!s.month && present(prediction[j][s.name])) field(s.name).fp++;
}

// ── summaries ────────────────────────────────────────────────────────────────────────────────────

const TOKEN = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]|(?:(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])[\p{L}\p{N}\p{M}])+/gu;

/** Word tokens of a text (NFKC, lower case); each Chinese or Japanese character is a token of its own. */
export const tokensOf = (text: unknown): string[] => (typeof text === 'string' ? (text.normalize('NFKC').toLowerCase().match(TOKEN) ?? []) : []);

/** Token F1 of a predicted text against a truth text (multisets of tokens); 0 when either has none. */
export function tokenF1(truth: unknown, prediction: unknown): number {
  const t = tokensOf(truth);
  const p = tokensOf(prediction);
  if (!t.length || !p.length) return 0;
  const counts = new Map<string, number>();
  for (const x of t) counts.set(x, (counts.get(x) ?? 0) + 1);
  let overlap = 0;
  for (const x of p) {
    const n = counts.get(x) ?? 0;
    if (n > 0) {
      overlap++;
      counts.set(x, n - 1);
    }
  }
  if (!overlap) return 0;
  const precision = overlap / p.length;
  const recall = overlap / t.length;
  return (2 * precision * recall) / (precision + recall);
}

function scoreSummary(C: Counts, kind: SummaryKind, truth: unknown, prediction: unknown) {
  if (!tokensOf(truth).length) return;
  C.summaries[kind].sum += tokenF1(truth, prediction);
  C.summaries[kind].count++;
}

// ── one document ─────────────────────────────────────────────────────────────────────────────────

/** Adds one document's comparison to `counts` (a fresh tally when none is given) and answers it. */
export function scoreOne(truthDoc: unknown, predictionDoc: unknown, counts: Counts = newCounts()): Counts {
  const t = shape(truthDoc);
  const p = shape(predictionDoc ?? {});
  const F = counts.fields;
  const text = (field: ScoredField, a: unknown, b: unknown) => scoreScalar(F[field], normalise(a), normalise(b), identical);
  text('first_name', t.first_name, p.first_name);
  text('last_name', t.last_name, p.last_name);
  text('title', t.title, p.title);
  scoreScalar(F.email, emailOf(t.email), emailOf(p.email), identical);
  scorePhones(F.phones, t.phones, p.phones);
  scoreScalar(F.linkedin, linkedinHandle(t.linkedin), linkedinHandle(p.linkedin), identical);
  text('location.city', t.city, p.city);
  scoreScalar(F['location.country'], countryOf(t.country), countryOf(p.country), identical);
  scoreEntries(counts, 'experience', t.experience, p.experience, ['company', 'title'], [
    { name: 'title', equal: sameText },
    { name: 'company', equal: sameText },
    { name: 'start_year', equal: identical },
    { name: 'start_month', equal: identical, month: true },
    { name: 'end_year', equal: identical },
    { name: 'end_month', equal: identical, month: true },
    { name: 'currently_working', equal: identical },
  ]);
  scoreEntries(counts, 'education', t.education, p.education, ['institution', 'title'], [
    { name: 'title', equal: sameEducationTitle },
    { name: 'institution', equal: sameText },
    { name: 'start_year', equal: identical },
    { name: 'graduation_year', equal: identical },
  ]);
  scoreSet(F.skills, t.skills, p.skills);
  scoreSet(F.languages, t.languages, p.languages);
  scoreSummary(counts, 'profile', t.summary, p.summary);
  return counts;
}

// ── figures ──────────────────────────────────────────────────────────────────────────────────────

export type Figures = Tally & { precision: number | null; recall: number | null; f1: number | null };

export function figures(t: Tally): Figures {
  const precision = t.tp + t.fp ? t.tp / (t.tp + t.fp) : null;
  const recall = t.tp + t.fn ? t.tp / (t.tp + t.fn) : null;
  const f1 = t.tp + t.fp + t.fn ? (2 * t.tp) / (2 * t.tp + t.fp + t.fn) : null;
  return { ...t, precision, recall, f1 };
}

/** Micro-averaged F1 over every field but the "(entries)" counts; 0 when nothing was counted. */
export function overall(counts: Counts): number {
  const sum = { tp: 0, fp: 0, fn: 0 };
  for (const f of SCORED_FIELDS) {
    if (f.endsWith('(entries)')) continue;
    sum.tp += counts.fields[f].tp;
    sum.fp += counts.fields[f].fp;
    sum.fn += counts.fields[f].fn;
  }
  return figures(sum).f1 ?? 0;
}

export type SummaryFigures = { mean: number | null; count: number; byKind: Record<SummaryKind, { mean: number | null; count: number }> };

/** Mean token F1 of the summaries, over all and per kind. */
export function summaryFigures(counts: Counts): SummaryFigures {
  const s = counts.summaries;
  const kinds = Object.keys(s) as SummaryKind[];
  const mean = (sum: number, count: number) => (count ? sum / count : null);
  const total = kinds.reduce((acc, k) => ({ sum: acc.sum + s[k].sum, count: acc.count + s[k].count }), { sum: 0, count: 0 });
  return {
    mean: mean(total.sum, total.count),
    count: total.count,
    byKind: Object.fromEntries(kinds.map((k) => [k, { mean: mean(s[k].sum, s[k].count), count: s[k].count }])) as SummaryFigures['byKind'],
  };
}

const show = (x: number | null) => (x === null ? '  n/a' : x.toFixed(3));

/** The per-field table, the overall F1 and the summaries' token F1, as lines of text. */
export function formatTable(counts: Counts): string {
  const lines = [`${'field'.padEnd(32)}${'TP'.padStart(6)}${'FP'.padStart(6)}${'FN'.padStart(6)}  precision  recall     F1`];
  for (const f of SCORED_FIELDS) {
    const x = figures(counts.fields[f]);
    lines.push(`${f.padEnd(32)}${String(x.tp).padStart(6)}${String(x.fp).padStart(6)}${String(x.fn).padStart(6)}      ${show(x.precision)}   ${show(x.recall)}  ${show(x.f1)}`);
  }
  const s = summaryFigures(counts);
  lines.push('');
  for (const [kind, k] of Object.entries(s.byKind)) lines.push(`summary token F1 (${kind}): ${show(k.mean)} over ${k.count}`);
  lines.push(`summary token F1 (all): ${show(s.mean)} over ${s.count}`);
  lines.push('');
  lines.push(`overall F1: ${overall(counts).toFixed(3)}`);
  return lines.join('\n');
}

// ── a corpus ─────────────────────────────────────────────────────────────────────────────────────

/** Relative paths, without `.truth.json`, of every truth file under a folder (sorted). */
export function truthStems(dir: string, rel = ''): string[] {
  const out: string[] = [];
  const entries = fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const e of entries) {
    const r = path.join(rel, e.name);
    if (e.isDirectory()) out.push(...truthStems(dir, r));
    else if (e.name.endsWith('.truth.json')) out.push(r.slice(0, -'.truth.json'.length));
  }
  return out;
}

const readTruth = (dir: string, stem: string) => JSON.parse(fs.readFileSync(path.join(dir, `${stem}.truth.json`), 'utf8')) as Truth;

export type CorpusScore = {
  files: number;
  found: number;
  missing: string[];
  overall: number;
  fields: Record<ScoredField, Figures>;
  summaries: SummaryFigures;
  /** Per value of `_meta[by]`: its overall F1, summaries and number of files. */
  groups: Record<string, { overall: number; files: number; summaries: SummaryFigures }>;
  perFile: Record<string, number>;
  counts: Counts;
};

/**
 * Scores every truth file under `corpusDir` against its prediction: from a map by stem (the truth
 * file's relative path without `.truth.json`), or from `<predictionsDir>/<stem>.json`. A missing or
 * unreadable prediction counts as empty.
 */
export function scoreCorpus(
  corpusDir: string,
  predictions: Map<string, unknown> | string,
  options: { by?: keyof Truth['_meta']; only?: (meta: Truth['_meta']) => boolean } = {},
): CorpusScore {
  const stems = truthStems(corpusDir).filter((stem) => !options.only || options.only(readTruth(corpusDir, stem)._meta));
  if (!stems.length) throw new Error(`no *.truth.json files under ${corpusDir}`);
  const predictionOf = (stem: string): unknown => {
    if (typeof predictions !== 'string') return predictions.get(stem) ?? null;
    const file = path.join(predictions, `${stem}.json`);
    if (!fs.existsSync(file)) return null;
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      return null;
    }
  };
  const counts = newCounts();
  const groupCounts = new Map<string, { counts: Counts; files: number }>();
  const missing: string[] = [];
  const perFile: Record<string, number> = {};
  for (const stem of stems) {
    const truth = readTruth(corpusDir, stem);
    const prediction = predictionOf(stem);
    if (prediction === null) missing.push(stem);
    scoreOne(truth, prediction, counts);
    perFile[stem] = overall(scoreOne(truth, prediction));
    if (options.by) {
      const key = String(truth._meta?.[options.by] ?? 'unknown');
      const g = groupCounts.get(key) ?? { counts: newCounts(), files: 0 };
      scoreOne(truth, prediction, g.counts);
      g.files++;
      groupCounts.set(key, g);
    }
  }
  return {
    files: stems.length,
    found: stems.length - missing.length,
    missing,
    overall: overall(counts),
    fields: Object.fromEntries(SCORED_FIELDS.map((f) => [f, figures(counts.fields[f])])) as Record<ScoredField, Figures>,
    summaries: summaryFigures(counts),
    groups: Object.fromEntries([...groupCounts].sort(([a], [b]) => a.localeCompare(b)).map(([k, g]) => [k, { overall: overall(g.counts), files: g.files, summaries: summaryFigures(g.counts) }])),
    perFile,
    counts,
  };
}

// ── command line: node --import tsx scripts/corpus/score.ts CORPUS_DIR PREDICTIONS_DIR [--by=family|group|language|format] ──

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const args = process.argv.slice(2);
  const positional = args.filter((a) => !a.startsWith('--'));
  const by = args.find((a) => a.startsWith('--by='))?.slice(5) as keyof Truth['_meta'] | undefined;
  if (positional.length !== 2) {
    console.error('usage: node --import tsx scripts/corpus/score.ts CORPUS_DIR PREDICTIONS_DIR [--by=family|group|language|format]');
    process.exit(2);
  }
  const result = scoreCorpus(positional[0], positional[1], { by });
  console.log(`truth files: ${result.files}, predictions found: ${result.found}, missing: ${result.missing.length}`);
  console.log('');
  console.log(formatTable(result.counts));
  if (by) {
    console.log('');
    for (const [g, x] of Object.entries(result.groups)) console.log(`overall F1 for ${by}=${g}: ${x.overall.toFixed(3)} (${x.files} files; summaries ${x.summaries.mean?.toFixed(3) ?? 'n/a'})`);
  }
}
