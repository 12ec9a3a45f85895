/**
 * Dates, periods, durations and money formatted per CV language. Pure; Intl formatters are cached
 * because creating one costs far more than using it and a CV formats dozens of dates.
 */
import { DEFAULT_CURRENCY } from '../shared/constants.js';
import { duration, type Duration } from '../shared/formatters.js';
import { CV_LABELS } from './labels/index.js';
import type { CvDate, CvLanguage } from '../shared/schemas/cv.js';

/** The Intl locale of each CV language (the region picks the conventional date order). */
export const CV_LOCALES: Record<CvLanguage, string> = { en: 'en-GB', nl: 'nl-NL', de: 'de-DE', fr: 'fr-FR', it: 'it-IT', ja: 'ja-JP' };

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function dateFormat(language: CvLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${language}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(CV_LOCALES[language], { ...options, timeZone: 'UTC' })));
  return f;
}

/** When a CV date begins: its day, else the first of its month, else 1 January. */
export const startInstant = (d: CvDate) => new Date(Date.UTC(d.year, (d.month ?? 1) - 1, d.day ?? 1));
const utc = startInstant;

/** "March 2021" / "März 2021" / "2021年3月"; a year alone stays a year. */
export function formatMonthYear(language: CvLanguage, d: CvDate): string {
  if (!d.month) return String(d.year);
  return dateFormat(language, { year: 'numeric', month: 'long' }).format(utc(d));
}

/** A full date such as a date of birth: "12 March 1988" / "1988年3月12日". */
export function formatFullDate(language: CvLanguage, d: CvDate): string {
  if (!d.day) return formatMonthYear(language, d);
  return dateFormat(language, { year: 'numeric', month: 'long', day: 'numeric' }).format(utc(d));
}

/** "March 2019 – Present"; "2015 – 2019"; only one side when the other is unknown. */
export function formatPeriod(language: CvLanguage, start: CvDate | null, end: CvDate | 'present' | null): string {
  const endText = end === 'present' ? CV_LABELS[language].misc.present : end ? formatMonthYear(language, end) : '';
  const startText = start ? formatMonthYear(language, start) : '';
  if (startText && endText) return `${startText} – ${endText}`;
  return startText || endText;
}

/** Inclusive month counting: "Jan 2020 – Dec 2020" is one year, so a month-precise end means the end of that month. */
export function endInstant(d: CvDate): Date {
  if (d.day) return new Date(Date.UTC(d.year, (d.month ?? 1) - 1, d.day));
  if (d.month) return new Date(Date.UTC(d.year, d.month, 1));
  return new Date(Date.UTC(d.year + 1, 0, 1));
}

/** Whole years and months between two CV dates, by the one §9 rule (`duration` of src/shared/formatters.ts). */
export function durationBetween(start: CvDate, end: CvDate): Duration {
  return duration(utc(start), endInstant(end));
}

/** "2 years 3 months" / "2 Jahre 3 Monate" / "2年3か月" / "Less than one month". */
export function formatDuration(language: CvLanguage, d: Duration): string {
  const w = CV_LABELS[language].duration;
  if (d.lessThanMonth) return w.lessThanMonth;
  const parts: string[] = [];
  if (d.years) parts.push(`${d.years}${w.join}${d.years === 1 ? w.year : w.years}`);
  if (d.months) parts.push(`${d.months}${w.join}${d.months === 1 ? w.month : w.months}`);
  return parts.join(w.join || '');
}

/** Today as a CvDate (the caller may pin it for reproducible output). */
export const cvDateOf = (date: Date): CvDate => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });

/** Money without decimals in the CV language's convention: "€65,000", "65.000 €", "￥8,000,000". */
export function formatMoney(language: CvLanguage, amount: number, currency: string): string {
  const code = /^[A-Z]{3}$/.test(currency) ? currency : DEFAULT_CURRENCY;
  const key = `n|${language}|${code}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.NumberFormat(CV_LOCALES[language], { style: 'currency', currency: code, maximumFractionDigits: 0 })));
  return f.format(amount);
}

/** "€60,000 – €70,000"; one side alone when only one is set; null when neither is. */
export function formatMoneyRange(language: CvLanguage, min: number | null | undefined, max: number | null | undefined, currency: string): string | null {
  const lo = min ?? null;
  const hi = max ?? null;
  if (lo === null && hi === null) return null;
  if (lo !== null && hi !== null && lo !== hi) return `${formatMoney(language, lo, currency)} – ${formatMoney(language, hi, currency)}`;
  return formatMoney(language, (lo ?? hi) as number, currency);
}
