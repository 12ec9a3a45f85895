/**
 * Date grammar of resumes: month names (en, nl, de, fr, es, it, pt), numeric months (03/2019,
 * 03.2019, 03-2019, 2019-03, 2019/03), Japanese (2019年3月), bare years, and ranges joined by a dash,
 * "to", "bis", "à", "a", "até"… ending in a date or a word for "present".
 */
import { MONTHS, MONTH_PATTERN, PRESENT_WORDS } from './vocab.js';

export type Ym = { year: number; month: number | null };
export type DateRange = { start: Ym; end: Ym | null; current: boolean; index: number; length: number };

const Y = '((?:19|20)\\d{2})';
const MON = `(${MONTH_PATTERN})\\.?`;
const SINGLE = [
  `${Y}\\s*年\\s*(\\d{1,2})\\s*月`, // 2019年3月
  `${MON},?\\s+(?:de\\s+)?${Y}`, // Mar 2019, März 2019, marzo de 2019, Mar, 2019
  `(?<![\\d.])(\\d{1,2})\\s*[/.\\-]\\s*${Y}(?!\\d)`, // 03/2019 03.2019 03-2019
  `(?<!\\d)${Y}\\s*[/\\-.]\\s*(\\d{1,2})(?![\\d])`, // 2019-03 2019/03
  `(?<![\\d/.\\-])${Y}\\s*年?(?![\\d/.\\-]\\d)`, // 2019
];
const DATE = `(?:${SINGLE.join('|')})`;
const PRESENT = `(${PRESENT_WORDS.map((w) => w.replace(/[.*+?^${}()|[\]\\']/g, (c) => (c === "'" ? "['’]" : `\\${c}`))).sort((a, b) => b.length - a.length).join('|')})`;
const SEP = `\\s*(?:[-–—−~〜～]+|\\bto\\b|\\btil\\b|\\btot\\b|\\bbis\\b|\\bà\\b|\\bau\\b|\\ba\\b|\\bal\\b|\\baté\\b|\\bhasta\\b|\\buntil\\b|\\bthrough\\b)\\s*`;
const RANGE_RE = new RegExp(`(?:(?:since|seit|sinds|depuis|desde|dal|dès)\\s+)?(${DATE})(?:${SEP}(?:(${DATE})|${PRESENT}(?![\\p{L}]))|\\s*[-–—]\\s*$|\\s*[-–—](?=\\s*[|·,]))?`, 'giu');
const SINGLE_RES = SINGLE.map((s) => new RegExp(`^${s}$`, 'iu'));

function parseSingle(s: string): Ym | null {
  const t = s.trim();
  for (let i = 0; i < SINGLE_RES.length; i++) {
    const m = SINGLE_RES[i].exec(t);
    if (!m) continue;
    switch (i) {
      case 0:
        return { year: +m[1], month: okMonth(+m[2]) };
      case 1:
        return { year: +m[2], month: MONTHS.get(m[1].toLowerCase().replace(/\.$/, '')) ?? null };
      case 2:
        return okMonth(+m[1]) ? { year: +m[2], month: +m[1] } : null;
      case 3:
        return okMonth(+m[2]) ? { year: +m[1], month: +m[2] } : null;
      default:
        return { year: +m[1], month: null };
    }
  }
  return null;
}
const okMonth = (m: number) => (m >= 1 && m <= 12 ? m : null);

/** Every date or date range in a text, left to right. */
export function findDates(text: string): DateRange[] {
  const out: DateRange[] = [];
  RANGE_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = RANGE_RE.exec(text))) {
    if (!m[0].trim()) {
      RANGE_RE.lastIndex++;
      continue;
    }
    const start = parseSingle(m[1]);
    if (!start) continue;
    const since = /^(since|seit|sinds|depuis|desde|dal|dès)\s/i.test(m[0]);
    let end: Ym | null = null;
    let current = false;
    const rest = m[0].slice(m[0].indexOf(m[1]) + m[1].length);
    // Find the end part: the second DATE group or PRESENT.
    const endDate = m.slice(2).find((g, i) => i > 0 && g !== undefined && parseSingle(g) !== null && rest.includes(g) && g !== m![1]);
    if (endDate && rest.trim()) end = parseSingle(endDate);
    else if (rest.trim()) current = true; // "… – Present" or an open range "2022-02 —"
    if (since) current = true;
    out.push({ start, end, current, index: m.index, length: m[0].length });
  }
  return out;
}

/** The text with its dates removed, and separators around them tidied. */
export function stripDates(text: string, ranges: DateRange[]): string {
  let s = text;
  for (const r of [...ranges].sort((a, b) => b.index - a.index)) s = s.slice(0, r.index) + ' ' + s.slice(r.index + r.length);
  return s
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s|·•,;:–—-]+|[\s|·•,;:–—-]+$/g, '')
    .trim();
}

/** Durations printed after dates ("3 years 5 months", "1 yr", "6 mos") removed. */
export function stripDurations(text: string): string {
  return text.replace(/\(?(?<!\d)\d+\s*(years?|yrs?|months?|mos?|jaar|jaren|maanden|maand|jahre?n?|monate?n?|ans?|mois|años?|meses|mes|anni|anno|mesi|anos?)(?![\p{L}])\)?|[(（]?(?<!\d)\d{1,2}\s*年(?:\s*\d{1,2}\s*[かカヶケ]?月)?[)）]?|[(（]?(?<!\d)\d{1,2}\s*[かカヶケ]月[)）]?/giu, ' ').replace(/\s+/g, ' ').trim();
}
