/**
 * The candidate search held in memory (decision 022, fifth round): one organisation's search rows as
 * columns and inverted lists, answering what `buildSearch` asks of SQL — the audience's rows, the tag
 * rules, the text, every filter, the §9 score, the relevance, the order, the count and the facets —
 * without visiting a row per match in the database. PostgreSQL keeps the rows and the hits; this
 * holds what a search reads, fed by the projection's changes (./index-feed.ts). Pure: no I/O.
 *
 * Rows live in slots. A changed row takes a new slot and its old one is marked dead, so the inverted
 * lists only ever grow at their ends and stay sorted; when a third of the slots are dead they are
 * compacted.
 */
import { DISTANCE_UNITS, SKILL_MOD, SEARCH_SCORES, DEFAULT_DISTANCE_UNIT, type SearchFacet, type SearchParams } from '../../../shared/schemas/search.js';
import { skillKey } from './document.js';
import { distanceM, EARTH_RADIUS_M } from './geo.js';
import { FACET_VALUES_MAX, queryWords, RELEVANCE_WEIGHTS, type Audience } from './repository.js';

/** A CV's words of one audience's text: all of them, and those of its name and title (A) and skills (B), which rank. */
export type IndexText = { words: string[]; a: string[]; b: string[] };

/** A search row as the index reads it from `candidate_search` (./index-feed.ts). */
export type IndexRow = {
  id: number;
  marketplace: boolean;
  hidden: boolean;
  readyForReview: boolean;
  isSpecCv: boolean;
  full: IndexText;
  anon: IndexText;
  sortName: string;
  fullTitle: string | null;
  anonTitle: string | null;
  skills: string[];
  topSkills: string[];
  listIds: number[];
  jobPostIds: number[];
  employeeId: number | null;
  fullCompany: string | null;
  anonCompany: string | null;
  tenure: number | null;
  experienceTime: number | null;
  associationNames: string[];
  geoLats: number[];
  geoLngs: number[];
  /** permanent, contract, hourly, daily: min then max of each; null when absent. */
  salary: (number | null)[];
  updatedAt: number;
};

type Typed = Int32Array | Uint8Array | Int8Array | Uint16Array | Float64Array;

/** A text index's words and lists for a snapshot: each word's list in `slots` and `ranks` (views), laid end to end. */
type TextParts = { words: string[]; offsets: Int32Array; slots: Int32Array[]; ranks: Uint8Array[] };

/**
 * An index as a snapshot holds it (./snapshot.ts): its counts, its numbers by name (an array, or
 * pieces laid end to end) and its strings by name. `CandidateIndex.fromParts` reads them back, with
 * every piece joined.
 */
export type IndexParts = {
  counts: { size: number; dead: number };
  arrays: Record<string, Typed | Typed[]>;
  strings: Record<string, string[]>;
};
export type JoinedParts = { counts: IndexParts['counts']; arrays: Record<string, Typed>; strings: Record<string, string[]> };
const grown = <T extends Typed>(a: T, length: number): T => {
  const b = new (a.constructor as new (n: number) => T)(length);
  b.set(a);
  return b;
};

/** A growable list of 32-bit integers. */
class IntList {
  values: Int32Array = new Int32Array(4);
  length = 0;
  push(v: number) {
    // A list read from a snapshot is exactly as long as its values, maybe none.
    if (this.length === this.values.length) this.values = grown(this.values, Math.max(4, this.values.length * 2));
    this.values[this.length++] = v;
  }
  view() {
    return this.values.subarray(0, this.length);
  }
}

/** A growable list of doubles. */
class FloatList {
  values = new Float64Array(4);
  length = 0;
  push(v: number) {
    // A list read from a snapshot is exactly as long as its values, maybe none.
    if (this.length === this.values.length) this.values = grown(this.values, Math.max(4, this.values.length * 2));
    this.values[this.length++] = v;
  }
}

const CHUNK_BITS = 20;
const CHUNK = 1 << CHUNK_BITS;

/** A list of 32-bit integers in chunks of a million (the first grows up to one): a long list grows without copying what it holds. */
class ChunkedList {
  readonly chunks: Int32Array[] = [];
  length = 0;
  push(v: number) {
    const at = this.length & (CHUNK - 1);
    const chunks = this.chunks;
    if (at === 0) chunks.push(new Int32Array(chunks.length ? CHUNK : 1024));
    else if (at === chunks[chunks.length - 1].length) chunks[chunks.length - 1] = grown(chunks[chunks.length - 1], Math.min(CHUNK, at * 2));
    chunks[chunks.length - 1][at] = v;
    this.length++;
  }
  at(i: number): number {
    return this.chunks[i >>> CHUNK_BITS][i & (CHUNK - 1)];
  }
}

/**
 * A word's slots (ascending) and how each ranks it (2: name or title, 1: skills, 0: elsewhere). A list
 * built in bulk is a view of its text index's shared arrays, exactly as long as its entries; a push
 * then copies it out (the lists grow only at their ends).
 */
class Postings {
  slots = new IntList();
  ranks: Uint8Array = new Uint8Array(4);
  static over(slots: Int32Array, ranks: Uint8Array): Postings {
    const p = new Postings();
    p.slots.values = slots;
    p.slots.length = slots.length;
    p.ranks = ranks;
    return p;
  }
  push(slot: number, rank: number) {
    const at = this.slots.length;
    this.slots.push(slot);
    if (at >= this.ranks.length) this.ranks = grown(this.ranks, Math.max(4, this.ranks.length * 2));
    this.ranks[at] = rank;
  }
}

/** Strings as small integers (skills, companies, associations, titles). */
class Dictionary {
  readonly ids = new Map<string, number>();
  readonly values: string[] = [];
  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(value, id);
      this.values.push(value);
    }
    return id;
  }
}

/** Below this many entries waiting, they are pushed one by one; above it, grouped by word first. */
const BULK_ENTRIES = 4_096;

/**
 * The words of one audience's text: an inverted list per word, and the words sorted for prefixes.
 * Rows added are noted as (word, rank) entries per slot and put into the lists on the next read, all
 * at once: a first read of many rows groups them by word into two shared arrays (no list grown
 * entry by entry, no spare capacity), a catch-up's few rows are pushed onto their lists.
 */
class TextIndex {
  readonly #words = new Dictionary();
  /** Per word id; a word without entries has none or an empty list. */
  #postings: (Postings | undefined)[] = [];
  #sorted: string[] | null = null;
  /** Entries added since the last read, each a word id and its rank (`id << 2 | rank`), and per row its slot and where its entries end. */
  #pending = new ChunkedList();
  #pendingRows = new IntList();
  /** Per word id, the rank it has in the row being added, when `#rankStamp` is that row's stamp. */
  #rankOf = new Uint8Array(0);
  #rankStamp = new Int32Array(0);
  #stamp = 0;

  #wordId(word: string): number {
    const id = this.#words.id(word);
    if (id >= this.#rankOf.length) {
      const n = Math.max(1024, this.#rankOf.length * 2);
      this.#rankOf = grown(this.#rankOf, n);
      this.#rankStamp = grown(this.#rankStamp, n);
    }
    return id;
  }

