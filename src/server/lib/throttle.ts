/**
 * Attempt throttling kept in the database, so every server instance sees the same counters
 * (decision 013). A key (an account, an address, an account seen from one client…) may take `free`
 * attempts; the attempt that reaches `free` locks it for `lockSeconds`, and every further counted
 * attempt doubles the lock, up to `maxLockSeconds` (equal to `lockSeconds` for a flat lock). The
 * count starts over once the key has seen no attempt for `forgetSeconds`.
 *
 * Callers ask `retryAfter` first and refuse while a key is locked, so attempts during a lock are
 * not counted: a lock runs out, and the next counted attempt earns a lock twice as long.
 */
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { authThrottle } from '../db/schema.js';

export type ThrottleRule = {
  /** Attempts taken before the key is locked (the one that reaches this number locks it). */
  free: number;
  /** The first lock. */
  lockSeconds: number;
  /** The longest lock; each counted attempt past `free` doubles the lock up to this. */
  maxLockSeconds: number;
  /** The count starts over after this long without an attempt. */
  forgetSeconds: number;
};

export type Throttle = ReturnType<typeof createThrottle>;

/** A whole number of seconds as SQL, checked: rules are code, never input. */
function seconds(value: number, name: string) {
  if (!Number.isInteger(value) || value < 0) throw new Error(`Throttle rule ${name} must be a whole number of seconds, not ${value}.`);
  return sql.raw(String(value));
}

export function createThrottle(db: Executor) {
  return {
    /** Seconds until the most locked of these keys opens again; 0 when none is locked. */
    async retryAfter(keys: string[]): Promise<number> {
      if (!keys.length) return 0;
      const [row] = await db
        .select({ wait: sql<number | null>`ceil(extract(epoch from max(${authThrottle.lockedUntil}) - now()))::int` })
        .from(authThrottle)
        .where(inArray(authThrottle.key, keys));
      return Math.max(0, Number(row?.wait ?? 0));
    },

    /** Counts one attempt against the key; answers the lock in seconds it caused, if any. */
    async hit(key: string, rule: ThrottleRule): Promise<number> {
      const free = seconds(rule.free, 'free');
      const first = seconds(rule.lockSeconds, 'lockSeconds');
      const max = seconds(rule.maxLockSeconds, 'maxLockSeconds');
      const forget = seconds(rule.forgetSeconds, 'forgetSeconds');
      const forgotten = sql`${authThrottle.lastAttemptAt} < now() - make_interval(secs => ${forget})`;
      const next = sql`(case when ${forgotten} then 1 else ${authThrottle.failures} + 1 end)`;
      // 2^(attempts past free), capped before it can overflow.
      const lock = (count: ReturnType<typeof sql>) =>
        sql`(case when ${count} >= ${free} then now() + make_interval(secs => least(${first} * power(2, least(${count} - ${free}, 40)), ${max})) end)`;
      const [row] = await db
        .insert(authThrottle)
        .values({ key, failures: 1, lastAttemptAt: sql`now()`, lockedUntil: lock(sql`1`) })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            failures: next,
            lastAttemptAt: sql`now()`,
            lockedUntil: sql`coalesce(${lock(next)}, case when ${forgotten} then null else ${authThrottle.lockedUntil} end)`,
          },
        })
        .returning({ wait: sql<number | null>`ceil(extract(epoch from ${authThrottle.lockedUntil} - now()))::int` });
      return Math.max(0, Number(row?.wait ?? 0));
    },

    async clear(key: string): Promise<void> {
      await db.delete(authThrottle).where(eq(authThrottle.key, key));
    },

    /** Forgets every key that starts with `prefix` (e.g. all clients' counters of one account). */
    async clearPrefix(prefix: string): Promise<void> {
      await db.delete(authThrottle).where(sql`starts_with(${authThrottle.key}, ${prefix})`);
    },

    /** The counters of these keys and of every key under these prefixes (a person's copy of their data, decision 035). */
    async entries(keys: string[], prefixes: string[]): Promise<(typeof authThrottle.$inferSelect)[]> {
      const under = prefixes.map((p) => sql`starts_with(${authThrottle.key}, ${p})`);
      const conditions = [...(keys.length ? [inArray(authThrottle.key, keys)] : []), ...under];
      if (!conditions.length) return [];
      return db
        .select()
        .from(authThrottle)
        .where(or(...conditions))
        .orderBy(authThrottle.key);
    },
  };
}
