/**
 * Stage 2b, what the sections hold: a heading says what its section should hold, the lines say what
 * it does, and the lines win.
 *
 * - A heading in the style of the document's section headings that no vocabulary knows ("Where I
 *   worked", "Career") over lines of dated entries opens an experience or education section, so a
 *   skills list above it never swallows the work history; so does a known heading of another kind
 *   over such lines.
 * - A languages section that names no language and no level (a "Languages" group of programming
 *   languages under Skills) holds skills.
 * - A line of a skills section that lists languages only (with or without levels) is a languages line.
 * - A summary section of contact details (a theme's "About": address, e-mail, phone, web) holds contact details.
 */
import { findDates, stripDates, type DateRange } from './dates.js';
import type { SectionLine, Sections } from './sections.js';
import { EMAIL_IN_TEXT } from '../../shared/validation.js';
import { listItems, URL_RE, words } from './text.js';
import { COMPANY_CUES, DEGREE_CUES, findLanguageName, INSTITUTION_CUES, isLanguageGridLabel, isLevelText, knownLanguage, languageLevel, TITLE_CUES, type SectionKey } from './vocab.js';

type Kind = SectionKey | 'header';

/**
 * Sections that hold no dated entries of their own: dated entries there belong to a section whose
 * heading was not read. (Not the header block: its headline may be styled like a section heading.)
 */
const UNDATED: ReadonlySet<Kind> = new Set(['summary', 'skills', 'languages', 'contact', 'interests', 'other']);

/** A run: consecutive lines of one section, from a heading (or a section change) to the next. */
type Run = { start: number; end: number; section: Kind };

/** The document with each run of lines in the section its content says. */
export function checkSectionKinds(doc: Sections): Sections {
  const lines = [...doc.lines];
  const headings = new Set(doc.headings);
  datedRuns(lines, headings);
  for (const run of runsOf(lines, headings)) {
    // A heading of another kind right under a skills heading with nothing under it, over lines
    // without a date ("Skills" / "Onderwijs" / "Lesvoorbereiding, Mentoraat"), names a group of skills.
    const prev = run.start - 1;
    if ((run.section === 'education' || run.section === 'experience') && run.end > run.start && headings.has(run.start) && headings.has(prev) && lines[prev].section === 'skills' && lines.slice(run.start, run.end + 1).every((l) => !l.dates.length)) {
      headings.delete(run.start);
      for (let i = run.start; i <= run.end; i++) lines[i] = { ...lines[i], section: 'skills' };
      continue;
    }
    if (run.section === 'languages' && !holdsLanguages(lines.slice(run.start, run.end + 1).filter((_, k) => !headings.has(run.start + k)))) {
      for (let i = run.start; i <= run.end; i++) lines[i] = { ...lines[i], section: 'skills' };
    }
    if (run.section === 'skills') for (let i = run.start; i <= run.end; i++) if (!headings.has(i) && (isLanguageLine(lines[i]) || isGridRowOfLanguage(lines, i))) lines[i] = { ...lines[i], section: 'languages' };
    if (run.section === 'summary' || run.section === 'other') {
      const block = contactBlock(lines, run, headings);
      for (let i = block.start; i <= block.end; i++) lines[i] = { ...lines[i], section: 'contact' };
    }
  }
  return { ...doc, lines, headings };
}

function runsOf(lines: SectionLine[], headings: Set<number>): Run[] {
  const runs: Run[] = [];
  lines.forEach((l, i) => {
    const last = runs.at(-1);
    if (!last || headings.has(i) || l.section !== last.section) runs.push({ start: i, end: i, section: l.section });
    else last.end = i;
  });
  return runs;
}

/** A period that makes an entry: a range with an end or "present". */
const isPeriod = (d: DateRange) => d.end !== null || d.current;

/**
 * Runs of undated sections split at headings no vocabulary knows (lines in the style of the
 * document's section headings, at their indent); a run — or a part so split — that starts with
 * dated entries becomes experience or education, its unknown heading a heading.
 */
