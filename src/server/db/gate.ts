/**
 * The queue in front of the embedded database. PGlite is one connection that runs one statement (or
 * one transaction) at a time; unbounded, a burst of requests waits behind it for as long as it
 * takes (200 connections held requests past 30 s). The gate runs the work one at a time too, but
 * keeps at most `maxQueue` waiting and lets none wait longer than `maxWaitMs`: past either, the work
 * is refused at once with `DatabaseBusyError`, which the error plugin answers 503 + Retry-After.
 * A request either gets the database soon or learns to come back; none is held.
 */

import { BusyError } from '../lib/errors.js';

export type GateOptions = { maxQueue: number; maxWaitMs: number };

/** Defaults measured with `npm run bench` (see the README's "Which database"). */
export const DEFAULT_GATE: GateOptions = { maxQueue: 256, maxWaitMs: 3_000 };

/** The gate's refusal: a `BusyError` (503 + Retry-After) that says where the pressure is. */
export class DatabaseBusyError extends BusyError {}

type Waiter = { start: () => void; timer: NodeJS.Timeout };

export type Gate = {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Work waiting for its turn (not counting the one running). */
  readonly waiting: number;
};

export function createGate({ maxQueue, maxWaitMs }: GateOptions): Gate {
  let running = false;
  const queue: Waiter[] = [];

  const next = () => {
    const waiter = queue.shift();
    if (!waiter) {
      running = false;
      return;
    }
    clearTimeout(waiter.timer);
    waiter.start();
  };

  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (!running) {
        running = true;
        resolve();
        return;
      }
      if (queue.length >= maxQueue) {
        reject(new DatabaseBusyError());
        return;
      }
      const waiter: Waiter = {
        start: resolve,
        timer: setTimeout(() => {
          const at = queue.indexOf(waiter);
          if (at >= 0) queue.splice(at, 1);
          reject(new DatabaseBusyError());
        }, maxWaitMs),
      };
      queue.push(waiter);
    });

  return {
    async run(work) {
      await turn();
      try {
        return await work();
      } finally {
        next();
      }
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** The part of a PGlite client that Drizzle and the migrator use. */
type GatedClient = {
  query: (...args: never[]) => Promise<unknown>;
  exec: (...args: never[]) => Promise<unknown>;
  transaction: (...args: never[]) => Promise<unknown>;
};

/**
 * The client with `query`, `exec` and `transaction` passing through the gate (statements inside a
 * transaction use the transaction's own handle and so do not queue again). Everything else is the
 * client's own.
 */
export function gatedClient<C extends GatedClient>(client: C, gate: Gate): C {
  const wrap =
    <K extends keyof GatedClient>(key: K) =>
    (...args: Parameters<C[K]>) =>
      gate.run(() => (client[key] as (...a: Parameters<C[K]>) => Promise<unknown>).apply(client, args));
  const overrides: Partial<Record<keyof GatedClient, unknown>> = { query: wrap('query'), exec: wrap('exec'), transaction: wrap('transaction') };
  return new Proxy(client, {
    get(target, key, receiver) {
      if (typeof key === 'string' && key in overrides) return overrides[key as keyof GatedClient];
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
