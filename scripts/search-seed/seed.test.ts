/**
 * The seed writes the search rows the projection would: rows built in the seed's builder (from the
 * candidates it draws, without reading them back) equal, column for column, the rows
 * `refreshProjection` rebuilds from the stored CVs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, inArray } from 'drizzle-orm';
import { candidateSearch } from '../../src/server/db/schema.js';
import { inTransaction, tenantDb, tenantScope } from '../../src/server/db/tenant.js';
import { refreshProjection } from '../../src/server/modules/search/service.js';
import { createTestApp, type TestApp } from '../../src/server/test/helper.js';
import { buildContext, reserveIds, runSeed, seedTarget, writeBatch } from './batches.js';
import { buildBatch } from './builder.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('the seed’s search rows', () => {
  it('are the rows refreshProjection builds for the same CVs', async () => {
    const db = t.database.db;
    const target = await seedTarget(db, 'demo', new Date('2026-06-01T12:00:00Z'));
    const context = await buildContext(db, target, 3);
    const ids = await reserveIds(db, 60);
    const built = buildBatch(context, 0, ids);
    await writeBatch(db, target.organisationId, built);
    const scope = tenantScope(db, target.organisationId);
    // Every column but the transaction that wrote the row (the change feed's, migration 0026).
    const rows = async () =>
      (await tenantDb(scope).select().from(candidateSearch).where(inArray(candidateSearch.agreementId, ids)).orderBy(asc(candidateSearch.agreementId))).map(({ changeXid: _, ...r }) => r);
    const seeded = await rows();
    expect(seeded.map((r) => r.agreementId)).toEqual(ids);
    // The sample has every kind of row: on and off the marketplace, in lists, with a consultant's employee id.
    expect(seeded.some((r) => r.marketplace) && seeded.some((r) => !r.marketplace)).toBe(true);
    expect(seeded.some((r) => r.listIds.length > 0)).toBe(true);
    expect(seeded.every((r) => r.employeeId !== null)).toBe(true);

    await inTransaction(scope, (tx) => refreshProjection(tx, ids, target.now));
    expect(await rows()).toEqual(seeded);
  });

  it('a run through the builder threads writes every CV once, with its row', async () => {
    const db = t.database.db;
    const target = await seedTarget(db, 'demo');
    const context = await buildContext(db, target, 4);
    let written = 0;
    await runSeed(db, context, { from: 1000, count: 45, batch: 10 }, { threads: 2, writers: 1, onBatch: (n) => (written += n) });
    expect(written).toBe(45);
    const scope = tenantScope(db, target.organisationId);
    const entries = await tenantDb(scope)
      .select({ id: candidateSearch.agreementId, hit: candidateSearch.fullHit })
      .from(candidateSearch)
      .where(inArray(candidateSearch.sortName, built45Names(context, 1000, 45)));
    expect(entries.length).toBe(45);
  }, 60_000);
});

/** The sort names (lower-case display names) of candidates `from` … `from + n − 1`, drawn again. */
function built45Names(context: Parameters<typeof buildBatch>[0], from: number, n: number): string[] {
  const ids = Array.from({ length: n }, (_, i) => -1 - i);
  const { columns, text } = buildBatch(context, from, ids).searchRows;
  const at = columns.indexOf('sort_name');
  // Names hold no tab, newline or backslash, so a line's fields are its values.
  return text.trimEnd().split('\n').map((line) => line.split('\t')[at]);
}
