/**
 * The §5 phone country lookup: a query matches a country by its calling code with a plus ("+31"),
 * its exact country code ("NL", or the calling-code digits "31"), or part of its name ("neth",
 * accents ignored). Pure: the list is passed in (the server owns the data).
 */

/** `aliases`: other names that match too ("UK", "USA"), never shown. */
export type CountryEntry = { name: string; country_code: string; calling_code: string; aliases?: readonly string[] };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim();

/**
 * The countries matching `query`, best first: exact codes, then calling codes starting with the
 * typed digits, then names starting with the query, then names containing it; the list's order
 * within each group. A blank query answers the whole list.
 */
export function matchCountries<T extends CountryEntry>(countries: readonly T[], query: string): T[] {
  const q = fold(query);
  if (!q) return [...countries];
  const plus = /^\+\s*(\d{1,4})$/.exec(q);
  const digits = plus ? plus[1] : /^\d{1,4}$/.test(q) ? q : null;
  const scored: { country: T; score: number; index: number }[] = [];
  countries.forEach((country, index) => {
    let score = -1;
    if (digits !== null) {
      if (country.calling_code === digits) score = 0;
      else if (plus && country.calling_code.startsWith(digits)) score = 1;
    } else {
      const names = [country.name, ...(country.aliases ?? [])].map(fold);
      if (country.country_code.toLowerCase() === q || names.includes(q)) score = 0;
      else if (names.some((name) => name.startsWith(q))) score = 2;
      else if (names.some((name) => name.includes(q))) score = 3;
    }
    if (score >= 0) scored.push({ country, score, index });
  });
  return scored.sort((a, b) => a.score - b.score || a.index - b.index).map((s) => s.country);
}
