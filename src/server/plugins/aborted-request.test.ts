/**
 * A request the client cancels (the live preview drops one it no longer needs) is no error of the
 * server: nothing is logged at error level, and the log says the client left.
 */
import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/helper.js';

type LogLine = { level: number; reqId?: string; msg?: string; req?: { url?: string } };
const lines: LogLine[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
    done();
  },
});

const CANCELLED = 'the client closed the connection before the answer was sent';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

const until = async (check: () => boolean, timeoutMs = 30_000) => {
  for (const start = Date.now(); !check(); ) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** Sends the request as a browser would (compressed answers accepted) and drops it as soon as the server has taken it in. */
async function cancelledRequest(path: string, headers: Record<string, string>, body: unknown): Promise<string> {
  const before = lines.length;
  const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, headers: { 'accept-encoding': 'br, gzip', 'content-type': 'application/json', ...headers } });
  req.on('error', () => undefined);
  req.end(JSON.stringify(body));
  await until(() => lines.slice(before).some((l) => l.msg === 'incoming request' && l.req?.url === path));
  const { reqId } = lines.slice(before).find((l) => l.msg === 'incoming request' && l.req?.url === path)!;
  req.destroy();
  // The server notices when its answer is ready: it says so, or (before the fix) logs an error.
  await until(() => lines.some((l) => l.reqId === reqId && (l.level >= 40 || l.msg === CANCELLED || l.msg === 'request completed')));
  return reqId!;
}

describe('a request the client cancels', () => {
  it('is logged at info level as cancelled, never as an error', async () => {
    const jwt = await t.signIn('recruiter@demo.test');
    const list = await t.app.inject({ method: 'GET', url: '/api/organisation/agreements', headers: bearer(jwt) });
    const id = list.json().agreements[0].id as number;
    const { host, authorization } = bearer(jwt);

    // A rendered preview (tens of kilobytes, compressed as a stream) the client stopped waiting for.
    // Each in another CV language, so that none is answered from a cache before it is cancelled.
    const reqIds = [];
    for (const language of ['de', 'fr']) reqIds.push(await cancelledRequest(`/api/organisation/agreements/${id}/styled_cvs`, { host, authorization }, { anonymous: false, language }));

    for (const reqId of reqIds) {
      const own = lines.filter((l) => l.reqId === reqId);
      expect(own.filter((l) => l.level >= 40)).toEqual([]);
      expect(own.find((l) => l.msg === CANCELLED)?.level).toBe(30);
    }
    // The server still answers.
    const after = await t.app.inject({ method: 'POST', url: `/api/organisation/agreements/${id}/styled_cvs`, headers: bearer(jwt), payload: { anonymous: false } });
    expect(after.statusCode).toBe(200);
  }, 90_000);
});
