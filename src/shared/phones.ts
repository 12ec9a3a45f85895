/**
 * The multi-number phone form's rules of spec §5, as pure functions the web form (and any server
 * check) share:
 * - required → both the country code and the number are set ('phone_number_required');
 * - a number that is not plausible gives 'phone_number_plausible';
 * - duplicates are removed on load; a number starting with + and a 1–3 digit calling code is split
 *   into code and number;
 * - no entries → one empty row; removing the last row adds a new empty one;
 * - a new row takes the previous row's country, else the organisation's default country, else GB.
 *
 * "Plausible" means `isValid()` of libphonenumber-js with its `/max` metadata: the number has a
 * length *and* a prefix that the country's real numbering plan allocates (a mobile, fixed-line,
 * toll-free… range). `isPossible()` checks the length alone and would accept "+44 1111 111111";
 * a CV goes to clients, so a number that no operator can route is not worth printing.
 */
import { getCountries, getCountryCallingCode, Metadata, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { DEFAULT_COUNTRY_CODE } from './constants.js';
import { MESSAGES } from './validation.js';

/** A country of the phone country-code select (§3: name, code with plus sign, ISO2 country code). */
export type PhoneCode = { name: string; code: string; country_code: string };
export type PhoneEntry = { code: PhoneCode | null; number: string };

export type PhoneErrorKey = 'phone_number_required' | 'phone_number_plausible';
export const PHONE_ERROR_MESSAGES: Record<PhoneErrorKey, string> = {
  phone_number_required: MESSAGES.validPhone,
  phone_number_plausible: MESSAGES.phonePlausible,
};

const isCountry = (c: string | null | undefined): c is CountryCode => !!c && getCountries().includes(c.toUpperCase() as CountryCode);

/** "+44" for a country (null when libphonenumber does not know it). */
export function callingCodeOf(countryCode: string): string | null {
  return isCountry(countryCode) ? `+${getCountryCallingCode(countryCode.toUpperCase() as CountryCode)}` : null;
}

/** The runtime's country names per locale, made once each (making one costs more than many look-ups). */
const regionNames = new Map<string, Intl.DisplayNames | null>();

/** Country names for the fallback list: the runtime's own names, else the ISO code. */
function countryName(country: string, locale: string): string {
  let names = regionNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  try {
    return names?.of(country) ?? country;
  } catch {
    return country;
  }
}

/** A phone code for an ISO2 country (name in `locale`). */
export function phoneCodeFor(countryCode: string, locale = 'en'): PhoneCode | null {
  const code = callingCodeOf(countryCode);
  return code ? { name: countryName(countryCode.toUpperCase(), locale), code, country_code: countryCode.toUpperCase() } : null;
}

/** Every country libphonenumber knows, sorted by name: the fallback when the server's list fails (§8). */
export function allPhoneCodes(locale = 'en'): PhoneCode[] {
  return getCountries()
    .map((c) => phoneCodeFor(c, locale)!)
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The country a new row starts with (§5): the previous row's, else the organisation's, else GB. */
export function defaultPhoneCountry(rows: readonly PhoneEntry[], organisationCountry?: string | null): string {
  const previous = [...rows].reverse().find((r) => r.code?.country_code)?.code?.country_code;
  if (previous) return previous;
  if (isCountry(organisationCountry)) return organisationCountry.toUpperCase();
  return DEFAULT_COUNTRY_CODE;
}

export function newPhoneRow(rows: readonly PhoneEntry[], organisationCountry?: string | null, locale = 'en'): PhoneEntry {
  return { code: phoneCodeFor(defaultPhoneCountry(rows, organisationCountry), locale), number: '' };
}

/** Adds a row after the others. */
export function addPhoneRow(rows: readonly PhoneEntry[], organisationCountry?: string | null, locale = 'en'): PhoneEntry[] {
  return [...rows, newPhoneRow(rows, organisationCountry, locale)];
}

/** Removes a row; removing the last one leaves one new empty row (§5). */
export function removePhoneRow(rows: readonly PhoneEntry[], index: number, organisationCountry?: string | null, locale = 'en'): PhoneEntry[] {
  const next = rows.filter((_, i) => i !== index);
  return next.length ? next : [newPhoneRow([], organisationCountry, locale)];
}

const mainCountryOf = (callingCode: string): string | undefined =>
  (new Metadata() as unknown as { metadata: { country_calling_codes: Record<string, string[]> } }).metadata.country_calling_codes[callingCode]?.[0];

/**
 * Splits "+44 7911 123456" into the code +44 and the number "7911 123456" (§5: a number starting with
 * a plus and 1 to 3 digits). The calling code is found by libphonenumber (so "+4479…" splits too);
 * the country is the number's own, else `preferred` when it shares the code, else the code's main
 * country. Answers null when the text is not an international number.
 */
export function splitInternationalNumber(text: string, preferred?: string | null, locale = 'en'): PhoneEntry | null {
  const trimmed = text.trim();
  if (!/^\+\d/.test(trimmed)) return null;
  const parsed = parsePhoneNumberFromString(trimmed);
  let callingCode = parsed?.countryCallingCode as string | undefined;
  let rest: string;
  if (callingCode) {
    rest = trimmed
      .slice(1)
      .replace(/^[\s-]*/, '')
      .slice(callingCode.length)
      .replace(/^[\s\-.()]+/, '');
  } else {
    const m = /^\+(\d{1,3})[\s\-.()]+(.*)$/.exec(trimmed);
    if (!m) return null;
    [, callingCode, rest] = m;
  }
  const candidates = getCountries().filter((c) => getCountryCallingCode(c) === callingCode);
  const country =
    (parsed?.country && candidates.includes(parsed.country) && parsed.country) ||
    (preferred && candidates.includes(preferred.toUpperCase() as CountryCode) && preferred.toUpperCase()) ||
    mainCountryOf(callingCode) ||
    candidates[0];
  const code = country ? phoneCodeFor(country, locale) : null;
  return code ? { code, number: rest } : null;
}

const digits = (s: string) => s.replace(/\D/g, '');

/** Two rows are the same phone when they dial the same E.164 number (else: same code and digits). */
function phoneKey(row: PhoneEntry): string {
  const country = row.code?.country_code;
  const parsed = parsePhoneNumberFromString(row.number.trim(), isCountry(country) ? (country.toUpperCase() as CountryCode) : undefined);
  return parsed ? parsed.number : `${row.code?.code ?? ''}|${digits(row.number)}`;
}

/**
 * The rows the form starts with (§5): international numbers split into code and number, duplicates
 * (same calling code and digits) removed, and one empty row when there is nothing.
 */
export function normalisePhones(entries: readonly PhoneEntry[] | null | undefined, organisationCountry?: string | null, locale = 'en'): PhoneEntry[] {
  const rows: PhoneEntry[] = [];
  const seen = new Set<string>();
  for (const entry of entries ?? []) {
    if (!entry) continue;
    let row: PhoneEntry = { code: entry.code ?? null, number: entry.number ?? '' };
    const split = splitInternationalNumber(row.number, row.code?.country_code ?? organisationCountry, locale);
    if (split) row = split;
    if (!digits(row.number)) continue;
    const key = phoneKey(row);
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(row);
  }
  return rows.length ? rows : [newPhoneRow([], organisationCountry, locale)];
}

/** The rows worth storing: the ones with a number. */
export const filledPhones = (rows: readonly PhoneEntry[] | null | undefined): PhoneEntry[] => (rows ?? []).filter((r) => digits(r.number ?? '') !== '');

/** Whether the number is plausible for the code's country (see the note at the top of this file). */
export function isPlausiblePhone(entry: PhoneEntry): boolean {
  const country = entry.code?.country_code;
  const parsed = parsePhoneNumberFromString(entry.number.trim(), isCountry(country) ? (country.toUpperCase() as CountryCode) : undefined);
  return !!parsed && parsed.isValid();
}

/**
 * The §5 problem of one row, or null. A required row needs both code and number; an optional row may
 * stay empty, but once a number is typed it needs a country code and must be plausible.
 */
export function phoneError(entry: PhoneEntry, options: { required?: boolean } = {}): PhoneErrorKey | null {
  const hasNumber = digits(entry.number ?? '') !== '';
  const hasCode = !!entry.code?.code;
  if (options.required && (!hasNumber || !hasCode)) return 'phone_number_required';
  if (!hasNumber) return null;
  if (!hasCode && !entry.number.trim().startsWith('+')) return 'phone_number_required';
  return isPlausiblePhone(entry) ? null : 'phone_number_plausible';
}

/**
 * Errors of a whole form by row index. `required` means the form needs at least one number: the
 * first row is then checked as required, the others as optional.
 */
export function phoneErrors(rows: readonly PhoneEntry[], options: { required?: boolean } = {}): Record<number, PhoneErrorKey> {
  const errors: Record<number, PhoneErrorKey> = {};
  rows.forEach((row, i) => {
    const e = phoneError(row, { required: options.required && i === 0 });
    if (e) errors[i] = e;
  });
  return errors;
}

/** Text around a number that libphonenumber may drop without losing anything: an extension marker. */
const EXTENSION_TAIL = /(?:[,;]?\s*(?:ext\.?|extn\.?|extension|x|#)\s*\d{1,7})$/i;
/** What a phone number may be written with besides its digits. */
const PHONE_CHARACTERS = /^[\d\s+().\-/\u00a0\u2010-\u2015]*$/;

/**
 * A phone number as shown everywhere (the CV, its Word export, the contact details): the
 * international format of libphonenumber ("+31 06 1234 5678" → "+31 6 12345678", the trunk 0
 * dropped after the country code; an extension kept as " ext. 12").
 *
 * The number is read in this order: its own international prefix ("+32 …", or "0031 …" where 00
 * dials abroad); else the entry's country code; else `fallbackCountry`, the country the number
 * most likely belongs to when nothing else says (the candidate's location for a candidate, the
 * organisation's country for its consultants and offices). A number that does not read as a
 * possible phone number, or that holds other words, stays as written (trimmed, after its entry's
 * code), so no digit is ever lost; so does a read whose digits would not end the written digits.
 */
export function formatPhone(entry: PhoneEntry | string, fallbackCountry?: string | null): string {
  const { code, number } = typeof entry === 'string' ? { code: null, number: entry } : entry;
  const written = number.trim().replace(/\s+/g, ' ');
  const asWritten = code?.code && !written.startsWith('+') ? `${code.code} ${written}` : written;
  if (!digits(written) || !PHONE_CHARACTERS.test(written.replace(EXTENSION_TAIL, ''))) return asWritten;

  const callingCode = code?.code?.replace(/\D/g, '') || undefined;
  const entryCountry = isCountry(code?.country_code) && (!callingCode || getCountryCallingCode(code.country_code.toUpperCase() as CountryCode) === callingCode) ? (code.country_code.toUpperCase() as CountryCode) : undefined;
  const country = entryCountry ?? (!callingCode && isCountry(fallbackCountry) ? (fallbackCountry.toUpperCase() as CountryCode) : undefined);
  const reads = [
    () => parsePhoneNumberFromString(written, { defaultCountry: country, defaultCallingCode: country ? undefined : callingCode }),
    // "0031 6…" read without a country that dials abroad with 00.
    () => (/^00[1-9]/.test(written) ? parsePhoneNumberFromString(`+${written.slice(2)}`) : undefined),
  ];
  for (const read of reads) {
    const parsed = read();
    if (!parsed?.isPossible()) continue;
    const shown = `${parsed.nationalNumber}${parsed.ext ?? ''}`;
    if (digits(written).endsWith(shown)) return parsed.formatInternational();
  }
  return asWritten;
}
