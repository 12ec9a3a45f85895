/**
 * The choices a hand-written resume makes, drawn once per document for the LaTeX and Word families:
 * the date style, the section headings in the CV language (in capitals or not), whether the profile
 * paragraph and the address are printed, and the truth fields those choices leave out.
 */
import { DATE_STYLES, formatRange, heading, printsMonths, type DateStyle, type HeadingKey } from '../../format.js';
import { chance, pick } from '../../random.js';
import type { Person, TruthField, YearMonth } from '../../types.js';

export type Plan = {
  dateStyle: DateStyle;
  /** A date range in the document's style; the same style for every entry, as people write them. */
  range: (start: YearMonth | null, end: YearMonth | null) => string;
  /** The section heading of `key`, the same variant for the whole document. */
  heading: (key: HeadingKey) => string;
  capitalHeadings: boolean;
  summary: boolean;
  address: boolean;
  /** What these choices leave out of the truth. */
  leftOut: TruthField[];
};

export function drawPlan(person: Person, random: () => number, options: { capitalHeadings?: number } = {}): Plan {
  const language = person.language;
  const dateStyle = pick(DATE_STYLES, random);
  const since = chance(0.3, random);
  const sameYearShort = chance(0.5, random);
  const capitalHeadings = chance(options.capitalHeadings ?? 0.3, random);
  const summary = chance(0.85, random);
  const address = chance(0.85, random);
  const headings = new Map<HeadingKey, string>();
  const leftOut: TruthField[] = [];
  if (!summary) leftOut.push('summary');
  if (!address) leftOut.push('location');
  if (!printsMonths(dateStyle)) leftOut.push('experience.month');
  return {
    dateStyle,
    range: (start, end) => formatRange(start, end, { style: dateStyle, language, random, since, sameYearShort }),
    heading: (key) => {
      if (!headings.has(key)) {
        const text = heading(language, key, random);
        headings.set(key, capitalHeadings ? text.toLocaleUpperCase(language) : text);
      }
      return headings.get(key)!;
    },
    capitalHeadings,
    summary,
    address,
    leftOut,
  };
}

/** "Hamburg", "22763 Hamburg" or "Elbchaussee 12, 22763 Hamburg" as the document's address line wants it. */
export function cityLine(person: Person): string {
  return [person.postcode, person.city].filter(Boolean).join(' ');
}
