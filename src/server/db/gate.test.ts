/** The queue in front of the embedded database (issue "Availability and bad input": the embedded database under load). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../test/helper.js';
import { createGate, DatabaseBusyError } from './gate.js';

const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('the gate', () => {
  it('runs work one at a time, in the order it came', async () => {
    const gate = createGate({ maxQueue: 10, maxWaitMs: 1000 });
    const order: string[] = [];
    let running = 0;
    const job = (name: string, ms: number) =>
      gate.run(async () => {
        running++;
        expect(running).toBe(1);
        await later(ms);
        order.push(name);
        running--;
        return name;
      });
    expect(await Promise.all([job('a', 20), job('b', 1), job('c', 5)])).toEqual(['a', 'b', 'c']);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('refuses at once when the queue is full, and keeps serving the rest', async () => {
    const gate = createGate({ maxQueue: 2, maxWaitMs: 1000 });
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => gate.run(async () => (await later(5), i))));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected']);
    expect((results[3] as PromiseRejectedResult).reason).toBeInstanceOf(DatabaseBusyError);
    expect(gate.waiting).toBe(0);
    expect(await gate.run(async () => 'after')).toBe('after');
  });

  it('gives up on work that waited past the limit; the work never runs', async () => {
    const gate = createGate({ maxQueue: 10, maxWaitMs: 30 });
    let ranLate = false;
    const slow = gate.run(() => later(120));
    const waited = gate.run(async () => {
      ranLate = true;
    });
    await expect(waited).rejects.toBeInstanceOf(DatabaseBusyError);
    await slow;
    expect(ranLate).toBe(false);
    expect(gate.waiting).toBe(0);
  });

  it('a failing piece of work frees the gate for the next', async () => {
    const gate = createGate({ maxQueue: 10, maxWaitMs: 1000 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 1)).toBe(1);
  });
});

describe('the embedded database while it is busy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { pgliteGate: { maxQueue: 4, maxWaitMs: 300 } } });
  });
  afterAll(() => t.close());

  /** Holds the database in a transaction for `ms`, as a long write would. */
  const holdDatabase = (ms: number) => t.database.db.transaction(() => later(ms));

  it('answers every request: served, or 503 with Retry-After (at once when the queue is full, after the wait limit otherwise); never a 500', async ({ skip }) => {
    if (t.database.kind !== 'pglite') skip();
    const { jwt } = await createEmployee(t);
    const call = () => t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(jwt) });

    // Short hold: four requests wait and are served when it ends, the other six are refused at once.
    let hold = holdDatabase(150);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 10 }, async () => ({ res: await call(), ms: performance.now() - started })));
    await hold;
    const served = answers.filter((a) => a.res.statusCode === 200);
    const busy = answers.filter((a) => a.res.statusCode === 503);
    expect(served.length + busy.length).toBe(10);
    expect(served).toHaveLength(4);
    expect(busy[0].res.headers['retry-after']).toBe('1');
    expect(busy[0].res.json()).toEqual({ statusCode: 503, error: 'The server is busy. Please try again in a moment.' });
    expect(Math.min(...busy.map((b) => b.ms))).toBeLessThan(Math.min(...served.map((s) => s.ms)));

    // Long hold: nobody is kept past the wait limit.
    hold = holdDatabase(1500);
    const waited = await Promise.all(Array.from({ length: 3 }, () => call()));
    expect(waited.map((r) => r.statusCode)).toEqual([503, 503, 503]);
    await hold;

    // Once the database is free it serves again.
    expect((await call()).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});
