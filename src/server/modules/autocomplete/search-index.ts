/**
 * An in-memory typeahead index over a fixed vocabulary (skills, companies, industries). Pure: no
 * I/O; built once per vocabulary, then `search` answers in well under a millisecond for a few
 * thousand terms (bench/autocomplete.ts measures it).
 *
 * Normalisation (`foldText`, `searchKey`): case and diacritics are folded ("Zürich" → "zurich"); the
 * characters that carry meaning in skill names stay: `#` and `+` ("C#", "C++"), `&` ("R&D").
 * Joining punctuation inside a word is dropped, so "S/4HANA" → "s4hana", "Node.js" → "nodejs",
 * ".NET" → "net", "e-commerce" → "ecommerce"; the parts are indexed as words too ("node", "js").
 *
 * Ranking, best first: 0 exact; 1 the whole term starts with the query; 2 every query word starts a
 * word of the term; 3 typo-tolerant (Damerau–Levenshtein, optimal string alignment, between a query
 * word and a word prefix: ≤ 1 for 4–7 characters, ≤ 2 for 8+; shorter query words must match
 * exactly as prefixes). Ties: fewer typos, higher weight (more common), shorter, alphabetical.
 */

export type IndexEntry<T> = { name: string; value: T; weight?: number };

export type SearchIndex<T> = {
  readonly size: number;
  /** At most `limit` (default and cap 10) values, best first; [] for a blank query. */
  search(query: string, limit?: number): T[];
  /** The first `limit` values in alphabetical order of their names. */
  first(limit: number): T[];
};

export const MAX_RESULTS = 10;

const SPECIAL_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h' };

/** Lower case without diacritics; every other character kept. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæøœłđðþıħ]/g, (c) => SPECIAL_LETTERS[c] ?? c);
}

/** Characters that end a word. Everything that is not a letter, digit or one of `#+&.-/'_` separates. */
const SEPARATORS = /[^\p{L}\p{N}#+&.\-/'’_]+/u;
/** Characters that join the parts of one word ("S/4HANA", "Node.js", "e-commerce", "O'Reilly"). */
const JOINERS = /[.\-/'’_]+/g;

/** The words of a text as compared: folded, joining punctuation dropped ("SAP S/4HANA" → ["sap", "s4hana"]). */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  for (const raw of foldText(text).split(SEPARATORS)) {
    const word = raw.replace(JOINERS, '');
    if (word) words.push(word);
  }
  return words;
}

/** The whole text as compared: its words joined by one space. */
export const searchKey = (text: string): string => searchWords(text).join(' ');

/** Words of a term for word-prefix matching: the joined words plus their parts ("node.js" → nodejs, node, js). */
function termWords(name: string): string[] {
  const out = new Set<string>();
  for (const raw of foldText(name).split(SEPARATORS)) {
    const joined = raw.replace(JOINERS, '');
    if (!joined) continue;
    out.add(joined);
    for (const part of raw.split(JOINERS)) if (part && part !== joined) out.add(part);
  }
  return [...out];
}

/** The allowed typo distance for a query word of this length. */
export const typoBudget = (length: number): number => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

/**
 * Smallest optimal-string-alignment distance between `query` and any prefix of `word` whose length
 * is within `max` of the query's; answers max + 1 when above `max`. Reuses the row buffers.
 */
const rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];
export function prefixDistance(query: string, word: string, max: number): number {
  const n = query.length;
  const m = Math.min(word.length, n + max);
  if (m < n - max) return max + 1;
  if (m + 1 > rows[0].length) for (let i = 0; i < 3; i++) rows[i] = new Int32Array(m + 1);
  let prev2 = rows[0];
  let prev = rows[1];
  let cur = rows[2];
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    const qc = query.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const wc = word.charCodeAt(j - 1);
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (qc === wc ? 0 : 1));
      if (i > 1 && j > 1 && qc === word.charCodeAt(j - 2) && query.charCodeAt(i - 2) === wc) d = Math.min(d, prev2[j - 2] + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  let best = max + 1;
  for (let j = Math.max(0, n - max); j <= m; j++) if (prev[j] < best) best = prev[j];
  return best;
}