function datedRuns(lines: SectionLine[], headings: Set<number>): void {
  const known = [...headings].map((i) => lines[i]);
  const headingStyle = (l: SectionLine) =>
    known.some((h) => Math.abs(h.size - l.size) < 0.03 && h.bold === l.bold && h.heading === l.heading && Math.abs(h.x - l.x) < 0.03) &&
    words(l.text).length <= 5 &&
    !/[.,;:!?]$/.test(l.text) &&
    !findDates(l.text).length &&
    !/@/.test(l.text) &&
    !URL_RE.test(l.text) &&
    /\p{L}/u.test(l.text);
  const unknown = sectionHeadingsOfStyle(lines, headings);
  // Where runs start: a known heading, a change of section (a column), or an unknown heading.
  const starts: { at: number; heading: 'known' | 'unknown' | null }[] = [];
  lines.forEach((l, i) => {
    if (headings.has(i)) starts.push({ at: i, heading: 'known' });
    else if (i > 0 && lines[i - 1].section !== l.section) starts.push({ at: i, heading: null });
    else if ((UNDATED.has(l.section) && known.length && headingStyle(l)) || unknown.has(i)) starts.push({ at: i, heading: 'unknown' });
  });
  const headed = new Set(known.map((h) => h.section));
  starts.forEach(({ at, heading }, k) => {
    const end = (starts[k + 1]?.at ?? lines.length) - 1;
    if (!heading) return;
    const section = lines[at].section;
    const body = lines.slice(at + 1, end + 1);
    // (A period in a sentence, "Développeur depuis 2016, j'aime les produits…", is no entry's: a profile stays one.)
    const periods = body.map((l, j) => (l.dates.some(isPeriod) && words(stripDates(l.text, l.dates)).length <= 10 ? j : -1)).filter((j) => j >= 0);
    // Entries start at once: within the first lines under an unknown heading, at the first or second under a known one.
    const dated = periods.length > 0 && periods[0] <= (heading === 'known' ? 1 : 3) && (periods.length >= 2 || body.length <= 6);
    let kind: Kind | null = null;
    if (UNDATED.has(section)) kind = dated ? entryKind(body) : unknown.has(at) && CLOSED_BY_UNKNOWN.has(section) ? 'other' : null;
    else if (unknown.has(at) && CLOSED_BY_UNKNOWN.has(section)) {
      // Under jobs or studies, a heading no vocabulary knows opens what the person did besides
      // (leadership, activities, talks): no jobs. Unless it heads the entries of the other kind
      // and the document has no heading of that kind ("Where I worked" after "Education").
      const other = dated ? entryKind(body) : null;
      kind = other && other !== section && !headed.has(other) ? other : 'other';
    }
    if (!kind) return;
    for (let i = at; i <= end; i++) lines[i] = { ...lines[i], section: kind };
    // (A section of another kind stays unheaded: its heading and lines may be a group of skills a
    // sidebar sets like a section, which the skills stage reads from there.)
    if (kind !== 'other') headings.add(at);
  });
}

/** Sections that a heading no vocabulary knows, in the document's own heading style, closes. (Not skills: their groups are often set like headings.) */
const CLOSED_BY_UNKNOWN: ReadonlySet<Kind> = new Set(['experience', 'education', 'languages', 'interests', 'references', 'certifications', 'projects', 'contact']);

const allCapitals = (t: string) => /\p{Lu}/u.test(t) && !/\p{Ll}/u.test(t);

/**
 * Lines set exactly as the document's section headings are (type size, weight, Word heading level,
 * indent, column and capitals the same as two or more known headings) that no vocabulary knows: headings of
 * sections the vocabularies miss ("Hobbys", "Leadership & Activities", "Führerschein"). Only where
 * that style is the headings' own: no more lines carry it than the known headings that do, and none
 * names a role, a company, a school or a degree. Not the first line under a heading (a group's name
 * under its section's heading).
 */
