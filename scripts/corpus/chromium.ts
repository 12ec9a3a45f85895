/**
 * The one Chromium pool of a generator run: the product's own pool (locked-down pages, JavaScript
 * off, every request but `data:` URLs aborted, so a theme's web fonts and CDN style sheets are
 * missing as on an offline machine), started on first use and closed by the CLI or a test at the end.
 * Every family that prints HTML prints through it.
 */
import os from 'node:os';
import { createChromiumPool, printPdf, type ChromiumPool } from '../../src/server/documents/chromium-pool.js';
import { resolveChromium } from '../../src/server/documents/chromium.js';
import { inTempDir, run } from './families/external/tools.js';
import { personText } from './families/external/latex/printable.js';
import type { Person } from './types.js';

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

/** Code points printable by some font fontconfig (which Chromium uses on Linux) knows; null when fc-list is missing. */
let coverage: Promise<((codePoint: number) => boolean) | null> | undefined;
function fontCoverage(): Promise<((codePoint: number) => boolean) | null> {
  coverage ??= inTempDir('fc-list', (dir) => run('fc-list', ['--format', '%{charset}\\n'], { cwd: dir, timeoutMs: 30_000 })).then(
    (out) => {
      const ranges = out
        .split(/\s+/)
        .filter(Boolean)
        .map((range) => range.split('-').map((hex) => parseInt(hex, 16)))
        .filter(([from, to]) => Number.isFinite(from) && (to === undefined || Number.isFinite(to)))
        .map(([from, to]) => [from, to ?? from] as const);
      return (codePoint: number) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
    },
    () => null,
  );
  return coverage;
}

/**
 * Why Chromium cannot print the person here (a character no installed font has: the page would show
 * a box the reader cannot read back, so the truth would not hold), or null. Without fc-list nothing
 * can be told and nothing is refused.
 */
export async function chromiumRefuses(person: Person): Promise<string | null> {
  const covers = await fontCoverage();
  if (!covers) return null;
  const lacking = [...new Set(personText(person).normalize('NFC'))].filter((c) => !/\s/.test(c) && !covers(c.codePointAt(0)!)).sort();
  if (!lacking.length) return null;
  const shown = lacking.slice(0, 5).join(' ') + (lacking.length > 5 ? ` and ${lacking.length - 5} more` : '');
  return `no font here prints ${shown} (apt-get install fonts-noto-cjk or another font with them)`;
}
