/**
 * Places the parser knows by name. The parser does no I/O: the reader hands it a gazetteer (the
 * server builds one from the GeoNames cities it ships, `src/server/documents/gazetteer.ts`); without
 * one, only the names below are known. A place names where a person lives, and it is what follows a
 * company, an institution or a job title on many resumes ("Hotel Kranich, Lugano", "Acme GmbH
 * München", "株式会社山本製作所（大阪）") and is no part of them.
 */

import { foldKey } from './text.js';
import { COUNTRY_CODES, COUNTRY_WORDS, isLegalForm, REGION_CODES_OF, REGION_COUNTRY } from './vocab.js';

export type KnownPlace = { name: string; country: string; population: number };
export type Gazetteer = { place(text: string): KnownPlace | null };


/**
 * Cities as resumes write them in their own language, where the gazetteer's name is another
 * (GeoNames names large cities in English: Munich, Lisbon, Milan), and Japan's largest cities in kanji.
 */
const LOCAL_NAMES: [string, string, number][] = [
  ['München', 'DE', 1_500_000], ['Köln', 'DE', 1_080_000], ['Nürnberg', 'DE', 518_000], ['Düsseldorf', 'DE', 620_000], ['Frankfurt am Main', 'DE', 760_000], ['Hannover', 'DE', 535_000],
  ['Wien', 'AT', 1_900_000], ['Zürich', 'CH', 420_000], ['Genève', 'CH', 200_000], ['Genf', 'CH', 200_000], ['Luzern', 'CH', 82_000], ['Basel', 'CH', 178_000],
  ['Lisboa', 'PT', 505_000], ['Porto', 'PT', 232_000], ['Braga', 'PT', 193_000], ['Coimbra', 'PT', 143_000],
  ['Milano', 'IT', 1_370_000], ['Roma', 'IT', 2_800_000], ['Napoli', 'IT', 960_000], ['Torino', 'IT', 870_000], ['Firenze', 'IT', 380_000], ['Venezia', 'IT', 260_000], ['Genova', 'IT', 580_000], ['Padova', 'IT', 210_000],
  ['Sevilla', 'ES', 690_000], ['Zaragoza', 'ES', 670_000], ['A Coruña', 'ES', 245_000], ['Bruxelles', 'BE', 1_200_000], ['Brussel', 'BE', 1_200_000], ['Antwerpen', 'BE', 520_000], ['Gent', 'BE', 262_000], ['Luik', 'BE', 197_000],
  ['Den Haag', 'NL', 545_000], ["'s-Gravenhage", 'NL', 545_000], ['Praha', 'CZ', 1_300_000], ['Warszawa', 'PL', 1_790_000], ['Kraków', 'PL', 780_000], ['København', 'DK', 640_000], ['Göteborg', 'SE', 580_000],
  ['Moskva', 'RU', 12_000_000], ['Athína', 'GR', 660_000], ['Bucureşti', 'RO', 1_880_000], ['Ciudad de México', 'MX', 9_200_000], ['São Paulo', 'BR', 12_300_000], ['Montréal', 'CA', 1_760_000], ['Québec', 'CA', 530_000],
  // GeoNames names Irish cities in Irish (Gaillimh, Luimneach) and some Indian ones by their new names only.
  ['Galway', 'IE', 70_000], ['Limerick', 'IE', 90_000], ['Bangalore', 'IN', 5_100_000], ['Gurugram', 'IN', 880_000], ['Bombay', 'IN', 12_700_000], ['Calcutta', 'IN', 4_600_000], ['Madras', 'IN', 4_300_000],
  ['東京', 'JP', 14_000_000], ['大阪', 'JP', 2_750_000], ['横浜', 'JP', 3_770_000], ['名古屋', 'JP', 2_330_000], ['札幌', 'JP', 1_970_000], ['福岡', 'JP', 1_610_000], ['神戸', 'JP', 1_520_000], ['京都', 'JP', 1_460_000],
  ['川崎', 'JP', 1_540_000], ['さいたま', 'JP', 1_330_000], ['広島', 'JP', 1_200_000], ['仙台', 'JP', 1_090_000], ['千葉', 'JP', 980_000], ['北九州', 'JP', 940_000], ['堺', 'JP', 820_000], ['新潟', 'JP', 780_000], ['浜松', 'JP', 790_000], ['熊本', 'JP', 740_000], ['岡山', 'JP', 720_000],
];

/** A gazetteer of the given places; where one name is several places, the most populous is meant. */
export function gazetteerOf(places: Iterable<KnownPlace>): Gazetteer {
  const byKey = new Map<string, KnownPlace>();
  const add = (p: KnownPlace) => {
    const key = foldKey(p.name);
    const known = byKey.get(key);
    if (key && (!known || known.population < p.population)) byKey.set(key, p);
  };
  for (const p of places) add(p);
  for (const [name, country, population] of LOCAL_NAMES) add({ name, country, population });
  return { place: (text) => byKey.get(foldKey(text)) ?? null };
}

/** The gazetteer of the names above alone (a reader that has no other). */
export const LOCAL_GAZETTEER = gazetteerOf([]);

