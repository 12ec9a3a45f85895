/**
 * Word documents as people make them in Word, built with `docx`:
 * - `word-tabs`: plain paragraphs; the title, a tab and the dates against a right tab stop, the
 *   company on the next line; bullets typed as "•" and a tab, or a real list.
 * - `word-table`: every entry in a borderless (or ruled) two-column table, the dates in the left cell.
 * - `word-headings`: the Heading 1 and Heading 2 styles for sections and entries, bullets as real
 *   Word lists.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Paragraph,
  Tab,
  Table,
  TableBorders,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type IParagraphOptions,
  type IRunOptions,
} from 'docx';
import type { HeadingKey } from '../../format.js';
import { chance, pick, shuffle } from '../../random.js';
import type { Job, Person } from '../../types.js';
import { docxFamily, type WordDocument } from './family.js';
import { companyPlace, contactValues, languageLine } from './person-text.js';
import { planDocument, studyDates, type Plan } from './plan.js';

// A4 in twips (1/20 pt), margins of 2 cm.
const PAGE = { width: 11906, height: 16838 };
const MARGIN = 1134;
const CONTENT = PAGE.width - 2 * MARGIN;

const FONTS = ['Calibri', 'Arial', 'Times New Roman', 'Cambria', 'Garamond', 'Georgia', 'Helvetica', 'Verdana'];
const JAPANESE_FONTS = ['MS Mincho', 'Yu Gothic', 'Meiryo', 'MS Gothic'];
const COLOURS = ['000000', '1F3864', '2E74B5', '385623', '7B2C2C', '404040'];
const BULLETS = 'bullets';

/** What every Word family shares in one document: its plan, fonts and colours, bullet style. */
type Ink = { plan: Plan; colour: string; realLists: boolean; glyph: string };

const run = (text: string, options: IRunOptions = {}) => new TextRun({ text, ...options });
const para = (text: string, options: IParagraphOptions = {}, runOptions: IRunOptions = {}) => new Paragraph({ ...options, children: [run(text, runOptions)] });

/** The document: A4, the document's fonts, a bullet list definition. */
function wordDocument(person: Person, random: () => number, children: (Paragraph | Table)[]): Document {
  const font = pick(FONTS, random);
  const eastAsia = person.language === 'ja' ? pick(JAPANESE_FONTS, random) : font;
  return new Document({
    creator: person.displayName,
    title: person.displayName,
    styles: { default: { document: { run: { font: { ascii: font, hAnsi: font, eastAsia, cs: font }, size: pick([20, 21, 22], random) } } } },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [{ level: 0, format: LevelFormat.BULLET, text: pick(['•', '–', '▪', '◦'], random), alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 260 } } } }],
        },
      ],
    },
    sections: [{ properties: { page: { size: PAGE, margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } }, children }],
  });
}

function inkOf(person: Person, random: () => number): Ink {
  const plan = planDocument(person, random);
  return { plan, colour: pick(COLOURS, random), realLists: chance(0.5, random), glyph: pick(['•', '-', '–', '·'], random) };
}

/** Bullet points: a real Word list, or paragraphs that begin with a typed glyph and a tab. */
function bullets(ink: Ink, items: string[]): Paragraph[] {
  return items.map((item) =>
    ink.realLists
      ? new Paragraph({ numbering: { reference: BULLETS, level: 0 }, children: [run(item)] })
      : new Paragraph({ indent: { left: 360, hanging: 360 }, children: [run(ink.glyph), new TextRun({ children: [new Tab(), item] })] }),
  );
}

/** An entry's summary and bullets, when the plan prints them. */
function details(ink: Ink, entry: Pick<Job, 'summary' | 'bullets'>): Paragraph[] {
  if (!ink.plan.show.jobDetails) return [];
  return [...(entry.summary ? [para(entry.summary)] : []), ...bullets(ink, entry.bullets)];
}

