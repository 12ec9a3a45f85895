/**
 * HTML → A4 PDF for the corpus families, through the product's Chromium pool: JavaScript off and
 * every request but `data:` URLs aborted, so a theme's web fonts, icon fonts and CDN style sheets are
 * missing as on an offline machine. One browser for the whole run, started at the first print and
 * closed after a few idle seconds (or by `closePrinter`), so a generator run ends by itself.
 */
import { createChromiumPool, printPdf, type ChromiumPool } from '../../../../src/server/documents/chromium-pool.js';
import { resolveChromium } from '../../../../src/server/documents/chromium.js';

const IDLE_CLOSE_MS = 5_000;

let pool: ChromiumPool | null = null;
let running = 0;
let idleTimer: NodeJS.Timeout | undefined;

/** Prints `html` on A4 as Chromium does for the product's CVs. */
export async function htmlToPdf(html: string): Promise<Uint8Array> {
  clearTimeout(idleTimer);
  pool ??= createChromiumPool({ size: 1, timeoutMs: 60_000 });
  const current = pool;
  running++;
  try {
    return await printPdf(current, html);
  } finally {
    running--;
    if (running === 0) idleTimer = setTimeout(() => void closePrinter(), IDLE_CLOSE_MS);
  }
}

/** Closes the browser now (the idle timer would do it a few seconds after the last print). */
export async function closePrinter(): Promise<void> {
  clearTimeout(idleTimer);
  const current = pool;
  pool = null;
  await current?.close();
}

/** null when a Chromium can be found; else what is missing. */
export async function chromiumMissing(): Promise<string | null> {
  return resolveChromium().then(
    () => null,
    (error: Error) => `Chromium not found (${error.message}); set CHROMIUM_PATH or install the chromium package`,
  );
}
