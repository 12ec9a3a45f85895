/**
 * Stage 3, section lines → entries: the jobs of an experience section and the studies of an
 * education section, each anchored on its date range. An entry's header is the short lines around
 * its dates (how many before and after is learned from the section's first entries); its body is
 * the text under the header up to the next entry. In an experience section, a company heading with
 * the period of several jobs ("Acme · 2015 – present") groups the jobs under it, and a heading in the
 * style such group headings have names the company of a single job under it.
 */
import { CV_LABELS } from '../labels/index.js';
import { findDates, isDateCell, stripDates, stripDurations, WORD_JOINERS, type DateRange } from './dates.js';
import { DEGREE_CUES, INSTITUTION_CUES, MONTH_PATTERN } from './vocab.js';
import type { SectionLine as L } from './sections.js';
import { cleanPart, isBulletText, joinBrokenWord, words } from './text.js';
import type { Line } from './types.js';

/** An entry as read: its header texts, its period, the company heading above it, and its body (the text under it). */
export type RawEntry = {
  header: string[];
  range: DateRange;
  group?: string;
  body: L[];
  /** The group heading stands over this entry alone (no period of a group of jobs). */
  single?: boolean;
  /**
   * The body's first line when it could be a header text the section's shape left out (no bullet,
   * no sentence): "Controllerin" ‖ dates / "Deutsche Post DHL Group, Bonn". The field stage decides
   * whether it is the entry's company.
   */
  following?: string;
};

/** Employment types as CVs print them next to a job ("Permanent · London", "Vast dienstverband"), in every CV language. */
const EMPLOYMENT_TYPES = new Set(
  [...Object.values(CV_LABELS).flatMap((L) => Object.values(L.employmentTypes)), 'full-time', 'full time', 'part-time', 'vollzeit', 'temps plein', 'tiempo completo', 'jornada completa', 'voltijd', 'fulltime', 'parttime'].map((t) => t.toLowerCase()),
);
const isEmploymentMeta = (t: string) => EMPLOYMENT_TYPES.has(t.split(/\s+[·|•,]\s+|,\s*/)[0].trim().toLowerCase());

/** Whether a text starts with a degree's word ("Baccalauréat en …", "DEC en …", "Bachelor of …"). */
const startsWithDegree = (t: string) => DEGREE_CUES.exec(t)?.index === 0 && !/^(?:in|of|en|de|der|des|di)\b/i.test(t);

/**
 * Whether a line may be part of an entry's header (short, no sentence, no bullet), as opposed to its
 * description. In an education section (`degrees`), a line that starts with a degree's word is no
 * sentence for its words in lower case ("Baccalauréat en administration des affaires (B.A.A.),
 * gestion des ressources humaines") and may be longer.
 */
