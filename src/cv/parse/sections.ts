/**
 * Stage 2, lines → sections: every line gets the section it stands in, named by the heading above it
 * (heading vocabularies of ./vocab.ts); the lines before the first heading are the header block. A
 * letter-spaced heading ("E X P E R I E N C E") is read as its word, and a line that starts with a
 * heading ("Skills ‖ Java, SQL") becomes the heading and a line of content. A page column starts
 * outside any section unless it goes on from the previous page, so a sidebar's last heading does not
 * run on into the main column. A menu of headings opens no section.
 */
import { findDates, type DateRange } from './dates.js';
import { words } from './text.js';
import type { Line } from './types.js';
import { headingSection, isDocumentTitle, isSignedLine, type SectionKey } from './vocab.js';

/** A line in its section, with the date ranges it holds. */
export type SectionLine = Line & { section: SectionKey | 'header'; dates: DateRange[] };

/** The document as sections: its lines in reading order, which of them are headings, and where each sits in its page column. */
export type Sections = {
  lines: SectionLine[];
  /** Indexes (in `lines`) of the section headings. */
  headings: Set<number>;
  /** Each line's position within its page column (0 = the column's first line). */
  columnIndex: number[];
};

/** The text of a letter-spaced line ("C U R R I C U L U M") as its word. */
function despace(text: string): string {
  const t = words(text);
  if (t.length >= 4 && t.filter((w) => w.length === 1).length / t.length >= 0.6) return t.join('');
  return text;
}

/**
 * Two lines in one type that make a heading together ("ONDERWIJS EN" / "OPLEIDING", "PERSOONLIJKE"
 * / "INFORMATIE", a label column's heading the page wrapped) where the first is none of its own or
 * names the same section: one line.
 */
function joinWrappedHeadings(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const n = lines[i + 1];
    const short = (x: Line) => words(x.text).length <= 3 && !/\d/.test(x.text) && x.parts.length === 1;
    const alike = n && n.page === l.page && n.column === l.column && Math.abs(n.size - l.size) < 0.03 && n.bold === l.bold && Math.abs(n.x - l.x) < 0.02 && n.heading === l.heading && (n.paragraph || n.gap < 0.8);
    const joined = alike && short(l) && short(n) ? headingSection(`${despace(l.text)} ${despace(n.text)}`) : null;
    const own = headingSection(despace(l.text));
    if (joined && (own === null || own === joined) && (headingSection(despace(n.text)) === null || headingSection(despace(n.text)) === joined)) {
      const text = `${l.text} ${n.text}`;
      out.push({ ...l, text, parts: [text] });
      i++;
    } else out.push(l);
  }
  return out;
}

/**
 * A heading in capitals printed against the text after it ("VOLONTARIATOVolontario, Croce Verde."):
 * the heading as a part of its own.
 */
function unglueHeading(l: Line): Line {
  const m = /^(\p{Lu}{4,})(?=\p{Lu}\p{Ll})/u.exec(l.parts[0] ?? '');
  if (!m || !headingSection(m[1]) || headingSection(l.parts[0])) return l;
  const parts = [m[1], l.parts[0].slice(m[1].length), ...l.parts.slice(1)];
  return { ...l, parts, text: parts.join(' ') };
}

/** Letter-spaced headings normalised, and "Heading ‖ content" lines split in two. */
function splitHeadingLines(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const l of joinWrappedHeadings(lines).map(unglueHeading)) {
    const text = despace(l.text);
    if (l.parts.length >= 2 && headingSection(despace(l.parts[0])) && !headingSection(text)) {
      out.push({ ...l, text: despace(l.parts[0]), parts: [despace(l.parts[0])] });
      // (The line is bold by most of its letters: when the heading has fewer, the rest is the bold part.)
      const rest = l.parts.slice(1);
      out.push({ ...l, text: rest.join(' '), parts: rest, bold: l.bold && l.parts[0].length < rest.join('').length, size: 1 });
    } else out.push({ ...l, text, parts: l.parts.length ? l.parts.map(despace) : [text] });
  }
  return out;
}

