/**
 * Issue 7, "One upload stalls every tenant": the worst file the upload limits let through (a 9 MB
 * Word document that unpacks to 21 MB of plain paragraphs) is read in a parse worker, so the event
 * loop keeps answering while it is read; the worker that hit a limit is replaced; the parse queue
 * has a limit (429 with Retry-After).
 *
 * The one timed assertion of the suite: `GET /api/health` answers within 100 ms while such a file
 * is read. Health is asked every 25 ms during the upload; on a 2-core machine shared with other test
 * files a single answer can wait for the scheduler, so the 90th percentile is held to 100 ms (the
 * maximum is in the failure message). Before the pool, the same upload held every answer for 17–30 s.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESUME_MESSAGES } from '../../documents/resume-file.js';
import { heavyDocx } from '../../documents/resume-fixtures.js';
import { createCandidate, createRecruiter } from '../../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
let recruiter: string;
let candidate: string;
let heavy: Uint8Array;

beforeAll(async () => {
  [t, heavy] = await Promise.all([createTestApp(), heavyDocx()]);
}, 120_000);
beforeEach(async () => {
  recruiter = (await createRecruiter(t)).jwt;
  candidate = (await createCandidate(t)).jwt;
});
afterAll(() => t?.close());

function uploadBody(bytes: Uint8Array, name = 'cv.docx') {
  const boundary = `----talentfolio${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(app: TestApp, url: string, jwt: string, bytes: Uint8Array) {
  const body = uploadBody(bytes);
  return app.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...bearer(jwt), 'content-type': body.contentType, 'x-upload': '1' }, payload: body.payload });
}

const IMPORT = '/organisation/agreements/import';
const MY_RESUME = '/my/resume';

/** Asks `GET /api/health` every 25 ms until `work` settles; answers the latencies (ms) and what `work` answered. */
async function healthDuring<T>(app: TestApp, work: Promise<T>) {
  let done = false;
  const settled = work.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await app.app.inject({ method: 'GET', url: '/api/health' });
    latencies.push(performance.now() - started);
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { latencies, result: await settled };
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function expectResponsive(latencies: number[]) {
  const figures = `${latencies.length} health answers: median ${percentile(latencies, 50).toFixed(1)} ms, p90 ${percentile(latencies, 90).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`;
  expect(latencies.length, figures).toBeGreaterThanOrEqual(10);
  expect(percentile(latencies, 90), figures).toBeLessThan(100);
}

const LIMIT_MESSAGES = [RESUME_MESSAGES.memoryLimit, RESUME_MESSAGES.timeLimit];

describe('the worst file the limits let through', () => {
  it('is a Word document of about 9 MB holding about 21 MB of XML', () => {
    expect(heavy.length).toBeGreaterThan(8 * 1024 * 1024);
    expect(heavy.length).toBeLessThan(10 * 1024 * 1024);
  });

  it.each([
    ['POST organisation/agreements/import (recruiter)', IMPORT, () => recruiter],
    ['POST my/resume (candidate)', MY_RESUME, () => candidate],
  ])('%s: health answers within 100 ms while it is read; it gets a 422 with a message, its worker is replaced', async (_, url, jwt) => {
    const parser = t.app.documents.parser;
    const before = { ...parser.stats };
    const { latencies, result } = await healthDuring(t, upload(t, url, jwt(), heavy));
    expect(result.statusCode, result.body).toBe(422);
    expect(LIMIT_MESSAGES).toContain(result.json().error);
    expect(result.json().errors.file).toEqual([result.json().error]);
    expectResponsive(latencies);
    // The worker that read it was stopped at its limit; the next file is read by a fresh one.
    expect(parser.stats.outOfMemory + parser.stats.timeouts).toBe(before.outOfMemory + before.timeouts + 1);
    expect(parser.load().workers).toBe(0);
  }, 120_000);

  it('three at once leave health responsive; the next small file is read by a fresh worker', async () => {
    const parser = t.app.documents.parser;
    const started = parser.stats.started;
    const all = Promise.all([upload(t, IMPORT, recruiter, heavy), upload(t, IMPORT, recruiter, heavy), upload(t, MY_RESUME, candidate, heavy)]);
    const { latencies, result } = await healthDuring(t, all);
    for (const res of result) {
      expect(res.statusCode, res.body).toBe(422);
      expect(LIMIT_MESSAGES).toContain(res.json().error);
    }
    expectResponsive(latencies);
    expect(parser.stats.started).toBeGreaterThanOrEqual(started + 3);

    const json = new TextEncoder().encode(JSON.stringify({ basics: { name: 'Eva Tester', email: 'eva@example.com' } }));
    const small = await upload(t, IMPORT, recruiter, json);
    expect(small.statusCode, small.body).toBe(201);
    expect(parser.load()).toMatchObject({ workers: 1, busy: 0, queued: 0 });
  }, 240_000);
});

describe('the parse queue has a limit', () => {
  let busy: TestApp;
  beforeAll(async () => {
    busy = await createTestApp({ config: { parse: { workers: 1, queueLimit: 1, timeoutMs: 15_000, memoryMb: 256 } } });
  }, 60_000);
  afterAll(() => busy?.close());

  it('past it an upload answers 429 with Retry-After and changes nothing; the others are read', async () => {
    const { jwt } = await createRecruiter(busy);
    const first = upload(busy, IMPORT, jwt, heavy);
    const second = upload(busy, IMPORT, jwt, heavy);
    // Wait until the first is with the worker and the second waits.
    const waiting = () => busy.app.documents.parser.load().busy === 1 && busy.app.documents.parser.load().queued === 1;
    for (let i = 0; i < 1000 && !waiting(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(busy.app.documents.parser.load()).toMatchObject({ busy: 1, queued: 1 });
    const count = async () =>
      (await busy.app.inject({ method: 'GET', url: '/api/organisation/agreements?per_page=1', headers: bearer(jwt) })).json().pagination.total_count as number;
    const agreements = await count();

    const third = await upload(busy, IMPORT, jwt, heavy);
    expect(third.statusCode, third.body).toBe(429);
    expect(third.json().error).toBe(RESUME_MESSAGES.busy);
    expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const { jwt: candidateJwt } = await createCandidate(busy);
    const mine = await upload(busy, MY_RESUME, candidateJwt, heavy);
    expect(mine.statusCode, mine.body).toBe(429);
    expect(mine.headers['retry-after']).toBeDefined();
    const auth = await busy.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(candidateJwt) });
    expect(auth.json().profile.state).toBe('active');

    for (const res of await Promise.all([first, second])) expect(res.statusCode, res.body).toBe(422);
    expect(await count()).toBe(agreements);
  }, 120_000);
});
