/**
 * What the anonymous version puts where a scrubbed value stood (decision 010). The scrubber
 * (anonymise.ts) leaves a mark of the value's kind; here each mark becomes a neutral phrase of the
 * CV language ("Bereikbaar via het nummer van uw consultant voor referenties."), or its words go
 * when a phrase would not read, so no sentence is left with a hole ("call him on .").
 *
 * The rule, per mark (marks separated only by commas, slashes or "or" count as one, e.g. an email
 * and a phone, which then become the phrase for contact details):
 * - its clause (the text between commas, semicolons, brackets, dashes or sentence ends) holds
 *   nothing but a label ("Tel:", "E-mail :") or one word besides the value ("born …", "call …"):
 *   the clause goes;
 * - else the kind has a phrase (email, phone, contact details, LinkedIn): the mark becomes it;
 * - else (a date of birth, a picture's address) the whole sentence goes.
 * Then the punctuation the removals leave is tidied: no empty brackets, no doubled or dangling
 * commas, no space before a full stop or comma, no doubled spaces, no empty sentence.
 *
 * Rich text keeps its tags: an inline tag (bold, italic…) stands in the text as one placeholder
 * character that removals step over, so tags stay balanced; elements left empty are dropped.
 */
import { decodeEntities, escapeHtmlText } from '../../shared/html.js';
import type { CvLabels } from '../labels/index.js';

/** The kinds of scrubbed values. */
export type HoleKind = 'email' | 'phone' | 'linkedin' | 'date' | 'link';
const KIND_LETTERS: Record<HoleKind, string> = { email: 'e', phone: 'p', linkedin: 'l', date: 'd', link: 'a' };
const LETTER_KINDS = Object.fromEntries(Object.entries(KIND_LETTERS).map(([k, l]) => [l, k])) as Record<string, HoleKind>;

const OPEN = '\uE000';
const CLOSE = '\uE001';
/** An inline tag inside a block of rich text: zero-width for the rules below. */
const TAG = '\uE002';
/** The private-use characters this module gives a meaning; taken out of any text before scrubbing. */
export const RESERVED = /[\uE000-\uE002]/g;

/** The mark the scrubber leaves for a value of `kind`. */
export const hole = (kind: HoleKind) => `${OPEN}${KIND_LETTERS[kind]}${CLOSE}`;
export const hasHoles = (text: string) => text.includes(OPEN);

const MARK = `${OPEN}[a-z]${CLOSE}`;
/** Marks with nothing but separators or "or" between them (the six CV languages' words for it). */
const RUN = new RegExp(`${MARK}(?:(?:[\\s,/|&${TAG}]|\\b(?:or|of|oder|ou|o|oppure)\\b|または|や|、)*${MARK})*`, 'gu');
/**
 * A full stop that ends a sentence: at the end, or before a space and what may start a sentence;
 * not in "2.5", nor after an abbreviation before a number, a value or a lower-case word ("Tel. 06…",
 * "z.B. die"). A Japanese one always does.
 */
const STOP = `[!?](?=[\\s${TAG}]|$)|\\.(?=[\\s${TAG}]*$|\\s[\\s${TAG}]*[^\\p{Ll}\\p{N}${OPEN}\\s${TAG}])`;
/** Where a clause ends: punctuation that ends a sentence or separates a list, brackets, dashes. */
const CLAUSE_END = new RegExp(`${STOP}|[。！？]|[,;](?=[\\s${TAG}]|$)|[()[\\]|•·、，；（）]|\\s-(?=\\s)|[–—]`, 'gu');
const SENTENCE_END = new RegExp(`${STOP}|[。！？]`, 'gu');
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/gu;

type Span = { start: number; end: number };