/** The name, the headline and the contact values (one line with separators, or one per line). */
function header(ink: Ink, style: 'title' | 'bold'): Paragraph[] {
  const { plan } = ink;
  const { person } = plan;
  const name = style === 'title' ? new Paragraph({ heading: HeadingLevel.TITLE, children: [run(person.displayName)] }) : para(person.displayName, { spacing: { after: 60 } }, { bold: true, size: 36, color: ink.colour });
  const headline = plan.show.headline ? [para(person.headline, {}, { italics: true, size: 24 })] : [];
  const contacts = contactValues(plan, { website: chance(0.5, plan.random), birth: chance(0.3, plan.random), address: chance(0.4, plan.random) });
  const labelled = chance(0.4, plan.random);
  const lines = chance(0.5, plan.random)
    ? [para(contacts.map((c) => c.value).join(pick([' | ', ' • ', ' · '], plan.random)))]
    : contacts.map((c) => new Paragraph({ children: labelled ? [run(`${c.label}: `, { bold: true }), run(c.value)] : [run(c.value)] }));
  return [name, ...headline, ...lines];
}

/** The order of sections after the header: experience and education first (either way round), then the rest. */
function sectionOrder(random: () => number): HeadingKey[] {
  const first: HeadingKey[] = chance(0.75, random) ? ['experience', 'education'] : ['education', 'experience'];
  return [...first, ...shuffle(['skills', 'languages', 'certificates', 'awards', 'volunteering'] as HeadingKey[], random)];
}

/** The lines of the sections that are lists rather than entries: skills, languages, certificates, awards. */
function listLines(plan: Plan, key: HeadingKey): [string, string][] {
  const { person, show } = plan;
  switch (key) {
    case 'skills':
      return show.skills ? person.skillGroups.filter((g) => g.keywords.length).map((g) => [g.name, g.keywords.join(', ')]) : [];
    case 'languages':
      return show.languages ? person.languages.map((l) => [l.name, l.level]) : [];
    case 'certificates':
      return person.certificates.map((c) => [String(c.year), `${c.name}, ${c.issuer}`]);
    case 'awards':
      return person.awards.map((a) => [String(a.year), a.title]);
    default:
      return [];
  }
}

/** An entry of any dated section: what, where (the employer or school with its town, as one phrase), when and details; `org` and `town` are where's parts, for a layout that sets the town apart. */
type Entry = { what: string; where: string; org: string; town: string | null; when: string; details: Paragraph[] };

function entries(ink: Ink, key: HeadingKey): Entry[] {
  const { plan } = ink;
  const { person, show } = plan;
  const place = (org: string, town: string | null) => ({ where: companyPlace({ company: org, city: town }, person.language), org, town });
  if (key === 'experience') return person.jobs.map((j) => ({ what: j.title, ...place(j.company, j.city), when: plan.range(j.start, j.end), details: details(ink, j) }));
  if (key === 'education' && show.education)
    return person.studies.map((s) => ({ what: s.title, ...place(s.institution, s.city), when: studyDates(plan, s), details: show.studySummary && s.summary ? [para(s.summary)] : [] }));
  if (key === 'volunteering') return person.volunteering.map((v) => ({ what: v.role, ...place(v.organisation, null), when: plan.range(v.start, v.end), details: [] }));
  return [];
}

// ── word-tabs ────────────────────────────────────────────────────────────────────────────────────

function composeTabs(person: Person, random: () => number): WordDocument {
  const ink = inkOf(person, random);
  const { plan } = ink;
  const caps = chance(0.6, random);
  const heading = (key: HeadingKey) =>
    para(caps ? plan.heading(key).toLocaleUpperCase(person.language) : plan.heading(key), { spacing: { before: 240, after: 80 }, border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: ink.colour, space: 1 } } }, { bold: true, color: ink.colour, size: 24 });
  const rightTab = { tabStops: [{ type: TabStopType.RIGHT, position: CONTENT }] };
  const cityRight = chance(0.5, random);
  const children: (Paragraph | Table)[] = header(ink, chance(0.3, random) ? 'title' : 'bold');
  if (plan.show.summary) children.push(heading('profile'), para(person.summary));
  for (const key of sectionOrder(random)) {
    const dated = entries(ink, key);
    const listed = listLines(plan, key);
    if (!dated.length && !listed.length) continue;
    children.push(heading(key));
    for (const e of dated) {
      children.push(new Paragraph({ ...rightTab, spacing: { before: 120 }, children: [run(e.what, { bold: true }), new TextRun({ children: [new Tab(), e.when] })] }));
      // The town flush right: taken from the entry, never cut from a name that holds a comma ("Industrial Training Institute, Pune").
      const [where, town] = cityRight && e.town ? [e.org, e.town] : [e.where, ''];
      children.push(new Paragraph({ ...rightTab, children: [run(where, { italics: true }), ...(town ? [new TextRun({ children: [new Tab(), town], italics: true })] : [])] }), ...e.details);
    }
    for (const [left, right] of listed) children.push(key === 'certificates' || key === 'awards' ? new Paragraph({ ...rightTab, children: [run(right), new TextRun({ children: [new Tab(), left] })] }) : new Paragraph({ children: [run(`${left}: `, { bold: true }), run(right)] }));
  }
  return { document: wordDocument(person, random, children), plan };
}

