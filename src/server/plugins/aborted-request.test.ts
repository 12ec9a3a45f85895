/**
 * A request the client cancels (the live preview drops one it no longer needs) is no error of the
 * server: nothing is logged at error level. When the answer's stream ends early because the client
 * left (ERR_STREAM_PREMATURE_CLOSE, as a compressed answer does), the log says the client left,
 * at info level, as 499.
 */
import Fastify from 'fastify';
import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgreement, createRecruiter } from '../test/factories.js';
import { bearer, createTestApp, type TestApp } from '../test/helper.js';
import { registerErrorHandling } from './errors.js';

type LogLine = { level: number; reqId?: string; msg?: string; req?: { url?: string }; res?: { statusCode?: number } };
const logTo = (lines: LogLine[]) =>
  new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });

const CANCELLED = 'the client closed the connection before the answer was sent';

const until = async (check: () => boolean, timeoutMs = 60_000) => {
  for (const start = Date.now(); !check(); ) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** Sends a request over a real socket and drops it as soon as the server has it (and its body). */
async function cancelled(port: number, lines: LogLine[], options: { method: string; path: string; headers?: Record<string, string>; body?: unknown }): Promise<string> {
  const req = httpRequest({ host: '127.0.0.1', port, method: options.method, path: options.path, headers: { 'accept-encoding': 'br, gzip', 'content-type': 'application/json', ...options.headers } });
  req.on('error', () => undefined);
  req.end(options.body === undefined ? undefined : JSON.stringify(options.body));
  await until(() => lines.some((l) => l.msg === 'incoming request' && l.req?.url === options.path));
  const { reqId } = lines.find((l) => l.msg === 'incoming request' && l.req?.url === options.path)!;
  await new Promise((r) => setTimeout(r, 30));
  req.destroy();
  return reqId!;
}

describe('the error handler', () => {
  const lines: LogLine[] = [];
  const app = Fastify({ logger: { level: 'info', stream: logTo(lines) } });
  let port: number;
  beforeAll(async () => {
    registerErrorHandling(app);
    // An answer whose stream ends early once the client has gone, as @fastify/compress reports it.
    app.get('/answer', async (request) => {
      await new Promise<void>((resolve) => request.raw.socket.once('close', () => resolve()));
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
    app.get('/broken', async () => {
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it('logs a stream the client cut short at info level as cancelled (499)', async () => {
    const reqId = await cancelled(port, lines, { method: 'GET', path: '/answer' });
    await until(() => lines.some((l) => l.reqId === reqId && (l.level >= 40 || l.msg === CANCELLED)));
    const own = lines.filter((l) => l.reqId === reqId);
    expect(own.filter((l) => l.level >= 40)).toEqual([]);
    expect(own.find((l) => l.msg === CANCELLED)?.level).toBe(30);
  });

  it('still reports the same error as a server error while the client is there', async () => {
    const res = await app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(lines.some((l) => l.level >= 50 && l.msg !== CANCELLED)).toBe(true);
  });
});

describe('a live preview the client cancels', () => {
  const lines: LogLine[] = [];
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ logger: { level: 'info', stream: logTo(lines) } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('leaves no error in the log, and the server goes on answering', async () => {
    const recruiter = await createRecruiter(t);
    const { id } = await createAgreement(t, recruiter);
    const headers = bearer(recruiter.jwt, recruiter.host);
    // The document browser started first: its start on a loaded machine is no part of this.
    expect((await t.app.inject({ method: 'POST', url: `/api/organisation/agreements/${id}/styled_cvs`, headers, payload: { anonymous: true } })).statusCode).toBe(200);

    const path = `/api/organisation/agreements/${id}/styled_cvs`;
    const reqId = await cancelled(port, lines, { method: 'POST', path, headers, body: { anonymous: false, language: 'de' } });
    await until(() => lines.some((l) => l.reqId === reqId && (l.level >= 40 || l.msg === CANCELLED || l.msg === 'request completed' || l.msg === 'stream closed prematurely')));
    expect(lines.filter((l) => l.reqId === reqId && l.level >= 40)).toEqual([]);

    const after = await t.app.inject({ method: 'POST', url: path, headers, payload: { anonymous: false } });
    expect(after.statusCode).toBe(200);
  }, 180_000);
});