/** Words in a text: Latin-script words, and CJK characters counted two to a word. */
function wordCount(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text.replace(CJK, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  return words + cjk / 2;
}

/** The clause or sentence around `span`: from just after the boundary before it to just before the boundary after it. */
function around(text: string, span: Span, boundary: RegExp): Span {
  let start = 0;
  let end = text.length;
  for (const m of text.matchAll(boundary)) {
    const at = m.index;
    if (at + m[0].length <= span.start) start = at + m[0].length;
    else if (at >= span.end) {
      end = at;
      break;
    }
  }
  return { start, end };
}

/** Past the full stop at `at`, if there is one. */
const endOfSentence = (text: string, at: number) => (/[.!?。！？]/u.test(text.charAt(at)) ? at + 1 : at);

/** Text with the first letter at or after `from` (past spaces, tags and commas) in upper case. */
function capitalise(text: string, from: number): string {
  const at = new RegExp(`[\\s${TAG},;、]*`, 'uy');
  at.lastIndex = from;
  at.exec(text);
  const i = at.lastIndex;
  return text.slice(0, i) + text.charAt(i).toUpperCase() + text.slice(i + 1);
}

/** Text without the characters in [start, end), inline-tag placeholders kept. */
const cut = (text: string, start: number, end: number) => text.slice(0, start) + text.slice(start, end).replace(new RegExp(`[^${TAG}]`, 'gu'), '') + text.slice(end);

/** Each rule matches only characters to delete (lookarounds step over inline tags). */
const T = `${TAG}*`;
const TIDY: RegExp[] = [
  new RegExp(`[ \\t\\u00a0]*[(（[][\\s${TAG}]*[)）\\]]`, 'gu'), // empty brackets
  new RegExp(`[,;、](?=[\\s${TAG}]*[,;、])`, 'gu'), // the first of two commas
  new RegExp(`(?<=(?:^|[(（[]|[.!?。！？])[\\s${TAG}]*)[,;、]`, 'gu'), // a comma opening a clause or sentence
  new RegExp(`[,;、](?=[\\s${TAG}]*(?:[.!?。！？)）\\]]|$))`, 'gu'), // a comma closing one
  new RegExp(`(?<=^[\\s${TAG}]*)[.!?。！？]|(?<=[.!?。！？]\\s[\\s${TAG}]*)[.!?。！？]`, 'gu'), // an empty sentence
  new RegExp(`[:：](?=[\\s${TAG}]*(?:[.!?。！？)）\\]]|$))`, 'gu'), // a label left without its value
  new RegExp(`(?<=^[\\s${TAG}]*)[–—-](?=\\s|${TAG}|$)`, 'gu'), // a dash opening the text
  new RegExp(`(?<=\\s|^)[–—-](?=[\\s${TAG}]*(?:[.!?。！？)）\\]]|$))`, 'gu'), // a dash closing it
  new RegExp(`[ \\t\\u00a0]+(?=${T}[.,)）\\]、。])`, 'gu'), // space before a full stop, comma or closing bracket
  new RegExp(`(?<=[(（[]${T})[ \\t\\u00a0]+`, 'gu'), // space after an opening bracket
  new RegExp(`(?<=[ \\t\\u00a0]${T})[ \\t\\u00a0]+`, 'gu'), // doubled spaces
  new RegExp(`(?<=^${T})\\s+|\\s+(?=${T}$)`, 'gu'), // space at either end
];

function tidy(text: string): string {
  let t = text;
  for (let changed = true; changed; ) {
    changed = false;
    for (const rule of TIDY) {
      const next = t.replace(rule, '');
      if (next !== t) {
        t = next;
        changed = true;
      }
    }
  }
  return t;
}

function phraseFor(kinds: HoleKind[], phrases: CvLabels['anonymous']): string | null {
  const distinct = [...new Set(kinds)];
  if (distinct.some((k) => k === 'date' || k === 'link')) return null;
  if (distinct.length > 1) return phrases.contact;
  return phrases[distinct[0] as 'email' | 'phone' | 'linkedin'];
}

/**
 * The text before a mark followed by the phrase, the preposition before it joined with the phrase's
 * article where the language does ("auprès de" + "les coordonnées…" → "auprès des coordonnées…").
 */
function contract(before: string, phrase: string, contractions: Record<string, string>): string {
  const prev = /(\p{L}+)\s+$/u.exec(before);
  const article = /^[^\s']+(?:'|\s)/u.exec(phrase)?.[0];
  const joined = prev && article ? contractions[`${prev[1].toLowerCase()} ${article.trim()}`] : undefined;
  if (!prev || !article || !joined) return before + phrase;
  const cased = prev[1][0] === prev[1][0].toUpperCase() ? joined[0].toUpperCase() + joined.slice(1) : joined;
  return before.slice(0, prev.index) + cased + (joined.endsWith("'") ? '' : ' ') + phrase.slice(article.length);
}

/** One block of text (inline tags as placeholders) with its marks filled or removed by the rule above. */
function fillBlock(block: string, phrases: CvLabels['anonymous']): string {
  let text = block;
  for (;;) {
    const run = [...text.matchAll(RUN)].at(-1);
    if (!run) break;
    const span = { start: run.index, end: run.index + run[0].length };
    const kinds = [...run[0].matchAll(new RegExp(MARK, 'gu'))].map((m) => LETTER_KINDS[m[0][1]] ?? 'link');
    const clause = around(text, span, CLAUSE_END);
    const rest = (text.slice(clause.start, span.start) + text.slice(span.end, clause.end)).replace(new RegExp(`${MARK}|${TAG}`, 'gu'), '');
    const phrase = phraseFor(kinds, phrases);
    if (/[:：]\s*$/.test(rest) || wordCount(rest) <= 1) {
      // The sentence's first clause goes: what is left of it starts with a capital ("Born …, a keen runner." → "A keen runner.").
      // A clause that is the whole sentence goes with its full stop.
      const sentence = around(text, span, SENTENCE_END);
      const first = sentence.start === clause.start;
      text = cut(text, clause.start, first && sentence.end === clause.end ? endOfSentence(text, clause.end) : clause.end);
      if (first) text = capitalise(text, clause.start);
    }
    else if (phrase) text = contract(text.slice(0, span.start), phrase, phrases.contractions) + text.slice(span.end);
    else {
      const sentence = around(text, span, SENTENCE_END);
      text = cut(text, sentence.start, endOfSentence(text, sentence.end));
    }
  }
  return tidy(text);
}

/** Plain text (a title, a skill) with its marks filled or removed. */
export function fillHoles(text: string, phrases: CvLabels['anonymous']): string {
  return hasHoles(text) ? fillBlock(text, phrases) : text;
}

const INLINE = new Set(['strong', 'b', 'em', 'i', 'u', 's']);

/** Sanitised rich text with its marks filled or removed, block by block; elements left empty are dropped. */
export function fillHolesInHtml(html: string, phrases: CvLabels['anonymous']): string {
  if (!hasHoles(html)) return html;
  const out: string[] = [];
  let block = '';
  let tags: string[] = [];
  const flush = () => {
    if (!block) return;
    let i = 0;
    out.push(escapeHtmlText(fillBlock(block, phrases)).replace(new RegExp(TAG, 'gu'), () => tags[i++] ?? ''));
    block = '';
    tags = [];
  };
  for (const part of html.split(/(<[^>]+>)/)) {
    if (!part) continue;
    const name = /^<\/?([a-z0-9]+)/i.exec(part)?.[1]?.toLowerCase();
    if (!name) block += decodeEntities(part);
    else if (INLINE.has(name)) {
      block += TAG;
      tags.push(part);
    } else {
      flush();
      out.push(part);
    }
  }
  flush();
  let result = out.join('');
  for (let before = ''; before !== result; ) {
    before = result;
    result = result
      .replace(/<(strong|b|em|i|u|s|p|li|h3|h4|blockquote|ul|ol)>\s*<\/\1>/g, '')
      .replace(/(<(?:p|li|h3|h4|blockquote)>)\s*(?:<br>\s*)+/g, '$1')
      .replace(/(?:\s*<br>)+\s*(<\/(?:p|li|h3|h4|blockquote)>)/g, '$1');
  }
  return result.trim();
}
