/**
 * `npm run search:seed -- --n N [--seed S] [--batch B] [--threads T] [--writers W]`: adds N synthetic
 * candidate CVs (./candidates.ts) to the demo organisation of the configured database (PGlite in
 * DATA_DIR, or DATABASE_URL), with their search rows, in batches of B (one transaction each,
 * ./batches.ts): T builder threads (default one per core) draw the CVs and build their search rows
 * while W transactions (default 2 on PostgreSQL, 1 on PGlite) write the built batches.
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
import { agreements } from '../../src/server/db/schema.js';
import { seedDemo } from '../../src/server/db/seed.js';
import { buildContext, runSeed, seedTarget } from './batches.js';

const { values } = parseArgs({
  options: {
    n: { type: 'string' },
    seed: { type: 'string', default: '1' },
    batch: { type: 'string' },
    threads: { type: 'string' },
    writers: { type: 'string' },
    organisation: { type: 'string', default: 'demo' },
  },
});
const total = Number(values.n);
const seed = Number(values.seed);
if (!Number.isInteger(total) || total < 1 || !Number.isInteger(seed)) {
  console.error('Usage: npm run search:seed -- --n N [--seed S] [--batch B] [--threads T] [--writers W]   (N a positive whole number of CVs to add)');
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
  await runSeed(db, context, { from: existing, count: total, batch: batchSize }, { threads, writers, onBatch: progress });
  // A bulk load ends with the planner's statistics and the GIN indexes' pending entries merged
  // (decision 021: before it, radius searches read the pending lists); on both databases.
  const analyzeStart = performance.now();
  await database.db.execute('vacuum (analyze) candidate_search');
  await database.db.execute('analyze');
  console.log(`  vacuum and analyze: ${((performance.now() - analyzeStart) / 1000).toFixed(1)} s`);
  console.log(`Added ${total.toLocaleString('en')} CVs in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
}
