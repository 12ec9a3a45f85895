import { describe, expect, it } from 'vitest';
import { continuesPeriod, findDates, isDateCell, stripDates, stripDurations } from './dates.js';

describe('dates', () => {
  const one = (s: string) => {
    const d = findDates(s)[0];
    return d ? [d.start.year, d.start.month, d.end?.year ?? null, d.end?.month ?? null, d.current] : null;
  };
  it.each([
    ['Mar 2019 – Present', [2019, 3, null, null, true]],
    ['März 2019 – heute', [2019, 3, null, null, true]],
    ['sept. 2016 - déc. 2019', [2016, 9, 2019, 12, false]],
    ['enero de 2019 - actualidad', [2019, 1, null, null, true]],
    ['03/2019 – 04/2021', [2019, 3, 2021, 4, false]],
    ['03.2019 – 04.2021', [2019, 3, 2021, 4, false]],
    ['2019-03 — 2021-04', [2019, 3, 2021, 4, false]],
    ['2019/03 - 2020/12', [2019, 3, 2020, 12, false]],
    ['2019年3月 – 現在', [2019, 3, null, null, true]],
    ['maggio 2015 – giugno 2018', [2015, 5, 2018, 6, false]],
    ['Feb, 2015 - Mar, 2019 4 years 1 month', [2015, 2, 2019, 3, false]],
    ['2007 – 2011', [2007, null, 2011, null, false]],
    // A range within one year keeps its end month.
    ['June 2018 - July 2018', [2018, 6, 2018, 7, false]],
    ['03/2018 – 07/2018', [2018, 3, 2018, 7, false]],
    ['2016/03-2016/06', [2016, 3, 2016, 6, false]],
    ['01.2018 - 06.2018', [2018, 1, 2018, 6, false]],
    ['Jan. 2019 to Mar. 2019', [2019, 1, 2019, 3, false]],
    ['juin 2018 à juillet 2018', [2018, 6, 2018, 7, false]],
    // A start month without its year takes the end's, or the year before.
    ['May-August 2014', [2014, 5, 2014, 8, false]],
    ['Mai – August 2014', [2014, 5, 2014, 8, false]],
    ['November – February 2015', [2014, 11, 2015, 2, false]],
    ['seit Oktober 2014', [2014, 10, null, null, true]],
    ['2022-02 —', [2022, 2, null, null, true]],
    // Brazilian month abbreviations with a slash before the year.
    ['mar/2019 – atual', [2019, 3, null, null, true]],
    ['jan/2017 – fev/2019', [2017, 1, 2019, 2, false]],
    // Years joined by a bare hyphen; a year and a month so joined stay one date (control).
    ['2014-2017', [2014, null, 2017, null, false]],
    ['HEC Montréal, 2011-2014', [2011, null, 2014, null, false]],
    ['2019-03', [2019, 3, null, null, false]],
    // An arrow joins a range (a README-style resume).
    ['2022-04 → present', [2022, 4, null, null, true]],
    ['2020-01 → 2022-03', [2020, 1, 2022, 3, false]],
  ])('%s', (s, expected) => expect(one(s)).toEqual(expected));
  it('reads a month-only start as one range, not as dates of two entries', () => {
    expect(findDates('Intern, May-August 2014; Analyst, 2015 – 2017')).toHaveLength(2);
  });
  it('takes a month name in prose for no range start', () => {
    expect(findDates('I may go to Paris in May 2019').map((d) => [d.start.month, d.end])).toEqual([[5, null]]);
  });
  it('finds no date in numbers that are not dates', () => expect(findDates('650,000 labour hours and 12 people')).toEqual([]));
  it('reads a month before a slash only where a word starts (no date in "Omar/2019")', () => {
    expect(findDates('Omar/2019')).toEqual([]);
  });

  it('reads periods written with days, as Europass writes them, and "up to the present date" in Italian', () => {
    expect(one('01/03/2020–alla data attuale')).toEqual([2020, 3, null, null, true]);
    expect(one('01/09/2017–29/02/2020')).toEqual([2017, 9, 2020, 2, false]);
    expect(one('15.01.2018 - 30.06.2019')).toEqual([2018, 1, 2019, 6, false]);
    expect(findDates('01/03/2020–alla data attuale')[0].length).toBe('01/03/2020–alla data attuale'.length);
  });

  it('takes no year from the figures of a postcode', () => expect(findDates('Pirelli & C. S.p.A., Viale Piero e Alberto Pirelli 25, 20126 Milano (Italia)')).toEqual([]));
});

