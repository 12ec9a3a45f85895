/**
 * A bulk run's indexes (./bulk.ts): dropped with their definitions kept in the database, built again
 * exactly as they were, also after a run stopped half way; and the seed's LZ4 compression where the
 * database has it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../src/server/test/helper.js';
import { buildContext, hasLz4, reserveIds, rowsOf, seedTarget, writeBatch } from './batches.js';
import { buildBatch } from './builder.js';
import { restoreSearchIndexes, suspendSearchIndexes } from './bulk.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));
/** The projection's indexes as PostgreSQL writes them out, by name. */
const indexes = async () =>
  Object.fromEntries(
    (await rows<{ name: string; definition: string }>(sql`select indexname as name, indexdef as definition from pg_indexes where tablename = 'candidate_search' order by indexname`)).map((r) => [r.name, r.definition]),
  );
const suspendedTable = async () => (await rows<{ present: boolean }>(sql`select to_regclass('search_seed_suspended_indexes') is not null as present`))[0].present;
const restore = (db = t.database.db) => restoreSearchIndexes(db, { concurrency: 2, memory: '64MB' });

describe('a bulk run’s indexes', () => {
  it('are dropped, all but the primary key, and built again as they were', async () => {
    const before = await indexes();
    expect(Object.keys(before)).toContain('candidate_search_full_text_idx');
    expect(Object.keys(before)).toContain('candidate_search_facets_idx');

    const dropped = await suspendSearchIndexes(t.database.db);
    expect(dropped).toEqual(Object.keys(before).filter((name) => name !== 'candidate_search_pkey').sort());
    expect(Object.keys(await indexes())).toEqual(['candidate_search_pkey']);
    expect(await suspendedTable()).toBe(true);

    expect(await restore()).toEqual(dropped);
    expect(await indexes()).toEqual(before);
    expect(await suspendedTable()).toBe(false);
    // Nothing left to build.
    expect(await restore()).toEqual([]);
  });

  it('left dropped by a stopped run are built by the next, also one it had built already', async () => {
    const before = await indexes();
    await suspendSearchIndexes(t.database.db);
    // The run stopped after building one index again, before striking it off the list.
    await t.database.db.execute(sql.raw(before.candidate_search_skills_idx));
    const built = await restore();
    expect(built).toContain('candidate_search_skills_idx');
    expect(await indexes()).toEqual(before);
    expect(await suspendedTable()).toBe(false);
  });
});

describe('the seed’s writes', () => {
  it('store the CVs compressed with LZ4 where the database has it, else with its default', async () => {
    const db = t.database.db;
    const lz4 = await hasLz4(db);
    expect(lz4).toBe(t.database.kind === 'postgres' && (await rows<{ v: string[] }>(sql`select enumvals as v from pg_settings where name = 'default_toast_compression'`))[0].v.includes('lz4'));
    const target = await seedTarget(db, 'demo');
    const ids = await reserveIds(db, 5);
    await writeBatch(db, target.organisationId, buildBatch(await buildContext(db, target, 7), 0, ids), { lz4 });
    const methods = await rows<{ method: string | null }>(sql`select pg_column_compression(data) as method from agreements where id in (${sql.join(ids, sql`, `)})`);
    expect(methods.map((m) => m.method)).toEqual(ids.map(() => (lz4 ? 'lz4' : 'pglz')));
  });
});
