/** Stage 4, skills: the items of the skills section (and of skill groups without a skills heading), without group headings and levels. */
import { EMAIL_IN_TEXT as EMAIL_RE } from '../../../shared/validation.js';
import type { SectionLine, Sections } from '../sections.js';
import { cleanPart, joinBrokenWord, splitOutsideBrackets, URL_RE, words } from '../text.js';
import { headingSection, isLanguageGridLabel, isLevelText, isSignedLine, knownLanguage } from '../vocab.js';

/** The items of a list line: split on commas, semicolons, bullets, bars, wide gaps and spaced slashes. */
export function splitItems(text: string): string[] {
  return splitOutsideBrackets(text, /\s*[,;·•|‖、]\s*|\s{2,}|\s+\/\s+/g)
    .map(cleanPart)
    .filter((s) => s.length > 0 && s.length <= 60 && /[\p{L}\p{N}]/u.test(s));
}

/**
 * The skills of skills-section lines, each once. A line that heads a group (a heading, larger or
 * bold type in a mostly plain list, a label ending in a colon, a line over indented or listed items)
 * is no skill; "Label: a, b" gives its items; levels and percentages beside a skill are dropped, and
 * so are lines with a period (a job's or a study's).
 */
export function readSkills(sectionLines: SectionLine[]): string[] {
  if (!sectionLines.length) return [];
  const lines = joinHyphenated(sectionLines);
  const sizes = lines.map((l) => l.size).sort((a, b) => a - b);
  const base = sizes[Math.floor(sizes.length / 2)];
  const boldShare = lines.filter((l) => l.bold).length / lines.length;
  const out: string[] = [];
  lines.forEach((l, i) => {
    // (A "Languages: English (native), Spanish" line among the skills lists spoken languages: the
    // languages stage reads it. "Languages: Java, Python" lists skills.)
    const spoken = /^([^:：]{3,30})[:：]\s*(.*)$/u.exec(l.text);
    if (spoken && headingSection(spoken[1]) === 'languages' && splitItems(spoken[2]).some((x) => knownLanguage(x) !== null)) return;
    const next = lines[i + 1];
    const isGroup =
      (l.heading > 0 && (!next || next.heading < l.heading || next.heading === 0)) ||
      (l.size > base + 0.04 && l.size > 1.0) ||
      (l.bold && boldShare < 0.5) ||
      (/:$/.test(l.text.trim()) && words(l.text).length <= 4) ||
      (next && !l.list && next.list && words(l.text).length <= 4 && l.parts.length === 1 && !/[,;]/.test(l.text)) ||
      (next && next.x > l.x + 0.02 && !l.list && l.parts.length === 1 && !/[,;]/.test(l.text)) ||
      // (A short line over a row of three or more items set apart, first or after a wider gap than
      // the row's — not the last tag of a row the column wrapped: "Logiciels" / "Excel ‖ Reflex WMS ‖ Power BI".)
      (next && l.parts.length === 1 && next.parts.length >= 3 && words(l.text).length <= 3 && !/[,;]/.test(l.text) && (i === 0 || l.gap > next.gap * 1.5));
    // A period is never a skill: a line with one belongs to an entry the sections stage could not place.
    // Nor is a label of a language grid (Europass: "Listening ‖ Reading", "Other languages").
    // Nor the place and day a letter is signed with ("München, den 2. August 2022").
    if (isGroup || l.dates.some((d) => d.end !== null || d.current) || isLanguageGridLabel(l.text) || isSignedLine(l.text)) return;
    // "Systems ······ Glintt, SClínico, Tasy": a short label beside a list is the group's name.
    const labelled = l.parts.length >= 2 && words(l.parts[0]).length <= 3 && !/[,;]/.test(l.parts[0]) && l.parts.slice(1).some((p) => /[,;·•]/.test(p));
    for (const p of labelled ? l.parts.slice(1) : l.parts) {
      const body = /^[^:]{1,40}:\s*(.+)$/.exec(p)?.[1] ?? p;
      for (const s of splitItems(body)) if (!isLevelText(s) && !isLanguageGridLabel(s) && !/^\d+([.,]\d+)?%?$/.test(s)) out.push(s);
    }
  });
  return [...new Set(out)];
}