describe('"since" before a current job, in the CV languages', () => {
  it.each(['Da 07/2023', 'ab 07/2023', 'vanaf 07/2023', 'Seit 07/2023', 'depuis 07/2023'])('%s is a current job from July 2023', (text) => {
    const [range] = findDates(text);
    expect([range.start, range.end, range.current]).toEqual([{ year: 2023, month: 7 }, null, true]);
  });
  it('"da" inside a name is no "since"', () => {
    expect(findDates('Universidade da 2023')[0].current).toBe(false);
  });
});

describe('"up to now" phrases with their own joining word, in the CV languages', () => {
  it.each(['2020 - to date', 'sept 2024 à ce jour', '05-2023 bis dato', '2020 – tot op heden', '2020 - ad oggi', '2020 - hasta la fecha', '2020 - até hoje'])('%s is a current job', (text) => {
    const [range] = findDates(text);
    expect([range.start.year, range.end, range.current]).toEqual([2020 + (text.startsWith('sept') ? 4 : text.startsWith('05') ? 3 : 0), null, true]);
  });
});

describe('durations beside a period', () => {
  it('are left out in days and weeks too', () => {
    expect(stripDurations('Zelfstandig Werkend Kok 1 day')).toBe('Zelfstandig Werkend Kok');
    expect(stripDurations('Stagiaire (3 semaines)')).toBe('Stagiaire');
  });
});

describe('cells of a date column', () => {
  it.each([
    ['December 2022', true],
    ['— Present', true],
    ['—', true],
    ['bis heute', true],
    ['2019 – 2021', true],
    ['4 years', true],
    ['a year', true],
    ['CFO, Vesuvio Finanziaria', false],
    ['Planner 2019', false],
  ])('%s is a cell: %s', (text, cell) => expect(isDateCell(text)).toBe(cell));

  it('go on a stacked period until it is whole and its duration is read', () => {
    expect(continuesPeriod(['May 2018'], '—')).toBe(true);
    expect(continuesPeriod(['May 2018', '—'], 'August 2022')).toBe(true);
    expect(continuesPeriod(['May 2018', '—', 'August 2022'], '4 years')).toBe(true);
    expect(continuesPeriod(['May 2018', '—', 'August 2022', '4 years'], 'January 2016')).toBe(false);
    expect(continuesPeriod(['May 2018', '—', 'August 2022'], 'January 2016')).toBe(false);
  });

  it('a duration in words is stripped like one in figures', () => expect(stripDurations('a year')).toBe(''));
});

describe('a joining word spaced out in small capitals', () => {
  it.each([
    ['2015-11 T O 2020-06', [2015, 11], [2020, 6]],
    ['2015 B I S 2016', [2015, null], [2016, null]],
  ])('%s is one range', (text, start, end) => {
    const [range, ...more] = findDates(text);
    expect(more).toEqual([]);
    expect([range.start, range.end]).toEqual([{ year: start[0], month: start[1] }, { year: end[0], month: end[1] }]);
  });
  it('a letter of a name between two years joins nothing', () => expect(findDates('2015 T 2016')).toHaveLength(2));
});

describe('a range opened by its own word, in the CV languages', () => {
  it.each([
    ["De septembre 2021 à aujourd'hui", 2021, 9, null, true],
    ['Du 01/03/2017 au 31/08/2017', 2017, 3, 2017, false],
    ['Von 03/2019 bis heute', 2019, 3, null, true],
    ['From June 2019 to present', 2019, 6, null, true],
    ['Van 2015 tot 2019', 2015, null, 2019, false],
    ['Desde mayo de 2018 hasta la actualidad', 2018, 5, null, true],
    ['Da gennaio 2015 ad aprile 2018', 2015, 1, 2018, false],
  ])('%s holds its opening word, and no text is left of it', (text, year, month, endYear, current) => {
    const found = findDates(text);
    expect(found.map((d) => [d.start.year, d.start.month, d.end?.year ?? null, d.current])).toEqual([[year, month, endYear, current]]);
    expect(stripDates(text, found).trim()).toBe('');
  });
  it('leaves the word before a single date in its text', () => {
    expect(stripDates('Master de 2019', findDates('Master de 2019')).trim()).toBe('Master de');
  });
});
