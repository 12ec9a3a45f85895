/**
 * The hand-made layout families: each renders a sample person to a real file (PDF families through
 * Chromium, one browser for all), read back with the product's own readers (pdf.js, mammoth), and
 * the text holds the name, every job title and company, every date the family says it printed —
 * and none of the truth fields it reports as not rendered. The HTML of the PDF families is checked
 * the same way for every sample person and several seeds, without printing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { pdfPageCount } from '../../../src/server/documents/chromium-pool.js';
import { extractDocx, extractPdf } from '../../../src/server/documents/parse-resume.js';
import { plainText } from '../../../src/shared/html.js';
import { DATE_STYLES, formatMonth } from '../format.js';
import { seeded } from '../random.js';
import { SAMPLE_PEOPLE } from '../samples.js';
import type { Person, TruthField } from '../types.js';
import { closeCorpusPool } from '../chromium.js';
import { HAND_MADE_FAMILIES, HTML_FAMILIES } from './html.js';
import { isPdfFamily } from './html/family.js';
import type { Printed } from './html/plan.js';
import { HISTORY, WORDS } from './html/words.js';

afterAll(() => closeCorpusPool());

const person = (slug: string) => SAMPLE_PEOPLE.find((p) => p.slug === slug)!;
const family = (name: string) => HAND_MADE_FAMILIES.find((f) => f.name === name)!;

/**
 * Text compared as a reader sees it whatever the layout's case and line breaks: NFKC (Chromium's
 * PDFs map some CJK glyphs to Kangxi radicals), one character for look-alikes that share a glyph
 * (・ prints as ‧, ～ as 〜), upper case, no white space.
 */
const squash = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\u00B7\u2027\u30FB\uFF65]/g, '\u00B7')
    .replace(/[~\u301C\uFF5E]/g, '~')
    .toUpperCase()
    .replace(/\s+/g, '');

async function textOf(bytes: Uint8Array, format: 'pdf' | 'docx'): Promise<string> {
  if (format === 'pdf') return (await extractPdf(bytes)).pages.map((page) => page.items.map((item) => item.text).join(' ')).join('\n');
  return (await extractDocx(bytes)).blocks.map((block) => block.text).join('\n');
}

/** The body of an HTML document as text (the title and style sheet left out). */
const bodyText = (html: string) => plainText(html.slice(html.indexOf('<body>')));

