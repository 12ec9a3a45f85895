/** Stage 4, languages: the languages a person speaks, with levels 1 (native) to 5 (basic), from the languages section or a header line. */
import type { LanguageLevel } from '../../../shared/schemas/cv.js';
import { contactLines, sectionLines, type SectionLine, type Sections } from '../sections.js';
import { cleanPart, words } from '../text.js';
import { isLevelText, LANGUAGE_WORDS, languageLevel } from '../vocab.js';

type Level = LanguageLevel;
/** A language the person speaks and how well (custom_fields.languages). */
export type LanguageSkill = { name: string; level: Level };

/** One item of a languages list: "English (fluent)", "German – C1", "French: basic", "EnglishNative". */
function languageName(token: string): { name: string; level: Level | null } | null {
  const t = cleanPart(token);
  if (!t) return null;
  let m = /^(.+?)\s*[(（[]\s*(.+?)\s*[)）\]]\s*$/.exec(t) ?? /^(.+?)\s+[–—:-]\s+(.+)$/.exec(t) ?? /^(.+?):\s*(.+)$/.exec(t);
  if (!m) {
    // "EnglishNative": a known language glued to its level.
    const low = t.toLowerCase();
    for (const w of LANGUAGE_WORDS.keys()) if (low.startsWith(w) && low.length > w.length && isLevelText(t.slice(w.length))) m = ['', t.slice(0, w.length), t.slice(w.length)] as unknown as RegExpExecArray;
  }
  const name = cleanPart(m ? m[1] : t);
  const level = m ? languageLevel(m[2]) : null;
  if (!name || words(name).length > 3 || /\d/.test(name) || isLevelText(name)) return null;
  return { name, level };
}

/**
 * The languages of languages-section lines, each once. A line of levels alone gives its levels to the
 * languages of the line before (a table: names, then levels); a language without a level gets 3.
 */
function languagesOf(lines: SectionLine[]): LanguageSkill[] {
  const out: { name: string; level: Level | null }[] = [];
  let lastRow: number[] = [];
  for (const l of lines) {
    const items = l.parts.flatMap((p) => p.split(/\s*[,;·•|]\s*/)).map(cleanPart).filter(Boolean);
    if (items.length && items.every((s) => isLevelText(s))) {
      items.forEach((s, k) => {
        const target = lastRow[k] ?? lastRow[lastRow.length - 1];
        if (target !== undefined && out[target] && out[target].level == null) out[target].level = languageLevel(s);
      });
      continue;
    }
    lastRow = [];
    for (const it of items) {
      const ln = languageName(it);
      if (!ln) continue;
      if (!LANGUAGE_WORDS.has(ln.name.toLowerCase()) && !/^\p{Lu}/u.test(ln.name)) continue;
      lastRow.push(out.length);
      out.push(ln);
    }
  }
  const seen = new Set<string>();
  return out.filter((x) => !seen.has(x.name.toLowerCase()) && seen.add(x.name.toLowerCase())).map((x) => ({ name: x.name, level: x.level ?? 3 }));
}

/**
 * The document's languages: the languages section, else a header line that lists only language
 * names ("Spanish, Catalan, English"), whose levels are unknown (unsure).
 */
export function readLanguages(doc: Sections): { languages: LanguageSkill[]; unsure: string[] } {
  const languages = languagesOf(sectionLines(doc, 'languages'));
  if (languages.length) return { languages, unsure: [] };
  for (const l of contactLines(doc)) {
    const items = l.text.split(/\s*[,;·|]\s*/).map(cleanPart).filter(Boolean);
    if (items.length >= 2 && items.every((s) => LANGUAGE_WORDS.has(s.toLowerCase()))) {
      return { languages: items.map((s) => ({ name: s, level: 3 as const })), unsure: ['custom_fields.languages'] };
    }
  }
  return { languages: [], unsure: [] };
}