/** Words before a place that make it part of a name ("Centre hospitalier de Strasbourg", "Bank of America"). */
const CONNECTOR = /^(?:de|del|della|di|du|des|der|den|van|von|of|la|le|les|el|am|an|in|im|zu|da|do|dos|das|upon|sur|'s)$/i;
/** Separators between a name and the place after it. */
const SEPARATED = /^(.+?)\s*(?:,|\(|（|\s[|·•–—-]\s|\s\/\s)\s*([^,(（|·•–—]+?)\s*[)）]?\s*$/u;

/** Smallest place that is taken after a separator ("Hotel Kranich, Lugano"), and after a plain space ("Acme GmbH München"). */
const MIN_AFTER_SEPARATOR = 5_000;
const MIN_AFTER_SPACE = 100_000;

/**
 * A company, institution or title without the place written after it: "Hotel Kranich, Lugano" →
 * "Hotel Kranich", "Agentur Alpenwerk München" → "Agentur Alpenwerk", "Acme, Berlin, Germany" →
 * "Acme". Returns the text as it was when nothing place-like follows, or when the rest would be empty.
 */
export function withoutTrailingPlace(text: string, places: Gazetteer): string {
  let t = withoutCityAndRegion(text.trim(), places);
  for (let round = 0; round < 2; round++) {
    const m = SEPARATED.exec(t);
    if (m && m[1].trim() && isPlace(m[2], places, MIN_AFTER_SEPARATOR)) {
      t = m[1].trim();
      continue;
    }
    const w = t.split(/\s+/);
    let cut = 0;
    for (let n = Math.min(3, w.length - 1); n >= 1 && !cut; n--) {
      const tail = w.slice(-n).join(' ');
      // (A legal form is the company's, also when it spells a country's code: "Andes Transitarios SA".)
      if (!CONNECTOR.test(w[w.length - n - 1]) && !isLegalForm(tail) && isPlace(tail, places, MIN_AFTER_SPACE)) cut = n;
    }
    if (!cut) break;
    const head = w.slice(0, -cut);
    // "Hotel Paris", "Bar Roma": a name of one word before the city is more likely a name that holds it.
    if (head.length < 2 && !/[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u.test(head[0] ?? '')) break;
    t = head.join(' ').replace(/[\s,;:–—-]+$/, '');
  }
  return t || text.trim();
}

/**
 * Whether a text is written as a state or province of a country ("TX", "MA", "Ontario"; vocab.ts):
 * codes in capitals, also those that spell another country's code.
 */
export const isRegionOf = (text: string, country: string): boolean => {
  const t = text.trim().replace(/\.$/, '');
  return /^[A-Z]{2,3}$/.test(t) ? (REGION_CODES_OF.get(country)?.has(t) ?? false) : REGION_COUNTRY.get(t.toLowerCase()) === country;
};

/**
 * A text ending in a city and its state ("Amazon, Seattle, WA", "Tableau Software Seattle, WA"):
 * both left out, when the city is a place of that state's country; the text as it was otherwise
 * (a legal form that spells a region, "Andes Transitarios, SA", stays).
 */
export function withoutCityAndRegion(text: string, places: Gazetteer): string {
  const m = /^(.*\S)\s*,\s*([\p{L} .]+?)$/u.exec(text);
  if (!m) return text;
  if (!/^[A-Z]{2,3}\.?$/.test(m[2]) && !REGION_COUNTRY.has(m[2].toLowerCase().replace(/\.$/, ''))) return text;
  const w = m[1].split(/\s+/);
  for (let n = Math.min(3, w.length); n >= 1; n--) {
    const city = w.slice(-n).join(' ').replace(/^[,;|·•–—-]+/, '');
    const place = places.place(city);
    if (place && isRegionOf(m[2], place.country)) {
      const rest = w.slice(0, -n).join(' ').replace(/[\s,;:|·•–—-]+$/, '');
      return rest || text;
    }
  }
  return text;
}

/** The ISO code of a country named or coded by a text ("Deutschland", "Italia", "GB"), if it is one. */
export function countryOf(token: string): string | null {
  const t = token.trim().replace(/[()]/g, '');
  if (/^[A-Z]{2}$/.test(t) && COUNTRY_CODES.has(t)) return t;
  return COUNTRY_WORDS.get(t.toLowerCase()) ?? null;
}

const isCountryWord = (text: string): boolean => countryOf(text) !== null;


/** A text that is a place and nothing else ("London", "Lisboa, Portugal", "Seattle, WA"). */
export const isPlaceOnly = (text: string, places: Gazetteer): boolean => withoutTrailingPlace(`x, ${text}`, places) === 'x';

/** An Irish county as an address writes it after a town ("Cong, Co. Mayo", "County Kerry"). */
const IRISH_COUNTY = /^(?:co\.?|county)\s+(?:antrim|armagh|carlow|cavan|clare|cork|derry|donegal|down|dublin|fermanagh|galway|kerry|kildare|kilkenny|laois|leitrim|limerick|longford|louth|mayo|meath|monaghan|offaly|roscommon|sligo|tipperary|tyrone|waterford|westmeath|wexford|wicklow)$/i;
/** A place's first word as addresses shorten it ("Mt Isa", "Ft. Worth", "St. Albans"), written out. */
const unabbreviated = (t: string) => t.replace(/^mt\.?\s+/i, 'Mount ').replace(/^ft\.?\s+/i, 'Fort ').replace(/^st\.?\s+/i, 'Saint ');

function isPlace(text: string, places: Gazetteer, minPopulation: number): boolean {
  const t = text.trim().replace(/[.)）]+$/, '');
  if (!t || /\d/.test(t)) return false;
  if (isCountryWord(t) || IRISH_COUNTY.test(t)) return true;
  const p = places.place(t) ?? (unabbreviated(t) !== t ? places.place(unabbreviated(t)) : null);
  return p !== null && p.population >= minPopulation;
}
