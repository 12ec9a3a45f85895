/**
 * Resume reading off the event loop (DESIGN §4, decision 012): a bounded pool of worker threads
 * (./parse-worker.ts) that check and read uploaded files.
 *
 * - `size` workers, started on first use; each reads one file at a time. Files beyond that wait in
 *   a queue of at most `queueLimit`; past it `read` fails with `ParseBusyError` (the API answers 429
 *   with Retry-After).
 * - Each read has a time limit (`timeoutMs`, from the moment a worker takes it) and each worker a
 *   heap limit (`memoryMb`, V8 `resourceLimits`). A read that passes either is stopped by
 *   terminating its worker: `ParseLimitError` (the API answers 422 with a message), and a fresh
 *   worker takes the next file.
 * - A worker whose heap has grown by more than `recycleGrowthMb` over what it held once started is
 *   replaced at once, so the memory a large file took comes back. One that has read `recycleAfter`
 *   files (or, when set, a file of `recycleFileMb` or more) is replaced without a wait: its successor
 *   starts at once and it reads on until the successor is ready (no file waits for a worker to
 *   start, a start taking seconds).
 * - `close()` stops every worker; reads in flight and waiting fail with `ParsePoolClosedError`.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ParseReply, ParseRequest } from './parse-worker.js';
import type { ReadOutcome } from './resume-reader.js';

export class ParseBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The parse queue is full.');
    this.name = 'ParseBusyError';
  }
}
export class ParseLimitError extends Error {
  constructor(readonly limit: 'time' | 'memory') {
    super(limit === 'time' ? 'The read passed its time limit.' : 'The read passed its memory limit.');
    this.name = 'ParseLimitError';
  }
}
export class ParsePoolClosedError extends Error {
  constructor() {
    super('The parse pool is closed.');
    this.name = 'ParsePoolClosedError';
  }
}
/** The worker stopped for another reason: it crashed during a read, or it could not start (`starting`: a fault of the server, not of the file). */
export class ParseWorkerError extends Error {
  constructor(
    message: string,
    readonly starting: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ParseWorkerError';
  }
}

export type ParsePoolOptions = {
  /** Worker threads (default: one fewer than the cores, at least 1, at most 4: the event loop keeps a core). */
  size?: number;
  /** Files that may wait for a worker (default 16). */
  queueLimit?: number;
  /** Time limit of one read (default 15 s). */
  timeoutMs?: number;
  /** Heap limit of a worker, V8 old generation (default 256 MB). */
  memoryMb?: number;
  /** A worker whose heap has grown by more than this over its start after a read is replaced (default: a quarter of `memoryMb`). */
  recycleGrowthMb?: number;
  /** A worker is replaced after this many reads (default 200). */
  recycleAfter?: number;
  /**
   * A worker is replaced after reading a file of at least this size (default: never by size). The
   * heap a read grew to is sampled while it reads (./parse-worker.ts), so growth is seen; replacing
   * the worker after every large file made each such upload the first read of a cold worker
   * (p50 180 ms for an 8 MB PDF with a photo, against 30–50 ms in a worker that had read files).
   */
  recycleFileMb?: number;
  /** The worker script (default: the built `parse-worker.js` beside the bundle, or the source through tsx). */
  workerUrl?: URL;
};

export const defaultParseWorkers = () => Math.max(1, Math.min(4, os.availableParallelism() - 1));

/** From source (this file is .ts) the worker starts through tsx; the built server has parse-worker.js beside main.js. */
function defaultWorkerUrl(): URL {
  return import.meta.url.endsWith('.ts') ? new URL('./parse-worker.dev.mjs', import.meta.url) : new URL('./parse-worker.js', import.meta.url);
}

type Job = { bytes: Uint8Array; resolve: (outcome: ReadOutcome) => void; reject: (error: Error) => void };
/** `leaving`: to be replaced; it takes files only while its successor starts. */
type Slot = { worker: Worker; ready: boolean; job: Job | null; timer: NodeJS.Timeout | null; reads: number; gone: boolean; baseHeapMb: number; leaving: boolean };

export type ParsePool = ReturnType<typeof createParsePool>;

