/**
 * The seed's batches (`npm run search:seed`): each batch of synthetic candidates is drawn and its
 * search rows built in a builder thread (./builder.ts), then written in one transaction: the
 * agreements, their list memberships and their search rows each copied from the batch's COPY text
 * (the search rows through the search module's own write, `copySearchRows`). Builders
 * work on the next batches while one is written, so the CPU work of the documents and the
 * database's work overlap.
 */
import { Worker } from 'node:worker_threads';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.js';
import { copyFrom } from '../../src/server/db/copy.js';
import { accounts, agreementLists, employees, organisations, templates } from '../../src/server/db/schema.js';
import { tenantScope } from '../../src/server/db/tenant.js';
import { copySearchRows } from '../../src/server/modules/search/repository.js';
import { buildBatch, type BuildContext, type BuiltBatch } from './builder.js';
import type { SeedTarget } from './candidates.js';

/** The lists seeded CVs may be put in (made when absent). */
export const SEED_LISTS = ['Software shortlist', 'Finance pool', 'Hospitality talent', 'Engineering bench', 'Sales leads', 'Healthcare pool'];

/** Where the CVs go: the organisation's agency account, its employees as consultants, its templates and the seed lists. */
export async function seedTarget(db: Db, subdomain: string, now = new Date()): Promise<SeedTarget> {
  const [organisation] = await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.subdomain, subdomain)).limit(1);
  if (!organisation) throw new Error(`No organisation '${subdomain}'.`);
  const agencies = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.organisationId, organisation.id), eq(accounts.isClient, false)))
    .orderBy(asc(accounts.id));
  if (!agencies.length) throw new Error(`Organisation '${subdomain}' has no agency account.`);
  const consultants = await db
    .selectDistinct({ userId: employees.userId })
    .from(employees)
    .where(and(eq(employees.organisationId, organisation.id), inArray(employees.accountId, agencies.map((a) => a.id))));
  if (!consultants.length) throw new Error(`Organisation '${subdomain}' has no agency employees to be consultants.`);
  const templateRows = await db.select({ id: templates.id }).from(templates).where(eq(templates.organisationId, organisation.id));
  const lists = await db
    .select({ id: agreementLists.id, name: agreementLists.name })
    .from(agreementLists)
    .where(and(eq(agreementLists.organisationId, organisation.id), isNull(agreementLists.parentId), inArray(agreementLists.name, SEED_LISTS)));
  const missing = SEED_LISTS.filter((name) => !lists.some((l) => l.name === name));
  if (missing.length) {
    lists.push(
      ...(await db
        .insert(agreementLists)
        .values(missing.map((name) => ({ organisationId: organisation.id, name, createdById: consultants[0].userId })))
        .returning({ id: agreementLists.id, name: agreementLists.name })),
    );
  }
  return {
    organisationId: organisation.id,
    accountId: agencies[0].id,
    consultantIds: consultants.map((c) => c.userId).sort((a, b) => a - b),
    templateIds: templateRows.map((t) => t.id).sort((a, b) => a - b),
    listIds: SEED_LISTS.map((name) => lists.find((l) => l.name === name)!.id),
    now,
  };
}

/**
 * What the search rows of the run's CVs are built with, read once (the projection reads it per
 * batch): the organisation's currency, and per consultant the employee record of the CV's account
 * (else their first), as `loadSources` picks it.
 */
export async function buildContext(db: Db, target: SeedTarget, seed: number): Promise<BuildContext> {
  const [organisation] = await db.select({ currency: organisations.defaultCurrency }).from(organisations).where(eq(organisations.id, target.organisationId));
  const staff = await db
    .select({ id: employees.id, userId: employees.userId, accountId: employees.accountId })
    .from(employees)
    .where(inArray(employees.userId, [...target.consultantIds]))
    .orderBy(asc(employees.id));
  const employeeOf: Record<number, number> = {};
  for (const userId of target.consultantIds) {
    const mine = staff.filter((e) => e.userId === userId);
    const employee = mine.find((e) => e.accountId === target.accountId) ?? mine[0];
    if (employee) employeeOf[userId] = employee.id;
  }
  return { target, seed, defaultCurrency: organisation.currency, employeeOf };
}

/** The rows of a `db.execute` answer: both drivers (node-postgres, PGlite) answer them as `rows`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Agreement ids for a batch, from the table's sequence, so list memberships and search rows can name them. */
export async function reserveIds(db: Db, n: number): Promise<number[]> {
  return rowsOf<{ id: number }>(await db.execute(sql`select nextval(pg_get_serial_sequence('agreements', 'id'))::int as id from generate_series(1, ${n}::int)`)).map((r) => r.id);
}

