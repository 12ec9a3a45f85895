/**
 * The parse worker (a thread of ./parse-pool.ts): loads the readers once, then reads one file per
 * message and answers the outcome with how much heap the thread holds afterwards (the pool replaces
 * a worker that has grown). Built to dist/server/parse-worker.js beside the server
 * (scripts/build-server.mjs); from source it is started through ./parse-worker.dev.mjs.
 */
import { setPriority } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { preloadReaders } from './parse-resume.js';
import { RESUME_MESSAGES } from './resume-file.js';
import { readResumeFile, type ReadOutcome } from './resume-reader.js';
import { pdfWithLines } from './small-pdf.js';

export type ParseRequest = { id: number; bytes: Uint8Array };
/** `heapMb`: the V8 heap the thread holds (after start-up in `ready`; the most it held while reading in `done`). */
export type ParseReply = { type: 'ready'; heapMb: number } | { type: 'done'; id: number; outcome: ReadOutcome; heapMb: number };

const heapMb = () => Math.round(getHeapStatistics().total_heap_size / (1024 * 1024));

const port = parentPort;
if (!port) throw new Error('parse-worker runs as a worker thread of the parse pool');

// On Linux a thread has its own nice value and `setPriority(0, …)` sets the calling thread's: reading
// yields the CPU to the event loop whenever both want it. (Elsewhere it would lower the whole
// process, so it is left alone.)
if (process.platform === 'linux') {
  try {
    setPriority(0, 10);
  } catch {
    // Not allowed here: reading runs at the normal priority.
  }
}

await preloadReaders();

// A fresh worker's first reads run cold (pdf.js and the parser not yet compiled by V8's optimiser:
// the first read of a file took ~850 ms, the next ones tens): it reads a small resume a few times
// before it says it is ready, so no upload pays for that. A pool replaces workers without a wait
// (./parse-pool.ts), so this is off every upload's path but the first.
const WARM_UP = pdfWithLines([
  { text: 'Anna Berg', size: 22 },
  { text: 'Logistics Planner' },
  { text: 'anna.berg@example.com | +31 6 5555 0123 | Utrecht, Netherlands' },
  { text: 'Experience', bold: true, size: 14 },
  { text: 'Planner, Rijnhaven Foods, 03/2019 - present' },
  { text: 'Planned 1,200 products across the Benelux, from the weekly forecast to the orders.' },
  { text: 'Education', bold: true, size: 14 },
  { text: 'BSc Logistics, Hogeschool Utrecht, 2014 - 2018' },
  { text: 'Skills', bold: true, size: 14 },
  { text: 'SAP, Excel, Power BI, forecasting' },
]);
for (let i = 0; i < 5; i++) await readResumeFile(WARM_UP.slice());

port.on('message', async ({ id, bytes }: ParseRequest) => {
  let outcome: ReadOutcome;
  // The largest heap the read took, sampled between its steps: a collection at its end may already
  // have shrunk the heap, so what it holds afterwards says little about what the read grew it to.
  let peak = heapMb();
  const sampler = setInterval(() => (peak = Math.max(peak, heapMb())), 5);
  try {
    outcome = await readResumeFile(bytes);
  } catch (error) {
    outcome = { ok: false, status: 422, message: RESUME_MESSAGES.unreadable, errors: { file: [RESUME_MESSAGES.unreadable] }, problem: (error as Error).stack ?? String(error) };
  } finally {
    clearInterval(sampler);
  }
  port.postMessage({ type: 'done', id, outcome, heapMb: Math.max(peak, heapMb()) } satisfies ParseReply);
});
port.postMessage({ type: 'ready', heapMb: heapMb() } satisfies ParseReply);
