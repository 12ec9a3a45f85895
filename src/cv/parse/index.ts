/**
 * The resume parser (issue 4, pure: no I/O). Input: positioned PDF text or DOCX blocks; output: CV
 * data and the paths of the fields it is unsure of. Steps: reading-order lines (layout.ts) →
 * sections by heading vocabularies (8 languages) → contact block (name by size and position, e-mail,
 * phones via libphonenumber, LinkedIn, location) → entries anchored on date ranges (dates.ts), with
 * title/company (degree/institution) roles from word cues, and a per-section layout prior.
 */
import { findPhoneNumbersInText, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { escapeHtmlText } from '../../shared/html.js';
import { normaliseEntryDates, type CvData, type Education, type Experience, type Phone } from '../../shared/schemas/cv.js';
import { EMAIL_IN_TEXT as EMAIL_RE } from '../../shared/validation.js';
import { findDates, stripDates, stripDurations, type DateRange } from './dates.js';
import { normaliseText } from './text.js';
import { pdfLines } from './layout.js';
import { CV_LABELS } from '../labels/index.js';
import { fixCase, splitName } from './names.js';
import type { Block, DocxInput, Line, ParseInput } from './types.js';
import {
  COMPANY_CUES, COUNTRY_CODES, COUNTRY_EN, COUNTRY_WORDS, DEGREE_CUES, INSTITUTION_CUES, LANGUAGE_WORDS, NAME_LABELS, REGION_COUNTRY, TITLE_CUES, headingSection, isDocumentTitle, isLevelText, languageLevel, normHeading, TITLE_SUFFIX, type SectionKey,
} from './vocab.js';

export type ParseResult = { data: CvData; unsure: string[] };
export { parseBackScore } from './parse-back.js';

const HEADING_SIZE = [1, 2, 1.7, 1.45, 1.25, 1.1, 1.0];

function docxLines(input: DocxInput): Line[] {
  const out: Line[] = [];
  const blocks = input.blocks;
  // Table rows whose cells are single paragraphs (title | dates) become one line with parts.
  const rowKey = (b: Block) => (b.table ? `${b.table.id}:${b.table.row}` : null);
  const cellCount = new Map<string, number>();
  for (const b of blocks) if (b.table) cellCount.set(`${rowKey(b)}:${b.table.col}`, (cellCount.get(`${rowKey(b)}:${b.table.col}`) ?? 0) + 1);
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    const mk = (text: string, parts: string[]): Line => ({ text, parts, size: b.heading ? HEADING_SIZE[b.heading] : 1, bold: Boolean(b.bold), heading: b.heading, x: b.list ? 0.05 : 0, right: 1, gap: 1, page: 0, paragraph: true, column: b.table?.col ?? 0, pageColumn: (b.table && (cellCount.get(`${rowKey(b)}:${b.table.col}`) ?? 0) >= 6) || undefined, list: b.list });
    const key = rowKey(b);
    if (key && cellCount.get(`${key}:${b.table!.col}`) === 1) {
      const row = [b];
      while (i + 1 < blocks.length && rowKey(blocks[i + 1]) === key && cellCount.get(`${key}:${blocks[i + 1].table!.col}`) === 1) row.push(blocks[++i]);
      out.push(mk(row.map((r) => r.text).join(' '), row.map((r) => r.text)));
    } else out.push(mk(b.text, [b.text]));
  }
  return out;
}

// ── helpers ──────────────────────────────────────────────────────────────────────────────────────
const URL_RE = /\b(https?:\/\/|www\.)\S+|\b[\w-]+\.(com|org|net|io|dev|me|nl|de|fr|es|it|co|uk)(\/\S*)?\b/i;
const isBulletText = (s: string) => /^[•·▪◦●■\-–*►✓]\s/.test(s);
const words = (s: string) => s.split(/\s+/).filter(Boolean);
const cleanPart = (s: string) =>
  s
    .replace(/[\p{Cc}\p{Co}]/gu, '')
    .replace(/^[\s•·▪◦●■*►✓|,;:–—-]+|[\s•·▪◦●■*►✓|,;:–—-]+$/g, '')
    .trim();

/** Employment types as CVs print them next to a job ("Permanent · London", "Vast dienstverband"), in every CV language. */
const EMPLOYMENT_TYPES = new Set(
  [...Object.values(CV_LABELS).flatMap((L) => Object.values(L.employmentTypes)), 'full-time', 'full time', 'part-time', 'vollzeit', 'temps plein', 'tiempo completo', 'jornada completa', 'voltijd', 'fulltime', 'parttime'].map((t) => t.toLowerCase()),
);
const isEmploymentMeta = (t: string) => EMPLOYMENT_TYPES.has(t.split(/\s+[·|•,]\s+|,\s*/)[0].trim().toLowerCase());

function despace(text: string): string {
  const t = words(text);
  if (t.length >= 4 && t.filter((w) => w.length === 1).length / t.length >= 0.6) return t.join('');
  return text;
}

type L = Line & { section: SectionKey | 'header'; dates: DateRange[] };

function isHeaderLike(l: Line): boolean {
  const t = stripDurations(stripDates(l.text, findDates(l.text)));
  if (!t) return true;
  if (l.list || isBulletText(l.text)) return false;
  if (t.length > 90 || words(t).length > 12) return false;
  if (/[.!?]$/.test(t) && !/\b(inc|ltd|co|corp|b\.v|n\.v|s\.a|k\.k|jr|sr)\.$/i.test(t) && words(t).length > 3) return false;
  if (/^(highlights?|key achievements|achievements|responsibilities|taken|aufgaben|réalisations|logros|courses|keywords)\s*:?$/i.test(t)) return false;
  return true;
}

function titleScore(t: string): number {
  let s = 0;
  if (TITLE_CUES.test(t) || TITLE_SUFFIX.test(t)) s += 2;
  if (COMPANY_CUES.test(t)) s -= 2;
  if (INSTITUTION_CUES.test(t)) s -= 2;
  return s;
}
function degreeScore(t: string): number {
  let s = 0;
  if (INSTITUTION_CUES.test(t)) s -= 3;
  if (DEGREE_CUES.test(t)) s += 2;
  return s;
}

// ── entries ─────────────────────────────────────────────────────────────────────────────────────
/**
 * A period a narrow date column wrapped ("April 2020 –" / "heute (6 Jahre)", "September 2016 – März" /
 * "2020"): the first part of the next line completes the range, so it moves up.
 */
