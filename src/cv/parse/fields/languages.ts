/** Stage 4, languages: the languages a person speaks, with levels 1 (native) to 5 (basic), from the languages section or a header line. */
import type { LanguageLevel } from '../../../shared/schemas/cv.js';
import { contactLines, sectionLines, type SectionLine, type Sections } from '../sections.js';
import { cleanPart, listItems, words } from '../text.js';
import { findLanguageName, headingSection, isLanguageGridLabel, isLevelText, knownLanguage, LANGUAGE_WORDS, languageLevel } from '../vocab.js';

/** A language the person speaks and how well (custom_fields.languages). */
export type LanguageSkill = { name: string; level: LanguageLevel };

/** One item of a languages list as read: the language as written, its level when the item gives one, and whether the name is a known language. */
type LanguageItem = { name: string; level: LanguageLevel | null; known: boolean };

/**
 * One item of a languages list: a known language with nothing but a level beside it ("English (fluent)",
 * "Deutsch – C1", "Native English speaker", "EnglishNative"), else any name with a level after a
 * bracket, dash or colon ("Klingon (fluent)"), else a capitalised name of up to three words.
 */
function languageItem(token: string): LanguageItem | null {
  // (A certificate's score in brackets says the level again: "Inglés – Avanzado (TOEFL ITP 590)".)
  const t = cleanPart(token.replace(/\s*[(（][^)）]*\d[^)）]*[)）]\s*$/u, ''));
  if (!t || isLevelText(t) || isLanguageGridLabel(t)) return null;
  const known = knownLanguage(t);
  if (known) return { ...known, known: true };
  // (… or a name and a level with nothing between them: "Albanese Madrelingua".)
  const m = /^(.+?)\s*[(（[]\s*(.+?)\s*[)）\]]\s*$/.exec(t) ?? /^(.+?)\s+[–—:-]\s+(.+)$/.exec(t) ?? /^(.+?):\s*(.+)$/.exec(t) ?? levelAfter(t);
  const name = cleanPart(m ? m[1] : t);
  if (!name || words(name).length > 3 || /\d/.test(name) || isLevelText(name) || !/^\p{Lu}/u.test(name)) return null;
  return { name, level: m ? languageLevel(m[2]) : null, known: false };
}

/** A name followed by a level phrase, split ("Albanese Madrelingua" → Albanese, Madrelingua). */
function levelAfter(t: string): [string, string, string] | null {
  const w = words(t);
  for (let k = 1; k < w.length; k++) {
    const level = w.slice(k).join(' ');
    if (isLevelText(level)) return [t, w.slice(0, k).join(' '), level];
  }
  return null;
}

/**
 * The languages of languages-section lines, each once. A level standing alone gives its level to the
 * language before it on the line ("Deutsch ‖ Muttersprache"), and a line of levels alone to the
 * languages of the line before (a table: names, then levels); a language without a level gets 3.
 */
function languagesOf(lines: SectionLine[]): LanguageSkill[] {
  const out: LanguageItem[] = [];
  let lastRow: number[] = [];
  for (const l of lines) {
    // (A line under a label of another section — "Referees: Available upon request." — holds no language.)
    const label = /^([^:：]{3,30})[:：]/u.exec(l.text)?.[1];
    if (label && headingSection(label) !== null && headingSection(label) !== 'languages') continue;
    const items = listItems(l.parts.flatMap(byLanguage));
    if (items.length && items.every((s) => isLevelText(s))) {
      items.forEach((s, k) => {
        const target = lastRow[k] ?? lastRow[lastRow.length - 1];
        if (target !== undefined && out[target] && out[target].level == null) out[target].level = languageLevel(s);
      });
      continue;
    }
    lastRow = [];
    for (const it of items) {
      const last = out[lastRow[lastRow.length - 1]];
      if (last && last.level == null && isLevelText(it)) {
        last.level = languageLevel(it);
        continue;
      }
      const item = languageItem(it);
      if (!item) continue;
      lastRow.push(out.length);
      out.push(item);
    }
  }
  const seen = new Set<string>();
  return out.filter((x) => !seen.has(x.name.toLowerCase()) && seen.add(x.name.toLowerCase())).map((x) => ({ name: x.name, level: x.level ?? 3 }));
}