// ── word-table ───────────────────────────────────────────────────────────────────────────────────

function composeTable(person: Person, random: () => number): WordDocument {
  const ink = inkOf(person, random);
  const { plan } = ink;
  const left = 1900 + Math.floor(random() * 800);
  const ruled = chance(0.3, random);
  const borders = ruled ? undefined : TableBorders.NONE;
  const cell = (children: Paragraph[], width: number) => new TableCell({ children: children.length ? children : [new Paragraph('')], width: { size: width, type: WidthType.DXA } });
  const table = (rows: [Paragraph[], Paragraph[]][]) =>
    new Table({ layout: TableLayoutType.FIXED, width: { size: CONTENT, type: WidthType.DXA }, columnWidths: [left, CONTENT - left], borders, rows: rows.map(([a, b]) => new TableRow({ cantSplit: true, children: [cell(a, left), cell(b, CONTENT - left)] })) });
  const heading = (key: HeadingKey) => para(plan.heading(key), { spacing: { before: 280, after: 100 }, shading: chance(0.5, random) ? { fill: 'E7E6E6', type: 'clear', color: 'auto' } : undefined }, { bold: true, size: 24, color: ink.colour });

  const children: (Paragraph | Table)[] = header(ink, 'bold');
  if (plan.show.summary) children.push(heading('profile'), para(person.summary));
  for (const key of sectionOrder(random)) {
    const dated = entries(ink, key);
    const listed = listLines(plan, key);
    if (!dated.length && !listed.length) continue;
    children.push(heading(key));
    const rows: [Paragraph[], Paragraph[]][] = [
      ...dated.map((e): [Paragraph[], Paragraph[]] => [[para(e.when)], [para(e.what, {}, { bold: true }), para(e.where), ...e.details]]),
      ...listed.map((l): [Paragraph[], Paragraph[]] => [[para(l[0], {}, { bold: key === 'skills' || key === 'languages' })], [para(l[1])]]),
    ];
    children.push(table(rows));
  }
  return { document: wordDocument(person, random, children), plan };
}

// ── word-headings ────────────────────────────────────────────────────────────────────────────────

function composeHeadings(person: Person, random: () => number): WordDocument {
  const ink = { ...inkOf(person, random), realLists: true };
  const { plan } = ink;
  const entryHeading = pick(['title-company', 'title-then-company', 'company-then-title'] as const, random);
  const children: (Paragraph | Table)[] = header(ink, 'title');
  const h1 = (key: HeadingKey) => new Paragraph({ heading: HeadingLevel.HEADING_1, children: [run(plan.heading(key))] });
  const h2 = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_2, children: [run(text)] });
  if (plan.show.summary) children.push(h1('profile'), para(person.summary));
  for (const key of sectionOrder(random)) {
    const dated = entries(ink, key);
    const listed = listLines(plan, key);
    if (!dated.length && !listed.length) continue;
    children.push(h1(key));
    for (const e of dated) {
      if (entryHeading === 'title-company') children.push(h2(`${e.what}, ${e.where}`));
      else if (entryHeading === 'title-then-company') children.push(h2(e.what), para(e.where, {}, { bold: true }));
      else children.push(h2(e.where), para(e.what, {}, { bold: true }));
      children.push(para(e.when, {}, { italics: true, color: '595959' }), ...e.details);
    }
    if (listed.length) children.push(...bullets(ink, listed.map(([a, b]) => (key === 'languages' ? languageLine({ name: a, level: b }, 0) : `${a}: ${b}`))));
  }
  return { document: wordDocument(person, random, children), plan };
}

export const WORD_TABS = docxFamily({ name: 'word-tabs', group: 'word-tabs', compose: composeTabs });
export const WORD_TABLE = docxFamily({ name: 'word-table', group: 'word-table', compose: composeTable });
export const WORD_HEADINGS = docxFamily({ name: 'word-headings', group: 'word-headings', compose: composeHeadings });
