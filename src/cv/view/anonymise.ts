/**
 * The anonymous version's scrubbing (docs/decisions/010-anonymous-cv.md): the values that identify
 * the candidate, found in free text and replaced by the anonymous name, or by a mark of their kind
 * that redaction.ts turns into a neutral phrase of the CV language or removes with its clause.
 */
import { formatFullDate } from '../format.js';
import type { CvLabels } from '../labels/index.js';
import { EMAIL_IN_TEXT } from '../../shared/validation.js';
import { parseIsoDate, type CvData, type CvLanguage } from '../../shared/schemas/cv.js';
import { hole, RESERVED, type HoleKind } from './redaction.js';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;
/** Name particles that must not be scrubbed on their own ("de" in "Jan de Vries"). */
const NAME_PARTICLES = new Set(['de', 'der', 'den', 'van', 'von', 'la', 'le', 'du', 'di', 'da', 'del', 'dos', 'das', 'ter', 'ten', 'el', 'al', 'bin', 'ben', 'mc', 'st']);
const EMAIL = new RegExp(EMAIL_IN_TEXT.source, 'gu');
const LINKEDIN_URL = /(?:https?:\/\/)?(?:[\w-]+\.)?linkedin\.com\/[^\s<>"')]*/gi;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const letterOrDigitAt = (text: string, at: number) => at >= 0 && at < text.length && LETTER_OR_DIGIT.test(String.fromCodePoint(text.codePointAt(at)!));
/** Whether the code point that ends where `at` starts is a letter or digit (a surrogate pair read whole). */
const letterOrDigitBefore = (text: string, at: number) => {
  const low = text.charCodeAt(at - 1);
  const pair = low >= 0xdc00 && low <= 0xdfff && at >= 2 && text.charCodeAt(at - 2) >= 0xd800 && text.charCodeAt(at - 2) <= 0xdbff;
  return at > 0 && letterOrDigitAt(text, at - (pair ? 2 : 1));
};

/**
 * A text with the case of every character taken away, as far as a case-insensitive Unicode pattern
 * (flags `iu`) can tell: two characters such a pattern matches as equal come out as the same text.
 * Lower, upper and lower case again, because one pass is not enough for some characters (ẞ lowers to
 * ß, whose upper case is SS), and the final sigma as the other sigma (the only character lower case
 * maps by its context). So a text that holds a literal case-insensitively, anywhere, holds the
 * literal's caseless form: a test that never misses one. `anonymise.test.ts` checks the claim
 * against the pattern engine itself for every character that has a case.
 */
export const caseless = (text: string): string => text.toLowerCase().toUpperCase().toLowerCase().replaceAll('ς', 'σ');

/**
 * Replaces the literals, case-insensitively, where they stand as whole words (alphabetic ones) or
 * anywhere (CJK ones: CJK text has no spaces), the first listed winning at a position: what
 * `(?<![\p{L}\p{N}])literal(?![\p{L}\p{N}])|…` with flags `giu` replaces. The word boundary is checked
 * here rather than in the pattern: a pattern holding the letter classes takes milliseconds to
 * compile with the `i` flag, and every CV has patterns of its own (two views of each CV are built
 * for the candidate search's projection, a million CVs at a time when it is rebuilt). Even the plain
 * pattern costs more to compile than most texts take to read, and most texts hold no name: a text
 * whose caseless form holds none of the literals' caseless forms cannot match, and is given back
 * before the pattern is made.
 */
function wholeWords(literals: readonly string[]): ((text: string, replacement: string) => string) | null {
  if (!literals.length) return null;
  const folded = literals.map(caseless);
  let anywhere: RegExp | null = null;
  // One sticky pattern per literal, made when a text first holds one (most texts hold none).
  let each: { re: RegExp; bounded: boolean }[] | null = null;
  return (text, replacement) => {
    const foldedText = caseless(text);
    if (!folded.some((literal) => foldedText.includes(literal))) return text;
    anywhere ??= new RegExp(literals.map(escapeRegExp).join('|'), 'giu');
    let out = '';
    let done = 0;
    anywhere.lastIndex = 0;
    for (let m = anywhere.exec(text); m; m = anywhere.exec(text)) {
      const at = m.index;
      let length = -1;
      each ??= literals.map((l) => ({ re: new RegExp(escapeRegExp(l), 'iuy'), bounded: !CJK.test(l) }));
      for (const { re, bounded } of each) {
        if (bounded && letterOrDigitBefore(text, at)) continue;
        re.lastIndex = at;
        const found = re.exec(text);
        if (found && !(bounded && letterOrDigitAt(text, at + found[0].length))) {
          length = found[0].length;
          break;
        }
      }
      if (length < 0) {
        // No literal stands whole here: go on from the next code point, as the pattern would.
        anywhere.lastIndex = at + (text.codePointAt(at)! > 0xffff ? 2 : 1);
        continue;
      }
      out += text.slice(done, at) + replacement;
      done = at + length;
      anywhere.lastIndex = done;
    }
    return out + text.slice(done);
  };
}

/** A pattern matching a phone number however it is spaced or punctuated, with or without its country code or trunk 0. */
function phonePattern(code: string | undefined, number: string): string | null {
  const national = number.replace(/\D/g, '').replace(/^0+/, '');
  if (national.length < 6) return null;
  const sep = '[\\s().\\-/]*';
  const cc = (code ?? '').replace(/\D/g, '');
  const prefix = cc ? `(?:(?:\\+|00)${cc}${sep})?` : '(?:\\+\\d{1,3}[\\s.\\-]*)?';
  return `(?<!\\d)${prefix}(?:\\(?0\\)?${sep})?${national.split('').join(sep)}(?!\\d)`;
}

/**
 * A pattern of one kind of identifying value, and what every text it can match in holds: patterns
 * are compiled and run only on texts that pass `needs` (compiling a case-insensitive Unicode pattern
 * costs a fraction of a millisecond, and most texts of a CV hold no email, URL, phone number or
 * date). `needs` is a necessary condition, never a guess: a text failing it has no match, so
 * skipping the pattern there changes nothing.
 */
type Removal = { source: string; needs: (text: string) => boolean };

/**
 * ASCII characters without case (digits, punctuation): a case-insensitive Unicode pattern matches
 * them only as themselves (no character folds to one of them).
 */
const CASELESS = /[\x21-\x40\x5b-\x60\x7b-\x7e]/g;
/** A literal (escaped) value: a text can hold it only if it holds each of its caseless ASCII characters. */
function literal(value: string): Removal {
  const needed = [...new Set(value.match(CASELESS) ?? [])];
  return { source: escapeRegExp(value), needs: (text) => needed.every((c) => text.includes(c)) };
}
/** The ASCII digits of a text, in order (what a phone number's digits are found in, whatever separates them). */
const digitsOf = (text: string) => text.replace(/[^0-9]/g, '');

/** The values that identify the candidate: names first, then the patterns of each kind. */
function identifyingPatterns(data: CvData, language: CvLanguage) {
  const first = data.first_name?.trim() ?? '';
  const last = data.last_name?.trim() ?? '';
  const nameLiterals = new Set<string>();
  for (const n of [`${first} ${last}`, `${last} ${first}`, `${last}${first}`, `${last}, ${first}`, data.name?.trim() ?? '', first, last]) {
    if (n.trim().length > 1) nameLiterals.add(n.trim());
  }
  for (const n of [first, last, data.name ?? '']) {
    for (const token of n.split(/[\s-]+/)) if (token.length > 2 && !NAME_PARTICLES.has(token.toLowerCase())) nameLiterals.add(token);
  }
  const names = [...nameLiterals].sort((a, b) => b.length - a.length);
  const removals: Record<HoleKind, Removal[]> = { email: [], phone: [], linkedin: [], date: [], link: [] };
  if (data.email?.trim()) removals.email.push(literal(data.email.trim()));
  for (const p of data.phones ?? []) {
    const pattern = phonePattern(p.code?.code, p.number);
    // Every match holds the national number's digits, only separators (no digits) between them.
    const national = p.number.replace(/\D/g, '').replace(/^0+/, '');
    if (pattern) removals.phone.push({ source: pattern, needs: (text) => digitsOf(text).includes(national) });
  }
  // The whole URL before the handle alone, so a URL without its protocol leaves no remains.
  if (data.linkedin?.trim()) removals.linkedin.push(literal(data.linkedin.trim().replace(/^https?:\/\/(www\.)?/i, '')));
  const handle = /linkedin\.com\/(?:in|pub)\/([^/?#\s]+)/i.exec(data.linkedin ?? '')?.[1];
  const linkedinHandle = handle && handle.length > 2 ? decodeURIComponent(handle) : null;
  const dob = parseIsoDate(data.dateofbirth);
  if (dob && data.dateofbirth) {
    removals.date.push(literal(data.dateofbirth));
    for (const lang of new Set<CvLanguage>([language, 'en'])) removals.date.push(literal(formatFullDate(lang, dob)));
    if (dob.day && dob.month) {
      const [d, m, y] = [dob.day, dob.month, dob.year];
      // Both hold the year's digits as written.
      const needs = (text: string) => text.includes(String(y));
      removals.date.push({ source: `(?<!\\d)0?${d}[./-]0?${m}[./-]${y}(?!\\d)`, needs }, { source: `(?<!\\d)0?${m}[./-]0?${d}[./-]${y}(?!\\d)`, needs });
    }
  }
  for (const url of [data.avatar, data.agreement_avatar]) if (url) removals.link.push(literal(url));
  return { names, removals, linkedinHandle };
}

/**
 * The anonymous version's text filter: the candidate's names become the anonymous name (given per text, so one
 * filter serves the check of a chosen anonymous name and the scrubbing); their email,
 * phone numbers, LinkedIn URL or handle, date of birth and avatar URL become marks of their kind, as
 * do any email address and LinkedIn URL (someone else's contact details have no place in an
 * anonymous CV either). The marks are filled by redaction.ts (`fillHoles`, `fillHolesInHtml`).
 */
export function makeScrubber(data: CvData, language: CvLanguage): (text: string, anonName: string) => string {
  const { names, removals, linkedinHandle } = identifyingPatterns(data, language);
  const replaceNames = wholeWords(names);
  const replaceHandle = linkedinHandle ? wholeWords([linkedinHandle]) : null;
  // Each kind's pattern (its values joined) is compiled when a text first needs it.
  const removeRes = (Object.entries(removals) as [HoleKind, Removal[]][]).flatMap(([kind, patterns]) => {
    if (!patterns.length && !(kind === 'linkedin' && replaceHandle)) return [];
    let re: RegExp | null = null;
    return [{ kind, patterns, re: () => (re ??= new RegExp(patterns.map((p) => p.source).join('|'), 'giu')) }];
  });
  return (text, anonName) => {
    let t = text.normalize('NFC').replace(RESERVED, '');
    // Patterns are only run on texts that have what every match needs (most texts have no URL, no
    // address, no digits): the same result, in a fraction of the time.
    if (/linkedin/i.test(t)) t = t.replace(LINKEDIN_URL, hole('linkedin'));
    if (t.includes('@')) t = t.replace(EMAIL, hole('email'));
    for (const { kind, patterns, re } of removeRes) {
      // A value none of whose patterns can match here is not looked for (see `Removal`).
      const current = t;
      if (patterns.some((p) => p.needs(current))) t = t.replace(re(), hole(kind));
      if (kind === 'linkedin' && replaceHandle) t = replaceHandle(t, hole('linkedin'));
    }
    if (replaceNames) t = replaceNames(t, anonName);
    return t;
  };
}

/** The anonymous name: `anon_name`, unless empty or containing the real name, then the neutral label. */
export function anonymousName(data: CvData, L: CvLabels, scrubCheck: (s: string) => string): string {
  const chosen = data.anon_name?.trim();
  return chosen && scrubCheck(chosen) === chosen ? chosen : L.misc.candidate;
}
