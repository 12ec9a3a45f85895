import { afterEach, describe, expect, it, vi } from 'vitest';
import { createParsePool, ParseBusyError, ParseLimitError, ParsePoolClosedError, type ParsePool } from './parse-pool.js';
import { RESUME_MESSAGES } from './resume-file.js';
import { documentXml, docxFromXml, heavyDocx } from './resume-fixtures.js';

const json = (name: string) => new TextEncoder().encode(JSON.stringify({ basics: { name, email: 'eva@example.com' }, skills: [{ name: 'Forklift operation' }] }));
const pools: ParsePool[] = [];
const pool = (options: Parameters<typeof createParsePool>[0]) => {
  const p = createParsePool(options);
  pools.push(p);
  return p;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('the parse pool (worker threads)', () => {
  it('checks and reads a file in a worker: the CV, or the refusal a person sees', async () => {
    const p = pool({ size: 1 });
    const read = await p.read(json('Eva Tester'));
    expect(read).toMatchObject({ ok: true, kind: 'json', data: { first_name: 'Eva', last_name: 'Tester', skills: ['Forklift operation'] } });
    expect(await p.read(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toEqual({ ok: false, status: 415, message: RESUME_MESSAGES.unsupported });
    const docx = await p.read(await docxFromXml(documentXml(['Maria Jansen', 'maria.jansen@example.com'])));
    expect(docx).toMatchObject({ ok: true, kind: 'docx', data: { email: 'maria.jansen@example.com' } });
    expect(p.stats).toMatchObject({ reads: 3, started: 1 });
    expect(p.load()).toEqual({ workers: 1, busy: 0, queued: 0 });
  }, 60_000);

  it('stops a read at its time limit, replaces the worker, and reads the next file', async () => {
    const p = pool({ size: 1, timeoutMs: 300 });
    const slow = await heavyDocx(4_000_000, 3);
    await expect(p.read(slow)).rejects.toEqual(new ParseLimitError('time'));
    expect(p.load().workers).toBe(0);
    expect(await p.read(json('Next One'))).toMatchObject({ ok: true });
    expect(p.stats).toMatchObject({ timeouts: 1, started: 2 });
  }, 60_000);

  it('replaces a worker after a large file, so the memory the read took comes back, and no file waits for the successor to start', async () => {
    // (Not by the heap it holds afterwards: a collection at the read's end may already have shrunk it.)
    const p = pool({ size: 1, recycleFileMb: 0.5 });
    expect(await p.read(json('Small'))).toMatchObject({ ok: true });
    expect(p.stats.recycled).toBe(0);
    const large = await heavyDocx(3_000_000, 5);
    expect(large.byteLength).toBeGreaterThan(0.5 * 1024 * 1024);
    expect(await p.read(large)).toMatchObject({ ok: true, kind: 'docx' });
    expect(p.stats).toMatchObject({ recycled: 1, started: 2 });
    // Without a wait: the worker reads on while its successor starts (a start takes seconds), so the
    // next file is taken at once, not queued…
    const next = p.read(json('Next One'));
    expect(p.load()).toEqual({ workers: 2, busy: 1, queued: 0 });
    expect(await next).toMatchObject({ ok: true, data: { first_name: 'Next' } });
    // …and the old worker goes once the successor is ready.
    await vi.waitFor(() => expect(p.load()).toEqual({ workers: 1, busy: 0, queued: 0 }), { timeout: 30_000, interval: 50 });
    expect(await p.read(json('After That'))).toMatchObject({ ok: true });
    expect(p.stats).toMatchObject({ reads: 4, recycled: 1, started: 2 });
  }, 60_000);

  it('past the queue limit refuses at once with a Retry-After; close() fails what waits', async () => {
    const p = pool({ size: 1, queueLimit: 1 });
    expect(await p.read(json('Warm'))).toMatchObject({ ok: true });
    const heavy = p.read(await heavyDocx(4_000_000, 3)).catch((e: unknown) => e);
    for (let i = 0; i < 500 && p.load().busy === 0; i++) await new Promise((r) => setTimeout(r, 10));
    const queued = p.read(json('Queued')).catch((e: unknown) => e);
    const busy = await p.read(json('Busy')).catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(ParseBusyError);
    expect((busy as ParseBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    await p.close();
    expect(await heavy).toBeInstanceOf(ParsePoolClosedError);
    expect(await queued).toBeInstanceOf(ParsePoolClosedError);
    await expect(p.read(json('After'))).rejects.toBeInstanceOf(ParsePoolClosedError);
  }, 60_000);
});
