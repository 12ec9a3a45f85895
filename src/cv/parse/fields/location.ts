/**
 * Stage 4, location: the city and country of the person, from a labelled address or a short line (or
 * part of one) that ends in a country, a state or a province.
 */
import { EMAIL_IN_TEXT as EMAIL_RE } from '../../../shared/validation.js';
import { contactLines, type Sections } from '../sections.js';
import { URL_RE, words } from '../text.js';
import { countryOf, isRegionOf, LOCAL_GAZETTEER, type Gazetteer } from '../places.js';
import { REGION_COUNTRY } from '../vocab.js';

/** A city and its country's ISO code, either possibly unknown. */
export type Place = { city: string | null; country: string | null };


/** The country of a state or province written after a city ("WA", "Texas", "Ontario"). */
function regionCountry(token: string): string | null {
  const t = token.trim().replace(/[().]/g, '');
  // (Names as written in the region's own language: "Québec".)
  return (/^[A-Z]{2,3}$/.test(t) ? REGION_COUNTRY.get(t) : (REGION_COUNTRY.get(t.toLowerCase()) ?? REGION_COUNTRY.get(t.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')))) ?? null;
}

/** A one-word label before a place ("where: Portland, OR", "A: Kirwan, Townsville"), as contact lines write them. */
const SHORT_LABEL = /^\s*\p{L}{1,12}\s*[:：]\s+/u;

/** Postcodes beside a city: US ZIP, 4–5 digits (DE, FR, NL, BE…), Dutch 1012 AB, British SW1A 1AA. */
const POSTCODE = /\b(?:\d{5}(?:-\d{4})?|\d{4}\s?[A-Z]{2}|\d{4}|[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})\b/g;

/** A label before an address on its line ("Adresse: Lausanne", "住所：仙台"). */
const ADDRESS_WORDS =
  '(?:(?:(?:postcode|postal code|zip code|zip|plz|code postal|código postal|cap)\\s*(?:en|and|und|et|y|e|/|&)?\\s*)?(?:woonplaats|plaats|city|town|ort|wohnort|ville|ciudad|città|cidade)|location|address|home address|adresse|adres|anschrift|wohnort|woonplaats|dirección|domicilio|indirizzo|residenza|residence|residencia|résidence|morada|endereço|ort|住所|現住所)';
const ADDRESS_LABEL = new RegExp(`^\\s*${ADDRESS_WORDS}\\s*[:：]\\s*`, 'i');
/** Whether a text starts with an address label ("Address: London", "Morada Rio de Janeiro"). */
export const startsWithAddressLabel = (text: string) => new RegExp(`^\\s*${ADDRESS_WORDS}(?:\\s*[:：]|\\s)`, 'i').test(text);
/** An address label on a line or in a cell of its own ("Adresse", "住所:"). */
const ADDRESS_LABEL_ALONE = new RegExp(`^\\s*${ADDRESS_WORDS}\\s*[:：]?\\s*$`, 'i');
/** A line's cells without a label cell before the address ("住所 | 仙台"). */
const addressCells = (l: { parts: string[] }) => (l.parts.length >= 2 && ADDRESS_LABEL_ALONE.test(l.parts[0]) ? l.parts.slice(1) : l.parts);

/** The place a text names ("Seattle, WA", "12 rue de la Paix, 75002 Paris, France", "Sydney NSW"), if it names one. */
export function locationOf(text: string): Place | null {
  const t = text.replace(ADDRESS_LABEL, '').replace(SHORT_LABEL, '').replace(/[📍⌂]/gu, '').replace(POSTCODE, ' ').replace(/\s+/g, ' ').trim();
  if (!t || EMAIL_RE.test(t) || /\d{3}/.test(t) || t.length > 70 || URL_RE.test(t)) return null;
  const segs = t.split(/\s*,\s*|\s+\(|\)\s*|\s+[–—|·•]\s+/).map((s) => s.replace(/[.;:]+$/, '').trim()).filter(Boolean);
  let country: string | null = null;
  const last = segs[segs.length - 1] ?? '';
  // A state after a city ("Los Angeles, CA") is read as the state, not as a country of the same code.
  if (!(segs.length >= 2 && regionCountry(last))) country = countryOf(last);
  // "Seattle, WA", "Toronto, Ontario", "Austin, Texas, USA": the state names the country, the segment before it the city.
  const regionAt = segs.findIndex((s, i) => i > 0 && (regionCountry(s) !== null || (country !== null && i < segs.length - 1 && isRegionOf(s, country))));
  if (regionAt > 0 && (!country || regionAt >= segs.length - 2)) {
    const city = segs[regionAt - 1];
    if (!/[@\d]/.test(city) && words(city).length <= 4) return { city, country: country ?? regionCountry(segs[regionAt]) };
  }
  if (!country && segs.length === 1) {
    // "Houston TX US", "Sydney NSW": the last token may be the country code or a state.
    const w = words(segs[0]);
    const c = w.length >= 2 ? (countryOf(w[w.length - 1]) ?? regionCountry(w[w.length - 1])) : null;
    if (c) {
      country = c;
      const rest = w.slice(0, -1);
      if (rest.length >= 2 && /^[A-Z]{2,3}$/.test(rest[rest.length - 1])) rest.pop();
      let city = rest.join(' ');
      if (rest.length >= 2 && !/^(de|do|da|del|la|le|am|an|upon|on|sur|san|santa|são|st\.?|new|los|las|el|rio|ho)$/i.test(rest[1]) && !/^(de|do|da|del|la|le|am|upon|on|sur)$/i.test(rest[rest.length - 2] ?? '')) {
        // "Paris Île-de-France", "Hamburg Hamburg": a region follows the city.
        city = /^(new|san|santa|são|los|las|el|rio|st\.?|saint|ho)$/i.test(rest[0]) ? rest.slice(0, 2).join(' ') : rest[0];
      }
      return { city: city || null, country };
    }
    return null;
  }
  if (!country) return null;
  // The city: the first segment, or after a street address the first one that is none ("12 rue de la Paix, Paris, France").
  const city = segs.slice(0, -1).find((s) => !/[@\d]/.test(s) && words(s).length <= 4) ?? null;
  if (segs.length >= 2 && !city) return null;
  return { city, country };
}

/** Smallest known place taken as where the person lives from a contact line that says nothing else of it. */
const MIN_HOME_POPULATION = 15_000;

/**
 * A known city in a contact text that `locationOf` cannot read ("Via Dante 5 – 37102 Verona – Italia",
 * "Lyon · 06 12 34 56 78"): the first segment that is a city of the gazetteer (any size after a
 * postcode), with the country written after it or else the gazetteer's.
 */
export function knownPlaceIn(text: string, places: Gazetteer, options: { addressOnly?: boolean } = {}): Place | null {
  const japanese = japaneseAddressCity(text, places);
  if (japanese) return japanese;
  let first: Place | null = null;
  const segs = text.replace(ADDRESS_LABEL, '').replace(SHORT_LABEL, '').split(/\s*[,|·•∙⋅–—/()（）]\s*|\s+-\s+/).map((s) => s.trim()).filter(Boolean);
  for (let i = 0; i < segs.length; i++) {
    // A postcode is a token with digits before or after the name ("37102 Verona", "K1P 1C7 Ottawa", "Lisboa 1100-148").
    const tokens = words(segs[i]);
    let lead = tokens.findIndex((t) => !/\d/.test(t));
    // (A Dutch postcode's letters are the postcode's: "3511 AX Utrecht".)
    if (lead > 0 && /^\d{4}$/.test(tokens[lead - 1]) && /^[A-Z]{2}$/.test(tokens[lead]) && lead + 1 < tokens.length) lead++;
    const tail = tokens.length - [...tokens].reverse().findIndex((t) => !/\d/.test(t));
    if (lead < 0) continue;
    // (A flat's or a house's number, "Apt 4B", is no postcode: a postcode has three digits, or four
    // characters and two digits, "AB1 2CD", "K1P 1C7".)
    const code = [...tokens.slice(0, lead), ...tokens.slice(tail)].join('');
    const digits = code.replace(/\D/g, '').length;
    // (Nor is a phone number: a calling code, or more digits than any postcode has.)
    const withPostcode = (lead > 0 || tail < tokens.length) && (digits >= 3 || (digits >= 2 && code.length >= 4)) && !code.includes('+') && digits <= 10;
    let name = tokens.slice(lead, tail).join(' ');
    let rest = segs.slice(i + 1);
    let postcode = withPostcode;
    if (/\d/.test(name)) {
      // "Via Nassa 95 Lugano 6911 CH": street, number, city, postcode and country in one run; the
      // words between numbers are the candidates, the city the one beside a postcode.
      const chunks = tokens.join(' ').split(/\s*\b[\d][\d-]*\b\s*/).map((c) => c.trim()).filter(Boolean);
      // (The first words are the street, unless a country ends the run: "仙台 986-4391 JP".)
      const endsInCountry = chunks.length >= 2 && countryOf(chunks[chunks.length - 1]) !== null;
      const at = chunks.findIndex((c, k) => (k > 0 || endsInCountry) && words(c).length <= 4 && places.place(c));
      if (at < 0) continue;
      name = chunks[at];
      rest = [...chunks.slice(at + 1), ...rest];
      postcode = true;
    }
    // (A label is no place: "Mobile: +91 98450 31276".)
    if (!name || /\d|@/.test(name) || /[:：]$/.test(name) || words(name).length > 4) continue;
    let place = places.place(name);
    // "Townsville QLD 4817": a state after the city, before its postcode.
    const w = name.split(' ');
    let withRegion = false;
    if (!place && w.length >= 2 && regionCountry(w[w.length - 1]) !== null) {
      const city = w.slice(0, -1).join(' ');
      const known = places.place(city);
      if (known && known.country === regionCountry(w[w.length - 1])) [name, place, withRegion] = [city, known, true];
    }
    if (!place || (!postcode && place.population < MIN_HOME_POPULATION)) continue;
    // (A province's code after an Italian town, "Napoli (NA)", "Firenze (FI)", is no country's: Namibia, Finland.)
    const written = rest.filter((seg) => !isRegionOf(seg, place!.country)).map(countryOf).find(Boolean);
    // Away from the contact block, only an address says it is where the person lives: a postcode or a country after the city.
    if (options.addressOnly && !postcode && !written) continue;
    const country = written ?? place.country;
    // (A suburb before its city: the place beside the postcode or state is the city, "Kirwan,
    // Townsville QLD 4817"; else the first.)
    if (postcode || withRegion) return { city: name, country };
    first ??= { city: name, country };
  }
  return first;
}

/**
 * The city a Japanese address begins with, after its postcode and prefecture ("〒986-4391仙台青葉区一番町3-5-14",
 * "大阪府大阪市北区梅田1-2-3"): the longest known place its first characters spell. Japanese is written
 * without spaces, so the address is one token.
 */
function japaneseAddressCity(text: string, places: Gazetteer): Place | null {
  const m = /(?:〒\s*\d{3}-?\d{4}\s*)([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}].*)$|^([\p{Script=Han}]{2,4}[都道府県][\p{Script=Han}].*)$/u.exec(text.trim());
  if (!m) return null;
  const address = (m[1] ?? m[2]).replace(/^(?:北海道|東京都|京都府|大阪府|[\p{Script=Han}]{2,3}県)(?=[\p{Script=Han}])/u, '');
  for (let n = Math.min(4, address.length); n >= 2; n--) {
    const name = address.slice(0, n).replace(/市$/, '');
    const place = name.length >= 2 ? places.place(name) : null;
    if (place) return { city: name, country: place.country };
  }
  return null;
}

/**
 * A place read by its shape, checked against the gazetteer: a city it does not know, where the text
 * names one it knows, is that one ("Gran Vía, 3, Madrid, ES" → Madrid; "Port Harcourt NG" → Port
 * Harcourt, not Port; "Schillerstraße 140, 04285 Leipzig" → Leipzig).
 */
function knownCity(loc: Place, text: string, places: Gazetteer): Place {
  const known = loc.city ? places.place(loc.city) : null;
  // "Boston, MA": a state's code that spells another country's (Morocco) is the state of the city's
  // country; so is one that spells another country's state ("Milano (MI)": Milan's province, not Michigan).
  if (known && loc.country && known.country !== loc.country && (text.match(/(?<![\p{L}])[A-Z]{2,3}(?![\p{L}])/gu) ?? []).some((code) => isRegionOf(code, known.country) && (code === loc.country || isRegionOf(code, loc.country!)))) return { city: loc.city, country: known.country };
  if (!loc.city || known) return loc;
  const w = words(text.replace(/[,;]+$/, ''));
  const whole = countryOf(w[w.length - 1] ?? '') ? w.slice(0, -1).join(' ') : null;
  if (whole && places.place(whole)) return { city: whole, country: loc.country ?? places.place(whole)!.country };
  const found = knownPlaceIn(text, places);
  return found?.city ? { city: found.city, country: loc.country ?? found.country } : loc;
}

/** The person's place: the line after a location label, else the first line (or part) of the contact lines that names one. */
export function readLocation(doc: Sections, places: Gazetteer = LOCAL_GAZETTEER): Place | null {
  const lines = contactLines(doc);
  let location: Place | null = null;
  for (let i = 0; i < lines.length && !location; i++) {
    const l = lines[i];
    if (ADDRESS_LABEL_ALONE.test(l.text) && lines[i + 1]) {
      const a = lines[i + 1].text;
      const b = lines[i + 2]?.text ?? '';
      // (A street on the first line and the postcode and town on the second: the town the gazetteer knows.)
      location = knownCity(locationOf(`${a}, ${b}`) ?? locationOf(a) ?? knownPlaceIn(`${a}, ${b}`, places) ?? { city: a.split(',')[0].trim(), country: null }, a, places);
      continue;
    }
    for (const p of addressCells(l).flatMap((x) => x.split(/\s+[|·•∙⋅]\s+/))) {
      const loc = locationOf(p);
      if (loc) {
        location = knownCity(loc, p, places);
        break;
      }
    }
  }
  // A country without its city: the city may be on a line of its own ("K1P 1C7 Ottawa" above "Canada").
  if (location && !location.city) {
    const country = location.country;
    const city = lines.map((l) => knownPlaceIn(l.text, places)).find((p) => p?.city && (!country || p.country === country));
    if (city) location = { city: city.city, country: country ?? city.country };
  }
  // No line names a country or a state: a city the gazetteer knows, with or without a postcode;
  // else an address with a postcode anywhere but in the entries (a page footer, a closing line).
  for (let i = 0; i < lines.length && !location; i++) {
    const cells = addressCells(lines[i]);
    location = knownPlaceIn(cells === lines[i].parts ? lines[i].text : cells.join(', '), places);
  }
  for (const l of doc.lines) {
    if (location) break;
    if (l.section !== 'experience' && l.section !== 'education') location = knownPlaceIn(l.text, places, { addressOnly: true });
  }
  return location;
}