  add(slot: number, text: IndexText) {
    const stamp = ++this.#stamp;
    for (const [words, rank] of [[text.b, 1], [text.a, 2]] as const) {
      for (const word of words) {
        const id = this.#wordId(word);
        if (this.#rankStamp[id] !== stamp || this.#rankOf[id] < rank) this.#rankOf[id] = rank;
        this.#rankStamp[id] = stamp;
      }
    }
    for (const word of text.words) {
      const id = this.#wordId(word);
      this.#pending.push((id << 2) | (this.#rankStamp[id] === stamp ? this.#rankOf[id] : 0));
    }
    this.#pendingRows.push(slot);
    this.#pendingRows.push(this.#pending.length);
  }

  /** Puts the entries added since the last read into their lists (slots added later are higher: lists stay sorted). */
  #settle() {
    const pending = this.#pending;
    const n = pending.length;
    if (!n) return;
    const rows = this.#pendingRows.view();
    const postings = this.#postings;
    /** Each entry's word id, rank and slot, in the order added. */
    const visit = (entry: (word: number, rank: number, slot: number) => void) => {
      for (let r = 0, i = 0; r < rows.length; r += 2) {
        const slot = rows[r];
        for (const end = rows[r + 1]; i < end; i++) {
          const e = pending.at(i);
          entry(e >>> 2, e & 3, slot);
        }
      }
    };
    if (n < BULK_ENTRIES) {
      visit((word, rank, slot) => {
        let p = postings[word];
        if (!p) {
          postings[word] = p = new Postings();
          this.#sorted = null;
        }
        p.push(slot, rank);
      });
    } else {
      // Grouped by word (a counting sort, stable: each word's slots stay in order).
      const wordCount = this.#words.values.length;
      const start = new Int32Array(wordCount + 1);
      for (let i = 0; i < n; i++) start[(pending.at(i) >>> 2) + 1]++;
      for (let w = 0; w < wordCount; w++) start[w + 1] += start[w];
      const next = start.slice(0, wordCount);
      const groupedSlots = new Int32Array(n);
      const groupedRanks = new Uint8Array(n);
      visit((word, rank, slot) => {
        const at = next[word]++;
        groupedSlots[at] = slot;
        groupedRanks[at] = rank;
      });
      for (let w = 0; w < wordCount; w++) {
        const from = start[w];
        const to = start[w + 1];
        if (from === to) continue;
        const p = postings[w];
        if (!p || !p.slots.length) {
          postings[w] = Postings.over(groupedSlots.subarray(from, to), groupedRanks.subarray(from, to));
          this.#sorted = null;
        } else for (let i = from; i < to; i++) p.push(groupedSlots[i], groupedRanks[i]);
      }
    }
    this.#pending = new ChunkedList();
    this.#pendingRows = new IntList();
  }

  /** The word's list, if any CV has the word. */
  get(word: string): Postings | undefined {
    this.#settle();
    const id = this.#words.ids.get(word);
    const p = id === undefined ? undefined : this.#postings[id];
    return p?.slots.length ? p : undefined;
  }

  /** Every word with its list. */
  *entries(): Generator<[string, Postings]> {
    this.#settle();
    for (let id = 0; id < this.#postings.length; id++) {
      const p = this.#postings[id];
      if (p?.slots.length) yield [this.#words.values[id], p];
    }
  }

  /**
   * The words and their lists as a snapshot holds them (./snapshot.ts): per word id its slots and
   * ranks, laid end to end (`offsets[w]` to `offsets[w + 1]`). The lists are views of what the index
   * holds; they only grow past their ends, so the views stay as they are while the snapshot is written.
   */
  parts(): TextParts {
    this.#settle();
    const words = this.#words.values.slice();
    const offsets = new Int32Array(words.length + 1);
    // An empty piece first: the type of a list without words.
    const slots: Int32Array[] = [new Int32Array(0)];
    const ranks: Uint8Array[] = [new Uint8Array(0)];
    for (let w = 0; w < words.length; w++) {
      const p = this.#postings[w];
      const n = p?.slots.length ?? 0;
      offsets[w + 1] = offsets[w] + n;
      if (p && n) {
        slots.push(p.slots.view());
        ranks.push(p.ranks.subarray(0, n));
      }
    }
    return { words, offsets, slots, ranks };
  }

  /** A text index over a snapshot's words and lists (views of them: a list written to later is copied out). */
  static fromParts(parts: { words: string[]; offsets: Int32Array; slots: Int32Array; ranks: Uint8Array }): TextIndex {
    const { words, offsets, slots, ranks } = parts;
    if (offsets.length !== words.length + 1 || offsets[0] !== 0 || offsets[words.length] !== slots.length || ranks.length !== slots.length) throw new Error('text lists do not match their words');
    const t = new TextIndex();
    for (let w = 0; w < words.length; w++) {
      if (t.#words.id(words[w]) !== w) throw new Error('a word is listed twice');
      const from = offsets[w];
      const to = offsets[w + 1];
      if (to < from) throw new Error('text lists out of order');
      if (to > from) t.#postings[w] = Postings.over(slots.subarray(from, to), ranks.subarray(from, to));
    }
    t.#rankOf = new Uint8Array(Math.max(1024, words.length));
    t.#rankStamp = new Int32Array(t.#rankOf.length);
    return t;
  }

  /** Sets a word's list whole (compaction). */
  set(word: string, p: Postings) {
    this.#settle();
    this.#postings[this.#wordId(word)] = p;
    this.#sorted = null;
  }

  /** The words that start with `prefix`. */
  withPrefix(prefix: string): Postings[] {
    this.#settle();
    this.#sorted ??= [...this.entries()].map(([word]) => word).sort();
    const sorted = this.#sorted;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: Postings[] = [];
    for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix); i++) out.push(this.get(sorted[i])!);
    return out;
  }
}

const FLAG = { marketplace: 1, hidden: 2, ready: 4, spec: 8 } as const;
const NONE = -1;
const SALARY_TYPES_ORDER = ['permanent', 'contract', 'hourly', 'daily'] as const;
const RANK_POINTS = [0, RELEVANCE_WEIGHTS.B, RELEVANCE_WEIGHTS.A];
const DEGREES = 180 / Math.PI;
/** Bands of latitude of a twentieth of a degree (about 5.5 km) that a radius search reads its candidates from. */
const GEO_BAND_DEGREES = 0.05;
const GEO_BANDS = Math.ceil(180 / GEO_BAND_DEGREES);
const geoBand = (lat: number) => (Number.isFinite(lat) ? Math.min(GEO_BANDS - 1, Math.max(0, Math.floor((lat + 90) / GEO_BAND_DEGREES))) : 0);

export type MemoryAnswer = {
  /** The page, in order: agreement ids and scores. */
  page: { id: number; score: number }[];
  nbHits: number;
  facets?: Record<SearchFacet, Record<string, number>>;
};

/**
 * Per slot, a run of values in one shared list (skills, lists, points…): no object per CV. `start`
 * and `count` are the slot's run; runs are appended, so a slot written again leaves its old run as
 * garbage until the index compacts.
 */
