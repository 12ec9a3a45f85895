/**
 * Date grammar of resumes: month names (en, nl, de, fr, es, it, pt), numeric months (03/2019,
 * 03.2019, 03-2019, 2019-03, 2019/03), Japanese (2019年3月), bare years, and ranges joined by a dash,
 * "to", "bis", "à", "a", "até"… or an arrow ("2022-04 → present"), ending in a date or a word for "present".
 */
import { CV_LABELS } from '../labels/index.js';
import { MONTHS, MONTH_PATTERN, PRESENT_WORDS } from './vocab.js';

export type Ym = { year: number; month: number | null };
export type DateRange = { start: Ym; end: Ym | null; current: boolean; index: number; length: number };

const Y = '((?:19|20)\\d{2})';
const MON = `(${MONTH_PATTERN})\\.?`;
const SINGLE = [
  `${Y}\\s*年\\s*(\\d{1,2})\\s*月`, // 2019年3月
  `(?<![\\p{L}])${MON}(?:,?\\s+(?:de\\s+)?|\\s*\\/\\s*)${Y}`, // Mar 2019, März 2019, marzo de 2019, Mar, 2019, mar/2019 (Brazil)
  `(?<![\\d.])(\\d{1,2})\\s*[/.\\-]\\s*${Y}(?!\\d)`, // 03/2019 03.2019 03-2019
  `(?<!\\d)${Y}\\s*[/\\-.]\\s*(\\d{1,2})(?![\\d])`, // 2019-03 2019/03
  `(?<![\\d.])\\d{1,2}\\s*[/.]\\s*(\\d{1,2})\\s*[/.]\\s*${Y}(?!\\d)`, // 01/03/2020, 01.03.2020 (a day, as Europass writes periods)
  // 2019 (not four figures of a postcode, "20126 Milano"); two joined by a bare hyphen, "2014-2017", are years, "2019-03" no year and month
  `(?<![\\d/.])(?<!(?<!(?:19|20)\\d{2})-)${Y}\\s*年?(?!\\d|[/.]\\d|-(?!(?:19|20)\\d{2}(?!\\d))\\d)`,
];
const DATE = `(?:${SINGLE.join('|')})`;
/** The number of capture groups of a pattern (RANGE_RE's group numbers follow from them). */
const groupsOf = (pattern: string) => new RegExp(`${pattern}|`, 'iu').exec('')!.length - 1;
const PRESENT = `(${PRESENT_WORDS.map((w) => w.replace(/[.*+?^${}()|[\]\\']/g, (c) => (c === "'" ? "['’]" : `\\${c}`))).sort((a, b) => b.length - a.length).join('|')})`;
/** A range's joiner: dashes and tildes, or a word ("to", "bis", "à", "até"…) standing alone (\b is ASCII-only). */
export const WORD_JOINERS = ['to', 'til', 'tot', 'bis', 'à', 'au', 'a', 'ad', 'al', 'até', 'hasta', 'until', 'through'];
/** A joining word, also letter-spaced as small capitals print it ("2015-11 T O 2020-06"). */
const spacedJoiner = (w: string) => (w.length > 1 ? `${w}|${[...w].join(' ')}` : w);
const SEP = `\\s*(?:[-–—−~〜～→⟶]+|(?<![\\p{L}])(?:${WORD_JOINERS.map(spacedJoiner).join('|')})(?![\\p{L}]))\\s*`;
/** "Since" before a current job's start, in the CV languages ("seit Oktober 2014", "Da 07/2023", "ab 2019"); the short ones only where a date begins. */
const SINCE = "(?:(?<![\\p{L}])(?:since|seit|sinds|vanaf|depuis|dès|desde|dal|dall['’])|(?<=^\\s*|[|,;·•(]\\s*)(?:da|ab))";
/**
 * A month without its year before a dated end ("May–August 2014", "Nov 2019 – Feb 2020" is two
 * whole dates): group 1 is the month.
 */
const MONTH_ONLY_START = `(?<![\\p{L}\\d])(${MONTH_PATTERN})\\.?(?=${SEP}${MON},?\\s+(?:de\\s+)?${Y})`;
const RANGE_RE = new RegExp(
  `(?:${SINCE}\\s+)?(?:${MONTH_ONLY_START}|(${DATE}))(?:${SEP}(?:(${DATE})|${PRESENT}(?![\\p{L}]))|\\s*[-–—]\\s*$|\\s*[-–—](?=\\s*[|·,]))?`,
  'giu',
);
/** Group numbers of RANGE_RE: the month-only start, the start date, the end date, "present". */
const G_MONTH_ONLY = 1;
const G_START = G_MONTH_ONLY + groupsOf(MONTH_ONLY_START);
const G_END = G_START + groupsOf(DATE) + 1;
const G_PRESENT = G_END + groupsOf(DATE) + 1;
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
      case 4:
        return okMonth(+m[1]) ? { year: +m[2], month: +m[1] } : null;
      default:
        return { year: +m[1], month: null };
    }
  }
  return null;
}
const okMonth = (m: number) => (m >= 1 && m <= 12 ? m : null);

/**
 * Every date or date range in a text, left to right. A range's end keeps its month also within one
 * year ("June 2018 – July 2018", "03/2018 – 07/2018", "2016/03-2016/06"); a start month written
 * without its year takes the end's ("May–August 2014"), or the year before when its month comes
 * later in the year than the end's ("November – February 2015").
 */