export function sectionHeadingsOfStyle(lines: SectionLine[], headings: ReadonlySet<number>): Set<number> {
  const known = [...headings].map((i) => lines[i]);
  const same = (a: SectionLine, b: SectionLine) =>
    Math.abs(a.size - b.size) < 0.03 && a.bold === b.bold && a.heading === b.heading && Math.abs(a.x - b.x) < 0.03 && a.column === b.column && allCapitals(a.text) === allCapitals(b.text) && a.size >= 1;
  const candidate = (l: SectionLine, i: number) =>
    !headings.has(i) &&
    i > 0 &&
    !headings.has(i - 1) &&
    l.section !== 'header' &&
    l.parts.length === 1 &&
    words(l.text).length <= 5 &&
    !/[.,;!?]$/.test(l.text) &&
    !/\d/.test(l.text) &&
    !/@/.test(l.text) &&
    !URL_RE.test(l.text) &&
    /\p{L}{3}/u.test(l.text) &&
    (l.bold || l.size > 1.05 || l.heading > 0 || allCapitals(l.text)) &&
    !TITLE_CUES.test(l.text) &&
    !COMPANY_CUES.test(l.text.replace(/&/g, ' ')) &&
    !INSTITUTION_CUES.test(l.text) &&
    // (Degree words, not the joining words the degree cues also take: "Permis de conduire".)
    !DEGREE_CUES.test(l.text.replace(/(?<![\p{L}\p{N}_])(?:in|of|en|de|der|des|di)(?![\p{L}\p{N}_])/giu, ' ')) &&
    findLanguageName(l.text) === null;
  const found = new Set<number>();
  const candidates = lines.map((l, i) => (candidate(l, i) ? i : -1)).filter((i) => i >= 0);
  for (const i of candidates) {
    const l = lines[i];
    const styled = known.filter((h) => same(h, l)).length;
    if (styled < 2) continue;
    const alike = lines.filter((x, j) => !headings.has(j) && same(x, l)).length;
    if (alike <= Math.max(1, styled - 1)) found.add(i);
  }
  return found;
}

/** Education when more of the lines name schools or degrees than jobs or companies; experience otherwise. */
function entryKind(body: SectionLine[]): 'experience' | 'education' {
  const schools = body.filter((l) => INSTITUTION_CUES.test(l.text) || (DEGREE_CUES.test(l.text) && !TITLE_CUES.test(l.text))).length;
  const jobs = body.filter((l) => (TITLE_CUES.test(l.text) || COMPANY_CUES.test(l.text)) && !INSTITUTION_CUES.test(l.text)).length;
  return schools > jobs ? 'education' : 'experience';
}

/** A line that is an e-mail address, a phone number or a web address. */
const isContactLine = (l: SectionLine) => EMAIL_IN_TEXT.test(l.text) || URL_RE.test(l.text) || /^[+(]?\d[\d\s()./-]{6,}\d$/.test(l.text.replace(/^\P{L}*?(?=[+(\d])/u, '').trim());

/**
 * The contact details an "About" section opens with (a theme's address, e-mail, phone and web
 * lines): from its heading through its last contact line, when two or more of its first short
 * lines are contact lines. Empty (end < start) otherwise.
 */
function contactBlock(lines: SectionLine[], run: Run, headings: Set<number>): { start: number; end: number } {
  const start = headings.has(run.start) ? run.start + 1 : run.start;
  let last = -1;
  let count = 0;
  for (let i = start; i <= run.end && i < start + 8; i++) {
    const l = lines[i];
    if (isContactLine(l)) {
      last = i;
      count++;
    } else if (words(l.text).length > 8 || /[.!?]$/.test(l.text)) break;
  }
  return count >= 2 ? { start: run.start, end: last } : { start, end: start - 1 };
}

/** Whether a line lists languages only: two or more, or one with its level. */
function isLanguageLine(l: SectionLine): boolean {
  // (A language grid's row label, "Mother tongue(s) ‖ English", is no item: its level is read from it.)
  const items = listItems(l.parts).filter((s) => !isLevelText(s) && !isLanguageGridLabel(s));
  return items.length > 0 && items.every((s) => knownLanguage(s) !== null) && (items.length >= 2 || listItems(l.parts).some((s) => languageLevel(s) !== null));
}

/**
 * The first Europass's language rows: a language on a line of its own over the grid's rows for it
 * ("Inglese" / "• Capacità di lettura ‖ buono" / …), and those rows (a grid label, then a level).
 */
function isGridRowOfLanguage(lines: SectionLine[], i: number): boolean {
  const isGridRow = (l: SectionLine | undefined) => !!l && l.parts.length >= 1 && isLanguageGridLabel(l.parts[0]) && l.parts.slice(1).every((p) => isLevelText(p));
  const l = lines[i];
  if (isGridRow(l) && l.parts.length >= 2) return true;
  return l.parts.length === 1 && knownLanguage(l.text) !== null && isGridRow(lines[i + 1]);
}

/** Whether lines hold languages: a language or a level anywhere, or too few items to tell. */
function holdsLanguages(lines: SectionLine[]): boolean {
  const items = lines.flatMap((l) => listItems(l.parts));
  return items.length < 3 || items.some((s) => findLanguageName(s) !== null || languageLevel(s) !== null);
}