class Runs<L extends IntList | FloatList> {
  start = new Int32Array(0);
  count = new Uint16Array(0);
  constructor(readonly list: L) {}
  grow(length: number) {
    this.start = grown(this.start, length);
    this.count = grown(this.count, length);
  }
  set(slot: number, values: ArrayLike<number>) {
    this.start[slot] = this.list.length;
    const n = Math.min(values.length, 65_535);
    this.count[slot] = n;
    for (let i = 0; i < n; i++) this.list.push(values[i]);
  }
  has(slot: number, value: number): boolean {
    const v = this.list.values;
    for (let i = this.start[slot], end = i + this.count[slot]; i < end; i++) if (v[i] === value) return true;
    return false;
  }
  /** Whether the slot's run holds any of `values`. */
  any(slot: number, values: Set<number>): boolean {
    const v = this.list.values;
    for (let i = this.start[slot], end = i + this.count[slot]; i < end; i++) if (values.has(v[i])) return true;
    return false;
  }
}

/** The list of `key` in these postings, made when it is the first. */
function posting(postings: Map<number, IntList>, key: number): IntList {
  let list = postings.get(key);
  if (!list) postings.set(key, (list = new IntList()));
  return list;
}

export class CandidateIndex {
  #size = 0;
  #capacity = 0;
  #dead = 0;
  #slotOf = new Map<number, number>();
  #ids = new Int32Array(0);
  #alive = new Uint8Array(0);
  #flags = new Uint8Array(0);
  #tenure = new Int8Array(0);
  #experience = new Int8Array(0);
  #employee = new Int32Array(0);
  #fullCompany = new Int32Array(0);
  #anonCompany = new Int32Array(0);
  #fullTitle = new Int32Array(0);
  #anonTitle = new Int32Array(0);
  #updated = new Float64Array(0);
  #salary = new Float64Array(0);
  #sortName: string[] = [];
  #skills = new Runs(new IntList());
  #topSkills = new Runs(new IntList());
  #lists = new Runs(new IntList());
  #jobs = new Runs(new IntList());
  #associations = new Runs(new IntList());
  /** Each CV's points as latitude, longitude pairs (`count` is twice the points). */
  #geo = new Runs(new FloatList());
  /** The points of the slots below `upTo` by bands of latitude, laid out by the first radius search after many rows came. */
  #geoBands: { start: Int32Array; slots: Int32Array; upTo: number } | null = null;
  #full = new TextIndex();
  #anon = new TextIndex();
  #skillPostings = new Map<number, IntList>();
  /** Per skill, the slots holding it both as a skill and as a top skill (the ones its score bonus goes to). */
  #topSkillPostings = new Map<number, IntList>();
  readonly #skillIds = new Dictionary();
  readonly #companies = new Dictionary();
  readonly #titles = new Dictionary();
  readonly #associationIds = new Dictionary();
  // Reused by every search (searches run one at a time): the matches and their scores and relevance.
  #matchSlots = new Int32Array(0);
  #matchScores = new Int32Array(0);
  #matchRanks = new Float64Array(0);
  #matchKeys = new Float64Array(0);
  /** Each slot's score beyond the must-haves' base, marked from skill lists by a search and cleared after it. */
  #scoreBoard = new Int32Array(0);

  /** The rows held (alive). */
  get size(): number {
    return this.#slotOf.size;
  }

  has(id: number): boolean {
    return this.#slotOf.has(id);
  }

