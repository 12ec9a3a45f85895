/** Splitting a full name into first and last name: particles, Iberian double surnames, CJK order. */

const PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'del', 'della', 'delle', 'degli', 'di', 'da', 'das', 'do', 'dos', 'du', 'des', 'la', 'le', 'lo', 'ter', 'ten', 'te', "van't", 'vande', 'vanden', 'vander', 'zu', 'zur', 'zum', 'af', 'av', 'al', 'el', 'bin', 'ibn', 'bint', 'st', 'st.', 'saint', 'mac', 'y', 'e', "d'", 'dal', 'dello',
  // German titles of nobility, part of the surname ("Graf von Lehndorff").
  'graf', 'gräfin', 'freiherr', 'freifrau', 'freiin', 'baron', 'baronin', 'prinz', 'prinzessin', 'fürst', 'fürstin', 'ritter', 'edler']);
/** Particles after which, when two given-name tokens precede, Iberian surnames start one token earlier. */
const IBERIAN = new Set(['da', 'das', 'do', 'dos', 'de', 'del', 'y', 'e']);

const isCjk = (s: string) => /[\u3040-\u30ff\u3400-\u9fff]/.test(s);

export type NameHints = { iberian?: boolean; email?: string | null };

/** Title-cases an all-caps name ("JÜRGEN WEISS" → "Jürgen Weiss"), keeping mixed case as is. */
export function fixCase(name: string): string {
  if (name !== name.toUpperCase() || !/\p{Lu}/u.test(name)) return name;
  return name.toLowerCase().replace(/(^|[\s\-'’])(\p{L})/gu, (_m, p: string, c: string) => p + c.toUpperCase());
}

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');

export function splitName(full: string, hints: NameHints = {}): { first_name: string; last_name: string } {
  const name = fixCase(full.replace(/\s+/g, ' ').trim());
  if (isCjk(name)) {
    const parts = name.split(/[\s\u3000]+/);
    if (parts.length >= 2) return { last_name: parts[0], first_name: parts.slice(1).join(' ') };
    return { last_name: name.slice(0, 2), first_name: name.slice(2) };
  }
  // "Last, First"
  const comma = /^([^,]+),\s*([^,]+)$/.exec(name);
  if (comma) return { first_name: comma[2].trim(), last_name: comma[1].trim() };
  const t = name.split(' ');
  if (t.length === 1) return { first_name: t[0], last_name: '' };
  if (t.length === 2) return { first_name: t[0], last_name: t[1] };
  // Particles: the last name starts at the first particle after the first token.
  const pi = t.findIndex((w, i) => i > 0 && i < t.length - 1 && PARTICLES.has(w.toLowerCase()));
  if (pi > 0) {
    let start = pi;
    if (IBERIAN.has(t[pi].toLowerCase()) && pi >= 2 && !(hints.email && emailFirst(t, hints.email) >= pi)) start = pi - 1;
    return { first_name: t.slice(0, start).join(' '), last_name: t.slice(start).join(' ') };
  }
  // The e-mail often spells the given name(s): "weiling.tan@" → "Wei Ling".
  if (hints.email) {
    const k = emailFirst(t, hints.email);
    if (k > 0 && k < t.length) return { first_name: t.slice(0, k).join(' '), last_name: t.slice(k).join(' ') };
  }
  if (t.length >= 4) return { first_name: t.slice(0, 2).join(' '), last_name: t.slice(2).join(' ') };
  // Three tokens: Iberian names carry two surnames; elsewhere the middle token is a given name.
  if (hints.iberian) return { first_name: t[0], last_name: t.slice(1).join(' ') };
  return { first_name: t.slice(0, 2).join(' '), last_name: t[2] };
}

/** How many leading name tokens the e-mail's first segment spells (0 when it does not). */
function emailFirst(tokens: string[], email: string): number {
  const local = email.split('@')[0].toLowerCase();
  const seg = local.split(/[._\-+]/)[0].replace(/[^a-z]/g, '');
  if (!seg) return 0;
  let acc = '';
  for (let k = 0; k < tokens.length - 1; k++) {
    acc += fold(tokens[k]);
    if (acc === seg) return k + 1;
    if (!seg.startsWith(acc)) return 0;
  }
  return 0;
}