function joinWrappedRanges(lines: L[]): L[] {
  const out = lines.map((l) => ({ ...l }));
  for (let i = 0; i + 1 < out.length; i++) {
    const l = out[i];
    const n = out[i + 1];
    if (!l.dates.length || l.dates[0].end || l.dates[0].current || !l.parts.length || !n.parts.length) continue;
    const head = l.parts[0];
    if (!/[–—-]\s*$|[–—-]\s*\p{L}+\.?\s*$/u.test(head)) continue;
    const joined = `${head} ${n.parts[0]}`;
    const d = findDates(joined);
    if (!d.length || !(d[0].end || d[0].current)) continue;
    const parts = [joined, ...l.parts.slice(1)];
    out[i] = { ...l, parts, text: parts.join(' '), dates: findDates(parts.join(' ')) };
    const rest = n.parts.slice(1);
    out[i + 1] = { ...n, parts: rest.length ? rest : [''], text: rest.join(' '), dates: findDates(rest.join(' ')) };
  }
  return out.filter((l) => l.text.trim());
}

/** An entry as read: its header texts, its period, its header lines, the company heading above it, and its body (the text under it). */
type RawEntry = { header: string[]; range: DateRange; headerLines: L[]; group?: string; body: L[] };

/** A bullet before an item's text: a bullet glyph, or a dash or asterisk followed by a space (not the minus of "-5 %"). */
const BULLET = /^(?:[•·▪◦●■►✓➢➤]\s*|[-–*]\s+)/;

/** A PDF line that runs to (nearly) the column's right edge: the page may have wrapped the text after it. */
const FULL_LINE = 0.8;

/**
 * An entry's body as the CV's HTML: bullet lines (and Word list items) as a list, other lines as
 * paragraphs. A line the page wrapped joins the one before it: no bullet of its own, the line
 * before it ran (nearly) to the column's edge without ending a sentence — or it goes on in lower
 * case. A Word paragraph is whole: it never continues another.
 */
export function bodyHtml(lines: Line[]): string | undefined {
  const blocks: { list: boolean; text: string }[] = [];
  let previous: Line | null = null;
  for (const l of lines) {
    const text = l.text.trim();
    if (!text) continue;
    const bullet = Boolean(l.list) || isBulletText(text) || /^[•▪◦●■►✓➢➤]/.test(text);
    const clean = bullet ? text.replace(BULLET, '').trim() : text;
    if (!clean) continue;
    const last = blocks.at(-1);
    const wrapped = previous !== null && !previous.paragraph && !l.paragraph && (/^\p{Ll}/u.test(clean) || (previous.right >= FULL_LINE && !/[.!?:;]$/.test(last?.text ?? '')));
    if (last && !bullet && wrapped) last.text = /-$/.test(last.text) && /^\p{Ll}/u.test(clean) ? `${last.text}${clean}` : `${last.text} ${clean}`;
    else blocks.push({ list: bullet, text: clean });
    previous = l;
  }
  if (!blocks.length) return undefined;
  let html = '';
  blocks.forEach((b, i) => {
    if (b.list && !blocks[i - 1]?.list) html += '<ul>';
    html += b.list ? `<li>${escapeHtmlText(b.text)}</li>` : `<p>${escapeHtmlText(b.text)}</p>`;
    if (b.list && !blocks[i + 1]?.list) html += '</ul>';
  });
  return html;
}

