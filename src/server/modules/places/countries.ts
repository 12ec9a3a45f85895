/**
 * The country list of the city/location picker and the phone country lookup: ISO 3166-1 alpha-2
 * countries that have a calling code, with everyday English names (i18n-iso-countries, `alias`
 * names, except where the alias is an abbreviation or ambiguous), sorted by name. Built once.
 */
import countries from 'i18n-iso-countries';
import { createRequire } from 'node:module';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import type { CountryEntry } from '../../../shared/country-search.js';

// Loaded with require: the package's JSON stays external to the server bundle, and Node's ESM
// loader would need an import attribute that the bundler does not keep for external modules.
const en = createRequire(import.meta.url)('i18n-iso-countries/langs/en.json') as Parameters<typeof countries.registerLocale>[0];

countries.registerLocale(en);

/** Names preferred over the package's alias: "UK", "UAE" are abbreviations; both Congos are "Congo". */
const NAME_OVERRIDES: Record<string, string> = {
  AE: 'United Arab Emirates',
  AX: 'Åland Islands',
  CD: 'Democratic Republic of the Congo',
  CG: 'Republic of the Congo',
  GB: 'United Kingdom',
  KR: 'South Korea',
  NL: 'Netherlands',
};

export type Country = CountryEntry & { aliases: readonly string[] };

let list: Country[] | null = null;

export function countryList(): readonly Country[] {
  if (list) return list;
  const built: Country[] = [];
  for (const code of getCountries()) {
    const alias = countries.getName(code, 'en', { select: 'alias' });
    if (!alias) continue; // calling-code territories without an ISO country name (AC, TA)
    const name = NAME_OVERRIDES[code] ?? alias;
    const all = countries.getName(code, 'en', { select: 'all' }) ?? [];
    built.push({ name, country_code: code, calling_code: getCountryCallingCode(code), aliases: all.filter((n) => n !== name) });
  }
  list = built.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return list;
}

const byCode = new Map<string, string>();
/** The English name of an ISO2 country code, or the code itself when unknown. */
export function countryName(code: string): string {
  if (byCode.size === 0) for (const c of countryList()) byCode.set(c.country_code, c.name);
  return byCode.get(code) ?? countries.getName(code, 'en', { select: 'alias' }) ?? code;
}
