/**
 * `npm run corpus:generate -- --people N --seed S --out DIR [--per-person K] [--families a,b]
 * [--languages en,de] [--formats pdf,docx]`: synthetic people rendered through the layout families
 * (families/index.ts), with a truth file per document for the labelled corpus's scorer.
 *
 * Writes into DIR: `<slug>.<family>.<pdf|docx>`, its `<slug>.<family>.truth.json`, the person as
 * `<slug>.person.json`, and `manifest.json` (one entry per document: file, truth, family, group,
 * language, format, person). Each person goes through K families (default 4) chosen among the
 * available families that print the person's language in a requested format, spreading the
 * documents evenly over the families (ties broken by the seed). Families that cannot run here
 * (`available()`) are skipped with their reason; a family that cannot print a person faithfully
 * (`refuses()`: a character its fonts lack) leaves that person to the others. The same options give
 * the same corpus.
 */
import fs from 'node:fs';
import path from 'node:path';
import { closeCorpusPool } from './chromium.js';
import { FAMILIES } from './families/index.js';
import { generatePeople } from './people.js';
import { chance, seeded, seedOf, shuffle } from './random.js';
import { truthFor } from './truth.js';
import { CORPUS_LANGUAGES, type CorpusLanguage, type LayoutFamily, type Person } from './types.js';

export type Format = 'pdf' | 'docx';
export type CorpusOptions = {
  people: number;
  seed: number;
  out: string;
  perPerson: number;
  /** Family names to use (default: all). */
  families?: string[];
  languages?: CorpusLanguage[];
  formats?: Format[];
  /** The families to choose from (default: FAMILIES). */
  registry?: LayoutFamily[];
  /** Documents rendered at once. */
  concurrency?: number;
  log?: (line: string) => void;
};

export type ManifestEntry = { file: string; truth: string; family: string; group: string; language: CorpusLanguage; format: Format; person: string };
export type CorpusResult = {
  written: ManifestEntry[];
  skipped: { family: string; reason: string }[];
  failed: { file: string; error: string }[];
  people: Person[];
};

/** Share of PDFs where a family prints both formats (the labelled corpus is four-fifths PDF). */
const PDF_SHARE = 0.75;

export async function generateCorpus(o: CorpusOptions): Promise<CorpusResult> {
  const log = o.log ?? console.log;
  const registry = o.registry ?? FAMILIES;
  const formats = o.formats ?? ['pdf', 'docx'];
  // A document's files are named after its family: two families of one name would share truth files.
  const names = registry.map((f) => f.name);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length) throw new Error(`family names must be unique: ${[...new Set(twice)].join(', ')}`);
  const unknown = (o.families ?? []).filter((f) => !registry.some((x) => x.name === f));
  if (unknown.length) throw new UsageError(`unknown famil${unknown.length > 1 ? 'ies' : 'y'}: ${unknown.join(', ')} (known: ${registry.map((f) => f.name).join(', ') || 'none'})`);
  const chosen = o.families?.length ? registry.filter((f) => o.families!.includes(f.name)) : registry;

  const skipped: CorpusResult['skipped'] = [];
  const usable: LayoutFamily[] = [];
  for (const family of chosen) {
    const reason = !family.formats.some((f) => formats.includes(f)) ? `prints only ${family.formats.join('/')}` : await family.available();
    if (reason) skipped.push({ family: family.name, reason });
    else usable.push(family);
  }
  for (const s of skipped) log(`skipped family ${s.family}: ${s.reason}`);

  const people = generatePeople({ count: o.people, seed: o.seed, languages: o.languages });
  fs.mkdirSync(o.out, { recursive: true });

  // A family that cannot print a person faithfully (a character its fonts lack) leaves the person to the others.
  const prints = (family: LayoutFamily, person: Person) => (family.languages ?? CORPUS_LANGUAGES).includes(person.language);
  const refusals = (
    await Promise.all(
      people.flatMap((person) =>
        usable.filter((family) => family.refuses && prints(family, person)).map(async (family) => ({ family, person, reason: await family.refuses!(person).catch((error: Error) => error.message) })),
      ),
    )
  ).filter((r) => r.reason !== null);
  for (const { family, person, reason } of refusals) log(`${family.name} leaves ${person.slug} to other families: ${reason}`);
  const refuses = (family: LayoutFamily, person: Person) => refusals.some((r) => r.family === family && r.person === person);

  // Choose the families of each person: the least used first among those that print the person's language.
  const uses = new Map(usable.map((f) => [f.name, 0]));
  const jobs: { person: Person; family: LayoutFamily; format: Format }[] = [];
  const unprinted: string[] = [];
  for (const person of people) {
    const random = seeded(seedOf('families', o.seed, person.slug));
    const fitting = usable.filter((f) => prints(f, person) && !refuses(f, person));
    if (!fitting.length) unprinted.push(`${person.slug} (${person.language})`);
    const picked = shuffle(fitting, random)
      .sort((a, b) => uses.get(a.name)! - uses.get(b.name)!)
      .slice(0, o.perPerson);
    for (const family of picked) {
      uses.set(family.name, uses.get(family.name)! + 1);
      const options = family.formats.filter((f) => formats.includes(f));
      const format: Format = options.length === 1 ? options[0] : chance(PDF_SHARE, random) ? 'pdf' : 'docx';
      jobs.push({ person, family, format });
    }
  }
  if (unprinted.length) log(`no available family prints: ${unprinted.join(', ')}`);

  for (const person of people) fs.writeFileSync(path.join(o.out, `${person.slug}.person.json`), `${JSON.stringify(person, null, 2)}\n`);

  const written: ManifestEntry[] = [];
  const failed: CorpusResult['failed'] = [];
  await inParallel(jobs, o.concurrency ?? 4, async ({ person, family, format }) => {
    const stem = `${person.slug}.${family.name}`;
    const file = `${stem}.${format}`;
    try {
      const rendered = await family.render(person, { format, random: seeded(seedOf('render', o.seed, stem, format)) });
      const truth = truthFor(person, family, rendered, file);
      fs.writeFileSync(path.join(o.out, file), rendered.bytes);
      fs.writeFileSync(path.join(o.out, `${stem}.truth.json`), `${JSON.stringify(truth, null, 2)}\n`);
      written.push({ file, truth: `${stem}.truth.json`, family: family.name, group: family.group, language: person.language, format: rendered.format, person: person.slug });
      log(`wrote ${file} (${person.language}, ${rendered.format}${rendered.notRendered.length ? `; not printed: ${rendered.notRendered.join(', ')}` : ''})`);
    } catch (error) {
      failed.push({ file, error: (error as Error).message });
      log(`FAILED ${file}: ${(error as Error).message}`);
    }
  });

  written.sort((a, b) => a.file.localeCompare(b.file));
  fs.writeFileSync(path.join(o.out, 'manifest.json'), `${JSON.stringify(written, null, 2)}\n`);
  const count = (key: 'family' | 'language' | 'format') =>
    [...written.reduce((m, e) => m.set(e[key], (m.get(e[key]) ?? 0) + 1), new Map<string, number>())]
      .sort()
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
  log(`${written.length} documents of ${people.length} people in ${o.out}${failed.length ? `, ${failed.length} failed` : ''}`);
  if (written.length) {
    log(`  by family: ${count('family')}`);
    log(`  by language: ${count('language')}`);
    log(`  by format: ${count('format')}`);
  }
  return { written, skipped, failed, people };
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

