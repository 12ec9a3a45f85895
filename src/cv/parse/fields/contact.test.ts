import { describe, expect, it } from 'vitest';
import { heading, line, nameLine, row, sectionsOf } from '../../test-support/resume-lines.js';
import type { Line } from '../types.js';
import { readEmail, readLinkedin, readPhones } from './contact.js';

describe('the e-mail', () => {
  it('is the first one in the text, or a mailto: link’s where the page shows none', () => {
    const doc = sectionsOf([nameLine('Jane Doe'), line('Contact: jane.doe@example.com')]);
    expect(readEmail(doc, [])).toBe('jane.doe@example.com');
    expect(readEmail(sectionsOf([nameLine('Jane Doe'), line('✉ E-mail me')]), ['https://example.com', 'mailto:jane%2Bcv@example.org?subject=Hi'])).toBe('jane+cv@example.org');
  });

  it('is the page’s where a mailto: link says something else (a scrambled or stale link)', () => {
    const doc = sectionsOf([nameLine('Hanne Claes'), line('hanne.claes78@example.com')]);
    expect(readEmail(doc, ['mailto:unaar.pynrf78@rknzcyr.pbz'])).toBe('hanne.claes78@example.com');
    // The link's where the page shows it, even wrapped or in another case.
    expect(readEmail(sectionsOf([line('Katharina.VonBergen@example.'), line('com')]), ['mailto:katharina.vonbergen@example.com'])).toBe('katharina.vonbergen@example.com');
  });

  it('joins an address a narrow column wrapped', () => {
    expect(readEmail(sectionsOf([line('katharina.vonbergen@example.'), line('com')]), [])).toBe('katharina.vonbergen@example.com');
  });

  it('is none when there is none', () => expect(readEmail(sectionsOf([nameLine('Jane Doe')]), [])).toBeNull());
});

describe('LinkedIn', () => {
  it('is the profile link, or the address in the text, always as https://', () => {
    expect(readLinkedin(sectionsOf([nameLine('Jane Doe')]), ['https://www.linkedin.com/in/janedoe'])).toBe('https://www.linkedin.com/in/janedoe');
    expect(readLinkedin(sectionsOf([line('linkedin.com/in/jane-doe | jane@example.com')]), [])).toBe('https://linkedin.com/in/jane-doe');
  });

  it('is built from a handle the resume labels LinkedIn', () => {
    expect(readLinkedin(sectionsOf([line('LinkedIn:'), line('jane-doe')]), [])).toBe('https://www.linkedin.com/in/jane-doe');
    expect(readLinkedin(sectionsOf([line('janedoe (LinkedIn)')]), [])).toBe('https://www.linkedin.com/in/janedoe');
  });
});

describe('phones', () => {
  const phonesOf = (more: Line[], country: string | null = 'DE', links: string[] = []) =>
    readPhones(sectionsOf([nameLine('Katharina von Bergen'), line('Projektleiterin', { size: 1.3 }), line('München, Deutschland'), ...more]), links, country);

  it('keeps every digit of an international number written without spaces', () => {
    const phones = phonesOf([line('+4915123456789')]);
    expect(phones).toHaveLength(1);
    expect(phones[0]).toMatchObject({ code: { code: '+49', country_code: 'DE' }, number: '15123456789' });
    expect(phonesOf([line('+31612345678')])[0]).toMatchObject({ code: { code: '+31' }, number: '612345678' });
    expect(phonesOf([line('Tel. +44 (0)20 7946 0958')])[0]).toMatchObject({ code: { code: '+44' }, number: '020 7946 0958' });
  });

  it('reads a national number with the country of the location', () => {
    expect(phonesOf([line('06-12345678')], 'NL')[0]).toMatchObject({ code: { code: '+31', country_code: 'NL' }, number: '06-12345678' });
  });

  it('takes no date, birth date or range of years for a phone, and finds the real number', () => {
    const phones = phonesOf([line('Geboren: 01.02.1990'), line('1990-02-01'), line('2015 - 2017'), line('03/2018 – 07/2018'), line('80331 München'), line('Mobil: 0151 23456789')]);
    expect(phones.map((p) => p.number)).toEqual(['0151 23456789']);
  });

  it('reads an international number whose first group after the calling code is one digit, also in a fictional range', () => {
    const phones = readPhones(sectionsOf([row(['Antoine MOREAU', '+33 6 39 98 45 21'], { size: 2.5 })]), [], 'FR');
    expect(phones).toHaveLength(1);
    expect(phones[0]).toMatchObject({ code: { code: '+33' }, number: '6 39 98 45 21' });
  });

  it('reads a number on a contact line that also holds a birth date or a period', () => {
    const phones = readPhones(sectionsOf([nameLine('Camille Durand'), line('2 rue Victor Hugo 69002 Lyon – 06 39 98 45 12 – née le 04/11/1991')]), [], 'FR');
    expect(phones.map((p) => p.number)).toEqual(['06 39 98 45 12']);
    expect(phonesOf([line('Geburtsdatum: 12.04.1988 | Mobil: 0151 23456789')]).map((p) => p.number)).toEqual(['0151 23456789']);
  });

  it('takes no referee’s number', () => {
    const phones = readPhones(sectionsOf([nameLine('Ciarán Ó Murchú'), line('Mobile: 087 555 0143'), heading('Referees'), line('Martin Keane'), line('Tel: 087 555 0190')]), [], 'IE');
    expect(phones.map((p) => p.number)).toEqual(['087 555 0143']);
  });

  it('takes in job lists only an international number standing alone', () => {
    const phones = phonesOf([heading('Berufserfahrung'), row(['Projektleiterin, Siemens AG', '2015 – 2020']), line('Budget von 4 500 000 EUR für 120 Mitarbeiter'), line('+49 89 1234567')], null);
    expect(phones.map((p) => p.code?.code)).toEqual(['+49']);
  });

  it('reads a tel: link when the text has no number', () => {
    expect(phonesOf([], 'DE', ['tel:+49%2040%201234567'])[0]).toMatchObject({ code: { code: '+49' } });
  });
});

describe('a postcode after the postal mark', () => {
  it('is no phone', () => {
    const phones = readPhones(sectionsOf([nameLine('木村直樹'), line('〒986-4391仙台青葉区一番町3-5-14'), line('+81 70-8317-3811')]), [], 'JP');
    expect(phones.map((p) => p.number)).toEqual(['70-8317-3811']);
  });
});

describe('a LinkedIn address a narrow column wrapped', () => {
  it('goes on on the next line after its hyphen', () => {
    expect(readLinkedin(sectionsOf([nameLine('Yasmina Benali'), line('linkedin.com/in/yasmina-'), line('benali'), heading('Talenkennis')]), [])).toBe('https://linkedin.com/in/yasmina-benali');
  });
});
