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
import { distanceM } from './geo.js';
import { FACET_VALUES_MAX, queryWords, RELEVANCE_WEIGHTS, type Audience } from './repository.js';

/** A word's weights in one text, as bits: A 8, B 4, C 2, D 1 (PostgreSQL's letters). */
export type WordWeights = Map<string, number>;

/** A search row as the index reads it from `candidate_search` (./index-feed.ts). */
export type IndexRow = {
  id: number;
  marketplace: boolean;
  hidden: boolean;
  readyForReview: boolean;
  isSpecCv: boolean;
  fullWords: WordWeights;
  anonWords: WordWeights;
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

export const WEIGHT_BITS = { A: 8, B: 4, C: 2, D: 1 } as const;

/** A growable list of 32-bit integers. */
class IntList {
  values = new Int32Array(4);
  length = 0;
  push(v: number) {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = v;
  }
  view() {
    return this.values.subarray(0, this.length);
  }
}

/** A word's slots (ascending) and its weight bits in each. */
class Postings {
  slots = new IntList();
  weights = new Uint8Array(4);
  push(slot: number, bits: number) {
    const at = this.slots.length;
    this.slots.push(slot);
    if (at >= this.weights.length) {
      const grown = new Uint8Array(this.weights.length * 2);
      grown.set(this.weights);
      this.weights = grown;
    }
    this.weights[at] = bits;
  }
}

/** Strings as small integers (skills, companies, associations). */
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

/** The words of one audience's text: an inverted list per word, and the words sorted for prefixes. */
class TextIndex {
  readonly words = new Map<string, Postings>();
  #sorted: string[] | null = null;
  add(slot: number, words: WordWeights) {
    for (const [word, bits] of words) {
      let p = this.words.get(word);
      if (!p) {
        p = new Postings();
        this.words.set(word, p);
        this.#sorted = null;
      }
      p.push(slot, bits);
    }
  }
  /** The words that start with `prefix`. */
  withPrefix(prefix: string): Postings[] {
    this.#sorted ??= [...this.words.keys()].sort();
    const sorted = this.#sorted;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: Postings[] = [];
    for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix); i++) out.push(this.words.get(sorted[i])!);
    return out;
  }
}

const FLAG = { marketplace: 1, hidden: 2, ready: 4, spec: 8 } as const;
const NONE = -1;
const SALARY_TYPES_ORDER = ['permanent', 'contract', 'hourly', 'daily'] as const;

/** The relevance of a word's weights in the key (name and title A, skills B; companies and summaries none). */
const relevanceOf = (bits: number) => (bits & WEIGHT_BITS.A ? RELEVANCE_WEIGHTS.A : bits & WEIGHT_BITS.B ? RELEVANCE_WEIGHTS.B : 0);

type Match = { slot: number; score: number; rank: number };

export type MemoryAnswer = {
  /** The page, in order: agreement ids and scores. */
  page: { id: number; score: number }[];
  nbHits: number;
  facets?: Record<SearchFacet, Record<string, number>>;
};

export class CandidateIndex {
  #size = 0;
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
  #updated = new Float64Array(0);
  #salary = new Float64Array(0);
  #skills: Int32Array[] = [];
  #topSkills: Int32Array[] = [];
  #lists: Int32Array[] = [];
  #jobs: Int32Array[] = [];
  #associations: Int32Array[] = [];
  #geo: Float64Array[] = [];
  #sortName: string[] = [];
  #fullTitle: (string | null)[] = [];
  #anonTitle: (string | null)[] = [];
  #full = new TextIndex();
  #anon = new TextIndex();
  #skillPostings = new Map<number, IntList>();
  readonly #skillIds = new Dictionary();
  readonly #companies = new Dictionary();
  readonly #associationIds = new Dictionary();

  /** The rows held (alive). */
  get size(): number {
    return this.#slotOf.size;
  }

  has(id: number): boolean {
    return this.#slotOf.has(id);
  }

