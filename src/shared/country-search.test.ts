import { describe, expect, it } from 'vitest';
import { matchCountries, type CountryEntry } from './country-search.js';

const COUNTRIES: CountryEntry[] = [
  { name: 'Australia', country_code: 'AU', calling_code: '61' },
  { name: 'Canada', country_code: 'CA', calling_code: '1' },
  { name: 'Netherlands', country_code: 'NL', calling_code: '31', aliases: ['The Netherlands'] },
  { name: 'New Zealand', country_code: 'NZ', calling_code: '64' },
  { name: 'Réunion', country_code: 'RE', calling_code: '262' },
  { name: 'Spain', country_code: 'ES', calling_code: '34' },
  { name: 'United Kingdom', country_code: 'GB', calling_code: '44', aliases: ['UK', 'Great Britain'] },
  { name: 'United States', country_code: 'US', calling_code: '1', aliases: ['USA'] },
];
const codes = (q: string) => matchCountries(COUNTRIES, q).map((c) => c.country_code);

describe('matchCountries (§5 phone country lookup)', () => {
  it('answers the whole list for a blank query', () => {
    expect(codes('')).toHaveLength(COUNTRIES.length);
    expect(codes('  ')).toHaveLength(COUNTRIES.length);
  });

  it('matches the calling code with a plus, exact first', () => {
    expect(codes('+31')).toEqual(['NL']);
    expect(codes('+3')).toEqual(['NL', 'ES']);
    expect(codes('+1')).toEqual(['CA', 'US']);
    expect(codes('+ 64')).toEqual(['NZ']);
  });

  it('matches the exact country code', () => {
    expect(codes('31')).toEqual(['NL']);
    expect(codes('3')).toEqual([]);
    expect(codes('nl')[0]).toBe('NL');
    expect(codes('GB')).toEqual(['GB']);
  });

  it('matches part of the name, accents ignored, prefixes first', () => {
    expect(codes('neth')).toEqual(['NL']);
    expect(codes('zeal')).toEqual(['NZ']);
    expect(codes('reunion')).toEqual(['RE']);
    expect(codes('uni')).toEqual(['GB', 'US', 'RE']);
    expect(codes('uk')).toEqual(['GB']);
    expect(codes('usa')).toEqual(['US']);
  });
});