/** The readable lines of a document, each in its section. */
export function findSections(readable: Line[]): Sections {
  let section: SectionKey | 'header' = 'header';
  const lines: SectionLine[] = [];
  const headings = new Set<number>();
  let prevCol = -1;
  let prevPage = 0;
  const columnSection = new Map<number, SectionKey | 'header'>();
  const columnIndex: number[] = [];
  let inCol = 0;
  const columnLines = new Map<number, number>();
  let prevColumns = false;
  for (const l of splitHeadingLines(readable)) {
    // A page without columns after one with columns goes on with the previous page's main column
    // (the one with the most lines), not with the sidebar read last.
    if (!l.pageColumn && l.page !== prevPage && prevColumns) {
      const main = [...columnLines].sort((a, b) => b[1] - a[1])[0]?.[0];
      if (main !== undefined) section = columnSection.get(main) ?? section;
    }
    if (l.page !== prevPage) columnLines.clear();
    prevColumns = Boolean(l.pageColumn);
    if (l.pageColumn) columnLines.set(l.column, (columnLines.get(l.column) ?? 0) + 1);
    if (l.pageColumn && (l.column !== prevCol || l.page !== prevPage)) {
      // A column goes on with the section it ended with on the previous page; a new one starts outside any.
      if (l.column !== prevCol || l.page !== prevPage) section = columnSection.get(l.column) ?? (l.page === prevPage ? 'header' : section);
      if (l.column !== prevCol) inCol = 0;
    }
    prevCol = l.column;
    prevPage = l.page;
    columnIndex.push(inCol++);
    const h = headingSection(l.text) ?? wrappedHeadingRest([lines.length - 1, lines.length - 2].filter((k) => headings.has(k)).map((k) => lines[k])[0], l);
    if (l.pageColumn) columnSection.set(l.column, h && (words(l.text).length <= 5 || l.heading > 0) ? h : section);
    if (h && (words(l.text).length <= 5 || l.heading > 0)) {
      section = h;
      headings.add(lines.length);
      lines.push({ ...l, section: h, dates: [] });
      continue;
    }
    // A running header on a later page ("Curriculum vitae ‖ Giulia Rinaldi") is no content of the
    // section it falls in.
    if (l.page > 0 && l.parts.length >= 2 && l.parts.some((p) => isDocumentTitle(p)) && words(l.text).length <= 7) {
      lines.push({ ...l, section: 'other', dates: [] });
      continue;
    }
    // The place and day the page is signed with ("Eindhoven, 16 december 2026") close the resume's
    // content: they and the signature under them belong to no section.
    if (isSignedLine(l.text)) section = 'other';
    lines.push({ ...l, section, dates: findDates(l.text) });
  }
  skipMenus(lines, headings);
  return { lines, headings, columnIndex };
}

/**
 * The rest of a heading a narrow margin wrapped ("ESPERIENZA" / "LAVORATIVA"): a line under a
 * heading (next, or after the first line of text set beside the heading), in its type and indent,
 * that makes with it a heading of the same section. Its section, or null.
 */
function wrappedHeadingRest(prev: SectionLine | undefined, l: Line): SectionKey | null {
  // (A label column set flush right wraps its capitals at another indent: "COMPETENZE ORGANIZZATIVE" / "E GESTIONALI".)
  const capitals = (t: string) => /\p{Lu}/u.test(t) && !/\p{Ll}/u.test(t);
  if (!prev || prev.page !== l.page || prev.column !== l.column || Math.abs(prev.size - l.size) > 0.03 || prev.bold !== l.bold || (Math.abs(prev.x - l.x) > 0.02 && !(capitals(prev.text) && capitals(l.text)))) return null;
  if (words(l.text).length > 3 || /\d/.test(l.text) || (l.gap > 0.8 && !l.paragraph)) return null;
  return headingSection(`${prev.text} ${l.text}`) === prev.section ? prev.section : null;
}

/**
 * A menu — three or more headings in a row that name three or more sections, as a web page's
 * navigation or a table of contents prints them, the last of which is headed again further on —
 * opens no section: the lines after it stay in the section before it.
 */
function skipMenus(lines: SectionLine[], headings: Set<number>): void {
  for (let a = 0; a < lines.length; a++) {
    if (!headings.has(a)) continue;
    let b = a;
    while (headings.has(b + 1)) b++;
    const named = new Set(lines.slice(a, b + 1).map((l) => l.section));
    const headedAgain = [...headings].some((h) => h > b && lines[h].section === lines[b].section);
    if (named.size >= 3 && headedAgain) {
      const before = a > 0 ? lines[a - 1].section : 'header';
      for (let i = b + 1; i < lines.length && !headings.has(i); i++) lines[i] = { ...lines[i], section: before };
    }
    a = b;
  }
}

/** The lines of a section, without its headings. */
export const sectionLines = (doc: Sections, key: SectionKey): SectionLine[] => doc.lines.filter((l, i) => l.section === key && !doc.headings.has(i));

/** The lines where contact details are looked for first: the header block, a contact section and a profile. */
export const contactLines = (doc: Sections): SectionLine[] => doc.lines.filter((l, i) => (l.section === 'header' || l.section === 'contact' || l.section === 'summary') && !doc.headings.has(i));
