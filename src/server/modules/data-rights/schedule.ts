/**
 * The daily retention purge in the server process (decision 035): a first run shortly after the
 * start, then one every 24 hours. The timers never keep the process alive, a run never overlaps the
 * previous one, and `stop` (called on shutdown) ends them. Each run logs each organisation's
 * result (service `purge`), so the job is never silent.
 */
import type { Executor } from '../../db/client.js';
import { purgeEverywhere, type ErasureParts } from './service.js';

export const PURGE_EVERY_MS = 24 * 60 * 60_000;
export const FIRST_PURGE_AFTER_MS = 5 * 60_000;

export function scheduleRetentionPurge(db: Executor, parts: ErasureParts, timing: { firstAfterMs?: number; everyMs?: number } = {}): { stop(): void } {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const done = await purgeEverywhere(db, parts);
      parts.log.info({ organisations: done.length, erased: done.reduce((n, e) => n + e.user_count, 0) }, 'data rights: daily retention purge finished');
    } catch (error) {
      parts.log.error({ err: error }, 'data rights: the daily retention purge failed');
    } finally {
      running = false;
    }
  };
  const next = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      void run().finally(() => next(timing.everyMs ?? PURGE_EVERY_MS));
    }, ms);
    timer.unref();
  };
  next(timing.firstAfterMs ?? FIRST_PURGE_AFTER_MS);
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
