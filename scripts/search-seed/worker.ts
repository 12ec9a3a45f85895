/**
 * The generator thread of `npm run search:seed`: draws batches of synthetic candidates while the main
 * thread writes the previous batch, so generating and writing overlap (one core each).
 */
import { parentPort } from 'node:worker_threads';
import { batchJson, syntheticCandidates, type SeedTarget } from './candidates.js';

export type GenerateJob = { target: SeedTarget; seed: number; start: number; ids: number[] };
export type GeneratedBatch = ReturnType<typeof batchJson> & { count: number };

parentPort!.on('message', (job: GenerateJob) => {
  parentPort!.postMessage({ ...batchJson(syntheticCandidates(job.target, job)), count: job.ids.length } satisfies GeneratedBatch);
});