/**
 * Whether the database compresses stored values with LZ4 (PostgreSQL built with it; PGlite is not):
 * the seed's CVs and search rows are then compressed with it, several times faster than the
 * default pglz at a similar size, and read back the same way.
 */
export async function hasLz4(db: Db): Promise<boolean> {
  return rowsOf<{ lz4: boolean }>(await db.execute(sql`select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`))[0]?.lz4 === true;
}

/** How batches are written: with LZ4 compression where the database has it (`hasLz4`). */
export type WriteOptions = { lz4: boolean };

/** One built batch written in one transaction. */
export async function writeBatch(db: Db, organisationId: number, batch: BuiltBatch, options: WriteOptions = { lz4: false }): Promise<void> {
  await db.transaction(async (tx) => {
    // A seed's commit need not wait for its WAL to reach the disk: a crash can lose only the last
    // batches, never leave one half written, and a rerun continues where the CVs stop (12 % more
    // CVs a second at a million rows, decision 022 seventh round). Never set for the product's writes.
    await tx.execute(sql`set local synchronous_commit = off`);
    if (options.lz4) await tx.execute(sql`set local default_toast_compression = 'lz4'`);
    // COPY, not a statement over JSON: the database reads each value once (decision 022, tenth round).
    await copyFrom(tx, 'agreements', batch.agreements.columns, batch.agreements.text);
    if (batch.listItems.text) await copyFrom(tx, 'agreement_list_items', batch.listItems.columns, batch.listItems.text);
    await copySearchRows(tenantScope(tx, organisationId), batch.searchRows);
  });
}

/** Candidates `from` … `from + count − 1` of the context's seed, in batches of `batch`. */
export type SeedPlan = { from: number; count: number; batch: number };
/** Builder threads (0: build in this thread), transactions written at once and how each is written. */
export type SeedOptions = { threads: number; writers: number; onBatch: (written: number) => void } & Partial<WriteOptions>;

/** A semaphore of `n` slots. */
function slots(n: number) {
  let free = n;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

/** Builder threads: each builds one batch at a time; a batch waits for an idle one. */
function builderPool(context: BuildContext, threads: number) {
  // Loaded through tsx's API: Node 20 does not hand the `--import tsx` loader to worker threads.
  const url = JSON.stringify(new URL('./builder-thread.ts', import.meta.url).href);
  const idle = Array.from({ length: threads }, () => new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${url}, import.meta.url))`, { eval: true, workerData: context }));
  const all = [...idle];
  const waiting: ((w: Worker) => void)[] = [];
  const release = (w: Worker) => {
    const next = waiting.shift();
    if (next) next(w);
    else idle.push(w);
  };
  return {
    build: async (start: number, ids: number[]): Promise<BuiltBatch> => {
      const worker = idle.pop() ?? (await new Promise<Worker>((resolve) => waiting.push(resolve)));
      try {
        return await new Promise<BuiltBatch>((resolve, reject) => {
          const fail = (e: unknown) => reject(e instanceof Error ? e : new Error(`builder thread stopped with code ${String(e)}`));
          worker.once('error', fail);
          worker.once('exit', fail);
          worker.once('message', (built: BuiltBatch) => {
            worker.off('error', fail);
            worker.off('exit', fail);
            resolve(built);
          });
          worker.postMessage({ start, ids });
        });
      } finally {
        release(worker);
      }
    },
    close: () => Promise.all(all.map((w) => w.terminate())),
  };
}

/**
 * Seeds the plan's candidates: batches are built by `threads` builder threads while up to `writers`
 * of the built ones are written at once (each in its own transaction).
 */
export async function runSeed(db: Db, context: BuildContext, plan: SeedPlan, options: SeedOptions): Promise<void> {
  const batches = Math.ceil(plan.count / plan.batch);
  const pool = options.threads > 0 ? builderPool(context, options.threads) : null;
  const build = pool ? pool.build : async (start: number, ids: number[]) => buildBatch(context, start, ids);
  const write = slots(options.writers);
  let next = 0;
  // Enough batches in flight to keep every builder and every writer busy.
  const lanes = Math.max(1, options.threads) + options.writers;
  try {
    await Promise.all(
      Array.from({ length: Math.min(lanes, batches) }, async () => {
        for (let k = next++; k < batches; k = next++) {
          const start = plan.from + k * plan.batch;
          const ids = await reserveIds(db, Math.min(plan.batch, plan.from + plan.count - start));
          const built = await build(start, ids);
          await write(() => writeBatch(db, context.target.organisationId, built, { lz4: options.lz4 ?? false }));
          options.onBatch(ids.length);
        }
      }),
    );
  } finally {
    await pool?.close();
  }
}