function entriesOf(lines: L[], score: (t: string) => number, kind: 'experience' | 'education'): RawEntry[] {
  // Merge bare-year lines that follow each other ("2014" / "2016") into one range.
  const ls: L[] = [];
  const src = joinWrappedRanges(lines);
  for (let i = 0; i < src.length; i++) {
    const l = src[i];
    const n = src[i + 1];
    if (n && l.dates.length === 1 && n.dates.length === 1 && /^\s*(19|20)\d{2}\s*$/.test(l.text) && /^\s*(19|20)\d{2}\s*$/.test(n.text)) {
      ls.push({ ...l, text: `${l.text} – ${n.text}`, parts: [`${l.text} – ${n.text}`], dates: findDates(`${l.text} – ${n.text}`) });
      i++;
    } else if (l.dates.length === 2 && !l.dates[0].end && !l.dates[1].end && !l.dates[0].current) {
      const d = l.dates;
      ls.push({ ...l, dates: [{ start: d[0].start, end: d[1].start, current: false, index: d[0].index, length: d[1].index + d[1].length - d[0].index }] });
    } else ls.push(l);
  }
  const headerLike = ls.map((l) => isHeaderLike(l) && !isEmploymentMeta(l.text));
  // A single date inside a sentence ("… born 01/12/1989 — see file.") is description text, no entry's period.
  const inProse = (l: L, i: number) => !headerLike[i] && l.dates.length === 1 && !l.dates[0].end && !l.dates[0].current && words(stripDates(l.text, l.dates)).length >= 6;
  let anchors = ls.map((l, i) => (l.dates.length && !inProse(l, i) ? i : -1)).filter((i) => i >= 0);
  if (!anchors.length) return [];
  const hasDatesOnly = (l: L) => !stripDurations(stripDates(l.text, l.dates));
  const ym = (d: { year: number; month: number | null }) => d.year * 12 + (d.month ?? 1);
  const endYm = (r: DateRange) => (r.current ? Infinity : r.end ? ym(r.end) : ym(r.start));
  const covers = (a: DateRange, b: DateRange) => ym(a.start) <= ym(b.start) && endYm(a) >= endYm(b);
  // Group spans: a company heading followed by the period of all its jobs ("Acme · 2015 – present"),
  // then the jobs with their own periods. The span is no job: its heading is the jobs' company.
  const spans = new Set<number>();
  const groupHeads = new Set<number>();
  const groupOf = new Map<number, { company: string; style: { size: number; bold: boolean } }>();
  if (kind === 'experience') {
    anchors.forEach((a, k) => {
      const n1 = anchors[k + 1];
      const n2 = anchors[k + 2];
      if (n1 === undefined || n1 - a > 4 || !covers(ls[a].dates[0], ls[n1].dates[0])) return;
      const wider = ym(ls[a].dates[0].start) < ym(ls[n1].dates[0].start) || endYm(ls[a].dates[0]) > endYm(ls[n1].dates[0]);
      if (!(n2 !== undefined && covers(ls[a].dates[0], ls[n2].dates[0])) && !wider) return;
      // The company heading is the span line's own first text ("Acme ‖ Software · 2015 – present"), else the line above.
      const own = ls[a].parts.map((p) => cleanPart(stripDurations(stripDates(p, findDates(p))))).filter(Boolean);
      const h = own.length >= 2 || (own.length === 1 && ls[a].parts.length >= 2 && !findDates(ls[a].parts[0]).length) ? a : a - 1;
      if (h < 0 || !headerLike[h] || (h !== a && ls[h].dates.length)) return;
      spans.add(a);
      groupHeads.add(h);
      const company = h === a ? own[0] : cleanPart(ls[h].text);
      for (let j = k + 1; j < anchors.length && covers(ls[a].dates[0], ls[anchors[j]].dates[0]) && !spans.has(anchors[j]); j++) groupOf.set(anchors[j], { company, style: { size: ls[h].size, bold: ls[h].bold } });
      headerLike[h] = false;
      headerLike[a] = false;
    });
    anchors = anchors.filter((a) => !spans.has(a));
  }
  const headingStyles = [...groupOf.values()].map((g) => g.style);
  // (A size set apart from the body text marks the style; weight may vary, e.g. the current employer in bold.)
  const isHeadingStyle = (l: L) => headingStyles.some((st) => Math.abs(st.size - l.size) < 0.02 && (st.bold === l.bold || st.size >= 1.04));
  // After-runs: header-like lines after each anchor, up to the next anchor.
  const afterRun = anchors.map((a, k) => {
    const stop = k + 1 < anchors.length ? anchors[k + 1] : ls.length;
    let j = a + 1;
    while (j < stop && headerLike[j] && j - a <= 3) j++;
    return { n: j - a - 1, clean: j < stop && !headerLike[j] ? true : j === ls.length };
  });
  const clean = afterRun.filter((r) => r.clean).map((r) => r.n).sort((a, b) => a - b);
  let na = clean.length ? clean[Math.floor((clean.length - 1) / 2)] : 0;
  const firstBefore = anchors[0] > 0 && headerLike[anchors[0] - 1];
  if (!clean.length && !firstBefore) na = Math.min(2, afterRun[0].n);
  na = Math.min(na, 3);
  // Before-runs: the first entry's run (bounded by the section heading) tells how many header lines
  // precede a date; later runs may start with the previous entry's last short lines.
  let nb0 = 0;
  for (let j = anchors[0] - 1; j >= 0 && headerLike[j] && !spans.has(j) && nb0 < 3; j--) nb0++;
  const nbMax = nb0;
  // A vertical gap well above the section's usual line gap starts a new block (PDF; DOCX has none).
  const gaps = ls.map((l) => l.gap).sort((x, y) => x - y);
  const medGap = gaps[Math.floor(gaps.length / 2)] ?? 1;
  const blockBreak = (i: number) => i < ls.length && ls[i].gap >= Math.max(0.8, medGap * 2.2);
  // "Acme GmbH ‖ Engineering": a header line's right-aligned extra (industry, location) is left out.
  const headText = (l: L) => cleanPart(l.parts.length >= 2 && l.right > 0.9 && !l.dates.length ? l.parts[0] : l.text);
  const claimed = new Set<number>();
  const out: RawEntry[] = [];
  const lastHead: number[] = [];
  const firstHead: number[] = [];
  anchors.forEach((a, k) => {
    const prev = k > 0 ? anchors[k - 1] : -1;
    const after: number[] = [];
    for (let j = a + 1; j <= a + na && j < ls.length && headerLike[j] && (k + 1 >= anchors.length || j < anchors[k + 1]); j++) after.push(j);
    const before: number[] = [];
    const afterTexts = after.filter((j) => cleanPart(stripDurations(stripDates(ls[j].text, ls[j].dates)))).length;
    const maxBefore = Math.min(afterTexts >= 2 ? 1 : 3, k === 0 ? 3 : nbMax);
    let group = groupOf.get(a)?.company;
    for (let j = a - 1; j > prev && headerLike[j] && !claimed.has(j) && before.length < maxBefore && !blockBreak(j + 1); j--) before.unshift(j);
    // A date line with nothing beside or after it takes the header line just above it.
    if (!before.length && !after.length && hasDatesOnly(ls[a]) && a - 1 > prev && headerLike[a - 1] && !claimed.has(a - 1)) before.push(a - 1);
    if (!group && headingStyles.length) {
      // A single job under a company heading of the learned style (no group period printed).
      for (let j = a - 1, n = 0; j > prev && n < 3 && !claimed.has(j); j--, n++) {
        const own = before.length + (hasDatesOnly(ls[a]) ? 0 : 1) + after.length;
        if (headerLike[j] && isHeadingStyle(ls[j]) && (!before.includes(j) || own >= 2)) {
          group = headText(ls[j]);
          if (before.includes(j)) before.splice(before.indexOf(j), 1);
          claimed.add(j);
          break;
        }
        if (!headerLike[j]) break;
      }
    }
    if (!group) {
      // Heading levels (DOCX): a company heading (h2) above the job's own heading (h3).
      const hs = [...before, ...after].filter((j) => ls[j].heading > 0);
      const top = Math.min(...hs.map((j) => ls[j].heading));
      const titled = hs.filter((j) => ls[j].heading > top);
      const heads = hs.filter((j) => ls[j].heading === top);
      if (titled.length === 1 && heads.length === 1) {
        group = headText(ls[heads[0]]);
        before.splice(0, before.length, ...before.filter((j) => j !== heads[0] && (ls[j].heading > 0 || j > titled[0])));
        after.splice(0, after.length, ...after.filter((j) => j !== heads[0] && ls[j].heading > 0));
      }
    }
    for (const j of [...before, ...after]) claimed.add(j);
    const dateLine = ls[a];
    const rest = dateLine.parts.map((p) => cleanPart(stripDurations(stripDates(p, findDates(p))))).filter(Boolean);
    const hl = [...before.map((j) => ls[j]), ...after.map((j) => ls[j])];
    const header: string[] = [...before.map((j) => headText(ls[j])), ...(hasDatesOnly(dateLine) ? [] : rest), ...after.map((j) => cleanPart(stripDurations(stripDates(ls[j].text, ls[j].dates))))].filter(Boolean);
    out.push({ header: group ? header.filter((h) => h !== group) : header, range: dateLine.dates[0], headerLines: hl, group, body: [] });
    lastHead.push(Math.max(a, ...after));
    firstHead.push(Math.min(a, ...before));
  });
  // Each entry's body: the lines after its header up to the next entry's header (or the section's
  // end), less the lines read as headers (a company heading, a group's period).
  out.forEach((e, k) => {
    const end = k + 1 < out.length ? firstHead[k + 1] : ls.length;
    for (let j = lastHead[k] + 1; j < end; j++) if (!claimed.has(j) && !spans.has(j) && !groupHeads.has(j)) e.body.push(ls[j]);
  });
  void score;
  return out;
}

const SPLITTERS: RegExp[] = [/\s+(?:at|@|bei|chez|bij|presso|em|en)\s+/i, /\s+[|·•]\s+|\s+‖\s+/, /\s+[–—]\s+|\s+-\s+/, /,\s+/];

