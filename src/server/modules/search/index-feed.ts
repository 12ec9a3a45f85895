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
import { CandidateIndex, type IndexRow, type MemoryAnswer } from './memory-index.js';
import * as repo from './repository.js';

/** Rows read per statement on an index's first read. */
const LOAD_BATCH = 5_000;
/** Removals are kept this long (migration 0026); an index that has not caught up for half of it reads every row again. */
const REMOVALS_KEPT_MS = 24 * 60 * 60 * 1000;
const RELOAD_AFTER_MS = REMOVALS_KEPT_MS / 2;

/** Space-separated words as a list (none for an empty text). */
const wordsOf = (text: string) => (text ? text.split(' ') : []);

/** A row as the projection stores it, as the index holds it. */
export function indexRow(r: repo.IndexSourceRow): IndexRow {
  return {
    id: r.id,
    marketplace: r.marketplace,
    hidden: r.hidden,
    readyForReview: r.readyForReview,
    isSpecCv: r.isSpecCv,
    full: { words: wordsOf(r.fullWords), a: wordsOf(r.fullA), b: wordsOf(r.fullB) },
    anon: { words: wordsOf(r.anonWords), a: wordsOf(r.anonA), b: wordsOf(r.anonB) },
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
  /**
   * The search from the organisation's index, caught up with every write committed before the call;
   * null while the index is still being read (longer than `LOAD_WAIT_MS`: a large organisation's
   * first search after a start), for the caller to search the database meanwhile.
   */
  search(scope: TenantScope, audience: repo.Audience, params: SearchParams): Promise<MemoryAnswer | null>;
  /** Starts reading the organisation's index (at a server's start), unless it is read or being read. */
  warm(scope: TenantScope): Promise<void>;
  /** The rows an organisation's index holds (0 before it is read). */
  size(organisationId: number): number;
  /** The organisations whose index is being read now. */
  reading(): number;
};

/** What `promise` gives if it settles within `ms`, else null (it goes on). */
export async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([promise, waited]);
  } finally {
    clearTimeout(timer);
  }
}

/** How long a search waits for its organisation's index to be read before the database answers it instead. */
export const LOAD_WAIT_MS = 2_000;

export function createSearchIndexes(options: { loadWaitMs?: number } = {}): SearchIndexes {
  const loadWaitMs = options.loadWaitMs ?? LOAD_WAIT_MS;
  /** Indexes being read or read, per organisation; the read ones also in `ready`. */
  const loading = new Map<number, Promise<Held>>();
  const ready = new Map<number, Held>();

  async function load(scope: TenantScope): Promise<Held> {
    const horizon = await repo.changeHorizon(scope);
    await repo.purgeRemovals(scope, new Date(Date.now() - REMOVALS_KEPT_MS));
    const index = new CandidateIndex();
    // The next batch is asked for before this one is indexed: the database reads while Node indexes.
    let batch = repo.indexRowsAfter(scope, 0, LOAD_BATCH);
    for (;;) {
      const rows = await batch;
      const more = rows.length === LOAD_BATCH;
      if (more) {
        batch = repo.indexRowsAfter(scope, rows[rows.length - 1].id, LOAD_BATCH);
        // Should indexing this batch throw, the next one's failure is not left unhandled.
        batch.catch(() => undefined);
      }
      index.upsert(rows.map(indexRow));
      if (!more) break;
    }
    return { index, horizon, caughtUpAt: Date.now(), asked: 0, served: 0, running: null };
  }

  /** The organisation's index being read (started when it is not). */
  function loaded(scope: TenantScope): Promise<Held> {
    const id = scope.organisationId;
    let entry = loading.get(id);
    if (!entry) {
      const started = load(scope);
      entry = started;
      loading.set(id, started);
      started.then(
        (h) => ready.set(id, h),
        // A failed read is tried again by the next search.
        () => loading.get(id) === started && loading.delete(id),
      );
    }
    return entry;
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

  /** The organisation's index, caught up; null when it is not read within the wait. */
  async function current(scope: TenantScope): Promise<Held | null> {
    const id = scope.organisationId;
    let h = ready.get(id);
    // An index that has not caught up for longer than its removals are kept is read again.
    if (h && Date.now() - h.caughtUpAt >= RELOAD_AFTER_MS && !h.running) {
      ready.delete(id);
      loading.delete(id);
      h = undefined;
    }
    if (!h) {
      h = (await settledWithin(loaded(scope), loadWaitMs)) ?? undefined;
      if (!h) return null;
    }
    await fresh(scope, h);
    return h;
  }

  return {
    async search(scope, audience, params) {
      const h = await current(scope);
      return h ? h.index.search(audience, params) : null;
    },
    async warm(scope) {
      await loaded(scope);
    },
    size: (organisationId) => ready.get(organisationId)?.index.size ?? 0,
    reading: () => [...loading.keys()].filter((id) => !ready.has(id)).length,
  };
}
