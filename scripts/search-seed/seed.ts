/**
 * `npm run search:seed -- --n N [--seed S] [--batch B] [--threads T] [--writers W] [--bulk auto|on|off]`: adds N synthetic
 * candidate CVs (./candidates.ts) to the demo organisation of the configured database (PGlite in
 * DATA_DIR, or DATABASE_URL), with their search rows, in batches of B (one transaction each,
 * ./batches.ts): T builder threads (default one per core) draw the CVs and build their search rows
 * while W transactions (default 2 on PostgreSQL, 1 on PGlite) write the built batches. A run that
 * adds at least as many CVs as the search projection holds is a bulk run (./bulk.ts, `--bulk auto`):
 * the projection's secondary indexes are dropped before it and built again after it; `--bulk on`
 * and `--bulk off` choose either way. `--n 0` only builds the indexes a stopped bulk run left dropped.
 *
 * Rerunnable: a run continues where the demo organisation's CVs stop (candidate i of the seed is the
 * organisation's CV number i), so two runs of 500,000 add the same CVs as one run of 1,000,000, and
 * the same seed on the same database gives the same CVs. Not for production: it refuses there.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config.js';
import { migrate, openDatabase } from '../../src/server/db/client.js';
import { agreements, candidateSearch } from '../../src/server/db/schema.js';
import { seedDemo } from '../../src/server/db/seed.js';
import { buildContext, hasLz4, runSeed, seedTarget } from './batches.js';
import { restoreSearchIndexes, suspendSearchIndexes } from './bulk.js';

const { values } = parseArgs({
  options: {
    n: { type: 'string' },
    seed: { type: 'string', default: '1' },
    batch: { type: 'string' },
    threads: { type: 'string' },
    writers: { type: 'string' },
    organisation: { type: 'string', default: 'demo' },
    bulk: { type: 'string', default: 'auto' },
  },
});
const total = Number(values.n);
const seed = Number(values.seed);
if (!Number.isInteger(total) || total < 0 || !Number.isInteger(seed) || !['auto', 'on', 'off'].includes(values.bulk!)) {
  console.error('Usage: npm run search:seed -- --n N [--seed S] [--batch B] [--threads T] [--writers W] [--bulk auto|on|off]   (N a whole number of CVs to add)');
  process.exit(2);
}

const config = loadConfig();
if (config.env === 'production') {
  console.error('Refusing to seed synthetic candidates in production.');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const batchSize = Number(values.batch ?? 1000);
const threads = Number(values.threads ?? availableParallelism());
/** Transactions written at once: the embedded database has one connection. */
const writers = database.kind === 'postgres' ? Number(values.writers ?? 2) : 1;
const db = database.db;

const started = performance.now();
try {
  await migrate(database);
  await seedDemo(db);
  const target = await seedTarget(db, values.organisation);
  const [{ n: existing }] = await db.select({ n: count() }).from(agreements).where(eq(agreements.organisationId, target.organisationId));
  console.log(
    `Seeding ${total.toLocaleString('en')} candidate CVs (seed ${seed}, from CV ${existing.toLocaleString('en')}) into '${values.organisation}' on ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.dataDir})`}, batches of ${batchSize}, ${threads} builder thread${threads === 1 ? '' : 's'}, ${writers} writer${writers > 1 ? 's' : ''}.`,
  );

  let done = 0;
  let lastReport = performance.now();
  const progress = (written: number) => {
    done += written;
    if (performance.now() - lastReport > 5000 || done === total) {
      lastReport = performance.now();
      const seconds = (lastReport - started) / 1000;
      console.log(`  ${done.toLocaleString('en').padStart(11)} / ${total.toLocaleString('en')}  ${(done / seconds).toFixed(0).padStart(6)} CVs/s  ${seconds.toFixed(0)} s`);
    }
  };
  const context = await buildContext(db, target, seed);
  const restoring = {
    concurrency: writers,
    memory: database.kind === 'postgres' ? '1GB' : '128MB',
    onIndex: (name: string, seconds: number) => console.log(`  index ${name} built in ${seconds.toFixed(1)} s`),
  };
  // A bulk run stopped half way left indexes dropped: they are built before anything else.
  const leftOver = await restoreSearchIndexes(db, restoring);
  if (leftOver.length) console.log(`Built again the ${leftOver.length} search indexes a stopped bulk run had left dropped.`);
  if (total > 0) {
    // The indexes are the table's, so every organisation's rows count.
    const [{ n: projected }] = await db.select({ n: count() }).from(candidateSearch);
    const bulk = values.bulk === 'on' || (values.bulk === 'auto' && total >= projected);
    if (bulk) {
      const dropped = await suspendSearchIndexes(db);
      console.log(`Bulk run (${projected.toLocaleString('en')} search rows before it): ${dropped.length} indexes of the projection dropped until it ends (if it is stopped, the next run builds them first; \`--n 0\` does only that).`);
    }
    try {
      await runSeed(db, context, { from: existing, count: total, batch: batchSize }, { threads, writers, onBatch: progress, lz4: await hasLz4(db) });
    } finally {
      if (bulk) {
        const indexStart = performance.now();
        await restoreSearchIndexes(db, restoring);
        console.log(`  indexes built again: ${((performance.now() - indexStart) / 1000).toFixed(1)} s`);
      }
    }
    // A load ends with the planner's statistics and the GIN indexes' pending entries merged
    // (decision 021: before it, radius searches read the pending lists); on both databases.
    const analyzeStart = performance.now();
    await database.db.execute('vacuum (analyze) candidate_search');
    await database.db.execute('analyze');
    console.log(`  vacuum and analyze: ${((performance.now() - analyzeStart) / 1000).toFixed(1)} s`);
  }
  console.log(`Added ${total.toLocaleString('en')} CVs in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
}
