import { describe, expect, it } from 'vitest';
import { heading, line, nameLine, sectionsOf } from '../../test-support/resume-lines.js';
import { locationOf, readLocation } from './location.js';
import { gazetteerOf } from '../places.js';

describe('a place in a text', () => {
  it.each([
    ['Seattle, WA', 'Seattle', 'US'],
    ['Austin, Texas', 'Austin', 'US'],
    ['Los Angeles, CA', 'Los Angeles', 'US'],
    ['Toronto, Ontario, Canada', 'Toronto', 'CA'],
    ['Sydney NSW', 'Sydney', 'AU'],
    ['Berlin, DE', 'Berlin', 'DE'],
    ['12 rue de la Paix, 75002 Paris, France', 'Paris', 'FR'],
    ['80331 München, Deutschland', 'München', 'DE'],
    ['1012 AB Amsterdam, Nederland', 'Amsterdam', 'NL'],
    ['London SW1A 1AA, United Kingdom', 'London', 'GB'],
    ['São Paulo, Brasil', 'São Paulo', 'BR'],
  ])('%s', (text, city, country) => expect(locationOf(text)).toEqual({ city, country }));

  it('is none in an e-mail, a phone, a web address or a plain phrase', () => {
    for (const text of ['jane@example.de', '+49 40 1234567', 'www.example.de', 'Team leadership']) expect(locationOf(text)).toBeNull();
  });
});

describe('the person’s place', () => {
  it('is the first part of a header line that names one', () => {
    expect(readLocation(sectionsOf([nameLine('Jane Doe'), line('Seattle, WA | 206-555-0149', { parts: ['Seattle, WA', '206-555-0149'] }), line('jane@example.com')]))).toEqual({ city: 'Seattle', country: 'US' });
  });

  it('is the line after a location label', () => {
    expect(readLocation(sectionsOf([nameLine('Jane Doe'), line('Adresse'), line('Rue du Lac 4'), line('Lausanne, Suisse')]))).toEqual({ city: 'Lausanne', country: 'CH' });
  });

  it('is in the country of its town where the code after it is a province there and a state elsewhere', () => {
    const places = gazetteerOf([{ name: 'Milano', country: 'IT', population: 1_370_000 }, { name: 'Boston', country: 'US', population: 650_000 }]);
    const at = (address: string) => readLocation(sectionsOf([nameLine('Chiara Bellandi'), line(address), line('chiara@example.com')]), places);
    expect(at('Indirizzo: Via Roma 3, 20121 Milano (MI)')).toMatchObject({ city: 'Milano', country: 'IT' });
    expect(at('Boston, MA')).toMatchObject({ city: 'Boston', country: 'US' });
  });

  it('is in Italy for a town there with its postcode and its province code that spells a country’s', () => {
    const places = gazetteerOf([{ name: 'Firenze', country: 'IT', population: 380_000 }, { name: 'Napoli', country: 'IT', population: 960_000 }, { name: 'Lugano', country: 'CH', population: 63_000 }, { name: 'Helsinki', country: 'FI', population: 650_000 }]);
    const at = (address: string) => readLocation(sectionsOf([nameLine('Chiara Bellandi'), line(address), line('chiara@example.com')]), places);
    expect(at('Via Pistoiese 118, 50145 Firenze (FI)')).toMatchObject({ city: 'Firenze', country: 'IT' });
    expect(at('Via Toledo 3, 80134 Napoli (NA)')).toMatchObject({ city: 'Napoli', country: 'IT' });
    // (A country's code after a town of that country stays its country.)
    expect(at('Via Nassa 5, 6900 Lugano (CH)')).toMatchObject({ city: 'Lugano', country: 'CH' });
    expect(at('Mannerheimintie 5, 00100 Helsinki, FI')).toMatchObject({ city: 'Helsinki', country: 'FI' });
  });

  it('is the town under a street after a location label, with its postcode and no country', () => {
    const places = gazetteerOf([{ name: 'Hamburg', country: 'DE', population: 1_800_000 }]);
    expect(readLocation(sectionsOf([nameLine('Julia Albrecht'), line('ADRESSE'), line('Eppendorfer Weg 87'), line('20259 Hamburg'), line('TELEFON'), line('+49 170 5550193')]), places)).toMatchObject({ city: 'Hamburg', country: 'DE' });
  });

  it('is read between spaced dashes and without a sentence’s full stop', () => {
    expect(locationOf('Ciudad de México – México')).toEqual({ city: 'Ciudad de México', country: 'MX' });
    expect(locationOf('Málaga, España.')).toEqual({ city: 'Málaga', country: 'ES' });
  });

  it('is read in a theme’s “About” section of contact details', () => {
    expect(readLocation(sectionsOf([nameLine('Jane Doe'), heading('About'), line('Seattle, WA'), line('jane@example.com'), line('+1 206 555 0149'), heading('Summary'), line('Nurse with ten years on wards.')]))).toEqual({ city: 'Seattle', country: 'US' });
  });

  it('is not looked for in the job list', () => {
    expect(readLocation(sectionsOf([nameLine('Jane Doe'), heading('Experience'), line('Berlin, Deutschland')]))).toBeNull();
  });
});

describe('a place read by its shape and checked against the gazetteer', () => {
  const places = gazetteerOf([{ name: 'Port Harcourt', country: 'NG', population: 1_000_000 }, { name: 'Madrid', country: 'ES', population: 3_000_000 }, { name: 'Leipzig', country: 'DE', population: 600_000 }]);
  const at = (lines: string[]) => readLocation(sectionsOf([nameLine('Jane Doe'), ...lines.map((t) => line(t))]), places);
  it('is the known city the text names', () => {
    expect(at(['Port Harcourt NG'])).toEqual({ city: 'Port Harcourt', country: 'NG' });
    expect(at(['Gran Vía, 3, Madrid, ES, 28064'])).toEqual({ city: 'Madrid', country: 'ES' });
    expect(at(['Adresse', 'Schillerstraße 140, 04285 Leipzig'])).toEqual({ city: 'Leipzig', country: 'DE' });
  });
});