  #grow(needed: number) {
    if (needed <= this.#ids.length) return;
    const n = Math.max(needed, this.#ids.length * 2, 64);
    const grow = <T extends Int32Array | Uint8Array | Int8Array | Float64Array>(a: T, make: (n: number) => T, per = 1): T => {
      const b = make(n * per);
      b.set(a);
      return b;
    };
    this.#ids = grow(this.#ids, (k) => new Int32Array(k));
    this.#alive = grow(this.#alive, (k) => new Uint8Array(k));
    this.#flags = grow(this.#flags, (k) => new Uint8Array(k));
    this.#tenure = grow(this.#tenure, (k) => new Int8Array(k));
    this.#experience = grow(this.#experience, (k) => new Int8Array(k));
    this.#employee = grow(this.#employee, (k) => new Int32Array(k));
    this.#fullCompany = grow(this.#fullCompany, (k) => new Int32Array(k));
    this.#anonCompany = grow(this.#anonCompany, (k) => new Int32Array(k));
    this.#updated = grow(this.#updated, (k) => new Float64Array(k));
    this.#salary = grow(this.#salary, (k) => new Float64Array(k), 8);
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
    this.#updated[slot] = row.updatedAt;
    for (let k = 0; k < 8; k++) this.#salary[slot * 8 + k] = row.salary[k] ?? Number.NaN;
    const skills = Int32Array.from(new Set(row.skills.map((s) => this.#skillIds.id(s))));
    this.#skills[slot] = skills;
    for (const s of skills) {
      let list = this.#skillPostings.get(s);
      if (!list) this.#skillPostings.set(s, (list = new IntList()));
      list.push(slot);
    }
    this.#topSkills[slot] = Int32Array.from(new Set(row.topSkills.map((s) => this.#skillIds.id(s))));
    this.#lists[slot] = Int32Array.from(row.listIds);
    this.#jobs[slot] = Int32Array.from(row.jobPostIds);
    this.#associations[slot] = Int32Array.from(row.associationNames.map((a) => this.#associationIds.id(a)));
    const geo = new Float64Array(row.geoLats.length * 2);
    row.geoLats.forEach((lat, i) => {
      geo[2 * i] = lat;
      geo[2 * i + 1] = row.geoLngs[i];
    });
    this.#geo[slot] = geo;
    this.#sortName[slot] = row.sortName;
    this.#fullTitle[slot] = row.fullTitle;
    this.#anonTitle[slot] = row.anonTitle;
    this.#full.add(slot, row.fullWords);
    this.#anon.add(slot, row.anonWords);
  }

  /** Drops the dead slots when they are a third of all, renumbering the living in order (lists stay sorted). */
  #compactIfWasteful() {
    if (this.#dead < 1024 || this.#dead * 3 < this.#size) return;
    const renumber = new Int32Array(this.#size).fill(NONE);
    let next = 0;
    for (let s = 0; s < this.#size; s++) if (this.#alive[s]) renumber[s] = next++;
    const keep = <T>(values: T[]) => values.filter((_, s) => renumber[s] !== NONE);
    const keepTyped = <T extends Int32Array | Uint8Array | Int8Array | Float64Array>(a: T, per = 1): T => {
      const b = a.slice(0, next * per) as T;
      for (let s = 0; s < this.#size; s++) if (renumber[s] !== NONE) for (let k = 0; k < per; k++) b[renumber[s] * per + k] = a[s * per + k];
      return b;
    };
    this.#ids = keepTyped(this.#ids);
    this.#alive = keepTyped(this.#alive);
    this.#flags = keepTyped(this.#flags);
    this.#tenure = keepTyped(this.#tenure);
    this.#experience = keepTyped(this.#experience);
    this.#employee = keepTyped(this.#employee);
    this.#fullCompany = keepTyped(this.#fullCompany);
    this.#anonCompany = keepTyped(this.#anonCompany);
    this.#updated = keepTyped(this.#updated);
    this.#salary = keepTyped(this.#salary, 8);
    this.#skills = keep(this.#skills);
    this.#topSkills = keep(this.#topSkills);
    this.#lists = keep(this.#lists);
    this.#jobs = keep(this.#jobs);
    this.#associations = keep(this.#associations);
    this.#geo = keep(this.#geo);
    this.#sortName = keep(this.#sortName);
    this.#fullTitle = keep(this.#fullTitle);
    this.#anonTitle = keep(this.#anonTitle);
    const remapPostings = (p: Postings) => {
      const fresh = new Postings();
      const slots = p.slots.view();
      for (let i = 0; i < slots.length; i++) if (renumber[slots[i]] !== NONE) fresh.push(renumber[slots[i]], p.weights[i]);
      return fresh;
    };
    const remapText = (t: TextIndex) => {
      const fresh = new TextIndex();
      for (const [word, p] of t.words) {
        const q = remapPostings(p);
        if (q.slots.length) fresh.words.set(word, q);
      }
      return fresh;
    };
    this.#full = remapText(this.#full);
    this.#anon = remapText(this.#anon);
    const skills = new Map<number, IntList>();
    for (const [id, list] of this.#skillPostings) {
      const fresh = new IntList();
      for (const s of list.view()) if (renumber[s] !== NONE) fresh.push(renumber[s]);
      if (fresh.length) skills.set(id, fresh);
    }
    this.#skillPostings = skills;
    for (const [id, slot] of this.#slotOf) this.#slotOf.set(id, renumber[slot]);
    this.#size = next;
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

    // The candidates: the text's matches, else a must-have skill's CVs, else every slot.
    const words = queryWords(params.query);
    let candidates: Int32Array | null = null;
    let ranks: Float64Array | null = null;
    if (words.length) {
      const found = this.#textMatches(text, words);
      candidates = found.slots;
      ranks = found.ranks;
    } else if (must.length) {
      if (must.includes(NONE)) candidates = new Int32Array(0);
      else {
        const lists: Int32Array[] = must.map((s) => this.#skillPostings.get(s)?.view() ?? new Int32Array(0)).sort((a, b) => a.length - b.length);
        candidates = lists.reduce((acc, l) => intersect(acc, l));
      }
    }
    if (must.includes(NONE)) candidates = new Int32Array(0);

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
    const location = f.location ? { centre: { lat: f.location.lat, lng: f.location.lng }, metres: f.location.radius * DISTANCE_UNITS[f.location.unit ?? DEFAULT_DISTANCE_UNIT] } : null;
    const scored = must.length + nice.length > 0;

    const matches: Match[] = [];
    const facets = params.facets ? newFacetCounts() : null;
    const visit = (slot: number, rank: number) => {
      if (!this.#alive[slot]) return;
      const flags = this.#flags[slot];
      if ((flags & required) !== required || flags & refused) return;
      const has = this.#skills[slot];
      if (words.length && must.length) for (const m of must) if (!has.includes(m)) return;
      if (not.size) for (const s of has) if (not.has(s)) return;
      if (lists && !this.#lists[slot].some((l) => lists.has(l))) return;
      if (jobs && !this.#jobs[slot].some((j) => jobs.has(j))) return;
      if (employee !== undefined && this.#employee[slot] !== employee) return;
      if (companies && !companies.has(companyOf[slot])) return;
      if (associations && !this.#associations[slot].some((a) => associations.has(a))) return;
      if (tenure && !within(this.#tenure[slot], tenure)) return;
      if (experience && !within(this.#experience[slot], experience)) return;
      if (salary) {
        const lo = this.#salary[slot * 8 + salary.lo];
        const hi = this.#salary[slot * 8 + salary.lo + 1];
        if (Number.isNaN(lo) && Number.isNaN(hi)) return;
        if (salary.min !== undefined && !((Number.isNaN(hi) ? lo : hi) >= salary.min)) return;
        if (salary.max !== undefined && !((Number.isNaN(lo) ? hi : lo) <= salary.max)) return;
      }
      if (location) {
        const geo = this.#geo[slot];
        let near = false;
        for (let i = 0; i < geo.length && !near; i += 2) near = distanceM(location.centre, { lat: geo[i], lng: geo[i + 1] }) <= location.metres;
        if (!near) return;
      }
      let score = 0;
      if (scored) {
        const top = this.#topSkills[slot];
        for (const m of must) score += SEARCH_SCORES.mustHave + (top.includes(m) ? SEARCH_SCORES.topSkill : 0);
        for (const n of nice) if (n !== NONE && has.includes(n)) score += top.includes(n) ? SEARCH_SCORES.niceToHaveTopSkill : SEARCH_SCORES.niceToHave;
      }
      matches.push({ slot, score, rank });
      if (facets) {
        const t = this.#tenure[slot];
        if (t !== NONE) facets.tenure.set(t, (facets.tenure.get(t) ?? 0) + 1);
        const e = this.#experience[slot];
        if (e !== NONE) facets.experience.set(e, (facets.experience.get(e) ?? 0) + 1);
        const c = companyOf[slot];
        if (c !== NONE) facets.company.set(c, (facets.company.get(c) ?? 0) + 1);
        for (const a of this.#associations[slot]) facets.association.set(a, (facets.association.get(a) ?? 0) + 1);
      }
    };
    if (candidates) for (let i = 0; i < candidates.length; i++) visit(candidates[i], ranks ? ranks[i] : 0);
    else for (let slot = 0; slot < this.#size; slot++) visit(slot, 0);

    const wanted = (params.page + 1) * params.hitsPerPage;
    const ordered = topK(matches, wanted, this.#comparator(audience, params, scored, words.length > 0));
    const page = ordered.slice(params.page * params.hitsPerPage).map((m) => ({ id: this.#ids[m.slot], score: m.score }));
    return {
      page,
      nbHits: matches.length,
      ...(facets
        ? {
            facets: {
              'current_experience.company_name': countsOf(facets.company, (id) => this.#companies.values[id]),
              tenure: countsOf(facets.tenure, String),
              experience_time: countsOf(facets.experience, String),
              'associations.company.name': countsOf(facets.association, (id) => this.#associationIds.values[id]),
            },
          }
        : {}),
    };
  }

  /** The slots whose text has every word (the last as a prefix), ascending, with their relevance. */
  #textMatches(text: TextIndex, words: string[]): { slots: Int32Array; ranks: Float64Array } {
    const last = words[words.length - 1];
    const lists: { slots: Int32Array; rank: Float64Array }[] = [];
    for (const word of words.slice(0, -1)) {
      const p = text.words.get(word);
      if (!p) return { slots: new Int32Array(0), ranks: new Float64Array(0) };
      const slots = p.slots.view();
      const rank = new Float64Array(slots.length);
      for (let i = 0; i < slots.length; i++) rank[i] = relevanceOf(p.weights[i]);
      lists.push({ slots, rank });
    }
    // The last word as a prefix: every word it starts, each slot's best weight among them.
    const prefixed = text.withPrefix(last);
    if (!prefixed.length) return { slots: new Int32Array(0), ranks: new Float64Array(0) };
    if (prefixed.length === 1) {
      const p = prefixed[0];
      const slots = p.slots.view();
      const rank = new Float64Array(slots.length);
      for (let i = 0; i < slots.length; i++) rank[i] = relevanceOf(p.weights[i]);
      lists.push({ slots, rank });
    } else {
      const best = new Map<number, number>();
      for (const p of prefixed) {
        const slots = p.slots.view();
        for (let i = 0; i < slots.length; i++) {
          const r = relevanceOf(p.weights[i]);
          const had = best.get(slots[i]);
          if (had === undefined || r > had) best.set(slots[i], r);
        }
      }
      const slots = Int32Array.from(best.keys()).sort();
      const rank = new Float64Array(slots.length);
      for (let i = 0; i < slots.length; i++) rank[i] = best.get(slots[i])!;
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

  /** The order of `hitOrder`: the chosen column (nulls last, then id), else score, relevance, recency, id. */
  #comparator(audience: Audience, params: SearchParams, scored: boolean, ranked: boolean): (x: Match, y: Match) => number {
    const ids = this.#ids;
    if (params.sort) {
      const sign = params.sort.order === 'asc' ? 1 : -1;
      const title = audience === 'client' ? this.#anonTitle : this.#fullTitle;
      const value: (slot: number) => string | number | null = {
        name: (s: number) => this.#sortName[s],
        title: (s: number) => title[s],
        experience_time: (s: number) => (this.#experience[s] === NONE ? null : this.#experience[s]),
        tenure: (s: number) => (this.#tenure[s] === NONE ? null : this.#tenure[s]),
        updated_at: (s: number) => this.#updated[s],
      }[params.sort.by];
      return (x, y) => {
        const a = value(x.slot);
        const b = value(y.slot);
        if (a !== b) {
          if (a === null) return 1;
          if (b === null) return -1;
          return (a < b ? -1 : 1) * sign;
        }
        return ids[x.slot] - ids[y.slot];
      };
    }
    const updated = this.#updated;
    return (x, y) =>
      (scored ? y.score - x.score : 0) || (ranked ? y.rank - x.rank : 0) || updated[y.slot] - updated[x.slot] || ids[y.slot] - ids[x.slot];
  }
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

/** The first `k` of `items` in `compare`'s order (a bounded heap: the rest are never sorted). */
function topK<T>(items: T[], k: number, compare: (x: T, y: T) => number): T[] {
  if (items.length <= k * 4) return items.sort(compare).slice(0, k);
  // A max-heap (by `compare`) of the best k so far: its root is the worst kept.
  const heap: T[] = [];
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
  for (const item of items) {
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

const newFacetCounts = () => ({ tenure: new Map<number, number>(), experience: new Map<number, number>(), company: new Map<number, number>(), association: new Map<number, number>() });

/** A facet's counts as the SQL gives them: the most frequent first, then by value; at most `FACET_VALUES_MAX`. */
function countsOf(counts: Map<number, number>, name: (key: number) => string): Record<string, number> {
  return Object.fromEntries(
    [...counts]
      .map(([key, count]) => ({ value: name(key), count }))
      .sort((x, y) => y.count - x.count || (x.value < y.value ? -1 : x.value > y.value ? 1 : 0))
      .slice(0, FACET_VALUES_MAX)
      .map((r) => [r.value, r.count]),
  );
}
