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
 *
 * With a folder for snapshots (decision 022, ninth round), an index is also kept on disk
 * (./snapshot.ts): written after its first read, then again after enough writes or time, and when
 * the server closes. A start reads the snapshot and catches up from its horizon instead of reading
 * every row, when the snapshot is of this organisation, this database and its migrations, and was
 * caught up recently enough for the removals since to be kept; otherwise every row is read, as
 * without one. An hourly refresh catches idle indexes up, so neither they nor their snapshots age.
 */
import type { SearchParams } from '../../../shared/schemas/search.js';
import type { TenantScope } from '../../db/tenant.js';
import { CandidateIndex, type IndexRow, type MemoryAnswer } from './memory-index.js';
import * as repo from './repository.js';
import { readSnapshot, readSnapshotMeta, snapshotFile, SnapshotUnreadable, writeSnapshot, type SnapshotMeta } from './snapshot.js';

/** Rows read per statement on an index's first read. */
const LOAD_BATCH = 5_000;
/** Removals are kept this long (migration 0026); an index that has not caught up for half of it reads every row again. */
const REMOVALS_KEPT_MS = 24 * 60 * 60 * 1000;
const RELOAD_AFTER_MS = REMOVALS_KEPT_MS / 2;
/** A snapshot is written again after this long with any change, or after this share of its rows changed (at least `SNAPSHOT_ROWS_MIN`). */
export const SNAPSHOT_EVERY_MS = 60 * 60 * 1000;
const SNAPSHOT_SHARE = 0.05;
const SNAPSHOT_ROWS_MIN = 1_000;

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
  scope: TenantScope;
  index: CandidateIndex;
  /** Where it was read from at the start. */
  source: IndexSource;
  horizon: string;
  caughtUpAt: number;
  /** The database and migrations its snapshots are written for (null without snapshots). */
  identity: repo.SnapshotIdentity | null;
  /** Rows changed since the last snapshot, when that was taken, and its write while one runs. */
  changedSinceSnapshot: number;
  snapshotAt: number;
  writing: Promise<void> | null;
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
  /** Reads the organisation's index (at a server's start), unless it is read or being read; answers where it came from. */
  warm(scope: TenantScope): Promise<IndexSource>;
  /** The rows an organisation's index holds (0 before it is read). */
  size(organisationId: number): number;
  /** The organisations whose index is being read now. */
  reading(): number;
  /** Catches every read index up, writing the snapshots that are due (the hourly refresh does this). */
  refresh(): Promise<void>;
  /** Stops the refresh and writes every index's snapshot that has changes (the server closing). */
  close(): Promise<void>;
};

/** Where an index was read from: its snapshot (then caught up), or every row of the database. */
export type IndexSource = 'snapshot' | 'database';