/**
 * A part that lists languages with their levels between dashes ("Anglais : lu, écrit, parlé (B2) –
 * Espagnol : notions"): split where a language's name follows the dash.
 */
function byLanguage(part: string): string[] {
  const out: string[] = [];
  // ("English and Irish (fluent)": two languages joined by a word, their level after both.)
  const joined = /^(\p{L}+)\s+(?:and|und|et|y|e|en|og|och)\s+(\p{L}+)(\s*[(（].*)?$/u.exec(part.trim());
  if (joined && knownLanguage(joined[1]) && knownLanguage(joined[2])) return [`${joined[1]}${joined[3] ?? ''}`, `${joined[2]}${joined[3] ?? ''}`];
  for (const seg of part.split(/\s+[–—-]\s+/)) {
    const name = /^[\p{L}][\p{L} ]*?(?=\s*(?:[:：(]|$))/u.exec(seg)?.[0] ?? '';
    if (out.length && !knownLanguage(name)) out[out.length - 1] += ` – ${seg}`;
    else out.push(seg);
  }
  return out;
}

/** One word ending in a language's name ("Schweizerdeutsch", "Plattdeutsch"). */
const isVariety = (t: string) => /^\p{Lu}\p{Ll}+$/u.test(t) && findLanguageName(t.toLowerCase()) === null && LANGUAGE_KEYS_LOWER.some((k) => k.length >= 5 && t.toLowerCase().endsWith(k));
const LANGUAGE_KEYS_LOWER = [...LANGUAGE_WORDS.keys()];

/**
 * The languages a header or contact line lists among its other details ("Bristol · +44 … · English,
 * German"): a part whose items are all known languages, two or more of them or with their levels.
 */
function headerLanguages(lines: SectionLine[]): LanguageSkill[] {
  for (const l of lines) {
    for (const part of l.parts.flatMap((p) => p.split(/\s+[|·•]\s+/))) {
      // (A variety written as one word with its language, "Schweizerdeutsch", is a language too.)
      const items = part.split(/\s*[,;/]\s*/).map(cleanPart).filter(Boolean).map((t) => languageItem(t) && { ...languageItem(t)!, known: languageItem(t)!.known || isVariety(t) });
      if (!items.length || !items.every((x) => x?.known) || !items.some((x) => knownLanguage(x!.name))) continue;
      const known = items as LanguageItem[];
      if (known.length >= 2 || known.some((x) => x.level !== null)) return known.map((x) => ({ name: x.name, level: x.level ?? 3 }));
    }
  }
  return [];
}

/**
 * Languages listed under a label of their own in another section ("Languages Known : English,
 * Tamil" in the personal details, "Languages: French (conversational)" under additional
 * information, "Sprachen ‖ Deutsch, Englisch"): the values, as lines of a languages section.
 */
function labelledLanguageLines(doc: Sections): SectionLine[] {
  const out: SectionLine[] = [];
  doc.lines.forEach((l, i) => {
    if (doc.headings.has(i) || l.section === 'experience' || l.section === 'education') return;
    const m = l.parts.length >= 2 ? [l.parts[0], l.parts.slice(1).join(' ‖ ')] : (/^([^:：]{3,40}?)\s*[:：]\s*(\S.*)$/u.exec(l.text)?.slice(1) ?? null);
    if (!m || headingSection(m[0]) !== 'languages') return;
    const value = m[1].replace(/^[\s:：]+/, '');
    // (Programming languages under the same label, "Languages: Java, Python", are no spoken ones.)
    if (!listItems([value]).some((x) => knownLanguage(x) !== null)) return;
    out.push({ ...l, text: value, parts: value.split(/\s+‖\s+/) });
  });
  return out;
}

/**
 * The document's languages: the languages section, else a header or contact line that lists
 * languages; when no level is printed there, the levels are a guess (unsure).
 */
export function readLanguages(doc: Sections): { languages: LanguageSkill[]; unsure: string[] } {
  const languages = languagesOf(sectionLines(doc, 'languages'));
  if (languages.length) return { languages, unsure: [] };
  const labelled = languagesOf(labelledLanguageLines(doc));
  if (labelled.length) return { languages: labelled, unsure: [] };
  const listed = headerLanguages(contactLines(doc));
  return { languages: listed, unsure: listed.length ? ['custom_fields.languages'] : [] };
}
