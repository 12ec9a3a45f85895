/** Splitting a full name into first and last name: particles, Iberian double surnames, CJK order. */

const PARTICLES = new Set(['van', 'von', 'vom', 'der', 'den', 'de', 'del', 'della', 'delle', 'degli', 'di', 'da', 'das', 'do', 'dos', 'du', 'des', 'la', 'le', 'lo', 'los', 'las', 'ter', 'ten', 'te', "van't", 'vande', 'vanden', 'vander', 'zu', 'zur', 'zum', 'af', 'av', 'al', 'el', 'bin', 'ibn', 'bint', 'st', 'st.', 'saint', 'mac', 'y', 'e', "d'", 'dal', 'dello',
  // German titles of nobility, part of the surname ("Graf von Lehndorff").
  'graf', 'gräfin', 'freiherr', 'freifrau', 'freiin', 'baron', 'baronin', 'prinz', 'prinzessin', 'fürst', 'fürstin', 'ritter', 'edler']);
/** Particles after which, when two given-name tokens precede, Iberian surnames start one token earlier. */
const IBERIAN = new Set(['da', 'das', 'do', 'dos', 'de', 'del', 'y', 'e']);

const isCjk = (s: string) => /[\u3040-\u30ff\u3400-\u9fff]/.test(s);

/** `familyFirst`: the name may be written family name first (a labelled name in capitals, as forms ask: "Nome: BELLANDI CHIARA"). */
export type NameHints = { iberian?: boolean; email?: string | null; familyFirst?: boolean };

/** Particles written in lower case inside a name ("Pinto de Almeida", "van der Berg", "Silva e Souza"). */
const LOWER_PARTICLES = new Set(['van', 'von', 'vom', 'der', 'den', 'de', 'del', 'della', 'delle', 'degli', 'di', 'da', 'das', 'do', 'dos', 'du', 'des', 'la', 'le', 'lo', 'los', 'las', 'ter', 'ten', 'te', 'zu', 'zur', 'zum', 'af', 'av', 'y', 'e', 'dal', 'dello']);

/** Whether a word is a particle written inside names in lower case ("de", "van", "los"). */
export const isLowerParticle = (word: string) => LOWER_PARTICLES.has(word.toLowerCase());

/**
 * Title-cases an all-caps name ("JÜRGEN WEISS" → "Jürgen Weiss", "LUCAS PINTO DE ALMEIDA" → "Lucas
 * Pinto de Almeida"), keeping mixed case as is. A particle stays lower case unless it opens the
 * name; `surname` says the text is a family name on its own ("VON WATTENWYL" → "von Wattenwyl").
 */
export function fixCase(name: string, surname = false): string {
  if (name !== name.toUpperCase() || !/\p{Lu}/u.test(name)) return name;
  return name
    .toLowerCase()
    .split(' ')
    .map((w, i) => ((i > 0 || surname) && LOWER_PARTICLES.has(w) ? w : w.replace(/(^|[-'’])(\p{L})/gu, (_m, p: string, c: string) => p + c.toUpperCase())))
    .join(' ');
}

/** A name's letters for comparing with an e-mail address: no accents, lower case, a–z only. */
export const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');

export function splitName(full: string, hints: NameHints = {}): { first_name: string; last_name: string } {
  const name = fixCase(full.replace(/\s+/g, ' ').trim());
  if (isCjk(name)) {
    const parts = name.split(/[\s\u3000]+/);
    if (parts.length >= 2) return { last_name: parts[0], first_name: parts.slice(1).join(' ') };
    return { last_name: name.slice(0, 2), first_name: name.slice(2) };
  }
  // "Last, First"
  const comma = /^([^,]+),\s*([^,]+)$/.exec(name);
  if (comma) return { first_name: fixCase(comma[2].trim()), last_name: fixCase(comma[1].trim(), true) };
  const t = name.split(' ');
  if (t.length === 1) return { first_name: t[0], last_name: '' };
  if (t.length === 2) {
    // The family name written first where a form asks for it so ("Nome: BELLANDI CHIARA", the old
    // Italian Europass), when the e-mail spells the two the other way round ("chiara.bellandi88@").
    // (Elsewhere an e-mail written family name first, "otieno.dennis@", says nothing of the order.)
    const segs = (hints.email?.split('@')[0].toLowerCase().split(/[._\-+]/) ?? []).map((x) => x.replace(/[^a-z]/g, '')).filter(Boolean);
    if (hints.familyFirst && segs.length >= 2 && segs[0] === fold(t[1]) && segs[1] === fold(t[0]) && fold(t[0]) !== fold(t[1])) return { first_name: t[1], last_name: t[0] };
    return { first_name: t[0], last_name: t[1] };
  }
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

/**
 * How many leading name tokens are the given names by the e-mail (0: it does not say): the tokens
 * its last segment spells are the family name ("luis.floresgonzalez@" → "Luis Fernando" + "Flores
 * González"), else the tokens its first segment spells are the given names.
 */
function emailFirst(tokens: string[], email: string): number {
  const local = email.split('@')[0].toLowerCase();
  const segs = local.split(/[._\-+]/).map((x) => x.replace(/[^a-z]/g, '')).filter(Boolean);
  const seg = segs[0];
  if (!seg) return 0;
  // An address that spells every name apart ("sergio.navarro.gil@") says nothing of where the surname starts.
  if (segs.length === tokens.length && segs.every((x, k) => x === fold(tokens[k]))) return 0;
  if (segs.length >= 2) {
    const last = segs[segs.length - 1];
    for (let k = 1; k < tokens.length; k++) if (tokens.slice(k).map(fold).join('') === last) return k;
  }
  let acc = '';
  for (let k = 0; k < tokens.length - 1; k++) {
    acc += fold(tokens[k]);
    if (acc === seg) return k + 1;
    if (!seg.startsWith(acc)) return 0;
  }
  return 0;
}