function isHeaderLike(l: Line, degrees = false): boolean {
  const t = stripDurations(stripDates(l.text, findDates(l.text)));
  if (!t) return true;
  if (l.list || isBulletText(l.text)) return false;
  // (A degree's line may be longer: "NVQ Level 3 Diploma in Health and Social Care – Stoke on Trent College".)
  const degree = degrees && startsWithDegree(t);
  if (t.length > (degree ? 130 : 90) || words(t).length > (degree ? 18 : 12)) return false;
  // Text beside a part of its own that is a period ("Laurea magistrale, Politecnico di Torino. ‖
  // 2017/06") is a header, its stop the header's.
  if (l.parts.length >= 2 && l.parts.some((p) => isDateCell(p))) return true;
  // (A legal form's stop is no sentence's: "Ltd.", "Lda.", "V.O.F.", "S.p.A.")
  if (/[.!?]$/.test(t) && !/\b(inc|ltd|lda|ltda|cia|co|corp|jr|sr)\.$|(?:^|\s)(?:\p{L}{1,3}\.){2,}$/iu.test(t) && words(t).length > 3) return false;
  // A short sentence ("Cum laude afgestudeerd.", "Abschlussnote 1,3.") is no header; an abbreviation at the end ("B.Sc.", "S.p.A.") is.
  if (/[.!?]$/.test(t) && words(t).length >= 2 && !/(?:\b\p{L}{1,4}\.){2,}$|\b(?:inc|ltd|co|corp|jr|sr|st|dr|mr|mrs|ms|prof|dipl|ing|univ|dept)\.$/iu.test(t) && /\p{Ll}{3,}\.$|\d\.$/u.test(t)) return false;
  // A sentence without its stop ("Introduced a seasonal menu that increased covers by 19%"): six
  // words or more, most in lower case, which a title or company name never is.
  // (Fields a header lists with commas, "Marketing digital, Master, emlyon business school", are no sentence.)
  const ws = words(t);
  const fields = t.split(/,\s+/);
  const listed = fields.length >= 3 && fields.every((f) => words(f).length <= 4) && fields.filter((f) => /^\p{Lu}/u.test(f)).length * 2 >= fields.length;
  if (ws.length >= 6 && !listed && !degree && ws.filter((w) => /^\p{Ll}/u.test(w)).length / ws.length > 0.6) return false;
  // A clause that goes on after a semicolon ("Produced the 2023 Shopper Experience Index with the research team;").
  if (/;\s*$/.test(l.text) && words(t).length >= 4) return false;
  // A Japanese sentence ("…を開発。") has no spaces to count words by.
  if (/[。！？]$/.test(t)) return false;
  // A sentence of Japanese longer than any job title or company name.
  if ((t.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0) > 30) return false;
  // A line under a label in lenticular brackets ("【プロジェクト】地方銀行向け…") is the job's description.
  if (/^【[^】]{1,12}】/u.test(t)) return false;
  if (/^(highlights?|key achievements|achievements|responsibilities|taken|aufgaben|réalisations|logros|courses|keywords)\s*:?$/i.test(t)) return false;
  return true;
}

/**
 * A period a narrow date column wrapped ("April 2020 –" / "heute (6 Jahre)", "September 2016 – März" /
 * "2020"): the first part of the next line completes the range, so it moves up.
 */
/**
 * A date followed by a range's joining word, the end on the next line ("2021-05 al" / "2023-06"),
 * or by the joining word and the end's month ("mars 2021 à avr" / "2024").
 */
const ENDS_IN_JOINER = new RegExp(`\\d\\s+(?:${WORD_JOINERS.join('|')})(?:\\s+(?:${MONTH_PATTERN})\\.?)?\\s*$`, 'iu');