/** The values of a person's record that a truth field stands for (what a rendering leaving the field out must not print). */
function valuesOf(p: Person, field: TruthField): string[] {
  switch (field) {
    case 'title':
      return [p.headline];
    case 'summary':
      return [p.summary];
    case 'email':
      return [p.email];
    case 'phones':
      return p.phones;
    case 'linkedin':
      return p.linkedin ? [p.linkedin.replace(/^.*\/in\//, 'in/')] : [];
    case 'location':
      return [p.street ?? '', p.postcode ?? '', p.city, p.countryName].filter(Boolean);
    case 'location.country':
      return [p.countryName];
    case 'experience.month':
      return p.jobs.flatMap((j) => [j.start, ...(j.end ? [j.end] : [])]).filter((d) => d.month !== null).flatMap((d) => DATE_STYLES.filter((s) => s !== 'yyyy').map((s) => formatMonth(d, s, p.language)));
    case 'experience.summary':
      return p.jobs.flatMap((j) => [j.summary ?? '', ...j.bullets]).filter(Boolean);
    case 'education':
      return p.studies.map((s) => s.institution);
    case 'education.start_year': {
      const otherYears = new Set([...p.jobs.flatMap((j) => [j.start.year, j.end?.year]), ...p.studies.map((s) => s.end.year), ...p.certificates.map((c) => c.year), ...p.awards.map((a) => a.year), ...p.volunteering.flatMap((v) => [v.start.year, v.end?.year]), Number(p.birthDate?.slice(0, 4))]);
      return p.studies.flatMap((s) => (s.start && !otherYears.has(s.start.year) ? [String(s.start.year)] : []));
    }
    case 'education.summary':
      return p.studies.flatMap((s) => (s.summary ? [s.summary] : []));
    case 'skills':
      return p.skillGroups.flatMap((g) => g.keywords);
    case 'languages':
      return p.languages.map((l) => l.name);
  }
}

/** Every text of a person's record a layout may print, but those of `field` (and of its parts, "location.country" of "location"). */
function recordWithout(p: Person, field: TruthField): string {
  const parts: [TruthField | null, string][] = [
    ...[p.first, p.last, p.displayName].map((v): [null, string] => [null, v]),
    ['title', p.headline],
    ['summary', p.summary],
    ['email', p.email],
    ...p.phones.map((v): [TruthField, string] => ['phones', v]),
    ...[p.city, p.street ?? '', p.postcode ?? ''].map((v): [TruthField, string] => ['location', v]),
    ['location.country', p.countryName],
    ...p.jobs.flatMap((j): [TruthField | null, string][] => [[null, j.title], [null, j.company], [null, j.city ?? ''], ...[j.summary ?? '', ...j.bullets].map((v): [TruthField, string] => ['experience.summary', v])]),
    ...p.studies.flatMap((s): [TruthField, string][] => [['education', s.title], ['education', s.institution], ['education', s.city ?? ''], ['education.summary', s.summary ?? '']]),
    ...p.skillGroups.flatMap((g) => [g.name, ...g.keywords].map((v): [TruthField, string] => ['skills', v])),
    ...p.languages.flatMap((l) => [l.name, l.level].map((v): [TruthField, string] => ['languages', v])),
    ...p.certificates.flatMap((c) => [c.name, c.issuer].map((v): [null, string] => [null, v])),
    ...p.awards.map((a): [null, string] => [null, a.title]),
    ...p.volunteering.flatMap((v) => [v.role, v.organisation].map((t): [null, string] => [null, t])),
  ];
  const ofField = (tag: TruthField | null) => tag !== null && (tag === field || tag.startsWith(`${field}.`));
  return squash(parts.filter(([tag]) => !ofField(tag)).map(([, text]) => text).join('\u0000'));
}

/**
 * Values that must be absent from a rendering that reports `field` as not rendered: those of the
 * field that no other printed value contains ("Nederland" stays checkable only where no
 * "Nederlands" is printed, a headline only where it is no job title).
 */
function absentValues(p: Person, field: TruthField): string[] {
  const rest = recordWithout(p, field);
  return valuesOf(p, field).filter((value) => value && !rest.includes(squash(value)));
}

const FIELDS: TruthField[] = ['title', 'email', 'phones', 'linkedin', 'location', 'location.country', 'summary', 'skills', 'languages', 'experience.month', 'experience.summary', 'education', 'education.start_year', 'education.summary'];

/**
 * Values that must be printed when a rendering does not report `field` as left out (the truth keeps
 * it). The postal address, the months and the country's form are the layout's choice; the dates are
 * checked through what the layout says it printed.
 */
function presentValues(p: Person, field: TruthField): string[][] {
  switch (field) {
    case 'location':
      return [[p.city]];
    case 'location.country':
      return [[p.countryName, p.country]];
    case 'experience.month':
      return [];
    case 'education.start_year':
      return p.studies.flatMap((s) => (s.start ? [[String(s.start.year)]] : []));
    default:
      return valuesOf(p, field).map((value) => [value]);
  }
}

/** The checks every rendering must pass, on its text read back. */
function expectFaithful(text: string, p: Person, printed: Printed, notRendered: TruthField[]) {
  const flat = squash(text);
  const has = (value: string) => flat.includes(squash(value));
  for (const value of [p.first, p.last, ...p.jobs.flatMap((j) => [j.title, j.company])]) expect(has(value), `"${value}" printed`).toBe(true);
  expect(printed.dates.length).toBeGreaterThanOrEqual(p.jobs.length);
  for (const date of printed.dates) expect(has(date), `date "${date}" printed`).toBe(true);
  for (const heading of printed.headings) expect(has(heading), `heading "${heading}" printed`).toBe(true);
  for (const mark of printed.marks) expect(has(mark), `"${mark}" printed with its icon first`).toBe(true);
  for (const field of notRendered) for (const value of absentValues(p, field)) expect(has(value), `${field}: "${value}" left out`).toBe(false);
  const kept = FIELDS.filter((field) => !notRendered.includes(field) && !notRendered.includes(field.split('.')[0] as TruthField));
  for (const field of kept) for (const oneOf of presentValues(p, field)) expect(oneOf.some(has), `${field}: one of ${oneOf.join(' / ')} printed`).toBe(true);
}

// One sample person per family, so that every family prints in a file of its own in one language
// and the languages between them cover en, de, fr, nl, es and ja.
const CASES: [string, string, (string | null)?][] = [
  ['sidebar', 'maya-thompson-reyes'],
  ['lebenslauf', 'jonas-von-hallberg'],
  ['europass', 'camille-de-la-fontaine'],
  ['icons', 'sanne-van-der-berg'],
  ['classic-caps', 'maria-jose-garcia-lopez'],
  ['compact', 'maya-thompson-reyes'],
  ['rirekisho', 'sato-ken'],
  ['word-tabs', 'camille-de-la-fontaine'],
  ['word-table', 'jonas-von-hallberg'],
  ['word-headings', 'sato-ken'],
];

/** Why a case cannot print here (no font of this machine has the person's script), or null. */
for (const c of CASES) c.push((await family(c[0]).refuses?.(person(c[1]))) ?? null);

describe('hand-made layout families', () => {
  it('are all registered with distinct names, and each conceptual layout in a group of its own', () => {
    const names = HTML_FAMILIES.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(CASES.map(([name]) => name).sort());
    expect(new Set(HTML_FAMILIES.map((f) => f.group)).size).toBe(HTML_FAMILIES.length);
  });

  for (const [name, slug, skip] of CASES) it.skipIf(!!skip)(`${name} renders ${slug} with the name, every job and every printed date, and none of what it leaves out${skip ? ` (skipped: ${skip})` : ''}`, async () => {
    const f = family(name);
    const p = person(slug);
    const format = f.formats[0];
    expect(await f.available()).toBeNull();
    const { rendered, printed } = await f.trace(p, { format, random: seeded(7) });
    expect(rendered.format).toBe(format);
    expect(Buffer.from(rendered.bytes.subarray(0, 4)).toString('latin1')).toBe(format === 'pdf' ? '%PDF' : 'PK\u0003\u0004');
    const text = await textOf(rendered.bytes, format);
    expectFaithful(text, p, printed, rendered.notRendered);
  });

  it('icons: the PDF text holds an icon glyph right before each heading and contact value', async () => {
    const p = person('maya-thompson-reyes');
    const { rendered, printed } = await family('icons').trace(p, { format: 'pdf', random: seeded(3) });
    const flat = squash(await textOf(rendered.bytes, 'pdf'));
    expect(printed.marks.length).toBeGreaterThan(4);
    for (const mark of printed.marks) {
      expect([...mark][0]).toMatch(/[\uE000-\uF8FF\u2300-\u27BF]/u);
      expect(flat).toContain(squash(mark));
    }
  });

  it('classic-caps: every page ends with the name and "Page n of N" in the CV language', async () => {
    for (const slug of ['maya-thompson-reyes', 'jonas-von-hallberg']) {
      const p = person(slug);
      const { rendered } = await family('classic-caps').trace(p, { format: 'pdf', random: seeded(11) });
      const pages = pdfPageCount(rendered.bytes);
      const { page } = WORDS[p.language];
      const texts = (await extractPdf(rendered.bytes)).pages.map((pg) => squash(pg.items.map((i) => i.text).join(' ')));
      texts.forEach((t, i) => {
        expect(t).toContain(squash(`${page.before}${i + 1}${page.between}${pages}`));
        expect(t).toContain(squash(p.displayName));
      });
    }
  });

  it('word-tabs: prints a school whose name holds a comma whole, the town right only where the entry has one', async () => {
    const base = person('camille-de-la-fontaine');
    const p: Person = { ...base, studies: [{ ...base.studies[0], institution: 'Industrial Training Institute, Pune', city: null }, { ...base.studies[0], institution: 'Université de Lyon', city: 'Lyon' }] };
    for (let seed = 0; seed < 8; seed++) {
      const { rendered } = await family('word-tabs').trace(p, { format: 'docx', random: seeded(seed) });
      if (rendered.notRendered.includes('education')) continue;
      const text = await textOf(rendered.bytes, 'docx');
      expect(text).toContain('Industrial Training Institute, Pune');
      expect(text).toMatch(/Université de Lyon(, |\s)Lyon/);
    }
  });

  it('rirekisho: Japanese rows of entering and leaving, oldest first, closed by 以上', async () => {
    const p = person('sato-ken');
    const { rendered } = await family('rirekisho').trace(p, { format: 'pdf', random: seeded(5) });
    expect(rendered.oldestFirst).toEqual(['experience', 'education']);
    const flat = squash(await textOf(rendered.bytes, 'pdf'));
    const words = HISTORY.ja;
    for (const word of [words.year, words.month, words.education, words.work, '入社', '退社', words.present, words.end]) expect(flat).toContain(squash(word));
    const oldest = [...p.jobs].sort((a, b) => a.start.year - b.start.year)[0];
    expect(flat.indexOf(squash(oldest.company))).toBeLessThan(flat.indexOf(squash(p.jobs[0].company)));
    expect(flat.lastIndexOf(squash(words.end))).toBeGreaterThan(flat.lastIndexOf(squash(p.jobs[0].company)));
  });
});

describe('hand-made layouts in every sample language and several documents', () => {
  const seeds = [1, 2, 3, 4];
  // The layouts' own words in Italian and Portuguese too, on a record in English.
  const people: Person[] = [...SAMPLE_PEOPLE, ...(['it', 'pt'] as const).map((language) => ({ ...SAMPLE_PEOPLE[0], slug: `${SAMPLE_PEOPLE[0].slug}-${language}`, language }))];
  const pdfFamilies = HAND_MADE_FAMILIES.filter(isPdfFamily);
  const docxFamilies = HAND_MADE_FAMILIES.filter((f) => !isPdfFamily(f));

  it.each(pdfFamilies.map((f) => [f.name, f] as const))('%s composes every sample person faithfully, the same way for the same seed, differently for others', async (_name, f) => {
    for (const p of people) {
      const pages = new Set<string>();
      for (const seed of seeds) {
        const { html, plan } = await f.compose(p, seeded(seed));
        expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${p.language}">`));
        expectFaithful(bodyText(html), p, plan.printed, plan.notRendered());
        expect((await f.compose(p, seeded(seed))).html).toBe(html);
        pages.add(html);
      }
      expect(pages.size).toBe(seeds.length);
    }
  });

  it.each(docxFamilies.map((f) => [f.name, f] as const))('%s writes every sample person faithfully', async (_name, f) => {
    for (const p of people) {
      for (const seed of seeds.slice(0, 2)) {
        const { rendered, printed } = await f.trace(p, { format: 'docx', random: seeded(seed) });
        expectFaithful(await textOf(rendered.bytes, 'docx'), p, printed, rendered.notRendered);
      }
    }
  });

  it('vary what they leave out: over many documents, each field a plan may drop is dropped in some and printed in others', async () => {
    const p = person('jonas-von-hallberg');
    const sidebar = pdfFamilies.find((f) => f.name === 'sidebar')!;
    const dropped = new Map<TruthField, number>();
    const documents = 40;
    for (let seed = 0; seed < documents; seed++) {
      const { plan } = await sidebar.compose(p, seeded(seed));
      for (const field of plan.notRendered()) dropped.set(field, (dropped.get(field) ?? 0) + 1);
    }
    for (const field of ['linkedin', 'location.country', 'experience.month', 'education.start_year'] as TruthField[]) {
      expect(dropped.get(field) ?? 0, field).toBeGreaterThan(0);
      expect(dropped.get(field) ?? 0, field).toBeLessThan(documents);
    }
  });
});
