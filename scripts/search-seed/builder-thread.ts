/**
 * A builder thread of `npm run search:seed`: builds the batches it is sent (./builder.ts) and posts
 * them back; the main thread writes them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { buildBatch, type BuildContext } from './builder.js';

const context = workerData as BuildContext;
parentPort!.on('message', ({ start, ids }: { start: number; ids: number[] }) => parentPort!.postMessage(buildBatch(context, start, ids)));
