import { describe, expect, it } from 'vitest';
import { heading, line, nameLine, row, sectionsOf } from '../test-support/resume-lines.js';
import { knownPlaceIn, readLocation } from './fields/location.js';
import { gazetteerOf, LOCAL_GAZETTEER, withoutTrailingPlace } from './places.js';

const places = gazetteerOf([
  { name: 'Lugano', country: 'CH', population: 63_000 },
  { name: 'Strasbourg', country: 'FR', population: 270_000 },
  { name: 'Verona', country: 'IT', population: 255_000 },
  { name: 'Ottawa', country: 'CA', population: 810_000 },
  { name: 'Paris', country: 'FR', population: 2_100_000 },
  { name: 'Lyon', country: 'FR', population: 510_000 },
  { name: 'Tiny', country: 'GB', population: 6_000 },
]);
const strip = (text: string) => withoutTrailingPlace(text, places);

describe('a place after a company, institution or title', () => {
  it.each([
    ['Hotel Kranich, Lugano', 'Hotel Kranich'],
    ['Olimpia Impianti, Verona, Italia', 'Olimpia Impianti'],
    ['Agence Riviera Ltd. Ottawa', 'Agence Riviera Ltd.'],
    ['Agentur Alpenwerk München', 'Agentur Alpenwerk'],
    ['株式会社山本製作所（大阪）', '株式会社山本製作所'],
    ['若葉テクノロジー 仙台', '若葉テクノロジー'],
    ['Marketing Manager | Lyon', 'Marketing Manager'],
  ])('%s → %s', (text, expected) => expect(strip(text)).toBe(expected));

  it.each([
    ['Centre hospitalier de Strasbourg', 'a place after "de" is part of the name'],
    ['Hotel Paris', 'one word before the city: the name holds it'],
    ['Acme Tiny', 'a small place after a plain space is not taken'],
    ['Lugano', 'nothing would be left'],
    ['Senior Nurse', 'no place'],
  ])('keeps %s (%s)', (text) => expect(strip(text)).toBe(text));

  it('takes a small place after a separator', () => expect(strip('Acme, Tiny')).toBe('Acme'));

  describe('a city and its state or province', () => {
    const american = gazetteerOf([
      { name: 'Seattle', country: 'US', population: 740_000 },
      { name: 'Austin', country: 'US', population: 960_000 },
      { name: 'Toronto', country: 'CA', population: 2_700_000 },
      { name: 'Perth', country: 'AU', population: 1_900_000 },
    ]);
    it.each([
      ['Amazon, Seattle, WA', 'Amazon'],
      ['Amazon Seattle, WA', 'Amazon'],
      ['Acme Corp — Austin, TX', 'Acme Corp'],
      ['Shopify | Toronto, ON', 'Shopify'],
      ['Dell Technologies Austin, Texas', 'Dell Technologies'],
    ])('%s → %s (both left out, also after a name of one word)', (text, expected) => expect(withoutTrailingPlace(text, american)).toBe(expected));
    it.each([
      ['Dell, TX', 'no city before the state'],
      ['Acme Mining, NSW', 'a state without its city'],
      ['Perth Mint, WA', 'the state of another country than the city\'s (WA is read as Washington)'],
    ])('keeps %s (%s)', (text) => expect(withoutTrailingPlace(text, american)).toBe(text));
  });

  it('knows cities in the language of the resume without a gazetteer', () => {
    expect(LOCAL_GAZETTEER.place('münchen')?.country).toBe('DE');
    expect(LOCAL_GAZETTEER.place('Lisboa')?.country).toBe('PT');
    expect(LOCAL_GAZETTEER.place('Paris')).toBeNull();
  });
});

describe('a known city in a contact line', () => {
  it('reads the city of an address with a postcode, and the country written after it', () => {
    expect(knownPlaceIn('Via Dante 5 – 37102 Verona – Italia', places)).toEqual({ city: 'Verona', country: 'IT' });
  });
  it('reads a city beside a phone number, with the gazetteer’s country', () => {
    expect(knownPlaceIn('Lyon · 06 12 34 56 78', places)).toEqual({ city: 'Lyon', country: 'FR' });
  });
  it('takes a small place only after a postcode', () => {
    expect(knownPlaceIn('Tiny', places)).toBeNull();
    expect(knownPlaceIn('Main Street 4, AB1 2CD Tiny', places)).toEqual({ city: 'Tiny', country: 'GB' });
  });
  it('reads nothing from a line that names no place', () => {
    expect(knownPlaceIn('Senior Software Engineer | Cloud', places)).toBeNull();
  });
});

