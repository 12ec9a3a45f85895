/**
 * Printing hand-made HTML layouts to PDF with the product's Chromium pool (A4, JavaScript off, every
 * request but data: URLs blocked). One pool for all of them, launched at the first use and closed
 * once it has been idle for a few seconds, so a generator run ends without a call to close it.
 */
import { createChromiumPool, printPdf, type ChromiumPool } from '../../../../src/server/documents/chromium-pool.js';
import { resolveChromium } from '../../../../src/server/documents/chromium.js';

const IDLE_MS = 5_000;

let pool: ChromiumPool | null = null;
let running = 0;
let idle: NodeJS.Timeout | undefined;

/** Runs `work` with the pool, starting it if need be; the last one to finish starts the idle countdown. */
async function withPool<T>(work: (pool: ChromiumPool) => Promise<T>): Promise<T> {
  clearTimeout(idle);
  // A large queue: a generator may hand over hundreds of documents at once; they wait their turn.
  pool ??= createChromiumPool({ size: 2, queueLimit: 100_000, timeoutMs: 60_000 });
  running++;
  try {
    return await work(pool);
  } finally {
    running--;
    if (running === 0) idle = setTimeout(() => void closePrinter(), IDLE_MS).unref();
  }
}

/** The PDF Chromium prints of a whole HTML document. */
export const printHtml = (html: string): Promise<Uint8Array> => withPool((p) => printPdf(p, html));

const localFonts = new Map<string, Promise<boolean>>();

/** Whether Chromium finds a font of this machine by its name (asked once per name). */
export function hasLocalFont(name: string): Promise<boolean> {
  let found = localFonts.get(name);
  if (!found) {
    found = withPool((p) =>
      p.run(async (page) => {
        await page.setContent('<!DOCTYPE html><html><body></body></html>');
        return page.evaluate((font) => new FontFace('probe', `local("${font}")`).load().then(() => true, () => false), name);
      }),
    );
    localFonts.set(name, found);
  }
  return found;
}

/** Closes the browser now (tests, or a caller that wants it gone before the idle delay). */
export async function closePrinter(): Promise<void> {
  clearTimeout(idle);
  const closing = pool;
  pool = null;
  await closing?.close();
}

/** Null when a Chromium can be found on this machine, otherwise why not. */
export async function chromiumMissing(): Promise<string | null> {
  try {
    await resolveChromium();
    return null;
  } catch (error) {
    return `no Chromium to print with: ${(error as Error).message}`;
  }
}