function joinWrappedRanges(lines: L[]): L[] {
  const out = lines.map((l) => ({ ...l }));
  for (let i = 0; i + 1 < out.length; i++) {
    const l = out[i];
    const n = out[i + 1];
    if (!l.dates.length || l.dates[0].end || l.dates[0].current || !l.parts.length || !n.parts.length) continue;
    const head = l.parts[0];
    if (!/[–—-]\s*$|[–—-]\s*\p{L}+\.?\s*$/u.test(head) && !ENDS_IN_JOINER.test(head)) continue;
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

/**
 * A word the page broke at the end of a line's first part ("Responsable marketing, Agence Ri-" ‖
 * dates / "viera Ltd., Ottawa.", "株式会社朝日エンジニアリン" ‖ dates / "グ, 仙台."): the next line is
 * joined to it (./text.ts `joinBrokenWord`).
 */
function joinHyphenatedWords(lines: L[]): L[] {
  const out: L[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const n = lines[i + 1];
    const joined = n && n.parts.length === 1 && !n.list && words(n.text).length <= 6 ? joinBrokenWord(l.parts[0] ?? '', n.text, l.right > 0.9 && !l.paragraph) : null;
    if (joined) {
      const parts = [joined, ...l.parts.slice(1)];
      out.push({ ...l, parts, text: parts.join(' ') });
      i++;
    } else out.push(l);
  }
  return out;
}

/** How many brackets a text leaves open (negative: closes more than it opens). */
const openBrackets = (t: string) => (t.match(/[(（[]/g)?.length ?? 0) - (t.match(/[)）\]]/g)?.length ?? 0);

/**
 * A header the page wrapped inside a bracket, the rest on the date line ("Bacharelado … – Pontifícia
 * Universidade Católica de Minas Gerais (PUC" / "Minas) – 2012 a 2016"): the two lines are one.
 */
function joinOpenBrackets(lines: L[]): L[] {
  const out: L[] = [];
  for (const l of lines) {
    const prev = out.at(-1);
    const first = l.parts[0] ?? '';
    if (prev && !prev.dates.length && !prev.list && !l.list && !isBulletText(prev.text) && openBrackets(prev.text) > 0 && /^[^(（[]*[)）\]]/u.test(first)) {
      const parts = [...prev.parts.slice(0, -1), `${prev.parts.at(-1) ?? ''} ${first}`.trim(), ...l.parts.slice(1)];
      const text = parts.join(' ');
      out[out.length - 1] = { ...l, x: prev.x, parts, text, dates: findDates(text) };
    } else out.push(l);
  }
  return out;
}

/**
 * The section's lines with their date ranges as entries read them: two bare-year lines in a row
 * ("2014" / "2016") become one range, and a line with two single dates ("2014 2016") a range.
 */
function rangeLines(lines: L[]): L[] {
  const out: L[] = [];
  const src = joinOpenBrackets(joinHyphenatedWords(joinWrappedRanges(lines)));
  for (let i = 0; i < src.length; i++) {
    const l = src[i];
    const n = src[i + 1];
    if (n && l.dates.length === 1 && n.dates.length === 1 && /^\s*(19|20)\d{2}\s*$/.test(l.text) && /^\s*(19|20)\d{2}\s*$/.test(n.text)) {
      out.push({ ...l, text: `${l.text} – ${n.text}`, parts: [`${l.text} – ${n.text}`], dates: findDates(`${l.text} – ${n.text}`) });
      i++;
    } else if (l.dates.length === 2 && !l.dates[0].end && !l.dates[1].end && !l.dates[0].current && !/\p{L}/u.test(l.text.slice(l.dates[0].index + l.dates[0].length, l.dates[1].index))) {
      // (Two years with a word between are two years of a sentence, no period: "no audit findings in 2017 or 2018".)
      const d = l.dates;
      out.push({ ...l, dates: [{ start: d[0].start, end: d[1].start, current: false, index: d[0].index, length: d[1].index + d[1].length - d[0].index }] });
    } else out.push(l);
  }
  return out;
}

const ym = (d: { year: number; month: number | null }) => d.year * 12 + (d.month ?? 1);
const endYm = (r: DateRange) => (r.current ? Infinity : r.end ? ym(r.end) : ym(r.start));
/** Whether period `a` holds period `b`. */
const covers = (a: DateRange, b: DateRange) => ym(a.start) <= ym(b.start) && endYm(a) >= endYm(b);
/** Whether two ranges are the same period. */
const samePeriod = (a: DateRange, b: DateRange) => ym(a.start) === ym(b.start) && a.current === b.current && (a.end ? ym(a.end) : null) === (b.end ? ym(b.end) : null) && (a.end !== null || a.current);
/** A line's text without its dates and durations, tidied. */
const undated = (text: string, dates = findDates(text)) => cleanPart(stripDurations(stripDates(text, dates)));
const hasDatesOnly = (l: L) => !stripDurations(stripDates(l.text, l.dates));
/**
 * A header line under the dates, its parts kept apart by a comma ("Amazon ‖ Seattle, WA" →
 * "Amazon, Seattle, WA"): the place a page sets apart after the company is then read as a place,
 * not as words of the company's name.
 */
const afterText = (l: L) => (l.parts.length >= 2 ? l.parts.map((p) => undated(p)).filter(Boolean).join(', ') : undated(l.text, l.dates));

/** The company groups of an experience section: the span lines (a group's period), their heading lines, and each grouped job's company and its heading's style. */
type Groups = { spans: Set<number>; heads: Set<number>; of: Map<number, { company: string; style: { size: number; bold: boolean } }> };

/**
 * Group spans: a company heading followed by the period of all its jobs ("Acme · 2015 – present"),
 * then the jobs with their own periods. The span is no job: its heading is the jobs' company. The
 * span and heading lines stop being header-like (`headerLike` is updated).
 */
function companyGroups(ls: L[], anchors: number[], headerLike: boolean[]): Groups {
  const groups: Groups = { spans: new Set(), heads: new Set(), of: new Map() };
  anchors.forEach((a, k) => {
    const n1 = anchors[k + 1];
    const n2 = anchors[k + 2];
    if (n1 === undefined || n1 - a > 4 || !covers(ls[a].dates[0], ls[n1].dates[0])) return;
    // A group's period stands right over its first job's header: text between them (a job's
    // bullets) makes it a job of its own, which a later job's shorter period falls within (a
    // visiting post during another job).
    // (A company's facts under its heading, "事業内容:ICTサービス ‖ 資本金:3,246億円", and a table's
    // column labels, "期間 ‖ 業務内容", may stand between: a 職務経歴書 prints them.)
    for (let j = a + 1; j < n1; j++) if (!headerLike[j] && !isCompanyFact(ls[j])) return;
    const wider = ym(ls[a].dates[0].start) < ym(ls[n1].dates[0].start) || endYm(ls[a].dates[0]) > endYm(ls[n1].dates[0]);
    if (!(n2 !== undefined && covers(ls[a].dates[0], ls[n2].dates[0])) && !wider) return;
    // The company heading is the span line's own first text ("Acme ‖ Software · 2015 – present"), else the line above.
    const own = ls[a].parts.map((p) => undated(p)).filter(Boolean);
    // ("富士通株式会社（2014年4月～2020年3月）": the company with its period in brackets after it.)
    const bracketed = own.length === 1 && /^[^(（]+[(（][^)）]*\d[^)）]*[)）]\s*$/u.test(ls[a].text);
    const h = own.length >= 2 || bracketed || (own.length === 1 && ls[a].parts.length >= 2 && !findDates(ls[a].parts[0]).length) ? a : a - 1;
    if (h < 0 || !headerLike[h] || (h !== a && ls[h].dates.length)) return;
    groups.spans.add(a);
    groups.heads.add(h);
    const company = h === a ? own[0] : cleanPart(ls[h].text);
    for (let j = k + 1; j < anchors.length && covers(ls[a].dates[0], ls[anchors[j]].dates[0]) && !groups.spans.has(anchors[j]); j++) groups.of.set(anchors[j], { company, style: { size: ls[h].size, bold: ls[h].bold } });
    headerLike[h] = false;
    headerLike[a] = false;
    // (The company's facts and the table's column labels are the group's: no job's header or description.)
    for (let j = a + 1; j < n1; j++) {
      if (!isCompanyFact(ls[j])) continue;
      headerLike[j] = false;
      groups.heads.add(j);
    }
  });
  return groups;
}

/**
 * A company's facts or a table's column labels under a company heading: cells of "label: value"
 * ("事業内容:ICTサービス", "従業員数:約2,000名"), or short cells ("期間 ‖ 業務内容", a wrapped "社員").
 */
function isCompanyFact(l: L): boolean {
  if (l.list || isBulletText(l.text) || l.dates.length) return false;
  return l.parts.every((p) => /^[^:：\s]{1,12}[:：]/u.test(p) || [...p].length <= 4);
}

/** A line set as a heading is (a heading level, bold or larger type), unlike description text. */
const standsOut = (l: Line) => l.heading > 0 || l.bold || l.size >= 1.15;

/**
 * The section's entry shape: how many header lines follow a date (the median over the entries whose
 * run after the date ends in description text, at most 3) and how many may precede it (the first
 * entry's run, bounded by the section heading; later runs may start with the previous entry's
 * last short lines), and how many of those after it may be plain text (`plain`; the rest must
 * stand out as headings do).
 */
function headerShape(ls: L[], anchors: number[], headerLike: boolean[], spans: Set<number>): { after: number; before: number; plain: number } {
  let before = 0;
  for (let j = anchors[0] - 1; j >= 0 && headerLike[j] && !spans.has(j) && before < 3; j--) before++;
  // (Where the first entry has no header above its dates, a run that reaches the next entry's dates is all this entry's.)
  const afterRun = anchors.map((a, k) => {
    const stop = k + 1 < anchors.length ? anchors[k + 1] : ls.length;
    let j = a + 1;
    while (j < stop && headerLike[j] && j - a <= 3) j++;
    return { n: j - a - 1, clean: j < stop && !headerLike[j] ? true : j === ls.length || (before === 0 && j === stop && j - a <= 3) };
  });
  const clean = afterRun.filter((r) => r.clean).map((r) => r.n).sort((a, b) => a - b);
  let after = clean.length ? clean[Math.floor((clean.length - 1) / 2)] : 0;
  const firstBefore = anchors[0] > 0 && headerLike[anchors[0] - 1];
  if (!clean.length && !firstBefore) after = Math.min(2, afterRun[0].n);
  after = Math.min(after, 3);
  // A header has at most three or so lines: with two before the dates (title and company), one
  // after them (the place) — short description lines under it are no header, unless they stand
  // out as headings do (`standsOut`).
  return { after, before, plain: before >= 2 ? Math.min(after, 1) : after };
}

/**
 * The entries of an experience or education section, in reading order: each date range that is no
 * group's period anchors an entry, whose header is the header-like lines around it (as many as the
 * section's shape allows, never across a large vertical gap) and whose body is the rest up to the
 * next entry's header.
 */
export function entriesOf(lines: L[], kind: 'experience' | 'education'): RawEntry[] {
  const ls = rangeLines(lines);
  // A short list item right above a line that is only a period is the entry's header ("• Engineer, Acme" / "Jul 2021 – Feb 2025").
  const overPeriod = (i: number) => Boolean(ls[i].list) && !!ls[i + 1]?.dates.length && !stripDurations(stripDates(ls[i + 1].text, ls[i + 1].dates)) && isHeaderLike({ ...ls[i], list: false });
  const headerLike = ls.map((l, i) => (isHeaderLike(l, kind === 'education') || overPeriod(i)) && !isEmploymentMeta(l.text));
  // Dates inside a sentence are description text, no entry's period: years or days ("… born
  // 01/12/1989 — see file.", "campaigns for 2017, 2018 and 2019."), or a "since" in a long one
  // ("Développeur full-stack depuis 2016, j'aime les produits utilisés au quotidien…"), or a period
  // with words of the sentence on both sides ("Negociación del convenio colectivo 2022-2025 sin conflictos").
  // (A line short enough for a header too, when the sentence goes on in lower case after the period: "… colectivo 2022-2025 sin".)
  const midSentence = (l: L, lower: boolean) =>
    words(stripDates(l.text, l.dates)).length >= 4 && l.parts.every((p) => findDates(p).every((d) => /\p{L}/u.test(p.slice(0, d.index)) && (lower ? /^\s*\p{Ll}/u : /\p{L}/u).test(p.slice(d.index + d.length))));
  // A bullet's sentence with a date or a "since" after its first words ("• Precept new graduate
  // nurses; trained 9 preceptees since 2022.") tells when something happened, not a job's period.
  const inBullet = (l: L) => {
    if (!(l.list || isBulletText(l.text)) || l.dates.some((d) => d.end)) return false;
    const lead = words(l.text.slice(0, l.dates[0].index).replace(/^[\s•·▪■●◦‣*–—-]+/u, ''));
    return lead.length >= 3 && (/[.!?;]\s*$/.test(l.text) || lead.filter((w) => /^\p{Ll}/u.test(w)).length * 2 > lead.length);
  };
  const inProse = (l: L, i: number) => {
    if (headerLike[i]) return midSentence(l, true);
    const said = words(stripDates(l.text, l.dates)).length;
    // (A long sentence with its stop, its period in brackets at its end: "… one 12-month deployment to Afghanistan (2012–2013).")
    const sentence = said >= 10 && /\p{Ll}{2,}[^.!?]*[.!?]$/u.test(l.text.trim()) && !/(?:^|\s)(?:\p{L}{1,3}\.){2,}$|\b(?:inc|ltd|co|corp|jr|sr)\.$/iu.test(l.text.trim());
    return (l.dates.every((d) => !d.end && !d.current) && said >= 6) || (l.dates.every((d) => !d.end) && said >= 10) || sentence || midSentence(l, false) || inBullet(l);
  };
  let anchors = ls.map((l, i) => (l.dates.length && !inProse(l, i) ? i : -1)).filter((i) => i >= 0);
  if (!anchors.length) return [];
  const groups: Groups = kind === 'experience' ? companyGroups(ls, anchors, headerLike) : { spans: new Set(), heads: new Set(), of: new Map() };
  anchors = anchors.filter((a) => !groups.spans.has(a));
  const headingStyles = [...groups.of.values()].map((g) => g.style);
  // (A size set apart from the body text marks the style; weight may vary, e.g. the current employer in bold.)
  const isHeadingStyle = (l: L) => headingStyles.some((st) => Math.abs(st.size - l.size) < 0.02 && (st.bold === l.bold || st.size >= 1.04));
  // Where headers stand above their dates, the period printed again under an entry, dates only (a
  // web page's copy for narrow screens), is no entry of its own: it is left out.
  const repeats = new Set(headerShape(ls, anchors, headerLike, groups.spans).before >= 1 ? anchors.filter((a, k) => k > 0 && hasDatesOnly(ls[a]) && samePeriod(ls[anchors[k - 1]].dates[0], ls[a].dates[0])) : []);
  anchors = anchors.filter((a) => !repeats.has(a));
  for (const r of repeats) headerLike[r] = false;
  const shape = headerShape(ls, anchors, headerLike, groups.spans);
  // A vertical gap well above the section's usual line gap starts a new block (PDF; DOCX has none).
  const gaps = ls.map((l) => l.gap).sort((x, y) => x - y);
  const medGap = gaps[Math.floor(gaps.length / 2)] ?? 1;
  const blockBreak = (i: number) => i < ls.length && ls[i].gap >= Math.max(0.8, medGap * 2.2);
  // "Acme GmbH ‖ Engineering": a header line's right-aligned extra (industry, location) is left out.
  const headText = (l: L) => cleanPart(l.parts.length >= 2 && l.right > 0.9 && !l.dates.length ? l.parts[0] : l.text);
  const claimed = new Set<number>(repeats);
  const out: RawEntry[] = [];
  const proseOf = new Map<number, L[]>();
  const lastHead: number[] = [];
  const firstHead: number[] = [];
  anchors.forEach((a, k) => {
    const prev = k > 0 ? anchors[k - 1] : -1;
    const after: number[] = [];
    for (let j = a + 1; j <= a + shape.after && j < ls.length && headerLike[j] && (k + 1 >= anchors.length || j < anchors[k + 1]); j++) {
      if (j > a + shape.plain && !standsOut(ls[j])) break;
      // (Under a title and a company read above the dates, a plain line is at most a place: a few words.)
      if (shape.before >= 2 && !standsOut(ls[j]) && words(undated(ls[j].text, ls[j].dates)).length > 4) break;
      after.push(j);
    }
    const before: number[] = [];
    const afterTexts = after.filter((j) => undated(ls[j].text, ls[j].dates)).length;
    const maxBefore = Math.min(afterTexts >= 2 ? 1 : 3, k === 0 ? 3 : shape.before);
    let group = groups.of.get(a)?.company;
    // (A date line with nothing beside or after it is its header's, however far under it it is set.)
    const alone = !after.length && hasDatesOnly(ls[a]);
    for (let j = a - 1; j > prev && headerLike[j] && !claimed.has(j) && before.length < maxBefore && (!blockBreak(j + 1) || (alone && j === a - 1)); j--) before.unshift(j);
    if (!before.length && alone && a - 1 > prev && headerLike[a - 1] && !claimed.has(a - 1)) before.push(a - 1);
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
        claimed.add(heads[0]);
        before.splice(0, before.length, ...before.filter((j) => j !== heads[0] && (ls[j].heading > 0 || j > titled[0])));
        after.splice(0, after.length, ...after.filter((j) => j !== heads[0] && ls[j].heading > 0));
      }
    }
    for (const j of [...before, ...after]) claimed.add(j);
    const dateLine = ls[a];
    const rest = dateLine.parts.map((p) => undated(p)).filter(Boolean);
    // A sentence beside the dates ("2020-11 TO PRESENT ‖ Planning and purchasing for a food
    // manufacturer.", a label column's dates on the row of the description) is the entry's
    // description when the entry has a header without it.
    const prose = rest.filter((p) => !isHeaderLike({ ...dateLine, text: p, parts: [p], list: false }));
    const own = [...before, ...after].some((j) => undated(ls[j].text, ls[j].dates)) || rest.length > prose.length;
    // Text after the dates on a line that starts with them, under a title and a company of their own
    // lines or of one ("Practicante de Ingeniería de Procesos" / "Jabil" / "Ene. 2015 – Jul. 2015 · Guadalajara,
    // Jal."), is where or how the job was (a place, a kind of contract): neither the title nor the company.
    const datesFirst = !/[\p{L}\p{N}]/u.test(dateLine.text.slice(0, dateLine.dates[0].index));
    // (A line above that holds both, "Cloudflare — Senior Systems Engineer", counts as two.)
    const named = before.map((j) => undated(ls[j].text, ls[j].dates)).filter(Boolean);
    const placeAfter = datesFirst && !after.length && named.length + named.filter((t) => /\s[—–|@·]\s|\s(?:at|bei|chez|bij|presso)\s/u.test(t)).length >= 2;
    const besideDates = placeAfter ? [] : own ? rest.filter((p) => !prose.includes(p)) : rest;
    if (own && prose.length) proseOf.set(out.length, prose.map((p) => ({ ...dateLine, text: p, parts: [p], dates: [] })));
    const header: string[] = [...before.map((j) => headText(ls[j])), ...(hasDatesOnly(dateLine) ? [] : besideDates), ...after.map((j) => afterText(ls[j]))].filter(Boolean);
    out.push({ header: group ? header.filter((h) => h !== group) : header, range: dateLine.dates[0], group, body: [], ...(group && !groups.of.has(a) ? { single: true } : {}) });
    lastHead.push(Math.max(a, ...after));
    firstHead.push(Math.min(a, ...before));
  });
  // Each entry's body: the lines after its header up to the next entry's header (or the section's
  // end), less the lines read as headers (a company heading, a group's period).
  out.forEach((e, k) => {
    const end = k + 1 < out.length ? firstHead[k + 1] : ls.length;
    e.body.push(...(proseOf.get(k) ?? []));
    for (let j = lastHead[k] + 1; j < end; j++) if (!claimed.has(j) && !groups.spans.has(j) && !groups.heads.has(j)) e.body.push(ls[j]);
    const first = e.body[0];
    if (first && !proseOf.has(k) && !first.list && !isBulletText(first.text) && !first.dates.length && first.text.length <= 120 && !/[.!?]$/.test(first.text)) e.following = cleanPart(first.text);
  });
  return out;
}

