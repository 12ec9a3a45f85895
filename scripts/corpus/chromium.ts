/**
 * The one Chromium pool of a generator run: the product's own pool (locked-down pages, JavaScript
 * off, every request but `data:` URLs aborted, so a theme's web fonts and CDN style sheets are
 * missing as on an offline machine), started on first use and closed by the CLI or a test at the end.
 * Every family that prints HTML prints through it.
 */
import os from 'node:os';
import { createChromiumPool, printPdf, type ChromiumPool } from '../../src/server/documents/chromium-pool.js';
import { resolveChromium } from '../../src/server/documents/chromium.js';

let pool: ChromiumPool | null = null;

export function corpusPool(): ChromiumPool {
  // A large queue: a generator run hands over hundreds of documents at once; they wait their turn.
  pool ??= createChromiumPool({ size: Math.max(1, Math.min(4, os.availableParallelism() - 1)), queueLimit: 100_000, timeoutMs: 60_000 });
  return pool;
}

/** The A4 PDF Chromium prints of a whole HTML document. */
export const printHtml = (html: string): Promise<Uint8Array> => printPdf(corpusPool(), html);

export async function closeCorpusPool(): Promise<void> {
  const p = pool;
  pool = null;
  localFonts.clear();
  if (p) await p.close();
}

const localFonts = new Map<string, Promise<boolean>>();

/** Whether Chromium finds a font of this machine by its name (asked once per name). */
export function hasLocalFont(name: string): Promise<boolean> {
  let found = localFonts.get(name);
  if (!found) {
    found = corpusPool().run(async (page) => {
      await page.setContent('<!DOCTYPE html><html><body></body></html>');
      return page.evaluate((font) => new FontFace('probe', `local("${font}")`).load().then(() => true, () => false), name);
    });
    localFonts.set(name, found);
  }
  return found;
}

let missing: Promise<string | null> | undefined;
/** null when a Chromium can be driven here; otherwise why not (for the families' `available()`). */
export function chromiumMissing(): Promise<string | null> {
  missing ??= resolveChromium().then(
    () => null,
    (error: Error) => `Chromium not found (${error.message}): set CHROMIUM_PATH or install chromium`,
  );
  return missing;
}