/**
 * Lines whose last part the page broke with a hyphen ("…, Admi-" / "nistração de terapêutica, …")
 * joined with the next line's last part (a label the page wrapped beside it, "Cuidados de" /
 * "saúde", is dropped with it), and one-item lines the page wrapped (`wrapsInto`) joined.
 */
function joinHyphenated(lines: SectionLine[]): SectionLine[] {
  const out: SectionLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const next = lines[i + 1];
    const last = l.parts[l.parts.length - 1];
    const joined = next && !next.dates.length ? joinBrokenWord(last, next.parts[next.parts.length - 1], l.right > 0.9 && !l.paragraph && next.parts.length === 1) : null;
    if (next && joined) {
      const parts = [...l.parts.slice(0, -1), joined];
      out.push({ ...l, parts, text: parts.join(' ') });
      i++;
    } else if (next && wrapsInto(l, next)) {
      // "Cuidados de" / "enfermería", "Encaissement, Gestion des" / "stocks, Planification des" /
      // "équipes" in a narrow column: lines the page wrapped inside a skill.
      let text = l.text;
      for (; lines[i + 1] && wrapsInto({ ...l, text, parts: [text] }, lines[i + 1]); i++) text = `${text} ${lines[i + 1].text}`;
      out.push({ ...l, parts: [text], text });
    } else out.push(l);
  }
  return out;
}

/**
 * Whether a line goes on on the next, which starts in lower case in the same type and is no list
 * item of its own: a line of comma-separated items (or a label and items) not ending in a comma, or one item that starts with a capital
 * (a list of items in lower case starts each in lower case) and is no longer than a skill with
 * the next line.
 */
function wrapsInto(l: SectionLine, next: SectionLine): boolean {
  if (l.parts.length !== 1 || next.parts.length !== 1 || next.list || next.dates.length || !/^\p{Ll}/u.test(next.text) || /[,;:·•|]$/.test(l.text.trim())) return false;
  if (next.bold !== l.bold || Math.abs(next.size - l.size) > 0.05) return false;
  // A list of items with commas (or after a label), wrapped: the line's last item goes on.
  if (/[,;:]/.test(l.text)) return true;
  return /^\p{Lu}/u.test(l.text) && !/[,;:·•|]/.test(next.text) && words(l.text).length + words(next.text).length <= 6;
}

/**
 * Skill groups printed under headings of their own ("Modelling", "Data engineering") in a sidebar
 * with no "Skills" heading above them: lines styled like the document's section headings (size,
 * weight, indent) that no vocabulary knows, each followed only by short items, outside the
 * experience and education lists. The group headings themselves are not skills.
 */
export function unnamedSkillGroups(doc: Sections): SectionLine[] {
  const { lines, headings } = doc;
  const heads = [...headings].map((i) => lines[i]);
  if (heads.length < 2) return [];
  const sameStyle = (l: SectionLine) => heads.some((h) => Math.abs(h.size - l.size) < 0.03 && h.bold === l.bold && Math.abs(h.x - l.x) < 0.02 && h.heading === l.heading && h.column === l.column);
  const out: SectionLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (headings.has(i) || !sameStyle(l) || l.section === 'skills' || l.section === 'experience' || l.section === 'education') continue;
    if (words(l.text).length > 4 || /[\d@:/]/.test(l.text) || (l.size <= 1.02 && !l.bold && !l.heading)) continue;
    const items: SectionLine[] = [];
    let j = i + 1;
    for (; j < lines.length && !headings.has(j) && !sameStyle(lines[j]) && lines[j].column === l.column; j++) items.push(lines[j]);
    const short = items.length > 0 && items.every((m) => !m.dates.length && !EMAIL_RE.test(m.text) && !URL_RE.test(m.text) && !/\d{3}/.test(m.text) && m.parts.every((p) => words(p).length <= 4) && !/[.!?]$/.test(m.text));
    // (Items set apart from their group's name: indented, in cells, or — in a Word document, which has no indents to read — in smaller type.)
    if (short && items.some((m) => m.x > l.x + 0.01 || m.parts.length > 1 || m.size < l.size - 0.2)) out.push(l, ...items);
    i = j - 1;
  }
  return out;
}
