import { describe, expect, it } from 'vitest';
import { descriptionHtml, LinkedInExportError, linkedInDate, linkedInExportToCv } from './linkedin-export.js';

describe('linkedInDate', () => {
  it.each([
    ['Jan 2019', { year: 2019, month: 1 }],
    ['September 2014', { year: 2014, month: 9 }],
    ['2012', { year: 2012, month: null }],
    ['03/2020', { year: 2020, month: 3 }],
    ['2021-11', { year: 2021, month: 11 }],
    ['', { year: null, month: null }],
    ['Present', { year: null, month: null }],
    ['13/2020', { year: null, month: null }],
  ])('%s → %o', (text, date) => expect(linkedInDate(text)).toEqual(date));
});

describe('descriptionHtml', () => {
  it('writes lines as paragraphs and bulleted lines as one list, escaping text', () => {
    expect(descriptionHtml('Led the team.\n• Shipped <v2>\n• Hired 4\r\nThen moved on.')).toBe('<p>Led the team.</p><ul><li>Shipped &lt;v2&gt;</li><li>Hired 4</li></ul><p>Then moved on.</p>');
    expect(descriptionHtml('  ')).toBeUndefined();
  });
});

describe('linkedInExportToCv', () => {
  it('needs Profile.csv and a name in it', () => {
    expect(() => linkedInExportToCv({})).toThrow(LinkedInExportError);
    expect(() => linkedInExportToCv({ 'Profile.csv': 'First Name,Last Name\n,\n' })).toThrow(expect.objectContaining({ reason: 'noName' }));
  });

  it('a position without Finished On is the current one; one with it is not', () => {
    const { data } = linkedInExportToCv({
      'Profile.csv': 'First Name,Last Name,Headline\nAna,Silva,Nurse\n',
      'Positions.csv': 'Company Name,Title,Description,Location,Started On,Finished On\nHospital Santa Maria,Nurse,,Lisbon,Mar 2021,\nCUF,Nurse,,Porto,2017,Feb 2021\n',
    });
    expect(data.experience?.map((e) => [e.company?.name, e.currently_working, e.start_year, e.start_month, e.end_year, e.end_month])).toEqual([
      ['Hospital Santa Maria', true, 2021, 3, null, null],
      ['CUF', false, 2017, null, 2021, 2],
    ]);
    expect(data).toMatchObject({ first_name: 'Ana', last_name: 'Silva', title: 'Nurse', skills: [] });
  });
});