type Term<T> = { name: string; value: T; key: string; words: string[]; weight: number; sortName: string };
type Hit = { term: number; rank: number; typos: number };

export function buildSearchIndex<T>(entries: readonly IndexEntry<T>[]): SearchIndex<T> {
  const terms: Term<T>[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const key = searchKey(entry.name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    terms.push({ name: entry.name, value: entry.value, key, words: termWords(entry.name), weight: entry.weight ?? 0, sortName: foldText(entry.name) });
  }
  /** Each distinct word → the terms that contain it: typo matching visits each word once. */
  const wordTerms = new Map<string, number[]>();
  terms.forEach((term, i) => {
    for (const word of term.words) {
      const list = wordTerms.get(word);
      if (list) list.push(i);
      else wordTerms.set(word, [i]);
    }
  });
  const distinctWords = [...wordTerms.keys()];
  const alphabetical = terms.map((_, i) => i).sort((a, b) => terms[a].sortName.localeCompare(terms[b].sortName, 'en'));

  function compare(a: Hit, b: Hit): number {
    const ta = terms[a.term];
    const tb = terms[b.term];
    return a.rank - b.rank || a.typos - b.typos || tb.weight - ta.weight || ta.name.length - tb.name.length || ta.sortName.localeCompare(tb.sortName, 'en');
  }

  function search(query: string, limit = MAX_RESULTS): T[] {
    const max = Math.max(0, Math.min(limit, MAX_RESULTS));
    const qWords = searchWords(query.slice(0, 200));
    if (qWords.length === 0 || max === 0) return [];
    const qKey = qWords.join(' ');
    const hits = new Map<number, Hit>();
    const record = (term: number, rank: number, typos: number) => {
      const old = hits.get(term);
      if (!old || rank < old.rank || (rank === old.rank && typos < old.typos)) hits.set(term, { term, rank, typos });
    };

    // Ranks 0–2: exact, whole-term prefix, every query word starts some word of the term.
    for (let i = 0; i < terms.length; i++) {
      const term = terms[i];
      if (term.key === qKey) record(i, 0, 0);
      else if (term.key.startsWith(qKey)) record(i, 1, 0);
      else if (qWords.every((q) => term.words.some((w) => w.startsWith(q)))) record(i, 2, 0);
    }

    // Rank 3: each query word matches a word of the term as a prefix, with typos where allowed.
    if (hits.size < max) {
      const perWord: Map<number, number>[] = qWords.map((q) => {
        const budget = typoBudget(q.length);
        const found = new Map<number, number>();
        for (const word of distinctWords) {
          const d = word.startsWith(q) ? 0 : budget > 0 ? prefixDistance(q, word, budget) : budget + 1;
          if (d > budget) continue;
          for (const t of wordTerms.get(word)!) {
            const old = found.get(t);
            if (old === undefined || d < old) found.set(t, d);
          }
        }
        return found;
      });
      perWord.sort((a, b) => a.size - b.size);
      for (const [t, d0] of perWord[0]) {
        if (hits.has(t)) continue;
        let typos = d0;
        let all = true;
        for (let k = 1; k < perWord.length && all; k++) {
          const d = perWord[k].get(t);
          if (d === undefined) all = false;
          else typos += d;
        }
        if (all && typos > 0) record(t, 3, typos);
      }
    }

    return [...hits.values()]
      .sort(compare)
      .slice(0, max)
      .map((hit) => terms[hit.term].value);
  }

  return {
    size: terms.length,
    search,
    first: (limit) => alphabetical.slice(0, Math.max(0, limit)).map((i) => terms[i].value),
  };
}