/** A line the page wrapped after a word that joins it to the next ("ISCTE – Instituto Universitário de" / "Lisboa"). */
const ENDS_IN_CONNECTOR = /(?:^|\s)(?:de|del|della|di|da|do|dos|das|du|des|der|für|van|voor|of|the|and|und|et|e|y|en|&|[–—-])$/iu;

/**
 * The studies of an education section that prints no date at all ("Mestrado Integrado, Turismo" /
 * "Universidade de Lisboa" / …): each line naming an institution is a study, with the short line
 * on the side where the section's first institution has its degree (before it, or after it). A line
 * naming a degree whose school names itself by no word ("Máster, Marketing" / "ESADE") is a study
 * too, with the short line on that same side of it; where no line names an institution, each line
 * naming a degree is one, with the short line after it.
 * Empty when a line holds a date (those sections are read by `entriesOf`) or none names an
 * institution or a degree.
 */
export function undatedStudies(lines: L[]): { header: string[]; body: L[] }[] {
  if (lines.some((l) => l.dates.length)) return [];
  const rows: { text: string; line: L }[] = [];
  for (const l of lines) {
    const prev = rows.at(-1);
    if (prev && ENDS_IN_CONNECTOR.test(prev.text) && !l.list && isHeaderLike(l)) prev.text = `${prev.text} ${l.text}`;
    else rows.push({ text: l.text, line: l });
  }
  const short = (k: number) => k >= 0 && k < rows.length && isHeaderLike({ ...rows[k].line, text: rows[k].text, parts: [rows[k].text] });
  const named = rows.map((r, k) => (INSTITUTION_CUES.test(r.text) && short(k) ? k : -1)).filter((k) => k >= 0);
  const isDegree = (k: number) => short(k) && DEGREE_CUES.test(rows[k].text) && !INSTITUTION_CUES.test(rows[k].text);
  // No institution named: each degree is a study, its school the short line under it.
  const schools = named.length ? named : rows.map((_, k) => (isDegree(k) && short(k + 1) && !isDegree(k + 1) ? k + 1 : -1)).filter((k) => k >= 0);
  if (!schools.length) return [];
  const side = named.length ? (short(schools[0] - 1) && !schools.includes(schools[0] - 1) ? -1 : 1) : -1;
  const used = new Set<number>(schools);
  const studies = schools.map((k) => {
    const d = k + side;
    const header = [rows[k].text];
    if (short(d) && !used.has(d)) {
      used.add(d);
      if (side < 0) header.unshift(rows[d].text);
      else header.push(rows[d].text);
    }
    return { header, at: k };
  });
  // A degree left over, its school a line of no cue on the side the others have theirs.
  for (let k = 0; k < rows.length; k++) {
    const school = k - side;
    if (used.has(k) || !isDegree(k) || !short(school) || used.has(school) || isDegree(school)) continue;
    used.add(k).add(school);
    studies.push({ header: side < 0 ? [rows[k].text, rows[school].text] : [rows[school].text, rows[k].text], at: school });
  }
  studies.sort((a, b) => a.at - b.at);
  // Each study's body: the lines after it up to the next study's first line, less the header lines.
  return studies.map((st, n) => {
    const end = n + 1 < studies.length ? Math.min(studies[n + 1].at, studies[n + 1].at + side) : rows.length;
    const body: L[] = [];
    for (let k = st.at + 1; k < end; k++) if (!used.has(k)) body.push(rows[k].line);
    return { header: st.header, body };
  });
}
