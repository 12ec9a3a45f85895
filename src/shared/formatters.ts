/** Formatters of spec §2 and §9 shared by the shell and later screens. Pure, locale passed in. */
import {
  DEFAULT_PAGE_TITLE,
  DURATION_LESS_THAN_MONTH_DAYS,
  NOTIFICATION_BADGE_MAX,
  PAGE_TITLE_SUFFIX,
  RELATIVE_TIME_JUST_NOW_S,
  TRUNCATE_DEFAULT_LENGTH,
  TRUNCATE_SUFFIX,
} from './constants.js';

const capitalise = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/**
 * Page title (§2): the route's title with `{placeholders}` filled from route data; without a title
 * the URL segments joined with ' > ', each capitalised; always with the ' | Marketplace' suffix.
 */
export function pageTitle(pathname: string, title?: string | null, data: Record<string, string | number | undefined> = {}): string {
  let base: string;
  if (title) {
    base = title.replace(/\{(\w+)\}/g, (_, key: string) => String(data[key] ?? ''));
  } else {
    const segments = pathname
      .split('/')
      .filter(Boolean)
      .map((s) => capitalise(decodeURIComponent(s).replace(/-/g, ' ')));
    base = segments.length ? segments.join(' > ') : DEFAULT_PAGE_TITLE;
  }
  return base === DEFAULT_PAGE_TITLE ? base : `${base}${PAGE_TITLE_SUFFIX}`;
}

/** Job breadcrumb title (§2): '#reference', else the title cut to 17 characters plus dots when longer than 20, else 'No reference'. */
export function jobBreadcrumb(job: { reference?: string | null; title?: string | null }): string {
  if (job.reference) return `#${job.reference}`;
  if (job.title) return job.title.length > 20 ? `${job.title.slice(0, 17)}...` : job.title;
  return 'No reference';
}

/** Truncate filter (§9): default 25 characters followed by '...'. */
export function truncate(text: string, length = TRUNCATE_DEFAULT_LENGTH, suffix = TRUNCATE_SUFFIX): string {
  return text.length > length ? text.slice(0, length) + suffix : text;
}

/** Notification badge (§9): '9+' above 9, nothing for 0. */
export function badgeCount(count: number): string {
  if (count <= 0) return '';
  return count > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(count);
}

/** Pagination text (§9), in English; the web passes the translated template. */
export function paginationText(p: { page: number; per_page: number; total_count: number; total_pages: number }, label: string): string {
  if (p.total_pages <= 1) return `Displaying ${p.total_count} ${label}`;
  const from = (p.page - 1) * p.per_page + 1;
  const to = Math.min(p.page * p.per_page, p.total_count);
  return `Displaying ${from} to ${to} of ${p.total_count} ${label}`;
}

export type RelativeTime = { kind: 'justNow' } | { kind: 'ago'; value: number; unit: Intl.RelativeTimeFormatUnit };

/** Relative time (§9): 'Just now' under 29 seconds, then units from second to year. */
export function relativeTime(from: Date, now: Date = new Date()): RelativeTime {
  const seconds = Math.max(0, Math.round((now.getTime() - from.getTime()) / 1000));
  if (seconds < RELATIVE_TIME_JUST_NOW_S) return { kind: 'justNow' };
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 365 * 86400],
    ['month', 30 * 86400],
    ['week', 7 * 86400],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
    ['second', 1],
  ];
  for (const [unit, size] of steps) {
    if (seconds >= size) return { kind: 'ago', value: Math.floor(seconds / size), unit };
  }
  return { kind: 'ago', value: seconds, unit: 'second' };
}

export type Duration = { lessThanMonth: true } | { lessThanMonth: false; years: number; months: number };

/**
 * Duration (§9): whole years and months; below 28 days it is 'less than one month'. The one rule,
 * read in UTC: the instants are calendar dates (a CV's dates, ISO dates), and a duration must not
 * change with the time zone of the machine that computes it.
 */
export function duration(start: Date, end: Date): Duration {
  const days = (end.getTime() - start.getTime()) / 86_400_000;
  if (days < DURATION_LESS_THAN_MONTH_DAYS) return { lessThanMonth: true };
  let months = (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + (end.getUTCMonth() - start.getUTCMonth());
  if (end.getUTCDate() < start.getUTCDate()) months -= 1;
  months = Math.max(1, months);
  return { lessThanMonth: false, years: Math.floor(months / 12), months: months % 12 };
}

/** A day as dd/MM/yyyy (§4: the candidate review link's expiry), in the given time zone (default the runtime's). */
export function dayMonthYear(date: Date | string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).formatToParts(new Date(date));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** §3: the currency symbol display maps EUR, GBP, USD, JPY and BRL to symbols and shows the code for others. */
const CURRENCY_SYMBOLS: Record<string, string> = { EUR: '€', GBP: '£', USD: '$', JPY: '¥', BRL: 'R$' };
export const currencySymbol = (code: string) => CURRENCY_SYMBOLS[code.toUpperCase()] ?? code.toUpperCase();

/**
 * Compensation display (§9): the currency symbol and the amount; an amount above 1000 is divided by
 * 1000 with the suffix K, rounded up or down when asked (else to one decimal, without a trailing 0).
 * A code without a symbol is followed by a space ("CHF 90K").
 */
export function compensation(amount: number, currency: string, rounding?: 'ceil' | 'floor'): string {
  const symbol = currencySymbol(currency);
  const round = rounding === 'ceil' ? Math.ceil : rounding === 'floor' ? Math.floor : (n: number) => Math.round(n * 10) / 10;
  const shown = amount > 1000 ? `${round(amount / 1000)}K` : String(round(amount));
  return symbol === currency.toUpperCase() ? `${symbol} ${shown}` : `${symbol}${shown}`;
}

/** Compensation range (§9): at most two distinct values, sorted, joined by a dash; nothing without values. */
export function compensationRange(values: readonly (number | null | undefined)[], currency: string): string {
  const distinct = [...new Set(values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)))].sort((a, b) => a - b);
  const shown = distinct.length > 2 ? [distinct[0]!, distinct.at(-1)!] : distinct;
  return shown.map((v, i) => compensation(v, currency, i === 0 && shown.length > 1 ? 'floor' : shown.length > 1 ? 'ceil' : undefined)).join(' – ');
}

/** A country's flag (regional indicator symbols of its ISO 3166 alpha-2 code); nothing for another code. */
export function countryFlag(countryCode: string | null | undefined): string {
  if (!countryCode || !/^[a-z]{2}$/i.test(countryCode)) return '';
  return String.fromCodePoint(...[...countryCode.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
