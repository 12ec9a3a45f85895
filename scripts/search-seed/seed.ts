/**
 * `npm run search:seed -- --n N [--seed S] [--batch B] [--writers W]`: adds N synthetic candidate
 * CVs (./candidates.ts) to the demo organisation of the configured database (PGlite in DATA_DIR, or
 * DATABASE_URL), with their search rows, in batches of B (one transaction each, ./batches.ts); on
 * PostgreSQL W writer threads (default: one per core) share the batches.
 *
 * Rerunnable: a run continues where the demo organisation's CVs stop (candidate i of the seed is the
 * organisation's CV number i), so two runs of 500,000 add the same CVs as one run of 1,000,000, and
 * the same seed on the same database gives the same CVs. Not for production: it refuses there.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { parseArgs } from 'node:util';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config.js';
import { migrate, openDatabase } from '../../src/server/db/client.js';
import { agreementLists, agreements, accounts, employees, organisations, templates } from '../../src/server/db/schema.js';
import { seedDemo } from '../../src/server/db/seed.js';
import { runBatches } from './batches.js';
import type { SeedTarget } from './candidates.js';
import type { WriterData } from './worker.js';

/** The lists seeded CVs may be put in (made when absent). */
export const SEED_LISTS = ['Software shortlist', 'Finance pool', 'Hospitality talent', 'Engineering bench', 'Sales leads', 'Healthcare pool'];

const { values } = parseArgs({
  options: { n: { type: 'string' }, seed: { type: 'string', default: '1' }, batch: { type: 'string' }, writers: { type: 'string' }, organisation: { type: 'string', default: 'demo' } },
});
const total = Number(values.n);
const seed = Number(values.seed);
if (!Number.isInteger(total) || total < 1 || !Number.isInteger(seed)) {
  console.error('Usage: npm run search:seed -- --n N [--seed S] [--batch B]   (N a positive whole number of CVs to add)');
  process.exit(2);
}

const config = loadConfig();
if (config.env === 'production') {
  console.error('Refusing to seed synthetic candidates in production.');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const batchSize = Number(values.batch ?? 1000);
/** Writer threads on PostgreSQL (one per core by default); the embedded database has one writer. */
const writers = database.kind === 'postgres' ? Number(values.writers ?? availableParallelism()) : 1;
const db = database.db;

/** Where the CVs go: the organisation's agency account, its employees as consultants, its templates and the seed lists. */
async function seedTarget(subdomain: string): Promise<SeedTarget> {
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
    now: new Date(),
  };
}

const started = performance.now();
try {
  await migrate(database);
  await seedDemo(db);
  const target = await seedTarget(values.organisation);
  const [{ n: existing }] = await db.select({ n: count() }).from(agreements).where(eq(agreements.organisationId, target.organisationId));
  console.log(
    `Seeding ${total.toLocaleString('en')} candidate CVs (seed ${seed}, from CV ${existing.toLocaleString('en')}) into '${values.organisation}' on ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.dataDir})`}, batches of ${batchSize}, ${writers} writer${writers > 1 ? 's' : ''}.`,
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
  const plan = { seed, from: existing, count: total, batch: batchSize, first: 0, stride: 1 };
  const databaseUrl = config.databaseUrl;
  if (databaseUrl) {
    // Writer threads, each with its own connection and every `writers`-th batch. Loaded through
    // tsx's API: Node 20 does not hand the `--import tsx` loader to worker threads.
    const url = JSON.stringify(new URL('./worker.ts', import.meta.url).href);
    await Promise.all(
      Array.from({ length: writers }, (_, first) => {
        const worker = new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${url}, import.meta.url))`, {
          eval: true,
          workerData: { databaseUrl, target, plan: { ...plan, first, stride: writers } } satisfies WriterData,
        });
        worker.on('message', progress);
        return new Promise<void>((resolve, reject) => {
          worker.once('error', reject);
          worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`writer ${first} stopped with code ${code}`))));
        });
      }),
    );
  } else {
    // The embedded database lives in this process: one writer, here.
    await runBatches(db, target, plan, progress);
  }
  if (database.kind === 'postgres') {
    const analyzeStart = performance.now();
    await database.db.execute('analyze');
    console.log(`  analyze: ${((performance.now() - analyzeStart) / 1000).toFixed(1)} s`);
  }
  console.log(`Added ${total.toLocaleString('en')} CVs in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
}
