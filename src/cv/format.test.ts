import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../shared/schemas/cv.js';
import { durationBetween, formatDuration, formatFullDate, formatMoneyRange, formatMonthYear, formatPeriod } from './format.js';

describe('dates per CV language', () => {
  const march = { year: 2021, month: 3 };
  it.each([
    ['en', 'March 2021'],
    ['nl', 'maart 2021'],
    ['de', 'März 2021'],
    ['fr', 'mars 2021'],
    ['it', 'marzo 2021'],
    ['ja', '2021年3月'],
  ] as const)('%s month and year: %s', (lang, expected) => expect(formatMonthYear(lang, march)).toBe(expected));
  it('keeps a year alone as a year', () => expect(formatMonthYear('de', { year: 2019 })).toBe('2019'));
  it.each([
    ['en', 'March 2021 – Present'],
    ['nl', 'maart 2021 – heden'],
    ['de', 'März 2021 – heute'],
    ['fr', "mars 2021 – aujourd'hui"],
    ['it', 'marzo 2021 – oggi'],
    ['ja', '2021年3月 – 現在'],
  ] as const)('%s current period: %s', (lang, expected) => expect(formatPeriod(lang, march, 'present')).toBe(expected));
  it('formats full dates', () => {
    expect(formatFullDate('en', parseIsoDate('1988-03-12')!)).toBe('12 March 1988');
    expect(formatFullDate('ja', parseIsoDate('1988-03-12')!)).toBe('1988年3月12日');
    expect(formatFullDate('de', parseIsoDate('1988-03-12')!)).toBe('12. März 1988');
  });
});

describe('durations (§9: years and months, less than one month below 28 days)', () => {
  it('counts month-precise periods inclusively', () => {
    expect(durationBetween({ year: 2020, month: 1 }, { year: 2020, month: 12 })).toEqual({ lessThanMonth: false, years: 1, months: 0 });
    expect(durationBetween({ year: 2020, month: 1 }, { year: 2020, month: 1 })).toEqual({ lessThanMonth: false, years: 0, months: 1 });
  });
  it('is less than one month below 28 days', () => {
    expect(durationBetween({ year: 2024, month: 9, day: 2 }, { year: 2024, month: 9, day: 29 })).toEqual({ lessThanMonth: true });
    expect(durationBetween({ year: 2024, month: 9, day: 1 }, { year: 2024, month: 9, day: 29 }).lessThanMonth).toBe(false);
  });
  it.each([
    ['en', '2 years 3 months', '1 year 1 month', 'Less than one month'],
    ['nl', '2 jaar 3 maanden', '1 jaar 1 maand', 'Minder dan een maand'],
    ['de', '2 Jahre 3 Monate', '1 Jahr 1 Monat', 'Weniger als ein Monat'],
    ['fr', '2 ans 3 mois', '1 an 1 mois', "Moins d'un mois"],
    ['it', '2 anni 3 mesi', '1 anno 1 mese', 'Meno di un mese'],
    ['ja', '2年3か月', '1年1か月', '1か月未満'],
  ] as const)('%s', (lang, two, one, less) => {
    expect(formatDuration(lang, { lessThanMonth: false, years: 2, months: 3 })).toBe(two);
    expect(formatDuration(lang, { lessThanMonth: false, years: 1, months: 1 })).toBe(one);
    expect(formatDuration(lang, { lessThanMonth: true })).toBe(less);
  });
});

describe('money', () => {
  it('formats ranges per CV language', () => {
    expect(formatMoneyRange('en', 60000, 70000, 'EUR')).toBe('€60,000 – €70,000');
    expect(formatMoneyRange('de', 60000, null, 'EUR')).toBe('60.000\u00a0€');
    expect(formatMoneyRange('ja', 9000000, 9000000, 'JPY')).toBe('￥9,000,000');
    expect(formatMoneyRange('en', null, null, 'EUR')).toBeNull();
  });
});
