/**
 * The in-memory search's indexes (./memory-index.ts), one per organisation, kept in step with the
 * projection through its change feed (migration 0026, decision 022):
 *
 * - the first search of an organisation notes the horizon (`changeHorizon`: the oldest transaction
 *   it cannot see), then reads every row in id order;
 * - every search first catches up: it notes the new horizon, reads the removals and then the rows
 *   written at or after the old horizon, and applies them in that order. A write that committed
 *   before the search began is always read (read your writes); a transaction that was still running
 *   is read the next time, whatever order the writers commit in. Rows read twice are applied twice,
 *   which changes nothing.
 *
 * Catch-ups of one organisation take turns, and searches that arrive while one runs share the next.
 */
import type { SearchParams } from '../../../shared/schemas/search.js';
import type { TenantScope } from '../../db/tenant.js';
import { CandidateIndex, WEIGHT_BITS, type IndexRow, type MemoryAnswer, type WordWeights } from './memory-index.js';
import * as repo from './repository.js';

/** Rows read per statement on an index's first read. */
const LOAD_BATCH = 5_000;
/** Removals are kept this long (migration 0026); an index that has not caught up for half of it reads every row again. */
const REMOVALS_KEPT_MS = 24 * 60 * 60 * 1000;
const RELOAD_AFTER_MS = REMOVALS_KEPT_MS / 2;

/** A tsvector's text (`'word':1A,4 'other':2B`) as each word's weight bits (no letter: D). */
export function wordWeights(vector: string): WordWeights {
  const words: WordWeights = new Map();
  for (const m of vector.matchAll(/'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g)) {
    const word = m[1].replace(/''/g, "'");
    let bits = 0;
    // A word kept without positions matches every weight.
    if (!m[2]) bits = WEIGHT_BITS.A | WEIGHT_BITS.B | WEIGHT_BITS.C | WEIGHT_BITS.D;
    else for (const position of m[2].split(',')) bits |= WEIGHT_BITS[(position.match(/[A-D]$/)?.[0] ?? 'D') as keyof typeof WEIGHT_BITS];
    words.set(word, (words.get(word) ?? 0) | bits);
  }
  return words;
}

/** A row as the projection stores it, as the index holds it. */
export function indexRow(r: repo.IndexSourceRow): IndexRow {
  return {
    id: r.id,
    marketplace: r.marketplace,
    hidden: r.hidden,
    readyForReview: r.readyForReview,
    isSpecCv: r.isSpecCv,
    fullWords: wordWeights(r.fullText),
    anonWords: wordWeights(r.anonText),
    sortName: r.sortName,
    fullTitle: r.fullTitle,
    anonTitle: r.anonTitle,
    skills: r.skills,
    topSkills: r.topSkills,
    listIds: r.listIds,
    jobPostIds: r.jobPostIds,
    employeeId: r.employeeId,
    fullCompany: r.fullCompany,
    anonCompany: r.anonCompany,
    tenure: r.tenure,
    experienceTime: r.experienceTime,
    associationNames: r.associationNames,
    geoLats: r.geoLats,
    geoLngs: r.geoLngs,
    salary: [r.permanentMin, r.permanentMax, r.contractMin, r.contractMax, r.hourlyMin, r.hourlyMax, r.dailyMin, r.dailyMax],
    updatedAt: new Date(r.updatedAt).getTime(),
  };
}

type Held = {
  index: CandidateIndex;
  horizon: string;
  caughtUpAt: number;
  /** Searches that asked for a catch-up, and the number of them the last finished one served. */
  asked: number;
  served: number;
  running: Promise<void> | null;
};

export type SearchIndexes = {
  /** The organisation's index, caught up with every write committed before the call. */
  search(scope: TenantScope, audience: repo.Audience, params: SearchParams): Promise<MemoryAnswer>;
  /** The rows an organisation's index holds (0 before its first search). */
  size(organisationId: number): number;
};

export function createSearchIndexes(): SearchIndexes {
  const held = new Map<number, Promise<Held>>();

  async function load(scope: TenantScope): Promise<Held> {
    const horizon = await repo.changeHorizon(scope);
    await repo.purgeRemovals(scope, new Date(Date.now() - REMOVALS_KEPT_MS));
    const index = new CandidateIndex();
    for (let after = 0; ; ) {
      const rows = await repo.indexRowsAfter(scope, after, LOAD_BATCH);
      index.upsert(rows.map(indexRow));
      if (rows.length < LOAD_BATCH) break;
      after = rows[rows.length - 1].id;
    }
    return { index, horizon, caughtUpAt: Date.now(), asked: 0, served: 0, running: null };
  }

  async function catchUp(scope: TenantScope, h: Held): Promise<void> {
    const horizon = await repo.changeHorizon(scope);
    const removed = await repo.removedSince(scope, h.horizon);
    const changed = await repo.indexRowsChangedSince(scope, h.horizon);
    h.index.remove(removed);
    h.index.upsert(changed.map(indexRow));
    h.horizon = horizon;
    h.caughtUpAt = Date.now();
  }

  /** Waits for a catch-up that began after this call (one runs at a time; those waiting share the next). */
  async function fresh(scope: TenantScope, h: Held): Promise<void> {
    const mine = ++h.asked;
    while (h.served < mine) {
      if (!h.running) {
        const upTo = h.asked;
        h.running = catchUp(scope, h)
          .then(() => {
            h.served = upTo;
          })
          .finally(() => {
            h.running = null;
          });
      }
      await h.running;
    }
  }

  async function current(scope: TenantScope): Promise<Held> {
    const id = scope.organisationId;
    let entry = held.get(id);
    if (entry) {
      const h = await entry;
      if (Date.now() - h.caughtUpAt < RELOAD_AFTER_MS) {
        await fresh(scope, h);
        return h;
      }
      if (held.get(id) === entry) held.delete(id);
    }
    entry = held.get(id);
    if (!entry) {
      entry = load(scope);
      held.set(id, entry);
      // A failed first read is tried again by the next search.
      entry.catch(() => held.get(id) === entry && held.delete(id));
    }
    const h = await entry;
    await fresh(scope, h);
    return h;
  }

  const sizes = new Map<number, CandidateIndex>();
  return {
    async search(scope, audience, params) {
      const h = await current(scope);
      sizes.set(scope.organisationId, h.index);
      return h.index.search(audience, params);
    },
    size: (organisationId) => sizes.get(organisationId)?.size ?? 0,
  };
}
