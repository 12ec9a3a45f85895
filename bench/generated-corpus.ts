/**
 * The parser measured on the project's generated corpus (decision 017): development people and
 * layouts, held-out people, and held-out layout families (one figure each). Corpora are generated
 * once per version of the generator and kept under `.tmp/corpus/` (about a minute per set).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseCorpus, percentile } from '../scripts/parse-corpus.js';
import { closeCorpusPool } from '../scripts/corpus/chromium.js';
import { generateCorpus } from '../scripts/corpus/generate.js';
import { DEVELOPMENT_PEOPLE, developmentFamilies, HELD_OUT_PEOPLE, heldOutFamilies, WRITTEN_BY_PEOPLE_GROUPS } from '../scripts/corpus/protocol.js';
import { describeSavability, savability } from '../scripts/corpus/savable.js';
import { scoreCorpus, type CorpusScore } from '../scripts/corpus/score.js';

const CACHE = path.resolve('.tmp/corpus');
const PER_PERSON = 4;

/** A hash of the generator's code, so a changed generator makes new corpora. */
function generatorVersion(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) hash.update(p).update(fs.readFileSync(p));
    }
  };
  walk(path.resolve('scripts/corpus'));
  return hash.digest('hex').slice(0, 12);
}

async function corpus(name: string, people: { seed: number; people: number }, families: string[]): Promise<string> {
  const dir = path.join(CACHE, `${name}-${generatorVersion()}`);
  if (fs.existsSync(path.join(dir, 'manifest.json'))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  const t0 = performance.now();
  const result = await generateCorpus({ ...people, out: dir, perPerson: PER_PERSON, families, log: () => undefined });
  console.log(`generated ${name}: ${result.written.length} documents in ${((performance.now() - t0) / 1000).toFixed(0)} s${result.failed.length ? `, ${result.failed.length} failed` : ''}${result.skipped.length ? `; skipped: ${result.skipped.map((s) => `${s.family} (${s.reason})`).join(', ')}` : ''}`);
  return dir;
}

const f = (n: number | null) => (n == null ? 'n/a' : n.toFixed(3));
const describe = (s: CorpusScore) =>
  `F1 ${f(s.overall)} over ${s.files} files; experience entries ${f(s.fields['experience (entries)'].f1)}, education entries ${f(s.fields['education (entries)'].f1)}, city ${f(s.fields['location.city'].f1)}, names ${f(s.fields.first_name.f1)}/${f(s.fields.last_name.f1)}; summaries token F1 ${f(s.summaries.mean)}`;

export async function benchGeneratedCorpus(): Promise<void> {
  const sets = [
    { name: 'development', label: 'development people, development layouts', people: DEVELOPMENT_PEOPLE, families: developmentFamilies() },
    { name: 'held-out-people', label: 'held-out people, development layouts', people: HELD_OUT_PEOPLE, families: developmentFamilies() },
    { name: 'held-out-layouts', label: 'held-out people, held-out layouts', people: HELD_OUT_PEOPLE, families: heldOutFamilies() },
  ];
  const dirs: string[] = [];
  try {
    for (const set of sets) dirs.push(await corpus(set.name, set.people, set.families));
  } finally {
    await closeCorpusPool();
  }
  const times: number[] = [];
  for (const [i, set] of sets.entries()) {
    const predictions = fs.mkdtempSync(path.join(os.tmpdir(), 'parse-generated-'));
    const parsed = await parseCorpus(dirs[i], predictions, () => undefined);
    times.push(...parsed.times);
    const all = scoreCorpus(dirs[i], predictions, { by: 'language' });
    const byGroup = scoreCorpus(dirs[i], predictions, { by: 'group' });
    const written = scoreCorpus(dirs[i], predictions, { only: (meta) => WRITTEN_BY_PEOPLE_GROUPS.includes(meta.group) });
    console.log('');
    console.log(`${set.label} (seed ${set.people.seed}): ${describe(all)}`);
    console.log(`  by language: ${Object.entries(all.groups).map(([k, g]) => `${k} ${f(g.overall)}`).join(', ')}`);
    console.log(`  by layout group: ${Object.entries(byGroup.groups).map(([k, g]) => `${k} ${f(g.overall)}`).join(', ')}`);
    console.log(`  ${describeSavability(savability(dirs[i], parsed.saveErrors))}`);
    if (written.files) console.log(`  layouts written by people (LaTeX, Word, Europass, tabular, two-column): ${describe(written)}`);
    if (parsed.failed.length) console.log(`  failed to parse: ${parsed.failed.join(', ')}`);
    fs.rmSync(predictions, { recursive: true, force: true });
  }
  console.log('');
  console.log(`parse time per generated file: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${times.length} files)`);
}
