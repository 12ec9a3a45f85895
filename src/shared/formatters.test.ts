import { describe, expect, it } from 'vitest';
import { badgeCount, compensation, compensationRange, countryFlag, currencySymbol, dayMonthYear, duration, jobBreadcrumb, pageTitle, paginationText, relativeTime, truncate } from './formatters.js';

describe('page titles (§2)', () => {
  it('joins capitalised URL segments with " > " and adds " | Marketplace"', () => {
    expect(pageTitle('/account/my-company/my-team')).toBe('Account > My company > My team | Marketplace');
    expect(pageTitle('/cv-styler/upload')).toBe('Cv styler > Upload | Marketplace');
  });
  it('uses the route title with placeholders filled from route data', () => {
    expect(pageTitle('/x', 'Job {reference}', { reference: '#A12' })).toBe('Job #A12 | Marketplace');
  });
  it('the empty path is titled Marketplace', () => {
    expect(pageTitle('/')).toBe('Marketplace');
  });
});

describe('job breadcrumbs (§2)', () => {
  it('reference prefixed by #, else title cut to 17 characters plus dots when longer than 20, else No reference', () => {
    expect(jobBreadcrumb({ reference: 'R-42', title: 'Anything' })).toBe('#R-42');
    expect(jobBreadcrumb({ title: 'Senior warehouse supervisor' })).toBe('Senior warehouse ...');
    expect(jobBreadcrumb({ title: 'Exactly twenty chars' })).toBe('Exactly twenty chars');
    expect(jobBreadcrumb({})).toBe('No reference');
  });
});

describe('§9 formatters', () => {
  it('truncate: 25 characters and "..." by default', () => {
    expect(truncate('a'.repeat(25))).toBe('a'.repeat(25));
    expect(truncate('a'.repeat(26))).toBe(`${'a'.repeat(25)}...`);
    expect(truncate('abcdef', 3)).toBe('abc...');
  });
  it('badge shows 9+ above 9', () => {
    expect(badgeCount(0)).toBe('');
    expect(badgeCount(9)).toBe('9');
    expect(badgeCount(10)).toBe('9+');
  });
  it('pagination text for one page and for several', () => {
    expect(paginationText({ page: 1, per_page: 10, total_count: 7, total_pages: 1 }, 'candidates')).toBe('Displaying 7 candidates');
    expect(paginationText({ page: 3, per_page: 10, total_count: 25, total_pages: 3 }, 'candidates')).toBe('Displaying 21 to 25 of 25 candidates');
  });
  it("relative time: 'Just now' under 29 seconds, then units", () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(relativeTime(new Date(now.getTime() - 28_000), now)).toEqual({ kind: 'justNow' });
    expect(relativeTime(new Date(now.getTime() - 29_000), now)).toEqual({ kind: 'ago', value: 29, unit: 'second' });
    expect(relativeTime(new Date(now.getTime() - 3 * 3600_000), now)).toEqual({ kind: 'ago', value: 3, unit: 'hour' });
    expect(relativeTime(new Date('2024-11-01T00:00:00Z'), now)).toEqual({ kind: 'ago', value: 2, unit: 'year' });
  });
  it("duration: 'less than one month' below 28 days, else years and months", () => {
    expect(duration(new Date('2026-01-01'), new Date('2026-01-27'))).toEqual({ lessThanMonth: true });
    expect(duration(new Date('2026-01-01'), new Date('2026-01-29'))).toEqual({ lessThanMonth: false, years: 0, months: 1 });
    expect(duration(new Date('2021-03-15'), new Date('2026-11-21'))).toEqual({ lessThanMonth: false, years: 5, months: 8 });
  });
});

describe('dd/MM/yyyy (§4 candidate review link expiry)', () => {
  it('writes the day, month and year with two, two and four digits in the given time zone', () => {
    expect(dayMonthYear('2026-03-07T10:00:00Z', 'UTC')).toBe('07/03/2026');
    expect(dayMonthYear(new Date('2026-12-31T23:30:00Z'), 'UTC')).toBe('31/12/2026');
    expect(dayMonthYear(new Date('2026-12-31T23:30:00Z'), 'Europe/Amsterdam')).toBe('01/01/2027');
  });
});

describe('§9 compensation display and range, §3 currency symbols, location flag', () => {
  it('maps EUR, GBP, USD, JPY and BRL to symbols and shows the code for others', () => {
    expect(['EUR', 'GBP', 'USD', 'JPY', 'BRL', 'CHF', 'zar'].map(currencySymbol)).toEqual(['€', '£', '$', '¥', 'R$', 'CHF', 'ZAR']);
  });
  it('shows the symbol and the amount; above 1000 divided by 1000 with K, ceil or floor when asked', () => {
    expect(compensation(950, 'EUR')).toBe('€950');
    expect(compensation(1000, 'EUR')).toBe('€1000');
    expect(compensation(85_000, 'GBP')).toBe('£85K');
    expect(compensation(85_450, 'USD')).toBe('$85.5K');
    expect(compensation(85_450, 'USD', 'floor')).toBe('$85K');
    expect(compensation(85_450, 'USD', 'ceil')).toBe('$86K');
    expect(compensation(90_000, 'CHF')).toBe('CHF 90K');
  });
  it('a range shows at most two distinct sorted values joined by a dash', () => {
    expect(compensationRange([90_000, 60_000], 'EUR')).toBe('€60K – €90K');
    expect(compensationRange([70_000, 70_000], 'EUR')).toBe('€70K');
    expect(compensationRange([null, 55_000], 'EUR')).toBe('€55K');
    expect(compensationRange([80_000, 50_000, 65_000], 'EUR')).toBe('€50K – €80K');
    expect(compensationRange([null, undefined], 'EUR')).toBe('');
  });
  it('a country code gives its flag, anything else nothing', () => {
    expect(countryFlag('NL')).toBe('🇳🇱');
    expect(countryFlag('gb')).toBe('🇬🇧');
    expect(countryFlag('NLD')).toBe('');
    expect(countryFlag(null)).toBe('');
  });
});