describe('the person’s city in the ways resumes write it', () => {
  it('reads a labelled address on one line', () => {
    expect(knownPlaceIn('Adresse: Lyon', places)).toEqual({ city: 'Lyon', country: 'FR' });
  });
  it('reads a city after a postcode of letters and digits', () => {
    expect(knownPlaceIn('K1P 1C7 Ottawa', places)).toEqual({ city: 'Ottawa', country: 'CA' });
  });
  it('reads an American address with a flat number and a state whose code spells a country’s (MA, Morocco)', () => {
    const us = gazetteerOf([{ name: 'Boston', country: 'US', population: 650_000 }, { name: 'Apt', country: 'FR', population: 11_000 }]);
    const read = (text: string) => readLocation(sectionsOf([nameLine('Hannah Lindqvist'), line(text)]), us);
    expect(read('1180 Boylston Street, Apt 4B, Boston, MA 02215, USA')).toEqual({ city: 'Boston', country: 'US' });
    expect(read('Boston, MA · (617) 555-0172')).toEqual({ city: 'Boston', country: 'US' });
    expect(knownPlaceIn('Apt 4B', us)).toBeNull();
    // A label is no place, and a phone number is no postcode (Mobile, Alabama).
    const india = gazetteerOf([{ name: 'Mobile', country: 'US', population: 190_000 }, { name: 'Bengaluru', country: 'IN', population: 5_100_000 }]);
    expect(readLocation(sectionsOf([nameLine('Priya Venkataraman'), line('Mobile: +91 98450 31276'), line('Address: No. 23, 4th Cross, Jayanagar, Bengaluru – 560041, Karnataka')]), india)).toEqual({ city: 'Bengaluru', country: 'IN' });
  });
  it('reads addresses as people write them: a postcode of letters and digits, a suburb before its city, a province in brackets, a short label', () => {
    const g = gazetteerOf([
      { name: 'Galway', country: 'IE', population: 70_000 },
      { name: 'Kirwan', country: 'AU', population: 21_000 },
      { name: 'Townsville', country: 'AU', population: 196_000 },
      { name: 'Montréal', country: 'CA', population: 1_760_000 },
      { name: 'Portland', country: 'US', population: 630_000 },
    ]);
    const read = (text: string) => readLocation(sectionsOf([nameLine('Jane Doe'), line(text)]), g);
    expect(read('12 Ard na Mara, Salthill, Galway H91 X2Y3')).toEqual({ city: 'Galway', country: 'IE' });
    expect(read('A: Kirwan, Townsville QLD 4817')).toEqual({ city: 'Townsville', country: 'AU' });
    expect(read('Montréal (Québec)')).toEqual({ city: 'Montréal', country: 'CA' });
    expect(read('where: Portland, OR (US)')).toEqual({ city: 'Portland', country: 'US' });
    const nl = gazetteerOf([{ name: 'Utrecht', country: 'NL', population: 290_000 }]);
    expect(readLocation(sectionsOf([nameLine('Femke van den Berg'), heading('Personalia'), row(['Adres', 'Oudegracht 112']), row(['Postcode en woonplaats', '3511 AX Utrecht'])]), nl)).toEqual({ city: 'Utrecht', country: 'NL' });
  });
  it('away from the contact block, takes only an address (a postcode or a country after the city)', () => {
    expect(knownPlaceIn('Professeur, Institut Vercors, Lyon', places, { addressOnly: true })).toBeNull();
    expect(knownPlaceIn('Lyon – France', places, { addressOnly: true })).toEqual({ city: 'Lyon', country: 'FR' });
  });
});

describe('a known city in an address written in one run', () => {
  it('is the words beside a postcode between the street’s number and the country', () => {
    expect(knownPlaceIn('Via Nassa 95 Lugano 6911 CH', places)).toEqual({ city: 'Lugano', country: 'CH' });
    expect(knownPlaceIn('Rue des Orfèvres 12 67000 Strasbourg', places)).toEqual({ city: 'Strasbourg', country: 'FR' });
    expect(knownPlaceIn('Suite 400 Nowhere Street 12', places)).toBeNull();
  });
});

describe('a legal form that spells a country’s code', () => {
  it('stays the company’s', () => expect(withoutTrailingPlace('Andes Transitarios SA', LOCAL_GAZETTEER)).toBe('Andes Transitarios SA'));
});

describe('a Japanese address', () => {
  it('names the city it begins with, after its postcode and prefecture', () => {
    expect(knownPlaceIn('〒986-4391仙台青葉区一番町3-5-14', LOCAL_GAZETTEER)).toEqual({ city: '仙台', country: 'JP' });
    expect(knownPlaceIn('大阪府大阪市北区梅田1-2-3', LOCAL_GAZETTEER)).toEqual({ city: '大阪', country: 'JP' });
  });
});

describe('a city, its postcode and its country in one run', () => {
  it('names the city first in the run when a country ends it', () => expect(knownPlaceIn('仙台 986-4391 JP', LOCAL_GAZETTEER)).toEqual({ city: '仙台', country: 'JP' }));
});

describe('places as addresses shorten them', () => {
  const australian = gazetteerOf([{ name: 'Mount Isa', country: 'AU', population: 22_785 }]);
  it('reads "Mt Isa" as Mount Isa and an Irish county ("Co. Mayo") as a place after a company', () => {
    expect(withoutTrailingPlace('Downer Group, Mt Isa', australian)).toBe('Downer Group');
    expect(withoutTrailingPlace('Ashford Castle, Co. Mayo', LOCAL_GAZETTEER)).toBe('Ashford Castle');
    expect(withoutTrailingPlace('Kerry Group, County Kerry', LOCAL_GAZETTEER)).toBe('Kerry Group');
  });
  it('keeps a name that only holds such a word (control)', () => {
    expect(withoutTrailingPlace('Mt Everest Outfitters', australian)).toBe('Mt Everest Outfitters');
    expect(withoutTrailingPlace('Co-op Mayo', LOCAL_GAZETTEER)).toBe('Co-op Mayo');
  });
});
