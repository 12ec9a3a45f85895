/**
 * The one Chromium pool of a generator run (the product's own pool: locked-down pages, A4 print),
 * started on first use and closed by the CLI at the end. Families that print HTML share it.
 */
import os from 'node:os';
import { createChromiumPool, type ChromiumPool } from '../../src/server/documents/chromium-pool.js';
import { resolveChromium } from '../../src/server/documents/chromium.js';

let pool: ChromiumPool | null = null;

export function corpusPool(): ChromiumPool {
  pool ??= createChromiumPool({ size: Math.max(1, Math.min(4, os.availableParallelism() - 1)), queueLimit: 100_000, timeoutMs: 60_000 });
  return pool;
}

export async function closeCorpusPool(): Promise<void> {
  const p = pool;
  pool = null;
  if (p) await p.close();
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