export function createParsePool(options: ParsePoolOptions = {}) {
  const size = Math.max(1, options.size ?? defaultParseWorkers());
  const queueLimit = Math.max(0, options.queueLimit ?? 16);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const memoryMb = options.memoryMb ?? 256;
  const recycleGrowthMb = options.recycleGrowthMb ?? Math.round(memoryMb / 4);
  const recycleAfter = options.recycleAfter ?? 200;
  const recycleFileBytes = (options.recycleFileMb ?? Infinity) * 1024 * 1024;
  const workerUrl = options.workerUrl ?? defaultWorkerUrl();

  let slots: Slot[] = [];
  const queue: Job[] = [];
  let closed = false;
  let nextId = 1;
  /** Recent read time (exponential average), for Retry-After. */
  let averageMs = 1000;
  const stats = { reads: 0, started: 0, recycled: 0, timeouts: 0, outOfMemory: 0, crashed: 0, refusedBusy: 0, lastHeapMb: 0 };

  function retire(slot: Slot) {
    if (slot.gone) return;
    slot.gone = true;
    if (slot.timer) clearTimeout(slot.timer);
    slots = slots.filter((s) => s !== slot);
    void slot.worker.terminate().catch(() => undefined);
  }

  /** The slot's worker ended (limit, crash, exit): fail its job with `error`, replace it on demand. */
  function lost(slot: Slot, error: Error) {
    const job = slot.job;
    slot.job = null;
    retire(slot);
    if (job) job.reject(error);
    else if (!slot.ready && queue.length) {
      // It could not even start: fail the oldest waiting file rather than retrying for ever.
      queue.shift()!.reject(error);
    }
    dispatch();
  }

  function spawn(): Slot {
    const worker = new Worker(workerUrl, {
      name: 'talentfolio-parse',
      resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: Math.min(32, Math.max(4, Math.round(memoryMb / 8))), stackSizeMb: 4 },
      stdout: false,
      stderr: false,
    });
    const slot: Slot = { worker, ready: false, job: null, timer: null, reads: 0, gone: false, baseHeapMb: 0, leaving: false };
    stats.started++;
    worker.unref();
    worker.on('message', (reply: ParseReply) => {
      if (slot.gone) return;
      if (reply.type === 'ready') {
        slot.ready = true;
        slot.baseHeapMb = reply.heapMb;
        // A successor has started: the workers it replaces go once idle.
        for (const old of slots) if (old.leaving && !old.job) retire(old);
        dispatch();
        return;
      }
      const job = slot.job;
      slot.job = null;
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = null;
      slot.reads++;
      stats.reads++;
      stats.lastHeapMb = reply.heapMb;
      worker.unref();
      if (reply.heapMb - slot.baseHeapMb > recycleGrowthMb) {
        // Grown: it goes at once (another large file could take it past its limit).
        stats.recycled++;
        retire(slot);
      } else if (!slot.leaving && ((job?.bytes.byteLength ?? 0) >= recycleFileBytes || slot.reads >= recycleAfter)) {
        // Replaced without a wait: its successor starts now, and it reads on until the successor is ready.
        stats.recycled++;
        slot.leaving = true;
        if (!closed) spawn();
      } else if (slot.leaving && slots.some((s) => s.ready && !s.leaving && !s.gone)) retire(slot);
      job?.resolve(reply.outcome);
      dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (slot.gone) return;
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        stats.outOfMemory++;
        lost(slot, new ParseLimitError('memory'));
      } else {
        stats.crashed++;
        lost(slot, new ParseWorkerError(`the parse worker failed: ${error.message}`, !slot.ready, { cause: error }));
      }
    });
    worker.on('exit', (code) => {
      if (slot.gone) return;
      stats.crashed++;
      lost(slot, new ParseWorkerError(`the parse worker exited with code ${code}`, !slot.ready));
    });
    slots.push(slot);
    return slot;
  }

  function dispatch() {
    if (closed) return;
    while (queue.length) {
      const slot = slots.find((s) => s.ready && !s.job && !s.gone && !s.leaving) ?? slots.find((s) => s.ready && !s.job && !s.gone);
      if (!slot) {
        // Start a worker when every one is busy and there is room; it takes the file once ready.
        if (slots.filter((s) => !s.leaving).length < size && !slots.some((s) => !s.ready)) spawn();
        return;
      }
      const job = queue.shift()!;
      const started = performance.now();
      slot.job = {
        ...job,
        resolve: (outcome) => {
          averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
          job.resolve(outcome);
        },
      };
      slot.worker.ref();
      slot.timer = setTimeout(() => {
        stats.timeouts++;
        lost(slot, new ParseLimitError('time'));
      }, timeoutMs);
      slot.worker.postMessage({ id: nextId++, bytes: job.bytes } satisfies ParseRequest);
    }
  }

  return {
    size,
    queueLimit,
    timeoutMs,
    memoryMb,
    stats,
    /** Workers running and files waiting. */
    load: () => ({ workers: slots.length, busy: slots.filter((s) => s.job).length, queued: queue.length }),
    /** Checks and reads one file in a worker. Rejects with ParseBusyError, ParseLimitError, ParsePoolClosedError or ParseWorkerError. */
    read(bytes: Uint8Array): Promise<ReadOutcome> {
      if (closed) return Promise.reject(new ParsePoolClosedError());
      const busy = slots.filter((s) => s.job).length;
      if (busy >= size && queue.length >= queueLimit) {
        stats.refusedBusy++;
        // About when a worker will be free for one more file: the queue ahead, shared by the workers.
        const seconds = Math.ceil((((queue.length + 1) / size) * averageMs) / 1000);
        return Promise.reject(new ParseBusyError(Math.min(60, Math.max(1, seconds))));
      }
      return new Promise<ReadOutcome>((resolve, reject) => {
        // The worker gets its own copy: the caller keeps the bytes (to store them after a good read).
        queue.push({ bytes, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      const waiting = queue.splice(0);
      for (const job of waiting) job.reject(new ParsePoolClosedError());
      const running = slots;
      slots = [];
      for (const slot of running) {
        const job = slot.job;
        slot.job = null;
        slot.gone = true;
        if (slot.timer) clearTimeout(slot.timer);
        job?.reject(new ParsePoolClosedError());
      }
      await Promise.all(running.map((s) => s.worker.terminate().catch(() => undefined)));
    },
  };
}
