/**
 * A writer thread of `npm run search:seed` on PostgreSQL: its own connection, every `stride`-th batch
 * (./batches.ts), so drawing the CVs and building their search rows use every core.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../src/server/db/client.js';
import { runBatches, type SeedPlan } from './batches.js';
import type { SeedTarget } from './candidates.js';

export type WriterData = { databaseUrl: string; target: SeedTarget; plan: SeedPlan };

const { databaseUrl, target, plan } = workerData as WriterData;
const database = await openDatabase({ databaseUrl });
try {
  await runBatches(database.db, target, plan, (written) => parentPort!.postMessage(written));
} finally {
  await database.close();
}