function splitPair(t: string, score: (t: string) => number): [string, string] | null {
  for (const re of SPLITTERS) {
    const m = re.exec(t);
    if (!m) continue;
    const a = t.slice(0, m.index).trim();
    const b = t.slice(m.index + m[0].length).trim();
    if (!a || !b) continue;
    if (re === SPLITTERS[0]) return [a, b]; // "Title at Company"
    return score(a) >= score(b) ? [a, b] : [b, a];
  }
  return null;
}

function assignRoles(entries: RawEntry[], score: (t: string) => number): { first: string; second: string | null }[] {
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
    let [a, b] = h.length >= 3 ? pickTwo(h, score) : [h[0], h[1]];
    const d = score(a) - score(b);
    if (d < 0 || (d === 0 && prior < 0)) [a, b] = [b, a];
    return { first: a, second: b };
  });
}
function pickTwo(h: string[], score: (t: string) => number): [string, string] {
  // The most title-like and the most company-like of the texts, in reading order.
  const byScore = h.map((t, i) => ({ t, i, s: score(t) }));
  const hi = byScore.reduce((x, y) => (y.s > x.s ? y : x));
  const lo = byScore.filter((x) => x !== hi).reduce((x, y) => (y.s < x.s ? y : x));
  if (hi.s === lo.s) return [h[h.length - 2], h[h.length - 1]];
  return hi.i < lo.i ? [hi.t, lo.t] : [lo.t, hi.t];
}

function experiences(lines: L[]): Experience[] {
  const raw = entriesOf(lines, titleScore, 'experience');
  const roles = assignRoles(raw, titleScore);
  const out: Experience[] = [];
  raw.forEach((e, i) => {
    let title = roles[i].first;
    let company = roles[i].second;
    if (e.group) {
      // Under a company heading: the entry's own most title-like text is the title.
      const own = e.header.length ? e.header.reduce((x, y) => (titleScore(y) >= titleScore(x) ? y : x), e.header[e.header.length - 1]) : '';
      title = own || title;
      company = e.group;
    }
    if (!company && out.length) company = out[out.length - 1].company?.name ?? null;
    if (!title && !company) return;
    const r = e.range;
    out.push({
      id: `exp-${i + 1}`,
      title: title || undefined,
      company: company ? { name: company } : undefined,
      start_year: r.start.year,
      start_month: r.start.month,
      end_year: r.current ? null : (r.end?.year ?? (r.end === null && !r.current ? r.start.year : null)),
      end_month: r.current ? null : (r.end?.month ?? null),
      currently_working: r.current,
      summary: bodyHtml(e.body),
    });
  });
  return out;
}

function educations(lines: L[]): Education[] {
  const raw = entriesOf(lines, degreeScore, 'education');
  const out: Education[] = [];
  raw.forEach((e, i) => {
    // Split every header text on commas and separators; the institution is the part with an
    // institution cue (with what follows it), the degree the rest.
    const segs: string[] = [];
    for (const h of e.header) for (const s of h.split(/\s+[|·•‖]\s+|\s+[–—]\s+|,\s+/)) if (cleanPart(s)) segs.push(cleanPart(s));
    const inst = segs.findIndex((s) => INSTITUTION_CUES.test(s) && !/^(bachelor|master|msc|bsc|ba|ma)\b/i.test(s));
    let institution: string;
    let title: string;
    if (inst >= 0) {
      // Keep following segments that continue the institution's name ("…, Hospitality and Gastronomy").
      let end = inst + 1;
      while (end < segs.length && e.header.some((h) => h.includes(`${segs[end - 1]}, ${segs[end]}`)) && degreeScore(segs[end]) <= 0 && !DEGREE_CUES.test(segs[end].split(' ')[0])) end++;
      institution = segs.slice(inst, end).join(', ');
      title = [...segs.slice(0, inst), ...segs.slice(end)].join(' ');
    } else {
      const roles = assignRoles([e], degreeScore)[0];
      title = roles.first;
      institution = roles.second ?? '';
    }
    if (!title && !institution) return;
    const r = e.range;
    out.push({
      id: `edu-${i + 1}`,
      title: title || undefined,
      institution: institution ? { name: institution } : undefined,
      start_year: r.end || r.current ? r.start.year : null,
      start_month: r.end || r.current ? r.start.month : null,
      graduation_year: r.end ? r.end.year : r.current ? null : r.start.year,
      graduation_month: r.end ? r.end.month : null,
      currently_studying: r.current || undefined,
      summary: bodyHtml(e.body),
    });
  });
  return out;
}

// ── skills and languages ─────────────────────────────────────────────────────────────────────────
function splitItems(text: string): string[] {
  return text
    .split(/\s*[,;·•|‖]\s*|\s{2,}|\s+\/\s+/)
    .map(cleanPart)
    .filter((s) => s.length > 0 && s.length <= 60);
}

function skillsOf(lines: L[]): string[] {
  if (!lines.length) return [];
  const sizes = lines.map((l) => l.size).sort((a, b) => a - b);
  const base = sizes[Math.floor(sizes.length / 2)];
  const boldShare = lines.filter((l) => l.bold).length / lines.length;
  const out: string[] = [];
  lines.forEach((l, i) => {
    const next = lines[i + 1];
    const isGroup =
      (l.heading > 0 && (!next || next.heading < l.heading || next.heading === 0)) ||
      (l.size > base + 0.04 && l.size > 1.0) ||
      (l.bold && boldShare < 0.5) ||
      (/:$/.test(l.text.trim()) && words(l.text).length <= 4) ||
      (next && !l.list && next.list && words(l.text).length <= 4 && l.parts.length === 1 && !/[,;]/.test(l.text)) ||
      (next && next.x > l.x + 0.02 && !l.list && l.parts.length === 1 && !/[,;]/.test(l.text));
    if (isGroup) return;
    for (const p of l.parts) {
      const body = /^[^:]{1,40}:\s*(.+)$/.exec(p)?.[1] ?? p;
      for (const s of splitItems(body)) if (!isLevelText(s) && !/^\d+([.,]\d+)?%?$/.test(s)) out.push(s);
    }
  });
  return [...new Set(out)];
}

function languageName(token: string): { name: string; level: 1 | 2 | 3 | 4 | 5 | null } | null {
  const t = cleanPart(token);
  if (!t) return null;
  let m = /^(.+?)\s*[(（[]\s*(.+?)\s*[)）\]]\s*$/.exec(t) ?? /^(.+?)\s+[–—:-]\s+(.+)$/.exec(t) ?? /^(.+?):\s*(.+)$/.exec(t);
  if (!m) {
    // "EnglishNative": a known language glued to its level.
    const low = t.toLowerCase();
    for (const w of LANGUAGE_WORDS.keys()) if (low.startsWith(w) && low.length > w.length && isLevelText(t.slice(w.length))) m = ['', t.slice(0, w.length), t.slice(w.length)] as unknown as RegExpExecArray;
  }
  const name = cleanPart(m ? m[1] : t);
  const level = m ? languageLevel(m[2]) : null;
  if (!name || words(name).length > 3 || /\d/.test(name) || isLevelText(name)) return null;
  return { name, level };
}

