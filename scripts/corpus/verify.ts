/**
 * Checks a truth file against the document it describes, as the labelled corpus checked its own:
 * every truth value must be in the document's text (names, headline, e-mail, phones by their last
 * digits, the LinkedIn handle in the text or a link, city, each job's title, company and years in
 * the order printed, each study's title, institution and years, skills, languages, the profile and
 * every line of the entry summaries), and what the truth leaves out because the layout does not
 * print it must not be there (LinkedIn, e-mail, phones, profile, entry summaries). Text comes from
 * the readers the product's parser uses (pdf.js, mammoth).
 *
 * Used by the tests on every family's output, and by anyone adding a family:
 * `node --import tsx scripts/corpus/verify.ts CORPUS_DIR` checks every document of a generated corpus
 * and prints the mismatches per family.
 */
import fs from 'node:fs';
import path from 'node:path';
import { extractDocx, extractPdf } from '../../src/server/documents/parse-resume.js';
import type { ManifestEntry } from './generate.js';
import type { Person, Truth } from './types.js';

export type DocumentText = { text: string; links: string[] };

export async function documentText(bytes: Uint8Array, format: 'pdf' | 'docx'): Promise<DocumentText> {
  if (format === 'pdf') {
    const pdf = await extractPdf(bytes);
    return { text: pdf.pages.map((p) => p.items.map((i) => i.text).join(' ')).join('\n'), links: pdf.links };
  }
  const docx = await extractDocx(bytes);
  return { text: docx.blocks.map((b) => b.text).join('\n'), links: docx.links };
}

/**
 * Radicals that Noto CJK draws with the glyph of an ideograph, each with that ideograph: Chromium's
 * PDF names the shared glyph by the radical, so a reader sees ⻑ where the page shows 長. NFKC maps
 * the Kangxi radicals, but not the CJK Radicals Supplement, and ⼾ to 戶 where the page shows 戸.
 */
const RADICALS = new Map(Array.from('⺂乛⺃乚⺅亻⺉刂⺋㔾⺎兀⺏尣⺐尢⺒巳⺓幺⺔彑⺖忄⺘扌⺙攵⺛旡⺞歺⺟母⺠民⺡氵⺣灬⺤爫⺦丬⺨犭⺫罒⺭礻⺯糹⺰纟⺱罓⺲罒⺹耂⺺肀⺾艹⺿艹⻀艹⻂衤⻃覀⻄西⻅见⻈讠⻉贝⻋车⻌辶⻍辶⻐钅⻑長⻒镸⻓长⻖阝⻘青⻙韦⻚页⻛风⻜飞⻟飠⻠饣⻢马⻥鱼⻦鸟⻧卤⻨麦⻩黄⻪黾⻫斉⻬齐⻭歯⻮齿⻯竜⻰龙⻲亀⻳龟⼾戸'.matchAll(/(.)(.)/gu), ([, radical, ideograph]) => [radical, ideograph]));

/** Lower case, NFKC, without white space: pdf.js splits and joins words its own way. */
const squash = (s: string) =>
  s
    .replace(/[\u2e80-\u2fdf]/g, (c) => RADICALS.get(c) ?? c)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[\s\u00ad]+/g, '')
    // pdf.js reads the Japanese middle dot of the CJK fonts as U+2027, and of LibreOffice's PDFs as a bullet.
    .replace(/[\u2027\u00b7\uff65\u2022]/g, '・')
    // Noto CJK draws the hyphen and the non-breaking hyphen with one glyph; PDFs name it by the latter.
    .replace(/[\u2010\u2011]/g, '-');
const digitsOf = (s: string) => s.replace(/\D+/g, '');

/** Squashed and without hyphens: a word TeX broke at a line end ("Ra- mírez", "Logis- tics") reads as one. */
const unhyphenated = (s: string) => squash(s).replace(/-/g, '');

