/**
 * Attempt throttling kept in the database, so every server instance sees the same counters.
 * A key (e.g. an account or an address) may fail `max` times within `windowSeconds`; then it is
 * locked for `lockSeconds`.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { authThrottle } from '../db/schema.js';

export type ThrottleRule = { max: number; windowSeconds: number; lockSeconds: number };

export type Throttle = ReturnType<typeof createThrottle>;

export function createThrottle(db: Executor) {
  return {
    /** Seconds until the most locked of these keys opens again; 0 when none is locked. */
    async retryAfter(keys: string[]): Promise<number> {
      let wait = 0;
      for (const key of keys) {
        const [row] = await db.select({ lockedUntil: authThrottle.lockedUntil }).from(authThrottle).where(eq(authThrottle.key, key)).limit(1);
        if (row?.lockedUntil) wait = Math.max(wait, (row.lockedUntil.getTime() - Date.now()) / 1000);
      }
      return Math.max(0, Math.ceil(wait));
    },

    /** Counts one attempt against the key; answers the lock in seconds it caused, if any. */
    async hit(key: string, rule: ThrottleRule): Promise<number> {
      const window = sql.raw(`interval '${Math.floor(rule.windowSeconds)} seconds'`);
      const lock = sql.raw(`interval '${Math.floor(rule.lockSeconds)} seconds'`);
      const expired = sql`${authThrottle.windowStartedAt} < now() - ${window}`;
      const next = sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`;
      const [row] = await db
        .insert(authThrottle)
        .values({ key, failures: 1, windowStartedAt: sql`now()`, lockedUntil: rule.max <= 1 ? sql`now() + ${lock}` : null })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            failures: next,
            windowStartedAt: sql`case when ${expired} then now() else ${authThrottle.windowStartedAt} end`,
            lockedUntil: sql`case when ${next} >= ${rule.max} then now() + ${lock} else ${authThrottle.lockedUntil} end`,
          },
        })
        .returning({ lockedUntil: authThrottle.lockedUntil });
      return row?.lockedUntil ? Math.max(0, Math.ceil((row.lockedUntil.getTime() - Date.now()) / 1000)) : 0;
    },

    async clear(key: string): Promise<void> {
      await db.delete(authThrottle).where(eq(authThrottle.key, key));
    },
  };
}