export function findDates(text: string): DateRange[] {
  const out: DateRange[] = [];
  RANGE_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = RANGE_RE.exec(text))) {
    if (!m[0].trim()) {
      RANGE_RE.lastIndex++;
      continue;
    }
    const end = m[G_END] !== undefined ? parseSingle(m[G_END]) : null;
    let start: Ym | null;
    if (m[G_MONTH_ONLY] !== undefined) {
      const month = MONTHS.get(m[G_MONTH_ONLY].toLowerCase().replace(/\.$/, '')) ?? null;
      if (!end || month === null) continue;
      start = { year: end.month !== null && month > end.month ? end.year - 1 : end.year, month };
    } else start = parseSingle(m[G_START]);
    if (!start) continue;
    const since = new RegExp(`^${SINCE}\\s`, 'i').test(m[0]);
    const startText = m[G_MONTH_ONLY] ?? m[G_START];
    const rest = m[0].slice(m[0].indexOf(startText) + startText.length);
    // An end date, or "present", or an open range ("2022-02 —").
    // (A range opened by "since"'s word and closed by an end date is no current one: "Da gennaio 2015 ad aprile 2018".)
    const current = (since && !end) || (!end && (m[G_PRESENT] !== undefined || rest.trim() !== ''));
    // A range opened by its own word ("De septembre 2021 à aujourd'hui", "Von 03/2019 bis heute",
    // "From June 2019 to present", "Van 2015 tot 2019") holds it: the word is no text of the line.
    const opener = end || current ? RANGE_OPENER.exec(text.slice(0, m.index)) : null;
    const index = opener ? m.index - opener[1].length : m.index;
    out.push({ start, end, current, index, length: m.index + m[0].length - index });
  }
  return out;
}

/** The word before a range that opens it, at the end of the text before the range. */
const RANGE_OPENER = /(?:^|[\s(|,;:·•–—-])((?:de|du|von|vom|van|from|del|dal|dall['’]|dalla|entre)\s+)$/iu;

/** Whether a text is one whole period (a range with its end or "present") and nothing else. */
export function isWholePeriod(text: string): boolean {
  const d = findDates(text);
  return d.length === 1 && (d[0].end !== null || d[0].current) && !stripDates(text, d).replace(/[\s,.;:()|–—-]/g, '');
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

/**
 * A duration printed against the year before it, with no space ("Feb, 20253 years 7 months"), as
 * some themes' Word files carry it: the year set apart.
 */
export const YEAR_AGAINST_DURATION = /((?:19|20)\d{2})(?=\d{1,2}\s*(?:years?|yrs?|months?|mos?|jaar|jaren|maanden|jahre?n?|monate?n?|ans?|mois|años?|meses|anni|mesi|anos?)(?![\p{L}]))/giu;

/** A duration in words at the end of a text, as English dates print it ("a year", "a month", "a few months"). */
const DURATION_IN_WORDS = /(?:^|\s)(?:an?|one|a few)\s+(?:years?|months?|weeks?|days?)\s*$/i;
/** "Less than a month" as CVs print it beside a short job, in the CV languages (the product's own labels among them). */
const UNDER_A_MONTH = new RegExp(
  `[(（]?(?:${[...new Set([...Object.values(CV_LABELS).map((L) => L.duration.lessThanMonth), 'less than a month'])].map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]")).join('|')})[)）]?`,
  'giu',
);

/** Durations printed after dates ("3 years 5 months", "1 yr", "6 mos", "a year") removed. */
export function stripDurations(text: string): string {
  return text.replace(UNDER_A_MONTH, ' ').replace(DURATION_IN_WORDS, ' ').replace(/\(?(?<!\d)\d+\s*(years?|yrs?|months?|mos?|weeks?|wks?|days?|jaar|jaren|maanden|maand|weken|week|dagen|dag|jahre?n?|monate?n?|wochen?|tage?n?|ans?|mois|semaines?|jours?|años?|meses|mes|semanas?|días?|dias?|anni|anno|mesi|settimane|settimana|giorni|giorno|anos?)(?![\p{L}])\)?|[(（]?(?<!\d)\d{1,2}\s*年(?:\s*\d{1,2}\s*[かカヶケ]?月)?[)）]?|[(（]?(?<!\d)\d{1,2}\s*[かカヶケ]月[)）]?/giu, ' ').replace(/\s+/g, ' ').trim();
}

/** A range's dash or its "present" standing alone, as a date column stacks them ("—", "– Present", "bis heute"). */
const RANGE_REST = new RegExp(`^(?:[-–—−~〜～→⟶]+|(?:[-–—−~〜～→⟶]+\\s*|(?:${WORD_JOINERS.join('|')})\\s+)?${PRESENT})$`, 'iu');

/**
 * A cell of a date column: dates and durations and nothing else ("December 2022", "2019 – 2021",
 * "— Present", "—", "4 years", "a year").
 */
export function isDateCell(text: string): boolean {
  const t = text.trim();
  if (!t) return false;
  if (RANGE_REST.test(t)) return true;
  return !stripDurations(stripDates(t, findDates(t))) && (findDates(t).length > 0 || stripDurations(t) !== t);
}

/**
 * Whether a date cell goes on a period stacked cell by cell ("May 2018" / "—" / "August 2022" /
 * "4 years"): not after a duration, nor a date once the stack holds a whole period.
 */
export function continuesPeriod(stack: string[], cell: string): boolean {
  const last = stack.at(-1);
  if (last === undefined) return false;
  const text = stack.join(' ');
  const whole = findDates(text).some((d) => d.end !== null || d.current) && !/[-–—−~〜～]\s*$/.test(text);
  const afterDuration = !findDates(last).length && !RANGE_REST.test(last);
  return !(whole && (afterDuration || findDates(cell).length > 0));
}