  #grow(needed: number) {
    if (needed <= this.#capacity) return;
    const n = Math.max(needed, this.#capacity * 2, 64);
    this.#capacity = n;
    this.#ids = grown(this.#ids, n);
    this.#alive = grown(this.#alive, n);
    this.#flags = grown(this.#flags, n);
    this.#tenure = grown(this.#tenure, n);
    this.#experience = grown(this.#experience, n);
    this.#employee = grown(this.#employee, n);
    this.#fullCompany = grown(this.#fullCompany, n);
    this.#anonCompany = grown(this.#anonCompany, n);
    this.#fullTitle = grown(this.#fullTitle, n);
    this.#anonTitle = grown(this.#anonTitle, n);
    this.#updated = grown(this.#updated, n);
    this.#salary = grown(this.#salary, n * 8);
    for (const runs of this.#allRuns()) runs.grow(n);
  }

  #allRuns() {
    return this.#namedRuns().map(([, runs]) => runs);
  }

  #namedRuns() {
    return [['skills', this.#skills], ['topSkills', this.#topSkills], ['lists', this.#lists], ['jobs', this.#jobs], ['associations', this.#associations], ['geo', this.#geo]] as const;
  }

  /**
   * What a snapshot of the index holds (./snapshot.ts), taken now: views of the arrays up to the
   * slots in use, and a copy of `alive`, the one array a later write changes below them (every other
   * write fills new slots, appends past a list's end, or makes new arrays). So the index goes on
   * answering and following writes while the parts are written out, and they stay as they were taken.
   */
  parts(): IndexParts {
    const size = this.#size;
    const upTo = <T extends Typed>(a: T, n = size): T => a.subarray(0, n) as T;
    const arrays: IndexParts['arrays'] = {
      ids: upTo(this.#ids),
      alive: this.#alive.slice(0, size),
      flags: upTo(this.#flags),
      tenure: upTo(this.#tenure),
      experience: upTo(this.#experience),
      employee: upTo(this.#employee),
      fullCompany: upTo(this.#fullCompany),
      anonCompany: upTo(this.#anonCompany),
      fullTitle: upTo(this.#fullTitle),
      anonTitle: upTo(this.#anonTitle),
      updated: upTo(this.#updated),
      salary: upTo(this.#salary, size * 8),
    };
    const strings: IndexParts['strings'] = {
      sortName: this.#sortName.slice(0, size),
      skillIds: this.#skillIds.values.slice(),
      companies: this.#companies.values.slice(),
      titles: this.#titles.values.slice(),
      associationIds: this.#associationIds.values.slice(),
    };
    for (const [name, runs] of this.#namedRuns()) {
      arrays[`${name}.start`] = upTo(runs.start);
      arrays[`${name}.count`] = upTo(runs.count);
      arrays[`${name}.values`] = runs.list.values.subarray(0, runs.list.length);
    }
    for (const [name, text] of [['full', this.#full], ['anon', this.#anon]] as const) {
      const t = text.parts();
      strings[`${name}.words`] = t.words;
      arrays[`${name}.offsets`] = t.offsets;
      arrays[`${name}.slots`] = t.slots;
      arrays[`${name}.ranks`] = t.ranks;
    }
    for (const [name, postings] of [['skillPostings', this.#skillPostings], ['topSkillPostings', this.#topSkillPostings]] as const) {
      const keys = Int32Array.from(postings.keys());
      const offsets = new Int32Array(keys.length + 1);
      const slots: Int32Array[] = [new Int32Array(0)];
      keys.forEach((key, k) => {
        const list = postings.get(key)!.view();
        offsets[k + 1] = offsets[k] + list.length;
        slots.push(list);
      });
      arrays[`${name}.keys`] = keys;
      arrays[`${name}.offsets`] = offsets;
      arrays[`${name}.slots`] = slots;
    }
    return { counts: { size, dead: this.#dead }, arrays, strings };
  }

  /**
   * The index a snapshot's parts hold (`parts`, each piece joined). Its arrays are views of the
   * parts, written to in place or copied out as rows come. Throws when the parts do not fit
   * together (a missing or mistyped array, a length that is not the slots', a run or a list past its
   * array's end).
   */
  static fromParts(parts: JoinedParts): CandidateIndex {
    const { size, dead } = parts.counts;
    if (!Number.isSafeInteger(size) || size < 0 || !Number.isSafeInteger(dead) || dead < 0 || dead > size) throw new Error('the counts are not an index’s');
    const array = <T extends Typed>(name: string, type: new (n: number) => T, length?: number): T => {
      const a = parts.arrays[name];
      if (!(a instanceof type) || (length !== undefined && a.length !== length)) throw new Error(`the array ${name} is missing or not the slots' length`);
      return a;
    };
    const strings = (name: string, length?: number): string[] => {
      const s = parts.strings[name];
      if (!Array.isArray(s) || (length !== undefined && s.length !== length)) throw new Error(`the strings ${name} are missing or not the slots' length`);
      return s;
    };
    const index = new CandidateIndex();
    index.#size = size;
    index.#capacity = size;
    index.#dead = dead;
    index.#ids = array('ids', Int32Array, size);
    index.#alive = array('alive', Uint8Array, size);
    index.#flags = array('flags', Uint8Array, size);
    index.#tenure = array('tenure', Int8Array, size);
    index.#experience = array('experience', Int8Array, size);
    index.#employee = array('employee', Int32Array, size);
    index.#fullCompany = array('fullCompany', Int32Array, size);
    index.#anonCompany = array('anonCompany', Int32Array, size);
    index.#fullTitle = array('fullTitle', Int32Array, size);
    index.#anonTitle = array('anonTitle', Int32Array, size);
    index.#updated = array('updated', Float64Array, size);
    index.#salary = array('salary', Float64Array, size * 8);
    index.#sortName = strings('sortName', size);
    const dictionary = (target: Dictionary, name: string) => {
      for (const [i, value] of strings(name).entries()) if (target.id(value) !== i) throw new Error(`${name} lists a value twice`);
    };
    dictionary(index.#skillIds, 'skillIds');
    dictionary(index.#companies, 'companies');
    dictionary(index.#titles, 'titles');
    dictionary(index.#associationIds, 'associationIds');
    for (const [name, runs] of index.#namedRuns()) {
      runs.start = array(`${name}.start`, Int32Array, size);
      runs.count = array(`${name}.count`, Uint16Array, size);
      const values = runs.list instanceof FloatList ? array(`${name}.values`, Float64Array) : array(`${name}.values`, Int32Array);
      for (let s = 0; s < size; s++) if (runs.start[s] < 0 || runs.start[s] + runs.count[s] > values.length) throw new Error(`a run of ${name} is past its values`);
      runs.list.values = values as never;
      runs.list.length = values.length;
    }
    index.#full = TextIndex.fromParts({ words: strings('full.words'), offsets: array('full.offsets', Int32Array), slots: array('full.slots', Int32Array), ranks: array('full.ranks', Uint8Array) });
    index.#anon = TextIndex.fromParts({ words: strings('anon.words'), offsets: array('anon.offsets', Int32Array), slots: array('anon.slots', Int32Array), ranks: array('anon.ranks', Uint8Array) });
    for (const name of ['skillPostings', 'topSkillPostings'] as const) {
      const keys = array(`${name}.keys`, Int32Array);
      const offsets = array(`${name}.offsets`, Int32Array, keys.length + 1);
      const slots = array(`${name}.slots`, Int32Array);
      if (offsets[0] !== 0 || offsets[keys.length] !== slots.length) throw new Error(`${name} do not match their keys`);
      const postings = new Map<number, IntList>();
      keys.forEach((key, k) => {
        if (offsets[k + 1] < offsets[k]) throw new Error(`${name} out of order`);
        const list = new IntList();
        list.values = slots.subarray(offsets[k], offsets[k + 1]);
        list.length = list.values.length;
        postings.set(key, list);
      });
      if (name === 'skillPostings') index.#skillPostings = postings;
      else index.#topSkillPostings = postings;
    }
    for (let s = 0; s < size; s++) if (index.#alive[s]) index.#slotOf.set(index.#ids[s], s);
    if (index.#slotOf.size !== size - dead) throw new Error('the living slots are not the count');
    return index;
  }

  /** Adds or replaces these rows. */
  upsert(rows: readonly IndexRow[]): void {
    for (const row of rows) this.#put(row);
  }

  /** Removes these rows (ids not held are ignored). */
  remove(ids: readonly number[]): void {
    for (const id of ids) {
      const slot = this.#slotOf.get(id);
      if (slot === undefined) continue;
      this.#alive[slot] = 0;
      this.#slotOf.delete(id);
      this.#dead++;
    }
    this.#compactIfWasteful();
  }

  #put(row: IndexRow) {
    const old = this.#slotOf.get(row.id);
    if (old !== undefined) {
      this.#alive[old] = 0;
      this.#dead++;
    }
    const slot = this.#size++;
    this.#grow(this.#size);
    this.#slotOf.set(row.id, slot);
    this.#ids[slot] = row.id;
    this.#alive[slot] = 1;
    this.#flags[slot] = (row.marketplace ? FLAG.marketplace : 0) | (row.hidden ? FLAG.hidden : 0) | (row.readyForReview ? FLAG.ready : 0) | (row.isSpecCv ? FLAG.spec : 0);
    this.#tenure[slot] = row.tenure ?? NONE;
    this.#experience[slot] = row.experienceTime ?? NONE;
    this.#employee[slot] = row.employeeId ?? NONE;
    this.#fullCompany[slot] = row.fullCompany === null ? NONE : this.#companies.id(row.fullCompany);
    this.#anonCompany[slot] = row.anonCompany === null ? NONE : this.#companies.id(row.anonCompany);
    this.#fullTitle[slot] = row.fullTitle === null ? NONE : this.#titles.id(row.fullTitle);
    this.#anonTitle[slot] = row.anonTitle === null ? NONE : this.#titles.id(row.anonTitle);
    this.#updated[slot] = row.updatedAt;
    for (let k = 0; k < 8; k++) this.#salary[slot * 8 + k] = row.salary[k] ?? Number.NaN;
    this.#sortName[slot] = row.sortName;
    const skills = [...new Set(row.skills.map((s) => this.#skillIds.id(s)))];
    this.#skills.set(slot, skills);
    for (const s of skills) posting(this.#skillPostings, s).push(slot);
    const topSkills = [...new Set(row.topSkills.map((s) => this.#skillIds.id(s)))];
    this.#topSkills.set(slot, topSkills);
    for (const s of topSkills) if (skills.includes(s)) posting(this.#topSkillPostings, s).push(slot);
    this.#lists.set(slot, row.listIds);
    this.#jobs.set(slot, row.jobPostIds);
    this.#associations.set(slot, row.associationNames.map((a) => this.#associationIds.id(a)));
    this.#geo.set(slot, row.geoLats.flatMap((lat, i) => [lat, row.geoLngs[i]]));
    this.#full.add(slot, row.full);
    this.#anon.add(slot, row.anon);
  }

  /** Drops the dead slots when they are a third of all, renumbering the living in order (lists stay sorted). */
  #compactIfWasteful() {
    if (this.#dead < 1024 || this.#dead * 3 < this.#size) return;
    const renumber = new Int32Array(this.#size).fill(NONE);
    let next = 0;
    for (let s = 0; s < this.#size; s++) if (this.#alive[s]) renumber[s] = next++;
    const keepTyped = <T extends Typed>(a: T, per = 1): T => {
      const b = a.slice(0, next * per) as T;
      for (let s = 0; s < this.#size; s++) if (renumber[s] !== NONE) for (let k = 0; k < per; k++) b[renumber[s] * per + k] = a[s * per + k];
      return b;
    };
    const keepRuns = <L extends IntList | FloatList>(runs: Runs<L>, make: () => L): Runs<L> => {
      const fresh = new Runs(make());
      fresh.grow(next);
      for (let s = 0; s < this.#size; s++) {
        if (renumber[s] === NONE) continue;
        const start = runs.start[s];
        fresh.set(renumber[s], runs.list.values.subarray(start, start + runs.count[s]));
      }
      return fresh;
    };
    this.#ids = keepTyped(this.#ids);
    this.#alive = keepTyped(this.#alive);
    this.#flags = keepTyped(this.#flags);
    this.#tenure = keepTyped(this.#tenure);
    this.#experience = keepTyped(this.#experience);
    this.#employee = keepTyped(this.#employee);
    this.#fullCompany = keepTyped(this.#fullCompany);
    this.#anonCompany = keepTyped(this.#anonCompany);
    this.#fullTitle = keepTyped(this.#fullTitle);
    this.#anonTitle = keepTyped(this.#anonTitle);
    this.#updated = keepTyped(this.#updated);
    this.#salary = keepTyped(this.#salary, 8);
    this.#sortName = this.#sortName.filter((_, s) => renumber[s] !== NONE);
    this.#skills = keepRuns(this.#skills, () => new IntList());
    this.#topSkills = keepRuns(this.#topSkills, () => new IntList());
    this.#lists = keepRuns(this.#lists, () => new IntList());
    this.#jobs = keepRuns(this.#jobs, () => new IntList());
    this.#associations = keepRuns(this.#associations, () => new IntList());
    this.#geo = keepRuns(this.#geo, () => new FloatList());
    this.#geoBands = null;
    const remapText = (t: TextIndex) => {
      const fresh = new TextIndex();
      for (const [word, p] of t.entries()) {
        const q = new Postings();
        const slots = p.slots.view();
        for (let i = 0; i < slots.length; i++) if (renumber[slots[i]] !== NONE) q.push(renumber[slots[i]], p.ranks[i]);
        if (q.slots.length) fresh.set(word, q);
      }
      return fresh;
    };
    this.#full = remapText(this.#full);
    this.#anon = remapText(this.#anon);
    const remapPostings = (postings: Map<number, IntList>) => {
      const fresh = new Map<number, IntList>();
      for (const [id, list] of postings) {
        const kept = new IntList();
        for (const s of list.view()) if (renumber[s] !== NONE) kept.push(renumber[s]);
        if (kept.length) fresh.set(id, kept);
      }
      return fresh;
    };
    this.#skillPostings = remapPostings(this.#skillPostings);
    this.#topSkillPostings = remapPostings(this.#topSkillPostings);
    for (const [id, slot] of this.#slotOf) this.#slotOf.set(id, renumber[slot]);
    this.#size = next;
    this.#capacity = next;
    this.#dead = 0;
  }

  /**
   * A search as `buildSearch` defines it, for an audience: the page of ids and scores in order, the
   * number of matches, and the facets when asked for.
   */
  search(audience: Audience, params: SearchParams): MemoryAnswer {
    const client = audience === 'client';
    const text = client ? this.#anon : this.#full;
    const companyOf = client ? this.#anonCompany : this.#fullCompany;

    // The tag rules (buildSearch): required and refused flags.
    let required = client ? FLAG.marketplace : 0;
    let refused = 0;
    if (params.show_spec_cv) required |= FLAG.spec;
    if (client || !(params.show_all || params.show_spec_cv)) {
      if (client || !params.show_hidden) refused |= FLAG.hidden;
      if (client || !params.show_ready_review) refused |= FLAG.ready;
    }

    const f = params.filters;
    const skills = (f.skills ?? []).map((s) => ({ key: skillKey(s.name), mod: s.mod })).filter((s) => s.key);
    const idOf = (key: string) => this.#skillIds.ids.get(key) ?? NONE;
    const mustKeys = [...new Set(skills.filter((s) => s.mod === SKILL_MOD.mustHave).map((s) => s.key))];
    const must = mustKeys.map(idOf);
    const nice = [...new Set(skills.filter((s) => s.mod === SKILL_MOD.niceToHave).map((s) => s.key))].filter((k) => !mustKeys.includes(k)).map(idOf);
    const not = new Set([...new Set(skills.filter((s) => s.mod === SKILL_MOD.mustNotHave).map((s) => s.key))].map(idOf));
    not.delete(NONE);

    // The candidates: the text's matches, else a must-have skill's CVs, else those with a point in the
    // radius's band of latitudes, else every slot.
    const words = queryWords(params.query);
    const place = f.location ? nearness({ lat: f.location.lat, lng: f.location.lng }, f.location.radius * DISTANCE_UNITS[f.location.unit ?? DEFAULT_DISTANCE_UNIT]) : null;

    let candidates: Int32Array | null = null;
    let ranks: Float64Array | null = null;
    if (must.includes(NONE)) candidates = new Int32Array(0);
    else if (words.length) {
      const found = this.#textMatches(text, words);
      candidates = found.slots;
      ranks = found.ranks;
    } else if (must.length) {
      const lists: Int32Array[] = must.map((s) => this.#skillPostings.get(s)?.view() ?? new Int32Array(0)).sort((a, b) => a.length - b.length);
      candidates = lists.reduce((acc, l) => intersect(acc, l));
    } else if (place?.band) candidates = this.#slotsInBand(place.band.from, place.band.to);
    const location = place?.near ?? null;

    const lists = f.list_ids?.length ? new Set(f.list_ids) : null;
    const jobs = f.job_post_ids?.length ? new Set(f.job_post_ids) : null;
    // Names no row has match nothing (and never a row without a company).
    const known = (names: string[], dictionary: Dictionary) => new Set(names.flatMap((n) => dictionary.ids.get(n) ?? []));
    const companies = f.companies?.length ? known(f.companies, this.#companies) : null;
    const associations = f.associations?.length ? known(f.associations, this.#associationIds) : null;
    const employee = f.employee_id;
    const tenure = f.tenure && (f.tenure.min !== undefined || f.tenure.max !== undefined) ? f.tenure : null;
    const experience = f.experience_time && (f.experience_time.min !== undefined || f.experience_time.max !== undefined) ? f.experience_time : null;
    let salary: { lo: number; min?: number; max?: number } | null = null;
    if (f.salary) {
      const min = f.salary.min;
      let max = f.salary.max;
      if (min !== undefined && max !== undefined && min === max) max = max + 1;
      salary = { lo: SALARY_TYPES_ORDER.indexOf(f.salary.type) * 2, min, max };
    }
    const scored = must.length + nice.length > 0;
    const mustCheck = words.length > 0 && must.length > 0;

    const total = candidates ? candidates.length : this.#size;
    if (this.#matchSlots.length < total) {
      this.#matchSlots = new Int32Array(total);
      this.#matchScores = new Int32Array(total);
      this.#matchRanks = new Float64Array(total);
    }
    const matchSlots = this.#matchSlots;
    const matchScores = this.#matchScores;
    const matchRanks = this.#matchRanks;
    let n = 0;
    const alive = this.#alive;
    const flagsOf = this.#flags;
    const salaries = this.#salary;
    const geo = this.#geo;
    // The CVs with a must-not-have skill, marked from the skills' lists (not looked up per CV).
    let excluded: Uint8Array | null = null;
    if (not.size) {
      excluded = new Uint8Array(this.#size);
      for (const id of not) {
        const list = this.#skillPostings.get(id)?.view();
        if (list) for (let i = 0; i < list.length; i++) excluded[list[i]] = 1;
      }
    }
    // The scores beyond the must-haves' base, marked from the skills' lists when those are not much
    // longer than the candidates (a skill search without text), else counted per matching row.
    const board = scored ? this.#markScores(must, nice, total) : null;
    const base = must.length * SEARCH_SCORES.mustHave;
    // Nothing but the tags to check (every CV, a text alone): a loop without the per-row filters.
    const tagsOnly = !mustCheck && !not.size && !lists && !jobs && employee === undefined && !companies && !associations && !tenure && !experience && !salary && !location && !scored;
    for (let i = 0; tagsOnly && i < total; i++) {
      const slot = candidates ? candidates[i] : i;
      const flags = flagsOf[slot];
      if (!alive[slot] || (flags & required) !== required || flags & refused) continue;
      matchSlots[n] = slot;
      matchScores[n] = 0;
      matchRanks[n] = ranks ? ranks[i] : 0;
      n++;
    }
    for (let i = 0; !tagsOnly && i < total; i++) {
      const slot = candidates ? candidates[i] : i;
      if (!alive[slot]) continue;
      const flags = flagsOf[slot];
      if ((flags & required) !== required || flags & refused) continue;
      if (mustCheck && !must.every((m) => this.#skills.has(slot, m))) continue;
      if (excluded && excluded[slot]) continue;
      if (lists && !this.#lists.any(slot, lists)) continue;
      if (jobs && !this.#jobs.any(slot, jobs)) continue;
      if (employee !== undefined && this.#employee[slot] !== employee) continue;
      if (companies && !companies.has(companyOf[slot])) continue;
      if (associations && !this.#associations.any(slot, associations)) continue;
      if (tenure && !within(this.#tenure[slot], tenure)) continue;
      if (experience && !within(this.#experience[slot], experience)) continue;
      if (salary) {
        const lo = salaries[slot * 8 + salary.lo];
        const hi = salaries[slot * 8 + salary.lo + 1];
        if (Number.isNaN(lo) && Number.isNaN(hi)) continue;
        if (salary.min !== undefined && !((Number.isNaN(hi) ? lo : hi) >= salary.min)) continue;
        if (salary.max !== undefined && !((Number.isNaN(lo) ? hi : lo) <= salary.max)) continue;
      }
      if (location) {
        const points = geo.list.values;
        let near = false;
        for (let k = geo.start[slot], end = k + geo.count[slot]; k < end && !near; k += 2) near = location(points[k], points[k + 1]);
        if (!near) continue;
      }
      let score = 0;
      if (board) score = base + board[slot];
      else if (scored) {
        for (const m of must) score += SEARCH_SCORES.mustHave + (this.#topSkills.has(slot, m) ? SEARCH_SCORES.topSkill : 0);
        for (const s of nice) if (s !== NONE && this.#skills.has(slot, s)) score += this.#topSkills.has(slot, s) ? SEARCH_SCORES.niceToHaveTopSkill : SEARCH_SCORES.niceToHave;
      }
      matchSlots[n] = slot;
      matchScores[n] = score;
      matchRanks[n] = ranks ? ranks[i] : 0;
      n++;
    }

    if (board) this.#clearScores(must, nice);

    const wanted = (params.page + 1) * params.hitsPerPage;
    const ordered = topKByKey(n, wanted, this.#orderKeys(n, params, scored, words.length > 0), this.#comparator(audience, params, scored, words.length > 0));
    const page = ordered.slice(params.page * params.hitsPerPage).map((m) => ({ id: this.#ids[matchSlots[m]], score: matchScores[m] }));
    return { page, nbHits: n, ...(params.facets ? { facets: this.#facets(n, companyOf) } : {}) };
  }

  /** The skill lists whose slots a search's scores are marked on, with the points each adds (§9). */
  #scoreLists(must: number[], nice: number[]): { list: Int32Array; points: number }[] {
    const lists: { list: Int32Array; points: number }[] = [];
    const add = (postings: Map<number, IntList>, skill: number, points: number) => {
      const list = postings.get(skill)?.view();
      if (list?.length) lists.push({ list, points });
    };
    // A must-have skill is held by every match: its top-skill bonus is all it adds beyond the base.
    for (const m of must) add(this.#topSkillPostings, m, SEARCH_SCORES.topSkill);
    for (const s of nice) {
      add(this.#skillPostings, s, SEARCH_SCORES.niceToHave);
      add(this.#topSkillPostings, s, SEARCH_SCORES.niceToHaveTopSkill - SEARCH_SCORES.niceToHave);
    }
    return lists;
  }

  /**
   * Marks each slot's score beyond the must-haves' base on the board, from the skills' lists; null
   * (score per row instead) when the lists are much longer than the candidates, as with a text.
   */
  #markScores(must: number[], nice: number[], candidates: number): Int32Array | null {
    const lists = this.#scoreLists(must, nice);
    let marks = 0;
    for (const { list } of lists) marks += list.length;
    if (marks > candidates * 8) return null;
    if (this.#scoreBoard.length < this.#size) this.#scoreBoard = new Int32Array(this.#capacity);
    const board = this.#scoreBoard;
    for (const { list, points } of lists) for (let i = 0; i < list.length; i++) board[list[i]] += points;
    return board;
  }

  /** Leaves the board at zero again for the next search. */
  #clearScores(must: number[], nice: number[]) {
    const board = this.#scoreBoard;
    for (const { list } of this.#scoreLists(must, nice)) for (let i = 0; i < list.length; i++) board[list[i]] = 0;
  }

  /**
   * The slots with a point between these latitudes (and every slot added since the bands were laid
   * out), ascending, each once. The bands are laid out again when the slots added since are more than
   * a sixteenth of all.
   */
  #slotsInBand(from: number, to: number): Int32Array {
    const size = this.#size;
    if (!this.#geoBands || size - this.#geoBands.upTo > Math.max(4_096, size >> 4)) this.#geoBands = this.#layOutBands();
    const { start, slots, upTo } = this.#geoBands;
    const seen = new Uint8Array(size);
    for (let k = start[geoBand(from)], end = start[geoBand(to) + 1]; k < end; k++) seen[slots[k]] = 1;
    seen.fill(1, upTo);
    let n = 0;
    for (let s = 0; s < size; s++) n += seen[s];
    const out = new Int32Array(n);
    for (let s = 0, k = 0; s < size; s++) if (seen[s]) out[k++] = s;
    return out;
  }

  /** Every living slot's points grouped by band of latitude (a counting sort). */
  #layOutBands(): { start: Int32Array; slots: Int32Array; upTo: number } {
    const geo = this.#geo;
    const points = geo.list.values;
    const start = new Int32Array(GEO_BANDS + 1);
    const each = (visit: (band: number, slot: number) => void) => {
      for (let s = 0; s < this.#size; s++) {
        if (!this.#alive[s]) continue;
        for (let k = geo.start[s], end = k + geo.count[s]; k < end; k += 2) visit(geoBand(points[k]), s);
      }
    };
    each((band) => start[band + 1]++);
    for (let b = 0; b < GEO_BANDS; b++) start[b + 1] += start[b];
    const next = start.slice(0, GEO_BANDS);
    const slots = new Int32Array(start[GEO_BANDS]);
    each((band, slot) => (slots[next[band]++] = slot));
    return { start, slots, upTo: this.#size };
  }

  /** The facets of the first `n` matches. */
  #facets(n: number, companyOf: Int32Array): Record<SearchFacet, Record<string, number>> {
    const tenure = new Int32Array(128);
    const experience = new Int32Array(128);
    const companies = new Int32Array(this.#companies.values.length);
    const associations = new Int32Array(this.#associationIds.values.length);
    const runs = this.#associations;
    const [slots, tenureOf, experienceOf, runStart, runCount, runValues] = [this.#matchSlots, this.#tenure, this.#experience, runs.start, runs.count, runs.list.values];
    for (let i = 0; i < n; i++) {
      const slot = slots[i];
      const t = tenureOf[slot];
      if (t !== NONE) tenure[t]++;
      const e = experienceOf[slot];
      if (e !== NONE) experience[e]++;
      const c = companyOf[slot];
      if (c !== NONE) companies[c]++;
      for (let k = runStart[slot], end = k + runCount[slot]; k < end; k++) associations[runValues[k]]++;
    }
    // The most frequent values, then by value: the first FACET_VALUES_MAX of the counted ones (a bounded heap).
    const counted = (counts: Int32Array, name: (key: number) => string) => {
      const keys: number[] = [];
      for (let k = 0; k < counts.length; k++) if (counts[k]) keys.push(k);
      const order = (x: number, y: number) => counts[keys[y]] - counts[keys[x]] || (name(keys[x]) < name(keys[y]) ? -1 : name(keys[x]) > name(keys[y]) ? 1 : 0);
      return Object.fromEntries(topK(keys.length, FACET_VALUES_MAX, order).map((i) => [name(keys[i]), counts[keys[i]]]));
    };
    return {
      'current_experience.company_name': counted(companies, (k) => this.#companies.values[k]),
      tenure: counted(tenure, String),
      experience_time: counted(experience, String),
      'associations.company.name': counted(associations, (k) => this.#associationIds.values[k]),
    };
  }

  /** The slots whose text has every word (the last as a prefix), ascending, with their relevance. */
  #textMatches(text: TextIndex, words: string[]): { slots: Int32Array; ranks: Float64Array } {
    const none = { slots: new Int32Array(0), ranks: new Float64Array(0) };
    const lists: { slots: Int32Array; rank: Float64Array }[] = [];
    const ranked = (p: Postings) => {
      const slots = p.slots.view();
      const rank = new Float64Array(slots.length);
      for (let i = 0; i < slots.length; i++) rank[i] = RANK_POINTS[p.ranks[i]];
      return { slots, rank };
    };
    for (const word of words.slice(0, -1)) {
      const p = text.get(word);
      if (!p) return none;
      lists.push(ranked(p));
    }
    // The last word as a prefix: every word it starts, each slot's best relevance among them.
    const prefixed = text.withPrefix(words[words.length - 1]);
    if (!prefixed.length) return none;
    if (prefixed.length === 1) lists.push(ranked(prefixed[0]));
    else {
      const best = new Int8Array(this.#size).fill(-1);
      for (const p of prefixed) {
        const slots = p.slots.view();
        for (let i = 0; i < slots.length; i++) if (p.ranks[i] > best[slots[i]]) best[slots[i]] = p.ranks[i];
      }
      let count = 0;
      for (let s = 0; s < best.length; s++) if (best[s] >= 0) count++;
      const slots = new Int32Array(count);
      const rank = new Float64Array(count);
      for (let s = 0, k = 0; s < best.length; s++) {
        if (best[s] < 0) continue;
        slots[k] = s;
        rank[k++] = RANK_POINTS[best[s]];
      }
      lists.push({ slots, rank });
    }
    // Intersect, smallest first, summing the relevance of each word.
    lists.sort((a, b) => a.slots.length - b.slots.length);
    let slots = lists[0].slots;
    let ranks = Float64Array.from(lists[0].rank);
    for (const other of lists.slice(1)) {
      const keptSlots = new Int32Array(slots.length);
      const keptRanks = new Float64Array(slots.length);
      let n = 0;
      let j = 0;
      for (let i = 0; i < slots.length; i++) {
        j = seek(other.slots, slots[i], j);
        if (j < other.slots.length && other.slots[j] === slots[i]) {
          keptSlots[n] = slots[i];
          keptRanks[n++] = ranks[i] + other.rank[j];
        }
      }
      slots = keptSlots.subarray(0, n);
      ranks = keptRanks.subarray(0, n);
    }
    return { slots, ranks };
  }

  /**
   * A number per match that never puts a match before one `#comparator` puts first (higher first):
   * the score and relevance, or the recency, or the sorted column with the id; equal numbers are
   * left to the comparator. A sort by name or title has none (every match equal).
   */
  #orderKeys(n: number, params: SearchParams, scored: boolean, ranked: boolean): Float64Array {
    if (this.#matchKeys.length < n) this.#matchKeys = new Float64Array(this.#matchSlots.length);
    const keys = this.#matchKeys;
    const slots = this.#matchSlots;
    const by = params.sort?.by;
    if (by === 'name' || by === 'title') keys.fill(0, 0, n);
    else if (by) {
      const sign = params.sort!.order === 'asc' ? -1 : 1;
      const ids = this.#ids;
      const column = { tenure: this.#tenure, experience_time: this.#experience, updated_at: null }[by];
      for (let i = 0; i < n; i++) {
        const slot = slots[i];
        if (!column) keys[i] = sign * this.#updated[slot];
        else {
          const v = column[slot];
          // Tenure and experience are whole numbers below 128: value and id (the lower first) in one exact number; nulls last.
          keys[i] = v === NONE ? -(2 ** 50) - ids[slot] : sign * v * 2 ** 32 - ids[slot];
        }
      }
    } else {
      const scores = this.#matchScores;
      const ranks = this.#matchRanks;
      const updated = this.#updated;
      if (scored && ranked) for (let i = 0; i < n; i++) keys[i] = scores[i] * 2 ** 24 + ranks[i];
      else if (scored || ranked) {
        const first = scored ? scores : ranks;
        let most = 0;
        for (let i = 0; i < n; i++) most = Math.max(most, first[i]);
        // Score or relevance (whole numbers below 2,048) and the update time in milliseconds (below
        // 2^42, until 2109) in one exact number; else the score or relevance alone.
        const exact = most < 2 ** 11;
        for (let i = 0; i < n; i++) keys[i] = exact ? first[i] * 2 ** 42 + Math.max(0, Math.min(updated[slots[i]], 2 ** 42 - 1)) : first[i];
      } else for (let i = 0; i < n; i++) keys[i] = updated[slots[i]];
    }
    return keys;
  }

  /** The order of `hitOrder` over match numbers: the chosen column (nulls last, then id), else score, relevance, recency, id. */
  #comparator(audience: Audience, params: SearchParams, scored: boolean, ranked: boolean): (x: number, y: number) => number {
    const ids = this.#ids;
    const slots = this.#matchSlots;
    if (params.sort) {
      const sign = params.sort.order === 'asc' ? 1 : -1;
      const title = audience === 'client' ? this.#anonTitle : this.#fullTitle;
      const titles = this.#titles.values;
      const value: (slot: number) => string | number | null = {
        name: (s: number) => this.#sortName[s],
        title: (s: number) => (title[s] === NONE ? null : titles[title[s]]),
        experience_time: (s: number) => (this.#experience[s] === NONE ? null : this.#experience[s]),
        tenure: (s: number) => (this.#tenure[s] === NONE ? null : this.#tenure[s]),
        updated_at: (s: number) => this.#updated[s],
      }[params.sort.by];
      return (x, y) => {
        const a = value(slots[x]);
        const b = value(slots[y]);
        if (a !== b) {
          if (a === null) return 1;
          if (b === null) return -1;
          return (a < b ? -1 : 1) * sign;
        }
        return ids[slots[x]] - ids[slots[y]];
      };
    }
    const updated = this.#updated;
    const scores = this.#matchScores;
    const ranks = this.#matchRanks;
    return (x, y) =>
      (scored ? scores[y] - scores[x] : 0) || (ranked ? ranks[y] - ranks[x] : 0) || updated[slots[y]] - updated[slots[x]] || ids[slots[y]] - ids[slots[x]];
  }
}

/**
 * The test of a point's nearness to `centre` (within `metres`): a box first, then the exact distance;
 * with the band of latitudes the box spans (null where no box holds: around a pole, or across half
 * the globe).
 */
function nearness(centre: { lat: number; lng: number }, metres: number): { near: (lat: number, lng: number) => boolean; band: { from: number; to: number } | null } {
  const angular = metres / EARTH_RADIUS_M;
  const dLat = angular * DEGREES;
  const ratio = Math.sin(angular) / Math.cos(centre.lat / DEGREES);
  const boxed = centre.lat - dLat > -90 && centre.lat + dLat < 90 && ratio < 1;
  const dLng = boxed ? Math.asin(ratio) * DEGREES * 1.000001 + 1e-9 : 360;
  const latMargin = dLat * 1.000001 + 1e-9;
  return {
    near: (lat, lng) => {
      if (boxed) {
        if (Math.abs(lat - centre.lat) > latMargin) return false;
        const d = Math.abs(lng - centre.lng) % 360;
        if (Math.min(d, 360 - d) > dLng) return false;
      }
      return distanceM(centre, { lat, lng }) <= metres;
    },
    band: boxed ? { from: centre.lat - latMargin, to: centre.lat + latMargin } : null,
  };
}

const within = (value: number, r: { min?: number; max?: number }) => value !== NONE && (r.min === undefined || value >= r.min) && (r.max === undefined || value <= r.max);

/** The first index of a sorted list at or after `from` whose value is ≥ `target` (galloping, then binary). */
function seek(list: Int32Array, target: number, from: number): number {
  let step = 1;
  let hi = from;
  while (hi < list.length && list[hi] < target) {
    from = hi + 1;
    hi += step;
    step *= 2;
  }
  hi = Math.min(hi, list.length);
  while (from < hi) {
    const mid = (from + hi) >> 1;
    if (list[mid] < target) from = mid + 1;
    else hi = mid;
  }
  return from;
}

function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  let j = 0;
  for (let i = 0; i < a.length; i++) {
    j = seek(b, a[i], j);
    if (j < b.length && b[j] === a[i]) out[n++] = a[i];
  }
  return out.subarray(0, n);
}

/**
 * `topK` for many matches with a number each that `compare` never contradicts (`#orderKeys`): the
 * k-th highest number is found with numbers alone, and only the matches at or above it are compared.
 */
function topKByKey(n: number, k: number, keys: Float64Array, compare: (x: number, y: number) => number): number[] {
  if (n <= k * 4) return topK(n, k, compare);
  // A min-heap of the k highest numbers so far: its root is the k-th highest.
  const heap = Float64Array.from(keys.subarray(0, k));
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let least = i;
      if (l < k && heap[l] < heap[least]) least = l;
      if (r < k && heap[r] < heap[least]) least = r;
      if (least === i) return;
      const t = heap[i];
      heap[i] = heap[least];
      heap[least] = t;
      i = least;
    }
  };
  for (let i = (k >> 1) - 1; i >= 0; i--) down(i);
  for (let i = k; i < n; i++) {
    if (keys[i] > heap[0]) {
      heap[0] = keys[i];
      down(0);
    }
  }
  const threshold = heap[0];
  const kept: number[] = [];
  for (let i = 0; i < n; i++) if (keys[i] >= threshold) kept.push(i);
  return topK(kept.length, k, (x, y) => compare(kept[x], kept[y])).map((i) => kept[i]);
}

/** The first `k` of the match numbers 0 … n − 1 in `compare`'s order (a bounded heap: the rest are never sorted). */
function topK(n: number, k: number, compare: (x: number, y: number) => number): number[] {
  if (n <= k * 4) return Array.from({ length: n }, (_, i) => i).sort(compare).slice(0, k);
  // A max-heap (by `compare`) of the best k so far: its root is the worst kept.
  const heap: number[] = [];
  const up = (i: number) => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (compare(heap[i], heap[p]) <= 0) break;
      [heap[i], heap[p]] = [heap[p], heap[i]];
      i = p;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < heap.length && compare(heap[l], heap[worst]) > 0) worst = l;
      if (r < heap.length && compare(heap[r], heap[worst]) > 0) worst = r;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst], heap[i]];
      i = worst;
    }
  };
  for (let item = 0; item < n; item++) {
    if (heap.length < k) {
      heap.push(item);
      up(heap.length - 1);
    } else if (k > 0 && compare(item, heap[0]) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(compare);
}
