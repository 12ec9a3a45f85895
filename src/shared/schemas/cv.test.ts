import { describe, expect, it } from 'vitest';
import { educationDates, experienceDates, normaliseEntryDates, parseIsoDate, qualificationDates } from './cv.js';

describe('entry dates: one reading, both forms stored', () => {
  it('reads the ISO date first (it may carry a day), else year and month; ongoing entries end at present', () => {
    expect(experienceDates({ id: 'a', start_date: '2020-03-15', start_year: 2019, end_year: 2021 })).toEqual({ start: { year: 2020, month: 3, day: 15 }, end: { year: 2021, month: null } });
    expect(experienceDates({ id: 'a', start_year: 2019, start_month: 4, currently_working: true, end_year: 2020 })).toEqual({ start: { year: 2019, month: 4 }, end: 'present' });
    expect(educationDates({ id: 'e', start_year: 2010, graduation_year: 2012, currently_studying: true }).end).toBe('present');
    expect(qualificationDates({ id: 'q', graduation_date: '2019-06' })).toEqual({ start: null, end: { year: 2019, month: 6, day: null } });
    expect(parseIsoDate('2019-6')).toBeNull();
  });

  it('normaliseEntryDates fills each form from the other and leaves unset dates and other fields alone', () => {
    const cv = normaliseEntryDates({
      first_name: 'Sanne',
      experience: [
        { id: 'a', start_year: 2019, start_month: 4, end_date: '2021-02-28', currently_working: false },
        { id: 'b', start_year: 2015 },
      ],
      education: [{ id: 'e', graduation_date: '2012-07' }],
      qualification: [{ id: 'q', summary: '<p>PRINCE2</p>' }],
    });
    expect(cv.first_name).toBe('Sanne');
    expect(cv.experience).toEqual([
      { id: 'a', start_date: '2019-04', start_year: 2019, start_month: 4, end_date: '2021-02-28', end_year: 2021, end_month: 2, currently_working: false },
      { id: 'b', start_year: 2015, start_month: null },
    ]);
    expect(cv.education).toEqual([{ id: 'e', graduation_date: '2012-07', graduation_year: 2012, graduation_month: 7 }]);
    expect(cv.qualification).toEqual([{ id: 'q', summary: '<p>PRINCE2</p>' }]);
    expect(normaliseEntryDates({})).toEqual({});
  });

  it('when the two forms disagree the ISO date wins, as it does for readers', () => {
    const [e] = normaliseEntryDates({ experience: [{ id: 'a', start_date: '2020-01', start_year: 2018, start_month: 9 }] }).experience!;
    expect([e.start_date, e.start_year, e.start_month]).toEqual(['2020-01', 2020, 1]);
  });
});