// ── command line ─────────────────────────────────────────────────────────────────────────────────

export class UsageError extends Error {}

export const USAGE = `usage: npm run corpus:generate -- --out DIR [--people N] [--seed S] [--per-person K] [--families a,b] [--languages en,de] [--formats pdf,docx]
  --out DIR         folder to write into (required)
  --people N        people to generate (default 20)
  --seed S          seed; the same seed gives the same corpus (default 1)
  --per-person K    families each person is rendered through (default 4)
  --families a,b    only these layout families (default: all available)
  --languages l,m   only these CV languages (${CORPUS_LANGUAGES.join(', ')}; default all)
  --formats f,g     pdf, docx or both (default both)`;

export function parseArgs(argv: string[]): Omit<CorpusOptions, 'registry' | 'log'> {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!m) throw new UsageError(`unexpected argument: ${arg}`);
    const [, name, inline] = m;
    if (!['people', 'seed', 'out', 'per-person', 'families', 'languages', 'formats'].includes(name)) throw new UsageError(`unknown option: --${name}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
    values.set(name, value);
  }
  const integer = (name: string, fallback: number, min: number) => {
    const raw = values.get(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min) throw new UsageError(`--${name} must be a whole number of at least ${min}, not ${raw}`);
    return Number(raw);
  };
  const listOf = (name: string) => values.get(name)?.split(',').map((s) => s.trim()).filter(Boolean);
  const out = values.get('out');
  if (!out) throw new UsageError('--out DIR is required');
  const languages = listOf('languages');
  const badLanguages = languages?.filter((l) => !(CORPUS_LANGUAGES as readonly string[]).includes(l)) ?? [];
  if (badLanguages.length) throw new UsageError(`unknown language: ${badLanguages.join(', ')} (languages: ${CORPUS_LANGUAGES.join(', ')})`);
  const formats = listOf('formats');
  const badFormats = formats?.filter((f) => f !== 'pdf' && f !== 'docx') ?? [];
  if (badFormats.length) throw new UsageError(`unknown format: ${badFormats.join(', ')} (formats: pdf, docx)`);
  if (languages && !languages.length) throw new UsageError('--languages is empty');
  if (formats && !formats.length) throw new UsageError('--formats is empty');
  return {
    people: integer('people', 20, 1),
    seed: integer('seed', 1, 0),
    out: path.resolve(out),
    perPerson: integer('per-person', 4, 1),
    families: listOf('families'),
    languages: languages as CorpusLanguage[] | undefined,
    formats: formats as Format[] | undefined,
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  let code = 0;
  try {
    const options = parseArgs(process.argv.slice(2));
    const result = await generateCorpus(options);
    if (result.failed.length || !result.written.length) code = 1;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${USAGE}`);
      code = 2;
    } else {
      console.error(error);
      code = 1;
    }
  } finally {
    await closeCorpusPool();
  }
  process.exit(code);
}
