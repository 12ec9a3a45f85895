/**
 * A bulk run of the seed: when a run adds at least as many CVs as the search projection holds, the
 * projection's secondary indexes (seven GIN, six B-tree) are dropped before it and built again after
 * it. Building an index once from a million rows is cheaper than keeping it in step with each
 * batch, and leaves no GIN pending entries for the closing vacuum (decision 022, eighth round).
 *
 * The definitions of the dropped indexes are kept in the database, in `search_seed_suspended_indexes`,
 * in the transaction that drops them, and each one leaves that table in the transaction that builds it
 * again: a run stopped half way leaves the rest there, and the next run of the seed (even
 * `--n 0`) builds them before anything else. The unique indexes (the primary key) are never dropped.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.js';
import { rowsOf } from './batches.js';

const SUSPENDED = 'search_seed_suspended_indexes';

/** Drops the projection's non-unique indexes, keeping their definitions; answers their names. */
export async function suspendSearchIndexes(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`create table if not exists ${SUSPENDED} (name text primary key, definition text not null)`));
    const indexes = rowsOf<{ name: string }>(
      await tx.execute(
        sql.raw(`insert into ${SUSPENDED} (name, definition)
          select c.relname, pg_get_indexdef(i.indexrelid)
          from pg_index i join pg_class c on c.oid = i.indexrelid
          where i.indrelid = 'candidate_search'::regclass and not i.indisunique
          on conflict (name) do nothing
          returning name`),
      ),
    );
    for (const { name } of indexes) await tx.execute(sql`drop index ${sql.identifier(name)}`);
    return indexes.map((i) => i.name).sort();
  });
}

/**
 * Builds again every index a bulk run dropped, `concurrency` at a time (each on its own connection),
 * the largest (the text vectors') first; answers their names. Nothing to do when none is missing.
 */
export async function restoreSearchIndexes(db: Db, options: { concurrency: number; memory: string; onIndex?: (name: string, seconds: number) => void }): Promise<string[]> {
  const [{ present }] = rowsOf<{ present: boolean }>(await db.execute(sql`select to_regclass(${SUSPENDED}) is not null as present`));
  if (!present) return [];
  const suspended = rowsOf<{ name: string; definition: string }>(await db.execute(sql.raw(`select name, definition from ${SUSPENDED}`)));
  // The text vectors' GIN indexes take most of the time: they start first, the others fill the other slot.
  const weight = (definition: string) => (/\busing gin \((full|anon)_text\)/i.test(definition) ? 0 : /\busing gin\b/i.test(definition) ? 1 : 2);
  const queue = [...suspended].sort((a, b) => weight(a.definition) - weight(b.definition) || a.name.localeCompare(b.name));
  const built: string[] = [];
  await Promise.all(
    Array.from({ length: Math.max(1, options.concurrency) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { name, definition } = next;
        const started = performance.now();
        await db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('maintenance_work_mem', ${options.memory}, true)`);
          // Also where a stopped run had built it but not yet struck it off.
          await tx.execute(sql.raw(definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS ')));
          await tx.execute(sql`delete from ${sql.identifier(SUSPENDED)} where name = ${name}`);
        });
        built.push(name);
        options.onIndex?.(name, (performance.now() - started) / 1000);
      }
    }),
  );
  await db.execute(sql.raw(`drop table ${SUSPENDED}`));
  return built.sort();
}