function languagesOf(lines: L[]): { name: string; level: 1 | 2 | 3 | 4 | 5 }[] {
  const out: { name: string; level: 1 | 2 | 3 | 4 | 5 | null }[] = [];
  let lastRow: number[] = [];
  for (const l of lines) {
    const items = l.parts.flatMap((p) => p.split(/\s*[,;·•|]\s*/)).map(cleanPart).filter(Boolean);
    if (items.length && items.every((s) => isLevelText(s))) {
      items.forEach((s, k) => {
        const target = lastRow[k] ?? lastRow[lastRow.length - 1];
        if (target !== undefined && out[target] && out[target].level == null) out[target].level = languageLevel(s);
      });
      continue;
    }
    lastRow = [];
    for (const it of items) {
      const ln = languageName(it);
      if (!ln) continue;
      if (!LANGUAGE_WORDS.has(ln.name.toLowerCase()) && !/^\p{Lu}/u.test(ln.name)) continue;
      lastRow.push(out.length);
      out.push(ln);
    }
  }
  const seen = new Set<string>();
  return out.filter((x) => !seen.has(x.name.toLowerCase()) && seen.add(x.name.toLowerCase())).map((x) => ({ name: x.name, level: x.level ?? 3 }));
}

const PHONE_SHAPE = /(?<![\d.,])(?:\+\d{1,3}[\s.-]?)?(?:\(0?\d{1,4}\)[\s.-]?)?\d{2,6}(?:[\s.-]\d{2,6}){1,4}(?![\d.,]?\d)/g;
const CONTACT_PREFIX = /^[^\d+(]*[:：]?\s*/;
/** A date written in digits (a birth date: 01.02.1990, 1990-02-01) or a range of years: never a phone. */
const DIGIT_DATE = /^(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|(?:19|20)\d{2}[./-]\d{1,2}[./-]\d{1,2}|(?:19|20)\d{2}\s*[-–—/]\s*(?:(?:19|20)\d{2}|\d{2}))$/;
/** Whether a phone-shaped text is a date, a birth date or a date range (its digits, less the dates', are too few for a phone). */
function isDateLike(text: string): boolean {
  const t = text.trim();
  if (DIGIT_DATE.test(t)) return true;
  const dates = findDates(t);
  return dates.length > 0 && stripDates(t, dates).replace(/\D/g, '').length < 6;
}
/** The number as printed without its country calling code ("+31 (0)6 12…" → "06 12…", "+31612…" → "612…"). */
function withoutCallingCode(raw: string, callingCode: string): string {
  const m = new RegExp(`^(?:\\+|00)\\s*${callingCode}[\\s.-]*(\\(0\\)[\\s.-]*)?`).exec(raw);
  return (m ? (m[1] ? '0' : '') + raw.slice(m[0].length) : raw).trim();
}

/**
 * Skill groups printed under headings of their own ("Modelling", "Data engineering") in a sidebar
 * with no "Skills" heading above them: lines styled like the document's section headings (size,
 * weight, indent) that no vocabulary knows, each followed only by short items, outside the
 * experience and education lists. The group headings themselves are not skills.
 */
function unnamedSkillGroups(lines: L[], headingIdx: Set<number>): L[] {
  const heads = [...headingIdx].map((i) => lines[i]);
  if (heads.length < 2) return [];
  const sameStyle = (l: L) => heads.some((h) => Math.abs(h.size - l.size) < 0.03 && h.bold === l.bold && Math.abs(h.x - l.x) < 0.02 && h.heading === l.heading && h.column === l.column);
  const out: L[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (headingIdx.has(i) || !sameStyle(l) || l.section === 'skills' || l.section === 'experience' || l.section === 'education') continue;
    if (words(l.text).length > 4 || /[\d@:/]/.test(l.text) || (l.size <= 1.02 && !l.bold && !l.heading)) continue;
    const items: L[] = [];
    let j = i + 1;
    for (; j < lines.length && !headingIdx.has(j) && !sameStyle(lines[j]) && lines[j].column === l.column; j++) items.push(lines[j]);
    const short = items.length > 0 && items.every((m) => !m.dates.length && !EMAIL_RE.test(m.text) && !URL_RE.test(m.text) && !/\d{3}/.test(m.text) && m.parts.every((p) => words(p).length <= 4) && !/[.!?]$/.test(m.text));
    if (short && items.some((m) => m.x > l.x + 0.01 || m.parts.length > 1)) out.push(l, ...items);
    i = j - 1;
  }
  return out;
}

// ── contact ────────────────────────────────────────────────────────────────────────────────────

function countryOf(token: string): string | null {
  const t = token.trim().replace(/[()]/g, '');
  if (/^[A-Z]{2}$/.test(t) && COUNTRY_CODES.has(t)) return t;
  return COUNTRY_WORDS.get(t.toLowerCase()) ?? null;
}

/** The country of a state or province written after a city ("WA", "Texas", "Ontario"). */
function regionCountry(token: string): string | null {
  const t = token.trim().replace(/[().]/g, '');
  return (/^[A-Z]{2,3}$/.test(t) ? REGION_COUNTRY.get(t) : REGION_COUNTRY.get(t.toLowerCase())) ?? null;
}

/** Postcodes beside a city: US ZIP, 4–5 digits (DE, FR, NL, BE…), Dutch 1012 AB, British SW1A 1AA. */
const POSTCODE = /\b(?:\d{5}(?:-\d{4})?|\d{4}\s?[A-Z]{2}|\d{4}|[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})\b/g;

function locationOf(text: string): { city: string | null; country: string | null } | null {
  const t = text.replace(/[📍⌂]/gu, '').replace(POSTCODE, ' ').replace(/\s+/g, ' ').trim();
  if (!t || EMAIL_RE.test(t) || /\d{3}/.test(t) || t.length > 70 || URL_RE.test(t)) return null;
  const segs = t.split(/\s*,\s*|\s+\(|\)\s*/).map((s) => s.trim()).filter(Boolean);
  let country: string | null = null;
  const last = segs[segs.length - 1] ?? '';
  // A state after a city ("Los Angeles, CA") is read as the state, not as a country of the same code.
  if (!(segs.length >= 2 && regionCountry(last))) country = countryOf(last);
  // "Seattle, WA", "Toronto, Ontario", "Austin, Texas, USA": the state names the country, the segment before it the city.
  const regionAt = segs.findIndex((s, i) => i > 0 && regionCountry(s) !== null);
  if (regionAt > 0 && (!country || regionAt >= segs.length - 2)) {
    const city = segs[regionAt - 1];
    if (!/[@\d]/.test(city) && words(city).length <= 4) return { city, country: country ?? regionCountry(segs[regionAt]) };
  }
  if (!country && segs.length === 1) {
    // "Houston TX US", "Sydney NSW": the last token may be the country code or a state.
    const w = words(segs[0]);
    const c = w.length >= 2 ? (countryOf(w[w.length - 1]) ?? regionCountry(w[w.length - 1])) : null;
    if (c) {
      country = c;
      const rest = w.slice(0, -1);
      if (rest.length >= 2 && /^[A-Z]{2,3}$/.test(rest[rest.length - 1])) rest.pop();
      let city = rest.join(' ');
      if (rest.length >= 2 && !/^(de|do|da|del|la|le|am|an|upon|on|sur|san|santa|são|st\.?|new|los|las|el|rio|ho)$/i.test(rest[1]) && !/^(de|do|da|del|la|le|am|upon|on|sur)$/i.test(rest[rest.length - 2] ?? '')) {
        // "Paris Île-de-France", "Hamburg Hamburg": a region follows the city.
        city = /^(new|san|santa|são|los|las|el|rio|st\.?|saint|ho)$/i.test(rest[0]) ? rest.slice(0, 2).join(' ') : rest[0];
      }
      return { city: city || null, country };
    }
    return null;
  }
  if (!country) return null;
  // The city: the first segment, or after a street address the first one that is none ("12 rue de la Paix, Paris, France").
  const city = segs.slice(0, -1).find((s) => !/[@\d]/.test(s) && words(s).length <= 4) ?? null;
  if (segs.length >= 2 && !city) return null;
  return { city, country };
}

function nameLike(t: string): boolean {
  const s = t.trim();
  if (s.length < 3 || s.length > 60 || /[\d@/:|]/.test(s)) return false;
  if (/[\u3040-\u30ff\u3400-\u9fff]/.test(s)) return s.replace(/\s/g, '').length <= 8;
  const w = words(s);
  if (w.length < 2 || w.length > 5) return false;
  if (headingSection(s) || isDocumentTitle(s)) return false;
  if (w.some((x) => LANGUAGE_WORDS.has(x.toLowerCase().replace(/,$/, ''))) && /,/.test(s)) return false;
  return w.every((x) => /^[\p{Lu}][\p{L}'’.-]*$/u.test(x) || /^(van|von|der|den|de|del|della|di|da|das|do|dos|du|des|la|le|ter|ten|al|el|bin|y|e|zu|af)$/i.test(x));
}

const labelKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/[:：]\s*$/, '')
    .replace(/\s*\/\s*/g, ' / ')
    .replace(/\s+/g, ' ')
    .trim();
const LABELS = {
  full: new Set(NAME_LABELS.full.map(labelKey)),
  given: new Set(NAME_LABELS.given.map(labelKey)),
  family: new Set(NAME_LABELS.family.map(labelKey)),
};
const nameValue = (s: string) => {
  const t = s.trim();
  return t.length >= 2 && t.length <= 60 && !/[\d@/|]/.test(t) && /\p{L}/u.test(t) ? t : null;
};

/**
 * A name the resume gives with its label, in the header or the personal details of the first page:
 * "Name: Katharina von Bergen", "Prénom : Marie" with "Nom : Dupont", or the label on a line (or
 * in a cell) of its own with the value beside or under it. A label that is both (nom, nombre) is
 * the surname beside a given-name label, the whole name otherwise.
 */
function labelledName(lines: L[]): { full: string } | { first: string; last: string } | null {
  const found: { label: string; value: string }[] = [];
  lines.forEach((l, i) => {
    if (l.page > 0 || (l.section !== 'header' && l.section !== 'contact')) return;
    const inline = /^([^:：]{2,30})[:：]\s*(.+)$/.exec(l.text);
    if (inline) {
      const value = nameValue(inline[2]);
      if (value) found.push({ label: labelKey(inline[1]), value });
      return;
    }
    const label = labelKey(l.parts.length >= 2 ? l.parts[0] : l.text);
    if (!(LABELS.full.has(label) || LABELS.given.has(label) || LABELS.family.has(label))) return;
    const value = nameValue(l.parts.length >= 2 ? l.parts.slice(1).join(' ') : (lines[i + 1]?.text ?? ''));
    if (value) found.push({ label, value });
  });
  const given = found.find((f) => LABELS.given.has(f.label) && !LABELS.full.has(f.label)) ?? found.find((f) => LABELS.given.has(f.label));
  const family = found.find((f) => LABELS.family.has(f.label) && f !== given);
  if (given && family) return { first: given.value, last: family.value };
  const full = found.find((f) => LABELS.full.has(f.label));
  return full && words(full.value).length >= 2 ? { full: full.value } : null;
}

// ── main ───────────────────────────────────────────────────────────────────────────────────────
export function parseResumeInput(input: ParseInput): ParseResult {
  const lines = input.kind === 'pdf' ? pdfLines(input) : docxLines(input);
  return parseLines(lines, input.links);
}

/** A line's text and parts as a reader sees them (./text.ts); null when nothing is left. */
function readableLine(l: Line): Line | null {
  const tidy = (s: string) => normaliseText(s).replace(/\s+/g, ' ').trim();
  const text = tidy(l.text);
  if (!text) return null;
  const parts = l.parts.map(tidy).filter(Boolean);
  return { ...l, text, parts: parts.length ? parts : [text] };
}

export function parseLines(extracted: Line[], links: string[] = []): ParseResult {
  const unsure: string[] = [];
  const rawLines = extracted.map(readableLine).filter((l): l is Line => l !== null);
  // Normalise letter-spaced headings and split "Heading ‖ content" lines.
  const lines0: Line[] = [];
  for (const l of rawLines) {
    const text = despace(l.text);
    if (l.parts.length >= 2 && headingSection(despace(l.parts[0])) && !headingSection(text)) {
      lines0.push({ ...l, text: despace(l.parts[0]), parts: [despace(l.parts[0])] });
      const rest = l.parts.slice(1);
      lines0.push({ ...l, text: rest.join(' '), parts: rest, bold: false, size: 1 });
    } else lines0.push({ ...l, text, parts: l.parts.length ? l.parts.map(despace) : [text] });
  }
  // Sections.
  let section: SectionKey | 'header' = 'header';
  const lines: L[] = [];
  const headingIdx = new Set<number>();
  let prevCol = -1;
  let prevPage = 0;
  const columnSection = new Map<number, SectionKey | 'header'>();
  const colIndex: number[] = [];
  let inCol = 0;
  for (const l of lines0) {
    // A new column on the same page starts outside any section (a sidebar's last heading does not run on).
    if (l.pageColumn && (l.column !== prevCol || l.page !== prevPage)) {
      // A column goes on with the section it ended with on the previous page; a new one starts outside any.
      if (l.column !== prevCol || l.page !== prevPage) section = columnSection.get(l.column) ?? (l.page === prevPage ? 'header' : section);
      if (l.column !== prevCol) inCol = 0;
    }
    prevCol = l.column;
    prevPage = l.page;
    colIndex.push(inCol++);
    const h = headingSection(l.text);
    if (l.pageColumn) columnSection.set(l.column, h && (words(l.text).length <= 5 || l.heading > 0) ? h : section);
    if (h && (words(l.text).length <= 5 || l.heading > 0)) {
      section = h;
      headingIdx.add(lines.length);
      lines.push({ ...l, section: h, dates: [] });
      continue;
    }
    lines.push({ ...l, section, dates: findDates(l.text) });
  }
  const body = (k: SectionKey) => lines.filter((l, i) => l.section === k && !headingIdx.has(i));
  const contactLines = lines.filter((l, i) => (l.section === 'header' || l.section === 'contact' || l.section === 'summary') && !headingIdx.has(i));
  const allText = lines.map((l) => l.text).join('\n');

  // E-mail: link targets first, then the text (joining lines a narrow column wrapped).
  let email = links.map((u) => /^mailto:([^?]+)/i.exec(u)?.[1]).find((e) => e && EMAIL_RE.test(e)) ?? null;
  if (!email) {
    for (let i = 0; i < lines.length && !email; i++) {
      const m = EMAIL_RE.exec(lines[i].text);
      if (m) {
        const joined = lines[i + 1] ? EMAIL_RE.exec(lines[i].text + lines[i + 1].text) : null;
        email = joined && joined[0].length > m[0].length && /\.$|@[^.]*$/.test(m[0]) ? joined[0] : m[0];
      }
    }
  }
  if (!email) {
    const m = EMAIL_RE.exec(allText.replace(/\n/g, ''));
    if (m) email = m[0];
  }
  email = email ? decodeURIComponent(email).trim() : null;

  // LinkedIn.
  let linkedin = links.find((u) => /linkedin\.com\/in\//i.test(u)) ?? null;
  if (!linkedin) {
    const m = /(?:https?:\/\/)?(?:[\w-]+\.)?linkedin\.com\/in\/[^\s/|,)]+/i.exec(allText);
    if (m) linkedin = m[0];
  }
  if (!linkedin) {
    for (let i = 0; i < lines.length; i++) {
      const t = lines[i].text;
      const paren = /^([\w.-]{3,})\s*\(linkedin\)$/i.exec(t);
      if (paren) linkedin = paren[1];
      else if (/^linkedin:?$/i.test(t) && lines[i + 1] && /^[\w.-]{3,}$/.test(lines[i + 1].text)) linkedin = lines[i + 1].text;
      else if (/^linkedin:\s*([\w.-]{3,})$/i.test(t)) linkedin = /^linkedin:\s*([\w.-]{3,})$/i.exec(t)![1];
      if (linkedin) break;
    }
  }
  if (linkedin && !/linkedin\.com/i.test(linkedin)) linkedin = `https://www.linkedin.com/in/${linkedin}`;
  else if (linkedin && !/^https?:/i.test(linkedin)) linkedin = `https://${linkedin}`;

  // Location: labelled, or a short line (or part) ending in a country.
  let location: { city: string | null; country: string | null } | null = null;
  for (let i = 0; i < contactLines.length && !location; i++) {
    const l = contactLines[i];
    if (/^(location|address|adresse|adres|anschrift|dirección|indirizzo|endereço|ort|woonplaats|住所)\s*:?$/i.test(l.text) && contactLines[i + 1]) {
      const a = contactLines[i + 1].text;
      const b = contactLines[i + 2]?.text ?? '';
      location = locationOf(`${a}, ${b}`) ?? locationOf(a) ?? { city: a.split(',')[0].trim(), country: null };
      continue;
    }
    for (const p of l.parts.flatMap((x) => x.split(/\s+[|·•]\s+/))) {
      const loc = locationOf(p);
      if (loc) {
        location = loc;
        break;
      }
    }
  }

  // Phones: libphonenumber over the contact lines (and tel: links), the location's country as default.
  const phones: Phone[] = [];
  const seenPhones = new Set<string>();
  const defaultCountry = (location?.country ?? undefined) as CountryCode | undefined;
  const addPhone = (text: string) => {
    let found = findPhoneNumbersInText(text, { defaultCountry, extended: false } as { defaultCountry?: CountryCode });
    if (!found.length && !defaultCountry) {
      for (const c of ['US', 'GB', 'NL', 'DE', 'FR', 'ES', 'IT', 'AU'] as CountryCode[]) {
        found = findPhoneNumbersInText(text, { defaultCountry: c });
        if (found.length) break;
      }
    }
    // Fictional and reserved ranges (UK 07700 900xxx, US 555-01xx) are not "valid" numbers, yet
    // printed as phones: a phone-shaped token that is a possible number counts too.
    const extra: { number: NonNullable<ReturnType<typeof parsePhoneNumberFromString>>; startsAt: number; endsAt: number }[] = [];
    for (const m of text.matchAll(PHONE_SHAPE)) {
      const digitCount = m[0].replace(/\D/g, '').length;
      if (digitCount < 9 || digitCount > 15 || found.some((f) => f.startsAt < m.index + m[0].length && f.endsAt > m.index)) continue;
      const n = parsePhoneNumberFromString(m[0], defaultCountry ?? (m[0].startsWith('+') ? undefined : 'US'));
      if (n?.isPossible()) extra.push({ number: n, startsAt: m.index, endsAt: m.index + m[0].length });
    }
    for (const f of [...found, ...extra]) {
      const n = f.number;
      const key = n.number;
      const printed = text.slice(f.startsAt, f.endsAt);
      if (seenPhones.has(key) || isDateLike(printed)) continue;
      seenPhones.add(key);
      const cc = n.country ?? defaultCountry ?? null;
      phones.push({ code: cc ? { name: COUNTRY_EN[cc] ?? cc, code: `+${n.countryCallingCode}`, country_code: cc } : null, number: n.country ? withoutCallingCode(printed, n.countryCallingCode) : printed.trim() });
    }
  };
  for (const l of contactLines) if (!l.dates.length || /\d{3}[\s-]\d{3}/.test(l.text)) for (const p of l.parts.flatMap((x) => x.split(/\s+[|·•]\s+/))) addPhone(p);
  // Sidebars and contact blocks placed after other sections: a short line that is (mostly) a phone.
  lines.forEach((l, i) => {
    const parts = l.parts.flatMap((x) => x.split(/\s+[|·•]\s+/));
    const inEntries = l.section === 'experience' || l.section === 'education';
    if (!contactLines.includes(l)) {
      for (const p of parts) {
        const m = p.match(PHONE_SHAPE);
        // In job and education lists only an international number standing alone is taken.
        if (m && p.length <= 48 && m[0].length >= p.replace(CONTACT_PREFIX, '').trim().length * (inEntries ? 0.95 : 0.6) && (!inEntries || /^\+/.test(m[0]))) addPhone(p);
      }
    }
    // A number a narrow column wrapped onto the next line ("+1 (212) 555-" / "0190").
    const next = lines[i + 1];
    const tail = /(?:^|\/\s*)(\+?[\d\s().-]{2,})$/.exec(parts[0] && parts.length === 1 ? parts[0] : (l.parts[0] ?? ''))?.[1];
    const head = next ? /^[\d\s().-]{3,}\d/.exec(next.parts[0] ?? '')?.[0] : undefined;
    if (tail && head && /\d[\s-]*$/.test(tail) && (tail + head).replace(/\D/g, '').length >= 9 && /[+(]|\d{3}/.test(tail)) addPhone(`${tail.trim()}${/-$/.test(tail) ? '' : ' '}${head.trim()}`);
  });
  if (!phones.length) for (const u of links) if (/^tel:/i.test(u)) addPhone(decodeURIComponent(u.slice(4)));
  if (!phones.length) {
    // Kendall-like layouts put the contact block after the work history.
    for (const l of lines) if (/^\+?[\d\s().\-/]{8,20}$/.test(l.text.trim())) addPhone(l.text);
  }

  // Name: the largest name-like line near the top (any column), then the headline under it.
  let nameIdx = -1;
  let best = -Infinity;
  lines.forEach((l, i) => {
    if (headingIdx.has(i) || l.page > 0 || !nameLike(l.text)) return;
    if (l.section !== 'header' && l.section !== 'contact' && colIndex[i] > 12) return;
    const s = l.size * 3 + (l.heading === 1 ? 3 : l.heading ? 1 : 0) + (l.bold ? 0.5 : 0) - Math.min(i, colIndex[i] + 4) * 0.08 + (l.text === l.text.toUpperCase() ? 0 : 0.2) - (TITLE_CUES.test(l.text) || TITLE_SUFFIX.test(l.text) ? 8 : 0);
    if (s > best) {
      best = s;
      nameIdx = i;
    }
  });
  const data: CvData = { phones, skills: [], experience: [], education: [] };
  const labelled = labelledName(lines);
  let name = labelled && 'full' in labelled ? fixCase(labelled.full) : nameIdx >= 0 ? fixCase(lines[nameIdx].text.trim()) : '';
  if (labelled && 'first' in labelled) name = '';
  if (!name && !labelled && email) {
    name = email.split('@')[0].split(/[._-]/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
    unsure.push('first_name', 'last_name');
  }
  if (name) {
    const iberian = ['ES', 'PT', 'BR', 'MX', 'AR', 'CO', 'CL', 'PE', 'VE', 'UY'].includes(location?.country ?? '') || /\.(es|pt|br|mx|ar)$/i.test(email ?? '');
    const split = splitName(name, { iberian, email });
    data.first_name = split.first_name;
    data.last_name = split.last_name;
    if (words(name).length >= 3 && !/\b(van|von|de|da|del|der|di|du|dos|la|le)\b/i.test(name)) unsure.push('first_name', 'last_name');
  } else if (labelled && 'first' in labelled) {
    data.first_name = fixCase(labelled.first);
    data.last_name = fixCase(labelled.last);
  } else unsure.push('first_name', 'last_name');
  if (nameIdx >= 0) {
    for (let j = nameIdx + 1; j < Math.min(lines.length, nameIdx + 4); j++) {
      const t = lines[j].text.trim();
      if (headingIdx.has(j)) break;
      // (Under a full-width name the headline may open a column.)
      if ((lines[j].column !== lines[nameIdx].column && !(lines[nameIdx].column === 0 && lines[nameIdx].pageColumn && colIndex[j] === 0)) || fixCase(t) === name || !t) continue;
      if (EMAIL_RE.test(t) || URL_RE.test(t) || /\d{4}/.test(t) || locationOf(t) || t.length > 90 || /[.!?]$/.test(t)) break;
      data.title = fixCase(t.split(/\s+[|·•]\s+/)[0]);
      break;
    }
  }
  if (!data.title) unsure.push('title');
  if (email) data.email = email;
  else unsure.push('email');
  if (linkedin) data.linkedin = linkedin;
  if (location && (location.city || location.country)) {
    data.location = {
      ...(location.city ? { city: location.city } : {}),
      ...(location.country ? { country: COUNTRY_EN[location.country] ?? location.country, country_code: location.country } : {}),
    };
  }
  if (!phones.length) unsure.push('phones');

  data.experience = experiences(body('experience'));
  data.education = educations(body('education'));
  data.experience.forEach((e, i) => {
    if (!e.title) unsure.push(`experience.${i}.title`);
    if (!e.company) unsure.push(`experience.${i}.company.name`);
  });
  data.education.forEach((e, i) => {
    if (!e.institution) unsure.push(`education.${i}.institution.name`);
  });
  if (!data.experience.length) unsure.push('experience');

  // Skills and languages.
  data.skills = skillsOf([...body('skills'), ...unnamedSkillGroups(lines, headingIdx)]).slice(0, 40);
  if (!data.skills.length) unsure.push('skills');
  let langs = languagesOf(body('languages'));
  if (!langs.length) {
    // A header line listing only language names ("Spanish, Catalan, English").
    for (const l of contactLines) {
      const items = l.text.split(/\s*[,;·|]\s*/).map(cleanPart).filter(Boolean);
      if (items.length >= 2 && items.every((s) => LANGUAGE_WORDS.has(s.toLowerCase()))) {
        langs = items.map((s) => ({ name: s, level: 3 as const }));
        unsure.push('custom_fields.languages');
        break;
      }
    }
  }
  // Summary.
  const summary = body('summary').map((l) => l.text).join(' ').trim();
  if (summary) data.details = `<p>${escapeHtmlText(summary)}</p>`;
  data.custom_fields = { ...(langs.length ? { languages: langs } : {}) };
  void normHeading;
  return { data: normaliseEntryDates(data), unsure: [...new Set(unsure)] };
}