export function verifyTruth(truth: Truth, person: Person, doc: DocumentText): string[] {
  const problems: string[] = [];
  const hay = squash(doc.text);
  const joined = unhyphenated(doc.text);
  const hayDigits = digitsOf(doc.text);
  const links = doc.links.join(' ').toLowerCase();
  const has = (value: string) => hay.includes(squash(value)) || joined.includes(unhyphenated(value));
  const need = (what: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined || value === '') return;
    if (!has(String(value))) problems.push(`${what} not in the document: ${value}`);
  };
  const absent = (what: string, value: string | null | undefined) => {
    if (value && has(value)) problems.push(`${what} is printed but the truth leaves it out: ${value}`);
  };

  need('first_name', truth.first_name);
  need('last_name', truth.last_name);
  need('title', truth.title);
  need('email', truth.email);
  for (const phone of truth.phones) if (!hayDigits.includes(digitsOf(phone).slice(-7))) problems.push(`phone not in the document: ${phone}`);
  const handle = (url: string | null) => (url ? decodeURIComponent(/\/in\/([^/?#]+)/.exec(url)?.[1] ?? url).toLowerCase() : null);
  const h = handle(truth.linkedin);
  // A handle as printed: without hyphens it could be the name ("lachlan-papadopoulos").
  if (h && !hay.includes(squash(h)) && !links.includes(h)) problems.push(`linkedin not in the document: ${truth.linkedin}`);
  need('location.city', truth.location.city);
  for (const e of truth.experience) {
    need('experience.title', e.title);
    need('experience.company', e.company);
    need('experience.start_year', e.start_year);
    need('experience.end_year', e.end_year);
  }
  // The entries in the order printed: each job's company found after the previous job's.
  let at = 0;
  for (const e of truth.experience) {
    const i = e.company ? joined.indexOf(unhyphenated(e.company), at) : -1;
    if (i < 0 && e.company && has(e.company)) {
      problems.push(`experience is not in the order printed: ${e.company} comes before the job listed ahead of it`);
      break;
    }
    if (i >= 0) at = i;
  }
  for (const e of truth.education) {
    // Degree and area may be printed apart ("Culinary Arts", "Bachelor of Science"): each of its words, as the scorer matches it.
    if (e.title && !has(e.title) && !e.title.split(/[\s,]+/).every((word) => !word || has(word))) problems.push(`education.title not in the document: ${e.title}`);
    need('education.institution', e.institution);
    need('education.start_year', e.start_year);
    need('education.graduation_year', e.graduation_year);
  }
  for (const s of truth.skills) need('skill', s);
  for (const l of truth.languages) need('language', l);
  need('summary', truth.summary);
  for (const e of [...truth.experience, ...truth.education]) for (const line of e.summary?.split('\n') ?? []) need('entry summary line', line);

  // What the truth leaves out must not be printed.
  if (!truth.linkedin && person.linkedin) {
    // The handle alone may be part of the name ("abasha" in "Ardita Basha"): look for it as a profile path.
    const left = handle(person.linkedin)!;
    if (has(`in/${left}`) || links.includes(`in/${left}`)) problems.push(`linkedin is printed but the truth leaves it out: ${person.linkedin}`);
  }
  if (!truth.email) absent('email', person.email);
  if (!truth.phones.length) for (const p of person.phones) if (hayDigits.includes(digitsOf(p).slice(-7))) problems.push(`phone is printed but the truth leaves it out: ${p}`);
  if (!truth.summary) absent('summary', person.summary.slice(0, 40));
  if (truth.experience.every((e) => !e.summary)) for (const j of person.jobs) absent('experience summary', j.bullets[0] ?? j.summary);
  if (truth.education.every((e) => !e.summary)) for (const s of person.studies) absent('education summary', s.summary);
  return problems;
}

// ── command line: node --import tsx scripts/corpus/verify.ts CORPUS_DIR ─────────────────────────

export type CorpusCheck = { file: string; family: string; problems: string[] };

/** Checks every document of a generated corpus (its manifest.json) against its truth file and person. */
export async function verifyCorpus(dir: string): Promise<CorpusCheck[]> {
  const read = (name: string) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as unknown;
  const manifest = read('manifest.json') as ManifestEntry[];
  const checks: CorpusCheck[] = [];
  for (const entry of manifest) {
    const truth = read(entry.truth) as Truth;
    const person = read(`${entry.person}.person.json`) as Person;
    const doc = await documentText(new Uint8Array(fs.readFileSync(path.join(dir, entry.file))), entry.format);
    checks.push({ file: entry.file, family: entry.family, problems: verifyTruth(truth, person, doc) });
  }
  return checks;
}

/** Per family: documents, those with a problem, and the problems. */
export function formatChecks(checks: CorpusCheck[]): string {
  const families = [...new Set(checks.map((c) => c.family))].sort();
  const lines: string[] = [];
  for (const family of families) {
    const mine = checks.filter((c) => c.family === family);
    const bad = mine.filter((c) => c.problems.length);
    lines.push(`${family}: ${mine.length} documents, ${bad.length} with mismatches`);
    for (const c of bad) for (const problem of c.problems) lines.push(`  ${c.file}: ${problem}`);
  }
  const bad = checks.filter((c) => c.problems.length).length;
  lines.push(`${checks.length} documents, ${bad} with mismatches, ${checks.reduce((n, c) => n + c.problems.length, 0)} mismatches`);
  return lines.join('\n');
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const [dir, ...rest] = process.argv.slice(2);
  if (!dir || rest.length) {
    console.error('usage: node --import tsx scripts/corpus/verify.ts CORPUS_DIR');
    process.exit(2);
  }
  const checks = await verifyCorpus(dir);
  console.log(formatChecks(checks));
  process.exit(checks.some((c) => c.problems.length) ? 1 : 0);
}
