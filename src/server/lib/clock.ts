/**
 * The time the server goes by where a rule depends on it (candidate review and share links expire): injected
 * into the app (`AppParts.clock`), so tests move time instead of waiting.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test moves by hand: starts at `start` (default the real now) and stands still. */
export function manualClock(start: Date = new Date()): Clock & { advance(ms: number): void; set(date: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