export type SnapshotOptions = {
  /** The folder of the snapshots (`DATA_DIR/search-index`). */
  dir: string;
  /** Where a snapshot that could not be read or written is told. */
  log?: { info(o: object, message: string): void; warn(o: object, message: string): void };
  /** How often idle indexes are caught up (default `SNAPSHOT_EVERY_MS`); 0: never by themselves. */
  refreshEveryMs?: number;
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

export function createSearchIndexes(options: { loadWaitMs?: number; snapshots?: SnapshotOptions | null } = {}): SearchIndexes {
  const loadWaitMs = options.loadWaitMs ?? LOAD_WAIT_MS;
  const snapshots = options.snapshots ?? null;
  /** Indexes being read or read, per organisation; the read ones also in `ready`. */
  const loading = new Map<number, Promise<Held>>();
  const ready = new Map<number, Held>();

  const held = (scope: TenantScope, index: CandidateIndex, source: IndexSource, horizon: string, caughtUpAt: number, identity: repo.SnapshotIdentity | null): Held => ({
    scope,
    index,
    source,
    horizon,
    caughtUpAt,
    identity,
    changedSinceSnapshot: 0,
    snapshotAt: 0,
    writing: null,
    asked: 0,
    served: 0,
    running: null,
  });

  /**
   * The organisation's snapshot when it may be used: of this organisation, database and migrations,
   * caught up within `RELOAD_AFTER_MS` (the removals since are still kept) and not ahead of the
   * database's horizon (a database restored to an earlier point). Else null, saying why.
   */
  async function fromSnapshot(scope: TenantScope, identity: repo.SnapshotIdentity): Promise<Held | null> {
    if (!snapshots) return null;
    const file = snapshotFile(snapshots.dir, scope.organisationId);
    const refuse = (reason: string) => {
      snapshots.log?.info({ organisationId: scope.organisationId, reason }, 'candidate search: snapshot not used, every row is read');
      return null;
    };
    /** Why a snapshot of this meta may not be used, if it may not. */
    const unfit = async (meta: SnapshotMeta): Promise<string | null> => {
      if (meta.organisationId !== scope.organisationId) return 'another organisation’s';
      if (meta.database !== identity.database) return 'of another database';
      if (meta.migrations !== identity.migrations) return 'written before the latest migrations';
      if (!(Date.now() - meta.caughtUpAt < RELOAD_AFTER_MS)) return 'older than the removals kept';
      if (!/^\d+$/.test(meta.horizon) || BigInt(meta.horizon) > BigInt(await repo.changeHorizon(scope))) return 'ahead of the database';
      return null;
    };
    let read: Awaited<ReturnType<typeof readSnapshot>>;
    try {
      // The header first: a snapshot that cannot be used is not read whole.
      const why = await unfit(await readSnapshotMeta(file));
      if (why) return refuse(why);
      read = await readSnapshot(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      return refuse(error instanceof SnapshotUnreadable ? error.message : `not readable (${(error as Error).message})`);
    }
    const { meta, parts } = read;
    // Another process may have written the file again between the two reads.
    const why = await unfit(meta);
    if (why) return refuse(why);
    let index: CandidateIndex;
    try {
      index = CandidateIndex.fromParts(parts);
    } catch (error) {
      return refuse((error as Error).message);
    }
    const h = held(scope, index, 'snapshot', meta.horizon, meta.caughtUpAt, identity);
    h.snapshotAt = meta.caughtUpAt;
    return h;
  }

  /** Writes the index's snapshot now, unless one is being written (its parts are taken at once: they match the horizon). */
  function save(h: Held): Promise<void> {
    if (!snapshots || !h.identity) return Promise.resolve();
    if (h.writing) return h.writing;
    const meta: SnapshotMeta = { organisationId: h.scope.organisationId, ...h.identity, horizon: h.horizon, caughtUpAt: h.caughtUpAt };
    const parts = h.index.parts();
    const changed = h.changedSinceSnapshot;
    h.changedSinceSnapshot = 0;
    h.snapshotAt = Date.now();
    h.writing = writeSnapshot(snapshotFile(snapshots.dir, meta.organisationId), meta, parts)
      .catch((error: unknown) => {
        // Tried again after the next changes; the index goes on answering.
        h.changedSinceSnapshot += changed;
        snapshots.log?.warn({ err: error, organisationId: meta.organisationId }, 'candidate search: the snapshot could not be written');
      })
      .finally(() => {
        h.writing = null;
      });
    return h.writing;
  }

  /** Whether enough changed, or long enough ago, for the snapshot to be written again. */
  const snapshotDue = (h: Held) =>
    h.changedSinceSnapshot > 0 && (h.changedSinceSnapshot >= Math.max(SNAPSHOT_ROWS_MIN, h.index.size * SNAPSHOT_SHARE) || Date.now() - h.snapshotAt >= SNAPSHOT_EVERY_MS);

  async function load(scope: TenantScope): Promise<Held> {
    await repo.purgeRemovals(scope, new Date(Date.now() - REMOVALS_KEPT_MS));
    // A server that may not read what identifies the database (a host that withholds
    // `pg_control_system()`) searches in memory without snapshots.
    const identity = snapshots
      ? await repo.snapshotIdentity(scope).catch((error: unknown) => {
          snapshots.log?.warn({ err: error, organisationId: scope.organisationId }, 'candidate search: the database cannot be identified, so no snapshot is read or written');
          return null;
        })
      : null;
    const restored = identity ? await fromSnapshot(scope, identity) : null;
    if (restored) {
      await catchUp(scope, restored);
      return restored;
    }
    const horizon = await repo.changeHorizon(scope);
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
    const h = held(scope, index, 'database', horizon, Date.now(), identity);
    // The first read is the one a snapshot spares the next start.
    void save(h);
    return h;
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
    h.changedSinceSnapshot += removed.length + changed.length;
    if (snapshotDue(h)) void save(h);
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

  async function refresh(): Promise<void> {
    for (const h of [...ready.values()]) await current(h.scope);
  }

  const refreshEveryMs = snapshots?.refreshEveryMs ?? SNAPSHOT_EVERY_MS;
  const timer = snapshots && refreshEveryMs > 0 ? setInterval(() => void refresh().catch((error: unknown) => snapshots.log?.warn({ err: error }, 'candidate search: the indexes could not be caught up')), refreshEveryMs) : null;
  timer?.unref();

  return {
    async search(scope, audience, params) {
      const h = await current(scope);
      return h ? h.index.search(audience, params) : null;
    },
    async warm(scope) {
      return (await loaded(scope)).source;
    },
    size: (organisationId) => ready.get(organisationId)?.index.size ?? 0,
    reading: () => [...loading.keys()].filter((id) => !ready.has(id)).length,
    refresh,
    async close() {
      if (timer) clearInterval(timer);
      for (const h of ready.values()) {
        await h.writing;
        if (h.changedSinceSnapshot > 0) await save(h);
      }
    },
  };
}
