/**
 * A transaction the database gave up because another one wrote the same rows at the same moment
 * (a deadlock, a serialization failure) answers 503 with Retry-After and a message a person can act
 * on, not a 500: the transaction was rolled back whole and the request can be sent again. The errors
 * are raised by the real database, as the driver and Drizzle wrap them.
 */
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.js';
import { CONFLICT_MESSAGE, registerErrorHandling } from './errors.js';

let t: TestApp;
const app = Fastify();

beforeAll(async () => {
  t = await createTestApp();
  registerErrorHandling(app);
  app.get('/raise/:code', async (request) => {
    const { code } = request.params as { code: string };
    // A real error of the database with that SQLSTATE, thrown through Drizzle.
    await t.database.db.execute(sql.raw(`do $$ begin raise exception 'raised by the test' using errcode = '${code.replace(/[^0-9A-Z]/g, '')}'; end $$`));
    return { ok: true };
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  await t.close();
});

describe('conflicting transactions', () => {
  it.each(['40P01', '40001'])('%s answers 503 with Retry-After and says to try again', async (code) => {
    const res = await app.inject({ method: 'GET', url: `/raise/${code}` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({ statusCode: 503, error: CONFLICT_MESSAGE });
  });

  it('another database error stays a 500 without its details', async () => {
    const res = await app.inject({ method: 'GET', url: '/raise/XX000' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('raised by the test');
  });
});
