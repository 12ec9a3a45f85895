/**
 * Country names in the CV language. A CV shows a country wherever the data holds one (the location,
 * preferred locations, nationality, the country at the end of an experience or education place);
 * each is shown in the CV language, whatever language it was typed or imported in.
 *
 * Names come from `Intl.DisplayNames` (CLDR) rather than i18n-iso-countries: CLDR gives the
 * everyday names a reader expects ("South Korea", "Syrien", "韓国", not the ISO-style "Korea,
 * Republic of" or "シリア・アラブ共和国" that package uses in several languages), in every CV language
 * without loading or bundling locale files, and they are the names the phone country select falls
 * back to (src/shared/phones.ts). i18n-iso-countries only helps to recognise names: it supplies the
 * list of ISO 3166-1 codes and the other names a country is still often written with ("Turkey",
 * "USA", "Czech Republic", "Ivory Coast").
 *
 * A country stored only as a name is mapped to its code first, by the CLDR names (full and short)
 * of the CV languages and of other common languages, then by those other names, compared without
 * case, accents, punctuation or a leading "the" ("the Netherlands", "NEDERLAND", "Deutschland",
 * "日本" → NL, NL, DE, JP); a name two countries share ("Congo") maps to neither. A name that maps
 * to no country stays as written.
 */
import countries from 'i18n-iso-countries';
import { createRequire } from 'node:module';
import type { CvLanguage } from '../shared/schemas/cv.js';
import { CV_LOCALES } from './format.js';

/** The ISO 3166-1 alpha-2 codes, plus Kosovo's user-assigned XK, which CLDR names too. */
const CODES = [...Object.keys(countries.getAlpha2Codes()), 'XK'];
/** Languages whose names are recognised: the CV languages, the other interface and education languages, and the main languages of the markets served. */
const NAME_LANGUAGES = ['en', 'nl', 'de', 'fr', 'it', 'ja', 'es', 'pt', 'pl', 'sv', 'da', 'nb', 'fi', 'cs', 'ro', 'hu', 'el', 'tr', 'ru', 'uk', 'zh', 'ko', 'ar', 'id', 'af'];

/** The languages whose i18n-iso-countries names are recognised too (its locale files are loaded once, when first needed). */
const ALIAS_LANGUAGES = ['en', 'nl', 'de', 'fr', 'it', 'ja', 'es', 'pt'];

const displayNames = new Map<string, Intl.DisplayNames>();
function names(locale: string, style: 'long' | 'short' = 'long'): Intl.DisplayNames {
  const key = `${locale}|${style}`;
  let d = displayNames.get(key);
  if (!d) displayNames.set(key, (d = new Intl.DisplayNames([locale], { type: 'region', style, fallback: 'code' })));
  return d;
}

/** "the Netherlands": the English article some names are written with (CLDR's names have none). */
const ARTICLES = /^the\s+/;
/** A name reduced to what identifies it: lower case, no accents, no punctuation, no leading article. */
const fold = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(ARTICLES, '');

let index: Map<string, string> | null = null;
function nameIndex(): Map<string, string> {
  if (index) return index;
  const built = new Map<string, string>();
  // Long names first, so a short form shared by two regions never displaces a full name.
  for (const style of ['long', 'short'] as const) {
    for (const language of NAME_LANGUAGES) {
      for (const code of CODES) {
        const name = names(language, style).of(code);
        if (!name || name === code) continue;
        const key = fold(name);
        if (key && !built.has(key)) built.set(key, code);
      }
    }
  }
  // Loaded with require, as in src/server/modules/places/countries.ts: the JSON stays external to the server bundle.
  const load = createRequire(import.meta.url);
  const aliases = new Map<string, string | null>();
  for (const language of ALIAS_LANGUAGES) {
    countries.registerLocale(load(`i18n-iso-countries/langs/${language}.json`) as Parameters<typeof countries.registerLocale>[0]);
    for (const code of CODES) {
      for (const name of countries.getName(code, language, { select: 'all' }) ?? []) {
        const key = fold(name);
        if (!key || built.has(key)) continue;
        const known = aliases.get(key);
        aliases.set(key, known === undefined || known === code ? code : null);
      }
    }
  }
  for (const [key, code] of aliases) if (code) built.set(key, code);
  index = built;
  return index;
}

const isCode = (code: string | null | undefined): code is string => !!code && /^[A-Za-z]{2}$/.test(code) && CODES.includes(code.toUpperCase());

/** The ISO2 code of a country written as a name in any recognised language, or null. */
export function countryCodeOf(name: string | null | undefined): string | null {
  const key = fold(name ?? '');
  return key ? (nameIndex().get(key) ?? null) : null;
}

/** The name of an ISO2 country in the CV language ("NL" → "Niederlande" in German, "オランダ" in Japanese). */
export function countryName(language: CvLanguage, code: string): string {
  return names(CV_LOCALES[language]).of(code.toUpperCase()) ?? code;
}

/**
 * A stored country in the CV language: by its code when it has one, else by mapping its name to a
 * code; a name that is no known country stays as written (trimmed). Null when there is nothing.
 */
export function localCountry(language: CvLanguage, country: { country?: string | null; country_code?: string | null }): string | null {
  const code = isCode(country.country_code) ? country.country_code.toUpperCase() : countryCodeOf(country.country);
  if (code) return countryName(language, code);
  return country.country?.trim() || null;
}

/**
 * Nationalities as written ("Nederland / België"), each part that names a country in the CV
 * language. A demonym ("Dutch", "Nederlandse") stays as written: CLDR has no demonyms to map it by.
 */
export function localNationality(language: CvLanguage, text: string | null | undefined): string | null {
  const t = text?.trim();
  if (!t) return null;
  return t.replace(/[^,/;]+/g, (part) => {
    const code = countryCodeOf(part);
    return code ? part.replace(part.trim(), countryName(language, code)) : part;
  });
}

/**
 * A free-text place ("Tilburg, Nederland", "Deutschland") with its country in the CV language: the
 * whole text when it names a country, else its last comma-separated part when that does ("Tilburg,
 * Niederlande"). Only the last part, because a place is written from the smallest to the largest.
 */
export function localPlace(language: CvLanguage, place: string | null | undefined): string | null {
  const text = place?.trim();
  if (!text) return null;
  const whole = countryCodeOf(text);
  if (whole) return countryName(language, whole);
  const at = text.lastIndexOf(',');
  if (at < 0) return text;
  const code = countryCodeOf(text.slice(at + 1));
  return code ? `${text.slice(0, at + 1)} ${countryName(language, code)}` : text;
}
