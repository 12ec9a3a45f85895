/** Seeded randomness for the corpus generator: the same seed gives the same corpus on every machine. */

/** A generator of floats in [0, 1) from a 32-bit seed (the test fixtures' mulberry32). */
export { seededRandom as seeded } from '../../src/server/documents/resume-fixtures.js';

/** A seed derived from a text (a file name, a person's slug), so each document's choices are its own. */
export function seedOf(...parts: (string | number)[]): number {
  let h = 2166136261;
  for (const ch of parts.join('\u0000')) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export const pick = <T>(xs: readonly T[], random: () => number): T => xs[Math.floor(random() * xs.length)];
export const chance = (p: number, random: () => number) => random() < p;
/** An integer in [min, max]. */
export const int = (min: number, max: number, random: () => number) => min + Math.floor(random() * (max - min + 1));
export function shuffle<T>(xs: readonly T[], random: () => number): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
/** `n` distinct items. */
export const sample = <T>(xs: readonly T[], n: number, random: () => number): T[] => shuffle(xs, random).slice(0, n);
