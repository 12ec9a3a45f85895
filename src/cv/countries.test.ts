import { describe, expect, it } from 'vitest';
import { countryCodeOf, countryName, localCountry, localNationality, localPlace } from './countries.js';

describe('country names in the CV language', () => {
  it.each([
    ['en', 'Netherlands', 'Japan', 'United Kingdom'],
    ['nl', 'Nederland', 'Japan', 'Verenigd Koninkrijk'],
    ['de', 'Niederlande', 'Japan', 'Vereinigtes Königreich'],
    ['fr', 'Pays-Bas', 'Japon', 'Royaume-Uni'],
    ['it', 'Paesi Bassi', 'Giappone', 'Regno Unito'],
    ['ja', 'オランダ', '日本', 'イギリス'],
  ] as const)('%s', (language, nl, jp, gb) => {
    expect(countryName(language, 'NL')).toBe(nl);
    expect(countryName(language, 'jp')).toBe(jp);
    expect(localCountry(language, { country: 'United Kingdom', country_code: 'GB' })).toBe(gb);
    // Stored as a name only, in another language: mapped to its code first.
    expect(localCountry(language, { country: 'Nederland' })).toBe(nl);
    expect(localCountry(language, { country: '日本' })).toBe(jp);
  });

  it('recognises a name in any common language and spelling, and the other names a country is written with', () => {
    expect(['the Netherlands', 'NEDERLAND', 'Niederlande', 'Pays-Bas', 'オランダ', 'Países Bajos'].map(countryCodeOf)).toEqual(['NL', 'NL', 'NL', 'NL', 'NL', 'NL']);
    expect(['Turkey', 'Türkiye', 'USA', 'United States of America', 'Czech Republic', 'Cote d’Ivoire', 'Deutschland', 'Suisse'].map(countryCodeOf)).toEqual(['TR', 'TR', 'US', 'US', 'CZ', 'CI', 'DE', 'CH']);
    expect(['Tilburg', 'Nederlandse', 'Remote', '', null].map(countryCodeOf)).toEqual([null, null, null, null, null]);
  });

  it('keeps a country that is no known country as written, and the code wins over the name', () => {
    expect(localCountry('de', { country: ' Atlantis ' })).toBe('Atlantis');
    expect(localCountry('de', { country: 'Holland (typo)', country_code: 'NL' })).toBe('Niederlande');
    expect(localCountry('de', {})).toBeNull();
  });

  it('localises the country at the end of a free-text place, or a place that is a country', () => {
    expect(localPlace('de', 'Tilburg, Nederland')).toBe('Tilburg, Niederlande');
    expect(localPlace('ja', 'Lyon, France')).toBe('Lyon, フランス');
    expect(localPlace('fr', 'Germany')).toBe('Allemagne');
    expect(localPlace('de', 'Tilburg')).toBe('Tilburg');
    expect(localPlace('de', 'Kerkstraat 1, 5038 Tilburg')).toBe('Kerkstraat 1, 5038 Tilburg');
    expect(localPlace('de', '  ')).toBeNull();
  });

  it('localises each nationality that names a country, keeping the rest as written', () => {
    expect(localNationality('de', '日本')).toBe('Japan');
    expect(localNationality('en', 'Nederland / België')).toBe('Netherlands / Belgium');
    expect(localNationality('ja', 'British')).toBe('British');
  });
});
