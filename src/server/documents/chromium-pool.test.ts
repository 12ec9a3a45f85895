import { afterAll, describe, expect, it } from 'vitest';
import { createChromiumPool, pdfPageCount, PoolBusyError, printPdf } from './chromium-pool.js';

const pool = createChromiumPool({ size: 2, queueLimit: 2, timeoutMs: 10_000 });
afterAll(() => pool.close());

const pages = (n: number) =>
  `<!doctype html><html><head><title>T</title><style>@page{size:A4;margin:20mm} .p{break-after:page;height:10mm}</style></head><body>${Array.from({ length: n }, (_, i) => `<div class="p">Page ${i + 1}</div>`).join('')}</body></html>`;

describe('chromium pool', () => {
  it('prints A4 PDFs and counts their pages', async () => {
    for (const n of [1, 3]) {
      const pdf = await printPdf(pool, pages(n));
      expect(Buffer.from(pdf.slice(0, 5)).toString()).toBe('%PDF-');
      expect(pdfPageCount(pdf)).toBe(n);
    }
  }, 60_000);

  it('runs no script and loads nothing but data: URLs', async () => {
    const result = await pool.run(async (page) => {
      const requests: string[] = [];
      page.on('requestfinished', (r) => requests.push(r.url()));
      await page.setContent('<img src="http://127.0.0.1:9/x.png"><script>document.title="ran"</script><title>still</title>', { waitUntil: 'load' });
      return { title: await page.title(), requests };
    });
    expect(result.title).toBe('still');
    expect(result.requests.filter((u) => u.startsWith('http'))).toEqual([]);
  }, 30_000);

  it('refuses work beyond its queue with PoolBusyError', async () => {
    const slow = () => pool.run(() => new Promise((r) => setTimeout(r, 300)));
    const started = [slow(), slow(), slow(), slow()]; // 2 running + 2 queued
    await expect(pool.run(async () => 1)).rejects.toBeInstanceOf(PoolBusyError);
    await Promise.all(started);
  }, 30_000);

  it('retries a job once when it fails on a page', async () => {
    let attempts = 0;
    const value = await pool.run(async () => {
      attempts++;
      if (attempts === 1) throw new Error('page crashed');
      return 'ok';
    });
    expect(value).toBe('ok');
    expect(attempts).toBe(2);
  }, 30_000);
});
